//! What `kemps-cli simulate` reports: per team, how its bots played; and for a scripted
//! seat, how soon the opponents learned its signal.

use std::collections::BTreeMap;

use serde::Serialize;

use super::config::Script;

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Detection {
    /// Real signals (the team signal made while holding four of a kind) whose partner had
    /// two seconds to react.
    pub signals: u64,
    pub noticed_within_2s: u64,
    pub rate: f64,
    pub mean_latency_ms: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct StopStats {
    pub calls: u64,
    pub correct: u64,
    pub precision: f64,
    /// Opponents' signalled four-of-a-kinds, and how many of them this team stopped.
    pub opportunities: u64,
    pub caught: u64,
    pub recall: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TeamReport {
    pub team: u8,
    pub level: &'static str,
    pub matches_won: u64,
    pub win_rate: f64,
    /// Rounds this team ended, by result (the team made the call).
    pub results: BTreeMap<&'static str, u64>,
    pub mean_first_four_ms: f64,
    pub partner_detection: Detection,
    pub wrong_kemps_rate: f64,
    pub stop: StopStats,
    pub decoys_per_minute: f64,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ScriptReport {
    pub script: Option<Script>,
    /// The scripted seat's signalled four-of-a-kinds, counted within each match.
    pub episodes: u64,
    pub stopped: u64,
    pub stopped_rate: f64,
    /// The same from the second, third and fourth episode of each match on.
    pub episodes_from_second: u64,
    pub stopped_from_second: u64,
    pub stopped_rate_from_second: f64,
    pub episodes_from_third: u64,
    pub stopped_from_third: u64,
    pub stopped_rate_from_third: f64,
    pub episodes_from_fourth: u64,
    pub stopped_from_fourth: u64,
    pub stopped_rate_from_fourth: f64,
}

impl ScriptReport {
    /// Counts one episode, the `nth` of its match (from 1).
    pub(super) fn episode(&mut self, nth: u64, stopped: bool) {
        let counts = [
            (1, &mut self.episodes, &mut self.stopped),
            (
                2,
                &mut self.episodes_from_second,
                &mut self.stopped_from_second,
            ),
            (
                3,
                &mut self.episodes_from_third,
                &mut self.stopped_from_third,
            ),
            (
                4,
                &mut self.episodes_from_fourth,
                &mut self.stopped_from_fourth,
            ),
        ];
        for (from, episodes, stops) in counts {
            if nth >= from {
                *episodes += 1;
                *stops += stopped as u64;
            }
        }
    }

    /// The rates, once every episode is counted.
    pub(super) fn finish(&mut self) {
        self.stopped_rate = ratio(self.stopped, self.episodes);
        self.stopped_rate_from_second = ratio(self.stopped_from_second, self.episodes_from_second);
        self.stopped_rate_from_third = ratio(self.stopped_from_third, self.episodes_from_third);
        self.stopped_rate_from_fourth = ratio(self.stopped_from_fourth, self.episodes_from_fourth);
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SimReport {
    pub matches: u32,
    pub preset: &'static str,
    pub teams: u8,
    pub seed: u64,
    pub rounds: u64,
    pub real_deals: u64,
    pub abandoned: u64,
    pub broken_invariants: u64,
    pub game_minutes: f64,
    pub per_team: Vec<TeamReport>,
    pub scripted: Option<ScriptReport>,
}

/// One team's counts over all the matches.
#[derive(Default)]
pub(super) struct Tally {
    pub won: u64,
    pub results: BTreeMap<&'static str, u64>,
    pub first_four_total: u64,
    pub first_four_rounds: u64,
    pub signals: u64,
    pub noticed: u64,
    pub latency_total: u64,
    pub kemps_calls: u64,
    pub wrong_kemps: u64,
    pub stop_calls: u64,
    pub stop_correct: u64,
    pub opportunities: u64,
    pub caught: u64,
    pub decoys: u64,
}

pub(super) fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 / b as f64
    }
}

impl Tally {
    /// The report of team `team`, of level `level`, over `matches` matches that lasted
    /// `game_ms` of game time.
    pub fn report(
        &self,
        team: usize,
        level: &'static str,
        matches: u32,
        game_ms: u64,
    ) -> TeamReport {
        TeamReport {
            team: team as u8,
            level,
            matches_won: self.won,
            win_rate: ratio(self.won, matches as u64),
            results: self.results.clone(),
            mean_first_four_ms: ratio(self.first_four_total, self.first_four_rounds),
            partner_detection: Detection {
                signals: self.signals,
                noticed_within_2s: self.noticed,
                rate: ratio(self.noticed, self.signals),
                mean_latency_ms: ratio(self.latency_total, self.noticed),
            },
            wrong_kemps_rate: ratio(self.wrong_kemps, self.kemps_calls),
            stop: StopStats {
                calls: self.stop_calls,
                correct: self.stop_correct,
                precision: ratio(self.stop_correct, self.stop_calls),
                opportunities: self.opportunities,
                caught: self.caught,
                recall: ratio(self.caught, self.opportunities),
            },
            decoys_per_minute: if game_ms == 0 {
                0.0
            } else {
                self.decoys as f64 / (game_ms as f64 / 60_000.0) / 2.0
            },
        }
    }
}
