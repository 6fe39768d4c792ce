//! The game state and its clock. A `Game` only exists valid: it is built through
//! `Game::new` / `Game::with_deal`, and changes only through `advance_to` and `act`.
//!
//! Time is game time in milliseconds, supplied by the caller: the engine never reads a
//! clock. `advance_to(t)` runs the dealer's timers (idle wait, count, sweep, next deal) up
//! to `t`; `act` applies one player's action at the current time. A refused action
//! returns its `RuleError` and leaves the game exactly as it was.

use std::hash::{Hash, Hasher};

use arrayvec::ArrayVec;
use rand_chacha::ChaCha20Rng;

use super::action::Action;
use super::card::{census, four_of_a_kind, Card, Hand};
use super::deal::{DealError, FixedDeal, CENTRE_SIZE, HAND_OVER, HAND_SHORT, HAND_SIZE};
use super::departures::Departures;
use super::error::RuleError;
use super::event::{CallRecord, CountWord, Event, RoundRecord, Standing, TimedEvent};
use super::hash::StateHasher;
use super::options::Order;
use super::rules::Rules;
use super::shuffle::round_rng;
use super::table::{BySeat, ByTeam, Seat, Table, Team, MAX_SEATS};

/// The centre: four cards, more for a moment under `drop_first` (one per dropped card).
pub type Centre = ArrayVec<Card, 16>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Cards are changing hands.
    Exchange,
    /// The round has ended; the next is dealt at `next_deal`.
    Break { next_deal: u64 },
    /// The game has ended.
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Countdown {
    pub started: u64,
    /// Index into `CountWord::ALL` of the next word to say.
    pub next: u8,
}

#[derive(Clone, Debug)]
pub struct Game {
    pub(super) rules: Rules,
    pub(super) table: Table,
    pub(super) seed: u64,
    pub(super) now: u64,
    pub(super) round: u32,
    pub(super) dealer: Seat,
    pub(super) rng: ChaCha20Rng,
    pub(super) hands: BySeat<Hand>,
    pub(super) centre: Centre,
    /// The top card is the last element.
    pub(super) stock: Vec<Card>,
    pub(super) swept: Vec<Card>,
    pub(super) phase: Phase,
    /// When the current idle wait started (the last exchange or the last new centre).
    pub(super) idle_since: u64,
    pub(super) countdown: Option<Countdown>,
    pub(super) passed: BySeat<bool>,
    pub(super) lost_stop_right: BySeat<bool>,
    /// Hands shown to everyone by a call this round.
    pub(super) revealed: BySeat<bool>,
    /// `drop_first`: the card this seat dropped and has not yet replaced.
    pub(super) dropped: BySeat<Option<Card>>,
    /// `pick_first`: the card this seat took and has not yet paid for with a drop.
    pub(super) picked: BySeat<Option<Card>>,
    pub(super) standings: ByTeam<Standing>,
    pub(super) history: Vec<RoundRecord>,
    pub(super) round_calls: Vec<CallRecord>,
    pub(super) winners: Vec<Team>,
    pub(super) losers: Vec<Team>,
    /// Census of the cards in play this round: what card accounting checks against.
    pub(super) in_play: [u8; 52],
    /// How cards left the centre this round: what a refused take reports.
    pub(super) left_centre: Departures,
}

/// One deck deals every seat of the largest table a full hand and a full first centre:
/// what lets `Game::new` take any rules at any table without a check of its own.
const _: () = assert!(MAX_SEATS * HAND_SIZE + CENTRE_SIZE <= 52);

impl Game {
    /// A new game at time 0 with round 1 dealt from the seed.
    ///
    /// It cannot be refused, so it returns no `Result`: its parts are checked before they
    /// reach it. `Rules` are made only through `Rules::new`, `Rules::of` or deserialising
    /// through the same check, a `Table` only through `Table::new`'s, and any seed deals.
    /// The one thing rules and a table could disagree on is whether the decks hold a hand
    /// for every seat and a first centre, and one deck holds them at the largest table (the
    /// assertion above); a short stock only ends a round sooner, as the rules say. A fixed
    /// deal can disagree with its table, and `Game::with_deal` refuses it.
    pub fn new(rules: Rules, table: Table, seed: u64) -> (Game, Vec<TimedEvent>) {
        let mut game = Game::blank(rules, table, seed);
        let mut events = Vec::new();
        game.deal_round(None, &mut events);
        (game, events)
    }

