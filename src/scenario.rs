//! Scenario files: the contract of `kemps-cli play` (RULES.md, "Scenario files").
//!
//! `Scenario::parse` is the trust boundary: it turns JSON into a checked scenario or one
//! clear sentence saying what is wrong. `Scenario::run` plays it on the engine and reports
//! the outcome in the contract's fields, or refuses a run that would not end in reasonable
//! time and memory.

mod strict_json;

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::card::Card;
use crate::engine::{
    Action, CallKind, Cards4, FixedDeal, Game, Gesture, Phase, Preset, RoundRecord, RuleOptions,
    Rules, Scoring, Seat, Standing, Table, TimedEvent,
};

/// After the last action the game runs on alone for at most this long.
pub const RUN_ON_MS: u64 = 60_000;

/// The latest time an action may give: 24 hours of game time.
pub const MAX_AT_MS: u64 = 86_400_000;

/// A run is refused once it has produced this many events. Default timers over 24 hours of
/// game time stay far below it; one-millisecond timers over long gaps between actions would
/// otherwise run for hours and fill memory.
pub const MAX_EVENTS: usize = 1_000_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError(pub String);

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScenarioError {}

fn bad<T>(message: impl Into<String>) -> Result<T, ScenarioError> {
    Err(ScenarioError(message.into()))
}

/// One side of a swap: a card or a list of cards.
#[derive(Deserialize)]
#[serde(untagged)]
enum CardsInput {
    One(String),
    Many(Vec<String>),
}

impl CardsInput {
    fn cards(self) -> Result<Vec<Card>, ScenarioError> {
        let names = match self {
            CardsInput::One(s) => vec![s],
            CardsInput::Many(v) => v,
        };
        names.iter().map(|s| parse_card(s)).collect()
    }
}

fn parse_card(s: &str) -> Result<Card, ScenarioError> {
    s.parse()
        .map_err(|e: crate::engine::card::BadCard| ScenarioError(e.to_string()))
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

#[derive(Deserialize)]
struct DealInput {
    hands: Vec<Vec<String>>,
    #[serde(default)]
    center: Option<Vec<String>>,
    #[serde(default)]
    centre: Option<Vec<String>>,
    #[serde(default)]
    stock: Vec<String>,
}

#[derive(Deserialize)]
struct ScenarioInput {
    preset: Option<String>,
    #[serde(default)]
    options: Option<Value>,
    teams: Option<Value>,
    seed: Option<Value>,
    deal: Option<DealInput>,
    #[serde(default)]
    actions: Vec<Value>,
}

/// An action of a checked scenario. `Refused` carries a rule error known at parse time
/// (a swap naming more than four cards), which the run reports like any refusal.
#[derive(Clone, Debug, PartialEq)]
pub enum ScriptedMove {
    Act(Action),
    Refused(crate::engine::RuleError),
}

#[derive(Clone, Debug, PartialEq)]
pub struct ScriptedAction {
    pub at: u64,
    pub seat: Seat,
    pub action: ScriptedMove,
}

/// A checked scenario: rules, table and deal are valid; actions are well formed.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub rules: Rules,
    pub table: Table,
    pub seed: u64,
    pub deal: Option<FixedDeal>,
    pub actions: Vec<ScriptedAction>,
}

fn whole_number(v: &Value, what: &str) -> Result<u64, ScenarioError> {
    v.as_u64().map_or_else(
        || bad(format!("{what} must be a whole number, not {v}")),
        Ok,
    )
}

impl Scenario {
    pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        let kind = strict_json::check(text)
            .map_err(|e| ScenarioError(format!("bad scenario JSON: {e}")))?;
        if kind != strict_json::Kind::Object {
            return bad(format!(
                "bad scenario JSON: a scenario is one object {{...}}, not {}",
                kind.spoken()
            ));
        }
        let input: ScenarioInput = serde_json::from_str(text)
            .map_err(|e| ScenarioError(format!("bad scenario JSON: {e}")))?;

        let preset_name = input.preset.as_deref().unwrap_or("classic");
        let Some(preset) = Preset::from_name(preset_name) else {
            return bad(format!(
                "unknown preset {preset_name:?}: use classic, hearts, party or tournament"
            ));
        };
        let options: RuleOptions = match input.options {
            None | Some(Value::Null) => RuleOptions::default(),
            Some(v) => {
                serde_json::from_value(v).map_err(|e| ScenarioError(format!("bad options: {e}")))?
            }
        };
        let rules = Rules::with_options(preset, &options)
            .map_err(|e| ScenarioError(format!("bad options: {e}")))?;

