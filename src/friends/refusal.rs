//! What the host's page tells a friend's of a refusal or of the match's end: what happened,
//! never words. The two pages may speak different languages, so the friend's page words
//! it with its own catalog (`words`), as it words its own table's refusals. Why no one can
//! act right now (`NotReady`) is here too: the match's clock says it, a refusal carries it.

use crate::i18n::Words;
use serde::{Deserialize, Serialize};

use crate::engine::{Card, Order, RuleError};
use crate::narration::narrate::refusal;

/// Why the host's table refused a friend's press.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The rules refused it: the engine's reason.
    Rules(#[serde(with = "RuleErrorDef")] RuleError),
    /// The round is not in its exchange: the press waits for the next round.
    NextRound,
    /// The table is paused, or getting ready after a pause (`NotReady`).
    NotReady(NotReady),
}

impl Refusal {
    /// The refusal in the words in use. A card someone was faster to is worded by the
    /// friend's table itself (`Match::refused`), which knows who took it.
    pub fn words(&self, w: &Words) -> String {
        match self {
            Refusal::Rules(error) => refusal(w, error),
            Refusal::NextRound => tr!(w, TABLE_FRIEND_NEXT_ROUND),
            Refusal::NotReady(why) => why.words(w),
        }
    }
}

/// Why no one can act right now: the match's clock says it, and the host's page tells a
/// friend's page of a press it refused for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NotReady {
    Paused,
    GettingReady,
}

impl NotReady {
    /// Said to the player in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            NotReady::Paused => tr!(w, NARRATION_PAUSED),
            NotReady::GettingReady => tr!(w, NARRATION_GET_READY),
        }
    }
}

/// How the match ended for a friend, when the host's page ends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The host left the table.
    HostLeft,
}

impl Ending {
    pub fn words(self, w: &Words) -> String {
        match self {
            Ending::HostLeft => tr!(w, TABLE_FRIEND_LEFT),
        }
    }
}

/// `RuleError` restated for serde, variant for variant (its own `Serialize` writes only its
/// code, for scenario files): a card is read as any card is, so a refusal names only real
/// cards.
#[derive(Serialize, Deserialize)]
#[serde(remote = "RuleError")]
enum RuleErrorDef {
    RoundOver,
    GameOver,
    TimeInPast,
    NoSuchSeat,
    CardGone(Card),
    CardSwept(Card),
    CardTakenByYou(Card),
    NotInCentre(Card),
    NotInHand(Card),
    SameCardTwice(Card),
    SwapSize,
    WrongOrder(Order),
    DropFirst,
    PickFirst,
    DoubleCallsOff,
    MissingTarget,
    NoSuchTarget,
    OwnTeam,
    KempsOnOwnHand,
    StopRightLost,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn why_you_cannot_act_is_said_in_the_words_in_use() {
        let w = &crate::i18n::english();
        use crate::i18n::{built_in, with_words, Lang};
        assert_eq!(NotReady::Paused.words(w), "The game is paused");
        let said = with_words(built_in(Lang::De), |w| NotReady::GettingReady.words(w));
        assert_eq!(said, "Mach dich bereit — gleich geht's los");
    }
}
