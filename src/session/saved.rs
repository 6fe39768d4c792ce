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
//! lost. It never fails.

use std::collections::BTreeMap;

use super::play::PlayerStats;
use super::settings::{Settings, Speed};

pub const STORAGE_KEY: &str = "kemps";
pub const SCHEMA: u64 = 1;
const HEADER: &str = "kemps-saved";

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    pub played: u32,
    pub won: u32,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Games and wins by "preset/level".
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

impl Stats {
    pub fn totals(&self) -> Record {
        self.games.values().fold(Record::default(), |a, r| Record {
            played: a.played + r.played,
            won: a.won + r.won,
        })
    }

    /// A finished match; `daily` is the day number when it was that day's deal.
    pub fn add_match(&mut self, key: &str, won: bool, s: &PlayerStats, daily: Option<i64>) {
        let r = self.games.entry(key.to_string()).or_default();
        r.played += 1;
        r.won += won as u32;
        self.kemps_right += s.kemps_right;
        self.kemps_wrong += s.kemps_wrong;
        self.stops_right += s.stops_right;
        self.stops_wrong += s.stops_wrong;
        self.fastest_spot_ms = match (self.fastest_spot_ms, s.fastest_spot_ms) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.win_streak = if won { self.win_streak + 1 } else { 0 };
        self.best_win_streak = self.best_win_streak.max(self.win_streak);
        if let Some(day) = daily {
            if self.last_daily_day != Some(day) {
                self.daily_streak = if self.last_daily_day == Some(day - 1) {
                    self.daily_streak + 1
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
}

impl Saved {
    pub fn fresh(system_reduced_motion: bool) -> Saved {
        Saved {
            settings: Settings::defaults(system_reduced_motion),
            stats: Stats::default(),
            daily: None,
            in_progress: None,
        }
    }

    /// The saved document.
    pub fn to_text(&self) -> String {
        let st = &self.settings;
        let s = &self.stats;
        let flag = |b: bool| if b { "1" } else { "0" };
        let mut out = format!("{HEADER} {SCHEMA}\n");
        let mut line = |k: &str, v: String| {
            out.push_str(k);
            out.push('=');
            out.push_str(&v.replace('\n', " "));
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
        match version {
            Some(Ok(SCHEMA)) => {}
            Some(Ok(v)) if v > SCHEMA => notices.push("These saved data come from a newer version of Kemps; what this version understands was kept.".into()),
            Some(_) => notices.push("Saved data from an older version were read as far as possible.".into()),
            None => {
                notices.push("Your saved settings and statistics could not be read, so they start afresh.".into());
                return (saved, notices);
            }
        }
        let mut lost: Vec<&'static str> = Vec::new();
        let mut progress = (None::<String>, None::<i64>, None::<String>);
        for l in lines {
            let Some((key, value)) = l.split_once('=') else {
                if !l.trim().is_empty() {
                    lost.push("a damaged line");
                }
                continue;
            };
            let flag = |v: &str| match v {
                "1" => Some(true),
                "0" => Some(false),
                _ => None,
            };
            let st = &mut saved.settings;
            let s = &mut saved.stats;
            let ok = match key {
                "speed" => Speed::from_name(value).map(|v| st.speed = v).is_some(),
                "sound" => flag(value).map(|v| st.sound = v).is_some(),
                "reduced_motion" => flag(value).map(|v| st.reduced_motion = v).is_some(),
                "captions" => flag(value).map(|v| st.captions = v).is_some(),
                "four_colour" => flag(value).map(|v| st.four_colour = v).is_some(),
                "kemps_right" => value.parse().map(|v| s.kemps_right = v).is_ok(),
                "kemps_wrong" => value.parse().map(|v| s.kemps_wrong = v).is_ok(),
                "stops_right" => value.parse().map(|v| s.stops_right = v).is_ok(),
                "stops_wrong" => value.parse().map(|v| s.stops_wrong = v).is_ok(),
                "win_streak" => value.parse().map(|v| s.win_streak = v).is_ok(),
                "best_win_streak" => value.parse().map(|v| s.best_win_streak = v).is_ok(),
                "daily_streak" => value.parse().map(|v| s.daily_streak = v).is_ok(),
                "best_daily_streak" => value.parse().map(|v| s.best_daily_streak = v).is_ok(),
                "fastest_spot_ms" => value.parse().map(|v| s.fastest_spot_ms = Some(v)).is_ok(),
                "last_daily_day" => value.parse().map(|v| s.last_daily_day = Some(v)).is_ok(),
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
                                summary: summary.to_string(),
                            });
                            true
                        }
                        _ => false,
                    }
                }
                "progress" => {
                    progress.0 = Some(value.to_string());
                    true
                }
                "progress_daily" => value.parse().map(|v| progress.1 = Some(v)).is_ok(),
                "progress_label" => {
                    progress.2 = Some(value.to_string());
                    true
                }
                k => match k.strip_prefix("games.") {
                    Some(game) => {
                        match value.split_once(' ').map(|(p, w)| (p.parse(), w.parse())) {
                            Some((Ok(played), Ok(won))) if won <= played => {
                                s.games.insert(game.to_string(), Record { played, won });
                                true
                            }
                            _ => false,
                        }
                    }
                    // A key from a newer version: skipped, not an error.
                    None => true,
                },
            };
            if !ok {
                lost.push(match key {
                    "speed" | "sound" | "reduced_motion" | "captions" | "four_colour" => {
                        "some settings"
                    }
                    "daily" => "today's daily result",
                    "progress_daily" => "the match in progress",
                    _ => "some statistics",
                });
            }
        }
        if let (Some(record), daily, label) = progress {
            if crate::share::MatchRecord::decode(&record).is_ok() {
                saved.in_progress = Some(InProgress {
                    record,
                    daily,
                    label: label.unwrap_or_else(|| "your last match".into()),
                });
            } else {
                lost.push("the match in progress");
            }
        }
        lost.sort_unstable();
        lost.dedup();
        if !lost.is_empty() {
            notices.push(format!(
                "Some saved data were damaged and were reset: {}.",
                lost.join(", ")
            ));
        }
        (saved, notices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
