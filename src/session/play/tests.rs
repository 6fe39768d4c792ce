//! The live match, played through: clock, picks, keys, records and whole matches.

use super::*;
use crate::engine::Preset;
use crate::session::record::MatchRecord;
use crate::session::setup::set_up;

/// A match past its "get ready" countdown, at real time 0.
fn playing(setup: MatchSetup, speed: f64) -> Match {
    let mut m = Match::new(setup, speed).expect("a playable game");
    m.advance(-RESUME_COUNTDOWN_MS);
    m.advance(0.0);
    assert_eq!(m.game_time(), 0, "no game time passes while getting ready");
    m
}

/// Runs real time forward in 16 ms frames until `until` or the predicate holds.
fn run(m: &mut Match, from: f64, until: f64, mut stop: impl FnMut(&Match) -> bool) -> f64 {
    let mut t = from;
    while t < until && !stop(m) {
        t += 16.0;
        m.advance(t);
    }
    t
}

#[test]
fn the_clock_follows_real_time_and_stops_when_paused() {
    let mut m = Match::new(MatchSetup::new(1), 1.0).expect("a playable game");
    m.advance(0.0);
    assert_eq!(
        m.resume_countdown(0.0),
        Some(3),
        "a match starts with a countdown"
    );
    m.advance(2_900.0);
    assert_eq!(m.game_time(), 0);
    let mut m = playing(MatchSetup::new(1), 1.0);
    m.advance(1_000.0);
    assert_eq!(m.game_time(), 250, "a frame never moves more than 250 ms");
    let t = run(&mut m, 1_000.0, 2_000.0, |_| false);
    assert!(
        (1_200..=1_260).contains(&m.game_time()),
        "{}",
        m.game_time()
    );
    m.hidden();
    let before = m.game_time();
    run(&mut m, t, t + 5_000.0, |_| false);
    assert_eq!(m.game_time(), before, "paused: the clock stands");
    m.shown(t + 5_000.0);
    assert_eq!(
        m.resume_countdown(t + 5_000.0),
        Some(3),
        "showing the tab again resumes after a countdown"
    );
    run(&mut m, t + 5_000.0, t + 7_900.0, |_| false);
    assert_eq!(m.game_time(), before, "still counting down");
    run(&mut m, t + 7_900.0, t + 9_000.0, |_| false);
    assert!(m.game_time() > before, "running again");
    m.pause();
    m.hidden();
    m.shown(t + 9_000.0);
    assert!(
        m.is_paused(),
        "a pause the player asked for outlasts hiding the tab"
    );
}

#[test]
fn a_swap_by_picks_changes_your_hand_and_a_gone_card_changes_nothing() {
    let w = &crate::i18n::english();
    let mut m = playing(set_up(3, Preset::Hearts, LevelName::Sharp), 1.0);
    let hand = m.view().hand().to_vec();
    let centre = m.view().centre().to_vec();
    m.press_hand(0, hand[0], 0.0);
    assert_eq!(m.selection().hand.len(), 1);
    m.press_centre(0, centre[0], 0.0);
    assert_eq!(
        m.view().hand()[0],
        centre[0],
        "took the centre card in place of the hand card"
    );
    assert_eq!(m.view().centre()[0], hand[0]);
    assert!(m.selection().hand.is_empty());
    assert_eq!(m.take_sounds(), vec![Sound::Swap]);
    // Pressing a centre card you saw that is no longer there: nothing changes.
    let before = m.runner().expect("the table").game().state_hash();
    m.press_centre(1, hand[0], 0.0);
    assert_eq!(m.runner().expect("the table").game().state_hash(), before);
    assert!(
        m.notice(w).is_some_and(|n| n.starts_with("Too slow")),
        "{:?}",
        m.notice(w)
    );
}

