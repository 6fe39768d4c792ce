//! A match or a replay the app has opened, for the table or the replay screen to play. Both
//! are mutated in place by their screen, so they are shared, and compared by identity: the
//! same opened match is the same match, whatever has happened in it since.

use std::cell::RefCell;
use std::rc::Rc;

use crate::session::names::SeatZero;
use crate::session::pages::replay_player::ReplayPlayer;
use crate::session::record::BadGame;
use crate::session::record::MatchRecord;
use crate::session::Match;

/// A match the app has opened (new, or resumed from its record), for the table to play.
#[derive(Clone)]
pub struct OpenedMatch(pub Rc<RefCell<Match>>);

impl OpenedMatch {
    pub fn new(m: Match) -> OpenedMatch {
        OpenedMatch(Rc::new(RefCell::new(m)))
    }
}

impl PartialEq for OpenedMatch {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Where a replay was opened from, which says whose match it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayFrom {
    /// The match end of the match just played here: the player's own.
    MatchJustPlayed,
    /// A link or a file: anyone's match, most often a friend's.
    Shared,
}

impl ReplayFrom {
    /// Who seat 0 is to the person watching: "You" only in their own match just played; a
    /// replay from a link or a file names the seat neutrally, since its sender played it.
    pub const fn seat_zero(self) -> SeatZero {
        match self {
            ReplayFrom::MatchJustPlayed => SeatZero::You,
            ReplayFrom::Shared => SeatZero::Player,
        }
    }
}

/// A finished match opened to be watched again.
#[derive(Clone)]
pub struct OpenedReplay {
    pub player: Rc<RefCell<ReplayPlayer>>,
    pub record: Rc<MatchRecord>,
}

impl OpenedReplay {
    /// Plays `record` through once; a game that cannot be played is said, not replaced.
    pub fn open(record: Rc<MatchRecord>, from: ReplayFrom) -> Result<OpenedReplay, BadGame> {
        let player = ReplayPlayer::new((*record).clone(), from.seat_zero())?;
        Ok(OpenedReplay {
            player: Rc::new(RefCell::new(player)),
            record,
        })
    }
}

impl PartialEq for OpenedReplay {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.player, &other.player)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{home, step};
    use super::super::{AppMsg, AppState, RecordFrom};
    use super::*;
    use crate::engine::Gesture;
    use crate::session::MatchSetup;

    /// A replay is the player's own only when it comes from the match end of the match just
    /// played; from a link or a file it is someone else's, and seat 0 is "Player".
    #[test]
    fn a_replay_names_seat_zero_you_only_in_the_match_just_played() {
        let w = &crate::i18n::english();
        let record = Rc::new(MatchRecord {
            game: MatchSetup::new(3).game,
            signals: Gesture::Wink.into(),
            entries: Vec::new(),
            time: 20_000,
            people: Vec::new(),
        });
        let zero = |state: &AppState| {
            let opened = state.replay.as_ref().expect("a replay is open");
            let player = opened.player.borrow();
            (
                player.seat_zero(),
                player.seat_name(w, crate::session::seats::YOU),
            )
        };
        let (own, _) = step(w, home(w), AppMsg::Replay(record.clone()));
        assert_eq!(zero(&own), (SeatZero::You, "You".to_string()));
        for from in [RecordFrom::ReplayLink, RecordFrom::ReplayFile] {
            let (shared, _) = step(w, home(w), AppMsg::RecordRead(from, Ok(record.clone())));
            assert_eq!(
                zero(&shared),
                (SeatZero::Player, "Player".to_string()),
                "{from:?}"
            );
        }
    }
}
