//! Bot-only matches and their statistics (`kemps-cli simulate`): the matches are played
//! here, counted in `tally` and reported in `report`.

mod config;
mod report;
mod tally;

pub use config::{Script, SimConfig};
pub use report::{Detection, ScriptReport, SimReport, StopStats, TeamReport};
pub use tally::DETECTION_WINDOW_MS;

use super::runner::{bot_players, TableRunner};
use crate::engine::{Rules, Table, Team};
use report::Tally;
use tally::{MatchWatch, Tallies};

/// A match that has not ended after this much game time is abandoned (and counted).
pub const MATCH_TIME_LIMIT_MS: u64 = 3 * 60 * 60 * 1000;

/// Plays `config.matches` matches and reports per team.
pub fn simulate(config: &SimConfig) -> SimReport {
    let rules = Rules::of(config.preset);
    let Some(table) = Table::new(config.teams) else {
        return SimReport::default();
    };
    let mut tallies = Tallies {
        teams: table.teams().map(|_| Tally::default()).collect(),
        report: SimReport {
            matches: config.matches,
            preset: config.preset.name(),
            teams: config.teams,
            seed: config.seed,
            ..Default::default()
        },
        script: config.script.map(|s| ScriptReport {
            script: Some(s),
            ..Default::default()
        }),
    };
    let mut game_ms = 0u64;
    for m in 0..config.matches {
        let seed = config.seed.wrapping_add(m as u64);
        game_ms += play_match(config, &rules, table, seed, &mut tallies);
    }
    let mut report = tallies.report;
    report.game_minutes = game_ms as f64 / 60_000.0;
    report.per_team = tallies
        .teams
        .iter()
        .enumerate()
        .map(|(team, tally)| {
            let level = config.levels.get(team).or(config.levels.last());
            let level = level.map_or("sharp", |l| l.name());
            tally.report(team, level, config.matches, game_ms)
        })
        .collect();
    if let Some(s) = tallies.script.as_mut() {
        s.finish();
    }
    report.scripted = tallies.script;
    report
}

/// Plays one match to its end (or the time limit), counting as it goes; returns how long
/// it lasted in game time.
fn play_match(
    config: &SimConfig,
    rules: &Rules,
    table: Table,
    seed: u64,
    tallies: &mut Tallies,
) -> u64 {
    let players = bot_players(table, &config.levels, config.speed, seed ^ 0xB075);
    let mut events = Vec::with_capacity(256);
    let mut runner = TableRunner::new(rules.clone(), table, seed, players, &mut events);
    if let Some(s) = config.script {
        runner.set_team_policy(Team(0), s.policy());
    }
    let mut watch = MatchWatch::new(table);
    let mut stepped = false;
    loop {
        // The opening deal first, then each step's events.
        tallies.events(&runner, &events, &mut watch);
        if stepped {
            tallies.step(runner.game(), &mut watch);
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
        tallies.report.abandoned += 1;
    }
    for team in game.winners() {
        tallies.teams[team.index()].won += 1;
    }
    game.now()
}
