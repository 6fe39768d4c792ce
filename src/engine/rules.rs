//! The house rules: the checked rule set, built from a preset (`Rules::of`), a preset and
//! options (`Rules::new`), or read from a file through the same check.

use std::fmt;

use super::word::readable_letter;

use serde::{Deserialize, Serialize};

pub use super::options::{
    BadDecks, BadSwitch, Decks, Order, RuleOptions, Scoring, StockOut, StopTarget, SwapRule,
    Switch, WrongStop,
};
pub use super::preset::Preset;
use super::table::Table;

/// A complete, valid rule set. Made only from a preset (`Rules::of`), a preset and options
/// (`Rules::new`), or by deserialising through the same check; read through its methods.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RulesInput")]
pub struct Rules {
    preset: Preset,
    scoring: Scoring,
    word: String,
    lives: u32,
    target: u32,
    swap: SwapRule,
    order: Order,
    stop_target: StopTarget,
    wrong_stop: WrongStop,
    double_calls: bool,
    stock_out: StockOut,
    redeal_trips: bool,
    center_trips_aside: bool,
    decks: Decks,
    /// Quiet time with no exchange before the dealer starts counting.
    idle_ms: u32,
    /// "One, two, three, dead" takes this long.
    countdown_ms: u32,
    /// Pause after a round ends before the next deal *(ours)*.
    round_break_ms: u32,
}

pub const DEFAULT_IDLE_MS: u32 = 2500;
pub const DEFAULT_COUNTDOWN_MS: u32 = 1500;
pub const DEFAULT_ROUND_BREAK_MS: u32 = 3000;

/// The times a person can play in. `validate` lets a scenario use any time (a script
/// answers in a millisecond), but rules that arrive from outside — a share link, a replay,
/// a saved match — must also pass [`Rules::check_playable`]: with `idle_ms: 1` the dealer
/// sweeps every centre before anyone sees it, and a resumed game runs through real deals
/// on its own for ever.
///
/// - `idle_ms` from 1 second: about the least in which a person takes in a new centre and
///   reaches for a card; up to 1 minute, beyond which the table looks stuck.
pub const MIN_IDLE_MS: u32 = 1_000;
pub const MAX_IDLE_MS: u32 = 60_000;
/// - `countdown_ms` from 1 second: "one, two, three, dead" said faster cannot be heard,
///   let alone answered; up to 10 seconds, already a slow count.
pub const MIN_COUNTDOWN_MS: u32 = 1_000;
pub const MAX_COUNTDOWN_MS: u32 = 10_000;

/// Why valid rules cannot be played by a person (see [`MIN_IDLE_MS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unplayable {
    IdleTooShort(u32),
    IdleTooLong(u32),
    CountdownTooShort(u32),
    CountdownTooLong(u32),
    /// The word holds a character that is not a letter or digit of [`readable_letter`] (a
    /// space, punctuation, an invisible mark, or a script the page does not judge): a team
    /// spells it one character per mistake.
    UnreadableWord,
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unplayable::IdleTooShort(ms) => write!(
                f,
                "the dealer would start counting after {ms} ms without an exchange, and a person needs at least {MIN_IDLE_MS} ms to see the centre and reach for a card"
            ),
            Unplayable::IdleTooLong(ms) => write!(
                f,
                "the dealer would wait {ms} ms before counting, and after {MAX_IDLE_MS} ms the table looks stuck"
            ),
            Unplayable::CountdownTooShort(ms) => write!(
                f,
                "\"one, two, three, dead\" would take {ms} ms, and a person needs at least {MIN_COUNTDOWN_MS} ms to hear it and answer"
            ),
            Unplayable::CountdownTooLong(ms) => write!(
                f,
                "\"one, two, three, dead\" would take {ms} ms, and a count takes at most {MAX_COUNTDOWN_MS} ms"
            ),
            Unplayable::UnreadableWord => f.write_str(
                "the word a team spells must be made of letters or digits a person can read",
            ),
        }
    }
}

