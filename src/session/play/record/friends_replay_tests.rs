//! A match with a friend, recorded on the host's page and played again from its record:
//! the friend's presses, their team's new signals, a bot in their seat while they were
//! away, their return and the bots' wait for their presses all give the very same match.

use super::*;
use crate::bots::Signals;
use crate::engine::card::four_of_a_kind;
use crate::engine::{Gesture, Phase, Preset};
use crate::friends::{ToFriend, ToHost};
use crate::narration::names::SeatZero;
use crate::session::pages::replay_player::ReplayPlayer;
use crate::session::play::{GestureMark, HostReplay, RoundLine};
use crate::share::replay::FRIENDS_REPLAY_VERSION;
use crate::share::LinkError;

/// The friend's seat: an opponent, at the other team.
const FRIEND: Seat = Seat::at(1);
/// Each message takes this long (real ms) between the pages: the bots' exchanges wait.
const DELAY: f64 = 150.0;
/// The friend's page closes at this real time, and opens the invite again at the next.
const LEAVES_AT: f64 = 20_000.0;
const BACK_AT: f64 = 32_000.0;

/// Messages on their way between the pages, each delivered `DELAY` after it left; none
/// while the friend is away. A welcome opens a new friend's page.
#[derive(Default)]
struct Wire {
    to_page: Vec<(f64, Vec<u8>)>,
    to_host: Vec<(f64, Vec<u8>)>,
}

impl Wire {
    fn carry(&mut self, host: &mut Match, page: &mut Match, t: f64) {
        for (seat, m) in host.for_friends(t) {
            assert_eq!(seat, FRIEND);
            self.to_page.push((t + DELAY, m.encode()));
        }
        for m in page.for_host() {
            self.to_host.push((t + DELAY, m.encode()));
        }
        for (_, bytes) in self.to_page.extract_if(.., |(due, _)| *due <= t) {
            match ToFriend::decode(&bytes, Some(page.table())).expect("it fits") {
                ToFriend::Welcome(welcome) => *page = Match::mirror(*welcome, 1.0),
                message => page.from_host(message, t),
            }
        }
        for (_, bytes) in self.to_host.extract_if(.., |(due, _)| *due <= t) {
            host.from_friend(FRIEND, ToHost::decode(&bytes).expect("it reads"), t);
        }
    }
}

/// What a person does at `t` (real ms, a multiple of 50): every `every` ms in an exchange,
/// swaps their `nth` hand card for the centre's one time in `swaps` (refused at times:
/// someone was faster) and passes the others; gestures, makes their signal on four of a kind
/// and calls Kemps on their partner's. The friends' resume tests play with it too.
pub(in crate::session::play) fn play(m: &mut Match, t: f64, nth: usize, every: u64, swaps: u64) {
    let ms = t as u64;
    if ms % every == 0 && m.view().phase() == Phase::Exchange {
        let (hand, centre) = (m.view().hand().to_vec(), m.view().centre().to_vec());
        match (hand.get(nth), centre.get(nth)) {
            (Some(&card), Some(&slot)) if (ms / every) % swaps == 0 => {
                m.press_hand(nth, card, t);
                m.press_centre(nth, slot, t);
            }
            _ => m.pass(t),
        }
    }
    if ms % 4_900 == 0 {
        m.gesture(Gesture::EarTug, t);
    }
    if ms % 2_000 == 0 && four_of_a_kind(m.view().hand()).is_some() {
        m.signal(t);
    }
    let partner = m.view().partner();
    let signalled =
        (m.last_gesture(partner)).is_some_and(|g| m.setup().signals.contains(g.gesture));
    if ms % 500 == 0 && signalled {
        m.kemps(false, t);
    }
}

