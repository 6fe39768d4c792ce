//! Whole games played by a random legal policy: the engine's throughput benchmark and the
//! property tests drive the engine through this, each seat deciding from its own view. A
//! random game is kept as a `Recording` (every seat's timed actions), which the determinism
//! tests play twice and pin a hash of. A person's match has its own record, the session's
//! input log (`session::record::MatchRecord`); this one exists because random games have no
//! person and no bots, only the engine.

use std::fmt;

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::engine::moves::{random_call, random_exchange};
use crate::engine::{
    Action, Game, Gesture, InvalidRules, Phase, Rules, Seat, Table, TableError, TimedEvent,
};

/// What a random run did, with a checksum of its final states so that a fast but wrong
/// engine is caught.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RandomRun {
    pub actions: u64,
    pub accepted: u64,
    pub rounds: u64,
    pub games: u64,
    pub events: u64,
    pub checksum: u64,
}

/// How often a random player calls, per action: low enough that rounds see many exchanges.
const CALL_PER_MILLE: u32 = 4;

/// One random action by `seat` from its view.
pub fn random_action(game: &Game, seat: Seat, rng: &mut ChaCha8Rng) -> Action {
    let view = game.view(seat);
    let roll = rng.next_u32() % 1000;
    if roll < CALL_PER_MILLE {
        return random_call(&view, rng);
    }
    if roll < 60 {
        return Action::Pass;
    }
    if roll < 80 {
        return Action::Gesture(Gesture::ALL[rng.next_u32() as usize % Gesture::ALL.len()]);
    }
    random_exchange(&view, rng).unwrap_or(Action::Pass)
}

/// Plays random games until `rounds` rounds have ended; calls `check` after every applied
/// step with the game and the events it produced.
pub fn play_random(
    rules: &Rules,
    table: Table,
    seed: u64,
    rounds: u64,
    mut check: impl FnMut(&Game, &[TimedEvent]),
) -> RandomRun {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut run = RandomRun::default();
    let mut events = Vec::with_capacity(64);
    let mut game_seed = seed;
    while run.rounds < rounds {
        let (mut game, first) = Game::new(rules.clone(), table, game_seed);
        check(&game, &first);
        run.events += first.len() as u64;
        run.games += 1;
        let mut ended = 0usize;
        while !game.is_over() && run.rounds < rounds {
            // Someone acts every 0-249 ms of game time; the dealer's timers run in between.
            let at = game.now() + (rng.next_u32() % 250) as u64;
            let seat = table.clockwise(Seat::FIRST, rng.next_u32() as usize % table.seat_count());
            events.clear();
            let _ = game.advance_to(at, &mut events);
            if game.phase() == Phase::Exchange {
                let action = random_action(&game, seat, &mut rng);
                run.actions += 1;
                if game.act(seat, &action, &mut events).is_ok() {
                    run.accepted += 1;
                }
            }
            run.events += events.len() as u64;
            check(&game, &events);
            let history = game.history().len();
            if history > ended {
                run.rounds += (history - ended) as u64;
                ended = history;
                run.checksum = run.checksum.rotate_left(5) ^ game.state_hash();
            }
        }
        game_seed = game_seed.wrapping_add(1);
    }
    run
}

/// One seat's action and when it was made (game time).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedAction {
    pub at: u64,
    #[serde(deserialize_with = "crate::engine::table::read_seat")]
    pub seat: Seat,
    pub action: Action,
}

/// A random game as recorded: rules, table, seed and the timed actions of every seat.
/// Playing it again gives the same game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recording {
    pub rules: Rules,
    pub teams: u8,
    pub seed: u64,
    pub actions: Vec<TimedAction>,
    /// Game time to run on to after the last action.
    pub until: u64,
}

/// Why a recording cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordingError {
    Rules(InvalidRules),
    Table(TableError),
    /// The action at this index is dated before the one before it.
    OutOfOrder(usize),
    /// The action at this index is by a seat the table does not have.
    NoSuchSeat(usize),
}

impl fmt::Display for RecordingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordingError::Rules(e) => write!(f, "bad rules: {e}"),
            RecordingError::Table(e) => e.fmt(f),
            RecordingError::OutOfOrder(i) => {
                write!(f, "action {i} is dated before the one before it")
            }
            RecordingError::NoSuchSeat(i) => write!(f, "action {i} is by a seat not at the table"),
        }
    }
}

impl std::error::Error for RecordingError {}

impl Recording {
    /// Plays the recording from its seed. Refused actions are part of it (a random player
    /// often names a card someone took first) and are simply refused again.
    pub fn play(&self) -> Result<(Game, Vec<TimedEvent>), RecordingError> {
        // Rules are checked whenever they are made; a recording checks them again.
        self.rules.validate().map_err(RecordingError::Rules)?;
        let table = Table::new(self.teams)
            .ok_or(RecordingError::Table(TableError::Teams(self.teams.into())))?;
        // Seats are read from the file as numbers of some table: here they meet their own.
        let off_table = |a: &TimedAction| a.seat.index() >= table.seat_count();
        if let Some(i) = self.actions.iter().position(off_table) {
            return Err(RecordingError::NoSuchSeat(i));
        }
        let (mut game, mut events) = Game::new(self.rules.clone(), table, self.seed);
        for (i, a) in self.actions.iter().enumerate() {
            game.advance_to(a.at, &mut events)
                .map_err(|_| RecordingError::OutOfOrder(i))?;
            let _ = game.act(a.seat, &a.action, &mut events);
        }
        let until = self.until.max(game.now());
        let _ = game.advance_to(until, &mut events);
        Ok((game, events))
    }
}

/// Records a random game of `actions` actions.
pub fn record_random(rules: &Rules, table: Table, seed: u64, actions: usize) -> Recording {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let (mut game, _) = Game::new(rules.clone(), table, seed);
    let mut events = Vec::new();
    let mut log = Vec::with_capacity(actions);
    while log.len() < actions && !game.is_over() {
        let at = game.now() + (rng.next_u32() % 400) as u64;
        let seat = table.clockwise(Seat::FIRST, rng.next_u32() as usize % table.seat_count());
        let _ = game.advance_to(at, &mut events);
        let action = random_action(&game, seat, &mut rng);
        let _ = game.act(seat, &action, &mut events);
        log.push(TimedAction { at, seat, action });
    }
    Recording {
        rules: rules.clone(),
        teams: table.team_count() as u8,
        seed,
        actions: log,
        until: game.now() + 5_000,
    }
}
