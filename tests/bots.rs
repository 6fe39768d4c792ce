//! Bots see only what their seat sees, act through legal actions, and differ by level
//! and personality.

use kemps::bots::{
    bot_players, BotSetup, LevelName, Personality, Player, SignalPolicy, TableRunner,
};
use kemps::engine::deal::{round_rng, shuffle};
use kemps::engine::{Card, Event, FixedDeal, Game, Hand, Preset, Rules, Seat, Table, TimedEvent};

fn lone_bot(level: LevelName) -> Vec<Player> {
    let setup = BotSetup {
        level,
        speed: 1.0,
        personality: Personality::draw(9, 0),
        policy: SignalPolicy::adaptive(3),
        seed: 77,
    };
    vec![
        Player::Bot(setup),
        Player::Person,
        Player::Person,
        Player::Person,
    ]
}

fn seat0_actions(events: &[TimedEvent]) -> Vec<TimedEvent> {
    events
        .iter()
        .filter(|e| match &e.event {
            Event::Swapped { seat, .. }
            | Event::Passed { seat }
            | Event::Gestured { seat, .. }
            | Event::Called { seat, .. } => seat.0 == 0,
            _ => false,
        })
        .cloned()
        .collect()
}

/// Seat 0's hand and the centre stay; everything hidden from seat 0 is shuffled.
fn hidden_variant(game: &Game, seed: u64) -> FixedDeal {
    let table = game.table();
    let mut hidden: Vec<Card> = table
        .seats()
        .skip(1)
        .flat_map(|s| game.hand(s).to_vec())
        .chain(game.stock_top_first())
        .collect();
    shuffle(&mut round_rng(seed, 99), &mut hidden);
    let mut hands = vec![game.hand(Seat(0)).clone()];
    for chunk in hidden.chunks(4).take(table.seat_count() - 1) {
        hands.push(chunk.iter().copied().collect::<Hand>());
    }
    let stock = hidden[4 * (table.seat_count() - 1)..].to_vec();
    FixedDeal {
        hands,
        centre: game.centre().to_vec(),
        stock,
    }
}

fn original(game: &Game) -> FixedDeal {
    let table = game.table();
    FixedDeal {
        hands: table.seats().map(|s| game.hand(s).clone()).collect(),
        centre: game.centre().to_vec(),
        stock: game.stock_top_first().collect(),
    }
}

#[test]
fn a_bot_decides_the_same_when_only_hidden_cards_change() {
    let rules = Rules::preset(Preset::Classic);
    let table = Table::new(2).expect("valid");
    let mut decided = 0;
    for seed in 0..30u64 {
        let (dealt, _) = Game::new(rules.clone(), table, seed);
        let runs: Vec<Vec<TimedEvent>> = [original(&dealt), hidden_variant(&dealt, seed)]
            .into_iter()
            .map(|deal| {
                let (game, opening) = Game::with_deal(rules.clone(), table, seed, deal);
                let mut events = Vec::new();
                let mut runner = TableRunner::from_game(
                    game,
                    opening,
                    lone_bot(LevelName::Ruthless),
                    &mut events,
                );
                // Up to the first sweep: after it the new centre comes from the (changed) stock.
                runner.run_until(3_900, &mut events);
                seat0_actions(&events)
            })
            .collect();
        assert_ne!(
            original(&dealt).hands[1..],
            hidden_variant(&dealt, seed).hands[1..],
            "the hidden cards really differ"
        );
        assert_eq!(
            runs[0], runs[1],
            "seed {seed}: the bot's decisions depend on cards it cannot see"
        );
        decided += runs[0].len();
    }
    assert!(
        decided >= 30,
        "the bot made decisions to compare ({decided})"
    );
}

#[test]
fn levels_have_plain_names_and_differ() {
    let levels: Vec<_> = LevelName::ALL.iter().map(|l| l.level()).collect();
    assert_eq!(levels.len(), 3);
    for l in LevelName::ALL {
        assert!(!l.description().is_empty() && !l.title().is_empty());
        assert_eq!(LevelName::from_name(l.name()), Some(l));
    }
    assert!(
        levels[0].reaction_median_ms > levels[1].reaction_median_ms
            && levels[1].reaction_median_ms > levels[2].reaction_median_ms
    );
    assert!(levels[0].opponent_attention < levels[2].opponent_attention);
    assert!(levels[0].belief_threshold > levels[2].belief_threshold);
}

#[test]
fn personalities_vary_within_a_level_and_follow_the_seed() {
    let a = Personality::draw(5, 1);
    assert_eq!(a, Personality::draw(5, 1));
    assert_ne!(a, Personality::draw(5, 2));
    assert_ne!(a, Personality::draw(6, 1));
    let habits: std::collections::BTreeSet<_> = a.habits.iter().collect();
    assert_eq!(habits.len(), 3, "three different decoy habits");
}

#[test]
fn bot_tables_are_deterministic_and_bots_only_act_legally() {
    let rules = Rules::preset(Preset::Tournament);
    let table = Table::new(3).expect("valid");
    let play = || {
        let mut events = Vec::new();
        let players = bot_players(
            table,
            &[LevelName::Casual, LevelName::Sharp, LevelName::Ruthless],
            1.5,
            42,
        );
        let mut runner = TableRunner::new(rules.clone(), table, 42, players, &mut events);
        runner.run_until(120_000, &mut events);
        assert!(runner.game().cards_accounted_for() && runner.game().hand_sizes_legal());
        (runner.game().state_hash(), events)
    };
    let (a, events) = play();
    let (b, _) = play();
    assert_eq!(a, b, "same seeds, same game");
    assert!(
        events
            .iter()
            .any(|e| matches!(e.event, Event::Dropped { auto: false, .. })),
        "bots drop first at a tournament table"
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e.event, Event::Gestured { .. })),
        "bots fidget"
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e.event, Event::RoundEnded { .. })),
        "rounds end"
    );
}

