//! Invariants over random action sequences, for every preset and 2 to 6 teams: every card
//! accounted for after every step, legal hand sizes, scores that only move towards the end
//! of the game, refused actions that change nothing, refusals of takes that say truly why the
//! card is not in the centre, and games that always end.

// Native only: proptest is not built for the wasm32 target.
#![cfg(not(target_arch = "wasm32"))]

use kemps::engine::card::Card;
use kemps::engine::{
    Action, CallKind, Event, Game, Order, Phase, Preset, RuleError, Rules, Seat, Standing, Table,
    TimedEvent,
};
use kemps::sim::{play_random, random_action};
use proptest::prelude::*;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// An action that is often illegal: a random card, call or target.
fn wild_action(rng: &mut ChaCha8Rng) -> Action {
    let kind = rng.next_u32() % 5;
    let mut any_card = || Card::from_index(rng.next_u32() as usize % 52);
    match kind {
        0 => {
            let (a, b) = (any_card(), any_card());
            Action::swap(&[a], &[b]).unwrap_or(Action::Pass)
        }
        1 => Action::Drop(any_card()),
        2 => Action::Take(any_card()),
        3 => {
            let kinds = [
                CallKind::Kemps,
                CallKind::DoubleKemps,
                CallKind::Stop,
                CallKind::DoubleStop,
            ];
            let call = kinds[any_card().index() % 4];
            let target = if any_card().index() % 4 == 0 {
                None
            } else {
                Some((any_card().index() % 14) as u8)
            };
            Action::Call { call, target }
        }
        _ => Action::Pass,
    }
}

fn moved_towards_end(before: &Standing, after: &Standing) -> bool {
    after.letters >= before.letters && after.lives <= before.lives && after.points >= before.points
}

fn check_invariants(
    game: &Game,
    before: &[Standing],
    rounds_before: usize,
) -> Result<(), TestCaseError> {
    prop_assert!(
        game.cards_accounted_for(),
        "a card was lost or duplicated at {}",
        game.now()
    );
    prop_assert!(
        game.hand_sizes_legal(),
        "illegal hand size at {}",
        game.now()
    );
    for (team, prev) in game.table().teams().zip(before) {
        prop_assert!(
            moved_towards_end(prev, &game.standings()[team]),
            "score moved back for {team}"
        );
    }
    prop_assert!(game.history().len() >= rounds_before);
    let word = game.rules().word_len();
    for s in game.standings().iter() {
        prop_assert!(s.letters <= word && s.lives <= game.rules().lives());
    }
    Ok(())
}

fn run_steps(
    preset: Preset,
    teams: u8,
    seed: u64,
    steps: &[(u16, u8, u64, bool)],
) -> Result<(), TestCaseError> {
    let table = Table::new(teams).expect("valid");
    let (mut game, _) = Game::new(Rules::of(preset), table, seed);
    let mut events = Vec::new();
    for &(dt, seat, choice, wild) in steps {
        let before: Vec<Standing> = game.standings().iter().copied().collect();
        let rounds_before = game.history().len();
        events.clear();
        game.advance_to(game.now() + dt as u64, &mut events)
            .expect("time moves forward");
        check_invariants(&game, &before, rounds_before)?;
        if game.is_over() {
            break;
        }
        let seat = table.clockwise(Seat::FIRST, usize::from(seat));
        let mut rng = ChaCha8Rng::seed_from_u64(choice);
        let action = if wild {
            wild_action(&mut rng)
        } else {
            random_action(&game, seat, &mut rng)
        };
        let hash_before = game.state_hash();
        // The hash leaves out what only words refusals; the debug form shows everything.
        let whole_before = format!("{game:?}");
        let before: Vec<Standing> = game.standings().iter().copied().collect();
        let len_before = events.len();
        match game.act(seat, &action, &mut events) {
            Ok(()) => check_invariants(&game, &before, rounds_before)?,
            Err(e) => {
                prop_assert_eq!(
                    game.state_hash(),
                    hash_before,
                    "refused {:?} ({}) changed the game",
                    action,
                    e.code()
                );
                prop_assert_eq!(events.len(), len_before, "a refused action emitted events");
                prop_assert!(
                    format!("{game:?}") == whole_before,
                    "refused {:?} ({}) changed the game's memory",
                    action,
                    e.code()
                );
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
    Ok(())
}

fn steps() -> impl Strategy<Value = Vec<(u16, u8, u64, bool)>> {
    prop::collection::vec(
        (
            0u16..700,
            any::<u8>(),
            any::<u64>(),
            prop::bool::weighted(0.2),
        ),
        1..250,
    )
}

macro_rules! preset_properties {
    ($name:ident, $preset:expr) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]
            #[test]
            fn $name(teams in 2u8..=6, seed in any::<u64>(), steps in steps()) {
                run_steps($preset, teams, seed, &steps)?;
            }
        }
    };
}

