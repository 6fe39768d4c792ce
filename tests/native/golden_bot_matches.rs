//! Bot-driven matches, pinned: a four-player and a twelve-player match with a scripted
//! person in seat 0 reach the state hash, events and score in tests/golden/bot_matches.json,
//! and the raw bot timing values hash as pinned. tests/wasm_browser/golden.rs checks the same file
//! in the browser, so native replays and the browser agree on every bot's timing.
//!
//! To pin again after an intended change to the bots or the engine (never to "fix" a
//! difference between platforms): KEMPS_BLESS=1 cargo test --test native golden_bot_matches::

use crate::bot_matches::{self, check, compute, Golden};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/bot_matches.json");

#[test]
fn bot_driven_matches_reach_their_pinned_hashes() {
    if std::env::var_os("KEMPS_BLESS").is_some() {
        let now = compute();
        std::fs::write(
            FILE,
            serde_json::to_string_pretty(&now).expect("json") + "\n",
        )
        .expect("write golden file");
    }
    let pinned: Golden = serde_json::from_str(&std::fs::read_to_string(FILE).expect("golden file"))
        .expect("golden JSON");
    let (four, twelve) = (&pinned.matches[0], &pinned.matches[1]);
    assert_eq!((four.spec.teams, twelve.spec.teams), (2, 6));
    assert_eq!(twelve.outcome.decks, 2, "auto deals two decks to twelve");
    for m in &pinned.matches {
        assert!(m.outcome.rounds >= 3, "{}: several rounds", m.spec.name);
        assert!(
            m.outcome.person_accepted >= 20,
            "{}: the script took part",
            m.spec.name
        );
    }
    check(&pinned);
}

#[test]
fn the_matches_are_the_same_when_played_twice_and_differ_by_seed() {
    let spec = &bot_matches::specs()[0];
    let a = bot_matches::play(spec);
    assert_eq!(a, bot_matches::play(spec));
    let other = bot_matches::MatchSpec {
        bots_seed: spec.bots_seed + 1,
        ..spec.clone()
    };
    assert_ne!(
        a.state_hash,
        bot_matches::play(&other).state_hash,
        "other bots, another match: the hash sees the bots' choices"
    );
}
