//! A scenario file's JSON, field by field: the shapes serde reads, and the reading of a
//! deal and of an action into checked engine values.

use serde::Deserialize;
use serde_json::Value;

use super::error::{ActionError, ScenarioError};
use super::limits::MAX_AT_MS;
use crate::engine::card::BadCard;
use crate::engine::{
    Action, CallKind, Card, Cards4, FixedDeal, Gesture, RuleError, Rules, Seat, Table,
};

/// An action of a checked scenario. `Refused` carries a rule error known at parse time
/// (a swap naming more than four cards), which the run reports like any refusal.
#[derive(Clone, Debug, PartialEq)]
pub enum ScriptedMove {
    Act(Action),
    Refused(RuleError),
}

/// A checked action: when, who, and one well-formed move.
#[derive(Clone, Debug, PartialEq)]
pub struct ScriptedAction {
    pub at: u64,
    pub seat: Seat,
    pub action: ScriptedMove,
}

#[derive(Deserialize)]
pub(super) struct ScenarioInput {
    pub preset: Option<String>,
    #[serde(default)]
    pub options: Option<Value>,
    pub teams: Option<Value>,
    pub seed: Option<Value>,
    pub deal: Option<DealInput>,
    #[serde(default)]
    pub actions: Vec<Value>,
}

#[derive(Deserialize)]
pub(super) struct DealInput {
    hands: Vec<Vec<String>>,
    #[serde(default)]
    center: Option<Vec<String>>,
    #[serde(default)]
    centre: Option<Vec<String>>,
    #[serde(default)]
    stock: Vec<String>,
}

/// One side of a swap: a card or a list of cards.
#[derive(Deserialize)]
#[serde(untagged)]
enum CardsInput {
    One(String),
    Many(Vec<String>),
}

#[derive(Deserialize)]
struct SwapInput {
    give: CardsInput,
    take: CardsInput,
}

#[derive(Deserialize)]
struct ActionInput {
    at: Option<Value>,
    seat: Option<Value>,
    swap: Option<SwapInput>,
    drop: Option<String>,
    take: Option<String>,
    pass: Option<bool>,
    call: Option<String>,
    target: Option<Value>,
    gesture: Option<String>,
}

/// A whole number field of the scenario, or `default` when it is left out.
pub(super) fn whole_number(
    value: Option<&Value>,
    field: &'static str,
    default: u64,
) -> Result<u64, ScenarioError> {
    match value {
        None => Ok(default),
        Some(v) => v.as_u64().ok_or_else(|| ScenarioError::NotAWholeNumber {
            field,
            value: v.clone(),
        }),
    }
}

fn parse_cards(names: &[String]) -> Result<Vec<Card>, BadCard> {
    names.iter().map(|s| s.parse()).collect()
}

impl CardsInput {
    fn cards(self) -> Result<Vec<Card>, BadCard> {
        match self {
            CardsInput::One(s) => Ok(vec![s.parse()?]),
            CardsInput::Many(v) => parse_cards(&v),
        }
    }
}

impl DealInput {
    /// The deal, checked by `FixedDeal`. Its checks run one at a time, between reading the
    /// cards, so that the first problem in the file's order is the one reported.
    pub fn read(self, rules: &Rules, table: Table) -> Result<FixedDeal, ScenarioError> {
        FixedDeal::check_hand_count(table, self.hands.len())?;
        let mut hands = Vec::with_capacity(self.hands.len());
        for (seat, names) in self.hands.iter().enumerate() {
            FixedDeal::check_hand_size(seat, names.len())?;
            hands.push(parse_cards(names)?);
        }
        let centre_names = match (self.centre, self.center) {
            (Some(_), Some(_)) => return Err(ScenarioError::BothCentres),
            (Some(c), None) | (None, Some(c)) => c,
            (None, None) => Vec::new(),
        };
        FixedDeal::check_centre_size(centre_names.len())?;
        let centre = parse_cards(&centre_names)?;
        let stock = parse_cards(&self.stock)?;
        Ok(FixedDeal::new(rules, table, &hands, &centre, &stock)?)
    }
}

