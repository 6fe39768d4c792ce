//! `kemps-cli play FILE` runs a scenario file (`-` for standard input) and prints its
//! outcome as JSON; `kemps-cli bench` measures the engine's throughput.

use std::io::Read;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use kemps::engine::{Preset, Rules, Table};
use kemps::scenario::Scenario;
use kemps::sim::play_random;

const USAGE: &str = "usage: kemps-cli play FILE [--events] | kemps-cli bench [--seconds N]";

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
    let mut outcome = scenario.run();
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
    ExitCode::SUCCESS
}