#[test]
fn a_whole_match_can_be_played_to_its_end() {
    let w = &crate::i18n::english();
    let mut m =
        Match::new(set_up(11, Preset::Classic, LevelName::Ruthless), 2.5).expect("a playable game");
    let mut t = 0.0;
    let mut rounds = 0;
    while t < 3_600_000.0 {
        t = run(&mut m, t, t + 600_000.0, |m| {
            m.phase() != &MatchPhase::Playing
        });
        match m.phase().clone() {
            MatchPhase::RoundOver(summary) => {
                rounds += 1;
                let n = m.naming();
                assert!(summary.sentence(w, n).ends_with('.'));
                // Every round but a real deal says how it scored; a real deal's sentence
                // already says that nobody scores, and nothing is said twice.
                let real_deal = summary.record.result == RoundResult::RealDeal;
                assert_eq!(summary.score_sentence(w, n).is_empty(), real_deal);
                assert!(!summary.said(w, n).ends_with(' '));
                m.next_round(t);
            }
            MatchPhase::Over(_, summary) => {
                assert!(!summary.headline(w, m.naming()).is_empty());
                assert_eq!(
                    m.stats().rounds as usize,
                    m.runner().expect("the table").game().history().len()
                );
                assert_eq!(
                    m.signal_log().len(),
                    m.runner().expect("the table").game().history().len()
                );
                return;
            }
            MatchPhase::Playing => {}
        }
    }
    panic!("the match did not end ({rounds} rounds)");
}

#[test]
fn a_gesture_is_shown_for_a_while_and_never_into_the_next_round() {
    let mut m = playing(MatchSetup::new(8), 1.0);
    m.gesture(Gesture::Cough, 0.0);
    assert_eq!(m.last_gesture(YOU).map(|g| g.gesture), Some(Gesture::Cough));
    m.advance(CAPTION_MS - 10.0);
    assert_eq!(
        m.last_gesture(YOU).map(|g| g.gesture),
        Some(Gesture::Cough),
        "still shown just before its time is up"
    );
    assert!(
        m.advance(CAPTION_MS + 10.0),
        "its end is a change on screen"
    );
    assert!(m.last_gesture(YOU).is_none());
    m.gesture(Gesture::Wink, CAPTION_MS + 20.0);
    m.kemps(false, CAPTION_MS + 30.0);
    assert!(matches!(m.phase(), MatchPhase::RoundOver(_)));
    assert!(m.last_gesture(YOU).is_none(), "cleared when the round ends");
}

#[test]
fn a_match_rebuilt_from_its_record_is_the_same_match() {
    let mut m = playing(set_up(21, Preset::Classic, LevelName::Ruthless), 2.0);
    let mut t = 0.0;
    let mut presses = 0;
    while !matches!(m.phase(), MatchPhase::Over(..)) && t < 3_000_000.0 {
        t += 16.0;
        m.advance(t);
        if let MatchPhase::RoundOver(_) = m.phase() {
            if presses % 2 == 0 {
                m.change_signals(Gesture::ALL[presses % 12].into());
            }
            m.next_round(t);
        }
        presses += 1;
        // Now and then (not so often that the dealer never gets to sweep the centre).
        if presses % 397 == 0 {
            let (hand, centre) = (m.view().hand().to_vec(), m.view().centre().to_vec());
            if let (Some(&h), Some(&c)) = (hand.first(), centre.first()) {
                m.press_hand(0, h, t);
                m.press_centre(0, c, t);
            }
        }
        if presses % 701 == 0 {
            m.gesture(Gesture::Cough, t);
        }
        // Halfway, check that a resume from the record is exact.
        if presses == 2_000 {
            let again = Match::from_record(&m.record(), 2.0).expect("a playable game");
            assert_eq!(
                again.runner().expect("the table").game().state_hash(),
                m.runner().expect("the table").game().state_hash(),
                "resumed exactly"
            );
        }
    }
    let record = m.record();
    assert!(
        m.runner().expect("the table").game().history().len() >= 3,
        "several rounds were played"
    );
    assert!(
        record.entries.len() > 10,
        "{} entries",
        record.entries.len()
    );
    let again = Match::from_record(&record, 1.0).expect("a playable game");
    assert_eq!(
        again.runner().expect("the table").game().state_hash(),
        m.runner().expect("the table").game().state_hash()
    );
    assert!(
        matches!(again.phase(), MatchPhase::Over(..)),
        "{:?} / {:?}, {} rounds",
        again.phase(),
        m.runner().expect("the table").game().phase(),
        m.runner().expect("the table").game().history().len()
    );
    assert_eq!(again.stats(), m.stats());
    // Through the replay format, too.
    let decoded = MatchRecord::decode(&record.encode()).expect("decodes");
    assert_eq!(decoded, record);
}

