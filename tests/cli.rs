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
        "fixed or rotating",
        "bad script",
    );
}
