//! What `kemps-cli simulate` is asked to play: the table, the bots' levels, and
//! optionally a scripted player in seat 0.

use serde::Serialize;

use crate::bots::level::LevelName;
use crate::bots::signal_set::Signals;
use crate::bots::signals::SignalPolicy;
use crate::engine::{Gesture, Preset};

/// A scripted player in seat 0, for measuring how the opponents learn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Script {
    /// Always the same signal; fidgets with three other gestures.
    Fixed,
    /// A new signal every round; fidgets with three other gestures.
    Rotating,
    /// Three signals, used in turn (each signal the next of the three); fidgets with three
    /// other gestures.
    Spread,
}

impl Script {
    pub fn from_name(name: &str) -> Option<Script> {
        match name {
            "fixed" => Some(Script::Fixed),
            "rotating" => Some(Script::Rotating),
            "spread" => Some(Script::Spread),
            _ => None,
        }
    }

    /// The fidgets of the scripted player (never one of its signals).
    pub const DECOYS: [Gesture; 3] = [Gesture::Yawn, Gesture::Shrug, Gesture::HeadTilt];

    /// The spread player's three signals.
    pub const SPREAD: Signals =
        Signals::three(Gesture::EarTug, Gesture::ChinStroke, Gesture::TableTap);

    pub(super) fn policy(self) -> SignalPolicy {
        match self {
            Script::Fixed => SignalPolicy::Fixed(Signals::one(Gesture::EarTug)),
            Script::Spread => SignalPolicy::Fixed(Script::SPREAD),
            Script::Rotating => SignalPolicy::Rotating(
                Gesture::ALL
                    .iter()
                    .copied()
                    .filter(|g| !Script::DECOYS.contains(g))
                    .collect(),
            ),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SimConfig {
    pub matches: u32,
    pub preset: Preset,
    pub teams: u8,
    pub levels: Vec<LevelName>,
    pub seed: u64,
    pub script: Option<Script>,
    pub speed: f64,
}
