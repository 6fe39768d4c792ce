//! Card sense: what a bot knows about the cards from what it saw (which ranks are dead,
//! which others chase) and which exchange improves its hand most.

use rand_chacha::ChaCha8Rng;

use super::timing::unit;
use crate::engine::card::four_of_a_kind;
use crate::engine::deal::{HAND_OVER, HAND_SHORT, HAND_SIZE};
use crate::engine::{Action, Card, Cards4, Event, Order, Rank, Seat, SeatView, SwapRule};

/// What one seat has seen of the cards this round, from public events only.
#[derive(Clone, Debug, Default)]
pub struct CardKnowledge {
    /// Cards of each rank known to be out of play (swept, set aside, shown and swept).
    dead: [u8; 13],
    /// How many cards of each rank the other players have visibly taken and kept.
    chased: [u8; 13],
    /// The centre as the events built it (to know what a sweep took away).
    centre: Vec<Card>,
}

impl CardKnowledge {
    pub fn reset(&mut self) {
        *self = CardKnowledge::default();
    }

    pub fn observe(&mut self, me: Seat, event: &Event) {
        match event {
            Event::CentreDealt { cards } => self.centre = cards.clone(),
            Event::TripsSetAside { cards } => {
                for c in cards {
                    self.dead[c.rank.index()] += 1;
                    self.remove_from_centre(*c);
                }
            }
            Event::TripsRedealt { shown, .. } => {
                shown.iter().for_each(|c| self.dead[c.rank.index()] += 1)
            }
            Event::Swapped { seat, gave, took } => {
                for (g, t) in gave.iter().zip(took) {
                    if let Some(slot) = self.centre.iter_mut().find(|c| *c == t) {
                        *slot = *g;
                    }
                    if *seat != me {
                        self.chased[t.rank.index()] = self.chased[t.rank.index()].saturating_add(1);
                        self.chased[g.rank.index()] = self.chased[g.rank.index()].saturating_sub(1);
                    }
                }
            }
            Event::Dropped { seat, card, .. } => {
                self.centre.push(*card);
                if *seat != me {
                    self.chased[card.rank.index()] =
                        self.chased[card.rank.index()].saturating_sub(1);
                }
            }
            Event::Took { seat, card, .. } => {
                self.remove_from_centre(*card);
                if *seat != me {
                    self.chased[card.rank.index()] =
                        self.chased[card.rank.index()].saturating_add(1);
                }
            }
            Event::Swept { .. } => {
                for c in self.centre.drain(..) {
                    self.dead[c.rank.index()] += 1;
                }
            }
            Event::Reshuffled { .. } => self.dead = [0; 13],
            _ => {}
        }
    }

    fn remove_from_centre(&mut self, card: Card) {
        if let Some(i) = self.centre.iter().position(|&c| c == card) {
            self.centre.remove(i);
        }
    }

    /// How much each rank is worth collecting: ranks that can still be completed weigh
    /// fully, ranks others chase less. `sharp = false` forgets the dead and the chased.
    fn weights(&self, copies: u8, sharp: bool) -> [f64; 13] {
        let mut w = [1.0; 13];
        if sharp {
            for (r, weight) in w.iter_mut().enumerate() {
                let live = copies.saturating_sub(self.dead[r]);
                *weight = if live < 4 { 0.1 } else { 1.0 } - 0.15 * self.chased[r].min(4) as f64;
            }
        }
        w
    }
}

/// How close a hand is to four of a kind: the sum over ranks of (count² × weight).
fn value(cards: &[Card], w: &[f64; 13]) -> f64 {
    let mut counts = [0u8; 13];
    for c in cards {
        counts[c.rank.index()] += 1;
    }
    counts
        .iter()
        .zip(w)
        .map(|(&n, &wr)| (n as f64) * (n as f64) * wr)
        .sum()
}

fn without(cards: &[Card], i: usize) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.remove(i);
    v
}

/// The best single exchange: (hand index to give, centre index to take, gain).
fn best_swap(hand: &[Card], centre: &[Card], w: &[f64; 13]) -> Option<(usize, usize, f64)> {
    let base = value(hand, w);
    let mut best: Option<(usize, usize, f64)> = None;
    for (hi, h) in hand.iter().enumerate() {
        for (ci, c) in centre.iter().enumerate() {
            if h.rank == c.rank {
                continue;
            }
            let mut next = without(hand, hi);
            next.push(*c);
            let gain = value(&next, w) - base;
            if gain > 0.01 && best.is_none_or(|(_, _, g)| gain > g + 1e-9) {
                best = Some((hi, ci, gain));
            }
        }
    }
    best
}

