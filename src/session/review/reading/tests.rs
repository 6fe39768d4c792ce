use super::*;

fn table() -> Table {
    Table::new(2).expect("table")
}

/// Seat `seat` made `gesture` at `at` in round `round`; `real` when it was a signal.
fn mark(round: u32, at: u64, seat: u8, gesture: Gesture, real: bool) -> GestureMark {
    GestureMark {
        at,
        round,
        seat: Seat::at(seat),
        gesture,
        real,
    }
}

fn record(round: u32, result: RoundResult, by: u8, target: Option<Target>, at: u64) -> RoundRecord {
    RoundRecord {
        round,
        result,
        by: Some(Seat::at(by)),
        on: None,
        target,
        at,
        calls: vec![],
    }
}

fn on_ada() -> Option<Target> {
    Some(Target::Seat {
        suspect: Seat::at(1),
        team: Team(1),
    })
}

#[test]
fn a_wrong_stop_says_the_suspects_gesture_was_a_decoy_and_what_their_signal_was() {
    let w = &crate::i18n::english();
    // Ada made her signal (the ear tug), then a lip bite; you stopped her on the lip bite.
    let marks = [
        mark(1, 100, 1, Gesture::EarTug, true),
        mark(1, 200, 1, Gesture::LipBite, false),
        mark(1, 900, 1, Gesture::Yawn, false),
    ];
    let stop = record(1, RoundResult::WrongStop, 0, on_ada(), 300);
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &stop, &marks).as_deref(),
        Some("Ada's lip bite was a decoy; Ada and Cleo's signal this round was the ear tug.")
    );
    // With no signal from them this round, that is said too.
    let decoys = [mark(1, 200, 3, Gesture::LipBite, false)];
    let team = record(
        1,
        RoundResult::WrongStop,
        0,
        Some(Target::Team(Team(1))),
        300,
    );
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &team, &decoys).as_deref(),
        Some("Cleo's lip bite was a decoy; Ada and Cleo made no signal this round.")
    );
    // A stop on your team by Cleo, on your partner's fidget.
    let on_us = record(
        1,
        RoundResult::WrongStop,
        3,
        Some(Target::Team(Team(0))),
        300,
    );
    let yours = [mark(1, 50, 2, Gesture::Wink, false)];
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &on_us, &yours).as_deref(),
        Some("Bram's wink was a decoy; you and Bram made no signal this round.")
    );
    // A right stop, or a gesture of another round, is not this note's.
    let right = record(1, RoundResult::Stop, 0, on_ada(), 300);
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &right, &marks),
        None
    );
    let later = record(2, RoundResult::WrongStop, 0, on_ada(), 300);
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &later, &marks).as_deref(),
        Some("Ada had made no gesture; Ada and Cleo made no signal this round.")
    );
}

#[test]
fn a_wrong_kemps_says_when_the_partners_gesture_was_a_decoy() {
    let w = &crate::i18n::english();
    let kemps = record(1, RoundResult::WrongKemps, 0, None, 300);
    let decoy = [
        mark(1, 100, 2, Gesture::Wink, true),
        mark(1, 200, 2, Gesture::LipBite, false),
    ];
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &kemps, &decoy).as_deref(),
        Some("Bram's lip bite was a decoy.")
    );
    // His last gesture was his signal: the hands changed after it, nothing to add.
    let real = [mark(1, 100, 2, Gesture::Wink, true)];
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &kemps, &real),
        None
    );
    // A bot's wrong Kemps on your fidget.
    let ada = record(1, RoundResult::WrongKemps, 3, None, 300);
    let yours = [mark(1, 100, 1, Gesture::Cough, false)];
    assert_eq!(
        wrong_call_note(w, &Naming::default(), table(), &ada, &yours).as_deref(),
        Some("Ada's cough was a decoy.")
    );
}

#[test]
fn a_round_names_the_partners_signals_you_missed() {
    let w = &crate::i18n::english();
    let winks: Vec<GestureMark> = (0..5)
        .map(|i| mark(1, 100 + i * 50, 2, Gesture::Wink, true))
        .chain([mark(1, 120, 2, Gesture::Shrug, false)])
        .collect();
    let stop = record(
        1,
        RoundResult::WrongStop,
        1,
        Some(Target::Team(Team(0))),
        900,
    );
    assert_eq!(
        missed_note(w, &Naming::default(), table(), &stop, &winks).as_deref(),
        Some("Bram winked 5 times: that was his signal, and you did not read it.")
    );
    let two = [
        mark(1, 100, 2, Gesture::Wink, true),
        mark(1, 200, 2, Gesture::EarTug, true),
    ];
    assert_eq!(
        missed_note(w, &Naming::default(), table(), &stop, &two).as_deref(),
        Some("Bram winked once and tugged an ear once: those were his signals, and you did not read them.")
    );
    // Never when you read it, nor when he made no signal.
    let read = record(1, RoundResult::Kemps, 0, None, 900);
    assert_eq!(
        missed_note(w, &Naming::default(), table(), &read, &winks),
        None
    );
    let decoys = [mark(1, 120, 2, Gesture::Shrug, false)];
    assert_eq!(
        missed_note(w, &Naming::default(), table(), &stop, &decoys),
        None
    );
}

