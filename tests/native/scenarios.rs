//! Every rule of RULES.md as data: `tests/scenarios/NAME.json` is a scenario in the format of
//! `kemps-cli play`, `NAME.expected.json` what its outcome must contain.
//!
//! Matching: objects match when every expected key matches (extra keys in the outcome are
//! fine); arrays and plain values must match exactly, element by element. Two extra keys
//! look at the event log: `events_include` lists events that must appear in that order
//! (each matched as an object), `events_exclude` events that must not appear at all.

use std::fs;
use std::path::{Path, PathBuf};

use kemps::scenario::Scenario;
use serde_json::Value;

fn matches(expected: &Value, actual: &Value) -> bool {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => e
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|av| matches(v, av))),
        (Value::Array(e), Value::Array(a)) => {
            e.len() == a.len() && e.iter().zip(a).all(|(x, y)| matches(x, y))
        }
        _ => expected == actual,
    }
}

fn check(path: &Path) -> Result<(), String> {
    let text = fs::read_to_string(path).map_err(|e| e.to_string())?;
    let expected_path = path.with_extension("expected.json");
    let expected_text = fs::read_to_string(&expected_path)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;
    let mut expected: Value = serde_json::from_str(&expected_text)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;

    let scenario = Scenario::parse(&text).map_err(|e| format!("does not parse: {e}"))?;
    let outcome = scenario.run().map_err(|e| format!("does not run: {e}"))?;
    let outcome = serde_json::to_value(outcome).map_err(|e| e.to_string())?;
    let events = outcome["events"].as_array().cloned().unwrap_or_default();

    if outcome["cards_accounted_for"] != Value::Bool(true) {
        return Err("a card was lost or duplicated".into());
    }
    let include = expected
        .as_object_mut()
        .and_then(|o| o.remove("events_include"));
    let exclude = expected
        .as_object_mut()
        .and_then(|o| o.remove("events_exclude"));
    if !matches(&expected, &outcome) {
        let mut shown = outcome.clone();
        shown.as_object_mut().map(|o| o.remove("events"));
        return Err(format!(
            "outcome differs.\nexpected (subset): {expected:#}\nactual: {shown:#}"
        ));
    }
    if let Some(Value::Array(wanted)) = include {
        let mut next = 0;
        for event in &events {
            if next < wanted.len() && matches(&wanted[next], event) {
                next += 1;
            }
        }
        if next < wanted.len() {
            return Err(format!(
                "event {:#} (number {next} of events_include) was not found in order.\nevents: {:#}",
                wanted[next],
                Value::Array(events.clone())
            ));
        }
    }
    if let Some(Value::Array(banned)) = exclude {
        if let Some(hit) = events.iter().find(|e| banned.iter().any(|b| matches(b, e))) {
            return Err(format!("event {hit:#} must not happen"));
        }
    }
    Ok(())
}

fn scenario_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && !p.to_string_lossy().ends_with(".expected.json")
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_scenario_gives_its_expected_outcome() {
    let files = scenario_files();
    assert!(
        files.len() >= 40,
        "expected the full rule set, found {} scenarios",
        files.len()
    );
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| {
            check(p).err().map(|e| {
                format!(
                    "--- {}\n{e}",
                    p.file_name().unwrap_or_default().to_string_lossy()
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn scenarios_cover_every_preset_scoring_mode_and_table_size() {
    let mut presets = std::collections::BTreeSet::new();
    let mut teams = std::collections::BTreeSet::new();
    let mut scorings = std::collections::BTreeSet::new();
    for path in scenario_files() {
        let text = fs::read_to_string(&path).unwrap_or_default();
        let scenario = Scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        presets.insert(scenario.rules.preset().name());
        teams.insert(scenario.table.team_count());
        scorings.insert(format!("{:?}", scenario.rules.scoring()));
    }
    assert_eq!(presets.len(), 4, "{presets:?}");
    assert_eq!(scorings.len(), 3, "{scorings:?}");
    assert!(
        teams.contains(&2) && teams.iter().any(|&t| t >= 3),
        "{teams:?}"
    );
}

#[test]
fn the_matcher_can_fail() {
    let outcome = serde_json::json!({"a": [1, 2], "b": {"c": 3, "d": 4}});
    assert!(matches(&serde_json::json!({"b": {"c": 3}}), &outcome));
    assert!(!matches(&serde_json::json!({"b": {"c": 4}}), &outcome));
    assert!(!matches(&serde_json::json!({"a": [1]}), &outcome));
    assert!(!matches(&serde_json::json!({"z": null}), &outcome));
}
