//! The match looked back on: your statistics, every gesture marked real signal or decoy,
//! which signal each team used in each round and how often, and every round's result in
//! words. The live match and a replay fill it from the same events, so they agree.

pub mod chance;
pub mod reading;

use crate::bots::Signals;
use crate::engine::{Card, Gesture, RoundRecord, RoundResult, Rules, Seat, Standing, Table};
use crate::i18n::Words;
use crate::narration::names::Naming;
use crate::narration::narrate::{round_sentence, score_sentence};
use crate::narration::seats::YOU;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerStats {
    pub kemps_right: u32,
    pub kemps_wrong: u32,
    pub stops_right: u32,
    pub stops_wrong: u32,
    /// Your partner's signals you answered with a correct Kemps.
    pub signals_spotted: u32,
    /// From your partner's first real signal of a round to your correct call.
    pub fastest_spot_ms: Option<u64>,
    pub rounds: u32,
}

/// A gesture in the match's history: a real signal (one of the team's signals, made while
/// holding four of a kind) or a decoy.
#[derive(Clone, Debug, PartialEq)]
pub struct GestureMark {
    pub at: u64,
    pub round: u32,
    pub seat: Seat,
    pub gesture: Gesture,
    pub real: bool,
}

/// Which signals each team used in a round, and how often they were shown.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundSignals {
    pub round: u32,
    pub signals: Vec<(Signals, Shown)>,
}

/// How often a team's signal was made in a round: as a real signal (by a player holding four
/// of a kind), and without four of a kind (a bluff, or a slip), which misleads a partner or
/// an opponent as much as a real one would.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub real: u32,
    pub without_four: u32,
}

/// A finished round in a line: "Round 2 (at 1:04): Cleo calls Kemps…". What happened, worded
/// when shown (`said`).
#[derive(Clone, Debug, PartialEq)]
pub struct RoundLine {
    pub round: u32,
    /// Game time the round ended.
    pub at: u64,
    pub record: RoundRecord,
    /// The hands shown at its end.
    pub revealed: Vec<(Seat, Vec<Card>)>,
    /// Every team's standing before and after it.
    pub before: Vec<Standing>,
    pub after: Vec<Standing>,
}

