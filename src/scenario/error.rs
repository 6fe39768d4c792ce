//! What is wrong with a scenario, in one sentence its author can act on. The sentences are
//! part of the CLI's contract (tests/malformed/*.expected).

use std::fmt;

use serde_json::Value;

use super::limits::{MAX_AT_MS, MAX_EVENTS};
use super::strict_json::Kind;
use crate::engine::card::BadCard;
use crate::engine::{DealError, InvalidRules};

/// Why a scenario is refused: malformed when read, or too long to run.
#[derive(Debug)]
pub enum ScenarioError {
    /// Not JSON, a key named twice, or a field of the wrong shape.
    Json(serde_json::Error),
    /// The top level is not an object.
    NotAnObject(Kind),
    UnknownPreset(String),
    /// Options of the wrong shape: an unknown option or option value.
    OptionsJson(serde_json::Error),
    /// Options out of range.
    Options(InvalidRules),
    NotAWholeNumber {
        field: &'static str,
        value: Value,
    },
    Teams(u64),
    /// The deal names both spellings of the centre.
    BothCentres,
    Deal(DealError),
    Card(BadCard),
    Action {
        index: usize,
        error: ActionError,
    },
    /// The run made more than `MAX_EVENTS` events by this game time.
    TooLong {
        at: u64,
    },
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScenarioError::Json(e) => write!(f, "bad scenario JSON: {e}"),
            ScenarioError::NotAnObject(kind) => write!(
                f,
                "bad scenario JSON: a scenario is one object {{...}}, not {}",
                kind.spoken()
            ),
            ScenarioError::UnknownPreset(name) => write!(
                f,
                "unknown preset {name:?}: use classic, hearts, party or tournament"
            ),
            ScenarioError::OptionsJson(e) => write!(f, "bad options: {e}"),
            ScenarioError::Options(e) => write!(f, "bad options: {e}"),
            ScenarioError::NotAWholeNumber { field, value } => {
                write!(f, "{field} must be a whole number, not {value}")
            }
            ScenarioError::Teams(teams) => write!(f, "teams must be 2 to 6, not {teams}"),
            ScenarioError::BothCentres => {
                f.write_str("the deal names both \"centre\" and \"center\": give one")
            }
            ScenarioError::Deal(e) => e.fmt(f),
            ScenarioError::Card(e) => e.fmt(f),
            ScenarioError::Action { index, error } => write!(f, "action {index}: {error}"),
            ScenarioError::TooLong { at } => write!(
                f,
                "the scenario runs too long: more than {MAX_EVENTS} events by {at} ms of game \
                 time; give idle_ms and countdown_ms more time, or the actions less time \
                 between them"
            ),
        }
    }
}

impl std::error::Error for ScenarioError {}

impl From<DealError> for ScenarioError {
    fn from(e: DealError) -> ScenarioError {
        ScenarioError::Deal(e)
    }
}

impl From<BadCard> for ScenarioError {
    fn from(e: BadCard) -> ScenarioError {
        ScenarioError::Card(e)
    }
}

/// Why one action of a scenario is malformed.
#[derive(Debug)]
pub enum ActionError {
    /// A field of the wrong shape.
    Json(serde_json::Error),
    MissingTime,
    BadTime(Value),
    /// Earlier than the action before it.
    TimeGoesBack {
        at: u64,
        last: u64,
    },
    MissingSeat,
    BadSeat(Value),
    NoSuchSeat {
        seat: u64,
        players: usize,
    },
    Card(BadCard),
    PassFalse,
    UnknownCall(String),
    BadTarget(Value),
    TargetNotAtTable {
        number: u64,
        players: usize,
    },
    TargetWithoutCall,
    UnknownGesture(String),
    NoMove,
    SeveralMoves,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const MOVES: &str = "give one of swap, drop, take, pass, call or gesture";
        match self {
            ActionError::Json(e) => e.fmt(f),
            ActionError::MissingTime => f.write_str("\"at\" is missing"),
            ActionError::BadTime(v) => write!(
                f,
                "\"at\" must be whole milliseconds from 0 to {MAX_AT_MS} (24 hours of game \
                 time), not {v}"
            ),
            ActionError::TimeGoesBack { at, last } => write!(
                f,
                "\"at\" {at} comes before the previous action's {last}; times must not decrease"
            ),
            ActionError::MissingSeat => f.write_str("\"seat\" is missing"),
            ActionError::BadSeat(v) => write!(f, "\"seat\" must be a whole number, not {v}"),
            ActionError::NoSuchSeat { seat, players } => {
                write!(f, "there is no seat {seat} at a table of {players} players")
            }
            ActionError::Card(e) => e.fmt(f),
            ActionError::PassFalse => f.write_str("\"pass\" must be true"),
            ActionError::UnknownCall(name) => write!(
                f,
                "unknown call {name:?}: use kemps, double_kemps, stop or double_stop"
            ),
            ActionError::BadTarget(v) => {
                write!(f, "\"target\" must be a seat or team number, not {v}")
            }
            ActionError::TargetNotAtTable { number, players } => write!(
                f,
                "\"target\" {number} is not at the table: {players} players sit at seats 0 to {}",
                players.saturating_sub(1)
            ),
            ActionError::TargetWithoutCall => f.write_str("\"target\" goes with a stop call"),
            ActionError::UnknownGesture(name) => {
                let known: Vec<&str> = crate::engine::Gesture::ALL
                    .iter()
                    .map(|g| g.name())
                    .collect();
                write!(
                    f,
                    "unknown gesture {name:?}: use one of {}",
                    known.join(", ")
                )
            }
            ActionError::NoMove => write!(f, "no move: {MOVES}"),
            ActionError::SeveralMoves => write!(f, "more than one move in one action: {MOVES}"),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<BadCard> for ActionError {
    fn from(e: BadCard) -> ActionError {
        ActionError::Card(e)
    }
}
