//! A host's page and a friend's, played through the messages they send each other (encoded
//! and decoded as over the data channel).

use super::*;
use crate::engine::card::four_of_a_kind;
use crate::engine::{Event, Preset};
use crate::friends::turn::resolve_targets;
use crate::friends::{ToFriend, ToHost};

/// The host's table and the friend's page, `friend` seated.
pub(super) fn pages(seed: u64, teams: u8, friend: Seat) -> (Match, Match) {
    let mut setup = MatchSetup::new(seed);
    setup.game.teams = teams;
    setup.game.preset = Preset::Classic;
    let host = Match::with_people(setup, 1.0, &[friend]).expect("a playable game");
    let welcome = host.welcome(friend).expect("a welcome").encode();
    let Ok(ToFriend::Welcome(welcome)) = ToFriend::decode(&welcome, None) else {
        panic!("the welcome reads back");
    };
    assert_eq!(
        (welcome.game.seed, welcome.game.bots_seed),
        (0, 0),
        "no deal number"
    );
    (host, Match::mirror(*welcome, 1.0))
}

// Damaged and random messages through both pages' decoders.
mod fuzz;

// What the host's table tells a friend, in the friend's own language.
mod words;

// A team's signals changed during the match, on either page.
mod signals;

/// Carries every waiting message across, both ways; gives the friend's page's messages.
fn exchange(host: &mut Match, page: &mut Match, friend: Seat, t: f64) -> Vec<ToFriend> {
    let mut heard = Vec::new();
    for (seat, message) in host.for_friends(t) {
        assert_eq!(seat, friend);
        let read = ToFriend::decode(&message.encode(), Some(page.table())).expect("it fits");
        // A stop's target travels as the number named; the page resolves it as the host did.
        let mut resolved = read.clone();
        if let ToFriend::Update { events, .. } = &mut resolved {
            let (rule, table) = (page.rules().stop_target(), page.table());
            for e in events.iter_mut() {
                resolve_targets(&mut e.1, rule, table);
            }
        }
        assert_eq!(resolved, message, "it reads back as sent");
        heard.push(read.clone());
        page.from_host(read, t);
    }
    for message in page.for_host() {
        let read = ToHost::decode(&message.encode()).expect("it reads back");
        host.from_friend(friend, read, t);
    }
    heard
}

/// Both pages played to the end: the friend gestures now and then, each person signals
/// four of a kind and calls Kemps on their partner's signal, and both
/// sees every round result. Gives every message the friend's page heard.
fn play_through(host: &mut Match, page: &mut Match, friend: Seat) -> Vec<ToFriend> {
    let mut heard = Vec::new();
    let mut t = 0.0;
    while t < 40.0 * 60_000.0 && !matches!(host.phase(), MatchPhase::Over(..)) {
        t += 50.0;
        host.advance(t);
        page.advance(t);
        if (t as u64) % 7_000 == 0 {
            page.gesture(Gesture::EarTug, t);
        }
        // Each person makes their signal while they hold four of a kind, and calls Kemps
        // on their partner's.
        for m in [&mut *host, &mut *page] {
            if (t as u64) % 2_000 == 0 && four_of_a_kind(m.view().hand()).is_some() {
                m.signal(t);
            }
            let partner = m.view().partner();
            let signalled =
                (m.last_gesture(partner)).is_some_and(|g| m.setup().signals.contains(g.gesture));
            if (t as u64) % 500 == 0 && signalled {
                m.kemps(false, t);
            }
        }
        if matches!(page.phase(), MatchPhase::RoundOver(_)) && (t as u64) % 2_000 == 0 {
            page.next_round(t);
        }
        if matches!(host.phase(), MatchPhase::RoundOver(_)) && (t as u64) % 3_000 == 0 {
            host.next_round(t);
        }
        heard.extend(exchange(host, page, friend, t));
    }
    for _ in 0..3 {
        t += 50.0;
        heard.extend(exchange(host, page, friend, t));
    }
    heard
}

