//! A fixed deal: round 1 as a scenario or a test lays it out. Its constructor is the trust
//! boundary: it checks the deal against the table and its decks, so a `FixedDeal` always
//! fits the table it was checked for.

use std::fmt;

use super::card::{Card, Hand};
use super::rules::Rules;
use super::table::Table;

/// Every hand is dealt this many cards.
pub const HAND_SIZE: usize = 4;
/// A hand half-way through a split exchange: one card short after the drop
/// (`order = drop_first`), one card over after the take (`order = pick_first`).
pub const HAND_SHORT: usize = HAND_SIZE - 1;
pub const HAND_OVER: usize = HAND_SIZE + 1;
/// A centre is dealt at most this many cards.
pub const CENTRE_SIZE: usize = 4;

/// Round 1 fixed card by card: hands by seat, the centre, and the stock top card first.
/// Cards absent from it are not in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FixedDeal {
    table: Table,
    decks: usize,
    hands: Vec<Hand>,
    centre: Vec<Card>,
    stock: Vec<Card>,
}

/// Why a deal does not fit its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// Not one hand per seat.
    HandCount { hands: usize, table: Table },
    /// A hand of other than four cards.
    HandSize { seat: usize, cards: usize },
    /// A centre of more than four cards.
    CentreSize { cards: usize },
    /// A card dealt more often than the table's decks hold it.
    TooManyCopies {
        card: Card,
        times: usize,
        decks: usize,
    },
    /// A deal checked for another table, or another number of decks, than the game's.
    OtherTable,
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::HandCount { hands, table } => write!(
                f,
                "the deal has {hands} hands but {} players sit at a table of {} teams",
                table.seat_count(),
                table.team_count()
            ),
            DealError::HandSize { seat, cards } => write!(
                f,
                "the hand of seat {seat} has {cards} cards; every hand is dealt {HAND_SIZE}"
            ),
            DealError::CentreSize { cards } => write!(
                f,
                "the deal's centre has {cards} cards; at most {CENTRE_SIZE} are dealt"
            ),
            DealError::TooManyCopies { card, times, decks } => {
                let from = if *decks == 1 { "one deck" } else { "two decks" };
                write!(f, "{card} is dealt {times} times from {from}")
            }
            DealError::OtherTable => {
                f.write_str("the deal was checked for another table or another number of decks")
            }
        }
    }
}

impl std::error::Error for DealError {}

impl FixedDeal {
    /// A deal for `table` under `rules`: one hand of four cards per seat, at most four
    /// centre cards, and no card more often than the decks hold it. `stock` is top card first.
    pub fn new<H: AsRef<[Card]>>(
        rules: &Rules,
        table: Table,
        hands: &[H],
        centre: &[Card],
        stock: &[Card],
    ) -> Result<FixedDeal, DealError> {
        FixedDeal::check_hand_count(table, hands.len())?;
        let mut checked = Vec::with_capacity(hands.len());
        for (seat, hand) in hands.iter().map(AsRef::as_ref).enumerate() {
            FixedDeal::check_hand_size(seat, hand.len())?;
            checked.push(Hand::try_from(hand).map_err(|_| DealError::HandSize {
                seat,
                cards: hand.len(),
            })?);
        }
        FixedDeal::check_centre_size(centre.len())?;
        let decks = rules.deck_count(table);
        // Counted wide: a file may name one card hundreds of times.
        let mut counts = [0usize; 52];
        for card in checked.iter().flatten().chain(centre).chain(stock) {
            counts[card.index()] += 1;
        }
        if let Some(i) = counts.iter().position(|&times| times > decks) {
            return Err(DealError::TooManyCopies {
                card: Card::from_index(i),
                times: counts[i],
                decks,
            });
        }
        Ok(FixedDeal {
            table,
            decks,
            hands: checked,
            centre: centre.to_vec(),
            stock: stock.to_vec(),
        })
    }

    /// The first check of `new`, on its own: one hand per seat. A reader of a file runs
    /// the checks one at a time to report the first problem in the file's order.
    pub fn check_hand_count(table: Table, hands: usize) -> Result<(), DealError> {
        if hands == table.seat_count() {
            Ok(())
        } else {
            Err(DealError::HandCount { hands, table })
        }
    }

