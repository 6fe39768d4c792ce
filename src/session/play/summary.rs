//! The finished match in a few spoiler-free words, and what a share says.

use super::{Match, MatchPhase};
use crate::engine::{Standing, Team};
use crate::session::saved::FinishedMatch;

impl Match {
    /// The finished match in a few spoiler-free words: "won 5:3, 2 signals spotted".
    pub fn result_summary(&self) -> Option<String> {
        let MatchPhase::Over(_, summary) = &self.phase else {
            return None;
        };
        let table = self.table();
        let view = self.view();
        let mine = view.standing(Team(0));
        let others: Vec<Standing> = table
            .teams()
            .filter(|&t| t != Team(0))
            .map(|t| view.standing(t))
            .collect();
        let score = match self.rules().scoring {
            crate::engine::Scoring::Points => format!(
                "{}:{}",
                mine.points,
                others.iter().map(|s| s.points).max().unwrap_or(0)
            ),
            crate::engine::Scoring::Letters => {
                let theirs = if summary.you_won {
                    others.iter().map(|s| s.letters).max()
                } else {
                    others.iter().map(|s| s.letters).min()
                };
                format!("with {} letters to {}", mine.letters, theirs.unwrap_or(0))
            }
            crate::engine::Scoring::Lives => format!("with {} hearts left", mine.lives),
        };
        let spotted = self.review.stats().signals_spotted;
        Some(format!(
            "{} {score}, {spotted} signal{} spotted",
            if summary.you_won { "won" } else { "lost" },
            if spotted == 1 { "" } else { "s" }
        ))
    }

    /// The finished match as the saved data count it (`daily`: the day number when it was
    /// that day's deal); `None` while it is not over.
    pub fn finished(&self, daily: Option<i64>) -> Option<FinishedMatch> {
        let MatchPhase::Over(_, summary) = &self.phase else {
            return None;
        };
        Some(FinishedMatch {
            key: format!("{}/{}", self.rules().preset.name(), self.level().name()),
            won: summary.you_won,
            stats: self.stats().clone(),
            daily,
            summary: self.result_summary().unwrap_or_default(),
        })
    }
}
