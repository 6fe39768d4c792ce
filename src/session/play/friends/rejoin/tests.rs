//! A friend who left takes their seat back through the same invite, mid-match.

use super::*;
use crate::engine::{Preset, RuleOptions};
use crate::friends::net::invite::Invite;
use crate::friends::net::sdp::Connection;
use crate::friends::turn::Turn;
use crate::friends::ToFriend;
use crate::i18n::{built_in, with_words, Lang};

const TOKEN: u64 = 77;

/// The host's table, with a friend at seat 1 from the start: the invite's number is `TOKEN`.
fn host_table(seed: u64) -> Match {
    let mut setup = MatchSetup::new(seed);
    setup.game.preset = Preset::Classic;
    Match::with_people(setup, 1.0, &[Seat::at(1)]).expect("a playable game")
}

use crate::friends::net::invite::golden_reply_link as reply_link;

/// The host's table alone (the bot in the friend's seat) for `ms` more real ms from `t`,
/// going on after each result; gives the time reached.
fn run_host(host: &mut Match, t: f64, ms: f64) -> f64 {
    let mut now = t;
    while now < t + ms {
        now += 50.0;
        host.advance(now);
        if matches!(host.phase(), MatchPhase::RoundOver(_)) {
            host.next_round(now);
        }
        let _ = host.for_friends(now);
    }
    now
}

/// The notice up, in the words `w`.
fn said(w: &Words, m: &Match) -> String {
    m.notice(w).unwrap_or_default()
}

#[test]
fn a_friend_who_left_is_welcomed_back_to_what_their_seat_sees_and_plays_it_again() {
    let w = &crate::i18n::english();
    let mut host = host_table(9);
    let mut t = run_host(&mut host, 0.0, 5_000.0);
    assert!(
        host.seats_waiting().is_empty(),
        "the friend is at the table"
    );
    host.friend_left(Seat::at(1), t);
    assert_eq!(host.seats_waiting(), vec![Seat::at(1)]);
    assert!(
        host.shared(),
        "a match a friend played is not saved nor replayed"
    );
    // The bot plays the seat into the next round, and on.
    while host.view().round() < 2 {
        t = run_host(&mut host, t, 1_000.0);
        assert!(t < 900_000.0, "a round ends");
    }
    t = run_host(&mut host, t, 3_000.0);
    assert!(host.runner().expect("the table").bot(Seat::at(1)).is_some());

    assert!(host.friend_back(Seat::at(1), t));
    assert!(
        host.runner().expect("the table").bot(Seat::at(1)).is_none(),
        "the bot leaves the seat at once"
    );
    assert!(host.seats_waiting().is_empty());
    assert_eq!(host.friend_seats(), vec![Seat::at(1)]);
    assert_eq!(
        said(w, &host),
        "Your friend is back at the table, in Ada's seat."
    );
    // The welcome is the match in progress as seat 1 sees it, turned: its hand, the
    // centre, the counts, the round and the scores; never the deal number.
    let game = host.runner().expect("the table").game();
    let seen = Turn::new(game.table(), Seat::at(1)).copy(&game.view(Seat::at(1)).copy());
    let (hand, centre) = (
        game.hand(Seat::at(1)).clone(),
        game.view(Seat::FIRST).centre().to_vec(),
    );
    let round = game.view(Seat::at(1)).round();
    let sent = host.for_friends(t);
    let first = sent.first().filter(|(seat, _)| *seat == Seat::at(1));
    let Some((_, ToFriend::Welcome(welcome))) = first else {
        panic!("the friend is welcomed first: {sent:?}");
    };
    let read = ToFriend::decode(&ToFriend::Welcome(welcome.clone()).encode(), None);
    let Ok(ToFriend::Welcome(welcome)) = read else {
        panic!("the welcome reads back");
    };
    assert_eq!(welcome.copy, seen);
    assert!(welcome.copy.round >= 2 && welcome.copy.now > 0);
    assert_eq!((welcome.game.seed, welcome.game.bots_seed), (0, 0));
    let mut page = Match::mirror(*welcome, 1.0);
    assert_eq!(page.view().hand(), hand.as_slice());
    assert_eq!(page.view().centre(), centre.as_slice());
    assert_eq!(page.view().round(), round);

    // The friend's presses are the table's again: the friend's pass is taken at seat 1.
    let mut page_t = t;
    while page.view().phase() != Phase::Exchange || page.clock.ready(page_t).is_err() {
        page_t += 50.0;
        page.advance(page_t);
        assert!(page_t < t + 10_000.0, "the friend's page gets ready");
    }
    page.pass(page_t);
    let presses = page.for_host();
    assert_eq!(presses.len(), 1, "{presses:?}");
    for press in presses {
        host.from_friend(Seat::at(1), press, page_t);
    }
    let passed = host.runner().expect("the table").game().view(Seat::FIRST);
    assert!(passed.has_passed(Seat::at(1)), "the friend's pass is taken");
    assert!(
        !host
            .for_friends(page_t)
            .iter()
            .any(|(_, m)| matches!(m, ToFriend::Refused(_))),
        "and not refused"
    );
}

