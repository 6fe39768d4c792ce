#![cfg(not(target_arch = "wasm32"))]
//! `kemps-cli` from outside: exit codes, one-line errors on bad input, JSON on good input.

use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kemps-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kemps-cli starts");
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(text.as_bytes())
            .expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("kemps-cli ends")
}

fn assert_refused(out: &Output, wanted: &str, what: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{what}: exit status (stderr: {stderr})"
    );
    assert!(out.stdout.is_empty(), "{what}: nothing on stdout");
    assert_eq!(
        stderr.lines().count(),
        1,
        "{what}: exactly one line on stderr, got {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    assert!(
        stderr.contains(wanted),
        "{what}: expected {wanted:?} in {stderr:?}"
    );
}

#[test]
fn every_malformed_scenario_exits_2_with_its_message() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/malformed");
    let mut count = 0;
    for entry in fs::read_dir(&dir).expect("tests/malformed exists") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let wanted = fs::read_to_string(path.with_extension("expected"))
                .expect("an .expected file beside it");
            let out = cli(&["play", path.to_str().expect("utf-8 path")], None);
            assert_refused(&out, wanted.trim(), &path.display().to_string());
            count += 1;
        }
    }
    assert!(count >= 25, "only {count} malformed scenarios");
}

#[test]
fn the_contract_example_plays_from_a_file_and_from_stdin() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/00_contract_example.json");
    let from_file = cli(&["play", path.to_str().expect("utf-8")], None);
    assert_eq!(
        from_file.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&from_file.stderr)
    );
    let text = fs::read_to_string(&path).expect("example");
    let from_stdin = cli(&["play", "-"], Some(&text));
    assert_eq!(from_stdin.status.code(), Some(0));
    assert_eq!(
        from_file.stdout, from_stdin.stdout,
        "same output either way"
    );

    let json: serde_json::Value =
        serde_json::from_slice(&from_file.stdout).expect("JSON on stdout");
    assert_eq!(json["rounds"][0]["result"], "kemps");
    assert_eq!(json["rounds"][0]["by"], 2);
    assert_eq!(json["rounds"][0]["on"], 0);
    assert_eq!(json["rejected"][0]["index"], 3);
    assert_eq!(json["rejected"][0]["error"], "round_over");
    assert_eq!(json["score"][1]["letters"], "K");
    assert_eq!(json["score"][0]["lives"], serde_json::Value::Null);
    assert_eq!(json["game_over"]["loser"], serde_json::Value::Null);
    assert!(json.get("events").is_none(), "events only with --events");

    let with_events = cli(&["play", path.to_str().expect("utf-8"), "--events"], None);
    let json: serde_json::Value = serde_json::from_slice(&with_events.stdout).expect("JSON");
    assert!(json["events"].as_array().is_some_and(|e| e.len() > 5));
}

#[test]
fn bad_usage_and_missing_files_exit_2() {
    assert_refused(&cli(&[], None), "usage", "no arguments");
    assert_refused(&cli(&["dance"], None), "usage", "unknown command");
    assert_refused(&cli(&["play"], None), "usage", "no file");
    assert_refused(
        &cli(&["play", "/no/such/file.json"], None),
        "cannot read /no/such/file.json",
        "missing file",
    );
    assert_refused(
        &cli(&["play", "-"], Some("not json")),
        "bad scenario JSON",
        "garbage on stdin",
    );
}