        let teams = match &input.teams {
            None => 2,
            Some(v) => whole_number(v, "teams")?,
        };
        let Some(table) = u8::try_from(teams).ok().and_then(Table::new) else {
            return bad(format!("teams must be 2 to 6, not {teams}"));
        };
        let seed = match &input.seed {
            None => 0,
            Some(v) => whole_number(v, "seed")?,
        };
        let deal = match input.deal {
            None => None,
            Some(d) => Some(check_deal(d, &rules, table)?),
        };

        let mut actions = Vec::with_capacity(input.actions.len());
        let mut last_at = 0;
        for (index, raw) in input.actions.into_iter().enumerate() {
            let action = parse_action(raw, table)
                .map_err(|e| ScenarioError(format!("action {index}: {e}")))?;
            if action.at < last_at {
                return bad(format!("action {index}: \"at\" {} comes before the previous action's {last_at}; times must not decrease", action.at));
            }
            last_at = action.at;
            actions.push(action);
        }
        Ok(Scenario {
            rules,
            table,
            seed,
            deal,
            actions,
        })
    }

    /// Plays the scenario and reports its outcome; refuses a run that produces more than
    /// `MAX_EVENTS` events.
    pub fn run(&self) -> Result<Outcome, ScenarioError> {
        let (mut game, mut events) = match &self.deal {
            Some(deal) => Game::with_deal(self.rules.clone(), self.table, self.seed, deal.clone())
                .map_err(|e| ScenarioError(e.to_string()))?,
            None => Game::new(self.rules.clone(), self.table, self.seed),
        };
        let mut rejected = Vec::new();
        for (index, scripted) in self.actions.iter().enumerate() {
            advance(&mut game, scripted.at, &mut events)?;
            let result = match &scripted.action {
                ScriptedMove::Act(action) => game.act(scripted.seat, action, &mut events),
                ScriptedMove::Refused(error) => Err(error.clone()),
            };
            if let Err(error) = result {
                rejected.push(Rejection {
                    index,
                    at: scripted.at,
                    seat: scripted.seat.0,
                    error: error.code(),
                    message: error.to_string(),
                });
            }
        }
        run_on(
            &mut game,
            self.actions.last().map_or(0, |a| a.at) + RUN_ON_MS,
            &mut events,
        )?;
        Ok(Outcome::of(&game, rejected, events))
    }
}

/// Runs the dealer's timers up to `t` one deadline at a time, so that a run too long to
/// finish is stopped on the way rather than after it.
fn advance(game: &mut Game, t: u64, events: &mut Vec<TimedEvent>) -> Result<(), ScenarioError> {
    while let Some(deadline) = game.next_deadline().filter(|&d| d <= t) {
        timers_to(game, deadline, events)?;
    }
    // Times never decrease (checked by `parse`), so this cannot be refused.
    let _ = game.advance_to(t.max(game.now()), events);
    Ok(())
}

/// Lets the game run on with no input until the current round ends or `limit`.
fn run_on(game: &mut Game, limit: u64, events: &mut Vec<TimedEvent>) -> Result<(), ScenarioError> {
    while game.phase() == Phase::Exchange {
        match game.next_deadline() {
            Some(deadline) if deadline <= limit => timers_to(game, deadline, events)?,
            _ => break,
        }
    }
    Ok(())
}

/// Fires the timers due at `deadline`; refuses the run once it has made `MAX_EVENTS` events.
fn timers_to(
    game: &mut Game,
    deadline: u64,
    events: &mut Vec<TimedEvent>,
) -> Result<(), ScenarioError> {
    let _ = game.advance_to(deadline.max(game.now()), events);
    if events.len() > MAX_EVENTS {
        return bad(format!(
            "the scenario runs too long: more than {MAX_EVENTS} events by {} ms of game time; \
             give idle_ms and countdown_ms more time, or the actions less time between them",
            game.now()
        ));
    }
    Ok(())
}

