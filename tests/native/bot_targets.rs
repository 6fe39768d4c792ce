//! The bots' measured targets, over at least 1,000 matches. A target holds only if the
//! lower (or upper) Wilson score bound at 95% of the rate pooled over two independent seeds
//! clears it, so a lucky seed cannot pass a weaker bot. Each test prints its figure, and
//! each seed's; `kemps-cli simulate` reports the same statistics.

use std::fmt;

use kemps::bots::{simulate, LevelName, Script, SimConfig, SimReport};
use kemps::engine::Preset;

/// A run's matches are seeded `seed`, `seed + 1`, ...: seeds this far apart never share a
/// match, so their runs are independent samples.
const SEED_GAP: u64 = 1_000_000_007;

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

/// `matches` matches in all, half from `seed` and half from a seed far from it.
fn two_seeds(
    levels: &[LevelName],
    matches: u32,
    seed: u64,
    script: Option<Script>,
) -> [SimReport; 2] {
    [seed, seed + SEED_GAP].map(|s| run(levels, matches / 2, s, script))
}

/// `hits` of `trials`, with the Wilson score interval at 95%.
#[derive(Clone, Copy, Debug, Default)]
struct Rate {
    hits: u64,
    trials: u64,
}

const Z95: f64 = 1.959_964;

impl Rate {
    fn pooled(reports: &[SimReport], of: impl Fn(&SimReport) -> (u64, u64)) -> Rate {
        reports
            .iter()
            .map(of)
            .fold(Rate::default(), |r, (h, t)| Rate {
                hits: r.hits + h,
                trials: r.trials + t,
            })
    }

    fn value(self) -> f64 {
        self.hits as f64 / self.trials.max(1) as f64
    }

    /// The Wilson score interval: unlike p ± z·se it stays inside [0, 1] and holds its
    /// coverage near 0 and 1, where these targets sit.
    fn wilson(self) -> (f64, f64) {
        if self.trials == 0 {
            return (0.0, 1.0);
        }
        let (n, p, z2) = (self.trials as f64, self.value(), Z95 * Z95);
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        (centre - half, centre + half)
    }

    fn assert_at_least(self, target: f64, what: &str) {
        assert!(self.trials > 0, "{what}: no trials");
        let (lower, _) = self.wilson();
        assert!(
            lower >= target,
            "{what}: {self}, lower bound {:.1}% below the target {:.1}%",
            100.0 * lower,
            100.0 * target
        );
    }

    fn assert_at_most(self, target: f64, what: &str) {
        assert!(self.trials > 0, "{what}: no trials");
        let (_, upper) = self.wilson();
        assert!(
            upper <= target,
            "{what}: {self}, upper bound {:.1}% above the target {:.1}%",
            100.0 * upper,
            100.0 * target
        );
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lower, upper) = self.wilson();
        write!(
            f,
            "{:.1}% ({} of {}; 95% {:.1}-{:.1}%)",
            100.0 * self.value(),
            self.hits,
            self.trials,
            100.0 * lower,
            100.0 * upper
        )
    }
}