#[test]
fn a_reply_for_a_seat_that_does_not_wait_is_refused_in_words() {
    let w = &crate::i18n::english();
    let mut host = host_table(4);
    let t = run_host(&mut host, 0.0, 3_000.0);
    // The friend is at seat 1: a second friend cannot take it, nor a bot's seat.
    assert_eq!(
        host.take_reply(&reply_link(TOKEN, 1), &[(Seat::at(1), TOKEN)])
            .map_err(|e| e.words(w, host.naming())),
        Err("That reply asks for Ada's seat, which is not waiting for anyone.".into())
    );
    assert!(host
        .take_reply(&reply_link(TOKEN, 3), &[(Seat::at(1), TOKEN)])
        .is_err());
    assert!(
        !host.friend_back(Seat::at(3), t),
        "a bot's seat waits for nobody"
    );
    assert!(host.runner().expect("the table").bot(Seat::at(3)).is_some());
    assert!(
        !host.friend_back(Seat::at(1), t),
        "nor a seat its friend plays"
    );
    assert_eq!(host.friend_seats(), vec![Seat::at(1)]);
    with_words(built_in(Lang::De), |w| {
        assert_eq!(
            host.take_reply(&reply_link(TOKEN, 1), &[(Seat::at(1), TOKEN)])
                .map_err(|e| e.words(w, host.naming())),
            Err("Diese Antwort will den Platz von Ada, doch der wartet auf niemanden.".into())
        );
    });
    host.friend_left(Seat::at(1), t);
    // Now seat 1 waits: its reply is taken, another invite's or seat's is not.
    assert!(
        matches!(host.take_reply(&reply_link(TOKEN, 1), &[(Seat::at(1), TOKEN)]), Ok(r) if r.seat == 1)
    );
    assert_eq!(
        host.take_reply(&reply_link(TOKEN + 1, 1), &[(Seat::at(1), TOKEN)])
            .map_err(|e| e.words(w, host.naming())),
        Err("That reply answers another invite.".into())
    );
    assert!(host
        .take_reply(&reply_link(TOKEN, 3), &[(Seat::at(1), TOKEN)])
        .is_err());
    assert!(host
        .take_reply(&reply_link(TOKEN, 200), &[(Seat::at(1), TOKEN)])
        .is_err());
    let invite = Invite {
        token: TOKEN,
        host: String::new(),
        seat: 1,
        teams: 2,
        level: 0,
        preset: 0,
        friends: Vec::new(),
        options: RuleOptions::default(),
        connection: Connection::from_sdp(
            &std::fs::read_to_string(format!(
                "{}/tests/golden/sdp/chromium-offer.sdp",
                env!("CARGO_MANIFEST_DIR")
            ))
            .expect("a golden SDP"),
        )
        .expect("it reads"),
    };
    let refused = host
        .take_reply(&invite.encode(), &[(Seat::at(1), TOKEN)])
        .expect_err("an invite is no reply");
    assert!(
        refused
            .words(w, host.naming())
            .starts_with("That reply cannot be used."),
        "{refused:?}"
    );
    // Once back, the seat waits no more: a second reply for it is refused.
    assert!(host.friend_back(Seat::at(1), t));
    assert!(host
        .take_reply(&reply_link(TOKEN, 1), &[(Seat::at(1), TOKEN)])
        .is_err());
}

