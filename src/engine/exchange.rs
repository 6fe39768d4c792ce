//! Exchanges with the centre: swaps, drops, takes and passes. Each checks everything
//! before it changes anything, so a refused exchange leaves the game as it was.

use arrayvec::ArrayVec;

use super::action::Cards4;
use super::card::Card;
use super::deal::{HAND_OVER, HAND_SHORT, HAND_SIZE};
use super::error::RuleError;
use super::event::{Event, TimedEvent};
use super::game::Game;
use super::options::{Order, SwapRule};
use super::table::Seat;

/// Distinct positions in `pile` holding `cards`, in order; the first card that cannot be
/// matched, and whether it is there at all (false) or only named too often (true).
fn positions(pile: &[Card], cards: &[Card]) -> Result<ArrayVec<usize, 4>, (Card, bool)> {
    let mut found = ArrayVec::new();
    for &card in cards {
        let free = pile
            .iter()
            .enumerate()
            .position(|(i, &c)| c == card && !found.contains(&i));
        match free {
            Some(i) => found.push(i),
            None => return Err((card, pile.contains(&card))),
        }
    }
    Ok(found)
}

impl Game {
    pub(super) fn swap(
        &mut self,
        seat: Seat,
        give: &Cards4,
        take: &Cards4,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        if self.rules.order() != Order::Atomic {
            return Err(RuleError::WrongOrder(self.rules.order()));
        }
        let size_ok = match self.rules.swap() {
            SwapRule::Single => give.len() == 1 && take.len() == 1,
            SwapRule::Multi => !give.is_empty() && give.len() == take.len(),
        };
        if !size_ok {
            return Err(RuleError::SwapSize);
        }
        let in_hand = positions(&self.hands[seat], give).map_err(|(card, named_twice)| {
            if named_twice {
                RuleError::SameCardTwice(card)
            } else {
                RuleError::NotInHand(card)
            }
        })?;
        let in_centre = positions(&self.centre, take).map_err(|(card, named_twice)| {
            if named_twice {
                RuleError::SameCardTwice(card)
            } else {
                self.left_centre.refusal(seat, card)
            }
        })?;
        // Each given card lands where the taken one lay; the taken card takes its place in hand.
        for ((&h, &c), (&given, &taken)) in
            in_hand.iter().zip(&in_centre).zip(give.iter().zip(take))
        {
            self.hands[seat][h] = taken;
            self.centre[c] = given;
            self.left_centre.taken(taken, seat);
        }
        self.emit(
            out,
            Event::Swapped {
                seat,
                gave: give.clone(),
                took: take.clone(),
            },
        );
        self.exchanged(out);
        Ok(())
    }

    /// A drop (or a take) needs the hand size the table's order leaves at that step:
    /// a full hand then one short under `drop_first`, a full hand then one over under
    /// `pick_first`.
    pub(super) fn half_move_allowed(&self, seat: Seat, dropping: bool) -> Result<(), RuleError> {
        half_move_check(self.rules.order(), self.hands[seat].len(), dropping)
    }

    pub(super) fn drop_card(
        &mut self,
        seat: Seat,
        card: Card,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        self.half_move_allowed(seat, true)?;
        let Some(pos) = self.hands[seat].iter().position(|&c| c == card) else {
            return Err(RuleError::NotInHand(card));
        };
        self.hands[seat].remove(pos);
        if self.centre.try_push(card).is_err() {
            // Unreachable by construction (the centre holds at most 4 + one card per
            // player); refuse rather than lose a card if it ever happens.
            self.hands[seat].insert(pos, card);
            return Err(RuleError::DropFirst);
        }
        match self.rules.order() {
            Order::DropFirst => self.dropped[seat] = Some(card),
            _ => self.picked[seat] = None,
        }
        self.emit(
            out,
            Event::Dropped {
                seat,
                card,
                auto: false,
            },
        );
        self.exchanged(out);
        Ok(())
    }

    pub(super) fn take_card(
        &mut self,
        seat: Seat,
        card: Card,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        self.half_move_allowed(seat, false)?;
        let Some(pos) = self.centre.iter().position(|&c| c == card) else {
            return Err(self.left_centre.refusal(seat, card));
        };
        self.centre.remove(pos);
        self.hands[seat].push(card);
        self.left_centre.taken(card, seat);
        match self.rules.order() {
            Order::DropFirst => self.dropped[seat] = None,
            _ => self.picked[seat] = Some(card),
        }
        self.emit(
            out,
            Event::Took {
                seat,
                card,
                auto: false,
            },
        );
        self.exchanged(out);
        Ok(())
    }

    /// Any exchange wakes the table: the count stops, the idle wait restarts and passes
    /// no longer stand (the centre changed).
    fn exchanged(&mut self, out: &mut Vec<TimedEvent>) {
        if self.countdown.take().is_some() {
            self.emit(out, Event::CountStopped);
        }
        self.idle_since = self.now;
        self.passed.iter_mut().for_each(|p| *p = false);
    }

    pub(super) fn pass(&mut self, seat: Seat, out: &mut Vec<TimedEvent>) {
        self.passed[seat] = true;
        self.emit(out, Event::Passed { seat });
        if self.countdown.is_none() && self.passed.iter().all(|&p| p) {
            self.start_count(out);
        }
    }
}

/// Whether a seat holding `held` cards may drop a card now (`dropping`), or take one, under
/// `order`: the check of a split exchange, the same for the game and a copy of a seat's view.
pub(super) fn half_move_check(order: Order, held: usize, dropping: bool) -> Result<(), RuleError> {
    let (needed, refusal) = match order {
        Order::Atomic => return Err(RuleError::WrongOrder(Order::Atomic)),
        Order::DropFirst => {
            let needed = if dropping { HAND_SIZE } else { HAND_SHORT };
            (needed, RuleError::DropFirst)
        }
        Order::PickFirst => {
            let needed = if dropping { HAND_OVER } else { HAND_SIZE };
            (needed, RuleError::PickFirst)
        }
    };
    if held == needed {
        Ok(())
    } else {
        Err(refusal)
    }
}
