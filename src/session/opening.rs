//! What the page opens with: the address (a share link, a replay link, `?seed=…`) read
//! against the match in progress that the page remembers. A reload, a closed tab or a
//! pull-to-refresh never loses a match: whatever the address holds, a match in progress is
//! offered first, and a different deal asks before it replaces it.

use super::setup::MatchSetup;
use crate::engine::Gesture;
use crate::setup::read_query;
use crate::share::replay::REPLAY_PREFIX;
use crate::share::{GameId, MatchRecord};

/// A remembered match in progress, as the page found it.
#[derive(Clone, Debug, PartialEq)]
pub struct Unfinished {
    pub record: MatchRecord,
    /// "Deal 7QX2-M9PA · round 3".
    pub label: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Opening {
    Home,
    /// A game to play at once.
    Table(MatchSetup),
    Replay(MatchRecord),
    /// The address cannot be used: why, in a sentence.
    Problem(String),
    /// The address asks for a game while a match is in progress: ask before replacing it.
    /// `same` when the address names the very game in progress (a reload).
    Ask {
        asked: MatchSetup,
        unfinished: Unfinished,
        same: bool,
    },
}

/// What to open for an address `hash` and `query`, given the match in progress (if any).
/// `fresh_seed` deals a new game; `signal` is the signal to use when the address names none.
/// Problems with the address that still open something are added to `notices`.
pub fn opening(
    hash: &str,
    query: &str,
    unfinished: Option<Unfinished>,
    fresh_seed: u64,
    signal: Gesture,
    notices: &mut Vec<String>,
) -> Opening {
    let request = read_query(query);
    let fragment = hash.trim_start_matches('#');
    let asked = if let Some(replay) = fragment.strip_prefix(REPLAY_PREFIX) {
        // Watching a replay replaces nothing.
        return match MatchRecord::decode(replay) {
            Ok(record) => Opening::Replay(record),
            Err(e) => Opening::Problem(format!("This replay link cannot be played. {e}")),
        };
    } else if !fragment.is_empty() {
        match GameId::decode(fragment) {
            Ok(game) => MatchSetup::from_game(&game, request.signal.unwrap_or(signal)),
            Err(e) => return Opening::Problem(e.to_string()),
        }
    } else if request.seed.is_some() || !request.problems.is_empty() || query.contains("seed=") {
        let mut setup = MatchSetup::new(request.seed.unwrap_or(fresh_seed));
        setup.teams = request.teams;
        setup.preset = request.preset;
        setup.level = request.level.unwrap_or(setup.level);
        setup.signal = request.signal.unwrap_or(signal);
        notices.extend(request.problems);
        setup
    } else {
        return Opening::Home;
    };
    // A match in which nothing has happened yet has nothing to lose: no need to ask.
    let unfinished = unfinished.filter(|u| u.record.time > 0 || !u.record.entries.is_empty());
    match unfinished {
        Some(unfinished) => Opening::Ask {
            same: unfinished.record.game == asked.game_id(),
            asked,
            unfinished,
        },
        None => Opening::Table(asked),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unfinished(seed: u64) -> Unfinished {
        Unfinished {
            record: MatchRecord {
                game: MatchSetup::new(seed).game_id(),
                signal: Gesture::Wink,
                entries: Vec::new(),
                time: 12_000,
            },
            label: "Deal X · round 2".into(),
        }
    }

    fn open(hash: &str, query: &str, u: Option<Unfinished>) -> (Opening, Vec<String>) {
        let mut notices = Vec::new();
        let o = opening(hash, query, u, 99, Gesture::Wink, &mut notices);
        (o, notices)
    }

    #[test]
    fn a_plain_address_opens_home_and_a_link_opens_its_game() {
        assert_eq!(open("", "", None).0, Opening::Home);
        assert_eq!(open("", "", Some(unfinished(1))).0, Opening::Home);
        let link = MatchSetup::new(42).game_id().encode();
        match open(&format!("#{link}"), "", None).0 {
            Opening::Table(setup) => assert_eq!(setup.seed, 42),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_reload_of_the_game_in_progress_offers_to_resume_it() {
        let link = MatchSetup::new(42).game_id().encode();
        match open(&format!("#{link}"), "", Some(unfinished(42))).0 {
            Opening::Ask { same, asked, .. } => {
                assert!(same, "the address names the match in progress");
                assert_eq!(asked.seed, 42);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_different_deal_asks_before_replacing_the_match_in_progress() {
        let link = MatchSetup::new(7).game_id().encode();
        match open(&format!("#{link}"), "", Some(unfinished(42))).0 {
            Opening::Ask {
                same, unfinished, ..
            } => {
                assert!(!same);
                assert_eq!(unfinished.record.game.seed, 42);
            }
            other => panic!("{other:?}"),
        }
        match open("", "?seed=7", Some(unfinished(42))).0 {
            Opening::Ask { same, asked, .. } => assert!(!same && asked.seed == 7),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn address_problems_say_what_opens() {
        let (o, notices) = open("", "?seed=1&seed=x", None);
        assert!(matches!(o, Opening::Table(ref s) if s.seed == 1), "{o:?}");
        assert_eq!(notices.len(), 1);
        assert!(!notices[0].contains("fresh deal"), "{notices:?}");
        let (o, notices) = open("", "?seed=x", None);
        assert!(
            matches!(o, Opening::Table(ref s) if s.seed == 99),
            "a fresh deal"
        );
        assert!(notices[0].contains("fresh deal"));
    }

    #[test]
    fn a_replay_link_never_asks_and_a_damaged_link_says_why() {
        let record = unfinished(3).record;
        let hash = format!("#{REPLAY_PREFIX}{}", record.encode());
        assert_eq!(
            open(&hash, "", Some(unfinished(42))).0,
            Opening::Replay(record)
        );
        assert!(matches!(
            open("#ZZZZ", "", None).0,
            Opening::Problem(ref why) if !why.is_empty()
        ));
    }

    #[test]
    fn a_match_where_nothing_has_happened_yet_is_not_asked_about() {
        let mut fresh = unfinished(42);
        fresh.record.time = 0;
        let link = MatchSetup::new(7).game_id().encode();
        assert!(matches!(
            open(&format!("#{link}"), "", Some(fresh)).0,
            Opening::Table(ref s) if s.seed == 7
        ));
    }
}
