//! A match as the set-up screen describes it: the game (rules, table, bot level, seeds) and
//! your signal.

use super::challenge::MatchResult;
use super::settings::Speed;
use crate::bots::{LevelName, Signals};
use crate::engine::{Gesture, Preset, RuleOptions, Rules};
use crate::game_id::{BadGame, GameId};
use crate::i18n::Words;
use crate::narration::words::{level_title, preset_title};

/// The break between rounds at the app's table: its round result stops the clock, so the
/// break after it can be short (the rules' default, 3 s, is for tables without one).
pub const ROUND_BREAK_MS: u32 = 600;

#[derive(Clone, Debug, PartialEq)]
pub struct MatchSetup {
    /// What makes this game the same game elsewhere.
    pub game: GameId,
    /// Your team's secret signals (one to three: any of them means four of a kind).
    pub signals: Signals,
    /// A friend's result on this deal, to beat (from a challenge link).
    pub challenge: Option<MatchResult>,
}

impl MatchSetup {
    /// Classic, two teams, sharp bots, a wink; the bots' seed is the deal's.
    pub fn new(seed: u64) -> MatchSetup {
        MatchSetup {
            game: GameId::new(seed),
            signals: Signals::one(Gesture::Wink),
            challenge: None,
        }
    }

    /// The set-up a newcomer's first match starts from: as `new`, with Casual bots.
    pub fn first(seed: u64) -> MatchSetup {
        let mut setup = MatchSetup::new(seed);
        setup.game.level = LevelName::Casual;
        setup
    }

    /// This set-up with another deal. The bots' seed follows the deal's, so that the same deal
    /// number always meets the same bots.
    pub fn with_deal(&self, seed: u64) -> MatchSetup {
        let mut setup = self.clone();
        setup.game.seed = seed;
        setup.game.bots_seed = seed;
        setup
    }

    /// Another preset, with its own options: options chosen under the last one do not carry
    /// over.
    pub fn set_preset(&mut self, preset: Preset) {
        self.game.preset = preset;
        self.game.options = RuleOptions::default();
    }

    /// The match in one line, as the set-up screen shows it, with the deal code as typed:
    /// "Classic · 4 players · Casual bots · Normal speed · deal 7QX2-M9PA".
    pub fn summary(&self, w: &Words, speed: Speed, deal: &str) -> String {
        tr!(
            w,
            MENU_SETUP_SUMMARY,
            preset = preset_title(w, self.game.preset),
            players = self.game.teams * 2,
            level = level_title(w, self.game.level),
            speed = speed_title(w, speed),
            deal = deal,
        )
    }

    /// The rules of this match at the page's table (its short round break), or why the
    /// game cannot be played.
    pub fn rules(&self) -> Result<Rules, BadGame> {
        self.game.rules()?;
        let options = RuleOptions {
            round_break_ms: Some(ROUND_BREAK_MS),
            ..self.game.options.clone()
        };
        Rules::new(self.game.preset, &options).map_err(BadGame::Invalid)
    }
}

/// A speed by name, in the words in use: "Normal".
pub fn speed_title(w: &Words, speed: Speed) -> String {
    match speed {
        Speed::Relaxed => tr!(w, MENU_SPEED_RELAXED),
        Speed::Normal => tr!(w, MENU_SPEED_NORMAL),
        Speed::Quick => tr!(w, MENU_SPEED_QUICK),
        Speed::Fast => tr!(w, MENU_SPEED_FAST),
    }
}

/// A preset in one plain sentence, for the set-up screen.
pub fn preset_summary(w: &Words, preset: Preset) -> String {
    match preset {
        Preset::Classic => tr!(w, MENU_PRESET_CLASSIC_SUMMARY),
        Preset::Hearts => tr!(w, MENU_PRESET_HEARTS_SUMMARY),
        Preset::Party => tr!(w, MENU_PRESET_PARTY_SUMMARY),
        Preset::Tournament => tr!(w, MENU_PRESET_TOURNAMENT_SUMMARY),
    }
}

/// How the bots of a level play, in one line for the set-up screen.
pub fn level_description(w: &Words, level: LevelName) -> String {
    match level {
        LevelName::Casual => tr!(w, MENU_LEVEL_CASUAL_DESCRIPTION),
        LevelName::Sharp => tr!(w, MENU_LEVEL_SHARP_DESCRIPTION),
        LevelName::Ruthless => tr!(w, MENU_LEVEL_RUTHLESS_DESCRIPTION),
    }
}

/// A table of `players`, as the set-up screen offers it: "8 players".
pub fn players(w: &Words, players: u8) -> String {
    tr!(w, MENU_SETUP_PLAYERS, count = players)
}

/// Why the match cannot start: `why` is what is wrong with the rules.
pub fn rules_refused(w: &Words, why: &str) -> String {
    tr!(w, MENU_SETUP_RULES_REFUSED, why = why)
}

