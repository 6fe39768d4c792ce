//! Kemps, the party card game of secret signals.
//!
//! The layers, each using only those before it (`engine ← bots ← game_id ← narration ←
//! friends ← session ← share, links, ui`), with the words (`i18n`) below them all:
//! - `engine`: the rules, a pure deterministic state machine (no clock, no global
//!   randomness, no browser); `scenario`: the command-line contract (`kemps-cli play`)
//!   over it; `sim`: random legal games, for the throughput benchmark and property tests;
//! - `bots`: players that decide from their seat's view, and bot-only match statistics;
//! - `game_id`: a game's identity (deal, rules, table, bots), checked wherever it came
//!   from, and why a game cannot be played;
//! - `narration`: the game in words — calls, cards, seat names, the ticker's sentences,
//!   captions, headlines — formatted when shown from data the match holds, with the words
//!   and the naming passed as values;
//! - `friends`: playing with a friend over WebRTC, with no server — the messages between
//!   the pages, the host's side of each friend and a friend's copy of the table, the way to
//!   the table and back, and the invite and reply links (`friends::net`);
//! - `session`: a match as the player lives it — the set-up, the clock, input, the feed,
//!   review, the record, saved data and what an address asks for;
//! - `share`: the formats that carry a game or a record out of the page (links, replays)
//!   and the daily deal;
//! - `ui`: the browser app, which exists only on wasm32.
//!
//! Everything but `ui` is pure Rust and runs natively.

// First, so that `tr!` is known in every module after it.
#[macro_use]
pub mod i18n;
pub mod bots;
pub mod engine;
pub mod envelope;
pub mod friends;
pub mod game_id;
pub mod links;
pub mod narration;
pub mod scenario;
pub mod session;
pub mod share;
pub mod sim;

#[cfg(target_arch = "wasm32")]
pub mod ui;