impl std::error::Error for Unplayable {}

/// Why options cannot make a rule set: a value out of its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvalidRules {
    Word,
    Lives,
    Target,
    IdleMs,
    CountdownMs,
    RoundBreakMs,
}

impl fmt::Display for InvalidRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            InvalidRules::Word => "word must have 1 to 12 letters",
            InvalidRules::Lives => "lives must be 1 to 99",
            InvalidRules::Target => "target must be 1 to 99 points",
            InvalidRules::IdleMs => "idle_ms must be 1 to 600000",
            InvalidRules::CountdownMs => "countdown_ms must be 0 to 60000",
            InvalidRules::RoundBreakMs => "round_break_ms must be 0 to 600000",
        })
    }
}

impl std::error::Error for InvalidRules {}

/// A rule set as files write it, before it is checked.
#[derive(Deserialize)]
struct RulesInput {
    preset: Preset,
    scoring: Scoring,
    word: String,
    lives: u32,
    target: u32,
    swap: SwapRule,
    order: Order,
    stop_target: StopTarget,
    wrong_stop: WrongStop,
    double_calls: bool,
    stock_out: StockOut,
    redeal_trips: bool,
    center_trips_aside: bool,
    decks: Decks,
    idle_ms: u32,
    countdown_ms: u32,
    round_break_ms: u32,
}

impl TryFrom<RulesInput> for Rules {
    type Error = InvalidRules;
    fn try_from(input: RulesInput) -> Result<Rules, InvalidRules> {
        let rules = Rules {
            preset: input.preset,
            scoring: input.scoring,
            word: input.word,
            lives: input.lives,
            target: input.target,
            swap: input.swap,
            order: input.order,
            stop_target: input.stop_target,
            wrong_stop: input.wrong_stop,
            double_calls: input.double_calls,
            stock_out: input.stock_out,
            redeal_trips: input.redeal_trips,
            center_trips_aside: input.center_trips_aside,
            decks: input.decks,
            idle_ms: input.idle_ms,
            countdown_ms: input.countdown_ms,
            round_break_ms: input.round_break_ms,
        };
        rules.validate()?;
        Ok(rules)
    }
}

impl Rules {
    /// The rules of a preset as it stands, valid by construction.
    pub fn of(preset: Preset) -> Rules {
        let base = Rules {
            preset,
            scoring: Scoring::Letters,
            word: "KEMPS".into(),
            lives: 5,
            target: 5,
            swap: SwapRule::Multi,
            order: Order::Atomic,
            stop_target: StopTarget::Team,
            wrong_stop: WrongStop::Penalty,
            double_calls: false,
            stock_out: StockOut::RealDeal,
            redeal_trips: false,
            center_trips_aside: false,
            decks: Decks::Auto,
            idle_ms: DEFAULT_IDLE_MS,
            countdown_ms: DEFAULT_COUNTDOWN_MS,
            round_break_ms: DEFAULT_ROUND_BREAK_MS,
        };
        match preset {
            Preset::Classic => base,
            Preset::Hearts => Rules {
                scoring: Scoring::Lives,
                swap: SwapRule::Single,
                stop_target: StopTarget::Seat,
                ..base
            },
            Preset::Party => Rules {
                scoring: Scoring::Points,
                swap: SwapRule::Single,
                stop_target: StopTarget::Seat,
                wrong_stop: WrongStop::LoseRight,
                double_calls: true,
                stock_out: StockOut::Reshuffle,
                redeal_trips: true,
                ..base
            },
            Preset::Tournament => Rules {
                scoring: Scoring::Points,
                swap: SwapRule::Single,
                order: Order::DropFirst,
                stop_target: StopTarget::Seat,
                double_calls: true,
                center_trips_aside: true,
                ..base
            },
        }
    }

