//! What the saved data let the page say of a match: the match in progress by where it had
//! got to ("Deal 7QX2-M9PA · round 3"), the day's result by how it went ("won 5:3, 2 signals
//! spotted"). The data are saved, not the words: they are said in the words in use when they
//! are shown, whatever language the page spoke when they were saved.

use super::{flag, Lost, Saving, MAX_KEPT_LINES};
use crate::engine::Scoring;
use crate::i18n::Words;
use crate::session::challenge::MatchResult;

/// The daily deal's result, kept for its day.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyResult {
    pub day: i64,
    pub won: bool,
    /// How it went, to say without spoiling the deal.
    pub summary: Summary,
}

/// A finished match's spoiler-free summary ("won 5:3, 2 signals spotted"), kept as what it is
/// said from: said in the words in use when it is shown, not those of the day it was saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Summary {
    /// The match's result under its rules' scoring.
    Result(Scoring, MatchResult),
    /// The words an earlier version saved instead (free text, within `MAX_TEXT_CHARS`).
    Words(String),
}

impl Summary {
    /// "won 5:3, 2 signals spotted".
    pub fn words(&self, w: &Words) -> String {
        match self {
            Summary::Result(scoring, result) => result.words(w, *scoring),
            Summary::Words(words) => words.clone(),
        }
    }
}

/// A scoring's name in a saved line.
fn scoring_name(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Letters => "letters",
        Scoring::Lives => "lives",
        Scoring::Points => "points",
    }
}

fn scoring_named(name: &str) -> Option<Scoring> {
    [Scoring::Letters, Scoring::Lives, Scoring::Points]
        .into_iter()
        .find(|&s| scoring_name(s) == name)
}

impl DailyResult {
    /// Its saved line: `daily_result=DAY WON SCORING MINE THEIRS ROUNDS SPOTTED`, or as an
    /// earlier version wrote it, `daily=DAY WON WORDS`.
    pub(super) fn to_line(&self) -> (&'static str, String) {
        let (day, won) = (self.day, u8::from(self.won));
        match &self.summary {
            Summary::Result(scoring, r) => (
                "daily_result",
                format!(
                    "{day} {won} {} {} {} {} {}",
                    scoring_name(*scoring),
                    r.mine,
                    r.theirs,
                    r.rounds,
                    r.spotted
                ),
            ),
            Summary::Words(words) => ("daily", format!("{day} {won} {words}")),
        }
    }

    /// A `daily_result` line's value read back: `None` when it is not one (a damaged line).
    pub(super) fn read_result(value: &str) -> Option<DailyResult> {
        let mut parts = value.split(' ');
        let day = parts.next()?.parse().ok()?;
        let won = flag(parts.next()?)?;
        let scoring = scoring_named(parts.next()?)?;
        let mut count = || -> Option<u32> { parts.next()?.parse().ok() };
        let (mine, theirs, rounds, spotted) = (count()?, count()?, count()?, count()?);
        let result = MatchResult {
            won,
            mine,
            theirs,
            rounds,
            spotted,
        };
        (parts.next().is_none() && result.is_plausible()).then_some(DailyResult {
            day,
            won,
            summary: Summary::Result(scoring, result),
        })
    }
}

/// Where a match in progress had got to, to offer it by name in the words in use when the
/// offer is shown: the data, not the words, are saved (a match saved in English is offered in
/// French once the player has chosen French).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// A match alone: its deal's code ("7QX2-M9PA") and its round.
    Deal { code: String, round: u32 },
    /// A match with friends: its round (its deal kept private until the replay).
    Friends { round: u32 },
    /// Saved without it (by an earlier version, which saved the words).
    Unknown,
}

/// The longest deal code a saved progress line may hold (a deal's code is 9 characters).
const MAX_CODE_CHARS: usize = 16;

impl Progress {
    /// "Deal 7QX2-M9PA · round 3", "Match with friends · round 2", "your last match".
    pub fn words(&self, w: &Words) -> String {
        match self {
            Progress::Deal { code, round } => {
                tr!(w, TABLE_IN_PROGRESS, code = code.as_str(), round = *round)
            }
            Progress::Friends { round } => tr!(w, TABLE_IN_PROGRESS_FRIENDS, round = *round),
            Progress::Unknown => tr!(w, LINK_LAST_MATCH),
        }
    }

    /// Its saved line's value ("deal 3 7QX2-M9PA", "friends 2"); none for `Unknown`.
    pub(super) fn to_value(&self) -> Option<String> {
        match self {
            Progress::Deal { code, round } => Some(format!("deal {round} {code}")),
            Progress::Friends { round } => Some(format!("friends {round}")),
            Progress::Unknown => None,
        }
    }

    /// A saved line's value read back: `None` when it is not one (a damaged line).
    pub(super) fn read(value: &str) -> Option<Progress> {
        let mut parts = value.trim().split(' ');
        let kind = parts.next()?;
        let round = parts.next()?.parse().ok()?;
        let progress = match (kind, parts.next()) {
            ("deal", Some(code))
                if code.len() <= MAX_CODE_CHARS
                    && code
                        .bytes()
                        .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase() || b == b'-') =>
            {
                Progress::Deal {
                    code: code.to_string(),
                    round,
                }
            }
            ("friends", None) => Progress::Friends { round },
            _ => return None,
        };
        parts.next().is_none().then_some(progress)
    }
}

/// What reading the saved data has to tell the player: what could not be kept, or that
/// nothing will be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedNotice {
    /// Saved by a newer version: what this one cannot read is kept for it.
    Newer,
    /// Saved by an older version, in a form this one no longer reads.
    Older,
    /// Not saved data at all: the page starts afresh.
    Unreadable,
    /// More lines this version cannot read than it keeps (`MAX_KEPT_LINES`).
    TooMany,
    /// What was damaged and reset, each once, in the order the notice lists it.
    Damaged(Vec<Lost>),
    /// The browser refuses site data: nothing outlives the page.
    Refused,
}

impl SavedNotice {
    /// Said in the words `w`.
    pub fn words(&self, w: &Words) -> String {
        match self {
            SavedNotice::Newer => tr!(w, LINK_SAVED_NEWER),
            SavedNotice::Older => tr!(w, LINK_SAVED_OLDER),
            SavedNotice::Unreadable => tr!(w, LINK_SAVED_UNREADABLE),
            SavedNotice::TooMany => tr!(w, LINK_SAVED_TOO_MANY, count = MAX_KEPT_LINES),
            SavedNotice::Damaged(lost) => {
                let what: Vec<String> = lost.iter().map(|l| l.words(w)).collect();
                tr!(w, LINK_SAVED_DAMAGED, what = what.join(", "))
            }
            SavedNotice::Refused => Saving::Refused.notice(w).unwrap_or_default(),
        }
    }
}
