//! What happened: the one stream the UI animates, bots perceive and replays record.

use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

use super::action::{CallKind, Cards4, Gesture};
use super::card::{Card, Hand};
use super::table::{Seat, Team};
use super::target::{CallTarget, Target};

/// The dealer's count when nobody wants the centre: "one, two, three, dead".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CountWord {
    One,
    Two,
    Three,
    Dead,
}

impl CountWord {
    pub const ALL: [CountWord; 4] = [
        CountWord::One,
        CountWord::Two,
        CountWord::Three,
        CountWord::Dead,
    ];

    pub const fn text(self) -> &'static str {
        match self {
            CountWord::One => "one",
            CountWord::Two => "two",
            CountWord::Three => "three",
            CountWord::Dead => "dead",
        }
    }
}

/// How a round ended, in the words of the scenario contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundResult {
    Kemps,
    WrongKemps,
    DoubleKemps,
    WrongDoubleKemps,
    Stop,
    WrongStop,
    DoubleStop,
    WrongDoubleStop,
    RealDeal,
}

impl RoundResult {
    pub const fn of_call(call: CallKind, correct: bool) -> RoundResult {
        match (call, correct) {
            (CallKind::Kemps, true) => RoundResult::Kemps,
            (CallKind::Kemps, false) => RoundResult::WrongKemps,
            (CallKind::DoubleKemps, true) => RoundResult::DoubleKemps,
            (CallKind::DoubleKemps, false) => RoundResult::WrongDoubleKemps,
            (CallKind::Stop, true) => RoundResult::Stop,
            (CallKind::Stop, false) => RoundResult::WrongStop,
            (CallKind::DoubleStop, true) => RoundResult::DoubleStop,
            (CallKind::DoubleStop, false) => RoundResult::WrongDoubleStop,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            RoundResult::Kemps => "kemps",
            RoundResult::WrongKemps => "wrong_kemps",
            RoundResult::DoubleKemps => "double_kemps",
            RoundResult::WrongDoubleKemps => "wrong_double_kemps",
            RoundResult::Stop => "stop",
            RoundResult::WrongStop => "wrong_stop",
            RoundResult::DoubleStop => "double_stop",
            RoundResult::WrongDoubleStop => "wrong_double_stop",
            RoundResult::RealDeal => "real_deal",
        }
    }

    pub const fn is_correct_call(self) -> bool {
        matches!(
            self,
            RoundResult::Kemps
                | RoundResult::DoubleKemps
                | RoundResult::Stop
                | RoundResult::DoubleStop
        )
    }
}

/// A team's standing. Only the field of the table's scoring mode moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Standing {
    /// Letters of the word spelled so far (`letters`).
    pub letters: u32,
    /// Hearts left (`lives`).
    pub lives: u32,
    /// Points won (`points`).
    pub points: u32,
}

/// One call and how it was judged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallRecord {
    pub result: RoundResult,
    #[serde(deserialize_with = "crate::engine::table::read_seat")]
    pub by: Seat,
    /// The seat or team the call was about, as the scenario contract prints it: the partner
    /// for kemps calls, the target's number for stops.
    pub on: u8,
    /// A stop's resolved target; `None` for kemps calls.
    #[serde(skip)]
    pub target: Option<Target>,
    pub at: u64,
    /// False for a wrong stop under `lose_right`, which scores nothing and lets the round go on.
    pub ends_round: bool,
}

/// How a round ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub round: u32,
    pub result: RoundResult,
    #[serde(default, deserialize_with = "crate::engine::table::read_seat_option")]
    pub by: Option<Seat>,
    /// As in `CallRecord`; `None` for a real deal.
    pub on: Option<u8>,
    /// A stop's resolved target; `None` for kemps calls and real deals.
    #[serde(skip)]
    pub target: Option<Target>,
    pub at: u64,
    /// Calls earlier in the round that did not end it (wrong stops under `lose_right`).
    pub calls: Vec<CallRecord>,
}

// Records are part of the state hash and of the pinned event hashes. Their `target`
// follows from `on` and the rules, and is left out so that those hashes stay valid.

impl Hash for CallRecord {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.result.hash(h);
        self.by.hash(h);
        self.on.hash(h);
        self.at.hash(h);
        self.ends_round.hash(h);
    }
}

impl Hash for RoundRecord {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.round.hash(h);
        self.result.hash(h);
        self.by.hash(h);
        self.on.hash(h);
        self.at.hash(h);
        self.calls.hash(h);
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u32,
        dealer: Seat,
    },
    /// Private: only `seat` sees these cards.
    Dealt {
        seat: Seat,
        cards: Hand,
    },
    /// `redeal_trips`: the player shows a three of a kind and puts the hand on the swept pile.
    TripsRedealt {
        seat: Seat,
        shown: Hand,
    },
    CentreDealt {
        cards: Vec<Card>,
    },
    /// `center_trips_aside`: these centre cards went straight to the swept pile.
    TripsSetAside {
        cards: Vec<Card>,
    },
    Swapped {
        seat: Seat,
        gave: Cards4,
        took: Cards4,
    },
    Dropped {
        seat: Seat,
        card: Card,
        auto: bool,
    },
    Took {
        seat: Seat,
        card: Card,
        auto: bool,
    },
    Passed {
        seat: Seat,
    },
    Gestured {
        seat: Seat,
        gesture: Gesture,
    },
    Count {
        word: CountWord,
    },
    /// An exchange during the count: the dealer stops counting.
    CountStopped,
    Swept {
        cards: u32,
    },
    /// `stock_out = reshuffle`: the swept pile became the stock.
    Reshuffled {
        cards: u32,
    },
    Called {
        seat: Seat,
        call: CallKind,
        target: CallTarget,
    },
    Revealed {
        seat: Seat,
        cards: Hand,
    },
    /// A wrong stop under `lose_right`: no score, the round goes on.
    StopRightLost {
        seat: Seat,
    },
    Scored {
        team: Team,
        standing: Standing,
    },
    RoundEnded {
        record: RoundRecord,
    },
    GameOver {
        winners: Vec<Team>,
        losers: Vec<Team>,
    },
}

impl Event {
    /// Whether `seat` perceives this event. Everything is public but a player's own deal.
    pub fn visible_to(&self, seat: Seat) -> bool {
        match self {
            Event::Dealt { seat: owner, .. } => *owner == seat,
            _ => true,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TimedEvent {
    pub at: u64,
    #[serde(flatten)]
    pub event: Event,
}