preset_properties!(classic_invariants_hold_after_every_step, Preset::Classic);
preset_properties!(hearts_invariants_hold_after_every_step, Preset::Hearts);
preset_properties!(party_invariants_hold_after_every_step, Preset::Party);
preset_properties!(
    tournament_invariants_hold_after_every_step,
    Preset::Tournament
);

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    #[test]
    fn drop_and_pick_first_variants_keep_their_invariants(teams in 2u8..=6, seed in any::<u64>(), steps in steps(), pick in any::<bool>()) {
        let options = kemps::engine::RuleOptions {
            order: Some(if pick { kemps::engine::Order::PickFirst } else { kemps::engine::Order::DropFirst }),
            ..Default::default()
        };
        let rules = Rules::new(Preset::Party, &options).expect("valid");
        let table = Table::new(teams).expect("valid");
        let (mut game, _) = Game::new(rules, table, seed);
        let mut events = Vec::new();
        for &(dt, seat, choice, _) in &steps {
            game.advance_to(game.now() + dt as u64, &mut events).expect("forward");
            let seat = table.clockwise(Seat::FIRST, usize::from(seat));
            let action = random_action(&game, seat, &mut ChaCha8Rng::seed_from_u64(choice));
            let _ = game.act(seat, &action, &mut events);
            prop_assert!(game.cards_accounted_for());
            prop_assert!(game.hand_sizes_legal());
        }
    }
}

#[test]
fn every_game_ends_for_every_preset_and_table() {
    for preset in Preset::ALL {
        for teams in 2..=6 {
            let rules = Rules::of(preset);
            let table = Table::new(teams).expect("valid");
            let mut games_over = 0;
            // `play_random` starts a new game whenever one ends: 300 rounds see several games end.
            let run = play_random(&rules, table, 77 + teams as u64, 300, |game, _| {
                assert!(game.cards_accounted_for());
                if game.is_over() {
                    games_over += 1;
                    assert!(!game.winners().is_empty() || !game.losers().is_empty());
                    assert_eq!(game.phase(), Phase::Over);
                }
            });
            assert!(
                run.games >= 2 && games_over >= 1,
                "{preset:?} at {teams} teams: {run:?}"
            );
        }
    }
}

#[test]
fn a_refused_action_on_a_card_that_is_gone_changes_nothing() {
    let table = Table::new(2).expect("valid");
    let (mut game, _) = Game::new(Rules::of(Preset::Hearts), table, 3);
    let mut out = Vec::new();
    let centre_card = game.centre()[0];
    let give0 = game.hand(Seat::FIRST)[0];
    let one = table.seat(1).expect("a seat");
    let give1 = game.hand(one)[0];
    game.act(
        Seat::FIRST,
        &Action::swap(&[give0], &[centre_card]).expect("one card"),
        &mut out,
    )
    .expect("first touch wins");
    let hash = game.state_hash();
    let err = game.act(
        one,
        &Action::swap(&[give1], &[centre_card]).expect("one card"),
        &mut out,
    );
    // The centre card may have been given back by seat 0 only if it was the same card.
    if give0 != centre_card {
        assert_eq!(err.map_err(|e| e.code()), Err("card_gone"));
        assert_eq!(game.state_hash(), hash);
    }
}

/// How the latest card of a value left the centre, as the event stream tells it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Left {
    Taken(Seat),
    Swept,
}

/// The centre rebuilt from events alone, with how each card value last left it this round:
/// a witness for the engine's refusals that shares none of its code.
#[derive(Default)]
struct CentreWitness {
    centre: Vec<Card>,
    left: std::collections::HashMap<Card, Left>,
}

impl CentreWitness {
    fn remove(&mut self, card: Card, how: Left) {
        if let Some(i) = self.centre.iter().position(|&c| c == card) {
            self.centre.remove(i);
        }
        self.left.insert(card, how);
    }