fn check_deal(d: DealInput, rules: &Rules, table: Table) -> Result<FixedDeal, ScenarioError> {
    let deal_error = |e: crate::engine::DealError| ScenarioError(e.to_string());
    // The deal's own checks, one at a time, to report the first problem in file order.
    FixedDeal::check_hand_count(table, d.hands.len()).map_err(deal_error)?;
    let mut hands = Vec::with_capacity(d.hands.len());
    for (seat, names) in d.hands.iter().enumerate() {
        FixedDeal::check_hand_size(seat, names.len()).map_err(deal_error)?;
        hands.push(parse_cards(names)?);
    }
    let centre_names = match (d.centre, d.center) {
        (Some(_), Some(_)) => {
            return bad("the deal names both \"centre\" and \"center\": give one")
        }
        (Some(c), None) | (None, Some(c)) => c,
        (None, None) => Vec::new(),
    };
    FixedDeal::check_centre_size(centre_names.len()).map_err(deal_error)?;
    let centre = parse_cards(&centre_names)?;
    let stock = parse_cards(&d.stock)?;
    FixedDeal::new(rules, table, &hands, &centre, &stock).map_err(deal_error)
}

fn parse_cards(names: &[String]) -> Result<Vec<Card>, ScenarioError> {
    names.iter().map(|s| parse_card(s)).collect()
}

fn parse_action(raw: Value, table: Table) -> Result<ScriptedAction, String> {
    let input: ActionInput = serde_json::from_value(raw).map_err(|e| e.to_string())?;
    let at = match &input.at {
        Some(v) => v.as_u64().filter(|&t| t <= MAX_AT_MS).ok_or_else(|| {
            format!(
                "\"at\" must be whole milliseconds from 0 to {MAX_AT_MS} \
                 (24 hours of game time), not {v}"
            )
        })?,
        None => return Err("\"at\" is missing".into()),
    };
    let seat = match &input.seat {
        Some(v) => v
            .as_u64()
            .ok_or_else(|| format!("\"seat\" must be a whole number, not {v}"))?,
        None => return Err("\"seat\" is missing".into()),
    };
    let seat = table.seat(seat).ok_or_else(|| {
        format!(
            "there is no seat {seat} at a table of {} players",
            table.seat_count()
        )
    })?;

    let mut moves = Vec::new();
    if let Some(swap) = input.swap {
        let give = swap.give.cards().map_err(|e| e.0)?;
        let take = swap.take.cards().map_err(|e| e.0)?;
        moves.push(
            match (
                Cards4::try_from(give.as_slice()),
                Cards4::try_from(take.as_slice()),
            ) {
                (Ok(give), Ok(take)) => ScriptedMove::Act(Action::Swap { give, take }),
                _ => ScriptedMove::Refused(crate::engine::RuleError::SwapSize),
            },
        );
    }
    if let Some(card) = input.drop {
        moves.push(ScriptedMove::Act(Action::Drop(
            parse_card(&card).map_err(|e| e.0)?,
        )));
    }
    if let Some(card) = input.take {
        moves.push(ScriptedMove::Act(Action::Take(
            parse_card(&card).map_err(|e| e.0)?,
        )));
    }
    match input.pass {
        Some(true) => moves.push(ScriptedMove::Act(Action::Pass)),
        Some(false) => return Err("\"pass\" must be true".into()),
        None => {}
    }
    if let Some(name) = input.call {
        let call = match name.as_str() {
            "kemps" => CallKind::Kemps,
            "double_kemps" => CallKind::DoubleKemps,
            "stop" => CallKind::Stop,
            "double_stop" => CallKind::DoubleStop,
            other => {
                return Err(format!(
                    "unknown call {other:?}: use kemps, double_kemps, stop or double_stop"
                ))
            }
        };
        let target = match &input.target {
            None | Some(Value::Null) => None,
            Some(v) => {
                let number = v
                    .as_u64()
                    .ok_or_else(|| format!("\"target\" must be a seat or team number, not {v}"))?;
                Some(target_at_table(number, table)?)
            }
        };
        moves.push(ScriptedMove::Act(Action::Call { call, target }));
    } else if input.target.is_some() {
        return Err("\"target\" goes with a stop call".into());
    }
    if let Some(name) = input.gesture {
        let gesture = Gesture::from_name(&name).ok_or_else(|| {
            let known: Vec<&str> = Gesture::ALL.iter().map(|g| g.name()).collect();
            format!("unknown gesture {name:?}: use one of {}", known.join(", "))
        })?;
        moves.push(ScriptedMove::Act(Action::Gesture(gesture)));
    }
    match moves.len() {
        1 => Ok(ScriptedAction {
            at,
            seat,
            action: moves.remove(0),
        }),
        0 => Err("no move: give one of swap, drop, take, pass, call or gesture".into()),
        _ => Err(
            "more than one move in one action: give one of swap, drop, take, pass, call or gesture"
                .into(),
        ),
    }
}