/// "seed 2026: 95.2%, seed 1000002033: 94.8%"
fn per_seed(reports: &[SimReport], of: impl Fn(&SimReport) -> (u64, u64)) -> String {
    reports
        .iter()
        .map(|r| {
            let rate = Rate::pooled(std::slice::from_ref(r), &of);
            format!("seed {}: {:.1}%", r.seed, 100.0 * rate.value())
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn won(team: usize) -> impl Fn(&SimReport) -> (u64, u64) {
    move |r| (r.per_team[team].matches_won, r.matches as u64)
}

fn noticed(team: usize) -> impl Fn(&SimReport) -> (u64, u64) {
    move |r| {
        let d = &r.per_team[team].partner_detection;
        (d.noticed_within_2s, d.signals)
    }
}

fn scripted(
    of: fn(&kemps::bots::simulate::ScriptReport) -> (u64, u64),
) -> impl Fn(&SimReport) -> (u64, u64) {
    move |r| of(r.scripted.as_ref().expect("scripted report"))
}

#[test]
fn wilson_bounds_match_published_values() {
    // Wilson (1927), as tabulated by Newcombe (1998): 81 of 263 -> 0.2553-0.3662.
    let (lower, upper) = Rate {
        hits: 81,
        trials: 263,
    }
    .wilson();
    assert!(
        (lower - 0.2553).abs() < 5e-4 && (upper - 0.3662).abs() < 5e-4,
        "{lower} {upper}"
    );
    let (lower, upper) = Rate {
        hits: 0,
        trials: 10,
    }
    .wilson();
    assert!(
        lower.abs() < 1e-12 && (upper - 0.2775).abs() < 5e-4,
        "{lower} {upper}"
    );
}

#[test]
fn ruthless_beats_casual_in_six_of_seven_matches_and_partners_notice_signals() {
    let runs = two_seeds(&[LevelName::Ruthless, LevelName::Casual], 1_000, 2026, None);
    let wins = Rate::pooled(&runs, won(0));
    let (ruthless, casual) = (
        Rate::pooled(&runs, noticed(0)),
        Rate::pooled(&runs, noticed(1)),
    );
    println!(
        "ruthless vs casual: {wins} won [{}]",
        per_seed(&runs, won(0))
    );
    println!(
        "partner detection within 2 s: ruthless {ruthless} [{}]",
        per_seed(&runs, noticed(0))
    );
    println!(
        "partner detection within 2 s: casual {casual} [{}]",
        per_seed(&runs, noticed(1))
    );
    assert_eq!(wins.trials, 1_000);
    wins.assert_at_least(0.85, "ruthless beats casual");
    assert!(ruthless.trials >= 1_000, "{ruthless}");
    ruthless.assert_at_least(0.90, "a ruthless partner notices the signal within 2 s");
    casual.assert_at_least(0.60, "a casual partner notices the signal within 2 s");
    for r in &runs {
        assert_eq!(
            (r.abandoned, r.broken_invariants),
            (0, 0),
            "seed {}",
            r.seed
        );
    }
}

#[test]
fn sharp_beats_casual_in_three_of_five_matches() {
    let runs = two_seeds(&[LevelName::Sharp, LevelName::Casual], 1_000, 4048, None);
    let wins = Rate::pooled(&runs, won(0));
    println!("sharp vs casual: {wins} won [{}]", per_seed(&runs, won(0)));
    assert_eq!(wins.trials, 1_000);
    wins.assert_at_least(0.60, "sharp beats casual");
}

/// The opponents' (team 1's) stops that were wrong, of all their stops.
fn wrong_stops(r: &SimReport) -> (u64, u64) {
    let stop = &r.per_team[1].stop;
    (stop.calls - stop.correct, stop.calls)
}

/// A scripted seat 0 with one fixed signal, its partner and opponents all at `level`.
fn fixed_signal_against(level: LevelName, seed: u64) -> [SimReport; 2] {
    two_seeds(&[level], 2_000, seed, Some(Script::Fixed))
}

#[test]
fn ruthless_opponents_stop_a_fixed_signal_from_its_second_use_in_a_match() {
    let runs = fixed_signal_against(LevelName::Ruthless, 606);
    let second = scripted(|s| (s.stopped_from_second, s.episodes_from_second));
    let stopped = Rate::pooled(&runs, &second);
    let wrong = Rate::pooled(&runs, wrong_stops);
    println!(
        "fixed signal against ruthless: stopped on {stopped} of its uses from the second on [{}]; wrong stops {wrong}",
        per_seed(&runs, &second)
    );
    assert!(stopped.trials >= 1_000, "{stopped}");
    stopped.assert_at_least(0.40, "a fixed signal is stopped from its second use on");
    wrong.assert_at_most(0.25, "ruthless opponents' stops that are wrong");
}

#[test]
fn sharp_opponents_stop_a_fixed_signal_from_its_third_use_in_a_match() {
    let runs = fixed_signal_against(LevelName::Sharp, 616);
    let third = scripted(|s| (s.stopped_from_third, s.episodes_from_third));
    let stopped = Rate::pooled(&runs, &third);
    let wrong = Rate::pooled(&runs, wrong_stops);
    println!(
        "fixed signal against sharp: stopped on {stopped} of its uses from the third on [{}]; wrong stops {wrong}",
        per_seed(&runs, &third)
    );
    assert!(stopped.trials >= 500, "{stopped}");
    stopped.assert_at_least(0.25, "a fixed signal is stopped from its third use on");
    wrong.assert_at_most(0.25, "sharp opponents' stops that are wrong");
}

#[test]
fn casual_opponents_rarely_stop_even_a_fixed_signal() {
    let runs = fixed_signal_against(LevelName::Casual, 626);
    let all = scripted(|s| (s.stopped, s.episodes));
    let stopped = Rate::pooled(&runs, &all);
    println!(
        "fixed signal against casual: stopped on {stopped} of its uses [{}]; wrong stops {}",
        per_seed(&runs, &all),
        Rate::pooled(&runs, wrong_stops)
    );
    assert!(stopped.trials >= 2_000, "{stopped}");
    stopped.assert_at_most(0.10, "casual opponents stop a fixed signal");
}

#[test]
fn a_signal_changed_every_round_is_rarely_caught_even_by_ruthless_opponents() {
    let runs = two_seeds(&[LevelName::Ruthless], 2_000, 707, Some(Script::Rotating));
    let all = scripted(|s| (s.stopped, s.episodes));
    let stopped = Rate::pooled(&runs, &all);
    println!(
        "rotating signal against ruthless: stopped on {stopped} of its uses [{}]; opponents' wrong stops {}",
        per_seed(&runs, &all),
        Rate::pooled(&runs, wrong_stops)
    );
    assert!(stopped.trials >= 2_000);
    stopped.assert_at_most(0.10, "a signal changed every round is stopped");
}

#[test]
fn a_signal_spread_over_three_gestures_is_stopped_far_less_than_a_fixed_one() {
    // The same deals and opponents, once with one fixed signal and once with three used in
    // turn: the opponents learn each gesture separately, and see the team change.
    let levels = [LevelName::Ruthless];
    let fixed = two_seeds(&levels, 2_000, 808, Some(Script::Fixed));
    let spread = two_seeds(&levels, 2_000, 808, Some(Script::Spread));
    let all = scripted(|s| (s.stopped, s.episodes));
    let (f, s) = (Rate::pooled(&fixed, &all), Rate::pooled(&spread, &all));
    println!(
        "spread over three against ruthless: stopped on {s} of its uses; one fixed signal: {f}"
    );
    assert!(s.trials >= 2_000 && f.trials >= 2_000);
    s.assert_at_most(0.15, "a signal spread over three gestures is stopped");
    f.assert_at_least(0.25, "a fixed signal is stopped, on the same deals");
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
