//! A recorded game: rules, table, seed and the timed actions. Playing it again gives the
//! same game, which is what replays and share links rely on.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::event::TimedEvent;
use super::game::Game;
use super::rules::Rules;
use super::table::{Seat, Table};

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

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError(pub String);

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Replay {
    /// Plays the record from its seed. Refused actions are part of a record (a player can
    /// be too slow) and are simply refused again.
    pub fn play(&self) -> Result<(Game, Vec<TimedEvent>), ReplayError> {
        self.rules
            .validate()
            .map_err(|e| ReplayError(format!("bad rules: {e}")))?;
        let table = Table::new(self.teams)
            .ok_or_else(|| ReplayError(format!("a table has 2 to 6 teams, not {}", self.teams)))?;
        let (mut game, mut events) = Game::new(self.rules.clone(), table, self.seed);
        for (i, a) in self.actions.iter().enumerate() {
            game.advance_to(a.at, &mut events).map_err(|_| {
                ReplayError(format!("action {i} is dated before the one before it"))
            })?;
            let _ = game.act(a.seat, &a.action, &mut events);
        }
        let until = self.until.max(game.now());
        let _ = game.advance_to(until, &mut events);
        Ok((game, events))
    }
}