/// The host's match with a friend, played to its end: both press, each team changes its
/// signals at the first result, the friend leaves for a while and comes back.
fn friends_match(seed: u64) -> (Match, Match) {
    let mut setup = MatchSetup::new(seed);
    setup.game.preset = Preset::Classic;
    let mut host = Match::with_people(setup, 1.0, &[FRIEND]).expect("a playable game");
    let Some(ToFriend::Welcome(welcome)) = host.welcome(FRIEND) else {
        panic!("a welcome");
    };
    let mut page = Match::mirror(*welcome, 1.0);
    assert_eq!(page.replay_from_host(), None, "not before the end");
    let (mut wire, mut t, mut changed) = (Wire::default(), 0.0, [false, false]);
    while t < 40.0 * 60_000.0 && !matches!(host.phase(), MatchPhase::Over(..)) {
        t += 50.0;
        host.advance(t);
        play(&mut host, t, 1, 900, 6);
        if t == LEAVES_AT {
            host.friend_left(FRIEND, t);
            wire = Wire::default();
        }
        if t == BACK_AT {
            assert!(host.friend_back(FRIEND, t), "the seat waits for its friend");
        }
        if matches!(host.phase(), MatchPhase::RoundOver(_)) {
            if !std::mem::replace(&mut changed[0], true) {
                host.change_signals(Signals::one(Gesture::Cough));
            }
            if (t as u64) % 3_000 == 0 {
                host.next_round(t);
            }
        }
        if (LEAVES_AT..BACK_AT).contains(&t) {
            continue;
        }
        page.advance(t);
        play(&mut page, t, 0, 700, 6);
        if matches!(page.phase(), MatchPhase::RoundOver(_)) {
            if !std::mem::replace(&mut changed[1], true) {
                page.change_signals(Signals::one(Gesture::Yawn));
            }
            if (t as u64) % 2_000 == 0 {
                page.next_round(t);
            }
        }
        wire.carry(&mut host, &mut page, t);
    }
    assert!(
        matches!(host.phase(), MatchPhase::Over(..)),
        "the match ends: {:?} at {t}, game {}, {} rounds, page {:?}",
        host.phase(),
        host.game_time(),
        host.results().len(),
        page.phase(),
    );
    for _ in 0..10 {
        t += 50.0;
        page.advance(t);
        wire.carry(&mut host, &mut page, t);
    }
    (host, page)
}

/// The table's state and what the match said of it: equal for the same match.
fn outcome(m: &Match) -> (u64, Vec<RoundLine>, Vec<GestureMark>, MatchPhase) {
    let game = m.runner().expect("the table").game();
    let marks = m.marks().to_vec();
    (
        game.state_hash(),
        m.results().to_vec(),
        marks,
        m.phase().clone(),
    )
}

#[test]
fn a_match_with_a_friend_who_left_and_came_back_replays_exactly_from_its_record() {
    let (host, _) = friends_match(11);
    let record = host.record();
    assert_eq!(record.people, vec![FRIEND]);
    let has = |f: fn(&LogEntry) -> bool| record.entries.iter().any(f);
    assert!(has(
        |e| matches!(e, LogEntry::Press { seat, .. } if *seat == FRIEND)
    ));
    assert!(has(|e| matches!(e, LogEntry::Act { .. })));
    assert!(has(|e| matches!(e, LogEntry::Signal { .. })));
    assert!(has(
        |e| matches!(e, LogEntry::TeamSignal { team, .. } if team.0 == 1)
    ));
    assert!(has(
        |e| matches!(e, LogEntry::BotSeated { seat, .. } if *seat == FRIEND)
    ));
    assert!(has(
        |e| matches!(e, LogEntry::FriendBack { seat, .. } if *seat == FRIEND)
    ));
    assert!(has(|e| matches!(e, LogEntry::Hold { ms, .. } if *ms > 0)));

    // Through a replay link's text, in the version for a match with friends.
    let text = record.encode();
    assert_eq!(record.version(), FRIENDS_REPLAY_VERSION);
    let read = MatchRecord::decode(&text).expect("it reads");
    assert_eq!(read, record);

    let replayed = Match::from_record(&read, 1.0).expect("it replays");
    assert_eq!(outcome(&replayed), outcome(&host), "the very same match");
    // Watched: to its end at once, or moment by moment (a replay's frames are not the
    // host's): the very same match either way.
    for step in [None, Some(10), Some(1_000)] {
        let mut player = ReplayPlayer::new(read.clone(), SeatZero::You).expect("it opens");
        let mut t = 0;
        while let Some(step) = step.filter(|_| t < player.end()) {
            player.seek(t);
            t += step;
        }
        player.seek(player.end());
        assert_eq!(
            outcome(player.current()),
            outcome(&host),
            "seen by {step:?} ms"
        );
        assert!(player.finished());
    }

    // Each part of the record is needed: without it, another match is played.
    for lost in [
        (|e: &LogEntry| matches!(e, LogEntry::Press { .. })) as fn(&LogEntry) -> bool,
        |e| matches!(e, LogEntry::BotSeated { .. }),
        |e| matches!(e, LogEntry::Hold { .. }),
    ] {
        let mut without = read.clone();
        without.entries.retain(|e| !lost(e));
        let other = Match::from_record(&without, 1.0).expect("it replays");
        assert_ne!(outcome(&other).0, outcome(&host).0);
    }
}

