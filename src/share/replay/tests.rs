//! Replays' text: bounds, refusals and round trips.

use super::*;
use crate::bots::LevelName;
use crate::engine::{Card, Gesture, Preset, RuleOptions, Unplayable};

#[test]
fn a_replay_file_is_named_after_its_deal_and_opens_as_a_kemps_file() {
    let name = file_name(42);
    assert_eq!(
        name,
        format!("kemps-replay-{}.kemps", crate::share::deal_code(42))
    );
    assert!(name.ends_with(".kemps") && name.is_ascii());
}

fn game() -> GameId {
    GameId {
        seed: 12,
        bots_seed: 34,
        preset: Preset::Party,
        teams: 3,
        level: LevelName::Sharp,
        options: RuleOptions::default(),
    }
}

fn passes(count: usize, every: u64) -> Vec<LogEntry> {
    (1..=count as u64)
        .map(|i| LogEntry::Act {
            at: i * every,
            action: Action::Pass,
        })
        .collect()
}

fn record(entries: Vec<LogEntry>, time: u64) -> MatchRecord {
    MatchRecord {
        game: game(),
        signals: Gesture::Wink.into(),
        entries,
        time,
        people: Vec::new(),
    }
}

/// A body written as `encode` would, with no bound applied.
fn forge(body: &Body) -> String {
    let raw = postcard::to_allocvec(body).expect("serialises");
    let packed = miniz_oxide::deflate::compress_to_vec(&raw, 9);
    to_base32(&seal(REPLAY_VERSION, &packed))
}

fn body(steps: Vec<Step>, time: u64) -> Body {
    Body {
        game: game().encode(),
        signals: Gesture::Shrug.into(),
        steps,
        time,
    }
}

#[test]
fn the_largest_step_fits_the_bound_on_unpacked_size() {
    let cards: Vec<Card> = (0..4).map(Card::from_index).collect();
    let swap = Action::swap(&cards, &cards).expect("four for four");
    let step = postcard::to_allocvec(&Step::Act(MAX_RECORD_MS, swap)).expect("serialises");
    assert!(step.len() <= MAX_STEP_BYTES, "{} bytes", step.len());
}

#[test]
fn reading_field_by_field_reads_the_body_encode_writes() {
    let steps = vec![
        Step::Act(5, Action::Pass),
        Step::Signal(0, Gesture::Cough.into()),
        Step::Signal(
            5,
            Signals::three(Gesture::Yawn, Gesture::Wink, Gesture::Cough),
        ),
        Step::Act(300, Action::Drop(Card::from_index(7))),
    ];
    let raw = postcard::to_allocvec(&body(steps, 400)).expect("serialises");
    let whole: Body = postcard::from_bytes(&raw).expect("reads");
    let read = read_body(REPLAY_VERSION, &raw).expect("reads");
    assert_eq!(read.game.encode(), whole.game);
    assert_eq!((read.signals, read.time), (whole.signals, whole.time));
    let ats: Vec<u64> = read.entries.iter().map(LogEntry::at).collect();
    assert_eq!(ats, [5, 5, 10, 310]);
}

#[test]
fn a_record_at_every_bound_at_once_round_trips() {
    // The most presses, each the largest step: a four-for-four swap of scattered cards.
    let mut state = 0x9E37_79B9u64;
    let mut card = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        Card::from_index((state >> 33) as usize % 52)
    };
    let entries = (1..=MAX_ENTRIES as u64)
        .map(|i| {
            let (give, take) = (
                [card(), card(), card(), card()],
                [card(), card(), card(), card()],
            );
            LogEntry::Act {
                at: i * (MAX_RECORD_MS / MAX_ENTRIES as u64),
                action: Action::swap(&give, &take).expect("four for four"),
            }
        })
        .collect();
    let at_bounds = record(entries, MAX_RECORD_MS);
    let text = at_bounds.encode();
    assert!(text.len() <= MAX_RECORD_TEXT, "{} symbols", text.len());
    assert_eq!(MatchRecord::decode(&text), Ok(at_bounds));
}