    /// The preset with `options` on top, checked: the trust boundary of every rule set a
    /// player, a file or a link asks for.
    pub fn new(preset: Preset, options: &RuleOptions) -> Result<Rules, InvalidRules> {
        let mut rules = Rules::of(preset);
        macro_rules! set {
            ($($field:ident),*) => { $( if let Some(v) = options.$field.clone() { rules.$field = v; } )* };
        }
        set!(
            scoring,
            word,
            lives,
            target,
            swap,
            order,
            stop_target,
            wrong_stop,
            stock_out,
            decks
        );
        set!(idle_ms, countdown_ms, round_break_ms);
        if let Some(Switch(b)) = options.double_calls {
            rules.double_calls = b;
        }
        if let Some(Switch(b)) = options.redeal_trips {
            rules.redeal_trips = b;
        }
        if let Some(Switch(b)) = options.center_trips_aside {
            rules.center_trips_aside = b;
        }
        rules.validate()?;
        Ok(rules)
    }

    /// Every value within its range: what `new` and deserialising check. Rules in hand have
    /// passed it already; a copy of a game checks the rules it was sent with it again.
    pub fn validate(&self) -> Result<(), InvalidRules> {
        let word_len = self.word.chars().count();
        let checks = [
            ((1..=12).contains(&word_len), InvalidRules::Word),
            ((1..=99).contains(&self.lives), InvalidRules::Lives),
            ((1..=99).contains(&self.target), InvalidRules::Target),
            ((1..=600_000).contains(&self.idle_ms), InvalidRules::IdleMs),
            (self.countdown_ms <= 60_000, InvalidRules::CountdownMs),
            (self.round_break_ms <= 600_000, InvalidRules::RoundBreakMs),
        ];
        match checks.into_iter().find(|(ok, _)| !ok) {
            Some((_, problem)) => Err(problem),
            None => Ok(()),
        }
    }

    /// Whether a person can play these (already valid) rules: the dealer's times within
    /// [`MIN_IDLE_MS`]..=[`MAX_IDLE_MS`] and [`MIN_COUNTDOWN_MS`]..=[`MAX_COUNTDOWN_MS`], and a
    /// word of letters or digits ([`readable_letter`]). `validate` already bounds the word to 12 characters and
    /// lives and target to 99. For rules from outside only; scenarios keep their tiny times.
    pub fn check_playable(&self) -> Result<(), Unplayable> {
        let (idle, count) = (self.idle_ms, self.countdown_ms);
        if idle < MIN_IDLE_MS {
            return Err(Unplayable::IdleTooShort(idle));
        }
        if idle > MAX_IDLE_MS {
            return Err(Unplayable::IdleTooLong(idle));
        }
        if count < MIN_COUNTDOWN_MS {
            return Err(Unplayable::CountdownTooShort(count));
        }
        if count > MAX_COUNTDOWN_MS {
            return Err(Unplayable::CountdownTooLong(count));
        }
        if !self.word.chars().all(readable_letter) {
            return Err(Unplayable::UnreadableWord);
        }
        Ok(())
    }

    /// How many decks a table of this size plays with.
    pub fn deck_count(&self, table: Table) -> usize {
        match self.decks {
            Decks::One => 1,
            Decks::Two => 2,
            Decks::Auto if table.seat_count() > 8 => 2,
            Decks::Auto => 1,
        }
    }

    pub fn word_len(&self) -> u32 {
        self.word.chars().count() as u32
    }

    /// The word a team spells one letter per mistake, under `Scoring::Letters`.
    pub fn word(&self) -> &str {
        &self.word
    }
}