/// Two friends of one team, the host's opponents.
const TEAM_OF_FRIENDS: [Seat; 2] = [Seat::at(1), Seat::at(3)];

/// The host's match with `TEAM_OF_FRIENDS`, each on a page of their own, played to its end:
/// both press, and one changes their team's signals at the first result (the host's table
/// tells the other).
fn two_friends_match(seed: u64) -> Match {
    const FRIENDS: [Seat; 2] = TEAM_OF_FRIENDS;
    let mut setup = MatchSetup::new(seed);
    setup.game.preset = Preset::Classic;
    let mut host = Match::with_people(setup, 1.0, &FRIENDS).expect("a playable game");
    let mut pages: Vec<Match> = (FRIENDS.iter())
        .map(|&seat| match host.welcome(seat) {
            Some(ToFriend::Welcome(welcome)) => Match::mirror(*welcome, 1.0),
            _ => panic!("a welcome for seat {seat:?}"),
        })
        .collect();
    // Messages on their way, each delivered `DELAY` after it left: to a page (by its index
    // in `FRIENDS`), and to the host from a friend's seat.
    let mut to_pages: Vec<(f64, usize, Vec<u8>)> = Vec::new();
    let mut to_host: Vec<(f64, Seat, Vec<u8>)> = Vec::new();
    let (mut t, mut changed) = (0.0, false);
    while t < 40.0 * 60_000.0 && !matches!(host.phase(), MatchPhase::Over(..)) {
        t += 50.0;
        host.advance(t);
        play(&mut host, t, 1, 900, 6);
        if matches!(host.phase(), MatchPhase::RoundOver(_)) && (t as u64) % 3_000 == 0 {
            host.next_round(t);
        }
        for (i, page) in pages.iter_mut().enumerate() {
            page.advance(t);
            play(page, t, i, 700 + 100 * i as u64, 5);
            if matches!(page.phase(), MatchPhase::RoundOver(_)) {
                if i == 1 && !std::mem::replace(&mut changed, true) {
                    page.change_signals(Signals::one(Gesture::Yawn));
                }
                if (t as u64) % 2_000 == 0 {
                    page.next_round(t);
                }
            }
            let from = FRIENDS[i];
            to_host.extend(
                page.for_host()
                    .iter()
                    .map(|m| (t + DELAY, from, m.encode())),
            );
        }
        for (seat, m) in host.for_friends(t) {
            let i = FRIENDS
                .iter()
                .position(|&s| s == seat)
                .expect("a friend's seat");
            to_pages.push((t + DELAY, i, m.encode()));
        }
        for (_, i, bytes) in to_pages.extract_if(.., |(due, ..)| *due <= t) {
            let page = &mut pages[i];
            let message = ToFriend::decode(&bytes, Some(page.table())).expect("it fits");
            page.from_host(message, t);
        }
        for (_, seat, bytes) in to_host.extract_if(.., |(due, ..)| *due <= t) {
            host.from_friend(seat, ToHost::decode(&bytes).expect("it reads"), t);
        }
    }
    assert!(
        matches!(host.phase(), MatchPhase::Over(..)),
        "the match ends: {:?} at {t}",
        host.phase()
    );
    assert!(changed, "a round ended on the friends' pages");
    host
}

