//! `kemps-cli play FILE` runs a scenario file (`-` for standard input) and prints its
//! outcome as JSON (`--events` adds every event); `kemps-cli simulate` plays bot-only
//! matches and prints their statistics; `kemps-cli bench` measures the engine's
//! throughput (4 and 12 players) and the time the bots of an 8- and a 12-player table take
//! per animation frame.
//!
//! Nothing from outside makes it panic: every argument is checked (with its accepted range
//! in the message), work that could run for hours is capped, and output goes through
//! `emit`, which ends quietly when the reader has closed the pipe (`| head`). Every
//! refusal is a `CliError`, written as one line on standard error with exit status 2.

use std::ffi::OsString;
use std::fmt;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use kemps::bots::{bot_players, LevelName, Script, SimConfig, TableRunner};
use kemps::engine::{Preset, Rules, Table};
use kemps::scenario::{Scenario, ScenarioError};
use kemps::sim::play_random;

const USAGE: &str = "usage: kemps-cli play FILE [--events] | kemps-cli simulate --matches N --preset P --teams T --levels L1,L2,... --seed S [--script fixed|rotating|spread] [--speed X] | kemps-cli bench [--seconds N] | kemps-cli catalogs DIR";

/// A scenario larger than this is refused before it is read whole (`play /dev/zero`).
const MAX_SCENARIO_BYTES: u64 = 64 << 20;

/// `bench --seconds`: the time given to each of its two measurements.
const BENCH_SECONDS: RangeInclusive<f64> = 0.01..=3600.0;
const BENCH_SECONDS_ACCEPTED: &str = "a number of seconds from 0.01 to 3600";

/// `simulate --matches`: enough for the statistics, few enough to finish within minutes.
const MAX_MATCHES: u32 = 100_000;

/// The tables the benchmarks play at: 4 and 8 players.
const FOUR_PLAYERS: Table = table_of(2);
const EIGHT_PLAYERS: Table = table_of(4);
/// Six teams, and (decks `auto`) two decks.
const TWELVE_PLAYERS: Table = table_of(6);

const fn table_of(teams: u8) -> Table {
    match Table::new(teams) {
        Some(table) => table,
        None => panic!("a valid team count"), // evaluated at compile time
    }
}

/// Why a command refused to go on.
#[derive(Debug)]
enum CliError {
    Usage,
    NotUtf8(OsString),
    UnknownFlag(String),
    /// A `simulate` flag with no value after it.
    NeedsValue(String),
    /// `bench --seconds` with no value after it.
    NeedsSeconds,
    BadValue {
        flag: String,
        value: String,
        accepted: &'static str,
    },
    CannotRead {
        name: String,
        error: io::Error,
    },
    TooLarge {
        name: String,
    },
    Scenario(ScenarioError),
    CannotWrite(io::Error),
    CannotSerialise {
        what: &'static str,
        error: serde_json::Error,
    },
    /// The engine benchmark lost or duplicated a card this many times.
    LostCards(u64),
    BotTableLostCard,
    NoFrames,
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage => f.write_str(USAGE),
            CliError::NotUtf8(raw) => write!(f, "argument {raw:?} is not valid UTF-8 text"),
            CliError::UnknownFlag(flag) => write!(f, "unknown flag {flag:?}. {USAGE}"),
            CliError::NeedsValue(flag) => write!(f, "{flag} needs a value. {USAGE}"),
            CliError::NeedsSeconds => {
                write!(f, "--seconds needs a value: {BENCH_SECONDS_ACCEPTED}")
            }
            CliError::BadValue {
                flag,
                value,
                accepted,
            } => write!(f, "{flag} {value:?}: {accepted}"),
            CliError::CannotRead { name, error } => write!(f, "cannot read {name}: {error}"),
            CliError::TooLarge { name } => write!(
                f,
                "cannot read {name}: a scenario is at most {} MiB",
                MAX_SCENARIO_BYTES >> 20
            ),
            CliError::Scenario(e) => e.fmt(f),
            CliError::CannotWrite(e) => write!(f, "cannot write to standard output: {e}"),
            CliError::CannotSerialise { what, error } => write!(f, "cannot write {what}: {error}"),
            CliError::LostCards(n) => write!(f, "{n} steps lost or duplicated a card"),
            CliError::BotTableLostCard => f.write_str("a bot table lost a card"),
            CliError::NoFrames => f.write_str("no bot frame was measured"),
        }
    }
}

/// How a command ended early.
enum Stop {
    Failed(CliError),
    /// The reader closed the pipe (`| head`): it wants no more, which is a success.
    ReaderGone,
}

