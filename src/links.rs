//! An address's fragment (`#…`), read: every kind of link the page opens (a game, a replay,
//! a challenge, a friend's invite or reply) or why it does not read. Above the formats it
//! reads, the share links' (`share`) and friend play's (`net`), and the session's opening,
//! which it feeds.

use crate::i18n::Words;
use std::rc::Rc;

use crate::net::invite::{Invite, Reply, INVITE_PREFIX, REPLY_PREFIX};
use crate::session::app::opening::Fragment;
use crate::session::friend::lobby::FriendLink;
use crate::session::friend::problems::invite_problem;
use crate::share::{challenge, replay, GameId};

/// Reads an address's fragment (`#…`) as the share formats write it: a game's link, a
/// replay link (its text, for the page to unpack and read), nothing, or something that does
/// not read, with the reason.
pub fn read_fragment(w: &Words, hash: &str) -> Fragment {
    let fragment = hash.trim_start_matches('#');
    if let Some(replay) = fragment.strip_prefix(replay::REPLAY_PREFIX) {
        // Unpacked by the page (the browser's decompression is asynchronous), then read.
        Fragment::Replay(replay.to_string())
    } else if fragment.starts_with(INVITE_PREFIX) {
        match Invite::decode(fragment) {
            Ok(invite) => Fragment::Friend(FriendLink::Join(Rc::new(invite))),
            Err(e) => Fragment::Unreadable(tr!(
                w,
                LINK_INVITATION_LINK_UNUSABLE,
                why = invite_problem(w, &e)
            )),
        }
    } else if fragment.starts_with(REPLY_PREFIX) {
        match Reply::decode(fragment) {
            Ok(_) => Fragment::Friend(FriendLink::Reply(fragment.to_string())),
            Err(e) => Fragment::Unreadable(tr!(
                w,
                LINK_REPLY_LINK_UNUSABLE,
                why = invite_problem(w, &e)
            )),
        }
    } else if let Some(text) = fragment.strip_prefix(challenge::CHALLENGE_PREFIX) {
        match challenge::decode(text) {
            Ok((game, result)) => Fragment::Challenge(game, result),
            Err(e) => Fragment::Unreadable(e.words(w)),
        }
    } else if fragment.is_empty() {
        Fragment::Nothing
    } else {
        match GameId::decode(fragment) {
            Ok(game) => Fragment::Game(game),
            Err(e) => Fragment::Unreadable(e.words(w)),
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
        assert_eq!(read_fragment(w, ""), Fragment::Nothing);
        assert_eq!(
            read_fragment(w, &format!("#{}", game.encode())),
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
        assert_eq!(read_fragment(w, &replay), Fragment::Replay(text.clone()));
        assert_eq!(MatchRecord::decode(&text), Ok(record));
        assert!(matches!(read_fragment(w, "#ZZZZ"), Fragment::Unreadable(why) if !why.is_empty()));
        let result = crate::session::challenge::MatchResult {
            won: true,
            mine: 3,
            theirs: 5,
            rounds: 8,
            spotted: 2,
        };
        let game = MatchSetup::new(42).game;
        let challenge = format!("#{}", challenge::encode(&game, &result));
        assert_eq!(
            read_fragment(w, &challenge),
            Fragment::Challenge(game, result)
        );
        assert!(
            matches!(read_fragment(w, "#vs=ZZZZ"), Fragment::Unreadable(why) if why.contains("cut short"))
        );
        assert_eq!(
            read_fragment(w, "#replay=AAAA"),
            Fragment::Replay("AAAA".into())
        );
    }

    #[test]
    fn a_fragment_s_problem_is_said_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::Es), |w| {
            assert!(
                matches!(read_fragment(w, "#vs=ZZZZ"), Fragment::Unreadable(why) if why.starts_with("Está cortado o alterado")),
            );
        });
    }
}