#[test]
fn the_human_partner_trusts_the_signal_it_was_told() {
    // The person (seat 0) makes the team signal without a four of a kind: the bot partner
    // calls Kemps anyway, and the call is wrong. That is the game.
    let rules = Rules::preset(Preset::Classic);
    let table = Table::new(2).expect("valid");
    let mut players = bot_players(table, &[LevelName::Ruthless], 1.0, 5);
    players[0] = Player::Person;
    let mut events = Vec::new();
    let mut runner = TableRunner::new(rules, table, 5, players, &mut events);
    runner.tell_signal(kemps::engine::Team(0), kemps::engine::Gesture::NoseScratch);
    assert_eq!(
        runner.bot(Seat(2)).map(|b| b.signal()),
        Some(kemps::engine::Gesture::NoseScratch)
    );
    runner.run_until(200, &mut events);
    let mut called = false;
    for attempt in 0..10 {
        let at = runner.now() + 100;
        runner.run_until(at, &mut events);
        if runner.game().phase() != kemps::engine::Phase::Exchange {
            break;
        }
        runner
            .act(
                Seat(0),
                kemps::engine::Action::Gesture(kemps::engine::Gesture::NoseScratch),
                &mut events,
            )
            .expect("a gesture is always allowed");
        runner.run_until(runner.now() + 2_500, &mut events);
        if let Some(record) = runner.game().history().first() {
            assert_eq!(
                record.by,
                Some(Seat(2)),
                "attempt {attempt}: the partner called"
            );
            assert_eq!(record.result.name(), "wrong_kemps");
            called = true;
            break;
        }
    }
    assert!(called, "the partner never reacted to the signal");
}

#[test]
fn a_bot_that_sees_both_opponents_make_their_known_signal_calls_double_stop() {
    use kemps::bots::Seen;
    use kemps::engine::{Action, CallKind, Gesture, RuleOptions, Team};
    // Tournament rules: double calls on, stops name a seat. Slow dealer, so the centre stays.
    let options = RuleOptions {
        idle_ms: Some(600_000),
        ..Default::default()
    };
    let rules = Rules::with_options(Preset::Tournament, &options).expect("valid");
    let table = Table::new(2).expect("valid");
    let mut found = None;
    for seed in 0..40u64 {
        let (mut game, opening) = Game::new(rules.clone(), table, seed);
        let setup = BotSetup {
            level: LevelName::Ruthless,
            speed: 1.0,
            personality: Personality::draw(seed, 1),
            policy: SignalPolicy::adaptive(seed),
            seed,
        };
        let mut bot = kemps::bots::Bot::new(Seat(1), 4, setup);
        let feed = |bot: &mut kemps::bots::Bot, game: &Game, events: &[TimedEvent]| {
            for seen in Seen::for_seat(Seat(1), events) {
                bot.observe(&game.view(Seat(1)), seen);
            }
        };
        feed(&mut bot, &game, &opening);
        // Earlier in the match: seats 0 and 2 winked just before being shown to hold four of a kind.
        let four: kemps::engine::Hand = ["7H", "7D", "7C", "7S"]
            .iter()
            .map(|c| c.parse().expect("card"))
            .collect();
        let mut t = 1_000;
        let mut history = Vec::new();
        for _ in 0..6 {
            for seat in [Seat(0), Seat(2)] {
                history.push(TimedEvent {
                    at: t,
                    event: Event::Gestured {
                        seat,
                        gesture: Gesture::Wink,
                    },
                });
                history.push(TimedEvent {
                    at: t + 500,
                    event: Event::Revealed {
                        seat,
                        cards: four.clone(),
                    },
                });
                t += 2_000;
            }
        }
        game.advance_to(t, &mut Vec::new()).expect("forward");
        feed(&mut bot, &game, &history);
        // Now both wink, a second apart.
        let now = [
            TimedEvent {
                at: t,
                event: Event::Gestured {
                    seat: Seat(0),
                    gesture: Gesture::Wink,
                },
            },
            TimedEvent {
                at: t + 1_000,
                event: Event::Gestured {
                    seat: Seat(2),
                    gesture: Gesture::Wink,
                },
            },
        ];
        game.advance_to(t + 1_000, &mut Vec::new())
            .expect("forward");
        feed(&mut bot, &game, &now);
        while let Some(wake) = bot.wake_at().filter(|&w| w < t + 10_000) {
            game.advance_to(wake.max(game.now()), &mut Vec::new())
                .expect("forward");
            if let Some(Action::Call { call, target }) = bot.poll(&game.view(Seat(1))) {
                found = Some((call, target.map(|s| table.team_of(Seat(s)))));
                break;
            }
        }
        if matches!(found, Some((CallKind::DoubleStop, _))) {
            break;
        }
    }
    assert_eq!(
        found,
        Some((CallKind::DoubleStop, Some(Team(0)))),
        "a double stop on the team that both winked"
    );
}
