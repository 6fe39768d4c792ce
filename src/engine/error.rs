//! Why an action was refused: a stable snake_case code and a sentence a player understands.

use std::fmt;

use serde::{Serialize, Serializer};

use super::card::Card;
use super::options::Order;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The round has ended; the next one is not dealt yet.
    RoundOver,
    /// The game has ended.
    GameOver,
    /// An action stamped earlier than the game's clock.
    TimeInPast,
    /// A seat that is not at this table.
    NoSuchSeat,
    /// Another player took that card from the centre first (code `card_gone`).
    CardGone(Card),
    /// That card went from the centre to the swept pile: the centre was swept, or it came
    /// up in a three of a kind set aside (code `card_gone`).
    CardSwept(Card),
    /// The actor took that card from the centre earlier this round (code `card_gone`).
    CardTakenByYou(Card),
    /// The card to take has not been in the centre this round: it is in the stock, in a
    /// hand, or not in play.
    NotInCentre(Card),
    NotInHand(Card),
    /// The same card named twice where two different cards are needed.
    SameCardTwice(Card),
    /// `swap = single` and more than one card, or an uneven swap.
    SwapSize,
    /// The move does not fit this table's `order`.
    WrongOrder(Order),
    /// `drop_first`: a card must be dropped before one is taken (or was dropped already).
    DropFirst,
    /// `pick_first`: a card must be taken before one is dropped (or was taken already).
    PickFirst,
    DoubleCallsOff,
    /// A stop that names no target where the rules need one (code `no_such_target`).
    MissingTarget,
    NoSuchTarget,
    OwnTeam,
    /// A Kemps call naming the caller's own seat: Kemps is about the partner (code `own_team`).
    KempsOnOwnHand,
    /// `wrong_stop = lose_right`: this player called a wrong stop this round.
    StopRightLost,
}

impl RuleError {
    /// The stable code files and tests refer to.
    pub const fn code(&self) -> &'static str {
        match self {
            RuleError::RoundOver => "round_over",
            RuleError::GameOver => "game_over",
            RuleError::TimeInPast => "time_in_past",
            RuleError::NoSuchSeat => "no_such_seat",
            RuleError::CardGone(_) | RuleError::CardSwept(_) | RuleError::CardTakenByYou(_) => {
                "card_gone"
            }
            RuleError::NotInCentre(_) => "not_in_centre",
            RuleError::NotInHand(_) => "not_in_hand",
            RuleError::SameCardTwice(_) => "same_card_twice",
            RuleError::SwapSize => "swap_size",
            RuleError::WrongOrder(_) => "wrong_order",
            RuleError::DropFirst => "drop_first",
            RuleError::PickFirst => "pick_first",
            RuleError::DoubleCallsOff => "double_calls_off",
            RuleError::MissingTarget | RuleError::NoSuchTarget => "no_such_target",
            RuleError::OwnTeam | RuleError::KempsOnOwnHand => "own_team",
            RuleError::StopRightLost => "stop_right_lost",
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::RoundOver => f.write_str("the round is already over"),
            RuleError::GameOver => f.write_str("the game is over"),
            RuleError::TimeInPast => f.write_str("that action is dated before the game's clock"),
            RuleError::NoSuchSeat => f.write_str("there is no such seat at this table"),
            RuleError::CardGone(c) => write!(f, "someone took the {} first", c.spoken()),
            RuleError::CardSwept(c) => write!(f, "the {} went to the swept pile", c.spoken()),
            RuleError::CardTakenByYou(c) => {
                write!(f, "you took the {} from the centre already", c.spoken())
            }
            RuleError::NotInCentre(c) => write!(
                f,
                "the {} has not been in the centre this round",
                c.spoken()
            ),
            RuleError::NotInHand(c) => write!(f, "you do not hold the {}", c.spoken()),
            RuleError::SameCardTwice(c) => write!(
                f,
                "the {} is named twice: give or take different cards",
                c.spoken()
            ),
            RuleError::SwapSize => {
                f.write_str("give exactly as many cards as you take (one at a time at this table)")
            }
            RuleError::WrongOrder(Order::Atomic) => {
                f.write_str("at this table you swap in one move: give a card and take one together")
            }
            RuleError::WrongOrder(Order::DropFirst) => {
                f.write_str("at this table you drop a card first, then take one")
            }
            RuleError::WrongOrder(Order::PickFirst) => {
                f.write_str("at this table you take a card first, then drop one")
            }
            RuleError::DropFirst => f.write_str("drop one card before you take one, and only one"),
            RuleError::PickFirst => f.write_str("take one card before you drop one, and only one"),
            RuleError::DoubleCallsOff => f.write_str("double calls are not played at this table"),
            RuleError::MissingTarget => f.write_str("say who you are stopping"),
            RuleError::NoSuchTarget => f.write_str("there is no such player or team to stop"),
            RuleError::OwnTeam => f.write_str("you cannot stop your own team"),
            RuleError::KempsOnOwnHand => {
                f.write_str("Kemps is called on your partner's hand, never on your own")
            }
            RuleError::StopRightLost => {
                f.write_str("after your wrong stop you may not call stop again this round")
            }
        }
    }
}

impl std::error::Error for RuleError {}

impl Serialize for RuleError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("RuleError", 2)?;
        s.serialize_field("error", self.code())?;
        s.serialize_field("message", &self.to_string())?;
        s.end()
    }
}
