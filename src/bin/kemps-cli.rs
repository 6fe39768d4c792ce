//! `kemps-cli play FILE` runs a scenario file (`-` for standard input) and prints its
//! outcome as JSON; `kemps-cli simulate` plays bot-only matches; `kemps-cli bench` measures
//! the engine's throughput.
//!
//! Nothing from outside makes it panic: every argument is checked (with its accepted range
//! in the message), work that could run for hours is capped, and output goes through
//! `emit`, which ends quietly when the reader has closed the pipe (`| head`).

use std::io::{self, Read, Write};
use std::ops::RangeInclusive;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use kemps::bots::{bot_players, LevelName, Script, SimConfig, TableRunner};
use kemps::engine::{Preset, Rules, Table};
use kemps::scenario::Scenario;
use kemps::sim::play_random;

const USAGE: &str = "usage: kemps-cli play FILE [--events] | kemps-cli simulate --matches N --preset P --teams T --levels L1,L2,... --seed S [--script fixed|rotating] [--speed X] | kemps-cli bench [--seconds N]";

/// A scenario larger than this is refused before it is read whole (`play /dev/zero`).
const MAX_SCENARIO_BYTES: u64 = 64 << 20;

/// `bench --seconds`: the time given to each of its two measurements.
const BENCH_SECONDS: RangeInclusive<f64> = 0.01..=3600.0;

/// `simulate --matches`: enough for the statistics, few enough to finish within minutes.
const MAX_MATCHES: u32 = 100_000;

/// How a command ended: `Err` carries the exit code to leave with, its line already written.
type CommandResult = Result<(), ExitCode>;

/// One line on standard error and exit status 2.
fn fail(message: impl std::fmt::Display) -> ExitCode {
    let line = message.to_string().replace('\n', " ");
    // Nothing more can be said if standard error itself is closed.
    let _ = writeln!(io::stderr(), "kemps-cli: {line}");
    ExitCode::from(2)
}

/// Writes `text` to standard output. A reader that closed the pipe early (`| head`) wants
/// no more: the program then stops quietly with success, as a pipeline expects.
fn emit(text: &str) -> CommandResult {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(ExitCode::SUCCESS),
        Err(e) => Err(fail(format!("cannot write to standard output: {e}"))),
    }
}