/// A call's target must name a seat of the table. (A team number that is a seat but no
/// team, under `stop_target = team`, is the engine's `no_such_target` refusal.)
fn target_at_table(number: u64, table: Table) -> Result<u8, String> {
    match table.seat(number) {
        Some(seat) => Ok(seat.0),
        None => Err(format!(
            "\"target\" {number} is not at the table: {} players sit at seats 0 to {}",
            table.seat_count(),
            table.seat_count() - 1
        )),
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rejection {
    pub index: usize,
    pub at: u64,
    pub seat: u8,
    pub error: &'static str,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundLine {
    pub round: u32,
    /// The seat that dealt the round.
    pub dealer: u8,
    pub result: &'static str,
    pub by: Option<u8>,
    pub on: Option<u8>,
    pub at: u64,
    /// Calls that did not end the round (a wrong stop under `lose_right`).
    pub calls: Vec<CallLine>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CallLine {
    pub result: &'static str,
    pub by: u8,
    pub on: u8,
    pub at: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreLine {
    pub team: u8,
    pub letters: Option<String>,
    pub lives: Option<u32>,
    pub points: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameOverLine {
    /// The losing team when exactly one lost.
    pub loser: Option<u8>,
    /// The winning team when exactly one won.
    pub winner: Option<u8>,
    pub losers: Vec<u8>,
    pub winners: Vec<u8>,
}

/// What `kemps-cli play` prints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub rounds: Vec<RoundLine>,
    pub rejected: Vec<Rejection>,
    pub score: Vec<ScoreLine>,
    pub game_over: GameOverLine,
    /// The round being played (or last played) when the run stopped.
    pub round: u32,
    /// Game time when the run stopped.
    pub time: u64,
    /// Hexadecimal FNV-1a hash of the final state.
    pub state_hash: String,
    pub cards_accounted_for: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<TimedEvent>>,
}

impl Outcome {
    fn of(game: &Game, rejected: Vec<Rejection>, events: Vec<TimedEvent>) -> Outcome {
        let rules = game.rules();
        let score = game
            .table()
            .teams()
            .map(|team| {
                let (letters, lives, points) = standing_fields(rules, &game.standings()[team]);
                ScoreLine {
                    team: team.0,
                    letters,
                    lives,
                    points,
                }
            })
            .collect();
        let single = |teams: &[crate::engine::Team]| (teams.len() == 1).then(|| teams[0].0);
        Outcome {
            rounds: game
                .history()
                .iter()
                .map(|r| round_line(game.table(), r))
                .collect(),
            rejected,
            score,
            game_over: GameOverLine {
                loser: single(game.losers()),
                winner: single(game.winners()),
                losers: game.losers().iter().map(|t| t.0).collect(),
                winners: game.winners().iter().map(|t| t.0).collect(),
            },
            round: game.round(),
            time: game.now(),
            state_hash: format!("{:016x}", game.state_hash()),
            cards_accounted_for: game.cards_accounted_for(),
            events: Some(events),
        }
    }

    pub fn without_events(mut self) -> Outcome {
        self.events = None;
        self
    }
}

fn round_line(table: Table, r: &RoundRecord) -> RoundLine {
    RoundLine {
        round: r.round,
        dealer: table.dealer_of_round(r.round).0,
        result: r.result.name(),
        by: r.by.map(|s| s.0),
        on: r.on,
        at: r.at,
        calls: r
            .calls
            .iter()
            .map(|c| CallLine {
                result: c.result.name(),
                by: c.by.0,
                on: c.on,
                at: c.at,
            })
            .collect(),
    }
}

/// Scores as the scenario contract prints them: only the table's mode is set.
pub fn standing_fields(rules: &Rules, s: &Standing) -> (Option<String>, Option<u32>, Option<u32>) {
    match rules.scoring {
        Scoring::Letters => (
            Some(rules.word.chars().take(s.letters as usize).collect()),
            None,
            None,
        ),
        Scoring::Lives => (None, Some(s.lives), None),
        Scoring::Points => (None, None, Some(s.points)),
    }
}
