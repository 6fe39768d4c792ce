//! What `kemps-cli simulate` is asked to play: the table, the bots' levels, and
//! optionally a scripted player in seat 0.

use serde::Serialize;

use crate::bots::level::LevelName;
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
}

impl Script {
    pub fn from_name(name: &str) -> Option<Script> {
        match name {
            "fixed" => Some(Script::Fixed),
            "rotating" => Some(Script::Rotating),
            _ => None,
        }
    }

    /// The fidgets of the scripted player (never one of its signals).
    pub const DECOYS: [Gesture; 3] = [Gesture::Yawn, Gesture::Shrug, Gesture::HeadTilt];

    pub(super) fn policy(self) -> SignalPolicy {
        match self {
            Script::Fixed => SignalPolicy::Fixed(Gesture::EarTug),
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