#[test]
fn a_stop_that_caught_your_signal_offers_change_signals_first() {
    let caught = record(1, RoundResult::Stop, 3, Some(Target::Team(Team(0))), 900);
    let signal = [mark(1, 100, 0, Gesture::Wink, true)];
    assert!(your_signal_caught(table(), &caught, &signal));
    // Caught holding four with no signal made: nothing to change.
    let fidget = [mark(1, 100, 0, Gesture::Wink, false)];
    assert!(!your_signal_caught(table(), &caught, &fidget));
    // Your stop on them is not your signal caught.
    let yours = record(1, RoundResult::Stop, 0, on_ada(), 900);
    assert!(!your_signal_caught(table(), &yours, &signal));
}

#[test]
fn the_match_end_lists_which_signals_were_read_and_caught_when() {
    let w = &crate::i18n::english();
    let marks = [
        mark(1, 100, 2, Gesture::Wink, true),
        mark(2, 100, 1, Gesture::EarTug, true),
        mark(3, 100, 2, Gesture::Wink, true),
        mark(4, 100, 2, Gesture::Wink, true),
        mark(4, 150, 0, Gesture::Yawn, false),
        mark(5, 100, 0, Gesture::Cough, true),
    ];
    let records = [
        record(1, RoundResult::Kemps, 0, None, 200),
        record(2, RoundResult::Stop, 0, on_ada(), 200),
        record(3, RoundResult::Kemps, 0, None, 200),
        record(4, RoundResult::Stop, 3, Some(Target::Team(Team(0))), 200),
        record(
            5,
            RoundResult::WrongStop,
            1,
            Some(Target::Team(Team(0))),
            200,
        ),
    ];
    let lines: Vec<String> = signal_reads(table(), &records, &marks)
        .iter()
        .map(|r| reads_line(w, &Naming::default(), table(), r))
        .collect();
    assert_eq!(
        lines,
        [
            "Your wink: read by you in rounds 1 and 3; caught by Cleo in round 4.",
            "Your cough: made in round 5, never read or caught.",
            "Ada and Cleo's ear tug: caught by you in round 2.",
        ]
    );
}

#[test]
fn the_review_reads_in_french() {
    use crate::i18n::{built_in, with_words, Lang};
    let marks = [
        mark(1, 100, 1, Gesture::EarTug, true),
        mark(1, 200, 1, Gesture::LipBite, false),
    ];
    let stop = record(1, RoundResult::WrongStop, 0, on_ada(), 300);
    let two = [
        mark(1, 100, 2, Gesture::Wink, true),
        mark(1, 150, 2, Gesture::Wink, true),
        mark(1, 200, 2, Gesture::EarTug, true),
    ];
    let missed = record(
        1,
        RoundResult::WrongStop,
        1,
        Some(Target::Team(Team(0))),
        900,
    );
    let reads = SignalReads {
        team: Team(0),
        gesture: Gesture::Wink,
        made: vec![1, 3],
        read: vec![(Seat::FIRST, 1), (Seat::FIRST, 3)],
        caught: vec![(Seat::at(3), 4)],
    };
    with_words(built_in(Lang::Fr), |w| {
        assert_eq!(
            wrong_call_note(w, &Naming::default(), table(), &stop, &marks).as_deref(),
            Some("Ada a fait « lèvre mordue » : c'était un leurre ; Ada et Cleo avaient pour signal « oreille tirée » cette manche.")
        );
        assert_eq!(
            missed_note(w, &Naming::default(), table(), &missed, &two).as_deref(),
            Some("Bram a fait un clin d'œil deux fois et s'est tiré l'oreille une fois : c'étaient ses signaux, et vous ne les avez pas vus.")
        );
        assert_eq!(
            reads_line(w, &Naming::default(), table(), &reads),
            "Votre équipe, « clin d'œil » : compris par vous aux manches 1 et 3 ; démasqué par Cleo à la manche 4."
        );
    });
}
