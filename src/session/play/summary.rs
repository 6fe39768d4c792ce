//! The finished match in a few spoiler-free words, and what a share says.

use super::{Match, MatchPhase, YOUR_TEAM};
use crate::engine::{Scoring, Standing};
use crate::i18n::Words;
use crate::session::challenge::{MatchResult, MAX_COUNT};
use crate::session::saved::{FinishedMatch, Summary};

impl Match {
    /// The finished match's result, as a friend is challenged to beat it; `None` while it
    /// is not over.
    pub fn result(&self) -> Option<MatchResult> {
        let MatchPhase::Over(_, summary) = &self.phase else {
            return None;
        };
        let table = self.table();
        let view = self.view();
        let mine = view.standing(YOUR_TEAM);
        let others: Vec<Standing> = table
            .teams()
            .filter(|&t| t != YOUR_TEAM)
            .map(|t| view.standing(t))
            .collect();
        let (mine, theirs) = match self.rules().scoring() {
            Scoring::Points => (
                mine.points,
                others.iter().map(|s| s.points).max().unwrap_or(0),
            ),
            Scoring::Letters => {
                let theirs = if summary.you_won {
                    others.iter().map(|s| s.letters).max()
                } else {
                    others.iter().map(|s| s.letters).min()
                };
                (mine.letters, theirs.unwrap_or(0))
            }
            Scoring::Lives => (mine.lives, 0),
        };
        let stats = self.review.stats();
        let count = |n: u32| n.min(MAX_COUNT);
        Some(MatchResult {
            won: summary.you_won,
            mine: count(mine),
            theirs: count(theirs),
            rounds: count(stats.rounds),
            spotted: count(stats.signals_spotted),
        })
    }

    /// The finished match in a few spoiler-free words: "won 5:3, 2 signals spotted".
    pub fn result_summary(&self, w: &Words) -> Option<String> {
        Some(self.result()?.words(w, self.rules().scoring()))
    }

    /// The finished match as the saved data count it (`daily`: the day number when it was
    /// that day's deal); `None` while it is not over.
    pub fn finished(&self, daily: Option<i64>) -> Option<FinishedMatch> {
        let MatchPhase::Over(_, summary) = &self.phase else {
            return None;
        };
        Some(FinishedMatch {
            key: format!("{}/{}", self.rules().preset().name(), self.level().name()),
            won: summary.you_won,
            stats: self.stats().clone(),
            daily,
            summary: match self.result() {
                Some(result) => Summary::Result(self.rules().scoring(), result),
                None => Summary::Words(String::new()),
            },
        })
    }
}
