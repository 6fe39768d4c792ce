//! A game's identity: what makes a game the same game elsewhere (deal, rules, table, bots),
//! and why a game cannot be played here. Set-ups, share links, match records and a friend's
//! welcome all carry this one type; it is checked here, wherever it came from.

use crate::i18n::Words;

use serde::{Deserialize, Serialize};

use crate::bots::LevelName;
use crate::engine::table::{MAX_TEAMS, MIN_TEAMS};
use crate::engine::{InvalidRules, Preset, RuleOptions, Rules, Unplayable};

/// Seeds stay below 2^53 so a page, a link and JavaScript all read them exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A game's identity: everything that makes it the same game elsewhere. Its serde form is
/// the body of a share link (postcard: these fields in this order, the options only when
/// some are changed), so a link, a record and the set-up all carry this one type.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameId {
    pub preset: Preset,
    pub teams: u8,
    pub level: LevelName,
    pub seed: u64,
    pub bots_seed: u64,
    #[serde(with = "changed_options")]
    pub options: RuleOptions,
}

/// Options as a link writes them: none at all when nothing is changed.
mod changed_options {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::engine::RuleOptions;

    pub fn serialize<S: Serializer>(o: &RuleOptions, s: S) -> Result<S::Ok, S::Error> {
        (*o != RuleOptions::default()).then_some(o).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<RuleOptions, D::Error> {
        Ok(Option::<RuleOptions>::deserialize(d)?.unwrap_or_default())
    }
}

/// Why a game cannot be played here: each is said to the player, never papered over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadGame {
    Teams(u8),
    /// A seed past `MAX_SEED`.
    Seed,
    /// `round_break_ms` paces the page, not the game: a game never carries it.
    RoundBreak,
    Invalid(InvalidRules),
    /// Valid rules no person could play in time (see `Rules::check_playable`).
    Unplayable(Unplayable),
}

/// Said to the player, in the words in use (after a colon, without a full stop).
impl BadGame {
    /// Said to the player in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match *self {
            BadGame::Teams(n) => tr!(
                w,
                LINK_BAD_TEAMS,
                least = MIN_TEAMS,
                most = MAX_TEAMS,
                teams = n
            ),
            BadGame::Seed => tr!(w, LINK_BAD_SEED),
            BadGame::RoundBreak => tr!(w, LINK_BAD_ROUND_BREAK),
            BadGame::Invalid(why) => invalid_rules_words(w, why),
            BadGame::Unplayable(why) => unplayable_words(w, why),
        }
    }
}

/// Options out of their range, in the words in use (the engine's own words are English,
/// for the command line).
pub fn invalid_rules_words(w: &Words, why: InvalidRules) -> String {
    match why {
        InvalidRules::Word => tr!(w, LINK_INVALID_WORD),
        InvalidRules::Lives => tr!(w, LINK_INVALID_LIVES),
        InvalidRules::Target => tr!(w, LINK_INVALID_TARGET),
        InvalidRules::IdleMs => tr!(w, LINK_INVALID_IDLE),
        InvalidRules::CountdownMs => tr!(w, LINK_INVALID_COUNTDOWN),
        InvalidRules::RoundBreakMs => tr!(w, LINK_INVALID_ROUND_BREAK),
    }
}

/// Rules no person could play, in the words in use.
pub fn unplayable_words(w: &Words, why: Unplayable) -> String {
    use crate::engine::rules::{MAX_COUNTDOWN_MS, MAX_IDLE_MS, MIN_COUNTDOWN_MS, MIN_IDLE_MS};
    match why {
        Unplayable::IdleTooShort(ms) => {
            tr!(w, LINK_UNPLAYABLE_IDLE_SHORT, ms = ms, least = MIN_IDLE_MS)
        }
        Unplayable::IdleTooLong(ms) => {
            tr!(w, LINK_UNPLAYABLE_IDLE_LONG, ms = ms, most = MAX_IDLE_MS)
        }
        Unplayable::CountdownTooShort(ms) => {
            tr!(
                w,
                LINK_UNPLAYABLE_COUNTDOWN_SHORT,
                ms = ms,
                least = MIN_COUNTDOWN_MS
            )
        }
        Unplayable::CountdownTooLong(ms) => {
            tr!(
                w,
                LINK_UNPLAYABLE_COUNTDOWN_LONG,
                ms = ms,
                most = MAX_COUNTDOWN_MS
            )
        }
        Unplayable::UnreadableWord => tr!(w, LINK_UNPLAYABLE_WORD),
    }
}

