//! The bots' measured targets, over at least 1,000 matches with fixed seeds. Each test
//! prints its figure; `kemps-cli simulate` reports the same statistics.

use kemps::bots::{simulate, LevelName, Script, SimConfig, SimReport};
use kemps::engine::Preset;

fn run(levels: &[LevelName], matches: u32, seed: u64, script: Option<Script>) -> SimReport {
    simulate(&SimConfig {
        matches,
        preset: Preset::Classic,
        teams: 2,
        levels: levels.to_vec(),
        seed,
        script,
        speed: 1.0,
    })
}

#[test]
fn ruthless_beats_casual_in_three_of_four_matches_and_partners_notice_signals() {
    let r = run(&[LevelName::Ruthless, LevelName::Casual], 1_000, 2026, None);
    let (ruthless, casual) = (&r.per_team[0], &r.per_team[1]);
    println!("ruthless vs casual: {:.1}% won", 100.0 * ruthless.win_rate);
    println!(
        "partner detection within 2 s: ruthless {:.1}% ({} signals, {:.0} ms mean), casual {:.1}% ({} signals, {:.0} ms mean)",
        100.0 * ruthless.partner_detection.rate,
        ruthless.partner_detection.signals,
        ruthless.partner_detection.mean_latency_ms,
        100.0 * casual.partner_detection.rate,
        casual.partner_detection.signals,
        casual.partner_detection.mean_latency_ms
    );
    assert_eq!(r.matches, 1_000);
    assert!(ruthless.win_rate >= 0.75, "{}", ruthless.win_rate);
    assert!(ruthless.partner_detection.signals >= 1_000);
    assert!(
        ruthless.partner_detection.rate >= 0.90,
        "{}",
        ruthless.partner_detection.rate
    );
    assert!(
        casual.partner_detection.rate >= 0.60,
        "{}",
        casual.partner_detection.rate
    );
    assert_eq!((r.abandoned, r.broken_invariants), (0, 0));
}

#[test]
fn sharp_beats_casual_in_three_of_five_matches() {
    let r = run(&[LevelName::Sharp, LevelName::Casual], 1_000, 4048, None);
    println!(
        "sharp vs casual: {:.1}% won",
        100.0 * r.per_team[0].win_rate
    );
    assert!(r.per_team[0].win_rate >= 0.60, "{}", r.per_team[0].win_rate);
}

#[test]
fn ruthless_opponents_learn_a_signal_that_never_changes() {
    let r = run(
        &[LevelName::Sharp, LevelName::Ruthless],
        3_000,
        606,
        Some(Script::Fixed),
    );
    let s = r.scripted.expect("scripted report");
    println!(
        "fixed signal: stopped on {:.1}% of four-of-a-kinds from the fourth on ({} of {}); {} of {} overall",
        100.0 * s.stopped_rate_from_fourth,
        s.stopped_from_fourth,
        s.episodes_from_fourth,
        s.stopped,
        s.episodes
    );
    assert!(
        s.episodes_from_fourth >= 200,
        "enough late episodes to judge: {}",
        s.episodes_from_fourth
    );
    assert!(
        s.stopped_rate_from_fourth >= 0.5,
        "{}",
        s.stopped_rate_from_fourth
    );
}

#[test]
fn a_signal_changed_every_round_is_rarely_caught() {
    let r = run(
        &[LevelName::Sharp, LevelName::Ruthless],
        3_000,
        707,
        Some(Script::Rotating),
    );
    let s = r.scripted.expect("scripted report");
    let overall = s.stopped as f64 / s.episodes.max(1) as f64;
    println!("rotating signal: stopped on {:.1}% of four-of-a-kinds ({} of {}); {:.1}% from the fourth on", 100.0 * overall, s.stopped, s.episodes, 100.0 * s.stopped_rate_from_fourth);
    assert!(s.episodes >= 1_000);
    assert!(overall <= 0.15, "{overall}");
    assert!(
        s.stopped_rate_from_fourth <= 0.15,
        "{}",
        s.stopped_rate_from_fourth
    );
}

#[test]
fn ten_thousand_matches_across_every_preset_and_table_break_nothing() {
    let levels = [
        LevelName::Casual,
        LevelName::Sharp,
        LevelName::Ruthless,
        LevelName::Sharp,
        LevelName::Casual,
        LevelName::Ruthless,
    ];
    let mut matches = 0;
    let mut rounds = 0;
    for preset in Preset::ALL {
        for teams in 2..=6u8 {
            let r = simulate(&SimConfig {
                matches: 500,
                preset,
                teams,
                levels: levels.to_vec(),
                seed: 9_000 + teams as u64,
                script: None,
                speed: 1.0,
            });
            assert_eq!(r.broken_invariants, 0, "{preset:?} {teams}");
            assert_eq!(r.abandoned, 0, "{preset:?} {teams}: every match ends");
            assert!(r.rounds >= 500);
            matches += r.matches;
            rounds += r.rounds;
        }
    }
    println!("{matches} matches, {rounds} rounds: no panic, no broken invariant");
    assert_eq!(matches, 10_000);
}

#[test]
fn double_calls_are_made_only_where_the_rules_allow_them() {
    let with = simulate(&SimConfig {
        matches: 300,
        preset: Preset::Tournament,
        teams: 2,
        levels: vec![LevelName::Ruthless],
        seed: 31,
        script: None,
        speed: 1.0,
    });
    let doubles: u64 = with
        .per_team
        .iter()
        .map(|t| t.results.get("double_kemps").copied().unwrap_or(0))
        .sum();
    println!("double kemps in 300 tournament matches: {doubles}");
    assert!(
        doubles > 0,
        "a bot holding four of a kind that sees its partner's signal calls Double Kemps"
    );
    let without = simulate(&SimConfig {
        matches: 300,
        preset: Preset::Classic,
        teams: 2,
        levels: vec![LevelName::Ruthless],
        seed: 31,
        script: None,
        speed: 1.0,
    });
    for t in &without.per_team {
        assert!(
            t.results.keys().all(|k| !k.contains("double")),
            "no double calls in classic: {:?}",
            t.results
        );
    }
}