impl From<CliError> for Stop {
    fn from(e: CliError) -> Stop {
        Stop::Failed(e)
    }
}

type CommandResult = Result<(), Stop>;

/// One line on standard error and exit status 2.
fn fail(error: &CliError) -> ExitCode {
    let line = error.to_string().replace('\n', " ");
    // Nothing more can be said if standard error itself is closed.
    let _ = writeln!(io::stderr(), "kemps-cli: {line}");
    ExitCode::from(2)
}

/// Writes `text` to standard output.
fn emit(text: &str) -> CommandResult {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(Stop::ReaderGone),
        Err(e) => Err(CliError::CannotWrite(e).into()),
    }
}

/// Writes `value` as pretty JSON and a new line; `what` names it in an error.
fn emit_json(value: &impl serde::Serialize, what: &'static str) -> CommandResult {
    match serde_json::to_string_pretty(value) {
        Ok(json) => emit(&(json + "\n")),
        Err(error) => Err(CliError::CannotSerialise { what, error }.into()),
    }
}

fn main() -> ExitCode {
    let mut args = Vec::new();
    for arg in std::env::args_os().skip(1) {
        match arg.into_string() {
            Ok(a) => args.push(a),
            Err(raw) => return fail(&CliError::NotUtf8(raw)),
        }
    }
    let ran = match args.first().map(String::as_str) {
        Some("play") => play(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("simulate") => simulate(&args[1..]),
        Some("catalogs") => match &args[1..] {
            [dir] => catalogs(dir),
            _ => Err(CliError::Usage.into()),
        },
        _ => Err(CliError::Usage.into()),
    };
    match ran {
        Ok(()) | Err(Stop::ReaderGone) => ExitCode::SUCCESS,
        Err(Stop::Failed(error)) => fail(&error),
    }
}

/// Writes every language's compiled catalog but English (which is in the page) into `dir`,
/// as `<tag>.cat`: the page's build copies them beside it (`scripts/catalogs.mjs`).
fn catalogs(dir: &str) -> CommandResult {
    let dir = std::path::Path::new(dir);
    std::fs::create_dir_all(dir).map_err(CliError::CannotWrite)?;
    for (tag, bytes) in kemps::i18n::all::ALL.iter().filter(|(tag, _)| *tag != "en") {
        std::fs::write(dir.join(format!("{tag}.cat")), bytes).map_err(CliError::CannotWrite)?;
    }
    Ok(())
}

fn play(args: &[String]) -> CommandResult {
    let mut file = None;
    let mut with_events = false;
    for arg in args {
        match arg.as_str() {
            "--events" => with_events = true,
            flag if flag.starts_with("--") => return Err(unknown(flag)),
            _ if file.is_none() => file = Some(arg.as_str()),
            _ => return Err(CliError::Usage.into()),
        }
    }
    let Some(file) = file else {
        return Err(CliError::Usage.into());
    };
    let text = if file == "-" {
        read_scenario(io::stdin().lock(), "standard input")?
    } else {
        match std::fs::File::open(file) {
            Ok(f) => read_scenario(f, file)?,
            Err(error) => {
                let name = file.to_string();
                return Err(CliError::CannotRead { name, error }.into());
            }
        }
    };
    let scenario = Scenario::parse(&text).map_err(CliError::Scenario)?;
    let mut outcome = scenario.run().map_err(CliError::Scenario)?;
    if !with_events {
        outcome = outcome.without_events();
    }
    emit_json(&outcome, "the outcome")
}

fn unknown(flag: &str) -> Stop {
    CliError::UnknownFlag(flag.to_string()).into()
}

/// Reads a whole scenario, refusing one larger than `MAX_SCENARIO_BYTES`.
fn read_scenario(source: impl Read, name: &str) -> Result<String, CliError> {
    let mut text = String::new();
    let name = name.to_string();
    if let Err(error) = source
        .take(MAX_SCENARIO_BYTES + 1)
        .read_to_string(&mut text)
    {
        return Err(CliError::CannotRead { name, error });
    }
    if text.len() as u64 > MAX_SCENARIO_BYTES {
        return Err(CliError::TooLarge { name });
    }
    Ok(text)
}

fn bench(args: &[String]) -> CommandResult {
    let mut seconds = 3.0f64;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag != "--seconds" {
            return Err(unknown(flag));
        }
        let Some(value) = it.next() else {
            return Err(CliError::NeedsSeconds.into());
        };
        match value
            .parse::<f64>()
            .ok()
            .filter(|s| BENCH_SECONDS.contains(s))
        {
            Some(s) => seconds = s,
            None => return Err(bad_value(flag, value, BENCH_SECONDS_ACCEPTED).into()),
        }
    }
    bench_engine(seconds, FOUR_PLAYERS)?;
    bench_engine(seconds, TWELVE_PLAYERS)?;
    bench_bots(seconds, EIGHT_PLAYERS)?;
    bench_bots(seconds, TWELVE_PLAYERS)
}

