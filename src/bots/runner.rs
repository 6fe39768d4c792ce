//! A table of players: the engine and a bot in every seat that is not a person's. Timers,
//! bot actions and human actions are applied in time order, and every event reaches every
//! bot through its seat's view. The people's actions are kept by whoever makes them (a
//! match's record is the session's input log).
//!
//! The same runner drives the browser table (advanced each animation frame), the match
//! simulation and the benchmarks; a game is reproduced from its rules, seed, bot set-up and
//! the people's timed actions.

use super::bot::{Bot, BotSetup};
use super::level::{LevelName, Personality};
use super::perception::Seen;
use super::signal_set::Signals;
use super::signals::SignalPolicy;
use crate::engine::{Action, Event, Game, RuleError, Rules, Seat, Table, Team, TimedEvent};

/// Who plays each seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Player {
    /// A person, acting through `TableRunner::act`.
    Person,
    Bot(BotSetup),
}

/// Bot set-ups for a table: a level per team, personalities and seeds drawn from
/// `bots_seed`, and one agreed adaptive signal policy per bot team: how many signals a
/// team keeps at a time depends on its level and on its first player's personality.
pub fn bot_players(table: Table, levels: &[LevelName], speed: f64, bots_seed: u64) -> Vec<Player> {
    table
        .seats()
        .map(|seat| {
            let team = table.team_of(seat);
            let level = levels
                .get(team.index())
                .or(levels.last())
                .copied()
                .unwrap_or(LevelName::Sharp);
            Player::Bot(BotSetup {
                level,
                speed,
                personality: Personality::draw(bots_seed, seat.0),
                policy: SignalPolicy::adaptive(
                    bots_seed ^ (0xC0FFEE + team.0 as u64),
                    signal_count(level, &Personality::draw(bots_seed, team.0)),
                ),
                seed: bots_seed.wrapping_mul(31).wrapping_add(seat.0 as u64 + 1),
            })
        })
        .collect()
}

/// How many signals a bot team keeps at a time: Casual players agree one; Sharp ones one,
/// or two when the team's first player is a fidgety sort; Ruthless ones rotate among two,
/// or three when fidgety.
pub fn signal_count(level: LevelName, personality: &Personality) -> usize {
    let fidgety = personality.fidgety >= 1.0;
    match level {
        LevelName::Casual => 1,
        LevelName::Sharp => 1 + fidgety as usize,
        LevelName::Ruthless => 2 + fidgety as usize,
    }
}

pub struct TableRunner {
    game: Game,
    bots: Vec<Option<Bot>>,
}

impl TableRunner {
    /// A new table; the opening events (the deal) are written to `out`.
    pub fn new(
        rules: Rules,
        table: Table,
        seed: u64,
        players: Vec<Player>,
        out: &mut Vec<TimedEvent>,
    ) -> TableRunner {
        let (game, events) = Game::new(rules, table, seed);
        TableRunner::from_game(game, events, players, out)
    }

    /// A table around a game just dealt (for instance from a fixed deal), with its opening events.
    pub fn from_game(
        game: Game,
        events: Vec<TimedEvent>,
        players: Vec<Player>,
        out: &mut Vec<TimedEvent>,
    ) -> TableRunner {
        let n = game.table().seat_count();
        let bots = (0..n)
            .map(|i| match players.get(i) {
                Some(Player::Bot(setup)) => Some(Bot::new(Seat(i as u8), n, setup.clone())),
                _ => None,
            })
            .collect();
        let mut runner = TableRunner { game, bots };
        runner.deliver(&events);
        out.extend(events);
        runner
    }