#[test]
fn a_record_past_the_bounds_is_refused_with_its_reason() {
    let w = &crate::i18n::english();
    let over = |steps, time| MatchRecord::decode(&forge(&body(steps, time)));
    assert_eq!(
        over(vec![], MAX_RECORD_MS + 1),
        Err(LinkError::TooLong(MAX_RECORD_MS + 1))
    );
    assert_eq!(over(vec![], u64::MAX), Err(LinkError::TooLong(u64::MAX)));
    assert_eq!(
        over(vec![Step::Act(1_001, Action::Pass)], 1_000),
        Err(LinkError::EntryAfterEnd)
    );
    // Gaps that add up past u64::MAX.
    let absurd = vec![
        Step::Act(u64::MAX, Action::Pass),
        Step::Signal(u64::MAX, Gesture::Wink.into()),
    ];
    assert_eq!(over(absurd, 10), Err(LinkError::EntryAfterEnd));
    let crowd = (0..=MAX_ENTRIES)
        .map(|_| Step::Act(0, Action::Pass))
        .collect();
    assert_eq!(
        over(crowd, 10),
        Err(LinkError::TooManyEntries(MAX_ENTRIES as u64 + 1))
    );
    for e in [
        LinkError::TooLong(MAX_RECORD_MS + 1),
        LinkError::TooManyEntries(20_001),
        LinkError::EntryAfterEnd,
        LinkError::TooLarge,
    ] {
        assert!(e.words(w).starts_with("It "), "{e:?}");
    }
    assert!(LinkError::TooLong(MAX_RECORD_MS + 1)
        .words(w)
        .contains("2 h 01 min"));
}

#[test]
fn a_record_too_big_to_be_honest_is_not_read() {
    assert_eq!(
        MatchRecord::decode(&"0".repeat(MAX_RECORD_TEXT + 1)),
        Err(LinkError::TooLarge)
    );
    // Small as text, past the bound once unpacked (zeros deflate a thousandfold).
    let packed = miniz_oxide::deflate::compress_to_vec(&vec![0; MAX_RECORD_BYTES + 1], 9);
    let text = to_base32(&seal(REPLAY_VERSION, &packed));
    assert!(text.len() < 10_000);
    assert_eq!(MatchRecord::decode(&text), Err(LinkError::TooLarge));
}

#[test]
fn a_stored_record_reads_at_once_within_the_same_bounds() {
    let r = record(passes(40, 250), 12_000);
    let stored = r.to_stored();
    assert!(stored.starts_with(STORED_PREFIX));
    assert_eq!(MatchRecord::from_stored(&stored), Ok(r.clone()));
    assert!(is_record(&stored));
    // A packed record (saved by an earlier version) is kept, to be unpacked on resume.
    let packed = r.encode();
    assert!(is_record(&packed));
    assert_eq!(MatchRecord::from_stored(&packed), Err(LinkError::Garbled));
    // The stored form has the same bounds as a replay, and its checksum.
    let forged = format!(
        "{STORED_PREFIX}{}",
        to_base32(&seal(
            REPLAY_VERSION,
            &postcard::to_allocvec(&body(vec![], MAX_RECORD_MS + 1)).expect("writes")
        ))
    );
    assert_eq!(
        MatchRecord::from_stored(&forged),
        Err(LinkError::TooLong(MAX_RECORD_MS + 1))
    );
    let mut damaged = stored.clone();
    damaged.pop();
    assert!(MatchRecord::from_stored(&damaged).is_err());
    assert!(!is_record(&damaged));
    assert!(!is_record("raw:"));
}

#[test]
fn a_record_of_unplayable_rules_is_refused() {
    let quick = GameId {
        options: RuleOptions {
            idle_ms: Some(1),
            ..RuleOptions::default()
        },
        ..game()
    };
    let r = MatchRecord {
        game: quick,
        ..record(vec![], 10)
    };
    assert_eq!(
        MatchRecord::decode(&r.encode()),
        Err(LinkError::Unplayable(Unplayable::IdleTooShort(1)))
    );
}

#[test]
fn a_match_past_the_bounds_is_recorded_as_far_as_they_go() {
    // Three hours: the first two are kept.
    let long = record(passes(100, 100_000), 3 * 3_600_000);
    let back = MatchRecord::decode(&long.encode()).expect("decodes");
    assert_eq!(back.time, MAX_RECORD_MS);
    assert_eq!(back.entries, long.entries[..72]);
    // Too many presses: the record ends just before the first one left out.
    let busy = record(passes(MAX_ENTRIES + 5, 100), MAX_RECORD_MS);
    let back = MatchRecord::decode(&busy.encode()).expect("decodes");
    assert_eq!(back.entries, busy.entries[..MAX_ENTRIES]);
    assert_eq!(back.time, busy.entries[MAX_ENTRIES].at());
    // Out of order, or dated after the end: never a record the decoder refuses.
    let mut muddled = record(passes(3, 1_000), 2_500);
    muddled.entries.swap(0, 1);
    let back = MatchRecord::decode(&muddled.encode()).expect("decodes");
    let ats: Vec<u64> = back.entries.iter().map(LogEntry::at).collect();
    assert_eq!((ats, back.time), (vec![2_000, 2_000], 2_500));
}

