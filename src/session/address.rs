//! What a page address asks for: `?seed=…&teams=…&preset=…`. Pure, so it is tested natively;
//! anything unreadable is reported, never a panic, and the page falls back to defaults.

use super::settings::Speed;
use crate::bots::{LevelName, Signals};
use crate::engine::{Gesture, Preset};
use crate::i18n::shown::quoted;
use crate::i18n::Words;

use crate::game_id::MAX_SEED;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRequest {
    pub seed: Option<u64>,
    pub teams: u8,
    pub preset: Preset,
    pub level: Option<LevelName>,
    pub speed: Option<Speed>,
    /// `signal=wink` or `signal=wink,cough` (one to three different gestures).
    pub signals: Option<Signals>,
    /// Parts of the address that could not be used, for a notice.
    pub problems: Vec<AddressProblem>,
    /// The address names a table (a deal, its size, rules, bots or signals), whatever the
    /// values: it opens a table, on a fresh deal when it names none.
    pub asks_for_table: bool,
    /// `?friend`: the page opens on inviting a friend to your table (see
    /// `AppState::friend_build_address`).
    pub friend: bool,
}

impl Default for TableRequest {
    fn default() -> Self {
        TableRequest {
            seed: None,
            teams: 2,
            preset: Preset::Classic,
            level: None,
            speed: None,
            signals: None,
            problems: Vec::new(),
            asks_for_table: false,
            friend: false,
        }
    }
}

/// A part of the address that could not be used: the parameter given twice, or the value
/// that does not read (as the address gave it, bounded; quoted when it is worded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressProblem {
    Twice(&'static str),
    Seed(String),
    Teams(String),
    Preset(String),
    Level(String),
    Speed(String),
    /// A signal that names no gesture.
    Gesture(String),
    /// Signals that are not one to three different gestures.
    Signals(String),
}

impl AddressProblem {
    /// Said in a notice, in the words `w`, with the value quoted so that it cannot turn the
    /// sentence around.
    pub fn words(&self, w: &Words) -> String {
        match self {
            AddressProblem::Twice(key) => tr!(w, LINK_ADDRESS_TWICE, key = *key),
            AddressProblem::Seed(v) => tr!(w, LINK_ADDRESS_SEED, value = &quoted(v)),
            AddressProblem::Teams(v) => {
                tr!(w, LINK_ADDRESS_TEAMS, most = MAX_TEAMS, value = &quoted(v))
            }
            AddressProblem::Preset(v) => tr!(w, LINK_ADDRESS_PRESET, value = &quoted(v)),
            AddressProblem::Level(v) => tr!(w, LINK_ADDRESS_LEVEL, value = &quoted(v)),
            AddressProblem::Speed(v) => tr!(w, LINK_ADDRESS_SPEED, value = &quoted(v)),
            AddressProblem::Gesture(v) => tr!(w, LINK_ADDRESS_GESTURE, value = &quoted(v)),
            AddressProblem::Signals(v) => tr!(w, LINK_ADDRESS_SIGNALS, value = &quoted(v)),
        }
    }
}

