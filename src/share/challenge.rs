//! Challenge links: a game's link that also carries the result to beat (`MatchResult`).
//! `#vs=` then, as a share link is written, `version · postcard(game, result) · CRC-32` in
//! strict base 32: about 55 characters for a game on a preset. The cards are never in it.

use super::link::{open_envelope, seal, to_base32, LinkError};
use crate::game_id::GameId;
use crate::i18n::Words;
use crate::session::challenge::MatchResult;

pub const CHALLENGE_PREFIX: &str = "vs=";
pub const CHALLENGE_VERSION: u8 = 1;

/// The fragment of a challenge link, without its `#`.
pub fn encode(game: &GameId, result: &MatchResult) -> String {
    let body = postcard::to_allocvec(&(game, result)).unwrap_or_default();
    format!(
        "{CHALLENGE_PREFIX}{}",
        to_base32(&seal(CHALLENGE_VERSION, &body))
    )
}

/// The words a challenge travels with, spoiler-free: the deal's code and a question.
pub fn invitation(w: &Words, game: &GameId) -> String {
    tr!(
        w,
        LINK_CHALLENGE_TEXT,
        code = crate::share::deal_code(game.seed)
    )
}

/// Reads a challenge link's fragment (after `vs=`). Every way it can be wrong gives a
/// `LinkError`, as a game's link does; a result no match of its game can end with is refused.
pub fn decode(text: &str) -> Result<(GameId, MatchResult), LinkError> {
    if text.is_empty() {
        return Err(LinkError::Empty);
    }
    let body = open_envelope(text, CHALLENGE_VERSION)?;
    let (pair, rest): ((GameId, MatchResult), &[u8]) =
        postcard::take_from_bytes(&body).map_err(|_| LinkError::Garbled)?;
    if !rest.is_empty() || !pair.1.is_plausible() {
        return Err(LinkError::Garbled);
    }
    if !pair.1.possible_under(&pair.0.rules()?) {
        return Err(LinkError::ImpossibleResult);
    }
    Ok(pair)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::LevelName;
    use crate::engine::{Preset, RuleOptions, Scoring};
    use crate::game_id::MAX_SEED;
    use crate::session::challenge::MAX_COUNT;
    use crate::session::MatchSetup;

    #[test]
    fn a_challenge_names_its_deal_and_nothing_of_its_cards_or_result() {
        let w = &crate::i18n::english();
        let game = MatchSetup::new(8).game;
        assert_eq!(
            invitation(w, &game),
            format!(
                "Kemps deal {}: can you beat my result?",
                crate::share::deal_code(8)
            )
        );
    }

    #[test]
    fn a_challenge_speaks_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        let game = MatchSetup::new(8).game;
        let code = crate::share::deal_code(8);
        with_words(built_in(Lang::De), |w| {
            assert_eq!(
                invitation(w, &game),
                format!("Kemps-Spiel {code}: Schlägst du mein Ergebnis?")
            );
        });
    }

    fn game(preset: Preset, teams: u8, seed: u64) -> GameId {
        GameId {
            preset,
            teams,
            level: LevelName::Ruthless,
            seed,
            bots_seed: seed,
            options: RuleOptions::default(),
        }
    }

    const RESULT: MatchResult = MatchResult {
        won: true,
        mine: 5,
        theirs: 3,
        rounds: 8,
        spotted: 2,
    };

    /// A lost match's largest counts under `game`'s rules.
    fn most(game: &GameId) -> MatchResult {
        let rules = game.rules().expect("rules");
        let (mine, theirs) = match rules.scoring() {
            Scoring::Letters => (rules.word().len() as u32, rules.word().len() as u32),
            Scoring::Lives => (0, 0),
            Scoring::Points => (rules.target(), rules.target() + 1),
        };
        MatchResult {
            won: false,
            mine,
            theirs,
            rounds: MAX_COUNT,
            spotted: MAX_COUNT,
        }
    }

    /// A won match under `game`'s rules, in a few rounds.
    fn possible(game: &GameId) -> MatchResult {
        let rules = game.rules().expect("rules");
        let (mine, theirs) = match rules.scoring() {
            Scoring::Letters => (2, rules.word().len() as u32),
            Scoring::Lives => (3, 0),
            Scoring::Points => (rules.target(), 3),
        };
        MatchResult {
            won: true,
            mine,
            theirs,
            rounds: 8,
            spotted: 2,
        }
    }

    #[test]
    fn a_result_the_rules_cannot_make_is_refused() {
        let classic = game(Preset::Classic, 2, 42);
        let hearts = game(Preset::Hearts, 2, 42);
        let party = game(Preset::Party, 3, 42);
        let forge = |g: &GameId, r: MatchResult| {
            let body = postcard::to_allocvec(&(g, r)).unwrap();
            decode(&to_base32(&seal(CHALLENGE_VERSION, &body)))
        };
        for g in [&classic, &hearts, &party] {
            assert_eq!(forge(g, possible(g)), Ok((g.clone(), possible(g))));
            assert_eq!(forge(g, most(g)), Ok((g.clone(), most(g))));
        }
        let impossible = [
            // 9999 hearts left in a game of 5 lives, won in 1 round.
            (
                &hearts,
                MatchResult {
                    won: true,
                    mine: 9_999,
                    theirs: 0,
                    rounds: 1,
                    spotted: 0,
                },
            ),
            // A game of 5 lives lost by a team in 1 round.
            (
                &hearts,
                MatchResult {
                    won: true,
                    mine: 5,
                    theirs: 0,
                    rounds: 1,
                    spotted: 0,
                },
            ),
            // Won with no heart left.
            (
                &hearts,
                MatchResult {
                    won: true,
                    mine: 0,
                    theirs: 0,
                    rounds: 9,
                    spotted: 0,
                },
            ),
            // 0:9999 in 0 rounds.
            (
                &party,
                MatchResult {
                    won: true,
                    mine: 0,
                    theirs: 9_999,
                    rounds: 0,
                    spotted: 0,
                },
            ),
            // Won 0:5 with points, and a target of 5 reached twice over.
            (
                &party,
                MatchResult {
                    won: true,
                    mine: 0,
                    theirs: 5,
                    rounds: 9,
                    spotted: 0,
                },
            ),
            (
                &party,
                MatchResult {
                    won: false,
                    mine: 3,
                    theirs: 12,
                    rounds: 20,
                    spotted: 0,
                },
            ),
            // Won with the whole word, or 4 letters to 5 with a win.
            (
                &classic,
                MatchResult {
                    won: true,
                    mine: 5,
                    theirs: 5,
                    rounds: 9,
                    spotted: 0,
                },
            ),
            (
                &classic,
                MatchResult {
                    won: true,
                    mine: 4,
                    theirs: 3,
                    rounds: 9,
                    spotted: 0,
                },
            ),
            // More letters than the word, more spotted than rounds.
            (
                &classic,
                MatchResult {
                    won: false,
                    mine: 6,
                    theirs: 1,
                    rounds: 9,
                    spotted: 0,
                },
            ),
            (
                &classic,
                MatchResult {
                    won: true,
                    mine: 1,
                    theirs: 5,
                    rounds: 6,
                    spotted: 7,
                },
            ),
        ];
        for (g, result) in impossible {
            assert_eq!(
                forge(g, result),
                Err(LinkError::ImpossibleResult),
                "{result:?}"
            );
        }
    }

    #[test]
    fn a_challenge_on_a_preset_fits_in_90_characters_and_round_trips() {
        for preset in Preset::ALL {
            for teams in 2..=6 {
                let g = game(preset, teams, MAX_SEED);
                for result in [possible(&g), most(&g)] {
                    let fragment = encode(&g, &result);
                    assert!(
                        fragment.len() < 90,
                        "#{fragment} is {} characters",
                        fragment.len() + 1
                    );
                    let text = fragment.strip_prefix(CHALLENGE_PREFIX).expect("prefix");
                    assert_eq!(decode(text), Ok((g.clone(), result)));
                }
            }
        }
    }

    #[test]
    fn a_damaged_or_impossible_challenge_is_refused_with_a_reason() {
        let fragment = encode(&game(Preset::Classic, 2, 42), &RESULT);
        let text = fragment.strip_prefix(CHALLENGE_PREFIX).expect("prefix");
        assert_eq!(decode(""), Err(LinkError::Empty));
        assert_eq!(decode(&text[..text.len() - 3]), Err(LinkError::Damaged));
        let mut changed = text.to_string();
        let other = if &changed[10..11] == "0" { "1" } else { "0" };
        changed.replace_range(10..11, other);
        assert!(decode(&changed).is_err(), "a changed symbol");
        assert_eq!(decode("vs!"), Err(LinkError::BadSymbol('v')));
        let impossible = MatchResult {
            rounds: MAX_COUNT + 1,
            ..RESULT
        };
        let body = postcard::to_allocvec(&(game(Preset::Classic, 2, 42), impossible)).unwrap();
        let forged = to_base32(&seal(CHALLENGE_VERSION, &body));
        assert_eq!(decode(&forged), Err(LinkError::Garbled));
        let newer = to_base32(&seal(CHALLENGE_VERSION + 1, &body));
        assert_eq!(
            decode(&newer),
            Err(LinkError::NewerVersion(CHALLENGE_VERSION + 1))
        );
    }
}

#[cfg(test)]
mod pinned {
    use super::*;
    use crate::session::MatchSetup;

    /// The impossible challenge the end-to-end test opens (`e2e/outside.test.mjs`): a win
    /// 0 to 9999 in no round, in a game of five letters. Well formed, yet no match ends so.
    pub const IMPOSSIBLE: &str = "vs=040040881000204F9R000NS12C4G";

    #[test]
    fn the_impossible_challenge_of_the_browser_test_is_refused_as_impossible() {
        let game = MatchSetup::new(8).game;
        let result = MatchResult {
            won: true,
            mine: 0,
            theirs: 9999,
            rounds: 0,
            spotted: 0,
        };
        assert_eq!(encode(&game, &result), IMPOSSIBLE);
        assert_eq!(
            decode(&IMPOSSIBLE[CHALLENGE_PREFIX.len()..]),
            Err(LinkError::ImpossibleResult)
        );
    }
}