#[test]
fn a_friend_plays_a_whole_match_at_the_hosts_table() {
    for (teams, friend) in [(2, Seat::at(2)), (2, Seat::at(1)), (3, Seat::at(4))] {
        let (mut host, mut page) = pages(7, teams, friend);
        let heard = play_through(&mut host, &mut page, friend);
        let MatchPhase::Over(_, end) = host.phase() else {
            panic!(
                "the host's match ends: {:?} at {} ({} rounds), page {:?}, waiting {}",
                host.phase(),
                host.game_time(),
                host.results().len(),
                page.phase(),
                host.waiting_for_friends(),
            );
        };
        let MatchPhase::Over(_, seen) = page.phase() else {
            panic!("the friend's page ends with it: {:?}", page.phase());
        };
        let table = host.table();
        let (friend_team, host_team) = (table.team_of(friend), YOUR_TEAM);
        assert_eq!(
            seen.you_won,
            end.winners.contains(&friend_team),
            "the friend's page says whether the friend's team won"
        );
        if friend_team == host_team {
            assert_eq!(seen.you_won, end.you_won, "partners win or lose together");
        }
        assert!(
            host.marks()
                .iter()
                .any(|m| m.seat == friend && m.gesture == Gesture::EarTug),
            "the friend's gestures are made at the host's table"
        );
        let turned_host = page.host_seat().expect("the host's seat");
        assert_eq!(
            turned_host == page.view().partner(),
            friend == table.partner_of(YOU)
        );
        // The friend saw its own deals only, and every update fits its seat.
        for message in &heard {
            if let ToFriend::Update { events, copy } = message {
                assert_eq!(copy.seat, Seat::FIRST);
                for e in events {
                    if let Event::Dealt { seat, .. } = e.1 {
                        assert_eq!(seat, Seat::FIRST, "another seat's deal was sent");
                    }
                }
            }
        }
        assert!(page.stats().rounds >= 1);
        assert_eq!(
            page.results().len(),
            host.results().len(),
            "every round, told"
        );
    }
}

#[test]
fn a_friends_page_shows_the_friends_own_hand_and_the_hosts_centre() {
    let (mut host, mut page) = pages(11, 2, Seat::at(1));
    host.advance(0.0);
    page.advance(0.0);
    exchange(&mut host, &mut page, Seat::at(1), 0.0);
    let game = host.runner().expect("the table").game();
    assert_eq!(page.view().hand(), game.hand(Seat::at(1)).as_slice());
    assert_eq!(page.view().centre(), game.view(Seat::FIRST).centre());
    // Seat 1's partner is seat 3: on the friend's page, seat 2 (opposite seat 0).
    assert_eq!(page.host_seat(), Some(Seat::at(3)));
    assert_eq!(page.view().partner(), Seat::at(2));
}

#[test]
fn a_friends_refused_press_comes_back_in_words_and_changes_nothing() {
    let (mut host, mut page) = pages(3, 2, Seat::at(2));
    let before = host.runner().expect("the table").game().state_hash();
    // Before the countdown is over nobody may act: the host says so.
    host.from_friend(
        Seat::at(2),
        ToHost::Act {
            action: Action::Pass,
            seen: 0,
        },
        10.0,
    );
    let sent = host.for_friends(10.0);
    assert!(
        sent.iter().any(|(_, m)| matches!(m, ToFriend::Refused(_))),
        "{sent:?}"
    );
    assert_eq!(
        host.runner().expect("the table").game().state_hash(),
        before
    );
    // A message for a seat no friend plays is ignored.
    host.from_friend(
        Seat::at(1),
        ToHost::Act {
            action: Action::Pass,
            seen: 0,
        },
        10.0,
    );
    assert_eq!(
        host.runner().expect("the table").game().state_hash(),
        before
    );
    let _ = page.for_host();
}

#[test]
fn a_friends_gesture_is_taken_whenever_the_hosts_would_be() {
    let (mut host, _page) = pages(3, 2, Seat::at(2));
    let wink = || ToHost::Act {
        action: Action::Gesture(Gesture::Wink),
        seen: 0,
    };
    // During the "get ready" countdown your gesture is made: so is your friend's.
    let marks = host.marks().len();
    assert!(
        host.gesture(Gesture::Cough, 10.0),
        "yours, in the countdown"
    );
    host.from_friend(Seat::at(2), wink(), 20.0);
    let sent = host.for_friends(20.0);
    assert!(
        !sent.iter().any(|(_, m)| matches!(m, ToFriend::Refused(_))),
        "{sent:?}"
    );
    assert_eq!(host.marks().len(), marks + 2, "both gestures are made");
    // Paused, neither is.
    host.toggle_pause(30.0);
    assert!(!host.gesture(Gesture::Cough, 40.0));
    host.from_friend(Seat::at(2), wink(), 40.0);
    let sent = host.for_friends(40.0);
    assert!(
        sent.iter().any(|(_, m)| matches!(m, ToFriend::Refused(_))),
        "{sent:?}"
    );
    assert_eq!(host.marks().len(), marks + 2);
}

