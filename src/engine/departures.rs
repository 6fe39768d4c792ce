//! How cards left the centre this round, so that a refused take says truly why the card is
//! not there: taken by someone (`card_gone`), swept (`card_gone`), or never in the centre
//! this round (`not_in_centre`).
//!
//! Kept by card value, not by physical card: with two decks the two copies of a card share
//! one entry, and a refusal reports the latest departure of either copy. A copy that never
//! reached the centre while the other did is then reported as gone rather than as never
//! there; both sentences are about "a seven of spades", and that is what a player named.
//!
//! This memory only chooses the words and code of a refusal; it never changes what happens
//! to the cards, so the state hash leaves it out and hashes pinned before it stay valid.

use super::card::Card;
use super::error::RuleError;
use super::table::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Departure {
    /// A player took it into their hand (by hand, or completed at "dead").
    Taken(Seat),
    /// It went to the swept pile: a sweep, or a three of a kind set aside.
    Swept,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Departures([Option<Departure>; 52]);

impl Default for Departures {
    fn default() -> Self {
        Departures::new()
    }
}

impl Departures {
    pub const fn new() -> Departures {
        Departures([None; 52])
    }

    /// A new round: nothing has left the centre yet.
    pub fn clear(&mut self) {
        self.0 = [None; 52];
    }

    pub fn taken(&mut self, card: Card, seat: Seat) {
        self.0[card.index()] = Some(Departure::Taken(seat));
    }

    pub fn swept(&mut self, cards: impl IntoIterator<Item = Card>) {
        for card in cards {
            self.0[card.index()] = Some(Departure::Swept);
        }
    }

    /// The latest way a card of this value left the centre this round.
    pub fn last(&self, card: Card) -> Option<Departure> {
        self.0[card.index()]
    }

    /// Why `seat` cannot take `card`, which is not in the centre now.
    pub fn refusal(&self, seat: Seat, card: Card) -> RuleError {
        match self.last(card) {
            None => RuleError::NotInCentre(card),
            Some(Departure::Swept) => RuleError::CardSwept(card),
            Some(Departure::Taken(taker)) if taker == seat => RuleError::CardTakenByYou(card),
            Some(Departure::Taken(_)) => RuleError::CardGone(card),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_latest_departure_explains_the_refusal() {
        let seven: Card = "7S".parse().expect("a card");
        let mut log = Departures::new();
        assert_eq!(
            log.refusal(Seat::at(1), seven),
            RuleError::NotInCentre(seven)
        );
        log.taken(seven, Seat::FIRST);
        assert_eq!(log.refusal(Seat::at(1), seven), RuleError::CardGone(seven));
        assert_eq!(
            log.refusal(Seat::FIRST, seven),
            RuleError::CardTakenByYou(seven)
        );
        log.swept([seven]);
        assert_eq!(log.refusal(Seat::at(1), seven), RuleError::CardSwept(seven));
        log.clear();
        assert_eq!(
            log.refusal(Seat::at(1), seven),
            RuleError::NotInCentre(seven)
        );
    }
}
