//! Bot-only matches and their statistics (`kemps-cli simulate`). The statistics look at
//! the whole game (who really held four of a kind when they gestured); the bots never do.

use std::collections::BTreeMap;

use serde::Serialize;

use super::level::LevelName;
use super::runner::{bot_players, TableRunner};
use super::signals::SignalPolicy;
use crate::engine::card::four_of_a_kind;
use crate::engine::{
    CallKind, Event, Game, Gesture, Preset, RoundResult, Rules, Seat, StopTarget, Table, Team,
    TimedEvent,
};

/// A real signal counts as noticed when the partner calls within this long.
pub const DETECTION_WINDOW_MS: u64 = 2_000;
/// A match that has not ended after this much game time is abandoned (and counted).
pub const MATCH_TIME_LIMIT_MS: u64 = 3 * 60 * 60 * 1000;

/// A scripted player in seat 0, for measuring how the opponents learn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Script {
    /// Always the same signal; fidgets with three other gestures.
    Fixed,
    /// A new signal every round; fidgets with three other gestures.
    Rotating,
}

impl Script {
    pub fn from_name(name: &str) -> Option<Script> {
        match name {
            "fixed" => Some(Script::Fixed),
            "rotating" => Some(Script::Rotating),
            _ => None,
        }
    }

    /// The fidgets of the scripted player (never one of its signals).
    pub const DECOYS: [Gesture; 3] = [Gesture::Yawn, Gesture::Shrug, Gesture::HeadTilt];

