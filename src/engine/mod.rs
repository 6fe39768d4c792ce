//! The rules of Kemps as a pure, deterministic state machine (RULES.md).
//!
//! No clock, no global randomness, no browser: the game advances on timed inputs, every
//! shuffle comes from ChaCha20 seeded by the game seed and the round, and every change
//! is reported as events that the UI animates and the bots perceive.

pub mod action;
pub mod calls;
pub mod card;
pub mod deal;
pub mod departures;
pub mod error;
pub mod event;
pub mod exchange;
pub mod game;
pub mod hash;
pub mod moves;
pub mod replay;
mod round;
pub mod rules;
pub mod shuffle;
pub mod table;
pub mod target;
pub mod view;

pub use action::{Action, CallKind, Cards4, Gesture};
pub use card::{Card, Hand, Rank, Suit};
pub use deal::{DealError, FixedDeal};
pub use error::RuleError;
pub use event::{CallRecord, CountWord, Event, RoundRecord, RoundResult, Standing, TimedEvent};
pub use game::{Game, Phase};
pub use rules::{
    Decks, InvalidRules, Order, Preset, RuleOptions, Rules, Scoring, StockOut, StopTarget,
    SwapRule, WrongStop,
};
pub use table::{BySeat, ByTeam, Seat, Table, TableError, Team};
pub use target::{CallTarget, Target};
pub use view::{SeatView, ViewSnapshot};