impl RoundLine {
    /// The round in the words `w`, its seats named as `n` names them, for the match's
    /// `rules` at `table`: the call and the hands, then the scores (none after a real deal,
    /// whose sentence says that nobody scores).
    pub fn said(&self, w: &Words, n: &Naming, rules: &Rules, table: Table) -> String {
        let sentence = round_sentence(w, n, table, &self.record, &self.revealed);
        if self.record.result == RoundResult::RealDeal {
            return sentence;
        }
        match score_sentence(w, n, rules, table, &self.before, &self.after) {
            scores if scores.is_empty() => sentence,
            scores => format!("{sentence} {scores}"),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Review {
    stats: PlayerStats,
    signal_log: Vec<RoundSignals>,
    marks: Vec<GestureMark>,
    /// (round, game time it was dealt).
    round_starts: Vec<(u32, u64)>,
    results: Vec<RoundLine>,
    /// Every finished round's record.
    records: Vec<RoundRecord>,
    /// Your partner's first real signal this round.
    partner_signal_at: Option<u64>,
}

impl Review {
    pub fn stats(&self) -> &PlayerStats {
        &self.stats
    }

    pub fn signal_log(&self) -> &[RoundSignals] {
        &self.signal_log
    }

    pub fn marks(&self) -> &[GestureMark] {
        &self.marks
    }

    pub fn round_starts(&self) -> &[(u32, u64)] {
        &self.round_starts
    }

    pub fn results(&self) -> &[RoundLine] {
        &self.results
    }

    pub fn records(&self) -> &[RoundRecord] {
        &self.records
    }

    /// Round `round` was dealt at `at`; `signals` are each team's signals for it.
    pub fn round_started(&mut self, round: u32, at: u64, signals: Vec<Signals>) {
        self.round_starts.push((round, at));
        self.partner_signal_at = None;
        self.signal_log.push(RoundSignals {
            round,
            signals: signals.into_iter().map(|g| (g, Shown::default())).collect(),
        });
    }

    /// `seat` made `gesture` at `at`; `game` is the table at that moment.
    pub fn gestured(
        &mut self,
        table: Table,
        round: u32,
        seat: Seat,
        gesture: Gesture,
        holds_four: bool,
        at: u64,
    ) {
        let Some(entry) = self
            .signal_log
            .last_mut()
            .and_then(|log| log.signals.get_mut(table.team_of(seat).index()))
        else {
            return;
        };
        let signal = entry.0.contains(gesture);
        let real = signal && holds_four;
        if signal && !holds_four {
            entry.1.without_four += 1;
        }
        self.marks.push(GestureMark {
            at,
            round,
            seat,
            gesture,
            real,
        });
        if real {
            entry.1.real += 1;
            if seat == table.partner_of(YOU) && self.partner_signal_at.is_none() {
                self.partner_signal_at = Some(at);
            }
        }
    }

    /// On a friend's page, what the host's review of the round that is ending tells it (only
    /// the host's table knows every team's signals and every hand): the `signals` of the
    /// teams it names, and every gesture of the `seats` it speaks of, marked real or decoy,
    /// take the place of what this page made of them (each mark is of this round, whatever
    /// round it says).
    pub fn amend_round(
        &mut self,
        table: Table,
        signals: Vec<Option<Signals>>,
        seats: &[Seat],
        marks: Vec<GestureMark>,
    ) {
        let Some(log) = self.signal_log.last_mut() else {
            return;
        };
        let round = log.round;
        for (kept, told) in log.signals.iter_mut().zip(signals) {
            if let Some(told) = told {
                kept.0 = told;
            }
        }
        self.marks
            .retain(|m| m.round != round || !seats.contains(&m.seat));
        self.marks
            .extend(marks.into_iter().map(|m| GestureMark { round, ..m }));
        // In the order they were made (a stable sort keeps gestures made at once in order).
        self.marks.sort_by_key(|m| m.at);
        self.recount(table);
    }

    /// On a friend's page, the host's review of the whole match, as it ends: each round's
    /// signals, and which gestures were real signals (`real`: game time and seat).
    pub fn amend_match(&mut self, table: Table, rounds: Vec<Vec<Signals>>, real: &[(u64, Seat)]) {
        for (log, signals) in self.signal_log.iter_mut().zip(rounds) {
            log.signals = signals.into_iter().map(|g| (g, Shown::default())).collect();
        }
        for mark in &mut self.marks {
            mark.real = real.contains(&(mark.at, mark.seat));
        }
        self.recount(table);
    }

    /// How often each round's signals were shown, and your partner's first real signal of the
    /// round under way, counted again from the marks.
    fn recount(&mut self, table: Table) {
        for log in &mut self.signal_log {
            log.signals
                .iter_mut()
                .for_each(|(_, shown)| *shown = Shown::default());
        }
        self.partner_signal_at = None;
        let current = self.signal_log.last().map(|l| l.round);
        for mark in &self.marks {
            let Some(log) = self.signal_log.iter_mut().find(|l| l.round == mark.round) else {
                continue;
            };
            if let Some((signals, shown)) = log.signals.get_mut(table.team_of(mark.seat).index()) {
                match (signals.contains(mark.gesture), mark.real) {
                    (true, true) => shown.real += 1,
                    (true, false) => shown.without_four += 1,
                    (false, _) => {}
                }
            }
            if mark.real && mark.seat == table.partner_of(YOU) && Some(mark.round) == current {
                self.partner_signal_at.get_or_insert(mark.at);
            }
        }
    }

    /// Round `round` ended as `record` says; `sentence` tells it.
    pub fn round_ended(&mut self, line: RoundLine) {
        let record = &line.record;
        self.stats.rounds += 1;
        self.records.push(record.clone());
        let calls = record.calls.iter().map(|c| (c.result, Some(c.by)));
        for (result, _) in calls
            .chain(std::iter::once((record.result, record.by)))
            .filter(|&(_, by)| by == Some(YOU))
        {
            self.count_your_call(result, record.at);
        }
        self.results.push(line);
    }

    fn count_your_call(&mut self, result: RoundResult, at: u64) {
        let s = &mut self.stats;
        match result {
            RoundResult::Kemps | RoundResult::DoubleKemps => {
                s.kemps_right += 1;
                if let Some(signal) = self.partner_signal_at {
                    s.signals_spotted += 1;
                    let spot = at.saturating_sub(signal);
                    s.fastest_spot_ms = Some(s.fastest_spot_ms.map_or(spot, |f| f.min(spot)));
                }
            }
            RoundResult::WrongKemps | RoundResult::WrongDoubleKemps => s.kemps_wrong += 1,
            RoundResult::Stop | RoundResult::DoubleStop => s.stops_right += 1,
            RoundResult::WrongStop | RoundResult::WrongDoubleStop => s.stops_wrong += 1,
            RoundResult::RealDeal => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_teams_signal_is_counted_as_shown_with_or_without_four_of_a_kind() {
        let table = Table::new(2).expect("a table");
        let mut review = Review::default();
        let wink = Signals::one(Gesture::Wink);
        review.round_started(1, 0, vec![wink, Signals::one(Gesture::Cough)]);
        let partner = table.partner_of(YOU);
        // Your side's wink: once without four (a bluff), twice with; a yawn is a decoy.
        review.gestured(table, 1, YOU, Gesture::Wink, false, 100);
        review.gestured(table, 1, partner, Gesture::Wink, true, 200);
        review.gestured(table, 1, partner, Gesture::Wink, true, 300);
        review.gestured(table, 1, YOU, Gesture::Yawn, true, 400);
        let shown = review.signal_log()[0].signals[0].1;
        assert_eq!(
            shown,
            Shown {
                real: 2,
                without_four: 1
            }
        );
        assert_eq!(review.signal_log()[0].signals[1].1, Shown::default());
        let real: Vec<bool> = review.marks().iter().map(|m| m.real).collect();
        assert_eq!(real, [false, true, true, false]);
    }
}