/// A match with two friends of one team replays exactly from its record, their presses and
/// their team's new signals in it.
#[test]
fn a_match_with_two_friends_of_one_team_replays_exactly_from_its_record() {
    const FRIENDS: [Seat; 2] = TEAM_OF_FRIENDS;
    let host = two_friends_match(12);
    let record = host.record();
    assert_eq!(record.people.len(), 2);
    assert!(FRIENDS.iter().all(|s| record.people.contains(s)));
    let has = |f: &dyn Fn(&LogEntry) -> bool| record.entries.iter().any(f);
    for friend in FRIENDS {
        assert!(
            has(&|e| matches!(e, LogEntry::Press { seat, .. } if *seat == friend)),
            "{friend:?} pressed"
        );
    }
    assert!(
        has(&|e| matches!(e, LogEntry::TeamSignal { team, .. } if team.0 == 1)),
        "the friends' team's new signals are in the record"
    );
    let read = MatchRecord::decode(&record.encode()).expect("it reads");
    assert_eq!(read, record);
    let replayed = Match::from_record(&read, 1.0).expect("it replays");
    assert_eq!(outcome(&replayed), outcome(&host), "the very same match");
}

#[test]
fn a_record_of_a_match_with_friends_must_fit_its_table() {
    let (host, _) = friends_match(5);
    let record = host.record();
    let refused = |change: &dyn Fn(&mut MatchRecord)| {
        let mut r = record.clone();
        change(&mut r);
        MatchRecord::decode(&r.encode())
    };
    assert_eq!(refused(&|_| {}), Ok(record.clone()));
    // A seat past the table, your own seat, or a friend's seat named twice.
    assert_eq!(
        refused(&|r| r.people = vec![Seat::at(4)]),
        Err(LinkError::Garbled)
    );
    assert_eq!(
        refused(&|r| r.people = vec![Seat::FIRST]),
        Err(LinkError::Garbled)
    );
    assert_eq!(
        refused(&|r| r.people = vec![FRIEND, FRIEND]),
        Err(LinkError::Garbled)
    );
    let press_at = |seat| {
        move |r: &mut MatchRecord| {
            if let Some(LogEntry::Press { seat: s, .. }) =
                (r.entries.iter_mut()).find(|e| matches!(e, LogEntry::Press { .. }))
            {
                *s = seat;
            }
        }
    };
    assert_eq!(refused(&press_at(Seat::at(9))), Err(LinkError::Garbled));
    assert_eq!(refused(&press_at(Seat::FIRST)), Err(LinkError::Garbled));
    assert_eq!(
        refused(&|r| r.entries.push(LogEntry::TeamSignal {
            at: r.time,
            team: crate::engine::Team(2),
            signals: Gesture::Wink.into(),
        })),
        Err(LinkError::Garbled)
    );
    // A match alone is still written, and read, as before.
    let mut alone = record.clone();
    alone.people.clear();
    alone.entries.retain(|e| !e.with_friends());
    assert_eq!(alone.version(), crate::share::replay::REPLAY_VERSION);
    assert_eq!(MatchRecord::decode(&alone.encode()), Ok(alone));
}

#[test]
fn at_the_end_the_friends_page_is_sent_the_replay_or_told_it_is_too_long() {
    let w = &crate::i18n::english();
    let (mut host, mut page) = friends_match(11);
    assert!(matches!(page.phase(), MatchPhase::Over(..)));
    assert_eq!(page.replay_from_host(), Some(HostReplay::OnItsWay));
    assert_eq!(host.replay_from_host(), None, "the host's page has its own");
    let text = host.record().encode();
    let send = |host: &mut Match, page: &mut Match, text: &str| {
        host.replay_to_friends(text, 1e9);
        for (seat, message) in host.for_friends(1e9) {
            assert_eq!(seat, FRIEND);
            let bytes = message.encode();
            assert!(bytes.len() <= crate::friends::wire::MAX_MESSAGE);
            page.from_host(
                ToFriend::decode(&bytes, Some(page.table())).expect("fits"),
                1e9,
            );
        }
    };
    send(&mut host, &mut page, &text);
    let Some(HostReplay::Text(sent)) = page.replay_from_host() else {
        panic!("the replay arrives: {:?}", page.replay_from_host());
    };
    assert_eq!(MatchRecord::decode(&sent), Ok(host.record()));
    // Longer than a message may be: said on both pages, in words, and nothing breaks.
    let long = "0".repeat(crate::friends::wire::MAX_REPLAY_SENT + 1);
    send(&mut host, &mut page, &long);
    assert_eq!(page.replay_from_host(), Some(HostReplay::TooLong));
    assert_eq!(
        host.notice(w),
        Some(tr!(w, TABLE_FRIENDS_REPLAY_TOO_LONG_HOST))
    );
}