fn main() -> ExitCode {
    let mut args = Vec::new();
    for arg in std::env::args_os().skip(1) {
        match arg.into_string() {
            Ok(a) => args.push(a),
            Err(raw) => return fail(format!("argument {raw:?} is not valid UTF-8 text")),
        }
    }
    let ran = match args.first().map(String::as_str) {
        Some("play") => play(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        _ => Err(fail(USAGE)),
    };
    ran.err().unwrap_or(ExitCode::SUCCESS)
}

fn play(args: &[String]) -> CommandResult {
    let mut file = None;
    let mut with_events = false;
    for arg in args {
        match arg.as_str() {
            "--events" => with_events = true,
            flag if flag.starts_with("--") => {
                return Err(fail(format!("unknown flag {flag:?}. {USAGE}")))
            }
            _ if file.is_none() => file = Some(arg.as_str()),
            _ => return Err(fail(USAGE)),
        }
    }
    let Some(file) = file else {
        return Err(fail(USAGE));
    };
    let text = if file == "-" {
        read_scenario(io::stdin().lock(), "standard input")?
    } else {
        match std::fs::File::open(file) {
            Ok(f) => read_scenario(f, file)?,
            Err(e) => return Err(fail(format!("cannot read {file}: {e}"))),
        }
    };
    let scenario = Scenario::parse(&text).map_err(fail)?;
    let mut outcome = scenario.run().map_err(fail)?;
    if !with_events {
        outcome = outcome.without_events();
    }
    match serde_json::to_string_pretty(&outcome) {
        Ok(json) => emit(&(json + "\n")),
        Err(e) => Err(fail(format!("cannot write the outcome: {e}"))),
    }
}

/// Reads a whole scenario, refusing one larger than `MAX_SCENARIO_BYTES`.
fn read_scenario(source: impl Read, name: &str) -> Result<String, ExitCode> {
    let mut text = String::new();
    if let Err(e) = source
        .take(MAX_SCENARIO_BYTES + 1)
        .read_to_string(&mut text)
    {
        return Err(fail(format!("cannot read {name}: {e}")));
    }
    if text.len() as u64 > MAX_SCENARIO_BYTES {
        return Err(fail(format!(
            "cannot read {name}: a scenario is at most {} MiB",
            MAX_SCENARIO_BYTES >> 20
        )));
    }
    Ok(text)
}

fn bench(args: &[String]) -> CommandResult {
    let mut seconds = 3.0f64;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag != "--seconds" {
            return Err(fail(format!("unknown flag {flag:?}. {USAGE}")));
        }
        let Some(value) = it.next() else {
            return Err(fail(
                "--seconds needs a value: a number of seconds from 0.01 to 3600",
            ));
        };
        match value
            .parse::<f64>()
            .ok()
            .filter(|s| BENCH_SECONDS.contains(s))
        {
            Some(s) => seconds = s,
            None => {
                return Err(fail(format!(
                    "--seconds {value:?}: a number of seconds from 0.01 to 3600"
                )))
            }
        }
    }
    let rules = Rules::preset(Preset::Classic);
    let Some(table) = Table::new(2) else {
        return Err(fail("no table"));
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
    let mut report = String::new();
    report += "engine throughput (classic, 4 players, random legal policy, one core)\n";
    report += &format!(
        "  actions applied: {actions} in {secs:.2} s = {:.0} actions/s (budget: 2,000,000)\n",
        actions as f64 / secs
    );
    report += &format!(
        "  rounds played:   {rounds} = {:.0} rounds/s\n",
        rounds as f64 / secs
    );
    report += &format!(
        "  actions/round:   {:.1}\n",
        actions as f64 / rounds.max(1) as f64
    );
    emit(&report)?;
    if broken > 0 {
        return Err(fail(format!("{broken} steps lost or duplicated a card")));
    }
    emit("  every card accounted for after every step: yes\n")?;
    bench_bots(seconds)
}

/// All bots of an 8-player table, advanced one 16 ms animation frame at a time, as the
/// browser drives them: the time each frame takes (bots deciding, engine applying).
fn bench_bots(seconds: f64) -> CommandResult {
    let Some(table) = Table::new(4) else {
        return Err(fail("no table"));
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
            return Err(fail("a bot table lost a card"));
        }
        rounds += runner.game().history().len() as u64;
        matches += 1;
    }
    if frames.is_empty() {
        return Err(fail("no bot frame was measured"));
    }
    frames.sort_by(f64::total_cmp);
    let pct = |p: f64| frames[((frames.len() - 1) as f64 * p) as usize];
    let mean = frames.iter().sum::<f64>() / frames.len() as f64;
    let mut report = String::new();
    report += "\nbots at an 8-player table (classic, levels ruthless/sharp/casual/ruthless), per 16 ms frame\n";
    report += &format!(
        "  frames: {} over {matches} matches, {rounds} rounds, {events_seen} events\n",
        frames.len()
    );
    report += &format!(
        "  mean {mean:.4} ms, median {:.4} ms, p99 {:.4} ms, max {:.4} ms (budget: 0.2 ms)\n",
        pct(0.5),
        pct(0.99),
        pct(1.0)
    );
    emit(&report)
}

fn simulate(args: &[String]) -> CommandResult {
    let mut config = SimConfig {
        matches: 100,
        preset: Preset::Classic,
        teams: 2,
        levels: vec![LevelName::Sharp],
        seed: 1,
        script: None,
        speed: 1.0,
    };
    const FLAGS: [&str; 7] = [
        "--matches",
        "--preset",
        "--teams",
        "--levels",
        "--seed",
        "--script",
        "--speed",
    ];
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        // An unknown flag is named as such, not as one missing its value.
        if !FLAGS.contains(&flag.as_str()) {
            return Err(fail(format!("unknown flag {flag:?}. {USAGE}")));
        }
        let Some(value) = it.next() else {
            return Err(fail(format!("{flag} needs a value. {USAGE}")));
        };
        let bad = |what: &str| Err(fail(format!("{flag} {value:?}: {what}")));
        match flag.as_str() {
            "--matches" => match value.parse::<u32>() {
                Ok(n) if (1..=MAX_MATCHES).contains(&n) => config.matches = n,
                _ => return bad("a number of matches from 1 to 100000"),
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
                Err(_) => return bad("a whole number from 0 to 18446744073709551615"),
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
            _ => return Err(fail(format!("unknown flag {flag:?}. {USAGE}"))),
        }
    }
    let report = kemps::bots::simulate(&config);
    match serde_json::to_string_pretty(&report) {
        Ok(json) => emit(&(json + "\n")),
        Err(e) => Err(fail(format!("cannot write the report: {e}"))),
    }
}
