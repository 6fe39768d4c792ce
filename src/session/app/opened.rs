//! A match or a replay the app has opened, for the table or the replay screen to play. Both
//! are mutated in place by their screen, so they are shared, and compared by identity: the
//! same opened match is the same match, whatever has happened in it since.

use std::cell::RefCell;
use std::rc::Rc;

use crate::session::record::BadGame;
use crate::session::record::MatchRecord;
use crate::session::replay_player::ReplayPlayer;
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

/// A finished match opened to be watched again.
#[derive(Clone)]
pub struct OpenedReplay {
    pub player: Rc<RefCell<ReplayPlayer>>,
    pub record: Rc<MatchRecord>,
}

impl OpenedReplay {
    /// Plays `record` through once; a game that cannot be played is said, not replaced.
    pub fn open(record: Rc<MatchRecord>) -> Result<OpenedReplay, BadGame> {
        Ok(OpenedReplay {
            player: Rc::new(RefCell::new(ReplayPlayer::new((*record).clone())?)),
            record,
        })
    }
}

impl PartialEq for OpenedReplay {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.player, &other.player)
    }
}
