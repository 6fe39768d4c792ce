//! A match as its record: its game (`game_id::GameId`), your first signal, and everything
//! you did, in the order it happened. The session plays and rebuilds matches from these;
//! the share formats only encode them (`share::link`, `share::replay`).

use serde::{Deserialize, Serialize};

use crate::bots::Signals;
use crate::engine::{Action, Seat, Team};
use crate::game_id::GameId;

/// What you did, and when (game time, milliseconds). In a match with friends, the table's
/// other people too: every press that reached the table, each team's signals a person
/// chose, the moments a bot took a friend's seat and the friend took it back, and how long
/// bots' exchanges waited for a press on its way (see `TableRunner::hold_exchanges`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LogEntry {
    Act {
        at: u64,
        action: Action,
    },
    /// Between rounds you chose new secret signals.
    Signal {
        at: u64,
        signals: Signals,
    },
    /// A friend's press, in the table's seats, stamped with the game time the friend's page
    /// showed (`made`, at most `at`). Kept refused or not: a press releases the bots'
    /// exchanges decided before it either way.
    Press {
        at: u64,
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        made: u64,
        action: Action,
    },
    /// A friend at another team than yours chose its new signals.
    TeamSignal {
        at: u64,
        team: Team,
        signals: Signals,
    },
    /// The friend at `seat` left: a bot took the seat.
    BotSeated {
        at: u64,
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
    },
    /// The friend at `seat` came back and took the seat from its bot.
    FriendBack {
        at: u64,
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
    },
    /// Bots' exchanges wait this long (game ms) from now on.
    Hold {
        at: u64,
        ms: u64,
    },
}

impl LogEntry {
    pub fn at(&self) -> u64 {
        match self {
            LogEntry::Act { at, .. }
            | LogEntry::Signal { at, .. }
            | LogEntry::Press { at, .. }
            | LogEntry::TeamSignal { at, .. }
            | LogEntry::BotSeated { at, .. }
            | LogEntry::FriendBack { at, .. }
            | LogEntry::Hold { at, .. } => *at,
        }
    }

    /// Whether the entry is of a match with friends only.
    pub fn with_friends(&self) -> bool {
        !matches!(self, LogEntry::Act { .. } | LogEntry::Signal { .. })
    }
}

/// A match as a record: enough to play it again exactly.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    pub game: GameId,
    /// Your signals at the start.
    pub signals: Signals,
    pub entries: Vec<LogEntry>,
    /// How far the match had got (game time).
    pub time: u64,
    /// The seats friends played from the start (none in a match alone).
    pub people: Vec<Seat>,
}

impl MatchRecord {
    /// Whether friends played in the match (its record holds their presses).
    pub fn with_friends(&self) -> bool {
        !self.people.is_empty() || self.entries.iter().any(LogEntry::with_friends)
    }

    /// The seats friends still played when the record ends: every person's seat but those
    /// a bot took when their friend left (and that the friend did not take back).
    pub fn friends_at_the_end(&self) -> Vec<Seat> {
        let mut bots = Vec::new();
        for entry in &self.entries {
            match *entry {
                LogEntry::BotSeated { seat, .. } => bots.push(seat),
                LogEntry::FriendBack { seat, .. } => bots.retain(|&s| s != seat),
                _ => {}
            }
        }
        (self.people.iter().copied())
            .filter(|seat| !bots.contains(seat))
            .collect()
    }
}
