//! What a page address asks for: `?seed=…&teams=…&preset=…`. Pure, so it is tested natively;
//! anything unreadable is reported, never a panic, and the page falls back to defaults.

use crate::bots::LevelName;
use crate::engine::{Gesture, Preset};
use crate::session::Speed;

/// Seeds stay below 2^53 so a page, a link and JavaScript all read them exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRequest {
    pub seed: Option<u64>,
    pub teams: u8,
    pub preset: Preset,
    pub level: Option<LevelName>,
    pub speed: Option<Speed>,
    pub signal: Option<Gesture>,
    /// Parts of the address that could not be used, in words for a notice.
    pub problems: Vec<String>,
}

impl Default for TableRequest {
    fn default() -> Self {
        TableRequest {
            seed: None,
            teams: 2,
            preset: Preset::Classic,
            level: None,
            speed: None,
            signal: None,
            problems: Vec::new(),
        }
    }
}

/// Reads a query string (with or without its leading `?`).
pub fn read_query(query: &str) -> TableRequest {
    let mut request = TableRequest::default();
    for pair in query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "seed" => match value.parse::<u64>() {
                Ok(seed) if seed <= MAX_SEED => request.seed = Some(seed),
                _ => request.problems.push(format!("the deal number {value:?} is not one this game can deal, so here is a fresh deal")),
            },
            "teams" => match value.parse::<u8>() {
                Ok(t) if (2..=4).contains(&t) => request.teams = t,
                _ => request.problems.push(format!("a table has 2 to 4 teams here, not {value:?}")),
            },
            "preset" => match Preset::from_name(value) {
                Some(p) => request.preset = p,
                None => request.problems.push(format!("there are no {value:?} rules, so these are the classic ones")),
            },
            "level" => match LevelName::from_name(value) {
                Some(l) => request.level = Some(l),
                None => request.problems.push(format!("there is no {value:?} level: the bots are casual, sharp or ruthless")),
            },
            "speed" => match Speed::from_name(value) {
                Some(s) => request.speed = Some(s),
                None => request.problems.push(format!("there is no {value:?} speed")),
            },
            "signal" => match Gesture::from_name(value) {
                Some(g) => request.signal = Some(g),
                None => request.problems.push(format!("there is no {value:?} gesture")),
            },
            _ => {}
        }
    }
    request
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_seed_teams_and_preset() {
        let r =
            read_query("?seed=42&teams=3&preset=party&level=ruthless&speed=fast&signal=ear_tug");
        assert_eq!((r.seed, r.teams, r.preset), (Some(42), 3, Preset::Party));
        assert_eq!(
            (r.level, r.speed, r.signal),
            (
                Some(LevelName::Ruthless),
                Some(Speed::Fast),
                Some(Gesture::EarTug)
            )
        );
        assert!(r.problems.is_empty());
        assert_eq!(read_query("").seed, None);
    }

    #[test]
    fn bad_values_are_reported_and_replaced_by_defaults() {
        let r = read_query("seed=-1&teams=9&preset=poker&other=x&seed");
        assert_eq!((r.seed, r.teams, r.preset), (None, 2, Preset::Classic));
        assert_eq!(r.problems.len(), 4, "{:?}", r.problems);
        assert_eq!(
            read_query("seed=9007199254740992").seed,
            None,
            "above 2^53 - 1"
        );
        assert_eq!(read_query("seed=9007199254740991").seed, Some(MAX_SEED));
    }
}