#[test]
fn stop_opens_a_picker_for_seats_and_calls_on_the_pick() {
    let mut m = playing(set_up(4, Preset::Hearts, LevelName::Sharp), 1.0);
    m.stop(false, 0.0);
    let picker = m.picker().cloned().expect("hearts stops a seat: pick one");
    assert_eq!(
        picker
            .options
            .iter()
            .map(|o| o.target.suspect())
            .collect::<Vec<_>>(),
        vec![Some(Seat::at(1)), Some(Seat::at(3))]
    );
    m.pick_target(1, 0.0);
    let record = m
        .runner()
        .expect("the table")
        .game()
        .history()
        .first()
        .cloned()
        .expect("the stop ended the round");
    assert_eq!((record.by, record.on), (Some(YOU), Some(3)));
    assert!(matches!(m.phase(), MatchPhase::RoundOver(_)));
}

/// Runs frames until a bot (or the dealer) changes a centre slot; gives the slot, the
/// card that was there and the real time of the change.
fn until_a_centre_card_changes(m: &mut Match, mut t: f64) -> (usize, Card, f64) {
    loop {
        let before = m.view().centre().to_vec();
        t += 16.0;
        m.advance(t);
        assert!(t < 600_000.0, "no centre card changed");
        let after = m.view().centre();
        if m.phase() != &MatchPhase::Playing {
            m.next_round(t);
            continue;
        }
        if let Some(i) = (0..before.len().min(after.len())).find(|&i| before[i] != after[i]) {
            return (i, before[i], t);
        }
    }
}

#[test]
fn a_key_names_the_card_the_player_saw_and_a_card_just_gone_is_too_slow() {
    let w = &crate::i18n::english();
    let setup = set_up(12, Preset::Hearts, LevelName::Ruthless);
    let mut m = playing(setup.clone(), 1.0);
    let (slot, seen, t) = until_a_centre_card_changes(&mut m, 0.0);
    let hand = m.view().hand().to_vec();
    let before = m.runner().expect("the table").game().state_hash();
    // Hand card first, then the centre key, a moment after the card under it changed.
    m.command(Command::Hand(0), t + 50.0);
    m.command(Command::Centre(slot), t + 100.0);
    assert_eq!(
        m.runner().expect("the table").game().state_hash(),
        before,
        "nothing was taken"
    );
    assert_eq!(m.view().hand(), &hand[..]);
    let notice = m.notice(w).unwrap_or_default();
    assert!(
        notice.starts_with("Too slow") && notice.contains(&seen.spoken()),
        "{notice:?} names the card that was seen ({seen})"
    );

    // Once the new card has been there for a reaction time, the key takes it.
    let mut m = playing(setup, 1.0);
    let (slot, _, t) = until_a_centre_card_changes(&mut m, 0.0);
    let now = m.view().centre()[slot];
    let later = t + KEY_REACTION_MS + 1.0;
    m.command(Command::Hand(0), later);
    m.command(Command::Centre(slot), later);
    assert!(
        m.view().hand().contains(&now),
        "took the {now} that had been in slot {slot} long enough to be seen"
    );
}

#[test]
fn your_own_swap_is_seen_at_once() {
    let mut m = playing(set_up(3, Preset::Hearts, LevelName::Sharp), 1.0);
    let hand = m.view().hand().to_vec();
    m.command(Command::Hand(0), 0.0);
    m.command(Command::Centre(0), 0.0);
    assert_eq!(m.view().centre()[0], hand[0], "your card went to slot 0");
    // Taking it straight back names the card you just put there.
    m.command(Command::Hand(0), 10.0);
    m.command(Command::Centre(0), 10.0);
    assert_eq!(m.view().hand()[0], hand[0], "and came back");
}

#[test]
fn the_match_in_progress_is_saved_after_an_action_a_pause_and_every_few_seconds() {
    let mut m = playing(set_up(3, Preset::Hearts, LevelName::Sharp), 1.0);
    let start = m.save_point().expect("a match in progress");
    m.advance(16.0);
    assert_eq!(m.save_point(), Some(start), "a frame is not worth a save");
    let t = run(&mut m, 16.0, 10_000.0, |m| m.game_time() >= SAVE_EVERY_MS);
    let later = m.save_point();
    assert_ne!(later, Some(start), "a few seconds of play are");
    let hand = m.view().hand().to_vec();
    let centre = m.view().centre().to_vec();
    m.press_hand(0, hand[0], t);
    m.press_centre(0, centre[0], t);
    assert_ne!(m.save_point(), later, "so is an action");
    let acted = m.save_point();
    m.pause();
    assert_ne!(m.save_point(), acted, "and a pause");
}

