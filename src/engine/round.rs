//! The round's lifecycle, told by the dealer: the deal (and `redeal_trips`), a dead centre
//! swept and a new one dealt (and `center_trips_aside`), the stock running out, and the end
//! of the round and of the game.

use super::card::{census, remove_one, trips, Card};
use super::deal::{FixedDeal, CENTRE_SIZE, HAND_OVER, HAND_SHORT, HAND_SIZE};
use super::event::{Event, RoundRecord, RoundResult, TimedEvent};
use super::game::{Centre, Game, Phase};
use super::options::{Order, Scoring, StockOut};
use super::shuffle::{fresh_deck, round_rng, shuffle};
use super::table::{Seat, Team};

impl Game {
    /// Deals the next round (round 1 from `fixed` when given).
    pub(super) fn deal_round(&mut self, fixed: Option<FixedDeal>, out: &mut Vec<TimedEvent>) {
        self.round += 1;
        self.dealer = self.table.dealer_of_round(self.round);
        self.rng = round_rng(self.seed, self.round);
        self.reset_round_state();
        self.emit(
            out,
            Event::RoundStarted {
                round: self.round,
                dealer: self.dealer,
            },
        );
        let fixed_centre = self.lay_out_hands(fixed);
        for seat in self.dealing_order() {
            self.emit(
                out,
                Event::Dealt {
                    seat,
                    cards: self.hands[seat].clone(),
                },
            );
        }
        if self.rules.redeal_trips() {
            for seat in self.dealing_order() {
                self.redeal_trips(seat, out);
            }
        }
        self.phase = Phase::Exchange;
        match fixed_centre {
            Some(cards) => {
                self.centre = cards.into_iter().collect();
                self.emit(
                    out,
                    Event::CentreDealt {
                        cards: self.centre.to_vec(),
                    },
                );
                self.set_centre_trips_aside(out);
                self.idle_since = self.now;
            }
            None => self.new_centre(out),
        }
    }

    /// The seats in dealing order: from the dealer's left, clockwise.
    fn dealing_order(&self) -> impl Iterator<Item = Seat> {
        let (table, first) = (self.table, self.table.clockwise(self.dealer, 1));
        (0..table.seat_count()).map(move |i| table.clockwise(first, i))
    }

    /// Fills the hands and the stock, from `fixed` or from a shuffled deck four cards a
    /// seat, and takes the census of the cards in play. Returns a fixed deal's centre.
    fn lay_out_hands(&mut self, fixed: Option<FixedDeal>) -> Option<Vec<Card>> {
        let fixed_centre = match fixed {
            Some(deal) => {
                let (hands, centre, stock) = deal.into_parts();
                for (seat, hand) in self.table.seats().zip(hands) {
                    self.hands[seat] = hand;
                }
                self.stock = stock.into_iter().rev().collect();
                Some(centre)
            }
            None => {
                let mut deck = fresh_deck(self.rules.deck_count(self.table));
                shuffle(&mut self.rng, &mut deck);
                deck.reverse(); // the top of the shuffled deck is drawn first
                self.stock = deck;
                let order: Vec<Seat> = self.dealing_order().collect();
                for seat in order.iter().cycle().take(HAND_SIZE * order.len()) {
                    if let Some(card) = self.stock.pop() {
                        self.hands[*seat].push(card);
                    }
                }
                None
            }
        };
        let every_card = self
            .hands
            .iter()
            .flat_map(|h| h.iter())
            .chain(self.stock.iter());
        let mut in_play = census(every_card);
        for card in fixed_centre.iter().flatten() {
            in_play[card.index()] += 1;
        }
        self.in_play = in_play;
        fixed_centre
    }

