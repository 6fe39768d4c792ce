//! A match as its record: the log of what you did, in the order it happened, and the
//! same match rebuilt from it (a resume, or the start of a replay).

use super::{Match, MatchSetup};
use crate::session::record::{LogEntry, MatchRecord};

impl Match {
    /// The match so far as a record: playing it again gives this very match.
    pub fn record(&self) -> MatchRecord {
        MatchRecord {
            game: self.setup.game_id(),
            signal: self.first_signal,
            entries: self.log.clone(),
            time: self.runner.now(),
        }
    }

    /// How many entries the match's log holds (it grows with every accepted action).
    pub fn log_len(&self) -> usize {
        self.log.len()
    }

    /// The match as it was at the start of `record`: its first set-up and first signal.
    pub fn first_of(record: &MatchRecord, speed: f64) -> Match {
        Match::new(MatchSetup::from_game(&record.game, record.signal), speed)
    }

    /// Rebuilds a match from its record, as far as the record goes (a resumed match, or
    /// the start of a replay).
    pub fn from_record(record: &MatchRecord, speed: f64) -> Match {
        let mut m = Match::first_of(record, speed);
        for entry in &record.entries {
            m.apply_entry(entry);
        }
        m.fast_forward(record.time);
        m.feed.clear_sounds();
        m
    }

    /// Runs the match to a log entry's time and applies it, as it happened.
    pub fn apply_entry(&mut self, entry: &LogEntry) {
        self.fast_forward(entry.at());
        match entry {
            LogEntry::Act { action, .. } => {
                let _ = self.apply(action.clone(), 0.0);
            }
            LogEntry::Signal { gesture, .. } => self.change_signal(*gesture),
        }
    }
}