#[test]
fn no_seat_waits_once_the_match_is_over() {
    let mut host = host_table(5);
    host.friend_left(Seat::at(1), 0.0);
    let mut t = 0.0;
    while !matches!(host.phase(), MatchPhase::Over(..)) {
        t = run_host(&mut host, t, 5_000.0);
        assert!(t < 40.0 * 60_000.0, "the match ends");
        if !matches!(host.phase(), MatchPhase::Over(..)) {
            assert_eq!(host.seats_waiting(), vec![Seat::at(1)]);
        }
    }
    assert!(host.seats_waiting().is_empty());
    assert!(host
        .take_reply(&reply_link(TOKEN, 1), &[(Seat::at(1), TOKEN)])
        .is_err());
    assert!(!host.friend_back(Seat::at(1), t));
}

/// The host's words as the friend comes back, in French.
#[test]
fn the_host_is_told_the_friend_is_back_in_the_words_in_use() {
    let mut host = host_table(6);
    let t = run_host(&mut host, 0.0, 3_000.0);
    host.friend_left(Seat::at(1), t);
    with_words(built_in(Lang::Fr), |w| {
        assert!(host.friend_back(Seat::at(1), t + 100.0));
        assert_eq!(
            said(w, &host),
            "Votre ami est de retour à la table, à la place tenue par Ada."
        );
    });
}

/// A page that closes is hidden first, and asks the host to pause: once a bot has its
/// seat, nobody is left to resume that pause, so it is lifted.
#[test]
fn a_friend_who_leaves_does_not_leave_the_table_paused() {
    let mut host = host_table(8);
    let t = run_host(&mut host, 0.0, 5_000.0);
    host.from_friend(Seat::at(1), ToHost::Pause(true), t);
    assert!(host.is_paused());
    host.friend_left(Seat::at(1), t + 100.0);
    assert!(!host.is_paused(), "the table plays on with the bot");
    // Your own pause stays yours.
    let mut host = host_table(8);
    let t = run_host(&mut host, 0.0, 5_000.0);
    host.toggle_pause(t);
    host.friend_left(Seat::at(1), t + 100.0);
    assert!(host.is_paused());
}

/// Two friends at the table, each with an invite of its own, both left: each seat waits, and
/// each takes only the reply to its own invite.
#[test]
fn two_friends_who_left_each_take_their_seat_back_through_their_own_invite() {
    let w = &crate::i18n::english();
    let mut setup = MatchSetup::new(6);
    setup.game.preset = Preset::Classic;
    let mut host =
        Match::with_people(setup, 1.0, &[Seat::at(2), Seat::at(1)]).expect("a playable game");
    let invites = [(Seat::at(2), TOKEN), (Seat::at(1), TOKEN + 10)];
    let t = run_host(&mut host, 0.0, 3_000.0);
    host.friend_left(Seat::at(2), t);
    host.friend_left(Seat::at(1), t);
    assert_eq!(host.seats_waiting(), vec![Seat::at(2), Seat::at(1)]);
    assert!(matches!(host.take_reply(&reply_link(TOKEN, 2), &invites), Ok(r) if r.seat == 2));
    assert!(matches!(host.take_reply(&reply_link(TOKEN + 10, 1), &invites), Ok(r) if r.seat == 1));
    assert_eq!(
        host.take_reply(&reply_link(TOKEN, 1), &invites)
            .map_err(|e| e.words(w, host.naming())),
        Err("That reply answers another invite.".into()),
        "Bram's invite does not give Ada's seat"
    );
    assert!(host.friend_back(Seat::at(1), t));
    assert_eq!(
        host.seats_waiting(),
        vec![Seat::at(2)],
        "the other still waits"
    );
    assert_eq!(host.friend_seats(), vec![Seat::at(1)]);
    assert!(host
        .take_reply(&reply_link(TOKEN + 10, 1), &invites)
        .is_err());
    assert!(host.friend_back(Seat::at(2), t));
    assert!(host.seats_waiting().is_empty());
}

