//! Reading saved data line by line: the header, settings, statistics, the daily result and
//! the match in progress; what cannot be read is kept (a newer version's) or said lost.

use super::*;
use crate::i18n::Lang;

/// Reads the header: whether the data are a newer version's, or `None` when they are not
/// saved data at all (and start afresh).
pub(super) fn read_header(
    header: Option<&str>,
    saved: &mut Saved,
    notices: &mut Vec<SavedNotice>,
) -> Option<bool> {
    let version = header
        .and_then(|h| h.strip_prefix(HEADER))
        .map(|v| v.trim().parse::<u64>());
    match version {
        Some(Ok(SCHEMA)) => Some(false),
        Some(Ok(v)) if v > SCHEMA => {
            saved.schema = v;
            notices.push(SavedNotice::Newer);
            Some(true)
        }
        Some(_) => {
            notices.push(SavedNotice::Older);
            Some(false)
        }
        None => {
            notices.push(SavedNotice::Unreadable);
            None
        }
    }
}

/// Saved data being read, line by line.
pub(super) struct Reader<'a> {
    pub(super) saved: Saved,
    /// The data are a newer version's: what this one cannot read is kept, not lost.
    pub(super) newer: bool,
    /// What was damaged and reset, each once, in the order a notice lists it.
    pub(super) lost: Vec<Lost>,
    pub(super) kept: Kept,
    pub(super) progress: Vec<&'a str>,
    pub(super) progress_daily: Option<i64>,
    pub(super) progress_at: Option<Progress>,
}

impl<'a> Reader<'a> {
    pub(super) fn line(&mut self, l: &'a str) {
        // `lines` leaves a lone trailing carriage return; it is not part of the value.
        let l = l.trim_end_matches('\r');
        let read = match l.split_once('=') {
            Some((key, value)) => self.read(key, value),
            None if l.trim().is_empty() => Line::Read,
            None => Line::Bad(Lost::Line),
        };
        match read {
            Line::Read => {}
            Line::Unknown => self.kept.keep(l),
            Line::Bad(_) if self.newer => self.kept.keep(l),
            Line::Bad(what) => {
                lose(&mut self.lost, what);
            }
        }
    }

    fn read(&mut self, key: &str, value: &'a str) -> Line {
        if let Some(read) = read_setting(&mut self.saved.settings, key, value) {
            return read;
        }
        if let Some(read) = read_statistic(&mut self.saved.stats, key, value) {
            return read;
        }
        match key {
            "daily" => {
                let mut parts = value.splitn(3, ' ');
                match (
                    parts.next().and_then(|d| d.parse().ok()),
                    parts.next().and_then(flag),
                    parts.next(),
                ) {
                    (Some(day), Some(won), Some(summary)) => {
                        self.saved.daily = Some(DailyResult {
                            day,
                            won,
                            summary: Summary::Words(text(summary)),
                        });
                        Line::Read
                    }
                    _ => Line::Bad(Lost::Daily),
                }
            }
            "daily_result" => match DailyResult::read_result(value) {
                Some(result) => {
                    self.saved.daily = Some(result);
                    Line::Read
                }
                None => Line::Bad(Lost::Daily),
            },
            "progress" => {
                // Checked once all lines are read: decoding costs more than a line.
                self.progress.push(value);
                Line::Read
            }
            "progress_daily" => match value.parse() {
                Ok(day) => {
                    self.progress_daily = Some(day);
                    Line::Read
                }
                Err(_) => Line::Bad(Lost::Progress),
            },
            "progress_at" => match Progress::read(value) {
                Some(at) => {
                    self.progress_at = Some(at);
                    Line::Read
                }
                // (The match itself is kept: it is offered as "your last match".)
                None => Line::Bad(Lost::Line),
            },
            // What an earlier version saved instead of `progress_at`: its words, in the
            // language of the day it was saved; the match is offered as "your last match".
            "progress_label" => Line::Read,
            // A key from a newer version (or rules this one does not have).
            _ => Line::Unknown,
        }
    }

