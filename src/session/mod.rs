//! The game as the player lives it, between the bots and the screen: set-up, settings, the
//! live match, the words for events and the keys. Pure Rust: it runs and is tested natively,
//! and the browser app only feeds it real time and the player's presses.

pub mod address;
pub mod app;
pub mod challenge;
pub mod clock;
pub mod feed;
pub mod friend;
pub mod headline;
pub mod ice;
pub mod input;
pub mod keys;
pub mod link_error;
pub mod loading;
pub mod menus;
pub mod names;
pub mod narrate;
pub mod pages;
pub mod play;
pub mod record;
pub mod review;
pub mod said;
pub mod saved;
pub mod seats;
pub mod settings;
pub mod setup;
pub mod sounds;
pub mod stepped;
pub mod tutorial;
pub mod words;

pub use keys::{command_for, key_help, Command, KeyContext};
pub use play::{Match, MatchPhase, MatchSummary, RoundSummary, Sound};
pub use settings::{Settings, Speed};
pub use setup::MatchSetup;
