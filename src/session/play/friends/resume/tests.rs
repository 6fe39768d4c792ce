//! A match with friends is the host's record: saved on the host's page as a match alone is,
//! resumed there with bots in the friends' seats, and replayed exactly.

use super::*;
use crate::engine::Preset;
use crate::friends::ToFriend;
use crate::narration::names::{Naming, SeatZero};
use crate::session::pages::replay_player::ReplayPlayer;
use crate::session::play::record::friends_replay_tests::play;
use crate::session::saved::Progress;

/// Ada (an opponent) and Bram (your partner) are friends at a table of four.
const FRIENDS: [Seat; 2] = [Seat::at(1), Seat::at(2)];

/// The host's table and each friend's page, messages carried between them at once.
struct Table {
    host: Match,
    pages: Vec<(Seat, Match)>,
}

impl Table {
    fn new(seed: u64, friends: &[Seat]) -> Table {
        let mut setup = MatchSetup::new(seed);
        setup.game.preset = Preset::Classic;
        let host = Match::with_people(setup, 1.0, friends).expect("a playable game");
        let pages = (friends.iter())
            .map(|&seat| match host.welcome(seat) {
                Some(ToFriend::Welcome(welcome)) => (seat, Match::mirror(*welcome, 1.0)),
                other => panic!("a welcome: {other:?}"),
            })
            .collect();
        Table { host, pages }
    }

    /// Every page plays to real time `until`, going on after each result.
    fn play_to(&mut self, t: &mut f64, until: f64) {
        while *t < until && !matches!(self.host.phase(), MatchPhase::Over(..)) {
            *t += 50.0;
            frame(&mut self.host, *t, 1, 900);
            for (i, (_, page)) in self.pages.iter_mut().enumerate() {
                frame(page, *t, i, 700 + 100 * i as u64);
            }
            for (seat, message) in self.host.for_friends(*t) {
                let page = (self.pages.iter_mut()).find(|(s, _)| *s == seat);
                page.expect("a friend's page").1.from_host(message, *t);
            }
            for (seat, page) in &mut self.pages {
                for message in page.for_host() {
                    self.host.from_friend(*seat, message, *t);
                }
            }
        }
    }
}

/// A frame of a page at `t` (real ms), and what its person does then: swaps their `nth`
/// hand card for the centre's now and then and passes, gestures, makes their signal on four
/// of a kind, calls Kemps on their partner's, and goes on after a result.
fn frame(m: &mut Match, t: f64, nth: usize, every: u64) {
    m.advance(t);
    play(m, t, nth, every, 5);
    let ms = t as u64;
    if matches!(m.phase(), MatchPhase::RoundOver(_)) && ms % 3_000 == 0 {
        m.next_round(t);
    }
}

/// The table's state and what the match said of it: equal for the same match.
fn outcome(m: &Match) -> (u64, Vec<RoundLine>, Vec<GestureMark>, MatchPhase) {
    let game = m.runner().expect("the table").game();
    (
        game.state_hash(),
        m.results().to_vec(),
        m.marks().to_vec(),
        m.phase().clone(),
    )
}

