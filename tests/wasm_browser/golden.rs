//! The golden deals, the pinned replay and the pinned bot-driven matches, checked inside
//! headless Chromium: the engine compiled to WebAssembly deals exactly what it deals
//! natively, and the bots take exactly the same time to react.
#![cfg(target_arch = "wasm32")]

use crate::bot_matches;
use crate::deal_vector::DealVector;
use kemps::sim::Recording;
use wasm_bindgen_test::*;

const DEALS: &str = include_str!("../golden/deals.json");
const REPLAY: &str = include_str!("../golden/replay.json");
const BOT_MATCHES: &str = include_str!("../golden/bot_matches.json");

#[wasm_bindgen_test]
fn golden_deals_are_dealt_the_same_in_the_browser() {
    let pinned: Vec<DealVector> = serde_json::from_str(DEALS).expect("golden JSON");
    assert!(pinned.len() >= 15);
    for want in &pinned {
        let got = DealVector::of(want.preset, want.teams, want.seed).expect("valid table");
        assert_eq!(&got, want, "seed {} at {} teams", want.seed, want.teams);
    }
}

#[derive(serde::Deserialize)]
struct Pinned {
    replay: Recording,
    state_hash: String,
    rounds: usize,
}

#[wasm_bindgen_test]
fn the_pinned_replay_reaches_the_same_hash_in_the_browser() {
    let pinned: Pinned = serde_json::from_str(REPLAY).expect("pinned replay");
    let (game, _) = pinned.replay.play().expect("plays");
    assert_eq!(format!("{:016x}", game.state_hash()), pinned.state_hash);
    assert_eq!(game.history().len(), pinned.rounds);
}

#[wasm_bindgen_test]
fn bot_driven_matches_reach_their_pinned_hashes_in_the_browser() {
    let pinned: bot_matches::Golden = serde_json::from_str(BOT_MATCHES).expect("golden JSON");
    bot_matches::check(&pinned);
}