/// A version 4 body written as `encode` would, with no bound applied.
fn forge_friends(people: Vec<u8>, steps: Vec<Step>, time: u64) -> String {
    let body = FriendsBody {
        game: game().encode(),
        signals: Gesture::Shrug.into(),
        people,
        steps,
        time,
    };
    let raw = postcard::to_allocvec(&body).expect("serialises");
    let packed = miniz_oxide::deflate::compress_to_vec(&raw, 9);
    to_base32(&seal(FRIENDS_REPLAY_VERSION, &packed))
}

#[test]
fn the_largest_step_of_a_friend_fits_the_bound_on_unpacked_size() {
    let cards: Vec<Card> = (0..4).map(Card::from_index).collect();
    let swap = Action::swap(&cards, &cards).expect("four for four");
    let press = Step::Press(MAX_RECORD_MS, 11, MAX_RECORD_MS, swap);
    let step = postcard::to_allocvec(&press).expect("serialises");
    assert!(step.len() <= MAX_STEP_BYTES, "{} bytes", step.len());
}

/// Each way a record of a match with friends can be wrong is refused, as the record of a
/// match alone is: the table of `game()` has three teams, six seats.
#[test]
fn a_damaged_record_of_a_match_with_friends_is_refused() {
    let pass = || Action::Pass;
    let read = |people, steps, time| MatchRecord::decode(&forge_friends(people, steps, time));
    let fine = read(
        vec![2, 5],
        vec![
            Step::Hold(0, 300),
            Step::Press(40, 2, 40, pass()),
            Step::TeamSignal(0, 2, Gesture::Yawn.into()),
            Step::BotSeated(100, 5),
            Step::FriendBack(100, 5),
            Step::Act(10, pass()),
        ],
        1_000,
    )
    .expect("it reads");
    assert_eq!(fine.people, vec![Seat::at(2), Seat::at(5)]);
    assert_eq!(
        fine.entries[1],
        LogEntry::Press {
            at: 40,
            seat: Seat::at(2),
            made: 0,
            action: pass()
        }
    );
    let garbled = Err(LinkError::Garbled);
    // Seats off the table, your own, a friend named twice, too many people.
    assert_eq!(read(vec![6], vec![], 10), garbled);
    assert_eq!(read(vec![0], vec![], 10), garbled);
    assert_eq!(read(vec![3, 3], vec![], 10), garbled);
    assert_eq!(read(vec![1; 12], vec![], 10), garbled);
    for step in [
        Step::Press(5, 6, 0, pass()),
        Step::Press(5, 0, 0, pass()),
        Step::BotSeated(5, 9),
        Step::FriendBack(5, 0),
        Step::TeamSignal(5, 3, Gesture::Wink.into()),
        Step::TeamSignal(5, 0, Gesture::Wink.into()),
        // Made before the match began; a wait longer than any.
        Step::Press(5, 1, 6, pass()),
        Step::Hold(5, MAX_HOLD_RECORDED + 1),
    ] {
        assert_eq!(read(vec![1], vec![step], 10), garbled);
    }
    // The bounds of a record alone hold here too.
    assert_eq!(
        read(vec![1], vec![Step::Press(11, 1, 0, pass())], 10),
        Err(LinkError::EntryAfterEnd)
    );
    assert_eq!(
        read(vec![1], vec![], MAX_RECORD_MS + 1),
        Err(LinkError::TooLong(MAX_RECORD_MS + 1))
    );
    let crowd = (0..=MAX_ENTRIES).map(|_| Step::Hold(0, 0)).collect();
    assert_eq!(
        read(vec![1], crowd, 10),
        Err(LinkError::TooManyEntries(MAX_ENTRIES as u64 + 1))
    );
    // A friend's step in a record of version 3 is not read.
    let raw = postcard::to_allocvec(&body(vec![Step::BotSeated(0, 1)], 10)).expect("writes");
    let alone = to_base32(&seal(
        REPLAY_VERSION,
        &miniz_oxide::deflate::compress_to_vec(&raw, 9),
    ));
    assert_eq!(MatchRecord::decode(&alone), garbled);
}

/// A replay file is read only when its size leaves room for the longest replay and what
/// surrounds it in a file; one byte more is refused by its size, with the most it may hold.
#[test]
fn a_replay_file_bigger_than_any_replay_is_refused_by_its_size() {
    let longest = MAX_RECORD_TEXT as u64 + "#replay=\r\n\u{feff}".len() as u64;
    assert!(longest <= MAX_REPLAY_FILE_BYTES);
    assert_eq!(replay_file_fits(0), Ok(()));
    assert_eq!(replay_file_fits(MAX_REPLAY_FILE_BYTES), Ok(()));
    assert_eq!(
        replay_file_fits(MAX_REPLAY_FILE_BYTES + 1),
        Err(MAX_REPLAY_FILE_BYTES)
    );
    assert_eq!(replay_file_fits(600 << 20), Err(MAX_REPLAY_FILE_BYTES));
}
