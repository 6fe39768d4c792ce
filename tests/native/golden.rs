//! Golden seed → deal vectors: the same seed deals the same cards on every machine, today
//! and after any dependency update. The same file is checked in the browser
//! (tests/wasm_browser/golden.rs) and by the end-to-end test against the built page.
//!
//! To pin new vectors (never to "fix" a failing one): KEMPS_BLESS=1 cargo test --test native golden::

use crate::deal_vector::DealVector;
use kemps::engine::Preset;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/deals.json");
/// Seeds stay below 2^53 so that JavaScript reads them exactly.
const SEEDS: [u64; 7] = [0, 1, 7, 42, 2026, 123_456_789, 9_007_199_254_740_991];

fn computed() -> Vec<DealVector> {
    let mut all = Vec::new();
    for teams in [2u8, 3, 4, 5, 6] {
        for seed in SEEDS {
            all.push(DealVector::of(Preset::Classic, teams, seed).expect("valid table"));
        }
    }
    all
}

#[test]
fn first_deals_match_the_golden_vectors() {
    let now = computed();
    if std::env::var_os("KEMPS_BLESS").is_some() {
        std::fs::write(
            FILE,
            serde_json::to_string_pretty(&now).expect("json") + "\n",
        )
        .expect("write golden file");
    }
    let pinned: Vec<DealVector> =
        serde_json::from_str(&std::fs::read_to_string(FILE).expect("golden file"))
            .expect("golden JSON");
    assert!(pinned.len() >= 25, "at least 5 seeds x 2 to 6 teams");
    for teams in [2, 3, 4, 5, 6] {
        assert!(pinned.iter().filter(|v| v.teams == teams).count() >= 5);
    }
    for want in &pinned {
        let got = DealVector::of(want.preset, want.teams, want.seed).expect("valid table");
        assert_eq!(
            &got, want,
            "seed {} at {} teams deals differently",
            want.seed, want.teams
        );
    }
}

#[test]
fn golden_deals_are_whole_decks() {
    for v in computed() {
        let mut cards: Vec<_> = v
            .hands
            .iter()
            .flatten()
            .chain(&v.centre)
            .chain(&v.stock)
            .copied()
            .collect();
        cards.sort();
        // Ten and twelve players play with two decks (RULES.md: two decks when n > 8).
        let decks = if v.teams > 4 { 2 } else { 1 };
        let mut deck: Vec<_> = (0..52 * decks)
            .map(|i| kemps::engine::Card::from_index(i % 52))
            .collect();
        deck.sort();
        assert_eq!(cards, deck, "seed {} teams {}", v.seed, v.teams);
        assert!(v.hands.iter().all(|h| h.len() == 4));
        assert_eq!(v.centre.len(), 4);
        assert_eq!(v.dealer, 0);
    }
}
