//! What a player can do: exchange cards, pass, make a call, make a gesture.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::card::Card;

/// The gesture set. Files name them in snake_case; more may be added, none removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gesture {
    Wink,
    EarTug,
    NoseScratch,
    ChinStroke,
    EyebrowRaise,
    TableTap,
    HairSmooth,
    Shrug,
    Yawn,
    LipBite,
    HeadTilt,
    Cough,
}

impl Gesture {
    pub const ALL: [Gesture; 12] = [
        Gesture::Wink,
        Gesture::EarTug,
        Gesture::NoseScratch,
        Gesture::ChinStroke,
        Gesture::EyebrowRaise,
        Gesture::TableTap,
        Gesture::HairSmooth,
        Gesture::Shrug,
        Gesture::Yawn,
        Gesture::LipBite,
        Gesture::HeadTilt,
        Gesture::Cough,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Gesture::Wink => "wink",
            Gesture::EarTug => "ear_tug",
            Gesture::NoseScratch => "nose_scratch",
            Gesture::ChinStroke => "chin_stroke",
            Gesture::EyebrowRaise => "eyebrow_raise",
            Gesture::TableTap => "table_tap",
            Gesture::HairSmooth => "hair_smooth",
            Gesture::Shrug => "shrug",
            Gesture::Yawn => "yawn",
            Gesture::LipBite => "lip_bite",
            Gesture::HeadTilt => "head_tilt",
            Gesture::Cough => "cough",
        }
    }

    /// A caption: "West {winks}".
    pub const fn caption(self) -> &'static str {
        match self {
            Gesture::Wink => "winks",
            Gesture::EarTug => "tugs an ear",
            Gesture::NoseScratch => "scratches their nose",
            Gesture::ChinStroke => "strokes their chin",
            Gesture::EyebrowRaise => "raises an eyebrow",
            Gesture::TableTap => "taps the table",
            Gesture::HairSmooth => "smooths their hair",
            Gesture::Shrug => "shrugs",
            Gesture::Yawn => "yawns",
            Gesture::LipBite => "bites their lip",
            Gesture::HeadTilt => "tilts their head",
            Gesture::Cough => "coughs",
        }
    }

    pub fn from_name(name: &str) -> Option<Gesture> {
        Gesture::ALL.into_iter().find(|g| g.name() == name)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CallKind {
    /// "My partner holds four of a kind."
    Kemps,
    /// "My partner and I both hold one."
    DoubleKemps,
    /// Stop Kemps: "that opponent (or team) holds four of a kind."
    Stop,
    /// Both players of the named team hold one.
    DoubleStop,
}

impl CallKind {
    pub const fn name(self) -> &'static str {
        match self {
            CallKind::Kemps => "kemps",
            CallKind::DoubleKemps => "double_kemps",
            CallKind::Stop => "stop",
            CallKind::DoubleStop => "double_stop",
        }
    }

    /// What a player shouts.
    pub const fn shout(self) -> &'static str {
        match self {
            CallKind::Kemps => "Kemps!",
            CallKind::DoubleKemps => "Double Kemps!",
            CallKind::Stop => "Stop Kemps!",
            CallKind::DoubleStop => "Double Stop Kemps!",
        }
    }

    /// Stop Kemps, or Double Stop Kemps when `double`.
    pub const fn stop(double: bool) -> CallKind {
        if double {
            CallKind::DoubleStop
        } else {
            CallKind::Stop
        }
    }

    /// Kemps, or Double Kemps when `double`.
    pub const fn kemps(double: bool) -> CallKind {
        if double {
            CallKind::DoubleKemps
        } else {
            CallKind::Kemps
        }
    }

    pub const fn is_stop(self) -> bool {
        matches!(self, CallKind::Stop | CallKind::DoubleStop)
    }

    pub const fn is_double(self) -> bool {
        matches!(self, CallKind::DoubleKemps | CallKind::DoubleStop)
    }
}

impl fmt::Display for CallKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Up to four cards named in one multi-card swap.
pub type Cards4 = ArrayVec<Card, 4>;

/// One player's action. Who and when travel beside it (`Game::act` takes the seat; the
/// game's clock is the time).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Take centre cards and give as many hand cards in one move (`order = atomic`).
    Swap { give: Cards4, take: Cards4 },
    /// Put a hand card face up in the centre (`drop_first`, `pick_first`).
    Drop(Card),
    /// Pick a centre card up (`drop_first`, `pick_first`).
    Take(Card),
    /// "I don't want any of these."
    Pass,
    Call {
        call: CallKind,
        /// The target as files and replays carry it: a seat number under
        /// `stop_target = seat`, a team number under `team`; unused by kemps calls. The
        /// engine reads it with `Target::resolve` and writes it with `Target::number`.
        target: Option<u8>,
    },
    /// A signal or a decoy: logged, no effect on the cards.
    Gesture(Gesture),
}

impl Action {
    /// Whether the action moves cards between a hand and the centre (a race for a card).
    pub const fn is_exchange(&self) -> bool {
        matches!(
            self,
            Action::Swap { .. } | Action::Drop(_) | Action::Take(_)
        )
    }

    /// A swap; `None` when either side names more than four cards, which no rule allows.
    pub fn swap(give: &[Card], take: &[Card]) -> Option<Action> {
        Some(Action::Swap {
            give: Cards4::try_from(give).ok()?,
            take: Cards4::try_from(take).ok()?,
        })
    }

    pub const fn call(call: CallKind, target: Option<u8>) -> Action {
        Action::Call { call, target }
    }
}
