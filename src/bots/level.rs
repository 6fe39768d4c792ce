//! How good a bot is (its level) and how it behaves within that level (its personality).

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::engine::Gesture;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LevelName {
    Casual,
    Sharp,
    Ruthless,
}

impl LevelName {
    pub const ALL: [LevelName; 3] = [LevelName::Casual, LevelName::Sharp, LevelName::Ruthless];

    pub const fn name(self) -> &'static str {
        match self {
            LevelName::Casual => "casual",
            LevelName::Sharp => "sharp",
            LevelName::Ruthless => "ruthless",
        }
    }

    pub const fn title(self) -> &'static str {
        match self {
            LevelName::Casual => "Casual",
            LevelName::Sharp => "Sharp",
            LevelName::Ruthless => "Ruthless",
        }
    }

    /// One line for the set-up screen.
    pub const fn description(self) -> &'static str {
        match self {
            LevelName::Casual => {
                "Slow and easygoing: they rarely notice a signal, and keep theirs until you catch it."
            }
            LevelName::Sharp => {
                "Seen twice just before your four of a kind, a gesture is read: repeat it and they stop you. They change a signal you catch."
            }
            LevelName::Ruthless => {
                "Once is enough: a gesture seen just before your Kemps is read, and repeating it races your partner. They use two or three signals in turn."
            }
        }
    }

    pub fn from_name(name: &str) -> Option<LevelName> {
        LevelName::ALL.into_iter().find(|l| l.name() == name)
    }

    pub const fn level(self) -> Level {
        match self {
            LevelName::Casual => Level {
                name: self,
                reaction_median_ms: 1300.0,
                reaction_sigma: 0.5,
                call_reaction_median_ms: 850.0,
                stop_reflex: 1.0,
                miss_rate: 0.12,
                partner_attention: 0.82,
                opponent_attention: 0.35,
                watch_attention: 0.5,
                learning_rate: 0.5,
                belief_threshold: 0.8,
                min_hits: 3,
                decoys_per_minute: 3.0,
                card_sense: 0.55,
                tell_weight: 0.0,
            },
            LevelName::Sharp => Level {
                name: self,
                reaction_median_ms: 850.0,
                reaction_sigma: 0.45,
                call_reaction_median_ms: 600.0,
                stop_reflex: 0.8,
                miss_rate: 0.05,
                partner_attention: 0.92,
                opponent_attention: 0.7,
                watch_attention: 0.9,
                learning_rate: 1.0,
                belief_threshold: 0.6,
                min_hits: 2,
                decoys_per_minute: 5.0,
                card_sense: 0.85,
                tell_weight: 0.15,
            },
            LevelName::Ruthless => Level {
                name: self,
                reaction_median_ms: 560.0,
                reaction_sigma: 0.4,
                call_reaction_median_ms: 380.0,
                stop_reflex: 0.75,
                miss_rate: 0.02,
                partner_attention: 0.98,
                opponent_attention: 0.8,
                watch_attention: 0.95,
                learning_rate: 1.0,
                belief_threshold: 0.45,
                min_hits: 1,
                decoys_per_minute: 7.0,
                card_sense: 1.0,
                tell_weight: 0.3,
            },
        }
    }
}

/// The parameters of a level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub name: LevelName,
    /// Median delay before acting on a change of the centre (log-normal).
    pub reaction_median_ms: f64,
    pub reaction_sigma: f64,
    /// Median delay between noticing a signal and shouting the call.
    pub call_reaction_median_ms: f64,
    /// Multiplies the call delay for a stop on a signal the bot already believes in.
    pub stop_reflex: f64,
    /// Chance to overlook a chance to exchange.
    pub miss_rate: f64,
    /// Chance to notice a gesture of the partner, and of an opponent.
    pub partner_attention: f64,
    pub opponent_attention: f64,
    /// Chance to notice a gesture of an opponent whose signal the bot believes it knows.
    pub watch_attention: f64,
    /// Share of noticed gestures that are remembered for learning.
    pub learning_rate: f64,
    /// How sure a bot must be that a gesture is a seat's signal before it calls stop.
    pub belief_threshold: f64,
    /// How many times a gesture must have come just before a four of a kind to be believed
    /// (see `memory`: the last gesture before it counts 1, another in the window a half).
    pub min_hits: u32,
    pub decoys_per_minute: f64,
    /// Chance to make the best exchange rather than a plausible one; below 1 the bot
    /// also forgets which cards are dead.
    pub card_sense: f64,
    /// How much a player who stopped swapping makes their next gesture suspicious.
    pub tell_weight: f64,
}

/// Habits that vary between bots of one level, drawn from the seed.
#[derive(Clone, Debug, PartialEq)]
pub struct Personality {
    /// Multiplies the level's decoy rate.
    pub fidgety: f64,
    /// Lowers the belief a stop needs (a nervous player calls sooner).
    pub nerves: f64,
    /// Multiplies reaction times.
    pub tempo: f64,
    /// The decoys this player likes to make.
    pub habits: [Gesture; 3],
}

impl Personality {
    pub fn draw(seed: u64, seat: u8) -> Personality {
        let mut rng = ChaCha8Rng::seed_from_u64(
            seed ^ (0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1)),
        );
        let mut unit = || (rng.next_u32() as f64) / (u32::MAX as f64);
        let fidgety = 0.6 + 0.8 * unit();
        let nerves = 0.1 * unit();
        let tempo = 0.85 + 0.3 * unit();
        let mut gestures = Gesture::ALL.to_vec();
        let mut habits = [Gesture::Wink; 3];
        for habit in habits.iter_mut() {
            let i = (unit() * gestures.len() as f64) as usize % gestures.len();
            *habit = gestures.swap_remove(i);
        }
        Personality {
            fidgety,
            nerves,
            tempo,
            habits,
        }
    }
}
