//! What each page at a table with friends is told of a round's end: why it was won or lost
//! (the host's review, and what a friend's page may know of it), whom the next round waits
//! for, and the keys overlay, which holds nothing on a friend's page.

use super::*;
use crate::friends::wire::RoundReview;

/// Both pages played until both show a round's result (or the match's end), from `t`; gives
/// the time then. The friend is at seat 2.
fn to_a_result(h: &mut Match, p: &mut Match, mut t: f64) -> f64 {
    let over = |m: &Match| matches!(m.phase(), MatchPhase::RoundOver(_) | MatchPhase::Over(..));
    let start = t;
    while !over(h) || !over(p) {
        t = run_both(h, p, Seat::at(2), t, 1_000.0);
        assert!(t < start + 600_000.0, "a round ends");
    }
    t
}

#[test]
fn the_next_round_waits_for_the_friend_to_see_the_result_but_not_for_ever() {
    let w = &crate::i18n::english();
    let (host, mut page) = pages(2, 2, Seat::at(2));
    let mut host = host.with_friends_names(&[(Seat::at(2), "Mia".into())], "");
    let (h, p, f) = (&mut host, &mut page, Seat::at(2));
    // Each page's result says whom the next round waits for, by the names it gives seats.
    let line = |m: &Match| m.waiting_line(w);
    let lines = |h: &Match, p: &Match| (line(h), line(p));
    let said = |a: &str, b: &str| (Some(a.to_string()), Some(b.to_string()));
    let t = to_a_result(h, p, 0.0);
    // A Continue sent before the result is not counted for it.
    assert_eq!(lines(h, p), (None, None));
    h.next_round(t);
    assert!(h.waiting_for_friends(), "the host waits for the friend");
    assert_eq!(
        line(h).as_deref(),
        Some("Waiting for Mia to see the result…")
    );
    let t = run_both(h, p, f, t, 200.0);
    assert!(
        matches!(p.phase(), MatchPhase::RoundOver(_)),
        "the friend reads the result"
    );
    assert_eq!(
        line(p).as_deref(),
        Some("Host has seen the result and waits for you.")
    );
    p.next_round(t);
    assert!(
        matches!(p.phase(), MatchPhase::RoundOver(_)),
        "until the host says go on"
    );
    let t = run_both(h, p, f, t, 400.0);
    assert_eq!(lines(h, p), (None, None));
    assert!(!h.waiting_for_friends());
    assert_eq!(h.phase(), &MatchPhase::Playing);
    assert_eq!(
        p.phase(),
        &MatchPhase::Playing,
        "the next round starts on both pages"
    );
    // Next time the friend sees the result first: each page says so the other way round.
    let t = to_a_result(h, p, t);
    assert!(
        !matches!(h.phase(), MatchPhase::Over(..)),
        "two rounds spell no K-E-M-P-S"
    );
    p.next_round(t);
    let t = run_both(h, p, f, t, 200.0);
    assert_eq!(
        lines(h, p),
        said(
            "Mia has seen the result and waits for you.",
            "Waiting for Host to see the result…"
        )
    );
    h.next_round(t);
    let t = run_both(h, p, f, t, 400.0);
    assert_eq!(h.phase(), &MatchPhase::Playing);
    // Then the friend does not answer: the host goes on after the wait.
    let t = to_a_result(h, p, t);
    if matches!(h.phase(), MatchPhase::Over(..)) {
        return;
    }
    h.next_round(t);
    let t = run_both(h, p, f, t, FRIEND_WAIT_MS - 1_000.0);
    assert!(h.waiting_for_friends());
    run_both(h, p, f, t, 2_000.0);
    assert_eq!(h.phase(), &MatchPhase::Playing, "the wait has an end");
    assert_eq!(
        p.phase(),
        &MatchPhase::Playing,
        "and the friend's page follows"
    );
}