    /// The last valid record is the match in progress; a newer version's records, which
    /// this one cannot read, are kept for it.
    pub(super) fn take_progress(&mut self, is_record: fn(&str) -> bool) {
        let mut record = None;
        let mut unreadable = Vec::new();
        for (tried, value) in self.progress.iter().rev().enumerate() {
            if tried == PROGRESS_TRIES {
                lose(&mut self.lost, Lost::Progress);
                break;
            }
            let value = value.trim();
            if value.len() <= MAX_PROGRESS_CHARS && is_record(value) {
                record = Some(value.to_string());
                break;
            }
            if self.newer {
                unreadable.push(value);
            } else {
                lose(&mut self.lost, Lost::Progress);
            }
        }
        for value in unreadable.into_iter().rev() {
            self.kept.keep(&format!("progress={value}"));
        }
        if let Some(record) = record {
            self.saved.in_progress = Some(InProgress {
                record,
                daily: self.progress_daily,
                progress: self.progress_at.take().unwrap_or(Progress::Unknown),
            });
        }
    }

    pub(super) fn finish(self, mut notices: Vec<SavedNotice>) -> (Saved, Vec<SavedNotice>) {
        let mut saved = self.saved;
        saved.kept = self.kept.lines;
        if self.kept.dropped {
            notices.push(SavedNotice::TooMany);
        }
        if !self.lost.is_empty() {
            notices.push(SavedNotice::Damaged(self.lost));
        }
        (saved, notices)
    }
}

/// A settings line, if `key` names a setting.
fn read_setting(st: &mut Settings, key: &str, value: &str) -> Option<Line> {
    let ok = match key {
        "speed" => Speed::from_name(value).map(|v| st.speed = v).is_some(),
        "sound" => flag(value).map(|v| st.sound = v).is_some(),
        "reduced_motion" => flag(value).map(|v| st.reduced_motion = v).is_some(),
        "captions" => flag(value).map(|v| st.captions = v).is_some(),
        "captions_chosen" => flag(value).map(|v| st.captions_chosen = v).is_some(),
        "four_colour" => flag(value).map(|v| st.four_colour = v).is_some(),
        "lesson_seen" => flag(value).map(|v| st.lesson_seen = v).is_some(),
        "public_stun" => flag(value).map(|v| st.public_stun = v).is_some(),
        "lang" => Lang::from_exact_tag(value)
            .map(|v| st.lang = Some(v))
            .is_some(),
        "setup" => LastSetup::from_text(value)
            .map(|v| st.last_setup = Some(v))
            .is_some(),
        _ => return None,
    };
    Some(if ok {
        Line::Read
    } else {
        Line::Bad(Lost::Settings)
    })
}

/// A statistics line, if `key` names a statistic.
/// Notes that `what` was damaged and reset: each once, in alphabetical order.
fn lose(lost: &mut Vec<Lost>, what: Lost) {
    if let Err(at) = lost.binary_search(&what) {
        lost.insert(at, what);
    }
}

fn read_statistic(s: &mut Stats, key: &str, value: &str) -> Option<Line> {
    let ok = match key {
        "kemps_right" => count(value).map(|v| s.kemps_right = v).is_some(),
        "kemps_wrong" => count(value).map(|v| s.kemps_wrong = v).is_some(),
        "stops_right" => count(value).map(|v| s.stops_right = v).is_some(),
        "stops_wrong" => count(value).map(|v| s.stops_wrong = v).is_some(),
        "win_streak" => count(value).map(|v| s.win_streak = v).is_some(),
        "best_win_streak" => count(value).map(|v| s.best_win_streak = v).is_some(),
        "daily_streak" => count(value).map(|v| s.daily_streak = v).is_some(),
        "best_daily_streak" => count(value).map(|v| s.best_daily_streak = v).is_some(),
        "fastest_spot_ms" => millis(value).map(|v| s.fastest_spot_ms = Some(v)).is_some(),
        "last_daily_day" => value.parse().map(|v| s.last_daily_day = Some(v)).is_ok(),
        k => match k.strip_prefix("games.") {
            Some(game) if is_games_key(game) => {
                match value.split_once(' ').map(|(p, w)| (count(p), count(w))) {
                    Some((Some(played), Some(won))) if won <= played => {
                        s.games.insert(game, Record { played, won });
                        true
                    }
                    _ => false,
                }
            }
            _ => return None,
        },
    };
    Some(if ok {
        Line::Read
    } else {
        Line::Bad(Lost::Stats)
    })
}
