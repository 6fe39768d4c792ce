//! What makes a game the same game (its identity: deal, rules, table, bots), and a match as
//! its record: that game, your first signal, and everything you did, in the order it
//! happened. The session plays and rebuilds matches from these; the share formats only
//! encode them (`share::link`, `share::replay`).

use serde::{Deserialize, Serialize};

use crate::bots::LevelName;
use crate::engine::{Action, Gesture, Preset, RuleOptions, Rules};

/// Seeds stay below 2^53 so a page, a link and JavaScript all read them exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A game's identity: everything that makes it the same game elsewhere.
#[derive(Clone, Debug, PartialEq)]
pub struct GameId {
    pub seed: u64,
    pub bots_seed: u64,
    pub preset: Preset,
    pub teams: u8,
    pub level: LevelName,
    pub options: RuleOptions,
}

impl GameId {
    /// The rules this game is played with. A game from outside comes only through
    /// `decode`, which refuses options that do not validate or cannot be played; the
    /// preset's rules stand in only for a game built here with invalid options.
    pub fn rules(&self) -> Rules {
        Rules::new(self.preset, &self.options).unwrap_or_else(|_| Rules::preset(self.preset))
    }
}

/// What you did, and when (game time, milliseconds).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LogEntry {
    Act {
        at: u64,
        action: Action,
    },
    /// Between rounds you chose a new secret signal.
    Signal {
        at: u64,
        gesture: Gesture,
    },
}

impl LogEntry {
    pub fn at(&self) -> u64 {
        match self {
            LogEntry::Act { at, .. } | LogEntry::Signal { at, .. } => *at,
        }
    }
}

/// A match as a record: enough to play it again exactly.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    pub game: GameId,
    /// Your signal at the start.
    pub signal: Gesture,
    pub entries: Vec<LogEntry>,
    /// How far the match had got (game time).
    pub time: u64,
}
