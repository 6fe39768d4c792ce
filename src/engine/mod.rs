//! The rules of Kemps as a pure, deterministic state machine (RULES.md).
//!
//! No clock, no global randomness, no browser: the game advances on timed inputs, every
//! shuffle comes from ChaCha20 seeded by the game seed and the round, and every change
//! is reported as events that the UI animates and the bots perceive.
//!
//! The vocabulary (`card`, `table`, `options`, `preset`, `rules`, `action`, `target`,
//! `event`, `error`) comes first; `game` holds the state and its clock, and the modules that
//! change it each add one part of its behaviour: `round` (deal, sweep, new centre, end of
//! round and game), `exchange`, `calls`. `deal`, `rules` and `table` are the trust
//! boundaries of a fixed deal, a rule set and a seat; `view` is what one seat may see, and
//! `copy` an owned copy of it; `shuffle` and `hash` keep every machine dealing and hashing
//! alike.

pub mod action;
mod calls;
pub mod card;
pub mod copy;
pub mod deal;
pub mod departures;
pub mod error;
pub mod event;
mod exchange;
pub mod game;
pub mod hash;
pub mod moves;
pub mod options;
mod preset;
mod round;
pub mod rules;
pub mod shuffle;
pub mod table;
pub mod target;
pub mod view;
pub mod word;

pub use action::{Action, CallKind, Cards4, Gesture};
pub use card::{Card, Hand, Rank, Suit};
pub use copy::SeatCopy;
pub use deal::{DealError, FixedDeal};
pub use error::RuleError;
pub use event::{CallRecord, CountWord, Event, RoundRecord, RoundResult, Standing, TimedEvent};
pub use game::{Game, Phase};
pub use rules::{
    Decks, InvalidRules, Order, Preset, RuleOptions, Rules, Scoring, StockOut, StopTarget,
    SwapRule, Unplayable, WrongStop,
};
pub use table::{BySeat, ByTeam, Seat, Table, TableError, Team};
pub use target::{CallTarget, Target};
pub use view::{SeatView, ViewSnapshot};