/// The host's header names every friend at the table and the slowest friend's round trip:
/// the one that bounds how late any friend's press may arrive.
#[test]
fn the_hosts_header_counts_its_friends_and_shows_the_slowest_round_trip() {
    let w = &crate::i18n::english();
    let mut setup = MatchSetup::new(6);
    setup.game.preset = Preset::Classic;
    let mut host =
        Match::with_people(setup, 1.0, &[Seat::at(2), Seat::at(1)]).expect("a playable game");
    assert_eq!(host.friends_named(), 2);
    assert_eq!(host.link_round_trip(), None, "nothing measured yet");
    let pings = |host: &mut Match, t: f64| -> Vec<(Seat, u32)> {
        (host.for_friends(t).into_iter())
            .filter_map(|(seat, m)| match m {
                ToFriend::Ping(id) => Some((seat, id)),
                _ => None,
            })
            .collect()
    };
    let sent = pings(&mut host, 0.0);
    assert_eq!(sent.len(), 2, "each friend is pinged: {sent:?}");
    for (seat, id) in sent {
        let answered = if seat == Seat::at(2) { 40.0 } else { 90.0 };
        host.from_friend(seat, ToHost::Pong(id), answered);
    }
    assert_eq!(
        host.link_round_trip(),
        Some(90),
        "Ada's 90 ms, not Bram's 40, though Bram sat first"
    );
    assert_eq!(
        tr!(w, TABLE_WITH_FRIEND, friends = host.friends_named()),
        "With 2 friends"
    );
    with_words(built_in(Lang::De), |w| {
        assert_eq!(
            tr!(w, TABLE_WITH_FRIEND, friends = host.friends_named()),
            "Mit 2 Freunden"
        );
    });
    host.friend_left(Seat::at(1), 100.0);
    assert_eq!(host.friends_named(), 1);
    assert_eq!(
        host.link_round_trip(),
        Some(40),
        "the friend still at the table"
    );
    assert_eq!(
        tr!(w, TABLE_WITH_FRIEND, friends = host.friends_named()),
        "With a friend"
    );
    host.friend_left(Seat::at(2), 100.0);
    assert_eq!(
        host.friends_named(),
        1,
        "both seats wait: the header still names a friend"
    );
}