/// A set-up of deal `seed` with another preset and bot level (for tests).
#[cfg(test)]
pub fn set_up(seed: u64, preset: Preset, level: LevelName) -> MatchSetup {
    let mut setup = MatchSetup::new(seed);
    setup.game.preset = preset;
    setup.game.level = level;
    setup
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{InvalidRules, Unplayable};
    use crate::game_id::MAX_SEED;

    #[test]
    fn a_first_match_is_against_casual_bots_and_links_keep_their_sharp_default() {
        let first = MatchSetup::first(7);
        assert_eq!(first.game.level, LevelName::Casual);
        // Only the level differs: an address without a level still means Sharp bots.
        let plain = MatchSetup::new(7);
        assert_eq!(plain.game.level, LevelName::Sharp);
        assert_eq!(
            GameId {
                level: LevelName::Sharp,
                ..first.game.clone()
            },
            plain.game
        );
    }

    #[test]
    fn another_deal_brings_its_own_bots_and_keeps_the_rest() {
        let mut setup = set_up(7, Preset::Party, LevelName::Ruthless);
        setup.game.bots_seed = 99;
        let other = setup.with_deal(12);
        assert_eq!((other.game.seed, other.game.bots_seed), (12, 12));
        assert_eq!(
            (other.game.preset, other.game.level),
            (Preset::Party, LevelName::Ruthless)
        );
        assert_eq!(other.signals, setup.signals);
    }

    #[test]
    fn a_new_preset_brings_its_own_options() {
        let mut setup = MatchSetup::new(1);
        setup.game.options.double_calls = Some(crate::engine::rules::Switch(true));
        setup.set_preset(Preset::Hearts);
        assert_eq!(setup.game.preset, Preset::Hearts);
        assert_eq!(setup.game.options, RuleOptions::default());
    }

    #[test]
    fn the_summary_says_the_match_in_one_line() {
        let w = &crate::i18n::english();
        let setup = set_up(5, Preset::Party, LevelName::Casual);
        assert_eq!(
            setup.summary(w, Speed::Fast, "7QX2-M9PA"),
            "Party · 4 players · Casual bots · Fast speed · deal 7QX2-M9PA"
        );
    }

    #[test]
    fn the_set_up_s_words_follow_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        let setup = set_up(5, Preset::Party, LevelName::Casual);
        with_words(built_in(Lang::De), |w| {
            // German names the level and the speed after their nouns.
            assert_eq!(
                setup.summary(w, Speed::Fast, "7QX2-M9PA"),
                "Party · 4 Spieler · Bots: Gemütlich · Tempo: Rasant · Spiel 7QX2-M9PA"
            );
        });
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                setup.summary(w, Speed::Normal, "7QX2-M9PA"),
                "Soirée · 4 joueurs · bots Détendus · vitesse Normale · donne 7QX2-M9PA"
            );
            assert_eq!(players(w, 12), "12 joueurs");
            assert_eq!(speed_title(w, Speed::Relaxed), "Lente");
            assert!(preset_summary(w, Preset::Classic).starts_with("Qui complète K-E-M-P-S"));
            assert!(level_description(w, LevelName::Casual).starts_with("Lents et tranquilles"));
            assert_eq!(
                rules_refused(w, "il faut au moins une vie"),
                "Ces règles ne peuvent pas être jouées : il faut au moins une vie."
            );
            assert_eq!(
                tr!(w, MENU_SETUP_YOUR_SIGNALS, count = 2),
                "Vos signaux secrets"
            );
        });
    }

    /// The set-up screen's English is the engine's: the level descriptions and preset
    /// summaries the engine keeps for itself, the speeds' titles.
    #[test]
    fn english_set_up_words_are_the_engine_s() {
        let w = &crate::i18n::english();
        for level in LevelName::ALL {
            assert_eq!(level_description(w, level), level.description());
        }
        for preset in Preset::ALL {
            assert_eq!(preset_summary(w, preset), preset.summary());
        }
        for speed in Speed::ALL {
            assert_eq!(speed_title(w, speed), speed.title());
        }
        assert_eq!(players(w, 8), "8 players");
        assert_eq!(
            rules_refused(w, "a match needs at least one life"),
            "These rules cannot be played: a match needs at least one life."
        );
        assert_eq!(
            tr!(w, MENU_SETUP_YOUR_SIGNALS, count = 1),
            "Your secret signal"
        );
        assert_eq!(
            tr!(w, MENU_SETUP_YOUR_SIGNALS, count = 3),
            "Your secret signals"
        );
    }

    #[test]
    fn a_game_that_cannot_be_played_says_why_and_never_becomes_the_preset() {
        let mut game = MatchSetup::new(3).game;
        assert!(game.rules().is_ok());
        game.options.lives = Some(0);
        assert_eq!(game.rules(), Err(BadGame::Invalid(InvalidRules::Lives)));
        game.options.lives = None;
        game.options.idle_ms = Some(10);
        assert_eq!(
            game.rules(),
            Err(BadGame::Unplayable(Unplayable::IdleTooShort(10)))
        );
        game.options.idle_ms = None;
        game.teams = 7;
        assert_eq!(game.rules(), Err(BadGame::Teams(7)));
        game.teams = 2;
        game.seed = MAX_SEED + 1;
        assert_eq!(game.rules(), Err(BadGame::Seed));
        let mut setup = MatchSetup::new(3);
        setup.game.options.lives = Some(0);
        assert!(setup.rules().is_err());
        assert!(crate::session::Match::new(setup, 1.0).is_err());
    }

    #[test]
    fn a_game_never_carries_the_pages_round_break() {
        let mut game = MatchSetup::new(3).game;
        game.options.round_break_ms = Some(3_000);
        assert_eq!(game.rules(), Err(BadGame::RoundBreak));
        let setup = MatchSetup::new(3);
        assert_eq!(
            setup.rules().map(|r| r.round_break_ms()),
            Ok(crate::session::setup::ROUND_BREAK_MS)
        );
    }
}
