//! An address's fragment (`#…`), read: every kind of link the page opens (a game, a replay,
//! a challenge, a friend's invite or reply) or why it does not read. Above the formats it
//! reads, the share links' (`share`) and friend play's (`net`), and the session's opening,
//! which it feeds.

use std::rc::Rc;

use crate::friends::lobby::FriendLink;
use crate::friends::net::invite::{Invite, Reply, INVITE_PREFIX, REPLY_PREFIX};
use crate::session::app::opening::Fragment;
use crate::session::app::Unreadable;
use crate::share::{challenge, replay, GameId};

/// Reads an address's fragment (`#…`) as the share formats write it: a game's link, a
/// replay link (its text, for the page to unpack and read), nothing, or something that does
/// not read, with the reason.
pub fn read_fragment(hash: &str) -> Fragment {
    let fragment = hash.trim_start_matches('#');
    if let Some(replay) = fragment.strip_prefix(replay::REPLAY_PREFIX) {
        // Unpacked by the page (the browser's decompression is asynchronous), then read.
        Fragment::Replay(replay.to_string())
    } else if fragment.starts_with(INVITE_PREFIX) {
        match Invite::decode(fragment) {
            Ok(invite) => Fragment::Friend(FriendLink::Join(Rc::new(invite))),
            Err(e) => Fragment::Unreadable(Unreadable::Invitation(e)),
        }
    } else if fragment.starts_with(REPLY_PREFIX) {
        match Reply::decode(fragment) {
            Ok(_) => Fragment::Friend(FriendLink::Reply(fragment.to_string())),
            Err(e) => Fragment::Unreadable(Unreadable::Reply(e)),
        }
    } else if let Some(text) = fragment.strip_prefix(challenge::CHALLENGE_PREFIX) {
        match challenge::decode(text) {
            Ok((game, result)) => Fragment::Challenge(game, result),
            Err(e) => Fragment::Unreadable(Unreadable::Link(e)),
        }
    } else if fragment.is_empty() {
        Fragment::Nothing
    } else {
        match GameId::decode(fragment) {
            Ok(game) => Fragment::Game(game),
            Err(e) => Fragment::Unreadable(Unreadable::Link(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::MatchSetup;
    use crate::share::MatchRecord;

    #[test]
    fn a_fragment_reads_as_a_game_a_replay_nothing_or_a_reason() {
        let w = &crate::i18n::english();
        let game = MatchSetup::new(42).game.clone();
        assert_eq!(read_fragment(""), Fragment::Nothing);
        assert_eq!(
            read_fragment(&format!("#{}", game.encode())),
            Fragment::Game(game.clone())
        );
        let record = MatchRecord {
            game,
            signals: crate::engine::Gesture::Wink.into(),
            entries: Vec::new(),
            time: 0,
            people: Vec::new(),
        };
        let text = record.encode();
        let replay = format!("#{}{}", replay::REPLAY_PREFIX, text);
        assert_eq!(read_fragment(&replay), Fragment::Replay(text.clone()));
        assert_eq!(MatchRecord::decode(&text), Ok(record));
        assert!(
            matches!(read_fragment("#ZZZZ"), Fragment::Unreadable(why) if !why.words(w).is_empty())
        );
        let result = crate::session::challenge::MatchResult {
            won: true,
            mine: 3,
            theirs: 5,
            rounds: 8,
            spotted: 2,
        };
        let game = MatchSetup::new(42).game;
        let challenge = format!("#{}", challenge::encode(&game, &result));
        assert_eq!(read_fragment(&challenge), Fragment::Challenge(game, result));
        assert!(
            matches!(read_fragment("#vs=ZZZZ"), Fragment::Unreadable(why) if why.words(w).contains("cut short"))
        );
        assert_eq!(
            read_fragment("#replay=AAAA"),
            Fragment::Replay("AAAA".into())
        );
    }

    #[test]
    fn a_fragment_s_problem_is_said_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::Es), |w| {
            assert!(
                matches!(read_fragment("#vs=ZZZZ"), Fragment::Unreadable(why) if why.words(w).starts_with("Está cortado o alterado")),
            );
        });
    }
}
