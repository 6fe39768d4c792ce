//! The native integration tests, one test binary: one link instead of one per file, and
//! libtest runs every file's tests side by side (the fuzzing's long test on one core, the
//! bots' statistics and the rest on the other). `cargo test --test native` runs them all;
//! `cargo test --test native fuzz::` one file's.
//!
//! A new file of native tests is a module here. Proptest keeps the failing cases it has seen
//! for a module file in tests/proptest-regressions/ (net_fuzz.txt, properties.txt) and
//! replays them first. The tests that run in headless Chromium are
//! one binary too (tests/wasm_browser.rs), so that one browser is started for all of them.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../support/bot_matches.rs"]
mod bot_matches;
#[path = "../support/deal_vector.rs"]
mod deal_vector;

mod bot_targets;
mod bots;
mod caught;
mod cli;
mod cpu_time;
mod fuzz;
mod fuzz_saved;
mod golden;
mod golden_bot_matches;
mod net_fuzz;
mod properties;
mod replay;
mod scenarios;
mod share;
