//! Share links: everything that makes a game the same game for a friend (format version,
//! deal, rules and any changed options, table, bot level, the bots' seed) in the fragment of
//! the address, so any static host serves it under any path with no rewrite.
//!
//! Layout: `version byte · postcard body · CRC-32 (little-endian)`, written in strict
//! Crockford base 32. The checksum catches a cut, a changed or a swapped symbol; a link from
//! a newer format says so rather than opening some other game.

pub use crate::game_id::{BadGame, GameId, MAX_SEED};
pub use crate::session::link_error::{
    BadRules, LinkError, LINK_VERSION, MAX_ENTRIES, MAX_RECORD_MS,
};

pub use crate::envelope::{from_base32, open_envelope, seal, to_base32, unseal, SYMBOLS};

impl GameId {
    /// The fragment of a share link, without its `#`.
    pub fn encode(&self) -> String {
        let body = postcard::to_allocvec(self).unwrap_or_default();
        to_base32(&seal(LINK_VERSION, &body))
    }

    /// Reads a link's fragment (with or without `#`). Every way a link can be wrong gives
    /// a `LinkError`; nothing panics, and a damaged link never opens another game.
    pub fn decode(fragment: &str) -> Result<GameId, LinkError> {
        let text = fragment.strip_prefix('#').unwrap_or(fragment);
        if text.is_empty() {
            return Err(LinkError::Empty);
        }
        let body = open_envelope(text, LINK_VERSION)?;
        let (game, rest): (GameId, &[u8]) =
            postcard::take_from_bytes(&body).map_err(|_| LinkError::Garbled)?;
        if !rest.is_empty() {
            return Err(LinkError::Garbled);
        }
        game.rules()?;
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{InvalidRules, Unplayable};

    #[test]
    fn every_reason_fits_a_link_a_file_and_the_saved_match() {
        let w = &crate::i18n::english();
        // Said after a heading that names what was refused: no reason names it again.
        let reasons = [
            LinkError::Empty,
            LinkError::BadSymbol('~'),
            LinkError::Damaged,
            LinkError::NewerVersion(9),
            LinkError::EarlierVersion(0),
            LinkError::Garbled,
            LinkError::BadRules(BadRules::Teams(9)),
            LinkError::TooLarge,
            LinkError::TooLong(MAX_RECORD_MS + 1),
            LinkError::TooManyEntries(MAX_ENTRIES as u64 + 1),
            LinkError::EntryAfterEnd,
            LinkError::ImpossibleResult,
            LinkError::EarlierBots,
        ];
        for reason in reasons {
            let words = reason.words(w);
            assert!(words.starts_with("It"), "{words}");
            for named in ["link", "file", "replay"] {
                assert!(!words.contains(named), "{words}");
            }
        }
    }
    /// The reasons in French; a replay's length keeps its minutes in two digits.
    #[test]
    fn the_reasons_are_said_in_the_words_in_use() {
        let w = &crate::i18n::english();
        use crate::i18n::{built_in, with_words, Lang};
        assert_eq!(
            LinkError::TooLong(65 * 60_000).words(w),
            "It says it lasts 1 h 05 min of game time; Kemps keeps at most the first 2 hours of a match."
        );
        with_words(built_in(Lang::Fr), |w| {
            assert_eq!(
                LinkError::TooLong(65 * 60_000).words(w),
                "Il dit durer 1 h 05 min de jeu ; Kemps garde au plus les 2 premières heures d'une partie."
            );
            assert_eq!(
                LinkError::BadSymbol('~').words(w),
                "Il contient un caractère qui n'a rien à y faire (\"~\") : il a sans doute été modifié à la main ou par un programme."
            );
            assert_eq!(
                LinkError::BadRules(BadRules::Invalid(InvalidRules::Lives)).words(w),
                "Il demande des règles que ce jeu ne sait pas jouer : lives doit aller de 1 à 99."
            );
        });
    }

    use crate::bots::LevelName;
    use crate::engine::rules::Switch;
    use crate::engine::{Decks, Order, Preset, RuleOptions, Rules};

    fn id(preset: Preset, teams: u8) -> GameId {
        GameId {
            seed: 0xAB_CDEF_1234,
            bots_seed: 0x98_7654_3210,
            preset,
            teams,
            level: LevelName::Sharp,
            options: RuleOptions::default(),
        }
    }

    #[test]
    fn a_preset_game_fits_in_sixty_characters_and_round_trips() {
        for preset in Preset::ALL {
            for teams in 2..=6 {
                let g = id(preset, teams);
                let link = g.encode();
                assert!(
                    link.len() < 60, // with its "#", at most 60
                    "#{link} is {} characters",
                    link.len() + 1
                );
                assert_eq!(GameId::decode(&format!("#{link}")), Ok(g));
            }
        }
        let biggest = GameId {
            seed: MAX_SEED,
            bots_seed: MAX_SEED,
            ..id(Preset::Tournament, 6)
        };
        assert!(biggest.encode().len() < 60);
    }

    #[test]
    fn changed_options_travel_too() {
        let options = RuleOptions {
            word: Some("HORSE".into()),
            order: Some(Order::PickFirst),
            double_calls: Some(Switch(true)),
            decks: Some(Decks::Two),
            idle_ms: Some(1800),
            ..Default::default()
        };
        let g = GameId {
            options,
            ..id(Preset::Hearts, 3)
        };
        let back = GameId::decode(&g.encode()).expect("decodes");
        assert_eq!(back, g);
        assert_eq!(back.rules().expect("a playable game").word(), "HORSE");
    }

    #[test]
    fn every_changed_symbol_and_every_cut_is_an_error() {
        let link = id(Preset::Party, 4).encode();
        let symbols = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
        for i in 0..link.len() {
            for c in symbols.chars().chain(['a', 'u', 'I', '-', '~', 'é']) {
                let mut changed: Vec<char> = link.chars().collect();
                if changed[i] == c {
                    continue;
                }
                changed[i] = c;
                let changed: String = changed.into_iter().collect();
                assert!(GameId::decode(&changed).is_err(), "{changed} opened a game");
            }
            assert!(
                GameId::decode(&link[..i]).is_err(),
                "cut to {i} symbols opened a game"
            );
        }
    }

    #[test]
    fn valid_rules_no_person_could_play_do_not_open() {
        let w = &crate::i18n::english();
        for (options, why) in [
            (
                RuleOptions {
                    idle_ms: Some(1),
                    ..Default::default()
                },
                Unplayable::IdleTooShort(1),
            ),
            (
                RuleOptions {
                    countdown_ms: Some(0),
                    ..Default::default()
                },
                Unplayable::CountdownTooShort(0),
            ),
        ] {
            let g = GameId {
                options,
                ..id(Preset::Classic, 2)
            };
            assert!(Rules::new(g.preset, &g.options).is_ok());
            let refused = GameId::decode(&g.encode());
            assert_eq!(refused, Err(LinkError::Unplayable(why)));
            assert!(refused
                .unwrap_err()
                .words(w)
                .contains("no person could play"));
        }
    }

    /// The spelling `to_base32` writes, checked the slow way: decode, write again, compare.
    fn strict_by_writing_again(text: &str) -> Result<Vec<u8>, LinkError> {
        if let Some(c) = text.chars().find(|c| !SYMBOLS.contains(*c)) {
            return Err(LinkError::BadSymbol(c));
        }
        let bytes = base32::decode(base32::Alphabet::Crockford, text).ok_or(LinkError::Damaged)?;
        if to_base32(&bytes) != text {
            return Err(LinkError::Damaged);
        }
        Ok(bytes)
    }

    #[test]
    fn base32_reads_exactly_the_one_spelling_it_writes() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for len in 0..20 {
            let bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
            let text = to_base32(&bytes);
            assert_eq!(from_base32(&text), Ok(bytes));
        }
        let alphabet: Vec<char> = SYMBOLS.chars().chain(['a', 'O', ' ', 'é', '#']).collect();
        let mut refused = 0;
        for _ in 0..200_000 {
            let len = (next() % 14) as usize;
            let text: String = (0..len)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                .collect();
            let read = from_base32(&text).map_err(LinkError::from);
            assert_eq!(read, strict_by_writing_again(&text), "{text:?}");
            refused += usize::from(read == Err(LinkError::Damaged));
        }
        assert!(refused > 10_000, "{refused} spellings refused");
    }

    #[test]
    fn a_newer_format_says_so() {
        let w = &crate::i18n::english();
        let body = postcard::to_allocvec(&GameId {
            preset: Preset::Classic,
            teams: 2,
            level: LevelName::Sharp,
            seed: 1,
            bots_seed: 1,
            options: RuleOptions::default(),
        })
        .unwrap();
        let link = to_base32(&seal(2, &body));
        assert_eq!(GameId::decode(&link), Err(LinkError::NewerVersion(2)));
        assert!(LinkError::NewerVersion(2)
            .words(w)
            .contains("newer version"));
    }
}
