//! Bots see only what their seat sees, act through legal actions, and differ by level
//! and personality.

use kemps::bots::{
    bot_players, Bot, BotSetup, LevelName, Personality, Player, Seen, SignalPolicy, Signals,
    TableRunner,
};
use kemps::engine::shuffle::{round_rng, shuffle};
use kemps::engine::{
    Action, CallKind, CallTarget, Card, Event, FixedDeal, Game, Gesture, Hand, Preset, RoundRecord,
    RoundResult, RuleOptions, Rules, Seat, Table, TimedEvent,
};

fn lone_bot(level: LevelName) -> Vec<Player> {
    let setup = BotSetup {
        level,
        speed: 1.0,
        personality: Personality::draw(9, 0),
        policy: SignalPolicy::adaptive(3, 1),
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
            | Event::Called { seat, .. } => seat.number() == 0,
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
    let mut hands = vec![game.hand(Seat::FIRST).clone()];
    for chunk in hidden.chunks(4).take(table.seat_count() - 1) {
        hands.push(chunk.iter().copied().collect::<Hand>());
    }
    let stock = hidden[4 * (table.seat_count() - 1)..].to_vec();
    FixedDeal::new(game.rules(), table, &hands, game.centre(), &stock).expect("a valid deal")
}

fn original(game: &Game) -> FixedDeal {
    let table = game.table();
    let hands: Vec<Hand> = table.seats().map(|s| game.hand(s).clone()).collect();
    let stock: Vec<Card> = game.stock_top_first().collect();
    FixedDeal::new(game.rules(), table, &hands, game.centre(), &stock).expect("a valid deal")
}

#[test]
fn a_bot_decides_the_same_when_only_hidden_cards_change() {
    let rules = Rules::of(Preset::Classic);
    let table = Table::new(2).expect("valid");
    let mut decided = 0;
    for seed in 0..30u64 {
        let (dealt, _) = Game::new(rules.clone(), table, seed);
        let runs: Vec<Vec<TimedEvent>> = [original(&dealt), hidden_variant(&dealt, seed)]
            .into_iter()
            .map(|deal| {
                let (game, opening) =
                    Game::with_deal(rules.clone(), table, seed, deal).expect("the deal fits");
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
            original(&dealt).hands()[1..],
            hidden_variant(&dealt, seed).hands()[1..],
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
    let rules = Rules::of(Preset::Tournament);
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

/// The person (seat 0) tells its bot partner `signals`, then makes `made` without a four
/// of a kind, up to ten times: the partner's call, if any.
fn partner_answer(signals: &[Gesture], made: Gesture) -> Option<RoundRecord> {
    let rules = Rules::of(Preset::Classic);
    let table = Table::new(2).expect("valid");
    let mut players = bot_players(table, &[LevelName::Ruthless], 1.0, 5);
    players[0] = Player::Person;
    let mut events = Vec::new();
    let mut runner = TableRunner::new(rules, table, 5, players, &mut events);
    let set = Signals::new(signals).expect("one to three");
    runner.tell_signals(kemps::engine::Team(0), set);
    assert_eq!(runner.bot(seat_of_four(2)).map(|b| b.signals()), Some(set));
    runner.run_until(200, &mut events);
    for _ in 0..10 {
        let at = runner.now() + 100;
        runner.run_until(at, &mut events);
        if runner.game().phase() != kemps::engine::Phase::Exchange {
            break;
        }
        runner
            .act(
                Seat::FIRST,
                kemps::engine::Action::Gesture(made),
                &mut events,
            )
            .expect("a gesture is always allowed");
        runner.run_until(runner.now() + 2_500, &mut events);
        if let Some(record) = runner.game().history().first() {
            return Some(record.clone());
        }
    }
    None
}

#[test]
fn the_human_partner_trusts_the_signal_it_was_told() {
    // The person makes the team signal without a four of a kind: the bot partner calls
    // Kemps anyway, and the call is wrong. That is the game.
    let record = partner_answer(&[Gesture::NoseScratch], Gesture::NoseScratch)
        .expect("the partner never reacted to the signal");
    assert_eq!(record.by, Some(seat_of_four(2)), "the partner called");
    assert_eq!(record.result.name(), "wrong_kemps");
}

#[test]
fn the_human_partner_answers_any_of_several_signals_and_no_other_gesture() {
    let three = [Gesture::Wink, Gesture::NoseScratch, Gesture::Cough];
    for made in three {
        let record = partner_answer(&three, made)
            .unwrap_or_else(|| panic!("the partner never answered the {made:?}"));
        assert_eq!(
            (record.by, record.result.name()),
            (Some(seat_of_four(2)), "wrong_kemps"),
            "{made:?}"
        );
    }
    // A gesture outside the set is a fidget: the partner does not call on it.
    let fidget = partner_answer(&three, Gesture::Yawn);
    assert!(
        fidget
            .as_ref()
            .is_none_or(|r| r.by != Some(seat_of_four(2))),
        "the partner called on a fidget: {fidget:?}"
    );
}

#[test]
fn bot_teams_keep_one_to_three_signals_by_level_and_ruthless_ones_several() {
    let table = Table::new(6).expect("valid");
    for (level, least, most) in [
        (LevelName::Casual, 1, 1),
        (LevelName::Sharp, 1, 2),
        (LevelName::Ruthless, 2, 3),
    ] {
        let mut counts = Vec::new();
        for seed in 0..40 {
            let players = bot_players(table, &[level], 1.0, seed);
            let mut events = Vec::new();
            let runner = TableRunner::new(
                Rules::of(Preset::Classic),
                table,
                seed,
                players,
                &mut events,
            );
            for team in table.teams() {
                let [a, b] = table.seats_of(team);
                let (a, b) = (
                    runner.bot(a).map(|x| x.signals()),
                    runner.bot(b).map(|x| x.signals()),
                );
                assert_eq!(a, b, "partners agree their signals");
                counts.push(a.expect("a bot").len());
            }
        }
        let (lo, hi) = (counts.iter().min(), counts.iter().max());
        assert_eq!(
            (lo, hi),
            (Some(&least), Some(&most)),
            "{level:?}: both counts occur, no other"
        );
    }
}

/// A hand written as in the scenario files: "7H 7D 7C 7S".
fn hand(cards: &str) -> Hand {
    cards
        .split_whitespace()
        .map(|c| c.parse().expect("card"))
        .collect()
}

/// Seats 0 and 2 (team 0) each hold four of a kind; the bot in seat 1 and its partner
/// hold nothing; the rest of the deck is the stock.
fn two_fours_of_a_kind(rules: &Rules) -> FixedDeal {
    let hands: Vec<Hand> = ["7H 7D 7C 7S", "2C 5D 9H KS", "QH QD QC QS", "3C 6D TH AS"]
        .into_iter()
        .map(hand)
        .collect();
    let centre = hand("4C 8D JH 2S").to_vec();
    let dealt: Vec<Card> = hands.iter().flatten().chain(&centre).copied().collect();
    let stock = (0..52)
        .map(Card::from_index)
        .filter(|c| !dealt.contains(c))
        .collect::<Vec<Card>>();
    let table = Table::new(2).expect("valid");
    FixedDeal::new(rules, table, &hands, &centre, &stock).expect("a valid deal")
}

/// When the two winks of the last act come: well after the learned history, so that the
/// bot's memory of seat 2 winking lately cannot make it call Double Stop at once.
const WINKS_AT: u64 = 40_000;
/// Seat 2 winks this soon after seat 0: sooner than anyone reacts (120 ms at least).
const PARTNER_WINK_AFTER_MS: u64 = 100;

/// What the bot learns from: `times` times, each of `seats` winks and is shown four of a
/// kind half a second later, by its partner's Kemps. The events, and the time after the
/// last of them.
fn learned_history(game: &Game, times: usize, seats: &[Seat]) -> (Vec<TimedEvent>, u64) {
    let mut history = Vec::new();
    let mut t = 1_000;
    for _ in 0..times {
        for &seat in seats {
            history.push(TimedEvent {
                at: t,
                event: Event::Gestured {
                    seat,
                    gesture: Gesture::Wink,
                },
            });
            // The partner's Kemps, which shows the four of a kind.
            history.push(TimedEvent {
                at: t + 500,
                event: Event::Called {
                    seat: seat_of_four((u64::from(seat.number()) + 2) % 4),
                    call: CallKind::Kemps,
                    target: CallTarget::NONE,
                },
            });
            history.push(TimedEvent {
                at: t + 500,
                event: Event::Revealed {
                    seat,
                    cards: game.hand(seat).clone(),
                },
            });
            t += 2_000;
        }
    }
    (history, t)
}

/// The dealt table above under tournament rules (double calls on, a stop names a seat,
/// a dealer who never sweeps), and a Ruthless bot in seat 1 that has learned team 0's
/// signal: six times each, seats 0 and 2 winked just before being shown four of a kind.
/// Then seat 0 winks, and seat 2 too if `partner_winks`. The bot's first call, when it
/// made it, and the round it ended; `None` if it made none within ten seconds.
fn bot_facing_two_winks(partner_winks: bool) -> Option<(Action, u64, RoundRecord)> {
    bot_facing_winks(
        LevelName::Ruthless,
        1,
        6,
        &[Seat::FIRST, seat_of_four(2)],
        partner_winks,
    )
}

/// As above, for a bot of `level` (its personality and rolls drawn from `seed`) that saw
/// `times` times each of `seats` wink just before its four of a kind showed.
fn bot_facing_winks(
    level: LevelName,
    seed: u64,
    times: usize,
    seats: &[Seat],
    partner_winks: bool,
) -> Option<(Action, u64, RoundRecord)> {
    let options = RuleOptions {
        idle_ms: Some(600_000),
        ..Default::default()
    };
    let rules = Rules::new(Preset::Tournament, &options).expect("valid");
    let table = Table::new(2).expect("valid");
    let deal = two_fours_of_a_kind(&rules);
    let (mut game, opening) = Game::with_deal(rules, table, 1, deal).expect("the deal fits");
    // Noticing a gesture is a seeded roll (four in five for a Ruthless bot): this bot
    // notices both winks of the last act, and the control without seat 2's wink shows
    // that the Stop it then calls was still pending when seat 2 winked.
    let setup = BotSetup {
        level,
        speed: 1.0,
        personality: Personality::draw(seed, 1),
        policy: SignalPolicy::adaptive(1, 1),
        seed,
    };
    let mut bot = Bot::new(seat_of_four(1), 4, setup);
    let feed = |bot: &mut Bot, game: &Game, events: &[TimedEvent]| {
        for seen in Seen::for_seat(seat_of_four(1), events) {
            bot.observe(&game.view(seat_of_four(1)), seen);
        }
    };
    feed(&mut bot, &game, &opening);
    let (history, t) = learned_history(&game, times, seats);
    game.advance_to(t, &mut Vec::new()).expect("forward");
    feed(&mut bot, &game, &history);

    // The bot's cards and fidgets do not matter here: only its calls are played.
    let mut winks = vec![(WINKS_AT, Seat::FIRST)];
    if partner_winks {
        winks.push((WINKS_AT + PARTNER_WINK_AFTER_MS, seat_of_four(2)));
    }
    let mut winks = winks.into_iter().peekable();
    loop {
        let wake = bot.wake_at().unwrap_or(u64::MAX);
        match winks.peek() {
            Some(&(at, seat)) if at <= wake => {
                winks.next();
                let mut events = Vec::new();
                game.advance_to(at, &mut events).expect("forward");
                game.act(seat, &Action::Gesture(Gesture::Wink), &mut events)
                    .expect("a gesture is always allowed");
                feed(&mut bot, &game, &events);
            }
            _ if wake >= WINKS_AT + 10_000 => return None,
            _ => {
                game.advance_to(wake.max(game.now()), &mut Vec::new())
                    .expect("forward");
                let Some(action) = bot.poll(&game.view(seat_of_four(1))) else {
                    continue;
                };
                if !matches!(action, Action::Call { .. }) {
                    continue;
                }
                // Calls before the last act (on the history alone) do not count.
                if game.now() < WINKS_AT {
                    continue;
                }
                let at = game.now();
                game.act(seat_of_four(1), &action, &mut Vec::new())
                    .expect("the bot may call");
                let record = game
                    .history()
                    .last()
                    .cloned()
                    .expect("the call ends the round");
                return Some((action, at, record));
            }
        }
    }
}

#[test]
fn a_bot_upgrades_its_stop_to_double_stop_when_the_partner_shows_the_known_signal_too() {
    let (single, at, record) = bot_facing_two_winks(false).expect("the bot calls");
    assert_eq!(
        single,
        Action::call(CallKind::Stop, Some(0)),
        "seat 0 alone made the known signal: a Stop on seat 0"
    );
    assert!(
        at > WINKS_AT + PARTNER_WINK_AFTER_MS,
        "the Stop was still pending when seat 2 would wink (called at {at})"
    );
    assert_eq!(
        (record.result, record.by),
        (RoundResult::Stop, Some(seat_of_four(1)))
    );

    let (double, double_at, record) = bot_facing_two_winks(true).expect("the bot calls");
    assert!(
        matches!(
            double,
            Action::Call {
                call: CallKind::DoubleStop,
                target: Some(0 | 2)
            }
        ),
        "both opponents made the known signal: a Double Stop on team 0, not {double:?}"
    );
    assert_eq!(
        double_at, at,
        "the Double Stop is the pending Stop, upgraded: it comes when the Stop would have"
    );
    assert_eq!(
        (record.result, record.by),
        (RoundResult::DoubleStop, Some(seat_of_four(1))),
        "both hold four of a kind: the engine scores a Double Stop"
    );
}

#[test]
fn ruthless_reads_a_signal_seen_once_before_a_kemps_sharp_twice_and_casual_rarely() {
    // Noticing and remembering are seeded rolls: over 40 bots of a level, how many call
    // Stop Kemps on seat 0's wink after seeing it `times` times just before a Kemps.
    let stopping = |level, times| {
        (1..=40u64)
            .filter(|&seed| {
                bot_facing_winks(level, seed, times, &[Seat::FIRST], false)
                    .is_some_and(|(action, ..)| action == Action::call(CallKind::Stop, Some(0)))
            })
            .count()
    };
    for level in LevelName::ALL {
        assert_eq!(
            stopping(level, 0),
            0,
            "{level:?}: a wink never seen before a Kemps"
        );
    }
    let ruthless = stopping(LevelName::Ruthless, 1);
    assert!(
        ruthless >= 22,
        "once is enough for most Ruthless bots: {ruthless} of 40"
    );
    assert_eq!(
        stopping(LevelName::Sharp, 1),
        0,
        "Sharp needs to see it twice"
    );
    let sharp = stopping(LevelName::Sharp, 2);
    assert!(
        sharp >= 12,
        "twice is enough for many Sharp bots: {sharp} of 40"
    );
    assert_eq!(stopping(LevelName::Casual, 2), 0, "Casual needs three");
    let casual = stopping(LevelName::Casual, 3);
    assert!(casual <= 8, "and rarely gets there: {casual} of 40");
}

#[test]
fn a_signal_read_from_one_partner_is_read_on_the_other_too() {
    // Partners share their signals: seat 2's wink, seen once just before seat 0's Kemps
    // showed seat 2's four of a kind, is the team's. When seat 0 winks, a Ruthless bot
    // stops seat 0 about as often as if seat 0 had been the one seen.
    let stopping = |level, seen: Seat| {
        (1..=40u64)
            .filter(|&seed| {
                bot_facing_winks(level, seed, 1, &[seen], false)
                    .is_some_and(|(action, ..)| action == Action::call(CallKind::Stop, Some(0)))
            })
            .count()
    };
    let from_partner = stopping(LevelName::Ruthless, seat_of_four(2));
    assert!(
        from_partner >= 22,
        "the partner's signal is the team's: {from_partner} of 40 Ruthless bots stop seat 0"
    );
    assert_eq!(
        stopping(LevelName::Sharp, seat_of_four(2)),
        0,
        "Sharp still needs to see the team's signal twice"
    );
}

/// Seat `number` of a four-seat table.
fn seat_of_four(number: u64) -> Seat {
    Table::new(2)
        .and_then(|table| table.seat(number))
        .expect("a seat of four")
}
