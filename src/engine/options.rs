//! Every option of RULES.md, the values it takes, and how files write them (`"on"`/`"off"`,
//! `decks` as `"auto"`, 1 or 2). `RuleOptions` is a set of options as a player, a file or
//! a link asks for them, unchecked; `rules` builds a checked rule set from them.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    Letters,
    Lives,
    Points,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SwapRule {
    Single,
    Multi,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Order {
    Atomic,
    DropFirst,
    PickFirst,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StopTarget {
    Team,
    Seat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WrongStop {
    Penalty,
    LoseRight,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StockOut {
    RealDeal,
    Reshuffle,
}

/// How many 52-card decks: `auto` is two when more than eight play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "DecksInput", into = "DecksInput")]
pub enum Decks {
    Auto,
    One,
    Two,
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum DecksInput {
    Number(u64),
    Text(String),
}

/// A `decks` option that is none of `"auto"`, 1 or 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadDecks;

impl fmt::Display for BadDecks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("decks must be \"auto\", 1 or 2")
    }
}

impl TryFrom<DecksInput> for Decks {
    type Error = BadDecks;
    fn try_from(input: DecksInput) -> Result<Decks, BadDecks> {
        match input {
            DecksInput::Number(1) => Ok(Decks::One),
            DecksInput::Number(2) => Ok(Decks::Two),
            DecksInput::Text(t) if t == "auto" => Ok(Decks::Auto),
            DecksInput::Text(t) if t == "1" => Ok(Decks::One),
            DecksInput::Text(t) if t == "2" => Ok(Decks::Two),
            _ => Err(BadDecks),
        }
    }
}

impl From<Decks> for DecksInput {
    fn from(d: Decks) -> DecksInput {
        match d {
            Decks::Auto => DecksInput::Text("auto".into()),
            Decks::One => DecksInput::Number(1),
            Decks::Two => DecksInput::Number(2),
        }
    }
}

/// A switch written `true`/`false` or `"on"`/`"off"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "SwitchInput")]
pub struct Switch(pub bool);

#[derive(Deserialize)]
#[serde(untagged)]
enum SwitchInput {
    Bool(bool),
    Text(String),
}

/// A switch that is neither true/false nor `"on"`/`"off"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadSwitch;

impl fmt::Display for BadSwitch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a switch is true/false or \"on\"/\"off\"")
    }
}

impl TryFrom<SwitchInput> for Switch {
    type Error = BadSwitch;
    fn try_from(input: SwitchInput) -> Result<Switch, BadSwitch> {
        match input {
            SwitchInput::Bool(b) => Ok(Switch(b)),
            SwitchInput::Text(t) if t == "on" => Ok(Switch(true)),
            SwitchInput::Text(t) if t == "off" => Ok(Switch(false)),
            _ => Err(BadSwitch),
        }
    }
}

/// Options a scenario, a share link or the set-up screen changes on top of a preset.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOptions {
    pub scoring: Option<Scoring>,
    pub word: Option<String>,
    pub lives: Option<u32>,
    pub target: Option<u32>,
    pub swap: Option<SwapRule>,
    pub order: Option<Order>,
    pub stop_target: Option<StopTarget>,
    pub wrong_stop: Option<WrongStop>,
    pub double_calls: Option<Switch>,
    pub stock_out: Option<StockOut>,
    pub redeal_trips: Option<Switch>,
    pub center_trips_aside: Option<Switch>,
    pub decks: Option<Decks>,
    pub idle_ms: Option<u32>,
    pub countdown_ms: Option<u32>,
    pub round_break_ms: Option<u32>,
}
