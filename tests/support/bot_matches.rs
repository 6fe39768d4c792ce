//! Bot-driven matches pinned in tests/golden/bot_matches.json, shared by the native check
//! (tests/native/golden_bot_matches.rs) and the browser check (tests/wasm_browser/golden.rs).
//!
//! A bot's every delay comes from floating-point maths (src/bots/timing.rs) truncated to
//! whole milliseconds, and one millisecond's difference changes who is first to the
//! centre. So the file pins, besides each match's outcome, a digest of a few thousand raw
//! timing values: any value that comes out differently on another platform fails the check.
// Each test crate that includes this file uses a part of it.
#![allow(dead_code)]

use kemps::bots::timing::{normal, poisson_gap_ms, reaction_ms, unit};
use kemps::bots::{bot_players, LevelName, Player, TableRunner};
use kemps::engine::hash::StateHasher;
use kemps::engine::{
    Action, CallKind, Card, Event, Gesture, Phase, Preset, Rank, Rules, Seat, StopTarget, Table,
    Team, TimedEvent,
};
use kemps::scenario::standing_fields;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// The whole golden file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Golden {
    pub timing: TimingDigest,
    pub matches: Vec<PinnedMatch>,
}

/// Raw bot timing values, hashed: the normal deviates (to the last bit), reaction delays
/// and Poisson gaps, at the medians, spreads and rates the levels use.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TimingDigest {
    pub seed: u64,
    pub samples: u32,
    pub hash: String,
    /// The first few delays, to read when the hash differs.
    pub first_reactions_ms: Vec<u64>,
    pub first_gaps_ms: Vec<u64>,
}

/// Which match to play: read from the golden file, so both platforms play the same ones.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchSpec {
    pub name: String,
    pub preset: Preset,
    pub teams: u8,
    pub seed: u64,
    pub bots_seed: u64,
    /// One level per team; seat 0 (team 0) is the scripted person, its partner a bot.
    pub levels: Vec<LevelName>,
    pub speed: f64,
    /// The match stops here if it has not ended.
    pub limit_ms: u64,
}

/// What a match came to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// `Game::state_hash` at the end, in hex.
    pub state_hash: String,
    /// Every event of the match, timed, hashed the same way.
    pub events_hash: String,
    pub events: usize,
    pub decks: usize,
    pub over: bool,
    pub ended_at_ms: u64,
    pub rounds: usize,
    /// "round: result by seat on seat-or-team at ms", one per round.
    pub results: Vec<String>,
    /// Each team's score as the scenario files print it.
    pub standings: Vec<String>,
    pub winners: Vec<u8>,
    /// Seat 0's actions the game accepted, and those it refused.
    pub person_accepted: usize,
    pub person_refused: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PinnedMatch {
    pub spec: MatchSpec,
    pub outcome: Outcome,
}

/// The matches the golden file holds: four players, and twelve (two decks by `auto`).
pub fn specs() -> Vec<MatchSpec> {
    vec![
        MatchSpec {
            name: "four players, classic".into(),
            preset: Preset::Classic,
            teams: 2,
            seed: 2026,
            bots_seed: 11,
            levels: vec![LevelName::Sharp, LevelName::Ruthless],
            speed: 1.0,
            limit_ms: 40 * 60_000,
        },
        MatchSpec {
            name: "twelve players, party".into(),
            preset: Preset::Party,
            teams: 6,
            seed: 4_242,
            bots_seed: 12,
            levels: vec![
                LevelName::Ruthless,
                LevelName::Casual,
                LevelName::Sharp,
                LevelName::Ruthless,
                LevelName::Sharp,
                LevelName::Casual,
            ],
            speed: 1.5,
            limit_ms: 40 * 60_000,
        },
    ]
}

fn hex(h: u64) -> String {
    format!("{h:016x}")
}

pub fn timing_digest() -> TimingDigest {
    const SEED: u64 = 7_919;
    const SAMPLES: u32 = 6_000;
    // (median, sigma) of every level's card and call reactions, and the decoy rates.
    let reactions = [
        (1300.0, 0.5),
        (850.0, 0.5),
        (850.0, 0.45),
        (600.0, 0.45),
        (560.0, 0.4),
        (380.0 * 0.75, 0.4),
        (560.0 * 0.35 / 1.5, 0.4),
    ];
    let rates = [3.0, 5.0 * 0.6, 7.0 * 1.4 * 1.5];
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut h = StateHasher::new();
    let (mut first_reactions_ms, mut first_gaps_ms) = (Vec::new(), Vec::new());
    for i in 0..SAMPLES as usize {
        h.write_u64(unit(&mut rng).to_bits());
        h.write_u64(normal(&mut rng).to_bits());
        let (median, sigma) = reactions[i % reactions.len()];
        let reaction = reaction_ms(&mut rng, median, sigma);
        let gap = poisson_gap_ms(&mut rng, rates[i % rates.len()]);
        h.write_u64(reaction);
        h.write_u64(gap);
        if i < 8 {
            first_reactions_ms.push(reaction);
            first_gaps_ms.push(gap);
        }
    }
    TimingDigest {
        seed: SEED,
        samples: SAMPLES,
        hash: hex(h.finish()),
        first_reactions_ms,
        first_gaps_ms,
    }
}

/// The team signal the scripted person agrees with its bot partner.
const SIGNAL: Gesture = Gesture::NoseScratch;
/// Seat 0's fidgets, in turn.
const FIDGETS: [Gesture; 3] = [Gesture::Yawn, Gesture::Cough, Gesture::TableTap];
/// Seat 0 looks at the table this often (game time).
const TICK_MS: u64 = 450;
/// A stop on a hunch every this many looks (about a minute).
const HUNCH_TICKS: u64 = 131;