/// Reads a query string (with or without its leading `?`). Values may be percent-encoded.
/// A parameter given twice counts once: the first time, and a problem says so.
pub fn read_query(query: &str) -> TableRequest {
    let mut request = TableRequest::default();
    let mut seen: Vec<String> = Vec::new();
    let query = query.trim_start_matches('?');
    for (key, value) in form_urlencoded::parse(query.as_bytes()).take(MAX_PARAMETERS) {
        let (key, value) = (key.as_ref(), value.as_ref());
        let Some(key) = KNOWN.iter().copied().find(|k| *k == key) else {
            continue;
        };
        if seen.iter().any(|k| k == key) {
            request.problems.push(AddressProblem::Twice(key));
            continue;
        }
        seen.push(key.to_string());
        request.asks_for_table |= TABLE_KEYS.contains(&key);
        let value: String = value.chars().take(MAX_VALUE_CHARS).collect();
        match key {
            // Whatever its value: `?friend`, `?friend=` and `?friend=1` all ask for it.
            "friend" => request.friend = true,
            "seed" => match value.parse::<u64>() {
                Ok(seed) if seed <= MAX_SEED => request.seed = Some(seed),
                _ => request.problems.push(AddressProblem::Seed(value)),
            },
            "teams" => match value.parse::<u8>() {
                Ok(t) if (2..=MAX_TEAMS).contains(&t) => request.teams = t,
                _ => request.problems.push(AddressProblem::Teams(value)),
            },
            "preset" => match Preset::from_name(&value) {
                Some(p) => request.preset = p,
                None => request.problems.push(AddressProblem::Preset(value)),
            },
            "level" => match LevelName::from_name(&value) {
                Some(l) => request.level = Some(l),
                None => request.problems.push(AddressProblem::Level(value)),
            },
            "speed" => match Speed::from_name(&value) {
                Some(s) => request.speed = Some(s),
                None => request.problems.push(AddressProblem::Speed(value)),
            },
            _ => match signals_named(&value) {
                Ok(set) => request.signals = Some(set),
                Err(problem) => request.problems.push(problem(value)),
            },
        }
    }
    request
}

/// `wink` or `wink,cough,shrug`: one to three different gestures, or what is wrong with
/// the value.
fn signals_named(value: &str) -> Result<Signals, fn(String) -> AddressProblem> {
    let mut list = Vec::with_capacity(Signals::MAX);
    for name in value.split(',').take(Signals::MAX + 1) {
        list.push(Gesture::from_name(name).ok_or(AddressProblem::Gesture as fn(_) -> _)?);
    }
    Signals::new(&list).ok_or(AddressProblem::Signals)
}