impl GameId {
    /// Classic, two teams, sharp bots, no option changed; the bots' seed is the deal's.
    pub fn new(seed: u64) -> GameId {
        GameId {
            preset: Preset::Classic,
            teams: 2,
            level: LevelName::Sharp,
            seed,
            bots_seed: seed,
            options: RuleOptions::default(),
        }
    }

    /// The rules this game is played with, or why it cannot be played: every game is
    /// checked here, whether it came from a link, a record, the address or the set-up.
    pub fn rules(&self) -> Result<Rules, BadGame> {
        if !(MIN_TEAMS..=MAX_TEAMS).contains(&self.teams) {
            return Err(BadGame::Teams(self.teams));
        }
        if self.seed > MAX_SEED || self.bots_seed > MAX_SEED {
            return Err(BadGame::Seed);
        }
        if self.options.round_break_ms.is_some() {
            return Err(BadGame::RoundBreak);
        }
        let rules = Rules::new(self.preset, &self.options).map_err(BadGame::Invalid)?;
        rules.check_playable().map_err(BadGame::Unplayable)?;
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules' reasons in words: English word for word as the engine's own (which the
    /// command line keeps), French in French.
    #[test]
    fn a_bad_game_is_said_in_the_words_in_use() {
        let w = &crate::i18n::english();
        use crate::i18n::{built_in, with_words, Lang};
        let invalid = [
            InvalidRules::Word,
            InvalidRules::Lives,
            InvalidRules::Target,
            InvalidRules::IdleMs,
            InvalidRules::CountdownMs,
            InvalidRules::RoundBreakMs,
        ];
        for why in invalid {
            assert_eq!(BadGame::Invalid(why).words(w), why.to_string());
        }
        let unplayable = [
            Unplayable::IdleTooShort(10),
            Unplayable::IdleTooLong(90_000),
            Unplayable::CountdownTooShort(0),
            Unplayable::CountdownTooLong(20_000),
            Unplayable::UnreadableWord,
        ];
        for why in unplayable {
            assert_eq!(BadGame::Unplayable(why).words(w), why.to_string());
        }
        assert_eq!(
            BadGame::Teams(9).words(w),
            "a table has 2 to 6 teams, not 9"
        );
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                BadGame::Unplayable(Unplayable::IdleTooLong(90_000)).words(w),
                "le donneur attendrait 90000 ms avant de compter, et après 60000 ms la table semble bloquée"
            );
            assert_eq!(
                BadGame::Seed.words(w),
                "son numéro de donne est hors limites"
            );
        });
    }

    #[test]
    fn options_have_one_serde_form_json_for_files_and_compact_for_links() {
        use crate::engine::rules::Switch;
        use crate::engine::Decks;
        let options = RuleOptions {
            double_calls: Some(Switch(true)),
            decks: Some(Decks::Auto),
            round_break_ms: Some(900),
            ..RuleOptions::default()
        };
        let json = serde_json::to_string(&options).expect("writes");
        assert!(json.contains(r#""double_calls":"on""#), "{json}");
        assert!(json.contains(r#""decks":"auto""#), "{json}");
        assert!(json.contains(r#""round_break_ms":900"#), "{json}");
        assert_eq!(
            serde_json::from_str::<RuleOptions>(&json).ok(),
            Some(options.clone())
        );
        // Compact: a switch is a bool, decks a byte, and the page's round break is not there.
        let bytes = postcard::to_allocvec(&options).expect("writes");
        let back: RuleOptions = postcard::from_bytes(&bytes).expect("reads");
        assert_eq!(
            back,
            RuleOptions {
                round_break_ms: None,
                ..options
            }
        );
        let mut bad = bytes.clone();
        let decks_at = bytes.len() - 3;
        assert_eq!(bad[decks_at], 0, "{bytes:?}");
        bad[decks_at] = 3;
        assert!(postcard::from_bytes::<RuleOptions>(&bad).is_err());
    }
}