/// The rank seat 0 collects: the one it holds most of (the lowest on a tie).
fn goal(hand: &[Card]) -> Rank {
    let mut counts = [0u8; 13];
    for c in hand {
        counts[c.rank.index()] += 1;
    }
    Rank::ALL
        .into_iter()
        .max_by_key(|r| (counts[r.index()], std::cmp::Reverse(r.index())))
        .unwrap_or(Rank::ALL[0])
}

/// Seat 0's move at tick `tick`, from what seat 0 sees and the events since its last
/// look: call Kemps on the partner's signal, signal its own four of a kind, swap towards
/// four of a kind, now and then fidget or call a stop on a hunch.
fn scripted_action(runner: &TableRunner, tick: u64, heard: &[TimedEvent]) -> Option<Action> {
    let game = runner.game();
    let view = game.view(Seat::FIRST);
    if view.phase() != Phase::Exchange {
        return None;
    }
    let table = view.table();
    let partner_signalled = heard.iter().any(|e| {
        matches!(e.event, Event::Gestured { seat, gesture } if seat == view.partner() && gesture == SIGNAL)
    });
    if partner_signalled {
        return Some(Action::call(CallKind::Kemps, None));
    }
    let hand = view.hand();
    if kemps::engine::card::four_of_a_kind(hand).is_some() {
        return (tick % 3 == 0).then_some(Action::Gesture(SIGNAL));
    }
    if tick % HUNCH_TICKS == HUNCH_TICKS - 1 {
        // A hunch: stop the next opponent in turn (right or wrong, the game judges).
        let opponents: Vec<Seat> = table
            .seats()
            .filter(|&s| table.team_of(s) != Team(0))
            .collect();
        let seat = opponents[(tick / HUNCH_TICKS) as usize % opponents.len()];
        let target = match view.rules().stop_target() {
            StopTarget::Seat => seat.number(),
            StopTarget::Team => table.team_of(seat).0,
        };
        return Some(Action::call(CallKind::Stop, Some(target)));
    }
    if tick % 11 == 5 {
        return Some(Action::Gesture(
            FIDGETS[(tick / 11) as usize % FIDGETS.len()],
        ));
    }
    let rank = goal(hand);
    let take = view.centre().iter().find(|c| c.rank == rank);
    let give = hand.iter().rev().find(|c| c.rank != rank);
    match (take, give) {
        (Some(&take), Some(&give)) => Action::swap(&[give], &[take]),
        _ if !view.has_passed(Seat::FIRST) => Some(Action::Pass),
        _ => None,
    }
}

/// Plays one match: bots everywhere but seat 0, which follows the script through the
/// runner's `act` (a refused action is part of the game and changes nothing).
pub fn play(spec: &MatchSpec) -> Outcome {
    let rules = Rules::of(spec.preset);
    let table = Table::new(spec.teams).expect("a valid table");
    let mut players = bot_players(table, &spec.levels, spec.speed, spec.bots_seed);
    players[0] = Player::Person;
    let mut events = Vec::new();
    let mut runner = TableRunner::new(rules.clone(), table, spec.seed, players, &mut events);
    runner.tell_signals(Team(0), SIGNAL.into());
    let (mut accepted, mut refused) = (0, 0);
    let mut heard_from = 0;
    let mut tick = 0u64;
    while !runner.game().is_over() && runner.now() < spec.limit_ms {
        tick += 1;
        runner.run_until((tick * TICK_MS).min(spec.limit_ms), &mut events);
        let action = scripted_action(&runner, tick, &events[heard_from..]);
        heard_from = events.len();
        if let Some(action) = action {
            match runner.act(Seat::FIRST, action, &mut events) {
                Ok(()) => accepted += 1,
                Err(_) => refused += 1,
            }
        }
    }
    let game = runner.game();
    let mut h = StateHasher::new();
    events.hash(&mut h);
    let results = game
        .history()
        .iter()
        .map(|r| {
            let by = r.by.map_or("-".to_string(), |s| s.number().to_string());
            let on = r.on.map_or("-".to_string(), |o| o.to_string());
            format!(
                "{}: {} by {by} on {on} at {}",
                r.round,
                r.result.name(),
                r.at
            )
        })
        .collect();
    let standings = game
        .standings()
        .iter()
        .map(|s| match standing_fields(&rules, s) {
            (Some(word), _, _) => format!("letters {word:?}"),
            (_, Some(lives), _) => format!("{lives} lives"),
            (_, _, Some(points)) => format!("{points} points"),
            _ => String::new(),
        })
        .collect();
    Outcome {
        state_hash: hex(game.state_hash()),
        events_hash: hex(h.finish()),
        events: events.len(),
        decks: rules.deck_count(table),
        over: game.is_over(),
        ended_at_ms: game.now(),
        rounds: game.history().len(),
        results,
        standings,
        winners: game.winners().iter().map(|t| t.0).collect(),
        person_accepted: accepted,
        person_refused: refused,
    }
}

/// Everything the golden file pins, computed on this platform.
pub fn compute() -> Golden {
    Golden {
        timing: timing_digest(),
        matches: specs()
            .into_iter()
            .map(|spec| PinnedMatch {
                outcome: play(&spec),
                spec,
            })
            .collect(),
    }
}

/// Plays the pinned specs again and compares field by field, so a failure names what
/// moved first (the timing digest, then each match).
pub fn check(pinned: &Golden) {
    assert_eq!(
        timing_digest(),
        pinned.timing,
        "bot timing values differ from the pinned ones"
    );
    assert!(pinned.matches.len() >= 2, "at least two pinned matches");
    for m in &pinned.matches {
        let got = play(&m.spec);
        assert_eq!(
            got, m.outcome,
            "{}: the match went differently",
            m.spec.name
        );
    }
}
