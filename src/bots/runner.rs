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
                personality: Personality::draw(bots_seed, seat.number()),
                policy: SignalPolicy::adaptive(
                    bots_seed ^ (0xC0FFEE + team.0 as u64),
                    signal_count(level, &Personality::draw(bots_seed, team.0)),
                ),
                seed: bots_seed
                    .wrapping_mul(31)
                    .wrapping_add(seat.number() as u64 + 1),
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
    /// While a person plays from another page: how long (game ms) a bot's exchange waits
    /// before it takes effect, so that a press made earlier but still on its way comes first
    /// (see `hold_exchanges`). 0 at a table of one page.
    hold: u64,
    /// Bots' exchanges decided and not yet applied, in the order they were decided.
    held: Vec<Held>,
}

/// A bot's exchange, decided at `at`, waiting for the presses made before it.
#[derive(Clone, Debug, PartialEq)]
struct Held {
    at: u64,
    seat: Seat,
    action: Action,
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
        let bots = (game.table().seats())
            .map(|seat| match players.get(seat.index()) {
                Some(Player::Bot(setup)) => Some(Bot::new(seat, n, setup.clone())),
                _ => None,
            })
            .collect();
        let mut runner = TableRunner {
            game,
            bots,
            hold: 0,
            held: Vec::new(),
        };
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

    /// A person takes `seat` back from its bot (a friend who left came back): the bot goes,
    /// and so do its exchanges decided and not yet applied.
    pub fn seat_person(&mut self, seat: Seat) {
        if let Some(slot) = self.bots.get_mut(seat.index()) {
            *slot = None;
        }
        self.held.retain(|h| h.seat != seat);
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
        let bots = (self.bots.iter().flatten())
            .filter(|b| !self.is_holding(b.seat()))
            .filter_map(Bot::wake_at);
        let held = self.held.iter().map(|h| h.at.saturating_add(self.hold));
        bots.chain(held).chain(self.game.next_deadline()).min()
    }

    /// Lets a press made on another page come before bots' exchanges decided up to `ms`
    /// (game time) earlier: each bot exchange waits `ms` before it takes effect, and a
    /// person's press stamped earlier goes first (`act_at`). A bot waits for its own
    /// exchange before it decides anything else.
    pub fn hold_exchanges(&mut self, ms: u64) {
        self.hold = ms;
    }

    /// How long bots' exchanges wait now (see `hold_exchanges`).
    pub fn hold(&self) -> u64 {
        self.hold
    }

    /// The first bot exchange waiting (see `hold_exchanges`): when it was decided, whose it
    /// is, and what it does.
    pub fn waiting_exchange(&self) -> Option<(u64, Seat, &Action)> {
        self.held.first().map(|h| (h.at, h.seat, &h.action))
    }

    fn is_holding(&self, seat: Seat) -> bool {
        self.held.iter().any(|h| h.seat == seat)
    }

    /// Applies the held bot exchanges decided at or before `until`, in the order decided.
    fn release(&mut self, until: u64, out: &mut Vec<TimedEvent>) {
        while let Some(i) = self.held.iter().position(|h| h.at <= until) {
            let Held { seat, action, .. } = self.held.remove(i);
            self.apply_bot(seat, &action, out);
        }
    }