    fn reset_round_state(&mut self) {
        for hand in self.hands.iter_mut() {
            hand.clear();
        }
        self.centre.clear();
        self.stock.clear();
        self.swept.clear();
        self.countdown = None;
        self.round_calls.clear();
        self.left_centre.clear();
        for flags in [
            &mut self.passed,
            &mut self.lost_stop_right,
            &mut self.revealed,
        ] {
            flags.iter_mut().for_each(|f| *f = false);
        }
        self.dropped.iter_mut().for_each(|d| *d = None);
        self.picked.iter_mut().for_each(|p| *p = None);
    }

    /// `redeal_trips`: show a three of a kind, sweep the hand, draw four new; again while
    /// trips come and the stock can pay for a new hand (otherwise the hand is kept).
    fn redeal_trips(&mut self, seat: Seat, out: &mut Vec<TimedEvent>) {
        while trips(&self.hands[seat]).is_some() && self.stock.len() >= HAND_SIZE {
            let shown = std::mem::take(&mut self.hands[seat]);
            self.swept.extend(shown.iter().copied());
            self.emit(out, Event::TripsRedealt { seat, shown });
            for _ in 0..HAND_SIZE {
                if let Some(card) = self.stock.pop() {
                    self.hands[seat].push(card);
                }
            }
            self.emit(
                out,
                Event::Dealt {
                    seat,
                    cards: self.hands[seat].clone(),
                },
            );
        }
    }

    /// "Dead": players caught half-way complete their exchange, the centre is swept and a
    /// new one dealt.
    pub(super) fn dead(&mut self, out: &mut Vec<TimedEvent>) {
        for seat in self.dealing_order() {
            self.complete_half_way(seat, out);
        }
        let count = self.centre.len() as u32;
        self.left_centre.swept(self.centre.iter().copied());
        self.swept.extend(self.centre.drain(..));
        self.emit(out, Event::Swept { cards: count });
        self.new_centre(out);
    }

    /// *(ours)* Under `drop_first` a player holding 3 takes back their dropped card if it
    /// is still there, else the leftmost centre card; under `pick_first` a player holding 5
    /// drops the card just taken.
    fn complete_half_way(&mut self, seat: Seat, out: &mut Vec<TimedEvent>) {
        match self.rules.order() {
            Order::DropFirst if self.hands[seat].len() == HAND_SHORT => {
                let own = self.dropped[seat].and_then(|d| self.centre.iter().position(|&c| c == d));
                let leftmost = (!self.centre.is_empty()).then_some(0);
                if let Some(pos) = own.or(leftmost) {
                    let card = self.centre.remove(pos);
                    self.hands[seat].push(card);
                    self.left_centre.taken(card, seat);
                    self.dropped[seat] = None;
                    let auto = true;
                    self.emit(out, Event::Took { seat, card, auto });
                }
            }
            Order::PickFirst if self.hands[seat].len() == HAND_OVER => {
                let card = self.picked[seat].unwrap_or(self.hands[seat][HAND_SIZE]);
                if remove_one(&mut self.hands[seat], card) {
                    self.centre.push(card);
                    self.picked[seat] = None;
                    let auto = true;
                    self.emit(out, Event::Dropped { seat, card, auto });
                }
            }
            _ => {}
        }
    }

    /// Deals a new centre from the stock; when the stock is empty, reshuffles the swept
    /// pile or ends the round in a real deal, as the rules say.
    pub(super) fn new_centre(&mut self, out: &mut Vec<TimedEvent>) {
        self.passed.iter_mut().for_each(|p| *p = false);
        self.countdown = None;
        self.idle_since = self.now;
        if self.stock.is_empty() {
            if self.rules.stock_out() == StockOut::Reshuffle && !self.swept.is_empty() {
                let mut pile = std::mem::take(&mut self.swept);
                shuffle(&mut self.rng, &mut pile);
                self.stock = pile;
                let cards = self.stock.len() as u32;
                self.emit(out, Event::Reshuffled { cards });
            } else {
                let record = RoundRecord {
                    round: self.round,
                    result: RoundResult::RealDeal,
                    by: None,
                    on: None,
                    target: None,
                    at: self.now,
                    calls: Vec::new(),
                };
                self.end_round(record, out);
                return;
            }
        }
        let mut centre = Centre::new();
        while centre.len() < CENTRE_SIZE {
            match self.stock.pop() {
                Some(card) => centre.push(card),
                None => break,
            }
        }
        self.centre = centre;
        let cards = self.centre.to_vec();
        self.emit(out, Event::CentreDealt { cards });
        self.set_centre_trips_aside(out);
    }

