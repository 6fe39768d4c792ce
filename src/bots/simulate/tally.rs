//! Counting a match as it is played. The counts look at the whole game (who really held
//! four of a kind when they gestured); the bots never do.

use super::report::{ScriptReport, SimReport, Tally};
use crate::bots::runner::TableRunner;
use crate::engine::card::four_of_a_kind;
use crate::engine::{
    CallKind, Event, Game, Phase, RoundRecord, RoundResult, Seat, Table, Target, Team, TimedEvent,
};

/// A real signal counts as noticed when the partner calls within this long.
pub const DETECTION_WINDOW_MS: u64 = 2_000;

/// Everything counted over the matches.
pub(super) struct Tallies {
    pub teams: Vec<Tally>,
    /// The match-level counts (rounds, real deals, broken invariants, abandoned matches).
    pub report: SimReport,
    pub script: Option<ScriptReport>,
}

/// Per-round bookkeeping of one match.
struct RoundWatch {
    started: u64,
    first_four: Vec<Option<u64>>,
    /// Real signals waiting for the partner: (time, seat).
    open: Vec<(u64, Seat)>,
    /// Seats that signalled a four of a kind this round.
    signalled: Vec<bool>,
}

impl RoundWatch {
    fn new(table: Table, at: u64) -> RoundWatch {
        RoundWatch {
            started: at,
            first_four: vec![None; table.team_count()],
            open: Vec::new(),
            signalled: vec![false; table.seat_count()],
        }
    }
}

/// One match's bookkeeping: the current round, and the scripted seat's episodes so far.
pub(super) struct MatchWatch {
    round: RoundWatch,
    scripted_episodes: u64,
}

impl MatchWatch {
    pub fn new(table: Table) -> MatchWatch {
        MatchWatch {
            round: RoundWatch::new(table, 0),
            scripted_episodes: 0,
        }
    }
}

impl Tallies {
    /// After a step of the match: the invariants still hold, and who first holds four of
    /// a kind this round (for the time to a first one).
    pub fn step(&mut self, game: &Game, watch: &mut MatchWatch) {
        if !game.cards_accounted_for() || !game.hand_sizes_legal() {
            self.report.broken_invariants += 1;
        }
        if game.phase() != Phase::Exchange {
            return;
        }
        let table = game.table();
        let round = &mut watch.round;
        for seat in table.seats() {
            let team = table.team_of(seat).index();
            if round.first_four[team].is_none() && four_of_a_kind(game.hand(seat)).is_some() {
                round.first_four[team] = Some(game.now().saturating_sub(round.started));
            }
        }
    }

    /// The events of one step.
    pub fn events(&mut self, runner: &TableRunner, events: &[TimedEvent], watch: &mut MatchWatch) {
        let game: &Game = runner.game();
        let table = game.table();
        for e in events {
            let at = e.at;
            match &e.event {
                Event::RoundStarted { .. } => watch.round = RoundWatch::new(table, at),
                Event::Gestured { seat, gesture } => {
                    // The hand now is the hand then: a gesture changes no card, and the
                    // events of one step are tallied before the next step runs.
                    let signal = runner.bot(*seat).map(|b| b.signals());
                    let real = signal.is_some_and(|s| s.contains(*gesture))
                        && four_of_a_kind(game.hand(*seat)).is_some();
                    if real {
                        watch.round.open.push((at, *seat));
                        watch.round.signalled[seat.index()] = true;
                    } else {
                        self.teams[table.team_of(*seat).index()].decoys += 1;
                    }
                }
                Event::Called { seat, call, .. } => self.called(table, *seat, *call, at, watch),
                Event::RoundEnded { record } => self.round_ended(table, record, at, watch),
                _ => {}
            }
        }
    }

    /// A kemps call answers the partner's open signals; a stop is counted.
    fn called(
        &mut self,
        table: Table,
        seat: Seat,
        call: CallKind,
        at: u64,
        watch: &mut MatchWatch,
    ) {
        let t = &mut self.teams[table.team_of(seat).index()];
        if !matches!(call, CallKind::Kemps | CallKind::DoubleKemps) {
            t.stop_calls += 1;
            return;
        }
        let partner = table.partner_of(seat);
        watch.round.open.retain(|&(when, s)| {
            if s == partner && at - when <= DETECTION_WINDOW_MS {
                t.signals += 1;
                t.noticed += 1;
                t.latency_total += at - when;
                false
            } else {
                true
            }
        });
    }

    fn round_ended(&mut self, table: Table, record: &RoundRecord, at: u64, watch: &mut MatchWatch) {
        self.report.rounds += 1;
        let round = &mut watch.round;
        // Signals whose two seconds had passed were missed; younger ones had no chance.
        for &(when, s) in &round.open {
            if at - when > DETECTION_WINDOW_MS {
                self.teams[table.team_of(s).index()].signals += 1;
            }
        }
        round.open.clear();
        for (team, first) in round.first_four.iter().enumerate() {
            if let Some(ms) = first {
                self.teams[team].first_four_total += ms;
                self.teams[team].first_four_rounds += 1;
            }
        }
        self.calls_of_round(table, record, &watch.round);
        if let Some(s) = self.script.as_mut() {
            if watch.round.signalled[0] {
                watch.scripted_episodes += 1;
                let stopped = matches!(record.result, RoundResult::Stop | RoundResult::DoubleStop)
                    && record.target.is_some_and(|t| t.team() == Team(0));
                s.episode(watch.scripted_episodes, stopped);
            }
        }
    }

    /// Every call of the round by its result, and the chances each team had to stop a
    /// seat that signalled a four of a kind.
    fn calls_of_round(&mut self, table: Table, record: &RoundRecord, round: &RoundWatch) {
        let all_calls = record
            .calls
            .iter()
            .map(|c| (c.result, Some(c.by), c.target))
            .chain(std::iter::once((record.result, record.by, record.target)));
        for (result, by, target) in all_calls {
            let Some(by) = by else {
                self.report.real_deals += 1;
                continue;
            };
            let t = &mut self.teams[table.team_of(by).index()];
            *t.results.entry(result.name()).or_insert(0) += 1;
            match result {
                RoundResult::Kemps | RoundResult::DoubleKemps => t.kemps_calls += 1,
                RoundResult::WrongKemps | RoundResult::WrongDoubleKemps => {
                    t.kemps_calls += 1;
                    t.wrong_kemps += 1;
                }
                RoundResult::Stop | RoundResult::DoubleStop => {
                    t.stop_correct += 1;
                    let signalled = target.map(Target::team).is_some_and(|stopped| {
                        table
                            .seats_of(stopped)
                            .iter()
                            .any(|s| round.signalled[s.index()])
                    });
                    t.caught += signalled as u64;
                }
                _ => {}
            }
        }
        // Every opposing team had a chance at each seat that signalled a four of a kind.
        for seat in table.seats().filter(|s| round.signalled[s.index()]) {
            for team in table.teams().filter(|&t| t != table.team_of(seat)) {
                self.teams[team.index()].opportunities += 1;
            }
        }
    }
}
