//! `kemps-cli play FILE` runs a scenario file (`-` for standard input) and prints its
//! outcome as JSON; `kemps-cli bench` measures the engine's throughput.

use std::io::Read;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use kemps::bots::{bot_players, LevelName, Script, SimConfig, TableRunner};
use kemps::engine::{Preset, Rules, Table};
use kemps::scenario::Scenario;
use kemps::sim::play_random;

const USAGE: &str = "usage: kemps-cli play FILE [--events] | kemps-cli simulate --matches N --preset P --teams T --levels L1,L2,... --seed S [--script fixed|rotating] [--speed X] | kemps-cli bench [--seconds N]";

fn fail(message: impl std::fmt::Display) -> ExitCode {
    let line = message.to_string().replace('\n', " ");
    eprintln!("kemps-cli: {line}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("play") => play(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        _ => fail(USAGE),
    }
}

fn play(args: &[String]) -> ExitCode {
    let mut file = None;
    let mut with_events = false;
    for arg in args {
        match arg.as_str() {
            "--events" => with_events = true,
            _ if file.is_none() => file = Some(arg.clone()),
            _ => return fail(USAGE),
        }
    }
    let Some(file) = file else { return fail(USAGE) };
    let text = if file == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut s) {
            return fail(format!("cannot read standard input: {e}"));
        }
        s
    } else {
        match std::fs::read_to_string(&file) {
            Ok(s) => s,
            Err(e) => return fail(format!("cannot read {file}: {e}")),
        }
    };
    let scenario = match Scenario::parse(&text) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let mut outcome = match scenario.run() {
        Ok(o) => o,
        Err(e) => return fail(e),
    };
    if !with_events {
        outcome = outcome.without_events();
    }
    match serde_json::to_string_pretty(&outcome) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(format!("cannot write the outcome: {e}")),
    }
}

fn bench(args: &[String]) -> ExitCode {
    let mut seconds = 3.0f64;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match (arg.as_str(), it.next().and_then(|v| v.parse::<f64>().ok())) {
            ("--seconds", Some(s)) if s > 0.0 => seconds = s,
            _ => return fail(USAGE),
        }
    }
    let rules = Rules::preset(Preset::Classic);
    let Some(table) = Table::new(2) else {
        return fail("no table");
    };
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let (mut actions, mut rounds, mut batches) = (0u64, 0u64, 0u64);
    let mut broken = 0u64;
    while start.elapsed() < budget {
        let run = play_random(&rules, table, 1000 + batches, 200, |game, _| {
            if !game.cards_accounted_for() {
                broken += 1;
            }
        });
        actions += run.actions;
        rounds += run.rounds;
        batches += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("engine throughput (classic, 4 players, random legal policy, one core)");
    println!(
        "  actions applied: {actions} in {secs:.2} s = {:.0} actions/s (budget: 2,000,000)",
        actions as f64 / secs
    );
    println!(
        "  rounds played:   {rounds} = {:.0} rounds/s",
        rounds as f64 / secs
    );
    println!(
        "  actions/round:   {:.1}",
        actions as f64 / rounds.max(1) as f64
    );
    if broken > 0 {
        return fail(format!("{broken} steps lost or duplicated a card"));
    }
    println!("  every card accounted for after every step: yes");
    bench_bots(seconds)
}

/// All bots of an 8-player table, advanced one 16 ms animation frame at a time, as the
/// browser drives them: the time each frame takes (bots deciding, engine applying).
fn bench_bots(seconds: f64) -> ExitCode {
    let Some(table) = Table::new(4) else {
        return fail("no table");
    };
    let rules = Rules::preset(Preset::Classic);
    let levels = [
        LevelName::Ruthless,
        LevelName::Sharp,
        LevelName::Casual,
        LevelName::Ruthless,
    ];
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let mut frames: Vec<f64> = Vec::new();
    let (mut matches, mut events_seen, mut rounds) = (0u64, 0u64, 0u64);
    let mut events = Vec::with_capacity(256);
    while start.elapsed() < budget {
        let players = bot_players(table, &levels, 1.0, 500 + matches);
        let mut runner =
            TableRunner::new(rules.clone(), table, 500 + matches, players, &mut events);
        let mut t = 0u64;
        while !runner.game().is_over() && t < 30 * 60_000 {
            t += 16;
            events.clear();
            let frame = Instant::now();
            runner.run_until(t, &mut events);
            frames.push(frame.elapsed().as_secs_f64() * 1000.0);
            events_seen += events.len() as u64;
        }
        if !runner.game().cards_accounted_for() {
            return fail("a bot table lost a card");
        }
        rounds += runner.game().history().len() as u64;
        matches += 1;
    }
    frames.sort_by(f64::total_cmp);
    let pct = |p: f64| frames[((frames.len() - 1) as f64 * p) as usize];
    let mean = frames.iter().sum::<f64>() / frames.len() as f64;
    println!();
    println!("bots at an 8-player table (classic, levels ruthless/sharp/casual/ruthless), per 16 ms frame");
    println!(
        "  frames: {} over {} matches, {} rounds, {} events",
        frames.len(),
        matches,
        rounds,
        events_seen
    );
    println!(
        "  mean {:.4} ms, median {:.4} ms, p99 {:.4} ms, max {:.4} ms (budget: 0.2 ms)",
        mean,
        pct(0.5),
        pct(0.99),
        pct(1.0)
    );
    ExitCode::SUCCESS
}

fn simulate(args: &[String]) -> ExitCode {
    let mut config = SimConfig {
        matches: 100,
        preset: Preset::Classic,
        teams: 2,
        levels: vec![LevelName::Sharp],
        seed: 1,
        script: None,
        speed: 1.0,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let Some(value) = it.next() else {
            return fail(format!("{flag} needs a value. {USAGE}"));
        };
        let bad = |what: &str| fail(format!("{flag} {value:?}: {what}"));
        match flag.as_str() {
            "--matches" => match value.parse() {
                Ok(n) if n > 0 => config.matches = n,
                _ => return bad("a number of matches, 1 or more"),
            },
            "--preset" => match Preset::from_name(value) {
                Some(p) => config.preset = p,
                None => return bad("use classic, hearts, party or tournament"),
            },
            "--teams" => match value.parse::<u8>().ok().filter(|t| (2..=6).contains(t)) {
                Some(t) => config.teams = t,
                None => return bad("2 to 6 teams"),
            },
            "--levels" => {
                match value
                    .split(',')
                    .map(LevelName::from_name)
                    .collect::<Option<Vec<_>>>()
                {
                    Some(levels) if !levels.is_empty() => config.levels = levels,
                    _ => return bad(
                        "levels are casual, sharp or ruthless, one per team, separated by commas",
                    ),
                }
            }
            "--seed" => match value.parse() {
                Ok(s) => config.seed = s,
                Err(_) => return bad("a whole number"),
            },
            "--script" => match Script::from_name(value) {
                Some(s) => config.script = Some(s),
                None => return bad("fixed or rotating"),
            },
            "--speed" => match value
                .parse::<f64>()
                .ok()
                .filter(|s| (0.25..=8.0).contains(s))
            {
                Some(s) => config.speed = s,
                None => return bad("a speed from 0.25 to 8"),
            },
            _ => return fail(USAGE),
        }
    }
    let report = kemps::bots::simulate(&config);
    match serde_json::to_string_pretty(&report) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(format!("cannot write the report: {e}")),
    }
}
