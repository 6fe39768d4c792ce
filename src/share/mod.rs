//! Games that leave the page: share links, deal codes, the daily deal and replays. Pure
//! Rust, so every format is tested (and fuzzed) natively.

pub mod code;
pub mod daily;
pub mod link;
pub mod replay;

pub use code::{deal_code, parse_deal_code};
pub use link::{GameId, LinkError};
pub use replay::{LogEntry, MatchRecord};