#[test]
fn a_friend_who_leaves_is_replaced_by_a_bot_and_the_match_plays_on() {
    let w = &crate::i18n::english();
    let (mut host, mut page) = pages(9, 2, Seat::at(1));
    let mut t = 0.0;
    while t < 20_000.0 {
        t += 50.0;
        host.advance(t);
        page.advance(t);
        exchange(&mut host, &mut page, Seat::at(1), t);
    }
    let before = host.runner().expect("the table").bot(Seat::at(1)).is_some();
    assert!(!before, "a person plays seat 1");
    host.friend_left(Seat::at(1), t);
    assert!(host.runner().expect("the table").bot(Seat::at(1)).is_some());
    assert!(host.friend_seats().is_empty());
    assert!(host
        .notice(w)
        .is_some_and(|n| n.contains("a bot plays it now")));
    // The bot in the friend's seat plays: the match ends without anyone at seat 1.
    while t < 40.0 * 60_000.0 && !matches!(host.phase(), MatchPhase::Over(..)) {
        t += 50.0;
        host.advance(t);
        if (t as u64) % 2_000 == 0 && four_of_a_kind(host.view().hand()).is_some() {
            host.signal(t);
        }
        if matches!(host.phase(), MatchPhase::RoundOver(_)) {
            host.next_round(t);
        }
    }
    assert!(
        matches!(host.phase(), MatchPhase::Over(..)),
        "{:?}",
        host.results().len()
    );
    let took = host
        .marks()
        .iter()
        .filter(|m| m.seat == Seat::at(1))
        .count();
    assert!(took > 0, "the bot at seat 1 made gestures");
}

/// Both pages run for `ms` more real milliseconds from `t`, every message carried; gives
/// the time reached.
fn run_both(host: &mut Match, page: &mut Match, friend: Seat, t: f64, ms: f64) -> f64 {
    let mut now = t;
    while now < t + ms {
        now += 50.0;
        host.advance(now);
        page.advance(now);
        exchange(host, page, friend, now);
    }
    now
}

#[test]
fn either_person_pauses_the_table_for_both() {
    let (mut host, mut page) = pages(4, 2, Seat::at(2));
    let (h, p, f) = (&mut host, &mut page, Seat::at(2));
    let t = run_both(h, p, f, 0.0, 5_000.0);
    p.toggle_pause(t);
    let t = run_both(h, p, f, t, 200.0);
    assert!(
        h.is_paused() && p.is_paused(),
        "the friend's Pause pauses both"
    );
    let stood = h.game_time();
    let t = run_both(h, p, f, t, 3_000.0);
    assert_eq!(h.game_time(), stood, "the table stands while paused");
    h.toggle_pause(t);
    let t = run_both(h, p, f, t, 4_000.0);
    assert!(
        !h.is_paused() && !p.is_paused(),
        "the host's Resume resumes both"
    );
    assert!(h.game_time() > stood);
    // The friend's page hidden: the table pauses; shown again: it resumes.
    p.hidden();
    let t = run_both(h, p, f, t, 200.0);
    assert!(h.is_paused() && p.is_paused());
    p.shown(t);
    run_both(h, p, f, t, 4_000.0);
    assert!(!h.is_paused() && !p.is_paused());
}

/// Messages on their way between the pages, each delivered `delay` real ms after it left.
#[derive(Default)]
struct Wire {
    to_page: Vec<(f64, Vec<u8>)>,
    to_host: Vec<(f64, Vec<u8>)>,
}

impl Wire {
    /// Sends what each page has to say, and delivers what has arrived by `t`.
    fn carry(&mut self, host: &mut Match, page: &mut Match, friend: Seat, t: f64, delay: f64) {
        for (_, m) in host.for_friends(t) {
            self.to_page.push((t + delay, m.encode()));
        }
        for m in page.for_host() {
            self.to_host.push((t + delay, m.encode()));
        }
        let table = page.table();
        for (_, bytes) in self.to_page.extract_if(.., |(due, _)| *due <= t) {
            page.from_host(ToFriend::decode(&bytes, Some(table)).expect("it fits"), t);
        }
        for (_, bytes) in self.to_host.extract_if(.., |(due, _)| *due <= t) {
            host.from_friend(friend, ToHost::decode(&bytes).expect("it reads"), t);
        }
    }
}

