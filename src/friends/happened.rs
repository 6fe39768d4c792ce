//! The table's events as the pages send them: the engine's `Event`, written by position
//! (postcard) rather than as the scenario contract's JSON. `EventDef` restates `Event` for
//! serde, field for field: the compiler checks that the two agree.

use serde::{Deserialize, Serialize};

use crate::engine::{
    CallKind, CallTarget, Card, Cards4, CountWord, Event, Gesture, Hand, RoundRecord, Seat,
    Standing, Team, TimedEvent,
};

/// An event of the table at its game time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Happened(pub u64, #[serde(with = "EventDef")] pub Event);

impl From<&TimedEvent> for Happened {
    fn from(e: &TimedEvent) -> Happened {
        Happened(e.at, e.event.clone())
    }
}

impl From<Happened> for TimedEvent {
    fn from(Happened(at, event): Happened) -> TimedEvent {
        TimedEvent { at, event }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "Event")]
enum EventDef {
    RoundStarted {
        round: u32,
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        dealer: Seat,
    },
    Dealt {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        cards: Hand,
    },
    TripsRedealt {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        shown: Hand,
    },
    CentreDealt {
        cards: Vec<Card>,
    },
    TripsSetAside {
        cards: Vec<Card>,
    },
    Swapped {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        gave: Cards4,
        took: Cards4,
    },
    Dropped {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        card: Card,
        auto: bool,
    },
    Took {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        card: Card,
        auto: bool,
    },
    Passed {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
    },
    Gestured {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        gesture: Gesture,
    },
    Count {
        word: CountWord,
    },
    CountStopped,
    Swept {
        cards: u32,
    },
    Reshuffled {
        cards: u32,
    },
    Called {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        call: CallKind,
        target: CallTarget,
    },
    Revealed {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
        seat: Seat,
        cards: Hand,
    },
    StopRightLost {
        #[serde(deserialize_with = "crate::engine::table::read_seat")]
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