/// The parameters an address may carry.
const KNOWN: [&str; 7] = [
    "seed", "teams", "preset", "level", "speed", "signal", "friend",
];
/// The parameters that name a table; `speed` is a setting of the page.
const TABLE_KEYS: [&str; 5] = ["seed", "teams", "preset", "level", "signal"];
/// An address is input from outside: read a bounded part of it.
const MAX_PARAMETERS: usize = 64;
const MAX_VALUE_CHARS: usize = 40;
/// The most teams the address may ask for: every table the rules have.
pub const MAX_TEAMS: u8 = crate::engine::table::MAX_TEAMS;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::shown::is_unsafe;

    /// The request's problems, as a notice says them in the words `w`.
    fn said(w: &Words, r: &TableRequest) -> Vec<String> {
        r.problems.iter().map(|p| p.words(w)).collect()
    }

    #[test]
    fn friend_asks_for_the_friend_screen_whatever_its_value_and_names_no_table() {
        for query in ["?friend", "?friend=", "?friend=1", "?seed=3&friend"] {
            assert!(read_query(query).friend, "{query}");
        }
        for query in ["?friends", "?seed=3", "?friendly=1"] {
            assert!(!read_query(query).friend, "{query}");
        }
        let r = read_query("?friend");
        assert!(!r.asks_for_table && r.problems.is_empty());
    }

    #[test]
    fn reads_seed_teams_and_preset() {
        let r =
            read_query("?seed=42&teams=3&preset=party&level=ruthless&speed=fast&signal=ear_tug");
        assert_eq!((r.seed, r.teams, r.preset), (Some(42), 3, Preset::Party));
        assert_eq!(
            (r.level, r.speed, r.signals),
            (
                Some(LevelName::Ruthless),
                Some(Speed::Fast),
                Some(Signals::one(Gesture::EarTug))
            )
        );
        assert!(r.problems.is_empty());
        assert_eq!(read_query("").seed, None);
    }

    #[test]
    fn bad_values_are_reported_and_replaced_by_defaults() {
        let w = &crate::i18n::english();
        let r = read_query("seed=-1&teams=9&preset=poker&other=x");
        assert_eq!((r.seed, r.teams, r.preset), (None, 2, Preset::Classic));
        assert_eq!(r.problems.len(), 3, "{:?}", said(w, &r));
        assert!(said(w, &r)[0].contains("fresh deal"));
        assert_eq!(
            read_query("seed=9007199254740992").seed,
            None,
            "above 2^53 - 1"
        );
        assert_eq!(read_query("seed=9007199254740991").seed, Some(MAX_SEED));
    }

    #[test]
    fn a_repeated_parameter_counts_once_and_the_message_says_which() {
        let w = &crate::i18n::english();
        let r = read_query("?seed=1&seed=x");
        assert_eq!(r.seed, Some(1), "the first seed opens");
        assert_eq!(r.problems.len(), 1, "{:?}", said(w, &r));
        assert!(
            said(w, &r)[0].contains("first one counts") && !said(w, &r)[0].contains("fresh deal"),
            "{:?}",
            said(w, &r)
        );
        let r = read_query("?seed=x&seed=1");
        assert_eq!(r.seed, None);
        assert!(said(w, &r)[0].contains("fresh deal"), "{:?}", said(w, &r));
    }

    #[test]
    fn several_signals_are_read_from_one_parameter() {
        let w = &crate::i18n::english();
        let r = read_query("?seed=1&signal=wink%2Ccough,shrug");
        let want = Signals::new(&[Gesture::Wink, Gesture::Cough, Gesture::Shrug]);
        assert_eq!(
            (r.signals, r.problems.len()),
            (want, 0),
            "{:?}",
            said(w, &r)
        );
        for (bad, says) in [
            ("wink,wink", "one to three different"),
            ("wink,cough,shrug,yawn", "one to three different"),
            ("wink,smile", "no \"wink,smile\" gesture"),
            ("", "no \"\" gesture"),
        ] {
            let r = read_query(&format!("?seed=1&signal={bad}"));
            assert_eq!(r.signals, None, "{bad}");
            assert!(
                said(w, &r).iter().any(|p| p.contains(says)),
                "{bad}: {:?}",
                said(w, &r)
            );
        }
    }

    /// The notices in French, the values quoted as in English, the address's own words
    /// (the levels) as the address writes them.
    #[test]
    fn the_problems_are_said_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        let problems = with_words(built_in(Lang::Fr), |w| {
            said(
                w,
                &read_query("?level=expert&teams=9&signal=wink,smile&seed=1&seed=2"),
            )
        });
        assert_eq!(
            problems,
            [
                "il n'y a pas de niveau \"expert\" : les bots sont casual, sharp ou ruthless",
                "une table a ici de 2 à 6 équipes, pas \"9\", donc celle-ci en a 2",
                "il n'y a pas de geste \"wink,smile\"",
                "l'adresse donne seed plusieurs fois, donc seule la première compte",
            ]
        );
    }

    #[test]
    fn percent_encoded_values_are_read() {
        let w = &crate::i18n::english();
        let r = read_query("?seed=%34%32&preset=%70arty&signal=ear%5Ftug");
        assert_eq!(
            (r.seed, r.preset, r.signals),
            (Some(42), Preset::Party, Some(Signals::one(Gesture::EarTug)))
        );
        assert!(r.problems.is_empty(), "{:?}", said(w, &r));
    }

    #[test]
    fn a_value_that_would_turn_a_notice_around_is_shown_escaped() {
        let w = &crate::i18n::english();
        let r = read_query("?level=%E2%80%AEyrevocsid%20ot%20tnew%20I&signal=wink%E2%81%A7,x");
        assert_eq!(r.problems.len(), 2);
        for problem in &said(w, &r) {
            assert!(!problem.chars().any(is_unsafe), "{problem}");
        }
        assert!(said(w, &r)[0].contains("\\u{202e}"), "{:?}", said(w, &r));
    }

    #[test]
    fn a_huge_address_is_read_in_bounded_time_and_space() {
        let w = &crate::i18n::english();
        let long = format!("?seed={}&{}", "9".repeat(100_000), "x=1&".repeat(100_000));
        let r = read_query(&long);
        assert_eq!(r.seed, None);
        assert_eq!(r.problems.len(), 1);
        assert!(
            said(w, &r)[0].len() < 200,
            "the message quotes a bounded value"
        );
    }
}
