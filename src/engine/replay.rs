//! A recorded game: rules, table, seed and the timed actions. Playing it again gives the
//! same game, which is what replays and share links rely on.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::event::TimedEvent;
use super::game::Game;
use super::rules::{InvalidRules, Rules};
use super::table::{Seat, Table, TableError};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedAction {
    pub at: u64,
    pub seat: Seat,
    pub action: Action,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replay {
    pub rules: Rules,
    pub teams: u8,
    pub seed: u64,
    pub actions: Vec<TimedAction>,
    /// Game time to run on to after the last action.
    pub until: u64,
}

/// Why a record cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Rules(InvalidRules),
    Table(TableError),
    /// The action at this index is dated before the one before it.
    OutOfOrder(usize),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Rules(e) => write!(f, "bad rules: {e}"),
            ReplayError::Table(e) => e.fmt(f),
            ReplayError::OutOfOrder(i) => write!(f, "action {i} is dated before the one before it"),
        }
    }
}

impl std::error::Error for ReplayError {}

impl Replay {
    /// Plays the record from its seed. Refused actions are part of a record (a player can
    /// be too slow) and are simply refused again.
    pub fn play(&self) -> Result<(Game, Vec<TimedEvent>), ReplayError> {
        // Rules read from a file were checked then; rules built in code are checked here.
        self.rules.validate().map_err(ReplayError::Rules)?;
        let table = Table::new(self.teams)
            .ok_or(ReplayError::Table(TableError::Teams(self.teams.into())))?;
        let (mut game, mut events) = Game::new(self.rules.clone(), table, self.seed);
        for (i, a) in self.actions.iter().enumerate() {
            game.advance_to(a.at, &mut events)
                .map_err(|_| ReplayError::OutOfOrder(i))?;
            let _ = game.act(a.seat, &a.action, &mut events);
        }
        let until = self.until.max(game.now());
        let _ = game.advance_to(until, &mut events);
        Ok((game, events))
    }
}
