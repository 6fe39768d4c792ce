use super::*;
use crate::engine::{CallRecord, Gesture, Team};
use crate::i18n::{built_in, with_words, Lang};

// Four players: you (0) and Bram (2) against Ada (1) and Cleo (3).
fn table() -> Table {
    Table::new(2).expect("table")
}

/// The words of your own match: seat 0 is "you".
fn naming_you() -> Naming {
    Naming::default()
}

/// The words of someone else's match: seat 0 is "the player".
fn naming_player() -> Naming {
    Naming::from(crate::narration::names::SeatZero::Player)
}

/// A real signal by `seat` at `at` in round 1.
fn signal(seat: u8, at: u64) -> GestureMark {
    GestureMark {
        at,
        round: 1,
        seat: Seat::at(seat),
        gesture: Gesture::Wink,
        real: true,
    }
}

/// Round 1, ended at `at` by `by`'s call with `result` (a stop on `on`'s team).
fn ended(result: RoundResult, by: u8, on: Option<u8>, at: u64) -> RoundRecord {
    RoundRecord {
        round: 1,
        result,
        by: Some(Seat::at(by)),
        on: None,
        target: on.map(|t| Target::Team(Team(t))),
        at,
        calls: vec![],
    }
}

/// Round 1, ended at `at` with nobody's call.
fn real_deal(at: u64) -> RoundRecord {
    RoundRecord {
        result: RoundResult::RealDeal,
        by: None,
        ..ended(RoundResult::RealDeal, 0, None, at)
    }
}

/// A wrong stop by `by` at `at` on team `on` that let the round go on.
fn wrong_stop(by: u8, on: u8, at: u64) -> CallRecord {
    CallRecord {
        result: RoundResult::WrongStop,
        by: Seat::at(by),
        on,
        target: Some(Target::Team(Team(on))),
        at,
        ends_round: false,
    }
}

#[test]
fn a_signal_you_called_on_says_you_called_and_whether_rightly() {
    let w = &crate::i18n::english();
    let bram = signal(2, 1_000);
    let kemps = [ended(RoundResult::Kemps, 0, None, 2_000)];
    let got = chance(table(), &bram, &kemps);
    assert_eq!(
        got,
        Some(Chance::Called {
            stop: false,
            right: true
        })
    );
    let said = got.expect("a chance").words(w, &naming_you());
    assert_eq!(said, "you called Kemps, and it was right");
    assert_eq!(
        got.expect("a chance").words(w, &naming_player()),
        "the player called Kemps, and it was right"
    );
    // Bram's four was gone by the call: a wrong Kemps.
    let late = [ended(RoundResult::WrongKemps, 0, None, 2_000)];
    assert_eq!(
        chance(table(), &bram, &late).map(|c| c.words(w, &naming_you())),
        Some("you called Kemps, but it was wrong".to_string())
    );
    // Ada's signal, and your Stop Kemps on her team.
    let ada = signal(1, 1_000);
    let stop = [ended(RoundResult::Stop, 0, Some(1), 1_800)];
    assert_eq!(
        chance(table(), &ada, &stop).map(|c| c.words(w, &naming_you())),
        Some("you called Stop Kemps, and it was right".to_string())
    );
}