fn bad_value(flag: &str, value: &str, accepted: &'static str) -> CliError {
    CliError::BadValue {
        flag: flag.to_string(),
        value: value.to_string(),
        accepted,
    }
}

/// Random legal games at `table`, for `seconds`: actions and rounds per second, and every
/// card accounted for after every step.
fn bench_engine(seconds: f64, table: Table) -> CommandResult {
    let rules = Rules::of(Preset::Classic);
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
    report += &format!(
        "{}engine throughput (classic, {} players, {} deck{}, random legal policy, one core)\n",
        if table == FOUR_PLAYERS { "" } else { "\n" },
        table.seat_count(),
        rules.deck_count(table),
        if rules.deck_count(table) == 1 {
            ""
        } else {
            "s"
        },
    );
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
        return Err(CliError::LostCards(broken).into());
    }
    emit("  every card accounted for after every step: yes\n")
}

/// All bots of `table`, advanced one 16 ms animation frame at a time, as the browser drives
/// them: the time each frame takes (bots deciding, engine applying).
fn bench_bots(seconds: f64, table: Table) -> CommandResult {
    let rules = Rules::of(Preset::Classic);
    let levels: Vec<LevelName> = [LevelName::Ruthless, LevelName::Sharp, LevelName::Casual]
        .into_iter()
        .cycle()
        .take(table.team_count())
        .collect();
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
            return Err(CliError::BotTableLostCard.into());
        }
        rounds += runner.game().history().len() as u64;
        matches += 1;
    }
    if frames.is_empty() {
        return Err(CliError::NoFrames.into());
    }
    frames.sort_by(f64::total_cmp);
    let pct = |p: f64| frames[((frames.len() - 1) as f64 * p) as usize];
    let mean = frames.iter().sum::<f64>() / frames.len() as f64;
    let mut report = String::new();
    let names: Vec<&str> = levels.iter().map(|l| l.name()).collect();
    report += &format!(
        "\nbots at {} {}-player table (classic, levels {}), per 16 ms frame\n",
        if table.seat_count() == 8 { "an" } else { "a" },
        table.seat_count(),
        names.join("/")
    );
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
    let config = sim_config(args)?;
    let report = kemps::bots::simulate(&config);
    emit_json(&report, "the report")
}

/// The matches `simulate`'s flags ask for.
fn sim_config(args: &[String]) -> Result<SimConfig, CliError> {
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
            return Err(CliError::UnknownFlag(flag.clone()));
        }
        let Some(value) = it.next() else {
            return Err(CliError::NeedsValue(flag.clone()));
        };
        set_sim_flag(&mut config, flag, value)
            .map_err(|accepted| bad_value(flag, value, accepted))?;
    }
    Ok(config)
}

/// Sets one of `simulate`'s flags; a refused value gets what the flag accepts.
fn set_sim_flag(config: &mut SimConfig, flag: &str, value: &str) -> Result<(), &'static str> {
    match flag {
        "--matches" => match value.parse::<u32>() {
            Ok(n) if (1..=MAX_MATCHES).contains(&n) => config.matches = n,
            _ => return Err("a number of matches from 1 to 100000"),
        },
        "--preset" => {
            config.preset =
                Preset::from_name(value).ok_or("use classic, hearts, party or tournament")?
        }
        "--teams" => {
            config.teams = value
                .parse::<u8>()
                .ok()
                .filter(|t| (2..=6).contains(t))
                .ok_or("2 to 6 teams")?
        }
        "--levels" => match value
            .split(',')
            .map(LevelName::from_name)
            .collect::<Option<Vec<_>>>()
        {
            Some(levels) if !levels.is_empty() => config.levels = levels,
            _ => {
                return Err(
                    "levels are casual, sharp or ruthless, one per team, separated by commas",
                )
            }
        },
        "--seed" => {
            config.seed = value
                .parse()
                .map_err(|_| "a whole number from 0 to 18446744073709551615")?
        }
        "--script" => {
            config.script = Some(Script::from_name(value).ok_or("fixed, rotating or spread")?)
        }
        "--speed" => {
            config.speed = value
                .parse::<f64>()
                .ok()
                .filter(|s| (0.25..=8.0).contains(s))
                .ok_or("a speed from 0.25 to 8")?
        }
        _ => return Err("one of the flags in the usage"),
    }
    Ok(())
}
