//! What the page remembers between visits: settings, statistics, today's daily deal and the
//! match in progress, as one JSON document under a versioned schema.
//!
//! Reading is forgiving: corrupt, foreign or older data is read field by field as far as it
//! is valid; the rest falls back to defaults, and a notice says what was lost. It never fails.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::play::PlayerStats;
use super::settings::{Settings, Speed};

pub const STORAGE_KEY: &str = "kemps";
pub const SCHEMA: u64 = 1;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub played: u32,
    pub won: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DailyResult {
    pub day: i64,
    pub won: bool,
    /// The spoiler-free summary ("won 5:3, 2 signals spotted").
    pub summary: String,
}

/// A match in progress: its record (see `MatchRecord::encode`) and whether it is the daily.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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

    pub fn to_json(&self) -> String {
        let value = serde_json::json!({
            "schema": SCHEMA,
            "app": "kemps",
            "settings": self.settings,
            "stats": self.stats,
            "daily": self.daily,
            "in_progress": self.in_progress,
        });
        value.to_string()
    }

    /// Reads saved data; never fails. The notices say what could not be kept.
    pub fn load(text: Option<&str>, system_reduced_motion: bool) -> (Saved, Vec<String>) {
        let mut saved = Saved::fresh(system_reduced_motion);
        let mut notices = Vec::new();
        let Some(text) = text else {
            return (saved, notices);
        };
        let root = match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(map)) => map,
            _ => {
                notices.push(
                    "Your saved settings and statistics could not be read, so they start afresh."
                        .into(),
                );
                return (saved, notices);
            }
        };
        match root.get("schema").and_then(Value::as_u64) {
            Some(SCHEMA) => {}
            Some(v) if v > SCHEMA => notices.push("These saved data come from a newer version of Kemps; what this version understands was kept.".into()),
            _ => notices.push("Saved data from an older version were read as far as possible.".into()),
        }
        let mut lost = Vec::new();
        if let Some(s) = root.get("settings") {
            saved.settings = read_settings(s, &saved.settings, &mut lost);
        }
        if let Some(s) = root.get("stats") {
            saved.stats = read_stats(s, &mut lost);
        }
        match root.get("daily") {
            None | Some(Value::Null) => {}
            Some(v) => match serde_json::from_value::<DailyResult>(v.clone()) {
                Ok(d) => saved.daily = Some(d),
                Err(_) => lost.push("today's daily result"),
            },
        }
        match root.get("in_progress") {
            None | Some(Value::Null) => {}
            Some(v) => match serde_json::from_value::<InProgress>(v.clone()) {
                Ok(p) if crate::share::MatchRecord::decode(&p.record).is_ok() => {
                    saved.in_progress = Some(p)
                }
                _ => lost.push("the match in progress"),
            },
        }
        if !lost.is_empty() {
            notices.push(format!(
                "Some saved data were damaged and were reset: {}.",
                lost.join(", ")
            ));
        }
        (saved, notices)
    }
}

fn field<T: serde::de::DeserializeOwned>(
    map: &Map<String, Value>,
    key: &str,
    ok: &mut bool,
) -> Option<T> {
    let v = map.get(key)?;
    match serde_json::from_value(v.clone()) {
        Ok(t) => Some(t),
        Err(_) => {
            *ok = false;
            None
        }
    }
}

fn read_settings(v: &Value, defaults: &Settings, lost: &mut Vec<&'static str>) -> Settings {
    let Value::Object(map) = v else {
        lost.push("settings");
        return defaults.clone();
    };
    let mut ok = true;
    let s = Settings {
        speed: field::<Speed>(map, "speed", &mut ok).unwrap_or(defaults.speed),
        sound: field(map, "sound", &mut ok).unwrap_or(defaults.sound),
        reduced_motion: field(map, "reduced_motion", &mut ok).unwrap_or(defaults.reduced_motion),
        captions: field(map, "captions", &mut ok).unwrap_or(defaults.captions),
        four_colour: field(map, "four_colour", &mut ok).unwrap_or(defaults.four_colour),
    };
    if !ok {
        lost.push("some settings");
    }
    s
}

fn read_stats(v: &Value, lost: &mut Vec<&'static str>) -> Stats {
    let Value::Object(map) = v else {
        lost.push("statistics");
        return Stats::default();
    };
    let mut ok = true;
    let d = Stats::default();
    let s = Stats {
        games: field(map, "games", &mut ok).unwrap_or(d.games),
        kemps_right: field(map, "kemps_right", &mut ok).unwrap_or(0),
        kemps_wrong: field(map, "kemps_wrong", &mut ok).unwrap_or(0),
        stops_right: field(map, "stops_right", &mut ok).unwrap_or(0),
        stops_wrong: field(map, "stops_wrong", &mut ok).unwrap_or(0),
        fastest_spot_ms: field::<Option<u64>>(map, "fastest_spot_ms", &mut ok).flatten(),
        win_streak: field(map, "win_streak", &mut ok).unwrap_or(0),
        best_win_streak: field(map, "best_win_streak", &mut ok).unwrap_or(0),
        daily_streak: field(map, "daily_streak", &mut ok).unwrap_or(0),
        best_daily_streak: field(map, "best_daily_streak", &mut ok).unwrap_or(0),
        last_daily_day: field::<Option<i64>>(map, "last_daily_day", &mut ok).flatten(),
    };
    if !ok {
        lost.push("some statistics");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_data_round_trip() {
        let mut saved = Saved::fresh(false);
        saved.settings.captions = true;
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
            summary: "won 5:3".into(),
        });
        let (back, notices) = Saved::load(Some(&saved.to_json()), false);
        assert_eq!(back, saved);
        assert!(notices.is_empty(), "{notices:?}");
    }

    #[test]
    fn damaged_data_keep_what_is_valid_and_say_what_was_lost() {
        let (s, n) = Saved::load(Some("{not json"), true);
        assert_eq!(s, Saved::fresh(true));
        assert_eq!(n.len(), 1);
        let (s, n) = Saved::load(
            Some(
                r#"{"schema":1,"settings":{"sound":false,"captions":"yes","speed":"warp"},"stats":{"kemps_right":7,"stops_wrong":-3},"in_progress":{"record":"garbage","daily":null,"label":"x"}}"#,
            ),
            false,
        );
        assert!(!s.settings.sound, "a valid setting survives");
        assert!(
            !s.settings.captions && s.settings.speed == Speed::Normal,
            "invalid ones fall back"
        );
        assert_eq!(s.stats.kemps_right, 7);
        assert_eq!(s.stats.stops_wrong, 0);
        assert!(s.in_progress.is_none());
        assert!(
            n.iter()
                .any(|m| m.contains("some settings") && m.contains("the match in progress")),
            "{n:?}"
        );
        for foreign in [
            "[1,2,3]",
            "\"text\"",
            "42",
            "null",
            "{}",
            r#"{"schema":99}"#,
            r#"{"schema":0,"stats":[]}"#,
        ] {
            let (_, n) = Saved::load(Some(foreign), false);
            assert!(!n.is_empty() || foreign == "{}", "{foreign}: {n:?}");
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
