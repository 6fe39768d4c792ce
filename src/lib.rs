//! Kemps, the party card game of secret signals.
//!
//! `engine` holds the rules and `scenario` the command-line contract; both are pure Rust
//! and run natively. `ui` is the browser app and exists only on wasm32.

pub mod bots;
pub mod engine;
pub mod scenario;
pub mod session;
pub mod setup;
pub mod share;
pub mod sim;

#[cfg(target_arch = "wasm32")]
pub mod ui;
