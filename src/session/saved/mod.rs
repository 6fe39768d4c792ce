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

use super::review::PlayerStats;
use super::settings::{LastSetup, Settings, Speed};
use crate::bots::LevelName;
use crate::engine::Preset;
use crate::i18n::Words;
use read::{read_header, Reader};

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
pub const PROGRESS_TRIES: usize = 4;
/// Free text (an earlier version's daily summary) is cut to this many characters.
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
    pub fn notice(self, w: &Words) -> Option<String> {
        match self {
            Saving::Saved => None,
            Saving::Refused => Some(tr!(w, LINK_SAVING_REFUSED)),
            Saving::Full => Some(tr!(w, LINK_SAVING_FULL)),
        }
    }

    /// The notice worth giving after a save that went `self` when the one before went
    /// `before`: said once, not at every save.
    pub fn news(self, w: &Words, before: Saving) -> Option<String> {
        if self == before {
            None
        } else {
            self.notice(w)
        }
    }

    /// The line under the settings.
    pub fn settings_hint(self, w: &Words) -> String {
        match self {
            Saving::Saved => tr!(w, LINK_SETTINGS_SAVED),
            Saving::Refused => tr!(w, LINK_SETTINGS_REFUSED),
            Saving::Full => tr!(w, LINK_SETTINGS_FULL),
        }
    }

    /// The line under the statistics.
    pub fn stats_hint(self, w: &Words) -> String {
        match self {
            Saving::Saved => tr!(w, LINK_STATS_SAVED),
            Saving::Refused => tr!(w, LINK_STATS_REFUSED),
            Saving::Full => tr!(w, LINK_STATS_FULL),
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
    pub games: GameRows,
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

/// Games and wins by "preset/level", in the order of their keys. A sorted list rather than a
/// `BTreeMap`: it holds at most a dozen rows, and a map's code would be paid for in the page's
/// download.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameRows(Vec<(String, Record)>);

impl GameRows {
    /// The row of `key`, added empty in its place when there is none.
    pub fn row(&mut self, key: &str) -> &mut Record {
        let at = match self.0.binary_search_by(|(k, _)| k.as_str().cmp(key)) {
            Ok(at) => at,
            Err(at) => {
                self.0.insert(at, (key.to_string(), Record::default()));
                at
            }
        };
        &mut self.0[at].1
    }

    pub fn insert(&mut self, key: &str, record: Record) {
        *self.row(key) = record;
    }

    pub fn get(&self, key: &str) -> Option<&Record> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, r)| r)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&String, &Record)> {
        self.0.iter().map(|(k, r)| (k, r))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The heading of the games table's first column, in the words in use. The page writes table
/// headings with each word capitalised, so it is two labels, as its rows are ("Classic ·
/// Sharp"), never a phrase ("Rules And Bots").
pub fn games_heading(w: &Words) -> String {
    tr!(w, LINK_GAMES_HEADING)
}

/// A row of games as the stats table heads it: "classic/sharp" is "Classic · Sharp", in
/// the words in use.
pub fn games_row_title(w: &Words, key: &str) -> String {
    let (preset, level) = key.split_once('/').unwrap_or((key, ""));
    match (Preset::from_name(preset), LevelName::from_name(level)) {
        (Some(preset), Some(level)) => tr!(
            w,
            LINK_GAMES_ROW,
            preset = crate::narration::words::preset_title(w, preset),
            level = crate::narration::words::level_title(w, level)
        ),
        // Only known rows are kept (`is_games_key`); any other is shown as it is written.
        _ => key.to_string(),
    }
}

/// Whether `key` names a row of games: "preset/level", both ones this version knows.
pub fn is_games_key(key: &str) -> bool {
    key.split_once('/').is_some_and(|(preset, level)| {
        Preset::from_name(preset).is_some() && LevelName::from_name(level).is_some()
    })
}

impl Stats {
    /// No match finished yet: the next one is a newcomer's first.
    pub fn first_match(&self) -> bool {
        self.totals().played == 0
    }

    pub fn totals(&self) -> Record {
        self.games
            .iter()
            .fold(Record::default(), |a, (_, r)| Record {
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
        let r = self.games.row(key);
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

/// A finished match, as the saved data count it.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedMatch {
    /// "preset/level", the row its statistics go to.
    pub key: String,
    pub won: bool,
    pub stats: PlayerStats,
    /// The day number, when it was that day's deal.
    pub daily: Option<i64>,
    /// The spoiler-free summary ("won 5:3, 2 signals spotted").
    pub summary: Summary,
}

impl Saved {
    /// Counts a finished match: its statistics, the day's result (the first of the day
    /// stands), and no match in progress any more.
    pub fn record_finished(&mut self, f: &FinishedMatch) {
        self.stats.add_match(&f.key, f.won, &f.stats, f.daily);
        if let Some(day) = f.daily {
            if self.daily.as_ref().is_none_or(|d| d.day != day) {
                self.daily = Some(DailyResult {
                    day,
                    won: f.won,
                    summary: f.summary.clone(),
                });
            }
        }
        self.in_progress = None;
    }
}

/// A match in progress: its record (see `MatchRecord::encode`) and whether it is the daily.
#[derive(Clone, Debug, PartialEq)]
pub struct InProgress {
    pub record: String,
    pub daily: Option<i64>,
    /// Where it had got to, to offer it by name.
    pub progress: Progress,
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
    Bad(Lost),
    /// A key this version does not know.
    Unknown,
}

/// What was damaged and reset, in the order a notice lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Lost {
    Line,
    Settings,
    Stats,
    Progress,
    Daily,
}

impl Lost {
    /// "a damaged line", "some settings"…
    pub fn words(self, w: &Words) -> String {
        match self {
            Lost::Line => tr!(w, LINK_LOST_LINE),
            Lost::Settings => tr!(w, LINK_LOST_SETTINGS),
            Lost::Stats => tr!(w, LINK_LOST_STATS),
            Lost::Progress => tr!(w, LINK_LOST_PROGRESS),
            Lost::Daily => tr!(w, LINK_LOST_DAILY),
        }
    }
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

/// Free text as it is kept: one line, no control or bidirectional characters (see
/// `shown::one_line`), at most `MAX_TEXT_CHARS`.
fn text(v: &str) -> String {
    crate::i18n::shown::one_line(v, MAX_TEXT_CHARS)
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
        line("captions_chosen", flag(st.captions_chosen).into());
        line("four_colour", flag(st.four_colour).into());
        line("lesson_seen", flag(st.lesson_seen).into());
        line("public_stun", flag(st.public_stun).into());
        if let Some(lang) = st.lang {
            line("lang", lang.tag().into());
        }
        if let Some(setup) = &st.last_setup {
            line("setup", setup.to_text());
        }
        for (key, r) in s.games.iter() {
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
            let (key, value) = d.to_line();
            line(key, value);
        }
        if let Some(p) = &self.in_progress {
            line("progress", p.record.clone());
            if let Some(day) = p.daily {
                line("progress_daily", day.to_string());
            }
            if let Some(value) = p.progress.to_value() {
                line("progress_at", value);
            }
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
    /// `is_record` tells a readable record of a match in progress (the share format's
    /// decoder, which this layer does not reach itself).
    pub fn load(
        text: Option<&str>,
        system_reduced_motion: bool,
        is_record: fn(&str) -> bool,
    ) -> (Saved, Vec<SavedNotice>) {
        let mut saved = Saved::fresh(system_reduced_motion);
        let mut notices = Vec::new();
        let Some(text) = text else {
            return (saved, notices);
        };
        let mut lines = text.lines();
        let Some(newer) = read_header(lines.next(), &mut saved, &mut notices) else {
            return (saved, notices);
        };
        let mut reader = Reader {
            saved,
            newer,
            lost: Vec::new(),
            kept: Kept::default(),
            progress: Vec::new(),
            progress_daily: None,
            progress_at: None,
        };
        for l in lines {
            reader.line(l);
        }
        reader.take_progress(is_record);
        reader.finish(notices)
    }
}

mod read;
mod said;
pub use said::{DailyResult, Progress, SavedNotice, Summary};
#[cfg(test)]
mod said_tests;
#[cfg(test)]
mod tests;
