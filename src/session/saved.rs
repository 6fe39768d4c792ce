//! What the page remembers between visits: settings, statistics, today's daily deal and the
//! match in progress, as one small text document under a versioned schema:
//!
//! ```text
//! kemps-saved 1
//! speed=fast
//! games.classic/sharp=3 2
//! progress=0400…
//! ```
//!
//! A line per value keeps the reader tiny (a JSON library would be a large part of the
//! page's download) and makes it forgiving: corrupt, foreign or older data is read line by
//! line as far as it is valid; the rest falls back to defaults, and a notice says what was
//! lost. It never fails, and it is bounded: whatever the browser hands it, what it keeps is
//! a few kilobytes and reading it takes a few milliseconds.
//!
//! Data of a newer version are never destroyed by this one. Lines it cannot read (a newer
//! version's keys, or values in a newer form) are kept verbatim, up to `MAX_KEPT_LINES` lines
//! and `MAX_KEPT_BYTES` bytes, and written back after this version's own lines; the header
//! keeps the newer version's number. A reader takes the last valid line of a key, so a newer
//! version finds its own lines again. Counters saturate at `u32::MAX` instead of wrapping.

use std::collections::{BTreeMap, BTreeSet};

use super::play::PlayerStats;
use super::settings::{Settings, Speed};
use crate::bots::LevelName;
use crate::engine::Preset;

pub const STORAGE_KEY: &str = "kemps";
pub const SCHEMA: u64 = 1;
const HEADER: &str = "kemps-saved";

/// Lines this version cannot read are kept up to this many…
pub const MAX_KEPT_LINES: usize = 64;
/// …and up to this many bytes in all.
pub const MAX_KEPT_BYTES: usize = 16 * 1024;
/// The longest record kept as the match in progress (a long match's is a few kilobytes).
pub const MAX_PROGRESS_CHARS: usize = 256 * 1024;
/// How many `progress=` lines, from the last, are tried before the match is given up.
const PROGRESS_TRIES: usize = 4;
/// Free text (the daily summary, the progress label) is cut to this many characters.
pub const MAX_TEXT_CHARS: usize = 160;
/// The Stats screen lists at most this many rows of games.
pub const MAX_STATS_ROWS: usize = 24;

/// What became of the last change to the saved data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Saving {
    /// Written on this device.
    #[default]
    Saved,
    /// The browser refuses site data (cookies blocked, some embedding frames): nothing
    /// outlives the page.
    Refused,
    /// This site's storage is full: the change holds while the page is open.
    Full,
}

impl Saving {
    /// What to tell the player, when something went wrong.
    pub const fn notice(self) -> Option<&'static str> {
        match self {
            Saving::Saved => None,
            Saving::Refused => Some(
                "This browser does not let Kemps save anything here: settings, statistics and \
                 the match in progress last only while this page is open.",
            ),
            Saving::Full => Some(
                "Storage is full: Kemps could not save your settings, statistics or match on \
                 this device. They last while this page is open.",
            ),
        }
    }

    /// The notice worth giving after a save that went `self` when the one before went
    /// `before`: said once, not at every save.
    pub fn news(self, before: Saving) -> Option<&'static str> {
        if self == before {
            None
        } else {
            self.notice()
        }
    }

    /// The line under the settings.
    pub const fn settings_hint(self) -> &'static str {
        match self {
            Saving::Saved => "Settings are saved on this device.",
            Saving::Refused => {
                "This browser does not let Kemps save settings: they last only while this page is open."
            }
            Saving::Full => {
                "Storage is full: your last change could not be saved, and lasts only while this page is open."
            }
        }
    }

    /// The line under the statistics.
    pub const fn stats_hint(self) -> &'static str {
        match self {
            Saving::Saved => "Kept on this device.",
            Saving::Refused => {
                "This browser does not let Kemps save statistics: they last only while this page is open."
            }
            Saving::Full => {
                "Storage is full: the latest results could not be saved on this device."
            }
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    pub played: u32,
    pub won: u32,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Games and wins by "preset/level" (only real ones: see `is_games_key`).
    pub games: BTreeMap<String, Record>,
    pub kemps_right: u32,
    pub kemps_wrong: u32,
    pub stops_right: u32,
    pub stops_wrong: u32,
    pub fastest_spot_ms: Option<u64>,
    pub win_streak: u32,
    pub best_win_streak: u32,
    /// Consecutive days with the daily deal played.
    pub daily_streak: u32,
    pub best_daily_streak: u32,
    pub last_daily_day: Option<i64>,
}

