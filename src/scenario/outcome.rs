//! What `kemps-cli play` prints: the contract's fields (RULES.md, "Output") and a few more.

use serde::Serialize;

use crate::engine::{Game, RoundRecord, Rules, Scoring, Standing, Table, Team, TimedEvent};

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
    pub(super) fn of(game: &Game, rejected: Vec<Rejection>, events: Vec<TimedEvent>) -> Outcome {
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
        let single = |teams: &[Team]| (teams.len() == 1).then(|| teams[0].0);
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
        dealer: table.dealer_of_round(r.round).number(),
        result: r.result.name(),
        by: r.by.map(|s| s.number()),
        on: r.on,
        at: r.at,
        calls: r
            .calls
            .iter()
            .map(|c| CallLine {
                result: c.result.name(),
                by: c.by.number(),
                on: c.on,
                at: c.at,
            })
            .collect(),
    }
}

/// Scores as the scenario contract prints them: only the table's mode is set.
pub fn standing_fields(rules: &Rules, s: &Standing) -> (Option<String>, Option<u32>, Option<u32>) {
    match rules.scoring() {
        Scoring::Letters => (
            Some(rules.word().chars().take(s.letters as usize).collect()),
            None,
            None,
        ),
        Scoring::Lives => (None, Some(s.lives), None),
        Scoring::Points => (None, None, Some(s.points)),
    }
}