    /// `center_trips_aside`: three or four of one rank in a new centre go straight to the
    /// swept pile.
    fn set_centre_trips_aside(&mut self, out: &mut Vec<TimedEvent>) {
        if !self.rules.center_trips_aside() {
            return;
        }
        if let Some(rank) = trips(&self.centre) {
            let (aside, keep): (Vec<Card>, Vec<Card>) =
                self.centre.iter().partition(|c| c.rank == rank);
            self.centre = keep.into_iter().collect();
            self.left_centre.swept(aside.iter().copied());
            self.swept.extend(aside.iter().copied());
            self.emit(out, Event::TripsSetAside { cards: aside });
        }
    }

    /// Ends the round: records it, then either ends the game or schedules the next deal.
    pub(super) fn end_round(&mut self, record: RoundRecord, out: &mut Vec<TimedEvent>) {
        self.countdown = None;
        self.emit(
            out,
            Event::RoundEnded {
                record: record.clone(),
            },
        );
        self.history.push(record);
        let (winners, losers) = self.game_result();
        if winners.is_empty() && losers.is_empty() {
            self.phase = Phase::Break {
                next_deal: self.now + self.rules.round_break_ms() as u64,
            };
        } else {
            self.phase = Phase::Over;
            self.winners = winners.clone();
            self.losers = losers.clone();
            self.emit(out, Event::GameOver { winners, losers });
        }
    }

    /// Who won and who lost, if the game is over. Letters and lives name the losers (the
    /// word spelled, no hearts left) and the best of the rest win; points name the winners
    /// (the most points, at the target or beyond) and the fewest of the rest lose.
    fn game_result(&self) -> (Vec<Team>, Vec<Team>) {
        let teams: Vec<Team> = self.table.teams().collect();
        let key = |t: &Team| {
            let s = self.standings[*t];
            match self.rules.scoring() {
                Scoring::Letters => -(s.letters as i64),
                Scoring::Lives => s.lives as i64,
                Scoring::Points => s.points as i64,
            }
        };
        let extreme = |pool: &[Team], best: bool| -> Vec<Team> {
            let keys = pool.iter().map(key);
            let wanted = if best { keys.max() } else { keys.min() };
            let hit = |t: &Team| Some(key(t)) == wanted;
            pool.iter().copied().filter(hit).collect()
        };
        let rest = |out: &[Team]| -> Vec<Team> {
            teams.iter().copied().filter(|t| !out.contains(t)).collect()
        };
        match self.rules.scoring() {
            Scoring::Letters | Scoring::Lives => {
                let word_len = self.rules.word_len();
                let out_of_game = |&t: &Team| match self.rules.scoring() {
                    Scoring::Letters => self.standings[t].letters >= word_len,
                    _ => self.standings[t].lives == 0,
                };
                let losers: Vec<Team> = teams.iter().copied().filter(out_of_game).collect();
                if losers.is_empty() {
                    return (Vec::new(), Vec::new());
                }
                (extreme(&rest(&losers), true), losers)
            }
            Scoring::Points => {
                let target = self.rules.target();
                if !teams.iter().any(|&t| self.standings[t].points >= target) {
                    return (Vec::new(), Vec::new());
                }
                let winners = extreme(&teams, true);
                let losers = extreme(&rest(&winners), false);
                (winners, losers)
            }
        }
    }
}