#[test]
fn simulate_prints_statistics_per_team_and_refuses_bad_flags() {
    let out = cli(
        &[
            "simulate",
            "--matches",
            "20",
            "--preset",
            "party",
            "--teams",
            "3",
            "--levels",
            "casual,sharp,ruthless",
            "--seed",
            "4",
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["matches"], 20);
    let teams = json["per_team"].as_array().expect("per_team");
    assert_eq!(teams.len(), 3);
    assert_eq!(teams[2]["level"], "ruthless");
    let won: u64 = teams
        .iter()
        .map(|t| t["matches_won"].as_u64().unwrap_or(0))
        .sum();
    assert!(won >= 20, "every match has a winner");
    for key in [
        "results",
        "mean_first_four_ms",
        "partner_detection",
        "wrong_kemps_rate",
        "stop",
        "decoys_per_minute",
    ] {
        assert!(teams[0].get(key).is_some(), "{key}");
    }
    let scripted = cli(
        &[
            "simulate",
            "--matches",
            "5",
            "--levels",
            "sharp,ruthless",
            "--script",
            "fixed",
        ],
        None,
    );
    let json: serde_json::Value = serde_json::from_slice(&scripted.stdout).expect("JSON");
    assert_eq!(json["scripted"]["script"], "fixed");

    assert_refused(
        &cli(&["simulate", "--levels", "godlike"], None),
        "levels are casual, sharp or ruthless",
        "bad level",
    );
    assert_refused(
        &cli(&["simulate", "--teams", "9"], None),
        "2 to 6 teams",
        "bad teams",
    );
    assert_refused(
        &cli(&["simulate", "--matches"], None),
        "--matches needs a value",
        "missing value",
    );
    assert_refused(
        &cli(&["simulate", "--script", "chaotic"], None),
        "fixed, rotating or spread",
        "bad script",
    );
}

/// A scenario whose last action comes at the last moment a scenario may name: 24 hours of
/// game time, every timer of the dealer running in between.
const A_WHOLE_DAY: &str =
    r#"{"preset": "party", "actions": [{"at": 86400000, "seat": 0, "gesture": "wink"}]}"#;

#[test]
fn an_action_at_the_last_allowed_moment_plays() {
    let out = cli(&["play", "-"], Some(A_WHOLE_DAY));
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(json["time"].as_u64().is_some_and(|t| t >= 86_400_000));
    let one_more = A_WHOLE_DAY.replace("86400000", "86400001");
    assert_refused(
        &cli(&["play", "-"], Some(&one_more)),
        "from 0 to 86400000",
        "one millisecond past a day",
    );
}

#[test]
fn a_reader_that_closes_the_pipe_early_ends_the_program_quietly() {
    // Megabytes of events: far more than a pipe holds, so writing meets the closed pipe.
    let mut child = Command::new(env!("CARGO_BIN_EXE_kemps-cli"))
        .args(["play", "-", "--events"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kemps-cli starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(A_WHOLE_DAY.as_bytes())
        .expect("write stdin");
    drop(stdin);
    let mut first = [0u8; 10];
    let mut stdout = child.stdout.take().expect("stdout");
    std::io::Read::read_exact(&mut stdout, &mut first).expect("the output begins");
    assert_eq!(&first[..1], b"{");
    drop(stdout); // `| head -c 10`
    let out = child.wait_with_output().expect("kemps-cli ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.is_empty(), "nothing on stderr, got {stderr:?}");
    assert_eq!(out.status.code(), Some(0));
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_one_line_and_exit_2() {
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios/00_contract_example.json");
    let out = Command::new(env!("CARGO_BIN_EXE_kemps-cli"))
        .args(["play", path.to_str().expect("utf-8")])
        .stdout(full)
        .output()
        .expect("kemps-cli runs");
    assert_refused(
        &out,
        "cannot write to standard output",
        "stdout on a full disk",
    );
}

#[cfg(target_os = "linux")]
#[test]
fn an_endless_input_is_refused_after_64_mib() {
    assert_refused(
        &cli(&["play", "/dev/zero"], None),
        "a scenario is at most 64 MiB",
        "play /dev/zero",
    );
}

#[test]
fn bench_refuses_a_time_outside_its_range_and_unknown_flags() {
    for seconds in [
        "inf",
        "1e300",
        "0.0000001",
        "nan",
        "-1",
        "abc",
        "0",
        "3601",
        "",
    ] {
        assert_refused(
            &cli(&["bench", "--seconds", seconds], None),
            "a number of seconds from 0.01 to 3600",
            &format!("bench --seconds {seconds:?}"),
        );
    }
    assert_refused(
        &cli(&["bench", "--seconds"], None),
        "--seconds needs a value",
        "bench --seconds without a value",
    );
    assert_refused(
        &cli(&["bench", "--fast"], None),
        "unknown flag \"--fast\"",
        "bench --fast",
    );
}

#[test]
fn simulate_refuses_values_outside_their_range_and_unknown_flags() {
    let cases: [(&[&str], &str); 12] = [
        (&["--matches", "0"], "a number of matches from 1 to 100000"),
        (
            &["--matches", "100001"],
            "a number of matches from 1 to 100000",
        ),
        (
            &["--matches", "4294967296"],
            "a number of matches from 1 to 100000",
        ),
        (&["--matches", "-3"], "a number of matches from 1 to 100000"),
        (&["--seed", "-1"], "a whole number from 0 to"),
        (
            &["--seed", "18446744073709551616"],
            "a whole number from 0 to",
        ),
        (&["--speed", "nan"], "a speed from 0.25 to 8"),
        (&["--speed", "inf"], "a speed from 0.25 to 8"),
        (&["--teams", "1"], "2 to 6 teams"),
        (
            &["--preset", "chaos"],
            "use classic, hearts, party or tournament",
        ),
        (&["--fast"], "unknown flag \"--fast\""),
        (&["--speed"], "--speed needs a value"),
    ];
    for (args, wanted) in cases {
        let mut all = vec!["simulate"];
        all.extend_from_slice(args);
        assert_refused(&cli(&all, None), wanted, &all.join(" "));
    }
}

#[test]
fn play_refuses_unknown_flags_and_a_second_file() {
    assert_refused(
        &cli(&["play", "x.json", "--verbose"], None),
        "unknown flag \"--verbose\"",
        "play --verbose",
    );
    assert_refused(
        &cli(&["play", "a.json", "b.json"], None),
        "usage",
        "two files",
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_text_is_refused() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_kemps-cli"))
        .arg("play")
        .arg(std::ffi::OsStr::from_bytes(b"caf\xe9.json"))
        .output()
        .expect("kemps-cli runs");
    assert_refused(&out, "is not valid UTF-8", "a Latin-1 file name");
}