    fn see(&mut self, events: &[TimedEvent]) {
        for e in events {
            match &e.event {
                Event::RoundStarted { .. } => *self = CentreWitness::default(),
                Event::CentreDealt { cards } => self.centre = cards.clone(),
                Event::TripsSetAside { cards } => {
                    cards.iter().for_each(|&c| self.remove(c, Left::Swept))
                }
                Event::Swept { .. } => {
                    for c in std::mem::take(&mut self.centre) {
                        self.left.insert(c, Left::Swept);
                    }
                }
                Event::Swapped { seat, gave, took } => {
                    took.iter()
                        .for_each(|&c| self.remove(c, Left::Taken(*seat)));
                    self.centre.extend(gave.iter().copied());
                }
                Event::Dropped { card, .. } => self.centre.push(*card),
                Event::Took { seat, card, .. } => self.remove(*card, Left::Taken(*seat)),
                _ => {}
            }
        }
    }

    /// What a take of `card` by `seat` must be refused with, if the card is not there.
    fn refusal(&self, seat: Seat, card: Card) -> Option<RuleError> {
        if self.centre.contains(&card) {
            return None;
        }
        Some(match self.left.get(&card) {
            None => RuleError::NotInCentre(card),
            Some(Left::Swept) => RuleError::CardSwept(card),
            Some(Left::Taken(s)) if *s == seat => RuleError::CardTakenByYou(card),
            Some(Left::Taken(_)) => RuleError::CardGone(card),
        })
    }
}

fn take_refusals_tell_the_truth(
    rules: Rules,
    teams: u8,
    seed: u64,
    steps: &[(u16, u8, u64, bool)],
) -> Result<(), TestCaseError> {
    let table = Table::new(teams).expect("valid");
    let (mut game, first) = Game::new(rules, table, seed);
    let mut witness = CentreWitness::default();
    witness.see(&first);
    let mut events = Vec::new();
    for &(dt, seat, choice, wild) in steps {
        events.clear();
        game.advance_to(game.now() + dt as u64, &mut events)
            .expect("time moves forward");
        witness.see(&events);
        let mut sorted_centre = game.centre().to_vec();
        sorted_centre.sort();
        let mut witnessed = witness.centre.clone();
        witnessed.sort();
        prop_assert_eq!(
            sorted_centre,
            witnessed,
            "the events misdescribe the centre"
        );
        if game.is_over() {
            break;
        }
        let seat = table.clockwise(Seat::FIRST, usize::from(seat));
        let mut rng = ChaCha8Rng::seed_from_u64(choice);
        let (action, wanted) = if wild {
            // A take of any card: from the centre, a hand, the stock, the swept pile or
            // out of play.
            let card = Card::from_index(choice as usize % 52);
            let action = match game.rules().order() {
                Order::Atomic => match game.hand(seat).first() {
                    Some(&give) => Action::swap(&[give], &[card]).expect("one card"),
                    None => continue,
                },
                _ => Action::Take(card),
            };
            (action, witness.refusal(seat, card))
        } else {
            (random_action(&game, seat, &mut rng), None)
        };
        events.clear();
        let result = game.act(seat, &action, &mut events);
        witness.see(&events);
        match result {
            // Other refusals (the table's order, the round break) come before the centre's.
            Err(error) if matches!(error.code(), "card_gone" | "not_in_centre") => {
                prop_assert_eq!(Some(error), wanted, "refused {:?}", action);
            }
            Err(_) => {}
            Ok(()) => prop_assert!(wanted.is_none(), "{:?} accepted, {:?} due", action, wanted),
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn refused_takes_say_whether_the_card_left_the_centre_or_never_was_there(
        preset in prop::sample::select(Preset::ALL.to_vec()),
        pick_first in any::<bool>(),
        teams in 2u8..=6,
        seed in any::<u64>(),
        steps in prop::collection::vec(
            (0u16..1500, any::<u8>(), any::<u64>(), prop::bool::weighted(0.5)),
            1..300,
        ),
    ) {
        let mut rules = Rules::of(preset);
        if pick_first && rules.order() == Order::DropFirst {
            rules = Rules::new(
                preset,
                &kemps::engine::RuleOptions { order: Some(Order::PickFirst), ..Default::default() },
            )
            .expect("valid");
        }
        take_refusals_tell_the_truth(rules, teams, seed, &steps)?;
    }
}