/// The exchange a bot makes now, if any improves its hand. `sense` is the level's card
/// sense: below 1 the bot sometimes forgets dead cards and settles for a plausible move.
pub fn plan_exchange(
    view: &SeatView<'_>,
    knowledge: &CardKnowledge,
    sense: f64,
    rng: &mut ChaCha8Rng,
) -> Option<Action> {
    let hand = view.hand();
    let centre = view.centre();
    let copies = 4 * view.rules().deck_count(view.table()) as u8;
    let sharp = unit(rng) < sense;
    let w = knowledge.weights(copies, sharp);
    match (view.rules().order(), hand.len()) {
        (Order::Atomic, HAND_SIZE) => {
            if four_of_a_kind(hand).is_some() {
                return None;
            }
            let most = if view.rules().swap() == SwapRule::Multi {
                4
            } else {
                1
            };
            let (mut h, mut c) = (hand.to_vec(), centre.to_vec());
            let (mut give, mut take) = (Cards4::new(), Cards4::new());
            while give.len() < most {
                let Some((hi, ci, _)) = best_swap(&h, &c, &w) else {
                    break;
                };
                let (g, t) = (h[hi], c[ci]);
                // The next pair must use other cards: a given card cannot be taken back.
                h.remove(hi);
                c.remove(ci);
                h.push(t);
                give.push(g);
                take.push(t);
                if four_of_a_kind(&h).is_some() {
                    break;
                }
            }
            (!give.is_empty()).then_some(Action::Swap { give, take })
        }
        (Order::DropFirst, HAND_SIZE) => {
            if four_of_a_kind(hand).is_some() {
                return None;
            }
            best_swap(hand, centre, &w).map(|(hi, _, _)| Action::Drop(hand[hi]))
        }
        (Order::PickFirst, HAND_SIZE) => {
            if four_of_a_kind(hand).is_some() {
                return None;
            }
            best_swap(hand, centre, &w).map(|(_, ci, _)| Action::Take(centre[ci]))
        }
        _ => finish_half_way(view, knowledge),
    }
}

/// The second half of a drop-then-take (hand of 3: take the best centre card) or of a
/// take-then-drop (hand of 5: drop the card that hurts least).
pub fn finish_half_way(view: &SeatView<'_>, knowledge: &CardKnowledge) -> Option<Action> {
    let hand = view.hand();
    let copies = 4 * view.rules().deck_count(view.table()) as u8;
    let w = knowledge.weights(copies, true);
    match hand.len() {
        HAND_SHORT => {
            let centre = view.centre();
            let best = (0..centre.len()).max_by(|&a, &b| {
                let va = value(&[hand, &[centre[a]]].concat(), &w);
                let vb = value(&[hand, &[centre[b]]].concat(), &w);
                va.total_cmp(&vb).then(b.cmp(&a))
            })?;
            Some(Action::Take(centre[best]))
        }
        HAND_OVER => {
            let best = (0..HAND_OVER).max_by(|&a, &b| {
                value(&without(hand, a), &w)
                    .total_cmp(&value(&without(hand, b), &w))
                    .then(b.cmp(&a))
            })?;
            Some(Action::Drop(hand[best]))
        }
        _ => None,
    }
}

/// The rank a hand is collecting (most cards; ties to the lower rank).
pub fn collecting(hand: &[Card]) -> Option<Rank> {
    let mut counts = [0u8; 13];
    for c in hand {
        counts[c.rank.index()] += 1;
    }
    (0..13)
        .max_by(|&a, &b| counts[a].cmp(&counts[b]).then(b.cmp(&a)))
        .map(|i| Rank::ALL[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(s: &str) -> Vec<Card> {
        s.split_whitespace().map(|c| c.parse().unwrap()).collect()
    }

    #[test]
    fn the_best_swap_completes_four_of_a_kind() {
        let w = [1.0; 13];
        let hand = cards("7H 7D 7C 2S");
        let centre = cards("KS 7S 3D 9H");
        assert_eq!(
            best_swap(&hand, &centre, &w).map(|(h, c, _)| (h, c)),
            Some((3, 1))
        );
    }

    #[test]
    fn no_swap_when_nothing_helps() {
        let w = [1.0; 13];
        assert!(best_swap(&cards("7H 7D 7C 7S"), &cards("KS 2S 3D 9H"), &w).is_none());
        assert!(best_swap(&cards("7H 7D 2C 2S"), &cards("KS QS 3D 9H"), &w).is_none());
    }

    #[test]
    fn dead_ranks_are_not_worth_collecting() {
        let mut k = CardKnowledge::default();
        k.observe(
            Seat::FIRST,
            &Event::CentreDealt {
                cards: cards("7S 7C 3D 9H"),
            },
        );
        k.observe(Seat::FIRST, &Event::Swept { cards: 4 });
        let w = k.weights(4, true);
        assert!(
            w[Rank::Seven.index()] < 0.5,
            "two sevens are gone: no four sevens possible"
        );
        assert_eq!(w[Rank::King.index()], 1.0);
        assert_eq!(
            k.weights(4, false)[Rank::Seven.index()],
            1.0,
            "a careless player forgets"
        );
    }
}