    /// A new game whose round 1 is the given deal; later rounds come from the seed.
    /// Refused when the deal was checked for another table or number of decks.
    pub fn with_deal(
        rules: Rules,
        table: Table,
        seed: u64,
        deal: FixedDeal,
    ) -> Result<(Game, Vec<TimedEvent>), DealError> {
        if !deal.fits(&rules, table) {
            return Err(DealError::OtherTable);
        }
        let mut game = Game::blank(rules, table, seed);
        let mut events = Vec::new();
        game.deal_round(Some(deal), &mut events);
        Ok((game, events))
    }

    fn blank(rules: Rules, table: Table, seed: u64) -> Game {
        let start = Standing {
            letters: 0,
            lives: rules.lives(),
            points: 0,
        };
        Game {
            table,
            seed,
            now: 0,
            round: 0,
            dealer: Seat::FIRST,
            rng: round_rng(seed, 0),
            hands: BySeat::new(table, |_| Hand::new()),
            centre: Centre::new(),
            stock: Vec::new(),
            swept: Vec::new(),
            phase: Phase::Exchange,
            idle_since: 0,
            countdown: None,
            passed: BySeat::new(table, |_| false),
            lost_stop_right: BySeat::new(table, |_| false),
            revealed: BySeat::new(table, |_| false),
            dropped: BySeat::new(table, |_| None),
            picked: BySeat::new(table, |_| None),
            standings: ByTeam::new(table, |_| start),
            history: Vec::new(),
            round_calls: Vec::new(),
            winners: Vec::new(),
            losers: Vec::new(),
            in_play: [0; 52],
            left_centre: Departures::new(),
            rules,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn table(&self) -> Table {
        self.table
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn now(&self) -> u64 {
        self.now
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    pub fn standings(&self) -> &ByTeam<Standing> {
        &self.standings
    }

    pub fn history(&self) -> &[RoundRecord] {
        &self.history
    }

    pub fn winners(&self) -> &[Team] {
        &self.winners
    }

    pub fn losers(&self) -> &[Team] {
        &self.losers
    }

    /// The whole table's cards. Only for the engine's own checks and tests: players
    /// and bots see the game through `view`.
    pub fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat]
    }

    pub fn centre(&self) -> &[Card] {
        &self.centre
    }

    /// The stock, top card first.
    pub fn stock_top_first(&self) -> impl Iterator<Item = Card> + '_ {
        self.stock.iter().rev().copied()
    }

    /// The next moment a timer of the dealer fires, if any.
    pub fn next_deadline(&self) -> Option<u64> {
        match self.phase {
            Phase::Over => None,
            Phase::Break { next_deal } => Some(next_deal),
            Phase::Exchange => Some(match self.countdown {
                None => self.idle_since.saturating_add(self.rules.idle_ms() as u64),
                Some(c) => c.started + self.count_offset(c.next),
            }),
        }
    }

    /// When word `k` of the count is said, after the count starts.
    fn count_offset(&self, k: u8) -> u64 {
        self.rules.countdown_ms() as u64 * k as u64 / 3
    }

    /// Runs the dealer's timers up to time `t`.
    pub fn advance_to(&mut self, t: u64, out: &mut Vec<TimedEvent>) -> Result<(), RuleError> {
        if t < self.now {
            return Err(RuleError::TimeInPast);
        }
        while let Some(deadline) = self.next_deadline() {
            if deadline > t {
                break;
            }
            self.now = deadline;
            self.fire_timer(out);
        }
        self.now = t;
        Ok(())
    }

    fn fire_timer(&mut self, out: &mut Vec<TimedEvent>) {
        match self.phase {
            Phase::Over => {}
            Phase::Break { .. } => self.deal_round(None, out),
            Phase::Exchange => match self.countdown {
                None => self.start_count(out),
                Some(c) => self.say_count(c, out),
            },
        }
    }

    pub(super) fn start_count(&mut self, out: &mut Vec<TimedEvent>) {
        let c = Countdown {
            started: self.now,
            next: 0,
        };
        self.say_count(c, out);
    }

    fn say_count(&mut self, c: Countdown, out: &mut Vec<TimedEvent>) {
        let word = CountWord::ALL[c.next as usize];
        self.emit(out, Event::Count { word });
        if word == CountWord::Dead {
            self.countdown = None;
            self.dead(out);
        } else {
            self.countdown = Some(Countdown {
                next: c.next + 1,
                ..c
            });
        }
    }

    /// Applies `action` by `seat` at the current time.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        if seat.index() >= self.table.seat_count() {
            return Err(RuleError::NoSuchSeat);
        }
        match self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::Break { .. } if !matches!(action, Action::Gesture(_)) => {
                return Err(RuleError::RoundOver)
            }
            _ => {}
        }
        match action {
            Action::Swap { give, take } => self.swap(seat, give, take, out),
            Action::Drop(card) => self.drop_card(seat, *card, out),
            Action::Take(card) => self.take_card(seat, *card, out),
            Action::Pass => {
                self.pass(seat, out);
                Ok(())
            }
            Action::Call { call, target } => self.call(seat, *call, *target, out),
            Action::Gesture(gesture) => {
                self.emit(
                    out,
                    Event::Gestured {
                        seat,
                        gesture: *gesture,
                    },
                );
                Ok(())
            }
        }
    }

    /// Advances to `at`, then acts. Timer events up to `at` are kept in `out` even when
    /// the action itself is refused.
    pub fn apply(
        &mut self,
        at: u64,
        seat: Seat,
        action: &Action,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        self.advance_to(at, out)?;
        self.act(seat, action, out)
    }

    pub(super) fn emit(&self, out: &mut Vec<TimedEvent>, event: Event) {
        out.push(TimedEvent {
            at: self.now,
            event,
        });
    }

    /// Every card of the round is somewhere: hands, centre, stock or swept pile.
    pub fn cards_accounted_for(&self) -> bool {
        let everywhere = self
            .hands
            .iter()
            .flat_map(|h| h.iter())
            .chain(self.centre.iter())
            .chain(self.stock.iter())
            .chain(self.swept.iter());
        census(everywhere) == self.in_play
    }

    /// Hand sizes allowed at this moment by the table's `order`: a full hand, or one card
    /// short (`drop_first`) or over (`pick_first`) half-way through an exchange.
    pub fn hand_sizes_legal(&self) -> bool {
        self.table.seats().all(|s| {
            let len = self.hands[s].len();
            match (self.phase, self.rules.order()) {
                (Phase::Exchange, Order::DropFirst) => {
                    len == HAND_SIZE || (len == HAND_SHORT && self.dropped[s].is_some())
                }
                (Phase::Exchange, Order::PickFirst) => {
                    len == HAND_SIZE || (len == HAND_OVER && self.picked[s].is_some())
                }
                (Phase::Exchange, Order::Atomic) => len == HAND_SIZE,
                // A call can catch a player half-way until the next deal.
                _ => (HAND_SHORT..=HAND_OVER).contains(&len),
            }
        })
    }

    pub(super) fn holds_four_of_a_kind(&self, seat: Seat) -> bool {
        four_of_a_kind(&self.hands[seat]).is_some()
    }

    /// An explicit, platform-independent hash of the whole state (FNV-1a 64): the
    /// determinism check of replays, natively and in the browser.
    pub fn state_hash(&self) -> u64 {
        let mut h = StateHasher::new();
        self.hash(&mut h);
        h.finish()
    }
}

