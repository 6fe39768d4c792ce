//! A player caught repeating a signal, pinned: a person who winks each time they hold four
//! of a kind, at a Ruthless table, is stopped on a later wink, and the round's result says
//! who caught which signal and why. The pinned record is also the match in progress that
//! `e2e/reading.test.mjs` resumes in the browser, on that very round result.
//!
//! To pin again after an intended change to the bots: KEMPS_BLESS=1 cargo test --test native caught::

use kemps::bots::LevelName;
use kemps::engine::card::four_of_a_kind;
use kemps::engine::{Gesture, Phase, Preset, RoundResult, Team};
use kemps::narration::headline::YourRound;
use kemps::narration::names::SEAT_NAMES;
use kemps::session::clock::RESUME_COUNTDOWN_MS;
use kemps::session::keys::Command;
use kemps::session::play::{Match, MatchPhase, RoundSummary};
use kemps::session::record::MatchRecord;
use kemps::session::setup::MatchSetup;

const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/golden/caught_record.txt"
);

/// The person looks at the table this often (game time).
const LOOK_MS: u64 = 450;

/// The person's move: the signal once for each four of a kind, else a swap toward the rank
/// it holds most of, by pressing a hand card then a centre card as a player does.
fn look(m: &mut Match, winked_in: &mut Option<u32>) {
    let view = m.view();
    if view.phase() != Phase::Exchange {
        return;
    }
    let round = m.runner().expect("the table").game().round();
    let hand = view.hand().to_vec();
    if four_of_a_kind(&hand).is_some() {
        if *winked_in != Some(round) {
            *winked_in = Some(round);
            m.command(Command::Signal, 0.0);
        }
        return;
    }
    let mut counts = [0u8; 13];
    for c in &hand {
        counts[c.rank.index()] += 1;
    }
    let Some(goal) = hand
        .iter()
        .map(|c| c.rank)
        .max_by_key(|r| counts[r.index()])
    else {
        return;
    };
    let centre = view.centre().to_vec();
    let take = centre.iter().position(|c| c.rank == goal);
    let give = hand.iter().position(|c| c.rank != goal);
    if let (Some(t), Some(g)) = (take, give) {
        m.press_hand(g, hand[g], 0.0);
        m.press_centre(t, centre[t], 0.0);
    }
}

/// Plays deal `seed` until the round in which the person's wink is caught by a bot that
/// saw it before, and gives the match there; `None` if that never happens.
fn winker_caught(w: &kemps::i18n::Words, seed: u64) -> Option<(Match, RoundSummary)> {
    let mut setup = MatchSetup::new(seed);
    setup.game.preset = Preset::Classic;
    setup.game.level = LevelName::Ruthless;
    setup.signals = Gesture::Wink.into();
    let mut m = Match::new(setup, 1.0).ok()?;
    // Past the "get ready" countdown, as a player is.
    m.advance(-RESUME_COUNTDOWN_MS);
    m.advance(0.0);
    let (mut t, mut winked_in) = (0, None);
    while t < 30 * 60_000 && !m.runner().expect("the table").game().is_over() {
        t += LOOK_MS;
        m.fast_forward(t);
        if let MatchPhase::RoundOver(summary) = m.phase().clone() {
            let caught = summary.record.result == RoundResult::Stop
                && summary.record.target.is_some_and(|t| t.team() == Team(0));
            if caught
                && summary
                    .headline(w, m.naming())
                    .contains(" caught your wink, seen just before ")
            {
                return Some((m, *summary));
            }
            continue;
        }
        look(&mut m, &mut winked_in);
    }
    None
}

/// "You lost the round: <name> caught your wink, seen just before <whose> <call> in round
/// <n>." — who, which signal, and why.
fn says_who_which_and_why(headline: &str) -> bool {
    let Some(rest) = headline.strip_prefix("You lost the round: ") else {
        return false;
    };
    let Some((who, why)) = rest.split_once(" caught your wink, seen just before ") else {
        return false;
    };
    SEAT_NAMES.contains(&who) && why.contains(" in round ") && why.ends_with('.')
}

#[test]
fn a_repeated_signal_is_caught_and_the_result_says_who_which_signal_and_why() {
    let w = &kemps::i18n::english();
    if std::env::var_os("KEMPS_BLESS").is_some() {
        let (m, _) = (1..300)
            .find_map(|seed| winker_caught(w, seed))
            .expect("a deal on which the repeated wink is caught");
        std::fs::write(FILE, m.record().to_stored() + "\n").expect("write");
    }
    let stored = std::fs::read_to_string(FILE).expect("the pinned record");
    let record = MatchRecord::from_stored(stored.trim()).expect("a record of this version");
    let m = Match::from_record(&record, 1.0).expect("it replays");
    let MatchPhase::RoundOver(summary) = m.phase() else {
        panic!("it ends on a round result: {:?}", m.phase());
    };
    let headline = summary.headline(w, m.naming());
    println!("{headline}");
    assert_eq!(summary.side, YourRound::Lost);
    assert!(says_who_which_and_why(&headline), "{headline}");
    // The wink had been made in an earlier round too: that is what gave it away.
    assert!(record.entries.len() > 2, "several presses");
}
