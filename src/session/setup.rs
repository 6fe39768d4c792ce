//! A match as the set-up screen describes it: rules, table, bot level, signal and seeds.

use crate::bots::LevelName;
use crate::engine::{Gesture, Preset, RuleOptions, Rules};

/// The break between rounds at the app's table: its round result stops the clock, so the
/// break after it can be short (the rules' default is for tables without one).
pub const ROUND_BREAK_MS: u32 = 600;

#[derive(Clone, Debug, PartialEq)]
pub struct MatchSetup {
    pub preset: Preset,
    /// Changes to the preset's options.
    pub options: RuleOptions,
    pub teams: u8,
    pub level: LevelName,
    /// Your team's secret signal.
    pub signal: Gesture,
    /// The deal.
    pub seed: u64,
    /// The bots' personalities and choices.
    pub bots_seed: u64,
}

impl MatchSetup {
    pub fn new(seed: u64) -> MatchSetup {
        MatchSetup {
            preset: Preset::Classic,
            options: RuleOptions::default(),
            teams: 2,
            level: LevelName::Sharp,
            signal: Gesture::Wink,
            seed,
            bots_seed: seed,
        }
    }

    /// The rules of this match. Options that do not validate fall back to the preset's.
    pub fn rules(&self) -> Rules {
        // The round result screen stops the clock, so the break after it can be short.
        let options = RuleOptions {
            round_break_ms: Some(self.options.round_break_ms.unwrap_or(ROUND_BREAK_MS)),
            ..self.options.clone()
        };
        Rules::new(self.preset, &options).unwrap_or_else(|_| Rules::preset(self.preset))
    }
}

impl MatchSetup {
    /// What makes this game the same game elsewhere (everything but your signal).
    pub fn game_id(&self) -> super::record::GameId {
        super::record::GameId {
            seed: self.seed,
            bots_seed: self.bots_seed,
            preset: self.preset,
            teams: self.teams,
            level: self.level,
            options: RuleOptions {
                round_break_ms: None,
                ..self.options.clone()
            },
        }
    }

    pub fn from_game(game: &super::record::GameId, signal: Gesture) -> MatchSetup {
        MatchSetup {
            preset: game.preset,
            options: game.options.clone(),
            teams: game.teams,
            level: game.level,
            signal,
            seed: game.seed,
            bots_seed: game.bots_seed,
        }
    }
}