#[test]
fn a_signal_nobody_called_on_is_one_you_could_have_called() {
    let w = &crate::i18n::english();
    let bram = signal(2, 1_000);
    let ada = signal(1, 1_000);
    let deal = [real_deal(9_000)];
    assert_eq!(chance(table(), &bram, &deal), Some(Chance::CallKemps));
    assert_eq!(chance(table(), &ada, &deal), Some(Chance::CallStop));
    assert_eq!(
        chance(table(), &bram, &deal).map(|c| c.words(w, &naming_you())),
        Some("you could have called Kemps".to_string())
    );
    // A call about something else: Cleo's Kemps on Ada is no call on Bram's signal.
    let other = [ended(RoundResult::Kemps, 3, None, 2_000)];
    assert_eq!(chance(table(), &bram, &other), Some(Chance::CallKemps));
    // Your Stop Kemps before Ada's signal was not about it.
    let before = [RoundRecord {
        calls: vec![wrong_stop(0, 1, 500)],
        ..real_deal(9_000)
    }];
    assert_eq!(chance(table(), &ada, &before), Some(Chance::CallStop));
    // A round of another number says nothing about round 1.
    let later = [RoundRecord {
        round: 2,
        ..ended(RoundResult::Kemps, 0, None, 2_000)
    }];
    assert_eq!(chance(table(), &bram, &later), Some(Chance::CallKemps));
    // Decoys and your own signals are no chance.
    let decoy = GestureMark {
        real: false,
        ..signal(2, 1_000)
    };
    assert_eq!(chance(table(), &decoy, &deal), None);
    assert_eq!(chance(table(), &signal(0, 1_000), &deal), None);
}

#[test]
fn a_signal_another_call_answered_first_names_that_call() {
    let w = &crate::i18n::english();
    // Ada caught Bram's signal before you called Kemps.
    let bram = signal(2, 1_000);
    let caught = [ended(RoundResult::Stop, 1, Some(0), 1_500)];
    assert_eq!(
        chance(table(), &bram, &caught),
        Some(Chance::First {
            by: Seat::at(1),
            stop: true
        })
    );
    assert_eq!(
        chance(table(), &bram, &caught).map(|c| c.words(w, &naming_you())),
        Some("Ada called Stop Kemps first".to_string())
    );
    // Cleo read Ada's signal before you stopped it.
    let ada = signal(1, 1_000);
    let read = [ended(RoundResult::Kemps, 3, None, 1_500)];
    assert_eq!(
        chance(table(), &ada, &read).map(|c| c.words(w, &naming_you())),
        Some("Cleo called Kemps first".to_string())
    );
    // Bram stopped it: your partner's call is not yours.
    let bram_stops = [ended(RoundResult::Stop, 2, Some(1), 1_500)];
    assert_eq!(
        chance(table(), &ada, &bram_stops),
        Some(Chance::First {
            by: Seat::at(2),
            stop: true
        })
    );
    // Ada's wrong stop let the round go on, and you read Bram's signal after it.
    let then_you = [RoundRecord {
        calls: vec![wrong_stop(1, 0, 1_200)],
        ..ended(RoundResult::Kemps, 0, None, 2_000)
    }];
    assert_eq!(
        chance(table(), &bram, &then_you),
        Some(Chance::Called {
            stop: false,
            right: true
        })
    );
    // Your own wrong stop that let the round go on is what you did.
    let yours = [RoundRecord {
        calls: vec![wrong_stop(0, 1, 1_200)],
        ..ended(RoundResult::Kemps, 3, None, 2_000)
    }];
    assert_eq!(
        chance(table(), &ada, &yours).map(|c| c.words(w, &naming_you())),
        Some("you called Stop Kemps, but it was wrong".to_string())
    );
}

/// The same, in French (where the stop is "Contre-Kemps") and of the player.
#[test]
fn what_you_did_is_said_in_french_too() {
    let bram = signal(2, 1_000);
    let ada = signal(1, 1_000);
    with_words(built_in(Lang::Fr), |w| {
        let you = chance(table(), &bram, &[ended(RoundResult::Kemps, 0, None, 2_000)]);
        assert_eq!(
            you.map(|c| c.words(w, &naming_you())),
            Some("vous avez annoncé Kemps, à raison".to_string())
        );
        assert_eq!(
            you.map(|c| c.words(w, &naming_player())),
            Some("le joueur a annoncé Kemps, à raison".to_string())
        );
        let first = chance(table(), &ada, &[ended(RoundResult::Kemps, 3, None, 1_500)]);
        assert_eq!(
            first.map(|c| c.words(w, &naming_you())),
            Some("Cleo a annoncé Kemps avant vous".to_string())
        );
        assert_eq!(
            first.map(|c| c.words(w, &naming_player())),
            Some("Cleo a annoncé Kemps avant le joueur".to_string())
        );
    });
}
