//! Challenge links: a game's link that also carries the result to beat (`MatchResult`).
//! `#vs=` then, as a share link is written, `version · postcard(game, result) · CRC-32` in
//! strict base 32: about 55 characters for a game on a preset. The cards are never in it.

use super::link::{open_envelope, seal, to_base32, LinkError};
use crate::session::challenge::MatchResult;
use crate::session::record::GameId;

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

/// Reads a challenge link's fragment (after `vs=`). Every way it can be wrong gives a
/// `LinkError`, as a game's link does; a result with counts no match makes is refused.
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
    pair.0.rules()?;
    Ok(pair)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::LevelName;
    use crate::engine::{Preset, RuleOptions};
    use crate::session::challenge::MAX_COUNT;
    use crate::session::record::MAX_SEED;

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

    #[test]
    fn a_challenge_on_a_preset_fits_in_90_characters_and_round_trips() {
        let most = MatchResult {
            won: false,
            mine: MAX_COUNT,
            theirs: MAX_COUNT,
            rounds: MAX_COUNT,
            spotted: MAX_COUNT,
        };
        for preset in Preset::ALL {
            for teams in 2..=6 {
                for result in [RESULT, most] {
                    let g = game(preset, teams, MAX_SEED);
                    let fragment = encode(&g, &result);
                    assert!(
                        fragment.len() < 90,
                        "#{fragment} is {} characters",
                        fragment.len() + 1
                    );
                    let text = fragment.strip_prefix(CHALLENGE_PREFIX).expect("prefix");
                    assert_eq!(decode(text), Ok((g, result)));
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
