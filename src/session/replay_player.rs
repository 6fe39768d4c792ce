//! Watching a match again: the record played back to any moment, with the whole match's
//! gestures marked signal or decoy, and the moments you could have caught one.

use super::play::{GestureMark, Match, MatchPhase};
use crate::engine::{Seat, Table};
use crate::share::{LogEntry, MatchRecord};

/// What you could have done about a real signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chance {
    /// Your partner's signal: a Kemps for you to call.
    CallKemps,
    /// An opponent's signal: a Stop Kemps for you to call.
    CallStop,
}

pub struct ReplayPlayer {
    record: MatchRecord,
    m: Match,
    next: usize,
    marks: Vec<GestureMark>,
    rounds: Vec<(u32, u64)>,
    end: u64,
}

impl ReplayPlayer {
    pub fn new(record: MatchRecord) -> ReplayPlayer {
        let whole = Match::from_record(&record, 1.0);
        let marks = whole.marks().to_vec();
        let end = record.time.max(whole.game_time());
        let mut rounds = Vec::new();
        let mut probe = ReplayPlayer {
            record: record.clone(),
            m: Match::new(whole.setup().clone(), 1.0),
            next: 0,
            marks: Vec::new(),
            rounds: Vec::new(),
            end,
        };
        // Round starts, found by stepping a second copy (cheap: the engine is fast).
        let mut last_round = 0;
        let mut t = 0;
        while t <= end {
            probe.seek(t);
            let round = probe.m.view().round();
            if round != last_round {
                rounds.push((round, probe.m.game_time()));
                last_round = round;
            }
            t += 250;
        }
        ReplayPlayer {
            m: Match::new(whole.setup().clone(), 1.0),
            record,
            next: 0,
            marks,
            rounds,
            end,
        }
    }

    pub fn time(&self) -> u64 {
        self.m.game_time()
    }

    pub fn end(&self) -> u64 {
        self.end
    }

    pub fn current(&self) -> &Match {
        &self.m
    }

    pub fn marks(&self) -> &[GestureMark] {
        &self.marks
    }

    /// (round, game time it was dealt).
    pub fn rounds(&self) -> &[(u32, u64)] {
        &self.rounds
    }

    pub fn table(&self) -> Table {
        self.m.table()
    }

    /// Whether a mark was a chance for you, and which.
    pub fn chance(&self, mark: &GestureMark) -> Option<Chance> {
        if !mark.real || mark.seat == Seat(0) {
            return None;
        }
        let table = self.table();
        Some(if mark.seat == table.partner_of(Seat(0)) {
            Chance::CallKemps
        } else {
            Chance::CallStop
        })
    }

    /// Moves to game time `t` (backwards by playing again from the start).
    pub fn seek(&mut self, t: u64) {
        let t = t.min(self.end);
        if t < self.m.game_time() {
            self.m = Match::new(
                super::MatchSetup::from_game(&self.record.game, self.record.signal),
                1.0,
            );
            self.next = 0;
        }
        while let Some(entry) = self.record.entries.get(self.next).filter(|e| e.at() <= t) {
            self.m.fast_forward(entry.at());
            match entry {
                LogEntry::Act { action, .. } => self.m.replay_action(action.clone()),
                LogEntry::Signal { gesture, .. } => self.m.change_signal(*gesture),
            }
            self.next += 1;
        }
        self.m.fast_forward(t);
    }

    pub fn finished(&self) -> bool {
        matches!(self.m.phase(), MatchPhase::Over(..)) || self.time() >= self.end
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::LevelName;
    use crate::session::MatchSetup;

    fn finished_match() -> MatchRecord {
        let mut m = Match::new(
            MatchSetup {
                level: LevelName::Ruthless,
                ..MatchSetup::new(33)
            },
            2.0,
        );
        m.advance(-4_000.0);
        let mut t = 0.0;
        while !matches!(m.phase(), MatchPhase::Over(..)) && t < 3_000_000.0 {
            t += 16.0;
            m.advance(t);
            if let MatchPhase::RoundOver(_) = m.phase() {
                m.next_round(t);
            }
        }
        m.record()
    }

    #[test]
    fn seeking_anywhere_shows_the_same_game_and_marks_the_signals() {
        let record = finished_match();
        let mut player = ReplayPlayer::new(record.clone());
        assert!(player.rounds().len() >= 3, "{:?}", player.rounds());
        assert!(player.marks().iter().any(|m| m.real), "some real signals");
        assert!(player.marks().iter().any(|m| !m.real), "and decoys");
        let middle = player.end() / 2;
        player.seek(middle);
        let at_middle = player.current().runner().game().state_hash();
        player.seek(player.end());
        assert!(player.finished());
        player.seek(middle);
        assert_eq!(
            player.current().runner().game().state_hash(),
            at_middle,
            "back to the same moment"
        );
        let mut fresh = ReplayPlayer::new(record);
        fresh.seek(middle);
        assert_eq!(fresh.current().runner().game().state_hash(), at_middle);
        let partner_signal = player.marks().iter().find(|m| m.real && m.seat == Seat(2));
        if let Some(mark) = partner_signal {
            assert_eq!(player.chance(mark), Some(Chance::CallKemps));
        }
    }
}
