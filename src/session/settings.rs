//! The player's settings. Kept for the session; saving them is the sharing issue's.

use serde::{Deserialize, Serialize};

/// How fast the game clock runs: every timer and every bot's reaction scale with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    Relaxed,
    Normal,
    Quick,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Relaxed, Speed::Normal, Speed::Quick, Speed::Fast];

    pub const fn factor(self) -> f64 {
        match self {
            Speed::Relaxed => 0.75,
            Speed::Normal => 1.0,
            Speed::Quick => 1.5,
            Speed::Fast => 2.5,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Speed::Relaxed => "relaxed",
            Speed::Normal => "normal",
            Speed::Quick => "quick",
            Speed::Fast => "fast",
        }
    }

    pub const fn title(self) -> &'static str {
        match self {
            Speed::Relaxed => "Relaxed",
            Speed::Normal => "Normal",
            Speed::Quick => "Quick",
            Speed::Fast => "Fast",
        }
    }

    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub speed: Speed,
    pub sound: bool,
    /// Gestures become brief still poses instead of animations.
    pub reduced_motion: bool,
    /// Every gesture is written under the player and announced ("Ada tugs an ear").
    pub captions: bool,
    /// Clubs green and diamonds blue, so that no two suits share a colour.
    pub four_colour: bool,
}

impl Settings {
    /// Defaults, with reduced motion on when the system asks for it.
    pub fn defaults(system_reduced_motion: bool) -> Settings {
        Settings {
            speed: Speed::Normal,
            sound: true,
            reduced_motion: system_reduced_motion,
            captions: false,
            four_colour: false,
        }
    }
}