/// The rules' values, read one by one; only `new`, `of` and deserialising set them.
macro_rules! readers {
    ($($(#[$doc:meta])* $field:ident: $ty:ty),* $(,)?) => {
        impl Rules {
            $( $(#[$doc])* pub const fn $field(&self) -> $ty { self.$field } )*
        }
    };
}

readers!(
    /// The preset these rules started from.
    preset: Preset,
    scoring: Scoring,
    /// Hearts each team starts with, under `Scoring::Lives`.
    lives: u32,
    /// Points that win, under `Scoring::Points`.
    target: u32,
    swap: SwapRule,
    order: Order,
    stop_target: StopTarget,
    wrong_stop: WrongStop,
    double_calls: bool,
    stock_out: StockOut,
    redeal_trips: bool,
    center_trips_aside: bool,
    decks: Decks,
    /// Quiet time with no exchange before the dealer starts counting.
    idle_ms: u32,
    /// "One, two, three, dead" takes this long.
    countdown_ms: u32,
    /// Pause after a round ends before the next deal *(ours)*.
    round_break_ms: u32,
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_table_of_rules_md() {
        let c = Rules::of(Preset::Classic);
        assert_eq!(
            (c.scoring, c.swap, c.order),
            (Scoring::Letters, SwapRule::Multi, Order::Atomic)
        );
        assert_eq!(
            (c.stop_target, c.wrong_stop, c.double_calls),
            (StopTarget::Team, WrongStop::Penalty, false)
        );
        assert_eq!(
            (c.stock_out, c.redeal_trips, c.center_trips_aside),
            (StockOut::RealDeal, false, false)
        );
        assert_eq!(c.word, "KEMPS");

        let h = Rules::of(Preset::Hearts);
        assert_eq!(
            (h.scoring, h.lives, h.swap, h.order),
            (Scoring::Lives, 5, SwapRule::Single, Order::Atomic)
        );
        assert_eq!(
            (h.stop_target, h.wrong_stop, h.double_calls),
            (StopTarget::Seat, WrongStop::Penalty, false)
        );
        assert_eq!(
            (h.stock_out, h.redeal_trips, h.center_trips_aside),
            (StockOut::RealDeal, false, false)
        );

        let p = Rules::of(Preset::Party);
        assert_eq!(
            (p.scoring, p.target, p.swap, p.order),
            (Scoring::Points, 5, SwapRule::Single, Order::Atomic)
        );
        assert_eq!(
            (p.stop_target, p.wrong_stop, p.double_calls),
            (StopTarget::Seat, WrongStop::LoseRight, true)
        );
        assert_eq!(
            (p.stock_out, p.redeal_trips, p.center_trips_aside),
            (StockOut::Reshuffle, true, false)
        );

        let t = Rules::of(Preset::Tournament);
        assert_eq!(
            (t.scoring, t.target, t.swap, t.order),
            (Scoring::Points, 5, SwapRule::Single, Order::DropFirst)
        );
        assert_eq!(
            (t.stop_target, t.wrong_stop, t.double_calls),
            (StopTarget::Seat, WrongStop::Penalty, true)
        );
        assert_eq!(
            (t.stock_out, t.redeal_trips, t.center_trips_aside),
            (StockOut::RealDeal, false, true)
        );

        for p in Preset::ALL {
            let r = Rules::of(p);
            assert_eq!(
                (r.idle_ms, r.countdown_ms, r.decks),
                (2500, 1500, Decks::Auto)
            );
        }
    }

    #[test]
    fn decks_auto_is_two_above_eight_players() {
        let r = Rules::of(Preset::Classic);
        assert_eq!(r.deck_count(Table::new(4).unwrap()), 1);
        assert_eq!(r.deck_count(Table::new(5).unwrap()), 2);
        let one = Rules::new(
            Preset::Classic,
            &RuleOptions {
                decks: Some(Decks::One),
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(one.deck_count(Table::new(6).unwrap()), 1);
    }

    #[test]
    fn options_parse_and_unknown_ones_are_refused() {
        let o: RuleOptions =
            serde_json::from_str(r#"{"decks":"auto","double_calls":"on","stock_out":"reshuffle"}"#)
                .unwrap();
        let r = Rules::new(Preset::Classic, &o).unwrap();
        assert!(r.double_calls);
        assert_eq!(r.stock_out, StockOut::Reshuffle);
        assert!(serde_json::from_str::<RuleOptions>(r#"{"colour":"red"}"#).is_err());
        assert!(serde_json::from_str::<RuleOptions>(r#"{"decks":3}"#).is_err());
        let bad = RuleOptions {
            word: Some(String::new()),
            ..Default::default()
        };
        assert!(Rules::new(Preset::Classic, &bad).is_err());
    }

    fn with(options: RuleOptions) -> Rules {
        Rules::new(Preset::Classic, &options).expect("valid")
    }

    #[test]
    fn every_preset_is_valid_as_it_stands() {
        for p in Preset::ALL {
            assert_eq!(Rules::of(p).validate(), Ok(()), "{p:?}");
            assert_eq!(Rules::new(p, &RuleOptions::default()), Ok(Rules::of(p)));
        }
    }

    #[test]
    fn every_preset_is_playable_and_so_are_the_bounds() {
        for p in Preset::ALL {
            assert_eq!(Rules::of(p).check_playable(), Ok(()));
        }
        for (idle, count) in [
            (MIN_IDLE_MS, MIN_COUNTDOWN_MS),
            (MAX_IDLE_MS, MAX_COUNTDOWN_MS),
        ] {
            let r = with(RuleOptions {
                idle_ms: Some(idle),
                countdown_ms: Some(count),
                word: Some("HÄST9".into()),
                ..Default::default()
            });
            assert_eq!(r.check_playable(), Ok(()), "{idle} {count}");
        }
    }

    #[test]
    fn valid_rules_no_person_could_play_are_named() {
        let cases = [
            (
                RuleOptions {
                    idle_ms: Some(1),
                    ..Default::default()
                },
                Unplayable::IdleTooShort(1),
            ),
            (
                RuleOptions {
                    idle_ms: Some(MAX_IDLE_MS + 1),
                    ..Default::default()
                },
                Unplayable::IdleTooLong(MAX_IDLE_MS + 1),
            ),
            (
                RuleOptions {
                    countdown_ms: Some(0),
                    ..Default::default()
                },
                Unplayable::CountdownTooShort(0),
            ),
            (
                RuleOptions {
                    countdown_ms: Some(MAX_COUNTDOWN_MS + 1),
                    ..Default::default()
                },
                Unplayable::CountdownTooLong(MAX_COUNTDOWN_MS + 1),
            ),
            (
                RuleOptions {
                    word: Some("K\u{200B}EMPS".into()),
                    ..Default::default()
                },
                Unplayable::UnreadableWord,
            ),
            (
                RuleOptions {
                    word: Some("KE MP".into()),
                    ..Default::default()
                },
                Unplayable::UnreadableWord,
            ),
            (
                RuleOptions {
                    word: Some("KE\u{301}MPS".into()),
                    ..Default::default()
                },
                Unplayable::UnreadableWord,
            ),
        ];
        for (options, why) in cases {
            let rules = with(options);
            assert_eq!(rules.validate(), Ok(()), "a scenario may use these");
            assert_eq!(rules.check_playable(), Err(why));
            assert!(!why.to_string().is_empty());
        }
        assert!(Unplayable::IdleTooShort(1).to_string().contains("1000 ms"));
    }

    #[test]
    fn rules_are_deserialised_only_when_valid() {
        let party = Rules::of(Preset::Party);
        let text = serde_json::to_string(&party).expect("json");
        assert_eq!(serde_json::from_str::<Rules>(&text).ok(), Some(party));
        let no_word = text.replace(r#""word":"KEMPS""#, r#""word":"""#);
        let refused = serde_json::from_str::<Rules>(&no_word).map_err(|e| e.to_string());
        assert!(refused.is_err_and(|e| e.contains("word must have 1 to 12 letters")));
        let no_lives = RuleOptions {
            lives: Some(0),
            ..Default::default()
        };
        assert_eq!(
            Rules::new(Preset::Hearts, &no_lives),
            Err(InvalidRules::Lives)
        );
    }
}