/// A friend's page hears of another friend who leaves and comes back: it says so, naming
/// them as the host's table does, and its header counts them out and in again. The friend
/// who left is told nothing of themselves.
#[test]
fn the_other_friends_hear_that_a_friend_left_and_came_back_and_count_them() {
    let w = &crate::i18n::english();
    let mut setup = MatchSetup::new(6);
    setup.game.preset = Preset::Classic;
    let mut host = Match::with_people(setup, 1.0, &[Seat::at(2), Seat::at(1)])
        .expect("a playable game")
        .with_friends_names(
            &[(Seat::at(2), "Mia".into()), (Seat::at(1), "Lou".into())],
            "Sam",
        );
    let Some(ToFriend::Welcome(welcome)) = host.welcome(Seat::at(2)) else {
        panic!("Mia is welcomed");
    };
    // Mia, the host's partner, whose invite named one other friend.
    let mut mia = Match::mirror(*welcome, 1.0)
        .with_host_name("Sam")
        .with_other_friends(1);
    assert_eq!(mia.friends_named(), 2, "the host and Lou");
    let t = run_host(&mut host, 0.0, 3_000.0);
    // What Mia's page hears from the host's, over the wire; what Lou's is sent about Lou.
    let hear = |host: &mut Match, mia: &mut Match, t: f64| {
        let sent = host.for_friends(t);
        let about_lou = |m: &ToFriend| matches!(m, ToFriend::OtherFriend { .. });
        assert!(
            !sent.iter().any(|(s, m)| *s == Seat::at(1) && about_lou(m)),
            "Lou is told nothing of Lou: {sent:?}"
        );
        let told: Vec<ToFriend> = (sent.into_iter())
            .filter(|(s, m)| *s == Seat::at(2) && about_lou(m))
            .map(|(_, m)| ToFriend::decode(&m.encode(), Some(mia.table())).expect("it fits"))
            .collect();
        told.iter().for_each(|m| mia.from_host(m.clone(), t));
        told
    };
    host.friend_left(Seat::at(1), t);
    // Lou sits at Mia's right: seat 3 at her page, which turns the table by two.
    let told = hear(&mut host, &mut mia, t);
    assert_eq!(
        told,
        vec![ToFriend::OtherFriend {
            seat: 3,
            here: false
        }]
    );
    assert_eq!(
        said(w, &mia),
        "Lou left the table: a bot plays that seat now."
    );
    assert_eq!(mia.friends_named(), 1, "the host alone");
    assert!(host.friend_back(Seat::at(1), t + 1_000.0));
    let told = hear(&mut host, &mut mia, t + 1_000.0);
    assert_eq!(
        told,
        vec![ToFriend::OtherFriend {
            seat: 3,
            here: true
        }]
    );
    assert_eq!(said(w, &mia), "Lou is back at the table.");
    assert_eq!(mia.friends_named(), 2);
}

/// Word of another friend is read within the table: never of the friend's own seat, nor of
/// a seat off it, nor before the welcome.
#[test]
fn word_of_another_friend_must_name_another_seat_of_the_table() {
    let table = host_table(3).table();
    let read = |seat: u8, table| {
        ToFriend::decode(&ToFriend::OtherFriend { seat, here: false }.encode(), table)
    };
    assert!(read(1, Some(table)).is_ok());
    assert!(read(3, Some(table)).is_ok());
    for seat in [0, 4, 200] {
        assert!(read(seat, Some(table)).is_err(), "seat {seat}");
    }
    assert!(read(1, None).is_err(), "before the welcome");
}

/// A friend who comes back while the table is paused is told of the pause with their
/// welcome: their page shows it, and the host's resume, as everyone's does.
#[test]
fn a_friend_back_during_a_pause_comes_back_into_the_pause() {
    let mut host = host_table(9);
    let t = run_host(&mut host, 0.0, 3_000.0);
    host.toggle_pause(t);
    assert!(host.is_paused());
    let _ = host.for_friends(t);
    host.friend_left(Seat::at(1), t);
    assert!(host.friend_back(Seat::at(1), t + 500.0));
    let sent: Vec<ToFriend> = (host.for_friends(t + 500.0).into_iter())
        .map(|(_, m)| m)
        .collect();
    assert!(
        matches!(sent.first(), Some(ToFriend::Welcome(_))),
        "{sent:?}"
    );
    let Some(ToFriend::Welcome(welcome)) = sent.first().cloned() else {
        unreachable!()
    };
    let mut page = Match::mirror(*welcome, 1.0);
    for message in &sent[1..] {
        page.from_host(message.clone(), t + 600.0);
    }
    assert!(
        page.is_paused(),
        "the friend's page shows the pause: {sent:?}"
    );
    host.toggle_pause(t + 1_000.0);
    for (_, message) in host.for_friends(t + 1_000.0) {
        page.from_host(message, t + 1_100.0);
    }
    assert!(!page.is_paused(), "and the host's resume");
}
