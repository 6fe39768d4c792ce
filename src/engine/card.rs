//! Cards: suits, ranks, the two-character notation every file format uses, and hands.

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayVec;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    const fn from_letter(c: char) -> Option<Suit> {
        match c {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }
}

/// Ranks in the notation's order: `A 2 3 4 5 6 7 8 9 T J Q K`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    Ace,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
}

impl Rank {
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    pub const fn letter(self) -> char {
        b"A23456789TJQK"[self as usize] as char
    }

    /// How the rank is written on a card face ("10" rather than "T").
    pub const fn face(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self as usize]
    }

    pub const fn name(self) -> &'static str {
        [
            "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king",
        ][self as usize]
    }

    pub const fn plural(self) -> &'static str {
        [
            "aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
            "tens", "jacks", "queens", "kings",
        ][self as usize]
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    fn from_letter(c: char) -> Option<Rank> {
        Rank::ALL.into_iter().find(|r| r.letter() == c)
    }
}

/// One card. With two decks in play two equal cards exist; they are interchangeable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// 0..52, suit-major: the order of a fresh deck before shuffling.
    pub const fn index(self) -> usize {
        self.suit as usize * 13 + self.rank as usize
    }

    pub const fn from_index(i: usize) -> Card {
        Card {
            rank: Rank::ALL[i % 13],
            suit: Suit::ALL[(i / 13) % 4],
        }
    }

    /// The name a screen reader says: "seven of hearts".
    pub fn spoken(self) -> String {
        format!("{} of {}", self.rank.name(), self.suit.name())
    }

    /// Short text for tickers: "7♥", "10♣".
    pub fn short(self) -> String {
        format!("{}{}", self.rank.face(), self.suit.symbol())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.letter(), self.suit.letter())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadCard(pub String);

impl fmt::Display for BadCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown card {:?}: write a rank (A 2-9 T J Q K) then a suit (C D H S), like 7H or TD",
            self.0
        )
    }
}

impl std::error::Error for BadCard {}

impl FromStr for Card {
    type Err = BadCard;

    fn from_str(s: &str) -> Result<Card, BadCard> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(r), Some(su), None) => match (Rank::from_letter(r), Suit::from_letter(su)) {
                (Some(rank), Some(suit)) => Ok(Card { rank, suit }),
                _ => Err(BadCard(s.to_string())),
            },
            _ => Err(BadCard(s.to_string())),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0u8; 2];
        buf[0] = self.rank.letter() as u8;
        buf[1] = self.suit.letter() as u8;
        // Both bytes are ASCII letters or digits.
        serializer.serialize_str(std::str::from_utf8(&buf).unwrap_or("??"))
    }
}

/// Reads the notation where it lies, with no `String` for each card: a replay record holds
/// up to eight cards a step and tens of thousands of steps.
struct CardVisitor;

impl serde::de::Visitor<'_> for CardVisitor {
    type Value = Card;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a card such as \"7H\"")
    }

    fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Card, E> {
        s.parse().map_err(E::custom)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        deserializer.deserialize_str(CardVisitor)
    }
}

/// A hand: four cards, three or five for a moment under `drop_first` / `pick_first`.
pub type Hand = ArrayVec<Card, 5>;

/// The rank of a four of a kind: exactly four cards, all of one rank.
pub fn four_of_a_kind(cards: &[Card]) -> Option<Rank> {
    match cards {
        [a, rest @ ..] if cards.len() == 4 && rest.iter().all(|c| c.rank == a.rank) => Some(a.rank),
        _ => None,
    }
}

/// The rank held three or more times, if any.
pub fn trips(cards: &[Card]) -> Option<Rank> {
    let mut counts = [0u8; 13];
    for c in cards {
        counts[c.rank.index()] += 1;
    }
    Rank::ALL.into_iter().find(|r| counts[r.index()] >= 3)
}

/// Removes one card equal to `card`; false when there is none.
pub fn remove_one(cards: &mut Hand, card: Card) -> bool {
    match cards.iter().position(|&c| c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

/// Counts of each of the 52 cards in `cards`.
pub fn census<'a>(cards: impl IntoIterator<Item = &'a Card>) -> [u8; 52] {
    let mut counts = [0u8; 52];
    for c in cards {
        counts[c.index()] += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_for_every_card() {
        for i in 0..52 {
            let card = Card::from_index(i);
            assert_eq!(card.index(), i);
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(
            "TD".parse::<Card>().map(|c| c.spoken()),
            Ok("ten of diamonds".into())
        );
    }

    #[test]
    fn bad_notation_is_refused() {
        for bad in ["", "7", "7h", "10H", "1H", "7HH", "ZZ", "♥7"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn files_read_cards_in_their_notation_only() {
        let seven: Card = serde_json::from_str(r#""7H""#).expect("a card");
        assert_eq!(seven.to_string(), "7H");
        let escaped: Card = serde_json::from_str(r#""\u0037H""#).expect("an escaped card");
        assert_eq!(escaped, seven);
        let packed = postcard::to_allocvec(&seven).expect("serialises");
        assert_eq!(postcard::from_bytes::<Card>(&packed), Ok(seven));
        for bad in [r#""7h""#, "7", "null", r#"["7H"]"#] {
            assert!(serde_json::from_str::<Card>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn four_of_a_kind_needs_exactly_four_of_one_rank() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(
            four_of_a_kind(&[c("7H"), c("7D"), c("7C"), c("7S")]),
            Some(Rank::Seven)
        );
        assert_eq!(
            four_of_a_kind(&[c("7H"), c("7H"), c("7C"), c("7S")]),
            Some(Rank::Seven)
        );
        assert_eq!(four_of_a_kind(&[c("7H"), c("7D"), c("7C")]), None);
        assert_eq!(
            four_of_a_kind(&[c("7H"), c("7D"), c("7C"), c("7S"), c("2S")]),
            None
        );
        assert_eq!(four_of_a_kind(&[c("7H"), c("7D"), c("7C"), c("2S")]), None);
        assert_eq!(
            trips(&[c("7H"), c("2D"), c("7C"), c("7S")]),
            Some(Rank::Seven)
        );
    }
}