    fn apply_bot(&mut self, seat: Seat, action: &Action, out: &mut Vec<TimedEvent>) {
        let start = out.len();
        match self.game.act(seat, action, out) {
            Ok(()) => self.deliver(&out[start..]),
            Err(error) => {
                if let Some(Some(bot)) = self.bots.get_mut(seat.index()) {
                    bot.refused(&self.game.view(seat), &error);
                }
            }
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

    /// Runs the table up to time `t`: timers and bot actions, in time order. A held exchange
    /// is applied when its wait is over, or before a timer that would change the table.
    pub fn run_until(&mut self, t: u64, out: &mut Vec<TimedEvent>) {
        while let Some(next) = self.next_wake().filter(|&w| w <= t) {
            let at = next.max(self.game.now());
            let start = out.len();
            let timer_due = self.game.next_deadline().is_some_and(|d| d <= at);
            if !self.held.is_empty() {
                // A held exchange takes effect at the moment it is due, however the table
                // was run up to it (frame by frame, or at once in a replay): the game moves
                // on to that moment first, or to just before a timer due then, which the
                // exchanges decided before it precede.
                let due = if timer_due { at.saturating_sub(1) } else { at };
                let _ = self.game.advance_to(due.max(self.game.now()), out);
            }
            if timer_due {
                self.release(at, out);
            }
            self.release(at.saturating_sub(self.hold), out);
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

    /// Lets bot `i` act for as long as it has something due at `at`; an exchange waits
    /// while a press from another page may come first (`hold_exchanges`).
    fn poll_bot(&mut self, i: usize, at: u64, out: &mut Vec<TimedEvent>) {
        loop {
            let Some(seat) = self.game.table().seat(i as u64) else {
                return;
            };
            if self.is_holding(seat) {
                return;
            }
            let Some(bot) = self.bots.get_mut(i).and_then(Option::as_mut) else {
                return;
            };
            if bot.wake_at().is_none_or(|w| w > at) {
                return;
            }
            let Some(action) = bot.poll(&self.game.view(seat)) else {
                continue;
            };
            if self.hold > 0 && action.is_exchange() {
                self.held.push(Held { at, seat, action });
                return;
            }
            self.apply_bot(seat, &action, out);
        }
    }

    /// A person's action at the current time. A refused action changes nothing.
    pub fn act(
        &mut self,
        seat: Seat,
        action: Action,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        self.act_at(seat, action, self.game.now(), out)
    }

    /// A person's action made at game time `made` (at most now, at least the longest wait
    /// of a held exchange before it): the bots' exchanges decided before it go first, those
    /// decided after it wait. A refused action changes nothing of the person's.
    pub fn act_at(
        &mut self,
        seat: Seat,
        action: Action,
        made: u64,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        let now = self.game.now();
        self.release(made.clamp(now.saturating_sub(self.hold), now), out);
        let start = out.len();
        self.game.act(seat, &action, out)?;
        self.deliver(&out[start..]);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Card, Preset};

    /// A table of two teams where seat 1 is a person on another page and bots' exchanges
    /// wait 300 ms; run until a bot has an exchange waiting. Gives the table and that
    /// exchange's time, seat and the centre card it takes.
    fn a_bot_exchange_waiting(seed: u64) -> Option<(TableRunner, u64, Seat, Card)> {
        let table = Table::new(2)?;
        let mut players = bot_players(table, &[LevelName::Ruthless; 2], 1.0, seed);
        players[1] = Player::Person;
        let mut out = Vec::new();
        let rules = Rules::of(Preset::Classic);
        let mut runner = TableRunner::new(rules, table, seed, players, &mut out);
        runner.hold_exchanges(300);
        let mut t = 0;
        while t < 60_000 {
            t += 16;
            runner.run_until(t, &mut out);
            let waiting = runner.held.first().and_then(|h| match &h.action {
                Action::Swap { take, .. } => Some((h.at, h.seat, take[0])),
                _ => None,
            });
            if let Some((at, seat, card)) = waiting {
                return Some((runner, at, seat, card));
            }
        }
        None
    }

    /// Seat 1's swap of its first card for `card`.
    fn swap_for(runner: &TableRunner, card: Card) -> Action {
        let give = runner.game().hand(Seat::at(1))[0];
        Action::swap(&[give], &[card]).expect("a one-card swap")
    }

    #[test]
    fn a_press_made_before_a_bots_exchange_wins_the_card_though_it_arrives_after() {
        let (mut runner, at, bot, card) = a_bot_exchange_waiting(3).expect("a bot swaps");
        let mut out = Vec::new();
        // The person's press arrives 200 ms after the bot decided, stamped 50 ms before.
        runner.run_until(at + 200, &mut out);
        assert!(
            runner.game().view(Seat::FIRST).centre().contains(&card),
            "still there"
        );
        let swap = swap_for(&runner, card);
        runner
            .act_at(Seat::at(1), swap, at - 50, &mut out)
            .expect("the person was first");
        assert!(runner.game().hand(Seat::at(1)).contains(&card));
        runner.run_until(at + 1_000, &mut out);
        assert!(
            !runner.game().hand(bot).contains(&card),
            "the bot's swap came second"
        );
    }

    #[test]
    fn a_bots_exchange_decided_before_the_press_goes_first() {
        let (mut runner, at, bot, card) = a_bot_exchange_waiting(3).expect("a bot swaps");
        let mut out = Vec::new();
        runner.run_until(at + 200, &mut out);
        let swap = swap_for(&runner, card);
        let refused = runner.act_at(Seat::at(1), swap, at + 20, &mut out);
        assert!(refused.is_err(), "the bot was first: {refused:?}");
        assert!(runner.game().hand(bot).contains(&card));
    }

    #[test]
    fn a_stamp_is_bounded_by_the_wait_and_by_now() {
        // A press claiming to be made later than now counts as made now: after the bot's.
        let (mut runner, at, bot, card) = a_bot_exchange_waiting(3).expect("a bot swaps");
        let mut out = Vec::new();
        runner.run_until(at + 100, &mut out);
        let swap = swap_for(&runner, card);
        assert!(runner
            .act_at(Seat::at(1), swap, u64::MAX, &mut out)
            .is_err());
        assert!(runner.game().hand(bot).contains(&card));
        // Any exchange still waiting was decided within the wait: a press claiming to be
        // older than the wait counts as made at its start, still before it.
        let (mut runner, at, _, card) = a_bot_exchange_waiting(3).expect("a bot swaps");
        runner.run_until(at + 250, &mut out);
        let swap = swap_for(&runner, card);
        runner
            .act_at(Seat::at(1), swap, 0, &mut out)
            .expect("first, within the wait");
        assert!(runner.game().hand(Seat::at(1)).contains(&card));
    }

    #[test]
    fn without_a_wait_bots_act_at_once_as_before() {
        let table = Table::new(2).expect("a table");
        let players = bot_players(table, &[LevelName::Sharp; 2], 1.0, 8);
        let rules = Rules::of(Preset::Classic);
        let mut out = Vec::new();
        let mut runner = TableRunner::new(rules, table, 8, players, &mut out);
        runner.run_until(30_000, &mut out);
        assert!(runner.held.is_empty());
        assert!(out.iter().any(|e| matches!(e.event, Event::Swapped { .. })));
    }
}