/// Reads one action: when, who, and exactly one move.
pub(super) fn read_action(raw: Value, table: Table) -> Result<ScriptedAction, ActionError> {
    let input: ActionInput = serde_json::from_value(raw).map_err(ActionError::Json)?;
    let at = match &input.at {
        Some(v) => v
            .as_u64()
            .filter(|&t| t <= MAX_AT_MS)
            .ok_or_else(|| ActionError::BadTime(v.clone()))?,
        None => return Err(ActionError::MissingTime),
    };
    let seat = match &input.seat {
        Some(v) => v.as_u64().ok_or_else(|| ActionError::BadSeat(v.clone()))?,
        None => return Err(ActionError::MissingSeat),
    };
    let seat = table.seat(seat).ok_or(ActionError::NoSuchSeat {
        seat,
        players: table.seat_count(),
    })?;
    let mut moves = input.moves(table)?;
    match moves.len() {
        1 => Ok(ScriptedAction {
            at,
            seat,
            action: moves.remove(0),
        }),
        0 => Err(ActionError::NoMove),
        _ => Err(ActionError::SeveralMoves),
    }
}

impl ActionInput {
    /// Every move the action names, in the order of the contract's fields.
    fn moves(self, table: Table) -> Result<Vec<ScriptedMove>, ActionError> {
        let mut moves = Vec::new();
        if let Some(swap) = self.swap {
            let (give, take) = (swap.give.cards()?, swap.take.cards()?);
            moves.push(
                match (Cards4::try_from(&give[..]), Cards4::try_from(&take[..])) {
                    (Ok(give), Ok(take)) => ScriptedMove::Act(Action::Swap { give, take }),
                    // More than four cards: no rule allows it, and the run says so.
                    _ => ScriptedMove::Refused(RuleError::SwapSize),
                },
            );
        }
        if let Some(card) = self.drop {
            moves.push(ScriptedMove::Act(Action::Drop(card.parse()?)));
        }
        if let Some(card) = self.take {
            moves.push(ScriptedMove::Act(Action::Take(card.parse()?)));
        }
        match self.pass {
            Some(true) => moves.push(ScriptedMove::Act(Action::Pass)),
            Some(false) => return Err(ActionError::PassFalse),
            None => {}
        }
        match (self.call, &self.target) {
            (Some(name), target) => moves.push(ScriptedMove::Act(read_call(&name, target, table)?)),
            (None, Some(_)) => return Err(ActionError::TargetWithoutCall),
            (None, None) => {}
        }
        if let Some(name) = self.gesture {
            let gesture = Gesture::from_name(&name).ok_or(ActionError::UnknownGesture(name))?;
            moves.push(ScriptedMove::Act(Action::Gesture(gesture)));
        }
        Ok(moves)
    }
}

/// A call and its target as written: the target stays a number (the engine reads it as a
/// seat or a team), and must name a seat of the table. A team number that is a seat but no
/// team, under `stop_target = team`, is the engine's `no_such_target` refusal.
fn read_call(name: &str, target: &Option<Value>, table: Table) -> Result<Action, ActionError> {
    let call = match name {
        "kemps" => CallKind::Kemps,
        "double_kemps" => CallKind::DoubleKemps,
        "stop" => CallKind::Stop,
        "double_stop" => CallKind::DoubleStop,
        other => return Err(ActionError::UnknownCall(other.to_string())),
    };
    let target = match target {
        None | Some(Value::Null) => None,
        Some(v) => {
            let number = v
                .as_u64()
                .ok_or_else(|| ActionError::BadTarget(v.clone()))?;
            let seat = table.seat(number).ok_or(ActionError::TargetNotAtTable {
                number,
                players: table.seat_count(),
            })?;
            Some(seat.number())
        }
    };
    Ok(Action::Call { call, target })
}