    /// The game, for the engine's own checks, statistics and tests. Players get views.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn now(&self) -> u64 {
        self.game.now()
    }

    pub fn bot(&self, seat: Seat) -> Option<&Bot> {
        self.bots.get(seat.index())?.as_ref()
    }

    /// Tells the bots of `team` its signals (the person chose or changed them).
    pub fn tell_signals(&mut self, team: Team, signals: Signals) {
        let table = self.game.table();
        for seat in table.seats_of(team) {
            if let Some(Some(bot)) = self.bots.get_mut(seat.index()) {
                bot.tell_signals(signals);
            }
        }
    }

    /// A bot takes over `seat` (the person there left the table). It starts from what the
    /// seat sees now: the round under way, and its own hand.
    pub fn seat_bot(&mut self, seat: Seat, setup: BotSetup) {
        let n = self.game.table().seat_count();
        let Some(slot) = self.bots.get_mut(seat.index()) else {
            return;
        };
        let mut bot = Bot::new(seat, n, setup);
        let view = self.game.view(seat);
        let at = self.game.now();
        let now = [
            TimedEvent {
                at,
                event: Event::RoundStarted {
                    round: view.round(),
                    dealer: view.dealer(),
                },
            },
            TimedEvent {
                at,
                event: Event::Dealt {
                    seat,
                    cards: view.hand().iter().copied().collect(),
                },
            },
        ];
        for seen in Seen::for_seat(seat, &now) {
            bot.observe(&view, seen);
        }
        *slot = Some(bot);
    }

    /// Sets the signal policy of a scripted team (both partners follow it).
    pub fn set_team_policy(&mut self, team: Team, policy: SignalPolicy) {
        let table = self.game.table();
        let round = self.game.round();
        for seat in table.seats_of(team) {
            if let Some(Some(bot)) = self.bots.get_mut(seat.index()) {
                bot.set_policy(policy.clone(), round);
            }
        }
    }

    /// The next moment anything happens by itself: a dealer's timer or a bot's action.
    pub fn next_wake(&self) -> Option<u64> {
        let bots = self.bots.iter().flatten().filter_map(Bot::wake_at).min();
        match (self.game.next_deadline(), bots) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn deliver(&mut self, events: &[TimedEvent]) {
        let game = &self.game;
        for bot in self.bots.iter_mut().flatten() {
            let seat = bot.seat();
            let view = game.view(seat);
            for seen in Seen::for_seat(seat, events) {
                bot.observe(&view, seen);
            }
        }
    }

    /// Runs the table up to time `t`: timers and bot actions, in time order.
    pub fn run_until(&mut self, t: u64, out: &mut Vec<TimedEvent>) {
        while let Some(next) = self.next_wake().filter(|&w| w <= t) {
            let at = next.max(self.game.now());
            let start = out.len();
            let _ = self.game.advance_to(at, out);
            self.deliver(&out[start..]);
            for i in 0..self.bots.len() {
                self.poll_bot(i, at, out);
            }
        }
        let start = out.len();
        let _ = self.game.advance_to(t.max(self.game.now()), out);
        self.deliver(&out[start..]);
    }

    /// Lets bot `i` act for as long as it has something due at `at`.
    fn poll_bot(&mut self, i: usize, at: u64, out: &mut Vec<TimedEvent>) {
        loop {
            let Some(bot) = self.bots.get_mut(i).and_then(Option::as_mut) else {
                return;
            };
            if bot.wake_at().is_none_or(|w| w > at) {
                return;
            }
            let seat = bot.seat();
            let Some(action) = bot.poll(&self.game.view(seat)) else {
                continue;
            };
            let start = out.len();
            match self.game.act(seat, &action, out) {
                Ok(()) => self.deliver(&out[start..]),
                Err(error) => {
                    if let Some(Some(bot)) = self.bots.get_mut(i) {
                        bot.refused(&self.game.view(seat), &error);
                    }
                }
            }
        }
    }

    /// A person's action at the current time. A refused action changes nothing.
    pub fn act(
        &mut self,
        seat: Seat,
        action: Action,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        let start = out.len();
        self.game.act(seat, &action, out)?;
        self.deliver(&out[start..]);
        Ok(())
    }
}