#[test]
fn a_stop_the_engine_refuses_opens_no_picker_and_says_why_in_the_engines_words() {
    let w = &crate::i18n::english();
    let notice = |m: &Match| m.notice(w).unwrap_or_default();
    let mut m = playing(set_up(4, Preset::Hearts, LevelName::Sharp), 1.0);
    m.stop(true, 0.0);
    assert!(m.picker().is_none());
    assert_eq!(notice(&m), "Double calls are not played at this table");

    // Party: a wrong stop costs the right to stop for the rest of the round.
    let mut m = playing(set_up(4, Preset::Party, LevelName::Sharp), 1.0);
    m.stop(false, 0.0);
    m.pick_target(0, 0.0);
    assert!(matches!(m.phase(), MatchPhase::Playing), "a wrong stop");
    assert!(!m.view().may_stop());
    m.stop(false, 0.0);
    assert!(m.picker().is_none());
    assert_eq!(
        notice(&m),
        "After your wrong stop you may not call stop again this round"
    );
}

#[test]
fn a_finished_match_result_is_one_its_rules_allow() {
    for (seed, preset, teams) in [
        (11, Preset::Classic, 2),
        (12, Preset::Hearts, 3),
        (13, Preset::Party, 2),
        (14, Preset::Tournament, 4),
    ] {
        let mut setup = set_up(seed, preset, LevelName::Ruthless);
        setup.game.teams = teams;
        let mut m = playing(setup, 4.0);
        let mut t = 0.0;
        while t < 7_200_000.0 && !matches!(m.phase(), MatchPhase::Over(..)) {
            t = run(&mut m, t, t + 600_000.0, |m| {
                m.phase() != &MatchPhase::Playing
            });
            if let MatchPhase::RoundOver(_) = m.phase() {
                m.next_round(t);
            }
        }
        let result = m.result().expect("the match ended");
        assert!(result.possible_under(m.rules()), "{preset:?}: {result:?}");
    }
}

#[test]
fn the_table_speaks_the_words_in_use_from_a_refusal_to_the_match_end() {
    use crate::i18n::{built_in, with_words, Lang};
    with_words(built_in(Lang::Fr), |w| {
        let mut m = playing(set_up(4, Preset::Hearts, LevelName::Sharp), 1.0);
        m.stop(true, 0.0);
        let notice = m.notice(w).unwrap_or_default();
        assert_eq!(
            notice,
            "Les annonces doubles ne se jouent pas à cette table"
        );

        let mut m =
            Match::new(set_up(11, Preset::Classic, LevelName::Ruthless), 2.5).expect("a game");
        let mut t = 0.0;
        while t < 3_600_000.0 {
            t = run(&mut m, t, t + 600_000.0, |m| {
                m.phase() != &MatchPhase::Playing
            });
            match m.phase().clone() {
                MatchPhase::RoundOver(_) => m.next_round(t),
                MatchPhase::Over(_, summary) => {
                    let headline = summary.headline(w, m.naming());
                    assert!(
                        [
                            "Votre partenaire et vous gagnez la partie !",
                            "Votre partenaire et vous perdez la partie.",
                            "Ada & Cleo gagnent la partie.",
                        ]
                        .contains(&headline.as_str()),
                        "{}",
                        headline
                    );
                    return;
                }
                MatchPhase::Playing => {}
            }
        }
        panic!("the match did not end");
    });
}

#[test]
fn a_rounds_result_is_worded_when_shown_in_the_language_in_use_then() {
    let w = &crate::i18n::english();
    use crate::i18n::{built_in, with_words, Lang};
    let mut m = playing(set_up(11, Preset::Classic, LevelName::Ruthless), 2.5);
    run(&mut m, 0.0, 3_600_000.0, |m| {
        m.phase() != &MatchPhase::Playing
    });
    let MatchPhase::RoundOver(summary) = m.phase() else {
        panic!("the first round ends: {:?}", m.phase());
    };
    let n = m.naming();
    let said = summary.said(w, n);
    // What was said as the round ended stays as it was said, in English.
    assert_eq!(
        m.results()
            .last()
            .map(|r| r.said(w, n, m.rules(), m.table())),
        Some(said.clone())
    );
    // The round's result, shown once the language changed, speaks French.
    let (headline, french) = with_words(built_in(Lang::Fr), |w| {
        (summary.headline(w, n), summary.said(w, n))
    });
    assert!(
        [
            "Vous gagnez la manche",
            "Vous perdez la manche",
            "Donne blanche."
        ]
        .iter()
        .any(|lead| headline.starts_with(lead)),
        "{headline}"
    );
    assert_ne!(french, said);
    assert_eq!(summary.said(w, n), said, "and English again after");
}
