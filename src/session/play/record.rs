//! A match as its record: the log of what you did, in the order it happened, and the
//! same match rebuilt from it (a resume, or the start of a replay).

use super::{Match, MatchPhase, MatchSetup};
use crate::engine::{Action, Seat};
use crate::game_id::BadGame;
use crate::narration::names::SeatZero;
use crate::session::record::{LogEntry, MatchRecord};
use crate::session::saved::Progress;

impl Match {
    /// The match so far as a record: playing it again gives this very match.
    pub fn record(&self) -> MatchRecord {
        MatchRecord {
            game: self.setup.game.clone(),
            signals: self.first_signals,
            entries: self.log.clone(),
            time: self.game_time(),
            people: self.people.clone(),
        }
    }

    /// How many entries the match's log holds (it grows with every accepted action).
    pub fn log_len(&self) -> usize {
        self.log.len()
    }

    /// The match as it was at the start of `record`: its first set-up and first signal, and
    /// a person at each seat its friends played (whose presses the record holds).
    pub fn first_of(record: &MatchRecord, speed: f64) -> Result<Match, BadGame> {
        Match::first_of_as(record, speed, SeatZero::You)
    }

    /// `first_of`, its words naming seat 0 as `zero` (someone else's match, in a replay).
    pub fn first_of_as(record: &MatchRecord, speed: f64, zero: SeatZero) -> Result<Match, BadGame> {
        let setup = MatchSetup {
            game: record.game.clone(),
            signals: record.signals,
            challenge: None,
        };
        Match::seating(setup, speed, &record.people, false, zero)
    }

    /// Rebuilds a match from its record, as far as the record goes (a resumed match, or
    /// the start of a replay).
    pub fn from_record(record: &MatchRecord, speed: f64) -> Result<Match, BadGame> {
        Match::from_record_as(record, speed, SeatZero::You)
    }

    /// `from_record`, its words naming seat 0 as `zero` (someone else's match, in a replay).
    pub fn from_record_as(
        record: &MatchRecord,
        speed: f64,
        zero: SeatZero,
    ) -> Result<Match, BadGame> {
        let mut m = Match::first_of_as(record, speed, zero)?;
        for entry in &record.entries {
            m.apply_entry(entry);
        }
        m.fast_forward(record.time);
        m.feed.clear_sounds();
        Ok(m)
    }

    /// Runs the match to a log entry's time and applies it, as it happened. The match keeps
    /// it in its own log, as it did then: a resumed match's record is the whole match.
    pub fn apply_entry(&mut self, entry: &LogEntry) {
        self.fast_forward(entry.at());
        if entry.with_friends() {
            // Your actions and signals are logged as they are applied.
            self.log.push(entry.clone());
        }
        match entry {
            LogEntry::Act { action, .. } => {
                let _ = self.apply(action.clone(), 0.0);
            }
            LogEntry::Signal { signals, .. } => self.change_signals(*signals),
            LogEntry::Press {
                seat, made, action, ..
            } => self.replay_press(*seat, action, *made),
            LogEntry::TeamSignal { team, signals, .. } => {
                if let Some(runner) = self.runner_mut() {
                    runner.tell_signals(*team, *signals);
                }
                self.friends_team_signals(*team, *signals);
            }
            LogEntry::BotSeated { seat, .. } => self.bot_takes(*seat),
            LogEntry::FriendBack { seat, .. } => {
                if let Some(runner) = self.runner_mut() {
                    runner.seat_person(*seat);
                }
            }
            LogEntry::Hold { ms, .. } => {
                if let Some(runner) = self.runner_mut() {
                    runner.hold_exchanges(*ms);
                }
            }
        }
    }

    /// A friend's press from the record, made at `made`, judged by the table as it was.
    fn replay_press(&mut self, seat: Seat, action: &Action, made: u64) {
        let mut events = Vec::new();
        if let Some(runner) = self.runner_mut() {
            let _ = runner.act_at(seat, action.clone(), made, &mut events);
        }
        self.process(&events, 0.0);
        self.track_centre(0.0, false);
    }

    /// When the match in progress is worth saving again: a value that changes after each of
    /// your actions, when a round starts or ends, on pausing, and every `SAVE_EVERY_MS` of
    /// play. `None` once the match is over: its result is saved instead.
    pub fn save_point(&self) -> Option<SavePoint> {
        // A lesson is not a match to resume, nor is a friend's page, which holds no table:
        // the match is the host's (resumed, bots play its friends' seats).
        if matches!(self.phase, MatchPhase::Over(..)) || self.coach.is_some() || self.is_mirror() {
            return None;
        }
        Some(SavePoint {
            entries: self.log.len(),
            round: self.view().round(),
            playing: matches!(self.phase, MatchPhase::Playing),
            period: self.game_time() / SAVE_EVERY_MS,
            paused: self.is_paused(),
        })
    }

    /// Where the match in progress has got to, saved with it for a reload to offer it again
    /// by name: its deal's code (`deal_code`) and round; a match with friends goes by its
    /// round, its deal number kept private until the replay.
    pub fn progress(&self, deal_code: &str) -> Progress {
        let round = self.view().round();
        match self.shared() {
            true => Progress::Friends { round },
            false => Progress::Deal {
                code: deal_code.to_string(),
                round,
            },
        }
    }
}

/// How often a match in progress is saved while it plays (game time).
pub const SAVE_EVERY_MS: u64 = 3_000;

/// A moment worth saving the match in progress at (see `Match::save_point`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavePoint {
    entries: usize,
    round: u32,
    playing: bool,
    period: u64,
    paused: bool,
}

#[cfg(test)]
pub(super) mod friends_replay_tests;