/// A race for a card with 150 ms each way between the pages: the bot decides to take a
/// centre card at the very moment the friend presses for it. The friend's page shows the
/// table as it was 150 ms earlier, so by the game time it saw, the friend was first; the
/// press arrives 150 ms later, while the bot's exchange still waits for it, and wins.
#[test]
fn a_friend_150_ms_away_who_pressed_first_wins_the_race_for_a_card() {
    let mut won = 0;
    for seed in 1..=6 {
        let (mut host, mut page) = pages(seed, 2, Seat::at(1));
        let mut wire = Wire::default();
        let mut t = 0.0;
        let race = loop {
            t += 10.0;
            host.advance(t);
            page.advance(t);
            wire.carry(&mut host, &mut page, Seat::at(1), t, 150.0);
            let runner = host.runner().expect("the table");
            let waiting = runner
                .waiting_exchange()
                .and_then(|(_, seat, action)| match action {
                    Action::Swap { take, .. } if seat != Seat::at(1) => Some(take[0]),
                    _ => None,
                });
            if let Some(card) = waiting.filter(|c| page.view().centre().contains(c)) {
                break Some(card);
            }
            if t > 120_000.0 {
                break None;
            }
        };
        let Some(card) = race else { continue };
        let hold = host
            .runner()
            .expect("the table")
            .waiting_exchange()
            .map(|(at, ..)| at);
        assert!(hold.is_some());
        // The friend presses the card now: its first hand card for it.
        let index = page
            .view()
            .centre()
            .iter()
            .position(|c| *c == card)
            .expect("shown");
        page.press_hand(0, page.view().hand()[0], t);
        page.press_centre(index, card, t);
        let end = t + 600.0;
        while t < end {
            t += 10.0;
            host.advance(t);
            page.advance(t);
            wire.carry(&mut host, &mut page, Seat::at(1), t, 150.0);
        }
        let friend_has = host
            .runner()
            .expect("the table")
            .game()
            .hand(Seat::at(1))
            .contains(&card);
        assert!(
            friend_has,
            "seed {seed}: the friend was first, and got the {card}"
        );
        won += 1;
    }
    assert!(won >= 3, "races were run ({won})");
}

#[test]
fn a_friend_cannot_flood_the_table_nor_resume_the_hosts_pause() {
    let (mut host, mut page) = pages(6, 2, Seat::at(2));
    let t = run_both(&mut host, &mut page, Seat::at(2), 0.0, 5_000.0);
    let marks = host.marks().len();
    for _ in 0..1_000 {
        let wink = ToHost::Act {
            action: Action::Gesture(Gesture::Wink),
            seen: 0,
        };
        host.from_friend(Seat::at(2), wink, t);
    }
    let made = host.marks().len() - marks;
    assert!(made <= 40, "a burst is cut short ({made} of 1000 read)");
    // The host pauses; the friend cannot resume that pause.
    host.toggle_pause(t);
    host.from_friend(Seat::at(2), ToHost::Pause(false), t + 5_000.0);
    assert!(host.is_paused());
    host.toggle_pause(t + 6_000.0);
    let t = run_both(&mut host, &mut page, Seat::at(2), t + 6_000.0, 4_000.0);
    assert!(!host.is_paused());
    // The friend resumes its own pause.
    host.from_friend(Seat::at(2), ToHost::Pause(true), t);
    assert!(host.is_paused());
    host.from_friend(Seat::at(2), ToHost::Pause(false), t + 1_000.0);
    run_both(&mut host, &mut page, Seat::at(2), t + 1_000.0, 4_000.0);
    assert!(!host.is_paused());
}

#[test]
fn a_lost_connection_that_does_not_come_back_gives_the_seat_to_a_bot() {
    let (mut host, mut page) = pages(12, 2, Seat::at(1));
    let t = run_both(&mut host, &mut page, Seat::at(1), 0.0, 5_000.0);
    // Lost, then back within the wait: the friend keeps the seat.
    host.friend_connection(Seat::at(1), true, t);
    host.advance(t + DROP_AFTER_MS - 100.0);
    host.friend_connection(Seat::at(1), false, t + DROP_AFTER_MS - 100.0);
    host.advance(t + 2.0 * DROP_AFTER_MS);
    assert_eq!(host.friend_seats(), vec![Seat::at(1)]);
    // Lost for good: a bot plays the seat.
    let t = t + 2.0 * DROP_AFTER_MS;
    host.friend_connection(Seat::at(1), true, t);
    host.advance(t + DROP_AFTER_MS - 100.0);
    assert_eq!(host.friend_seats(), vec![Seat::at(1)]);
    host.advance(t + DROP_AFTER_MS);
    assert!(host.friend_seats().is_empty());
    assert!(host.runner().expect("the table").bot(Seat::at(1)).is_some());
}

#[test]
fn a_wait_for_a_friend_asks_for_a_frame_when_it_ends() {
    let (mut host, _) = pages(12, 2, Seat::at(1));
    host.advance(0.0);
    host.friend_connection(Seat::at(1), true, 1_000.0);
    let due = host.next_frame_at().expect("a frame is due");
    assert!(due <= 1_000.0 + DROP_AFTER_MS, "{due}");
}

// What each page is told of a round's end: the host's review, who has seen the result.
mod review;