/// Only the host's table knows every team's signals and every hand, so it sends each round's
/// review to a friend's page as the round ends: every gesture is marked real or decoy on both
/// pages alike, each round's signals are the same, and the friend's result says why the round
/// was won or lost when the host's does (the match end's signals read and caught come from
/// those marks too).
#[test]
fn a_friends_page_says_why_a_round_was_won_or_lost_as_the_hosts_does() {
    let w = &crate::i18n::english();
    use crate::friends::Turn;
    for (teams, friend) in [(2, Seat::at(2)), (2, Seat::at(1)), (3, Seat::at(4))] {
        let (mut host, mut page) = pages(7, teams, friend);
        let heard = play_through(&mut host, &mut page, friend);
        // Before the match's end, no review tells another team's signals, nor a gesture of a
        // seat the round's call did not lay open (at most one other team's pair).
        let reviews: Vec<&RoundReview> = (heard.iter())
            .filter_map(|m| match m {
                ToFriend::RoundReview(r) => Some(&**r),
                _ => None,
            })
            .collect();
        assert!(reviews.len() >= 2, "a review each round");
        let table = page.table();
        for review in reviews {
            let told: Vec<usize> = (review.signals.iter().enumerate())
                .filter(|(_, s)| s.is_some())
                .map(|(t, _)| t)
                .collect();
            assert_eq!(told, vec![0], "only the friend's own team's signals");
            let others: Vec<u8> = (review.seats.iter())
                .filter(|&&s| table.team_of(Seat::at(s)) != YOUR_TEAM)
                .copied()
                .collect();
            assert!(others.len() <= 2, "{others:?}");
            assert!(others
                .iter()
                .all(|&s| table.team_of(Seat::at(s)) == table.team_of(Seat::at(others[0]))));
        }
        let (MatchPhase::Over(theirs, _), MatchPhase::Over(mine, _)) = (host.phase(), page.phase())
        else {
            panic!("both matches end");
        };
        let why = |headline: &str| headline.contains(": ");
        let (theirs, mine) = (
            theirs.headline(w, host.naming()),
            mine.headline(w, page.naming()),
        );
        assert!(why(&theirs), "{}", theirs);
        assert!(why(&mine), "{friend:?}: {:?} / {:?}", theirs, mine);
        let turn = Turn::new(host.table(), friend);
        let theirs: Vec<_> = (host.marks().iter())
            .map(|m| (m.at, m.round, turn.seat(m.seat), m.gesture, m.real))
            .collect();
        let mine: Vec<_> = (page.marks().iter())
            .map(|m| (m.at, m.round, m.seat, m.gesture, m.real))
            .collect();
        assert!(theirs.iter().any(|m| m.4), "real signals were made");
        assert_eq!(mine, theirs, "{friend:?}: every gesture marked alike");
        for (there, here) in host.signal_log().iter().zip(page.signal_log()) {
            let turned: Vec<_> = (host.table().teams())
                .map(|t| there.signals[turn.team_back(t).index()])
                .collect();
            assert_eq!(here.signals, turned, "round {}", here.round);
        }
    }
}

/// The keys overlay holds a game alone; on a friend's page it holds nothing, as the host's
/// table plays on: the page is never left paused by it (a round's end puts it away).
#[test]
fn a_friends_keys_overlay_does_not_hold_their_page() {
    let (mut host, mut page) = pages(4, 2, Seat::at(2));
    let t = run_both(&mut host, &mut page, Seat::at(2), 0.0, 5_000.0);
    page.keys_shown(true, t);
    assert!(!page.is_paused());
    let t = run_both(&mut host, &mut page, Seat::at(2), t, 1_000.0);
    assert!(
        !page.is_paused(),
        "the friend's page plays on with the host's table"
    );
    host.keys_shown(true, t);
    assert!(
        host.is_paused(),
        "alone at its keys, the host's own page holds"
    );
}

/// A friend who leaves at a round's result is no longer waited for, and the friends still at
/// the table are told so at once: their line no longer names them.
#[test]
fn a_friend_who_leaves_at_a_result_is_no_longer_named_as_awaited() {
    let mut setup = MatchSetup::new(3);
    setup.game.teams = 2;
    setup.game.preset = Preset::Classic;
    let mut host = Match::with_people(setup, 1.0, &[Seat::at(2), Seat::at(1)]).expect("a game");
    let mut t = 0.0;
    while !matches!(host.phase(), MatchPhase::RoundOver(_)) {
        t += 50.0;
        host.advance(t);
        assert!(t < 1_200_000.0, "a round ends");
    }
    host.next_round(t);
    host.for_friends(t);
    host.friend_left(Seat::at(1), t);
    let told: Vec<(Seat, ToFriend)> = host.for_friends(t);
    let last_seen = |seat: Seat| {
        (told.iter().rev())
            .find_map(|(s, m)| match m {
                ToFriend::ResultSeen { seen, unseen } if *s == seat => {
                    Some((seen.clone(), unseen.clone()))
                }
                _ => None,
            })
            .expect("told who has seen the result")
    };
    // Seat 2's page, turned by two: the host is its seat 2; nobody else is awaited.
    assert_eq!(last_seen(Seat::at(2)), (vec![2], vec![]));
    assert!(
        host.waiting_for_friends(),
        "the host still waits for seat 2"
    );
}
