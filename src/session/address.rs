//! What a page address asks for: `?seed=…&teams=…&preset=…`. Pure, so it is tested natively;
//! anything unreadable is reported, never a panic, and the page falls back to defaults.

use super::settings::Speed;
use crate::bots::{LevelName, Signals};
use crate::engine::{Gesture, Preset};
use crate::i18n::shown::quoted;
use crate::i18n::Words;

pub use super::record::MAX_SEED;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRequest {
    pub seed: Option<u64>,
    pub teams: u8,
    pub preset: Preset,
    pub level: Option<LevelName>,
    pub speed: Option<Speed>,
    /// `signal=wink` or `signal=wink,cough` (one to three different gestures).
    pub signals: Option<Signals>,
    /// Parts of the address that could not be used, in words for a notice.
    pub problems: Vec<String>,
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

/// Reads a query string (with or without its leading `?`). Values may be percent-encoded.
/// A parameter given twice counts once: the first time, and a problem says so.
pub fn read_query(w: &Words, query: &str) -> TableRequest {
    let mut request = TableRequest::default();
    let mut seen: Vec<String> = Vec::new();
    let query = query.trim_start_matches('?');
    for (key, value) in form_urlencoded::parse(query.as_bytes()).take(MAX_PARAMETERS) {
        let (key, value) = (key.as_ref(), value.as_ref());
        if !KNOWN.contains(&key) {
            continue;
        }
        if seen.iter().any(|k| k == key) {
            request.problems.push(tr!(w, LINK_ADDRESS_TWICE, key = key));
            continue;
        }
        seen.push(key.to_string());
        request.asks_for_table |= TABLE_KEYS.contains(&key);
        let value: String = value.chars().take(MAX_VALUE_CHARS).collect();
        let shown = quoted(&value);
        match key {
            // Whatever its value: `?friend`, `?friend=` and `?friend=1` all ask for it.
            "friend" => request.friend = true,
            "seed" => match value.parse::<u64>() {
                Ok(seed) if seed <= MAX_SEED => request.seed = Some(seed),
                _ => request
                    .problems
                    .push(tr!(w, LINK_ADDRESS_SEED, value = &shown)),
            },
            "teams" => match value.parse::<u8>() {
                Ok(t) if (2..=MAX_TEAMS).contains(&t) => request.teams = t,
                _ => request.problems.push(tr!(
                    w,
                    LINK_ADDRESS_TEAMS,
                    most = MAX_TEAMS,
                    value = &shown
                )),
            },
            "preset" => match Preset::from_name(&value) {
                Some(p) => request.preset = p,
                None => request
                    .problems
                    .push(tr!(w, LINK_ADDRESS_PRESET, value = &shown)),
            },
            "level" => match LevelName::from_name(&value) {
                Some(l) => request.level = Some(l),
                None => request
                    .problems
                    .push(tr!(w, LINK_ADDRESS_LEVEL, value = &shown)),
            },
            "speed" => match Speed::from_name(&value) {
                Some(s) => request.speed = Some(s),
                None => request
                    .problems
                    .push(tr!(w, LINK_ADDRESS_SPEED, value = &shown)),
            },
            _ => match signals_named(&value) {
                Ok(set) => request.signals = Some(set),
                Err(problem) => request.problems.push(problem(w, &shown)),
            },
        }
    }
    request
}

/// What is wrong with a value, given the value as a notice shows it.
type Problem = fn(&Words, &str) -> String;

/// `wink` or `wink,cough,shrug`: one to three different gestures, or what is wrong.
fn signals_named(value: &str) -> Result<Signals, Problem> {
    let mut list = Vec::with_capacity(Signals::MAX);
    for name in value.split(',').take(Signals::MAX + 1) {
        let gesture: Result<_, Problem> =
            Gesture::from_name(name).ok_or(|w, v| tr!(w, LINK_ADDRESS_GESTURE, value = v));
        list.push(gesture?);
    }
    Signals::new(&list).ok_or(|w, v| tr!(w, LINK_ADDRESS_SIGNALS, value = v))
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

    #[test]
    fn friend_asks_for_the_friend_screen_whatever_its_value_and_names_no_table() {
        let w = &crate::i18n::english();
        for query in ["?friend", "?friend=", "?friend=1", "?seed=3&friend"] {
            assert!(read_query(w, query).friend, "{query}");
        }
        for query in ["?friends", "?seed=3", "?friendly=1"] {
            assert!(!read_query(w, query).friend, "{query}");
        }
        let r = read_query(w, "?friend");
        assert!(!r.asks_for_table && r.problems.is_empty());
    }

    #[test]
    fn reads_seed_teams_and_preset() {
        let w = &crate::i18n::english();
        let r = read_query(
            w,
            "?seed=42&teams=3&preset=party&level=ruthless&speed=fast&signal=ear_tug",
        );
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
        assert_eq!(read_query(w, "").seed, None);
    }

    #[test]
    fn bad_values_are_reported_and_replaced_by_defaults() {
        let w = &crate::i18n::english();
        let r = read_query(w, "seed=-1&teams=9&preset=poker&other=x");
        assert_eq!((r.seed, r.teams, r.preset), (None, 2, Preset::Classic));
        assert_eq!(r.problems.len(), 3, "{:?}", r.problems);
        assert!(r.problems[0].contains("fresh deal"));
        assert_eq!(
            read_query(w, "seed=9007199254740992").seed,
            None,
            "above 2^53 - 1"
        );
        assert_eq!(read_query(w, "seed=9007199254740991").seed, Some(MAX_SEED));
    }

    #[test]
    fn a_repeated_parameter_counts_once_and_the_message_says_which() {
        let w = &crate::i18n::english();
        let r = read_query(w, "?seed=1&seed=x");
        assert_eq!(r.seed, Some(1), "the first seed opens");
        assert_eq!(r.problems.len(), 1, "{:?}", r.problems);
        assert!(
            r.problems[0].contains("first one counts") && !r.problems[0].contains("fresh deal"),
            "{:?}",
            r.problems
        );
        let r = read_query(w, "?seed=x&seed=1");
        assert_eq!(r.seed, None);
        assert!(r.problems[0].contains("fresh deal"), "{:?}", r.problems);
    }

    #[test]
    fn several_signals_are_read_from_one_parameter() {
        let w = &crate::i18n::english();
        let r = read_query(w, "?seed=1&signal=wink%2Ccough,shrug");
        let want = Signals::new(&[Gesture::Wink, Gesture::Cough, Gesture::Shrug]);
        assert_eq!((r.signals, r.problems.len()), (want, 0), "{:?}", r.problems);
        for (bad, says) in [
            ("wink,wink", "one to three different"),
            ("wink,cough,shrug,yawn", "one to three different"),
            ("wink,smile", "no \"wink,smile\" gesture"),
            ("", "no \"\" gesture"),
        ] {
            let r = read_query(w, &format!("?seed=1&signal={bad}"));
            assert_eq!(r.signals, None, "{bad}");
            assert!(
                r.problems.iter().any(|p| p.contains(says)),
                "{bad}: {:?}",
                r.problems
            );
        }
    }

    /// The notices in French, the values quoted as in English, the address's own words
    /// (the levels) as the address writes them.
    #[test]
    fn the_problems_are_said_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        let r = with_words(built_in(Lang::Fr), |w| {
            read_query(w, "?level=expert&teams=9&signal=wink,smile&seed=1&seed=2")
        });
        assert_eq!(
            r.problems,
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
        let r = read_query(w, "?seed=%34%32&preset=%70arty&signal=ear%5Ftug");
        assert_eq!(
            (r.seed, r.preset, r.signals),
            (Some(42), Preset::Party, Some(Signals::one(Gesture::EarTug)))
        );
        assert!(r.problems.is_empty(), "{:?}", r.problems);
    }

    #[test]
    fn a_value_that_would_turn_a_notice_around_is_shown_escaped() {
        let w = &crate::i18n::english();
        let r = read_query(
            w,
            "?level=%E2%80%AEyrevocsid%20ot%20tnew%20I&signal=wink%E2%81%A7,x",
        );
        assert_eq!(r.problems.len(), 2);
        for problem in &r.problems {
            assert!(!problem.chars().any(is_unsafe), "{problem}");
        }
        assert!(r.problems[0].contains("\\u{202e}"), "{:?}", r.problems);
    }

    #[test]
    fn a_huge_address_is_read_in_bounded_time_and_space() {
        let w = &crate::i18n::english();
        let long = format!("?seed={}&{}", "9".repeat(100_000), "x=1&".repeat(100_000));
        let r = read_query(w, &long);
        assert_eq!(r.seed, None);
        assert_eq!(r.problems.len(), 1);
        assert!(
            r.problems[0].len() < 200,
            "the message quotes a bounded value"
        );
    }
}
