//! The game as the player lives it, between the narration and the screen: set-up, settings,
//! the live match, the feed and the keys; its sentences are worded by `narration`. Pure
//! Rust: it runs and is tested natively, and the browser app only feeds it real time and the
//! player's presses.

pub mod address;
pub mod app;
pub mod challenge;
pub mod clock;
pub mod feed;
pub mod input;
pub mod keys;
pub mod link_error;
pub mod loading;
pub mod pages;
pub mod play;
pub mod record;
pub mod review;
pub mod said;
pub mod saved;
pub mod settings;
pub mod setup;
pub mod sounds;
pub mod tutorial;

pub use keys::{command_for, key_help, Command, KeyContext};
pub use play::{Match, MatchPhase, MatchSummary, RoundSummary, Sound};
pub use settings::{Settings, Speed};
pub use setup::MatchSetup;
