//! The bots: players that decide from their seat's view and the events they perceive, with
//! human reaction times, human mistakes, secret signals hidden among decoys, and opponents
//! who learn a signal that is used too often. Pure Rust, like the engine: no browser crate.

pub mod bot;
pub mod cards;
mod intent;
pub mod level;
pub mod memory;
pub mod perception;
pub mod runner;
pub mod signal_set;
pub mod signals;
pub mod simulate;
pub mod timing;

pub use bot::{Bot, BotSetup};
pub use level::{Level, LevelName, Personality};
pub use memory::Read;
pub use perception::Seen;
pub use runner::{bot_players, Player, TableRunner};
pub use signal_set::Signals;
pub use signals::SignalPolicy;
pub use simulate::{simulate, Script, SimConfig, SimReport};
