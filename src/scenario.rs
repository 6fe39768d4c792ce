//! Scenario files: the contract of `kemps-cli play` (RULES.md, "Scenario files").
//!
//! `Scenario::parse` is the trust boundary: it turns JSON into a checked scenario or one
//! clear sentence saying what is wrong (`error`), reading the file field by field in
//! `input` after `strict_json` has looked at its shape. `Scenario::run` plays it on the
//! engine and reports the outcome in the contract's fields (`outcome`), or refuses a run
//! that would not end in reasonable time and memory (`limits`).

mod error;
mod input;
mod limits;
mod outcome;
mod strict_json;

use serde_json::Value;

pub use error::{ActionError, ScenarioError};
pub use input::{ScriptedAction, ScriptedMove};
pub use limits::{MAX_AT_MS, MAX_EVENTS, RUN_ON_MS};
pub use outcome::{
    standing_fields, CallLine, GameOverLine, Outcome, Rejection, RoundLine, ScoreLine,
};

use crate::engine::{FixedDeal, Game, Phase, Preset, RuleOptions, Rules, Table, TimedEvent};
use input::{read_action, whole_number, ScenarioInput};

/// A checked scenario: rules, table and deal are valid; actions are well formed.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub rules: Rules,
    pub table: Table,
    pub seed: u64,
    pub deal: Option<FixedDeal>,
    pub actions: Vec<ScriptedAction>,
}

impl Scenario {
    pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        let kind = strict_json::check(text).map_err(ScenarioError::Json)?;
        if kind != strict_json::Kind::Object {
            return Err(ScenarioError::NotAnObject(kind));
        }
        let input: ScenarioInput = serde_json::from_str(text).map_err(ScenarioError::Json)?;

        let preset_name = input.preset.as_deref().unwrap_or("classic");
        let preset = Preset::from_name(preset_name)
            .ok_or_else(|| ScenarioError::UnknownPreset(preset_name.to_string()))?;
        let options: RuleOptions = match input.options {
            None | Some(Value::Null) => RuleOptions::default(),
            Some(v) => serde_json::from_value(v).map_err(ScenarioError::OptionsJson)?,
        };
        let rules = Rules::new(preset, &options).map_err(ScenarioError::Options)?;

        let teams = whole_number(input.teams.as_ref(), "teams", 2)?;
        let table = u8::try_from(teams)
            .ok()
            .and_then(Table::new)
            .ok_or(ScenarioError::Teams(teams))?;
        let seed = whole_number(input.seed.as_ref(), "seed", 0)?;
        let deal = match input.deal {
            None => None,
            Some(d) => Some(d.read(&rules, table)?),
        };
        let actions = read_actions(input.actions, table)?;
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
            // `parse` checked the deal for this very table and rules.
            Some(deal) => Game::with_deal(self.rules.clone(), self.table, self.seed, deal.clone())?,
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
                    seat: scripted.seat.number(),
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

/// Reads the actions in order; their times must not decrease.
fn read_actions(raw: Vec<Value>, table: Table) -> Result<Vec<ScriptedAction>, ScenarioError> {
    let mut actions = Vec::with_capacity(raw.len());
    let mut last = 0;
    for (index, raw) in raw.into_iter().enumerate() {
        let malformed = |error| ScenarioError::Action { index, error };
        let action = read_action(raw, table).map_err(malformed)?;
        if action.at < last {
            let at = action.at;
            return Err(malformed(ActionError::TimeGoesBack { at, last }));
        }
        last = action.at;
        actions.push(action);
    }
    Ok(actions)
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
        return Err(ScenarioError::TooLong { at: game.now() });
    }
    Ok(())
}
