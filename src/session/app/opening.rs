//! What the page opens with: the address (a share link, a replay link, `?seed=…`) read
//! against the match in progress that the page remembers. A reload, a closed tab or a
//! pull-to-refresh never loses a match: whatever the address holds, a match in progress is
//! offered first, and a different deal asks before it replaces it.

use super::{Notice, Unreadable};
use crate::bots::Signals;
use crate::friends::lobby::FriendLink;
use crate::game_id::GameId;
use crate::session::address::{read_query, TableRequest};
use crate::session::challenge::MatchResult;
use crate::session::record::MatchRecord;
use crate::session::saved::Progress;
use crate::session::setup::MatchSetup;

/// What the address's fragment holds, as the share formats read it.
#[derive(Clone, Debug, PartialEq)]
pub enum Fragment {
    Nothing,
    Game(GameId),
    /// A game with a friend's result on it to beat.
    Challenge(GameId, MatchResult),
    /// A replay's text, still packed: the page unpacks and reads it (with its own bounds).
    Replay(String),
    /// An invitation to a friend's table, or a friend's reply to one.
    Friend(FriendLink),
    /// It does not read as a game or a replay: why.
    Unreadable(Unreadable),
}

/// A remembered match in progress, as the page found it.
#[derive(Clone, Debug, PartialEq)]
pub struct Unfinished {
    pub record: MatchRecord,
    /// Where it had got to ("Deal 7QX2-M9PA · round 3").
    pub progress: Progress,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Opening {
    Home,
    /// A game to play at once.
    Table(MatchSetup),
    /// A replay to unpack and read, then watch.
    Replay(String),
    /// The address cannot be used: why.
    Problem(Unreadable),
    /// The way to a friend's table: an invitation, or a reply to hand to the waiting tab.
    /// It replaces nothing: a match with a friend is not the match in progress.
    Friend(FriendLink),
    /// `?friend`: inviting a friend to your table, of this set-up when the address carries
    /// one (the page without friend play hands its set-up over this way), else of the last.
    FriendHost(Option<MatchSetup>),
    /// The address asks for a game while a match is in progress: ask before replacing it.
    /// `same` when the address names the very game in progress (a reload).
    Ask {
        asked: MatchSetup,
        unfinished: Box<Unfinished>,
        same: bool,
    },
}

/// What to open for an address's `fragment` and `query`, given the match in progress.
/// `fresh_seed` deals a new game; `signals` are the signals to use when the address names none.
/// Problems with the address that still open something are added to `notices`.
pub fn opening(
    fragment: Fragment,
    query: &str,
    unfinished: Option<Unfinished>,
    fresh_seed: u64,
    signals: Signals,
    notices: &mut Vec<Notice>,
) -> Opening {
    let request = read_query(query);
    if request.friend && matches!(fragment, Fragment::Nothing | Fragment::Game(_)) {
        let setup = match fragment {
            Fragment::Game(game) => Some(MatchSetup {
                game,
                signals: request.signals.unwrap_or(signals),
                challenge: None,
            }),
            _ => None,
        };
        return Opening::FriendHost(setup);
    }
    let asked = match fragment {
        // Watching a replay replaces nothing.
        Fragment::Replay(record) => return Opening::Replay(record),
        Fragment::Unreadable(why) => return Opening::Problem(why),
        Fragment::Friend(link) => return Opening::Friend(link),
        Fragment::Game(game) => MatchSetup {
            game,
            signals: request.signals.unwrap_or(signals),
            challenge: None,
        },
        Fragment::Challenge(game, result) => MatchSetup {
            game,
            signals: request.signals.unwrap_or(signals),
            challenge: Some(result),
        },
        Fragment::Nothing => match query_game(request, fresh_seed, signals, notices) {
            Some(setup) => setup,
            None => return Opening::Home,
        },
    };
    // A match in which nothing has happened yet has nothing to lose: no need to ask.
    let unfinished = unfinished.filter(|u| u.record.time > 0 || !u.record.entries.is_empty());
    match unfinished {
        Some(unfinished) => Opening::Ask {
            same: unfinished.record.game == asked.game,
            asked,
            unfinished: Box::new(unfinished),
        },
        None => Opening::Table(asked),
    }
}

/// The game the query asks for, if it names a table (`?seed=…`, `?teams=…`…): without a
/// deal number, or with one that cannot be dealt, it is a fresh deal.
fn query_game(
    request: TableRequest,
    fresh_seed: u64,
    signals: Signals,
    notices: &mut Vec<Notice>,
) -> Option<MatchSetup> {
    if !request.asks_for_table {
        notices.extend(request.problems.into_iter().map(Notice::Address));
        return None;
    }
    let mut setup = MatchSetup::new(request.seed.unwrap_or(fresh_seed));
    setup.game.teams = request.teams;
    setup.game.preset = request.preset;
    setup.game.level = request.level.unwrap_or(setup.game.level);
    setup.signals = request.signals.unwrap_or(signals);
    notices.extend(request.problems.into_iter().map(Notice::Address));
    Some(setup)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Gesture;
    use crate::session::link_error::LinkError;

    fn unfinished(seed: u64) -> Unfinished {
        Unfinished {
            record: MatchRecord {
                game: MatchSetup::new(seed).game,
                signals: Signals::one(Gesture::Wink),
                entries: Vec::new(),
                time: 12_000,
                people: Vec::new(),
            },
            progress: Progress::Deal {
                code: "0000-002D".into(),
                round: 2,
            },
        }
    }

    /// What opens, and the notices said in English.
    fn open(fragment: Fragment, query: &str, u: Option<Unfinished>) -> (Opening, Vec<String>) {
        let w = &crate::i18n::english();
        let mut notices = Vec::new();
        let o = opening(
            fragment,
            query,
            u,
            99,
            Signals::one(Gesture::Wink),
            &mut notices,
        );
        (o, notices.iter().map(|n| n.words(w)).collect())
    }

    #[test]
    fn a_challenge_opens_its_game_with_the_result_to_beat() {
        let result = MatchResult {
            won: false,
            mine: 2,
            theirs: 5,
            rounds: 6,
            spotted: 1,
        };
        let game = MatchSetup::new(7).game;
        let (o, notices) = open(Fragment::Challenge(game.clone(), result), "", None);
        let Opening::Table(setup) = o else {
            panic!("a table: {o:?}")
        };
        assert_eq!((setup.game, setup.challenge), (game, Some(result)));
        assert!(notices.is_empty());
    }

    #[test]
    fn a_plain_address_opens_home_and_a_link_opens_its_game() {
        assert_eq!(open(Fragment::Nothing, "", None).0, Opening::Home);
        assert_eq!(
            open(Fragment::Nothing, "", Some(unfinished(1))).0,
            Opening::Home
        );
        let link = Fragment::Game(MatchSetup::new(42).game);
        match open(link.clone(), "", None).0 {
            Opening::Table(setup) => assert_eq!(setup.game.seed, 42),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_reload_of_the_game_in_progress_offers_to_resume_it() {
        let link = Fragment::Game(MatchSetup::new(42).game);
        match open(link.clone(), "", Some(unfinished(42))).0 {
            Opening::Ask { same, asked, .. } => {
                assert!(same, "the address names the match in progress");
                assert_eq!(asked.game.seed, 42);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_different_deal_asks_before_replacing_the_match_in_progress() {
        let link = Fragment::Game(MatchSetup::new(7).game);
        match open(link.clone(), "", Some(unfinished(42))).0 {
            Opening::Ask {
                same, unfinished, ..
            } => {
                assert!(!same);
                assert_eq!(unfinished.record.game.seed, 42);
            }
            other => panic!("{other:?}"),
        }
        match open(Fragment::Nothing, "?seed=7", Some(unfinished(42))).0 {
            Opening::Ask { same, asked, .. } => assert!(!same && asked.game.seed == 7),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn address_problems_say_what_opens() {
        let (o, notices) = open(Fragment::Nothing, "?seed=1&seed=x", None);
        assert!(
            matches!(o, Opening::Table(ref s) if s.game.seed == 1),
            "{o:?}"
        );
        assert_eq!(notices.len(), 1);
        assert!(!notices[0].contains("fresh deal"), "{notices:?}");
        let (o, notices) = open(Fragment::Nothing, "?seed=x", None);
        assert!(
            matches!(o, Opening::Table(ref s) if s.game.seed == 99),
            "a fresh deal"
        );
        assert!(notices[0].contains("fresh deal"));
    }

    #[test]
    fn any_table_parameter_without_a_deal_opens_a_fresh_deal_with_it() {
        let (o, notices) = open(Fragment::Nothing, "?teams=3&preset=party", None);
        let Opening::Table(setup) = o else {
            panic!("a table: {o:?}")
        };
        assert_eq!(
            (setup.game.seed, setup.game.teams, setup.game.preset),
            (99, 3, crate::engine::Preset::Party)
        );
        assert!(notices.is_empty(), "{notices:?}");
        for query in ["?teams=9", "?level=ruthless", "?signal=cough", "?preset=x"] {
            let (o, _) = open(Fragment::Nothing, query, None);
            assert!(
                matches!(o, Opening::Table(ref s) if s.game.seed == 99),
                "{query}: {o:?}"
            );
        }
        // The speed is the page's setting, not a table: home, with what was wrong said.
        let (o, notices) = open(Fragment::Nothing, "?speed=warp", None);
        assert_eq!((o, notices.len()), (Opening::Home, 1));
    }

    #[test]
    fn a_replay_link_never_asks_and_a_damaged_link_says_why() {
        let w = &crate::i18n::english();
        let text = String::from("REPLAYTEXT");
        assert_eq!(
            open(Fragment::Replay(text.clone()), "", Some(unfinished(42))).0,
            Opening::Replay(text)
        );
        assert!(matches!(
            open(Fragment::Unreadable(Unreadable::Link(LinkError::Damaged)), "", None).0,
            Opening::Problem(ref why) if !why.words(w).is_empty()
        ));
    }

    #[test]
    fn a_match_where_nothing_has_happened_yet_is_not_asked_about() {
        let mut fresh = unfinished(42);
        fresh.record.time = 0;
        let link = Fragment::Game(MatchSetup::new(7).game);
        assert!(matches!(
            open(link.clone(), "", Some(fresh)).0,
            Opening::Table(ref s) if s.game.seed == 7
        ));
    }
}