/// Whether `key` names a row of games: "preset/level", both ones this version knows.
pub fn is_games_key(key: &str) -> bool {
    key.split_once('/').is_some_and(|(preset, level)| {
        Preset::from_name(preset).is_some() && LevelName::from_name(level).is_some()
    })
}

impl Stats {
    pub fn totals(&self) -> Record {
        self.games.values().fold(Record::default(), |a, r| Record {
            played: a.played.saturating_add(r.played),
            won: a.won.saturating_add(r.won),
        })
    }

    /// The rows of games to show, at most `MAX_STATS_ROWS`.
    pub fn rows(&self) -> impl Iterator<Item = (&String, &Record)> {
        self.games.iter().take(MAX_STATS_ROWS)
    }

    /// A finished match; `daily` is the day number when it was that day's deal. Every count
    /// stops at `u32::MAX`.
    pub fn add_match(&mut self, key: &str, won: bool, s: &PlayerStats, daily: Option<i64>) {
        let r = self.games.entry(key.to_string()).or_default();
        r.played = r.played.saturating_add(1);
        r.won = r.won.saturating_add(won as u32).min(r.played);
        self.kemps_right = self.kemps_right.saturating_add(s.kemps_right);
        self.kemps_wrong = self.kemps_wrong.saturating_add(s.kemps_wrong);
        self.stops_right = self.stops_right.saturating_add(s.stops_right);
        self.stops_wrong = self.stops_wrong.saturating_add(s.stops_wrong);
        self.fastest_spot_ms = match (self.fastest_spot_ms, s.fastest_spot_ms) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.win_streak = if won {
            self.win_streak.saturating_add(1)
        } else {
            0
        };
        self.best_win_streak = self.best_win_streak.max(self.win_streak);
        if let Some(day) = daily {
            if self.last_daily_day != Some(day) {
                let yesterday = day.checked_sub(1);
                self.daily_streak = if yesterday.is_some() && self.last_daily_day == yesterday {
                    self.daily_streak.saturating_add(1)
                } else {
                    1
                };
                self.last_daily_day = Some(day);
                self.best_daily_streak = self.best_daily_streak.max(self.daily_streak);
            }
        }
    }
}

/// The daily deal's result, kept for its day.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyResult {
    pub day: i64,
    pub won: bool,
    /// The spoiler-free summary ("won 5:3, 2 signals spotted").
    pub summary: String,
}

/// A match in progress: its record (see `MatchRecord::encode`) and whether it is the daily.
#[derive(Clone, Debug, PartialEq)]
pub struct InProgress {
    pub record: String,
    pub daily: Option<i64>,
    /// Where it had got to, to offer it by name.
    pub label: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    pub settings: Settings,
    pub stats: Stats,
    pub daily: Option<DailyResult>,
    pub in_progress: Option<InProgress>,
    /// The schema in the header: this version's, or a newer one's whose data these are.
    pub schema: u64,
    /// Lines this version cannot read, verbatim, written back after its own (bounded).
    pub kept: Vec<String>,
}

