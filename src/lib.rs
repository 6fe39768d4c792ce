//! Kemps, the party card game of secret signals.
//!
//! The layers, each meant to use only those before it (today `session` still reads
//! `share`'s records and `setup`'s address parameters):
//! - `engine`: the rules, a pure deterministic state machine (no clock, no global
//!   randomness, no browser);
//! - `bots`: players that decide from their seat's view, and bot-only match statistics;
//!   `sim`: random legal games, for the throughput benchmark and the property tests;
//!   `scenario`: the command-line contract (`kemps-cli play`);
//! - `session`: a match as the player lives it, from set-up to the round's result;
//! - `share`: links, replays and the daily deal; `setup`: what a page address asks for;
//! - `ui`: the browser app, which exists only on wasm32.
//!
//! Everything but `ui` is pure Rust and runs natively.

pub mod bots;
pub mod engine;
pub mod scenario;
pub mod session;
pub mod share;
pub mod sim;

#[cfg(target_arch = "wasm32")]
pub mod ui;