impl Hash for Game {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.rules.hash(h);
        self.table.hash(h);
        self.seed.hash(h);
        self.now.hash(h);
        self.round.hash(h);
        self.dealer.hash(h);
        self.rng.get_word_pos().hash(h);
        self.hands.hash(h);
        self.centre.as_slice().hash(h);
        self.stock.hash(h);
        self.swept.hash(h);
        self.phase.hash(h);
        self.idle_since.hash(h);
        self.countdown.hash(h);
        self.passed.hash(h);
        self.lost_stop_right.hash(h);
        self.revealed.hash(h);
        self.dropped.hash(h);
        self.picked.hash(h);
        self.standings.hash(h);
        self.history.hash(h);
        self.round_calls.hash(h);
        self.winners.hash(h);
        self.losers.hash(h);
        self.in_play.hash(h);
        // `left_centre` only words refusals (see `departures`): left out, so that every
        // pinned hash stays valid.
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::table::{MAX_TEAMS, MIN_TEAMS};
    use crate::engine::{Decks, Game, Phase, Preset, RuleOptions, Rules, Table};

    /// Why `Game::new` needs no `Result`: every rule set deals at every table.
    #[test]
    fn any_rules_deal_every_seat_a_hand_at_any_table() {
        for decks in [Decks::One, Decks::Two, Decks::Auto] {
            let options = RuleOptions {
                decks: Some(decks),
                ..RuleOptions::default()
            };
            for preset in Preset::ALL {
                let rules = Rules::new(preset, &options).expect("valid options");
                for teams in MIN_TEAMS..=MAX_TEAMS {
                    let table = Table::new(teams).expect("a table");
                    let (game, _) = Game::new(rules.clone(), table, 7);
                    assert!(table.seats().all(|s| game.hand(s).len() == 4));
                    assert_eq!(game.phase(), Phase::Exchange);
                }
            }
        }
    }
}