    /// A check of `new` on its own: every hand holds four cards.
    pub fn check_hand_size(seat: usize, cards: usize) -> Result<(), DealError> {
        if cards == HAND_SIZE {
            Ok(())
        } else {
            Err(DealError::HandSize { seat, cards })
        }
    }

    /// A check of `new` on its own: the centre holds at most four cards.
    pub fn check_centre_size(cards: usize) -> Result<(), DealError> {
        if cards <= CENTRE_SIZE {
            Ok(())
        } else {
            Err(DealError::CentreSize { cards })
        }
    }

    /// Whether the deal was checked for this table under these rules.
    pub fn fits(&self, rules: &Rules, table: Table) -> bool {
        self.table == table && self.decks == rules.deck_count(table)
    }

    pub fn hands(&self) -> &[Hand] {
        &self.hands
    }

    pub fn centre(&self) -> &[Card] {
        &self.centre
    }

    /// The stock, top card first.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }

    /// Hands by seat, centre, stock top card first: what the dealer lays out.
    pub(super) fn into_parts(self) -> (Vec<Hand>, Vec<Card>, Vec<Card>) {
        (self.hands, self.centre, self.stock)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Preset, RuleOptions};

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().expect("a card"))
            .collect()
    }

    fn hands(texts: &[&str]) -> Vec<Vec<Card>> {
        texts.iter().map(|t| cards(t)).collect()
    }

    #[test]
    fn a_deal_that_fits_its_table_is_built_and_one_that_does_not_is_refused() {
        let rules = Rules::of(Preset::Classic);
        let table = Table::new(2).expect("a table");
        let good = hands(&["7H 7D 7C 2S", "3C 4C 5C 6C", "KH KD KC KS", "8C 9C TC JC"]);
        let deal = FixedDeal::new(&rules, table, &good, &cards("7S QD"), &cards("AS AH"))
            .expect("a valid deal");
        assert_eq!(deal.hands().len(), 4);
        assert_eq!(deal.stock(), cards("AS AH").as_slice());
        assert!(deal.fits(&rules, table));
        assert!(!deal.fits(&rules, Table::new(3).expect("a table")));

        let three = FixedDeal::new(&rules, table, &good[..3], &[], &[]);
        assert_eq!(
            three.map_err(|e| e.to_string()),
            Err("the deal has 3 hands but 4 players sit at a table of 2 teams".into())
        );
        let mut short = good.clone();
        short[1].pop();
        assert_eq!(
            FixedDeal::new(&rules, table, &short, &[], &[]),
            Err(DealError::HandSize { seat: 1, cards: 3 })
        );
        let mut long = good.clone();
        long[2].extend(cards("2C 2D"));
        assert_eq!(
            FixedDeal::new(&rules, table, &long, &[], &[]),
            Err(DealError::HandSize { seat: 2, cards: 6 })
        );
        assert_eq!(
            FixedDeal::new(&rules, table, &good, &cards("2C 2D 2H 3D 3H"), &[]),
            Err(DealError::CentreSize { cards: 5 })
        );
    }

    #[test]
    fn no_card_is_dealt_more_often_than_the_decks_hold_it() {
        let one_deck = Rules::of(Preset::Classic);
        let table = Table::new(2).expect("a table");
        let good = hands(&["7H 7D 7C 2S", "3C 4C 5C 6C", "KH KD KC KS", "8C 9C TC JC"]);
        let twice = FixedDeal::new(&one_deck, table, &good, &cards("7H"), &[]);
        assert_eq!(
            twice.map_err(|e| e.to_string()),
            Err("7H is dealt 2 times from one deck".into())
        );
        let two_decks = Rules::new(
            Preset::Classic,
            &RuleOptions {
                decks: Some(crate::engine::Decks::Two),
                ..Default::default()
            },
        )
        .expect("valid options");
        assert!(FixedDeal::new(&two_decks, table, &good, &cards("7H"), &[]).is_ok());
        // Hundreds of copies are counted, not overflowed.
        let many = vec![cards("AS")[0]; 300];
        assert_eq!(
            FixedDeal::new(&two_decks, table, &good, &[], &many).map_err(|e| e.to_string()),
            Err("AS is dealt 300 times from two decks".into())
        );
    }
}