#[test]
fn the_hosts_match_with_friends_is_saved_and_resumed_with_bots_in_their_seats() {
    let w = &crate::i18n::english();
    let mut table = Table::new(11, &FRIENDS);
    let mut t = 0.0;
    table.play_to(&mut t, 40_000.0);
    let host = &table.host;
    assert!(!matches!(host.phase(), MatchPhase::Over(..)), "mid-match");
    let pressed = |seat| {
        (host.record().entries.iter())
            .any(|e| matches!(e, LogEntry::Press { seat: s, .. } if *s == seat))
    };
    assert!(
        FRIENDS.iter().all(|&seat| pressed(seat)),
        "both friends pressed"
    );

    // Saved as a match alone is, and read back the same; a friend's page saves nothing.
    assert!(host.save_point().is_some(), "the host's match is saved");
    for (_, page) in &table.pages {
        assert!(page.is_mirror() && page.save_point().is_none());
    }
    let progress = host.progress("7QX2-M9PA");
    let round = host.view().round();
    assert_eq!(progress, Progress::Friends { round });
    assert_eq!(
        progress.words(w),
        format!("Match with friends · round {round}")
    );
    let saved = host.record();
    let read = MatchRecord::from_stored(&saved.to_stored()).expect("it reads back");
    assert_eq!(read, saved);
    assert_eq!(read.people, FRIENDS.to_vec());

    // Resumed: the same table, every friend's seat a bot's, and nobody waits for them.
    let mut resumed = Match::resumed(&read, 1.0).expect("it resumes");
    assert_eq!(outcome(&resumed).0, outcome(host).0, "the same table");
    let runner = resumed.runner().expect("the table");
    assert!(FRIENDS.iter().all(|&seat| runner.bot(seat).is_some()));
    assert!(resumed.seats_waiting().is_empty(), "no seat waits");
    assert!(resumed.friend_seats().is_empty());
    assert!(resumed.shared(), "its deal number stays private");
    assert_eq!(resumed.progress("7QX2-M9PA"), progress);
    let seated = |e: &&LogEntry| matches!(e, LogEntry::BotSeated { at, .. } if *at == read.time);
    assert_eq!(resumed.record().entries.iter().filter(seated).count(), 2);

    // Said once, with the notices from outside the game; never on the table's own line.
    let words = "Your friends' connections ended with the page: bots play Ada and Bram's seats.";
    assert_eq!(resume_words(w, &read).as_deref(), Some(words));
    let mut t = 7_000.0;
    while t < 30_000.0 {
        t += 50.0;
        frame(&mut resumed, t, 1, 900);
        assert!(resumed.for_friends(t).is_empty(), "nobody to send to");
        assert!(resumed.seats_waiting().is_empty(), "nobody to wait for");
    }
    assert!(resumed.game_time() > read.time + 15_000, "the bots play on");

    // Played to its end alone, its record (saved, or a replay's) plays the same match.
    while !matches!(resumed.phase(), MatchPhase::Over(..)) {
        t += 50.0;
        frame(&mut resumed, t, 1, 900);
        assert!(t < 60.0 * 60_000.0, "the match ends");
    }
    let record = MatchRecord::from_stored(&resumed.record().to_stored()).expect("it reads");
    assert_eq!(record, resumed.record());
    let replayed = Match::from_record(&record, 1.0).expect("it replays");
    assert_eq!(outcome(&replayed), outcome(&resumed), "the very same match");
    let mut player = ReplayPlayer::new(record, SeatZero::You).expect("it opens");
    player.seek(player.end());
    assert_eq!(outcome(player.current()), outcome(&resumed));
}

#[test]
fn a_friend_who_had_left_is_not_waited_for_nor_said_again_on_resume() {
    let w = &crate::i18n::english();
    let mut table = Table::new(5, &FRIENDS);
    let mut t = 0.0;
    table.play_to(&mut t, 12_000.0);
    table.host.friend_left(Seat::at(2), t);
    table.pages.retain(|(seat, _)| *seat != Seat::at(2));
    table.play_to(&mut t, 20_000.0);
    assert_eq!(table.host.seats_waiting(), vec![Seat::at(2)]);

    let read = MatchRecord::from_stored(&table.host.record().to_stored()).expect("it reads");
    let resumed = Match::resumed(&read, 1.0).expect("it resumes");
    let runner = resumed.runner().expect("the table");
    assert!(FRIENDS.iter().all(|&seat| runner.bot(seat).is_some()));
    assert!(resumed.seats_waiting().is_empty(), "Bram cannot come back");
    let seated = |e: &&LogEntry| matches!(e, LogEntry::BotSeated { at, .. } if *at == read.time);
    assert_eq!(resumed.record().entries.iter().filter(seated).count(), 1);
    let words = "Your friend's connection ended with the page: a bot plays Ada's seat.";
    assert_eq!(resume_words(w, &read).as_deref(), Some(words));

    // A match whose friends all had left says nothing: their seats were handed over then.
    table.host.friend_left(Seat::at(1), t);
    let read = MatchRecord::from_stored(&table.host.record().to_stored()).expect("it reads");
    let resumed = Match::resumed(&read, 1.0).expect("it resumes");
    assert_eq!(resumed.record(), read, "nothing to hand over");
    assert_eq!(resume_words(w, &read), None);
    assert!(resumed.seats_waiting().is_empty());
}

#[test]
fn the_seats_are_named_as_a_list() {
    let w = &crate::i18n::english();
    let n = Naming::default();
    assert_eq!(seats_named(w, &n, &[Seat::at(1)]), "Ada");
    assert_eq!(
        seats_named(w, &n, &[Seat::at(1), Seat::at(3)]),
        "Ada and Cleo"
    );
    assert_eq!(
        seats_named(w, &n, &[Seat::at(1), Seat::at(2), Seat::at(5)]),
        "Ada, Bram and Edda"
    );
}
