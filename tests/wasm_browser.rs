//! The tests that run in headless Chromium, one test binary: wasm-bindgen-test-runner starts
//! ChromeDriver and Chromium and prepares a Wasm once for all of them. They run one after
//! another in one page (wasm-bindgen-test runs one test at a time), each on its own mount
//! point. `cargo test --target wasm32-unknown-unknown --test wasm_browser` runs them all;
//! add ` -- golden::` for one file's.
#![cfg(target_arch = "wasm32")]

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

#[path = "support/bot_matches.rs"]
mod bot_matches;
#[path = "support/deal_vector.rs"]
mod deal_vector;

#[path = "wasm_browser/app.rs"]
mod app;
#[path = "wasm_browser/golden.rs"]
mod golden;
#[path = "wasm_browser/lessons.rs"]
mod lessons;
#[path = "wasm_browser/net.rs"]
mod net;
#[path = "wasm_browser/packing.rs"]
mod packing;
#[path = "wasm_browser/peer.rs"]
mod peer;