    fn policy(self) -> SignalPolicy {
        match self {
            Script::Fixed => SignalPolicy::Fixed(Gesture::EarTug),
            Script::Rotating => SignalPolicy::Rotating(
                Gesture::ALL
                    .iter()
                    .copied()
                    .filter(|g| !Script::DECOYS.contains(g))
                    .collect(),
            ),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SimConfig {
    pub matches: u32,
    pub preset: Preset,
    pub teams: u8,
    pub levels: Vec<LevelName>,
    pub seed: u64,
    pub script: Option<Script>,
    pub speed: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Detection {
    /// Real signals (the team signal made while holding four of a kind) whose partner had
    /// two seconds to react.
    pub signals: u64,
    pub noticed_within_2s: u64,
    pub rate: f64,
    pub mean_latency_ms: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct StopStats {
    pub calls: u64,
    pub correct: u64,
    pub precision: f64,
    /// Opponents' signalled four-of-a-kinds, and how many of them this team stopped.
    pub opportunities: u64,
    pub caught: u64,
    pub recall: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TeamReport {
    pub team: u8,
    pub level: &'static str,
    pub matches_won: u64,
    pub win_rate: f64,
    /// Rounds this team ended, by result (the team made the call).
    pub results: BTreeMap<&'static str, u64>,
    pub mean_first_four_ms: f64,
    pub partner_detection: Detection,
    pub wrong_kemps_rate: f64,
    pub stop: StopStats,
    pub decoys_per_minute: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ScriptReport {
    pub script: Option<Script>,
    /// The scripted seat's signalled four-of-a-kinds, counted within each match.
    pub episodes: u64,
    pub stopped: u64,
    pub episodes_from_fourth: u64,
    pub stopped_from_fourth: u64,
    pub stopped_rate_from_fourth: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SimReport {
    pub matches: u32,
    pub preset: &'static str,
    pub teams: u8,
    pub seed: u64,
    pub rounds: u64,
    pub real_deals: u64,
    pub abandoned: u64,
    pub broken_invariants: u64,
    pub game_minutes: f64,
    pub per_team: Vec<TeamReport>,
    pub scripted: Option<ScriptReport>,
}

#[derive(Default)]
struct Tally {
    won: u64,
    results: BTreeMap<&'static str, u64>,
    first_four_total: u64,
    first_four_rounds: u64,
    signals: u64,
    noticed: u64,
    latency_total: u64,
    kemps_calls: u64,
    wrong_kemps: u64,
    stop_calls: u64,
    stop_correct: u64,
    opportunities: u64,
    caught: u64,
    decoys: u64,
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
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
    fn new(teams: usize, seats: usize, at: u64) -> RoundWatch {
        RoundWatch {
            started: at,
            first_four: vec![None; teams],
            open: Vec::new(),
            signalled: vec![false; seats],
        }
    }
}

fn stopped_team(table: Table, rules: &Rules, caller: Seat, on: Option<u8>) -> Option<Team> {
    match (rules.stop_target, on) {
        (StopTarget::Seat, Some(t)) => table.seat(t as u64).map(|s| table.team_of(s)),
        (StopTarget::Team, Some(t)) => table.team(t as u64),
        (StopTarget::Team, None) => Some(Team(1 - table.team_of(caller).0)),
        _ => None,
    }
}

/// Plays `config.matches` matches and reports per team.
pub fn simulate(config: &SimConfig) -> SimReport {
    let rules = Rules::preset(config.preset);
    let Some(table) = Table::new(config.teams) else {
        return SimReport::default();
    };
    let nt = table.team_count();
    let n = table.seat_count();
    let mut tallies: Vec<Tally> = (0..nt).map(|_| Tally::default()).collect();
    let mut report = SimReport {
        matches: config.matches,
        preset: config.preset.name(),
        teams: config.teams,
        seed: config.seed,
        ..Default::default()
    };
    let mut script = config.script.map(|s| ScriptReport {
        script: Some(s),
        ..Default::default()
    });
    let mut game_ms = 0u64;

    for m in 0..config.matches {
        let seed = config.seed.wrapping_add(m as u64);
        let players = bot_players(table, &config.levels, config.speed, seed ^ 0xB075);
        let mut events = Vec::with_capacity(256);
        let mut runner = TableRunner::new(rules.clone(), table, seed, players, &mut events);
        if let Some(s) = config.script {
            runner.set_team_policy(Team(0), s.policy());
        }
        let mut watch = RoundWatch::new(nt, n, 0);
        let mut scripted_episodes = 0u64;
        let mut stepped = false;
        loop {
            // The opening deal first, then each step's events.
            tally_events(
                &runner,
                &events,
                &mut watch,
                &mut tallies,
                &mut report,
                script.as_mut(),
                &mut scripted_episodes,
            );
            if stepped {
                let game = runner.game();
                if !game.cards_accounted_for() || !game.hand_sizes_legal() {
                    report.broken_invariants += 1;
                }
                // Who holds four of a kind right now (for the time to a first one).
                if game.phase() == crate::engine::Phase::Exchange {
                    for seat in table.seats() {
                        let team = table.team_of(seat).index();
                        if watch.first_four[team].is_none()
                            && four_of_a_kind(game.hand(seat)).is_some()
                        {
                            watch.first_four[team] = Some(game.now().saturating_sub(watch.started));
                        }
                    }
                }
            }
            if runner.game().is_over() || runner.now() > MATCH_TIME_LIMIT_MS {
                break;
            }
            let Some(next) = runner.next_wake() else {
                break;
            };
            events.clear();
            runner.run_until(next, &mut events);
            stepped = true;
        }
        let game = runner.game();
        if !game.is_over() {
            report.abandoned += 1;
        }
        for team in game.winners() {
            tallies[team.index()].won += 1;
        }
        game_ms += game.now();
    }

    report.game_minutes = game_ms as f64 / 60_000.0;
    report.per_team = tallies
        .iter()
        .enumerate()
        .map(|(i, t)| TeamReport {
            team: i as u8,
            level: config
                .levels
                .get(i)
                .or(config.levels.last())
                .map_or("sharp", |l| l.name()),
            matches_won: t.won,
            win_rate: ratio(t.won, config.matches as u64),
            results: t.results.clone(),
            mean_first_four_ms: if t.first_four_rounds == 0 {
                0.0
            } else {
                t.first_four_total as f64 / t.first_four_rounds as f64
            },
            partner_detection: Detection {
                signals: t.signals,
                noticed_within_2s: t.noticed,
                rate: ratio(t.noticed, t.signals),
                mean_latency_ms: if t.noticed == 0 {
                    0.0
                } else {
                    t.latency_total as f64 / t.noticed as f64
                },
            },
            wrong_kemps_rate: ratio(t.wrong_kemps, t.kemps_calls),
            stop: StopStats {
                calls: t.stop_calls,
                correct: t.stop_correct,
                precision: ratio(t.stop_correct, t.stop_calls),
                opportunities: t.opportunities,
                caught: t.caught,
                recall: ratio(t.caught, t.opportunities),
            },
            decoys_per_minute: if game_ms == 0 {
                0.0
            } else {
                t.decoys as f64 / (game_ms as f64 / 60_000.0) / 2.0
            },
        })
        .collect();
    if let Some(s) = script.as_mut() {
        s.stopped_rate_from_fourth = ratio(s.stopped_from_fourth, s.episodes_from_fourth);
    }
    report.scripted = script;
    report
}

#[allow(clippy::too_many_arguments)]
fn tally_events(
    runner: &TableRunner,
    events: &[TimedEvent],
    watch: &mut RoundWatch,
    tallies: &mut [Tally],
    report: &mut SimReport,
    mut script: Option<&mut ScriptReport>,
    scripted_episodes: &mut u64,
) {
    let game: &Game = runner.game();
    let table = game.table();
    let rules = game.rules();
    for e in events {
        let at = e.at;
        match &e.event {
            Event::RoundStarted { .. } => {
                *watch = RoundWatch::new(table.team_count(), table.seat_count(), at)
            }
            Event::Gestured { seat, gesture } => {
                let team = table.team_of(*seat);
                let signal = runner.bot(*seat).map(|b| b.signal());
                // The hand now is the hand then: a gesture changes no card, and the events
                // of one step are tallied before the next step runs.
                let real = signal == Some(*gesture) && four_of_a_kind(game.hand(*seat)).is_some();
                if real {
                    watch.open.push((at, *seat));
                    watch.signalled[seat.index()] = true;
                } else {
                    tallies[team.index()].decoys += 1;
                }
            }
            Event::Called { seat, call, target } => {
                let team = table.team_of(*seat).index();
                if matches!(call, CallKind::Kemps | CallKind::DoubleKemps) {
                    let partner = table.partner_of(*seat);
                    let t = &mut tallies[team];
                    watch.open.retain(|&(when, s)| {
                        if s == partner && at - when <= DETECTION_WINDOW_MS {
                            t.signals += 1;
                            t.noticed += 1;
                            t.latency_total += at - when;
                            false
                        } else {
                            true
                        }
                    });
                } else {
                    tallies[team].stop_calls += 1;
                    let _ = target;
                }
            }
            Event::RoundEnded { record } => {
                report.rounds += 1;
                // Signals whose two seconds had passed were missed; younger ones had no chance.
                for &(when, s) in &watch.open {
                    if at - when > DETECTION_WINDOW_MS {
                        tallies[table.team_of(s).index()].signals += 1;
                    }
                }
                watch.open.clear();
                for (team, first) in watch.first_four.iter().enumerate() {
                    if let Some(ms) = first {
                        tallies[team].first_four_total += ms;
                        tallies[team].first_four_rounds += 1;
                    }
                }
                tally_round(table, rules, record, watch, tallies, report);
                if let Some(s) = script.as_deref_mut() {
                    if watch.signalled[0] {
                        *scripted_episodes += 1;
                        let stopped =
                            matches!(record.result, RoundResult::Stop | RoundResult::DoubleStop)
                                && record.by.is_some_and(|by| {
                                    stopped_team(table, rules, by, record.on) == Some(Team(0))
                                });
                        s.episodes += 1;
                        s.stopped += stopped as u64;
                        if *scripted_episodes >= 4 {
                            s.episodes_from_fourth += 1;
                            s.stopped_from_fourth += stopped as u64;
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

fn tally_round(
    table: Table,
    rules: &Rules,
    record: &crate::engine::RoundRecord,
    watch: &RoundWatch,
    tallies: &mut [Tally],
    report: &mut SimReport,
) {
    let all_calls = record
        .calls
        .iter()
        .map(|c| (c.result, Some(c.by), Some(c.on)))
        .chain(std::iter::once((record.result, record.by, record.on)));
    for (result, by, on) in all_calls {
        let Some(by) = by else {
            report.real_deals += 1;
            continue;
        };
        let team = table.team_of(by);
        let t = &mut tallies[team.index()];
        *t.results.entry(result.name()).or_insert(0) += 1;
        match result {
            RoundResult::Kemps | RoundResult::DoubleKemps => t.kemps_calls += 1,
            RoundResult::WrongKemps | RoundResult::WrongDoubleKemps => {
                t.kemps_calls += 1;
                t.wrong_kemps += 1;
            }
            RoundResult::Stop | RoundResult::DoubleStop => {
                t.stop_correct += 1;
                let signalled = stopped_team(table, rules, by, on).is_some_and(|st| {
                    table
                        .seats_of(st)
                        .iter()
                        .any(|s| watch.signalled[s.index()])
                });
                t.caught += signalled as u64;
            }
            _ => {}
        }
    }
    // Every opposing team had a chance at each seat that signalled a four of a kind.
    for seat in table.seats().filter(|s| watch.signalled[s.index()]) {
        for team in table.teams().filter(|&t| t != table.team_of(seat)) {
            tallies[team.index()].opportunities += 1;
        }
    }
}
