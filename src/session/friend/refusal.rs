//! What the host's page tells a friend's of a refusal or of the match's end: what happened,
//! never words. The two pages may speak different languages, so the friend's page words
//! it with its own catalog (`words`), as it words its own table's refusals.

use crate::i18n::Words;
use serde::{Deserialize, Serialize};

use crate::engine::{Card, Order, RuleError};
use crate::narration::narrate::refusal;
use crate::session::clock::NotReady;

/// Why the host's table refused a friend's press.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The rules refused it: the engine's reason.
    Rules(#[serde(with = "RuleErrorDef")] RuleError),
    /// The round is not in its exchange: the press waits for the next round.
    NextRound,
    /// The table is paused, or getting ready after a pause (`NotReady`).
    NotReady(#[serde(with = "NotReadyDef")] NotReady),
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

/// `NotReady` restated for serde: the compiler checks that the two agree.
#[derive(Serialize, Deserialize)]
#[serde(remote = "NotReady")]
enum NotReadyDef {
    Paused,
    GettingReady,
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
