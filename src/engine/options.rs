//! Every option of RULES.md, the values it takes, and how files write them (`"on"`/`"off"`,
//! `decks` as `"auto"`, 1 or 2). `RuleOptions` is a set of options as a player, a file or
//! a link asks for them, unchecked; `rules` builds a checked rule set from them.

use std::fmt;

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

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

/// How many 52-card decks: `auto` is two when more than eight play. Files write it
/// `"auto"`, 1 or 2; compact formats (links) as one byte, 0 for `auto`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decks {
    Auto,
    One,
    Two,
}

#[derive(Deserialize)]
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

impl Decks {
    /// The compact form's byte.
    fn byte(self) -> u8 {
        match self {
            Decks::Auto => 0,
            Decks::One => 1,
            Decks::Two => 2,
        }
    }
}

impl Serialize for Decks {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match (s.is_human_readable(), self) {
            (false, d) => s.serialize_u8(d.byte()),
            (true, Decks::Auto) => s.serialize_str("auto"),
            (true, d) => s.serialize_u8(d.byte()),
        }
    }
}

impl<'de> Deserialize<'de> for Decks {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Decks, D::Error> {
        if d.is_human_readable() {
            Decks::try_from(DecksInput::deserialize(d)?).map_err(de::Error::custom)
        } else {
            match u8::deserialize(d)? {
                0 => Ok(Decks::Auto),
                1 => Ok(Decks::One),
                2 => Ok(Decks::Two),
                _ => Err(de::Error::custom(BadDecks)),
            }
        }
    }
}

/// A switch: files write it `true`/`false` or `"on"`/`"off"` (and `"on"`/`"off"` is how it
/// is written back); compact formats as a bool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Switch(pub bool);

impl Serialize for Switch {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            s.serialize_str(if self.0 { "on" } else { "off" })
        } else {
            s.serialize_bool(self.0)
        }
    }
}

impl<'de> Deserialize<'de> for Switch {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Switch, D::Error> {
        if d.is_human_readable() {
            Switch::try_from(SwitchInput::deserialize(d)?).map_err(de::Error::custom)
        } else {
            bool::deserialize(d).map(Switch)
        }
    }
}

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
///
/// Its serde form is the one form of options everywhere: scenario files read it as JSON
/// (`"on"`/`"off"`, `decks` as `"auto"`, 1 or 2), and links write it in postcard, where a
/// switch is a bool and `decks` a byte. A new option is added here and nowhere else.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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
    /// The break between rounds paces a screen, not the game: compact forms (links,
    /// replays) never carry it, and a game to be shared refuses it (`GameId::rules`).
    #[serde(default, with = "files_only")]
    pub round_break_ms: Option<u32>,
}

/// A field only human-readable formats (JSON) carry: compact ones write and read nothing.
mod files_only {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(v: &Option<u32>, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            v.serialize(s)
        } else {
            s.serialize_unit()
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
        if d.is_human_readable() {
            Option::deserialize(d)
        } else {
            <()>::deserialize(d).map(|()| None)
        }
    }
}