/// How one line of the document was taken.
enum Line {
    Read,
    /// A key this version knows, with a value it cannot read: what is lost.
    Bad(&'static str),
    /// A key this version does not know.
    Unknown,
}

/// The lines kept verbatim, within their bounds.
#[derive(Default)]
struct Kept {
    lines: Vec<String>,
    bytes: usize,
    dropped: bool,
}

impl Kept {
    fn keep(&mut self, line: &str) {
        let bytes = self.bytes.saturating_add(line.len() + 1);
        if self.lines.len() < MAX_KEPT_LINES && bytes <= MAX_KEPT_BYTES {
            self.lines.push(line.to_string());
            self.bytes = bytes;
        } else {
            self.dropped = true;
        }
    }
}

/// A count: digits only; a number too big for a `u32` reads as `u32::MAX`.
fn count(v: &str) -> Option<u32> {
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(v.parse().unwrap_or(u32::MAX))
}

/// Like `count`, for milliseconds.
fn millis(v: &str) -> Option<u64> {
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(v.parse().unwrap_or(u64::MAX))
}

fn flag(v: &str) -> Option<bool> {
    match v {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}

/// Free text as it is kept: one line, no control characters, at most `MAX_TEXT_CHARS`.
fn text(v: &str) -> String {
    v.chars()
        .take(MAX_TEXT_CHARS)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

impl Saved {
    pub fn fresh(system_reduced_motion: bool) -> Saved {
        Saved {
            settings: Settings::defaults(system_reduced_motion),
            stats: Stats::default(),
            daily: None,
            in_progress: None,
            schema: SCHEMA,
            kept: Vec::new(),
        }
    }

    /// The saved document.
    pub fn to_text(&self) -> String {
        let st = &self.settings;
        let s = &self.stats;
        let flag = |b: bool| if b { "1" } else { "0" };
        let mut out = format!("{HEADER} {}\n", self.schema.max(SCHEMA));
        let mut line = |k: &str, v: String| {
            out.push_str(k);
            out.push('=');
            out.push_str(&v.replace(['\n', '\r'], " "));
            out.push('\n');
        };
        line("speed", st.speed.name().into());
        line("sound", flag(st.sound).into());
        line("reduced_motion", flag(st.reduced_motion).into());
        line("captions", flag(st.captions).into());
        line("four_colour", flag(st.four_colour).into());
        for (key, r) in &s.games {
            line(&format!("games.{key}"), format!("{} {}", r.played, r.won));
        }
        for (k, v) in [
            ("kemps_right", s.kemps_right),
            ("kemps_wrong", s.kemps_wrong),
            ("stops_right", s.stops_right),
            ("stops_wrong", s.stops_wrong),
            ("win_streak", s.win_streak),
            ("best_win_streak", s.best_win_streak),
            ("daily_streak", s.daily_streak),
            ("best_daily_streak", s.best_daily_streak),
        ] {
            line(k, v.to_string());
        }
        if let Some(ms) = s.fastest_spot_ms {
            line("fastest_spot_ms", ms.to_string());
        }
        if let Some(day) = s.last_daily_day {
            line("last_daily_day", day.to_string());
        }
        if let Some(d) = &self.daily {
            line("daily", format!("{} {} {}", d.day, flag(d.won), d.summary));
        }
        if let Some(p) = &self.in_progress {
            line("progress", p.record.clone());
            if let Some(day) = p.daily {
                line("progress_daily", day.to_string());
            }
            line("progress_label", p.label.clone());
        }
        // After this version's lines: a newer reader, taking the last valid line of a key,
        // finds its own values again.
        for kept in &self.kept {
            out.push_str(kept);
            out.push('\n');
        }
        out
    }

    /// Reads saved data; never fails. The notices say what could not be kept.
    pub fn load(text: Option<&str>, system_reduced_motion: bool) -> (Saved, Vec<String>) {
        let mut saved = Saved::fresh(system_reduced_motion);
        let mut notices = Vec::new();
        let Some(text) = text else {
            return (saved, notices);
        };
        let mut lines = text.lines();
        let version = lines
            .next()
            .and_then(|h| h.strip_prefix(HEADER))
            .map(|v| v.trim().parse::<u64>());
        let newer = match version {
            Some(Ok(SCHEMA)) => false,
            Some(Ok(v)) if v > SCHEMA => {
                saved.schema = v;
                notices.push("These saved data come from a newer version of Kemps; what this version understands was kept, and the rest is left as it was.".into());
                true
            }
            Some(_) => {
                notices
                    .push("Saved data from an older version were read as far as possible.".into());
                false
            }
            None => {
                notices.push(
                    "Your saved settings and statistics could not be read, so they start afresh."
                        .into(),
                );
                return (saved, notices);
            }
        };
        let mut lost: BTreeSet<&'static str> = BTreeSet::new();
        let mut kept = Kept::default();
        let mut progress: Vec<&str> = Vec::new();
        let (mut progress_daily, mut progress_label) = (None::<i64>, None::<String>);
        for l in lines {
            // `lines` leaves a lone trailing carriage return; it is not part of the value.
            let l = l.trim_end_matches('\r');
            let Some((key, value)) = l.split_once('=') else {
                if l.trim().is_empty() {
                    continue;
                }
                if newer {
                    kept.keep(l);
                } else {
                    lost.insert("a damaged line");
                }
                continue;
            };
            let st = &mut saved.settings;
            let s = &mut saved.stats;
            let set = |ok: bool, what: &'static str| if ok { Line::Read } else { Line::Bad(what) };
            let settings = |ok: bool| set(ok, "some settings");
            let statistic = |ok: bool| set(ok, "some statistics");
            let read = match key {
                "speed" => settings(Speed::from_name(value).map(|v| st.speed = v).is_some()),
                "sound" => settings(flag(value).map(|v| st.sound = v).is_some()),
                "reduced_motion" => settings(flag(value).map(|v| st.reduced_motion = v).is_some()),
                "captions" => settings(flag(value).map(|v| st.captions = v).is_some()),
                "four_colour" => settings(flag(value).map(|v| st.four_colour = v).is_some()),
                "kemps_right" => statistic(count(value).map(|v| s.kemps_right = v).is_some()),
                "kemps_wrong" => statistic(count(value).map(|v| s.kemps_wrong = v).is_some()),
                "stops_right" => statistic(count(value).map(|v| s.stops_right = v).is_some()),
                "stops_wrong" => statistic(count(value).map(|v| s.stops_wrong = v).is_some()),
                "win_streak" => statistic(count(value).map(|v| s.win_streak = v).is_some()),
                "best_win_streak" => {
                    statistic(count(value).map(|v| s.best_win_streak = v).is_some())
                }
                "daily_streak" => statistic(count(value).map(|v| s.daily_streak = v).is_some()),
                "best_daily_streak" => {
                    statistic(count(value).map(|v| s.best_daily_streak = v).is_some())
                }
                "fastest_spot_ms" => {
                    statistic(millis(value).map(|v| s.fastest_spot_ms = Some(v)).is_some())
                }
                "last_daily_day" => {
                    statistic(value.parse().map(|v| s.last_daily_day = Some(v)).is_ok())
                }
                "daily" => {
                    let mut parts = value.splitn(3, ' ');
                    match (
                        parts.next().and_then(|d| d.parse().ok()),
                        parts.next().and_then(flag),
                        parts.next(),
                    ) {
                        (Some(day), Some(won), Some(summary)) => {
                            saved.daily = Some(DailyResult {
                                day,
                                won,
                                summary: self::text(summary),
                            });
                            Line::Read
                        }
                        _ => Line::Bad("today's daily result"),
                    }
                }
                "progress" => {
                    // Checked once all lines are read: decoding costs more than a line.
                    progress.push(value);
                    Line::Read
                }
                "progress_daily" => match value.parse() {
                    Ok(day) => {
                        progress_daily = Some(day);
                        Line::Read
                    }
                    Err(_) => Line::Bad("the match in progress"),
                },
                "progress_label" => {
                    progress_label = Some(self::text(value));
                    Line::Read
                }
                k => match k.strip_prefix("games.") {
                    Some(game) if is_games_key(game) => {
                        match value.split_once(' ').map(|(p, w)| (count(p), count(w))) {
                            Some((Some(played), Some(won))) if won <= played => {
                                s.games.insert(game.to_string(), Record { played, won });
                                Line::Read
                            }
                            _ => Line::Bad("some statistics"),
                        }
                    }
                    // A key from a newer version (or rules this one does not have).
                    _ => Line::Unknown,
                },
            };
            match read {
                Line::Read => {}
                Line::Unknown => kept.keep(l),
                Line::Bad(_) if newer => kept.keep(l),
                Line::Bad(what) => {
                    lost.insert(what);
                }
            }
        }
        // The last valid record is the match in progress; a newer version's records, which
        // this one cannot read, are kept for it.
        let mut record = None;
        let mut unreadable = Vec::new();
        for (tried, value) in progress.iter().rev().enumerate() {
            if tried == PROGRESS_TRIES {
                lost.insert("the match in progress");
                break;
            }
            let value = value.trim();
            if value.len() <= MAX_PROGRESS_CHARS && crate::share::MatchRecord::decode(value).is_ok()
            {
                record = Some(value.to_string());
                break;
            }
            if newer {
                unreadable.push(value);
            } else {
                lost.insert("the match in progress");
            }
        }
        for value in unreadable.into_iter().rev() {
            kept.keep(&format!("progress={value}"));
        }
        if let Some(record) = record {
            saved.in_progress = Some(InProgress {
                record,
                daily: progress_daily,
                label: progress_label.unwrap_or_else(|| "your last match".into()),
            });
        }
        saved.kept = kept.lines;
        if kept.dropped {
            notices.push(format!(
                "Saved data this version does not know were too many to keep: the first {MAX_KEPT_LINES} lines were kept."
            ));
        }
        if !lost.is_empty() {
            notices.push(format!(
                "Some saved data were damaged and were reset: {}.",
                lost.into_iter().collect::<Vec<_>>().join(", ")
            ));
        }
        (saved, notices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, Gesture};
    use crate::session::MatchSetup;
    use crate::share::{LogEntry, MatchRecord};

    fn a_record() -> String {
        MatchRecord {
            game: MatchSetup::new(77).game_id(),
            signal: Gesture::Wink,
            entries: vec![LogEntry::Act {
                at: 1_500,
                action: Action::Pass,
            }],
            time: 2_000,
        }
        .encode()
    }

    /// Loading, saving and loading again gives the same data and the same document.
    fn stable(text: &str) -> Saved {
        let (first, _) = Saved::load(Some(text), false);
        let (second, _) = Saved::load(Some(&first.to_text()), false);
        assert_eq!(second, first, "{text:?}");
        assert_eq!(second.to_text(), first.to_text());
        first
    }

    #[test]
    fn saved_data_round_trip() {
        let mut saved = Saved::fresh(false);
        saved.settings.captions = true;
        saved.settings.speed = Speed::Fast;
        saved.stats.add_match(
            "classic/sharp",
            true,
            &PlayerStats {
                kemps_right: 2,
                fastest_spot_ms: Some(900),
                ..Default::default()
            },
            Some(100),
        );
        saved.daily = Some(DailyResult {
            day: 100,
            won: true,
            summary: "won 5:3, 2 signals spotted".into(),
        });
        saved.in_progress = Some(InProgress {
            record: a_record(),
            daily: Some(100),
            label: "Deal 0000-002D · round 2".into(),
        });
        let (back, notices) = Saved::load(Some(&saved.to_text()), false);
        assert_eq!(back, saved);
        assert!(notices.is_empty(), "{notices:?}");
    }

    #[test]
    fn damaged_data_keep_what_is_valid_and_say_what_was_lost() {
        let (s, n) = Saved::load(Some("{not json"), true);
        assert_eq!(s, Saved::fresh(true));
        assert_eq!(n.len(), 1);
        let doc = "kemps-saved 1\nsound=0\ncaptions=yes\nspeed=warp\nkemps_right=7\nstops_wrong=-3\nprogress=garbage\ngarbage line\nfuture_key=1\ngames.classic/sharp=3 9\ngames.party/ruthless=4 2\n";
        let (s, n) = Saved::load(Some(doc), false);
        assert!(!s.settings.sound, "a valid setting survives");
        assert!(
            !s.settings.captions && s.settings.speed == Speed::Normal,
            "invalid ones fall back"
        );
        assert_eq!(s.stats.kemps_right, 7);
        assert_eq!(s.stats.stops_wrong, 0);
        assert_eq!(s.stats.games.len(), 1, "3 played cannot have 9 won");
        assert!(s.in_progress.is_none());
        assert_eq!(s.kept, ["future_key=1"], "an unknown key is not damage");
        assert!(
            n.iter().any(|m| m.contains("some settings")
                && m.contains("the match in progress")
                && m.contains("some statistics")),
            "{n:?}"
        );
        for foreign in [
            "[1,2,3]",
            "\"text\"",
            "42",
            "null",
            "{}",
            "",
            "kemps-saved 99\n",
            "kemps-saved 0\nsound=1\n",
            "kemps-saved x\n",
        ] {
            let (_, n) = Saved::load(Some(foreign), false);
            assert!(!n.is_empty(), "{foreign:?}: {n:?}");
        }
    }

    #[test]
    fn a_newer_versions_data_survive_a_save_by_this_one() {
        let doc = "kemps-saved 7\nsound=0\nspeed=warp\nhats=3\nthis line has no equals sign\n\
                   games.classic/sharp=3 2 11\ngames.poker/sharp=1 1\nprogress=NEWFORMAT\nkemps_right=5\n";
        let (mut saved, notices) = Saved::load(Some(doc), false);
        assert!(
            notices.iter().any(|n| n.contains("newer version")),
            "{notices:?}"
        );
        assert_eq!(saved.schema, 7);
        assert!(!saved.settings.sound);
        assert_eq!(saved.stats.kemps_right, 5);
        // This version changes a setting and saves.
        saved.settings.captions = true;
        let text = saved.to_text();
        assert!(
            text.starts_with("kemps-saved 7\n"),
            "the version is not lowered: {text}"
        );
        for line in [
            "speed=warp",
            "hats=3",
            "this line has no equals sign",
            "games.classic/sharp=3 2 11",
            "games.poker/sharp=1 1",
            "progress=NEWFORMAT",
        ] {
            assert!(text.lines().any(|l| l == line), "{line:?} kept in {text}");
        }
        // The newer version's own line for a key comes after this version's, so it wins there.
        let lines: Vec<&str> = text.lines().collect();
        let pos = |l: &str| lines.iter().position(|x| *x == l);
        assert!(pos("speed=normal") < pos("speed=warp"));
        let back = stable(&text);
        assert!(back.settings.captions && !back.settings.sound);
        assert_eq!(back.schema, 7);
    }

    #[test]
    fn a_match_saved_by_this_version_is_found_before_a_newer_versions_record() {
        let mut saved = Saved::load(Some("kemps-saved 2\nprogress=NEWFORMAT\n"), false).0;
        assert!(saved.in_progress.is_none());
        saved.in_progress = Some(InProgress {
            record: a_record(),
            daily: None,
            label: "round 1".into(),
        });
        let back = stable(&saved.to_text());
        assert_eq!(back.in_progress, saved.in_progress);
        assert_eq!(back.kept, ["progress=NEWFORMAT"]);
    }

    #[test]
    fn unknown_lines_are_kept_within_bounds() {
        let mut doc = String::from("kemps-saved 1\nsound=0\n");
        for i in 0..100_000 {
            doc.push_str(&format!("games.preset{i}/level{i}={i} {i}\n"));
        }
        doc.push_str(&format!("future={}\n", "x".repeat(1 << 20)));
        let started = std::time::Instant::now();
        let (saved, notices) = Saved::load(Some(&doc), false);
        assert!(
            started.elapsed().as_millis() < 2_000,
            "{:?}",
            started.elapsed()
        );
        assert!(
            saved.stats.games.is_empty(),
            "only real rows are statistics"
        );
        assert_eq!(saved.kept.len(), MAX_KEPT_LINES);
        assert!(saved.kept.iter().map(|l| l.len() + 1).sum::<usize>() <= MAX_KEPT_BYTES);
        assert_eq!(
            saved.kept[0], "games.preset0/level0=0 0",
            "verbatim, in order"
        );
        assert!(!saved.settings.sound);
        assert!(
            notices.iter().any(|n| n.contains("too many to keep")),
            "{notices:?}"
        );
        assert!(saved.to_text().len() < MAX_KEPT_BYTES + 2_048);
        stable(&doc);
    }

    #[test]
    fn the_stats_screen_has_a_bounded_number_of_rows() {
        let mut doc = String::from("kemps-saved 1\n");
        for preset in Preset::ALL {
            for level in LevelName::ALL {
                doc.push_str(&format!("games.{}/{}=2 1\n", preset.name(), level.name()));
            }
        }
        let (saved, notices) = Saved::load(Some(&doc), false);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(
            saved.stats.games.len(),
            Preset::ALL.len() * LevelName::ALL.len()
        );
        assert!(saved.stats.rows().count() <= MAX_STATS_ROWS);
        assert_eq!(
            saved.stats.totals(),
            Record {
                played: 24,
                won: 12
            }
        );
    }

    #[test]
    fn counters_stop_at_their_largest_value_and_read_back() {
        let max = u32::MAX;
        let doc = format!(
            "kemps-saved 1\ngames.classic/sharp={max} {max}\nkemps_right={max}\nwin_streak={max}\n\
             stops_right=99999999999999999999999\nfastest_spot_ms=99999999999999999999999\n\
             daily_streak={max}\nlast_daily_day=41\n"
        );
        let (mut saved, notices) = Saved::load(Some(&doc), false);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(saved.stats.stops_right, max, "too big reads as the largest");
        assert_eq!(saved.stats.fastest_spot_ms, Some(u64::MAX));
        let p = PlayerStats {
            kemps_right: 3,
            ..Default::default()
        };
        saved.stats.add_match("classic/sharp", true, &p, Some(42));
        saved
            .stats
            .add_match("classic/sharp", false, &p, Some(i64::MIN));
        let r = &saved.stats.games["classic/sharp"];
        assert_eq!((r.played, r.won), (max, max));
        assert_eq!(saved.stats.kemps_right, max);
        assert_eq!(saved.stats.best_win_streak, max);
        assert_eq!(saved.stats.best_daily_streak, max);
        assert_eq!(saved.stats.totals().played, max);
        let (back, notices) = Saved::load(Some(&saved.to_text()), false);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(back, saved, "the row at u32::MAX reads back");
    }

    #[test]
    fn free_text_is_one_short_line() {
        let doc = format!(
            "kemps-saved 1\ndaily=5 1 won\t{}\nprogress={}\nprogress_label=round\u{7}1\r\r\n",
            "y".repeat(10_000),
            a_record()
        );
        let saved = stable(&doc);
        let daily = saved.daily.expect("the daily result");
        assert_eq!(daily.summary.chars().count(), MAX_TEXT_CHARS);
        assert!(daily.summary.starts_with("won y"));
        assert_eq!(saved.in_progress.expect("the match").label, "round 1");
    }

    #[test]
    fn two_pages_writing_one_document_keep_each_others_changes() {
        // What `ui::storage::update` does: apply the change to the document as stored now.
        let update = |stored: &mut String, change: &dyn Fn(&mut Saved)| {
            let mut fresh = Saved::load(Some(stored), false).0;
            change(&mut fresh);
            *stored = fresh.to_text();
            fresh
        };
        let mut stored = Saved::fresh(false).to_text();
        let (a, _) = Saved::load(Some(&stored), false);
        let (b, _) = Saved::load(Some(&stored), false);
        // Page A turns the sound off; page B, which read the data before, turns captions on.
        let mut a_after = a.settings.clone();
        a_after.sound = false;
        update(&mut stored, &|s| {
            s.settings.take_changes(&a.settings, &a_after)
        });
        let mut b_after = b.settings.clone();
        b_after.captions = true;
        let merged = update(&mut stored, &|s| {
            s.settings.take_changes(&b.settings, &b_after)
        });
        assert!(!merged.settings.sound, "A's change survives B's save");
        assert!(merged.settings.captions);
        let p = PlayerStats::default();
        update(&mut stored, &|s| {
            s.stats.add_match("classic/sharp", true, &p, None)
        });
        let last = update(&mut stored, &|s| {
            s.stats.add_match("classic/sharp", false, &p, None)
        });
        assert_eq!(last.stats.totals(), Record { played: 2, won: 1 });
    }

    #[test]
    fn a_failed_save_is_said_once() {
        assert_eq!(Saving::Full.news(Saving::Saved), Saving::Full.notice());
        assert!(Saving::Full
            .notice()
            .is_some_and(|n| n.starts_with("Storage is full")));
        assert_eq!(Saving::Full.news(Saving::Full), None);
        assert_eq!(Saving::Saved.news(Saving::Full), None);
        assert!(Saving::Refused.news(Saving::Saved).is_some());
        assert!(Saving::Saved
            .settings_hint()
            .contains("saved on this device"));
        assert!(Saving::Refused
            .settings_hint()
            .contains("only while this page is open"));
    }

    #[test]
    fn streaks_count_days_in_a_row_and_wins_in_a_row() {
        let mut s = Stats::default();
        let p = PlayerStats::default();
        s.add_match("classic/sharp", true, &p, Some(10));
        s.add_match("classic/sharp", true, &p, Some(11));
        s.add_match("classic/sharp", false, &p, Some(11));
        assert_eq!((s.daily_streak, s.win_streak, s.best_win_streak), (2, 0, 2));
        s.add_match("classic/sharp", true, &p, Some(13));
        assert_eq!((s.daily_streak, s.best_daily_streak), (1, 2));
        assert_eq!(s.totals(), Record { played: 4, won: 3 });
    }
}
