//! Every action has a key. One table drives both the key handler and the "?" overlay.

use crate::engine::{CallKind, Preset};
use crate::i18n::Words;
use crate::narration::words::{preset_summary, preset_title, shout};

/// What a key press asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Hand(usize),
    Centre(usize),
    Pass,
    Kemps,
    DoubleKemps,
    Stop,
    DoubleStop,
    /// Make your team's signal.
    Signal,
    /// Open or close the gesture palette.
    Palette,
    /// A gesture from the open palette, by its place in the gesture set.
    Gesture(usize),
    /// A target in the open stop picker.
    Target(usize),
    Pause,
    Help,
    /// Enter: continue from a round's result, confirm.
    Continue,
    /// Escape: clear the selection, close what is open.
    Cancel,
}

/// What is open, which changes what digits mean.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KeyContext {
    pub palette_open: bool,
    pub picker_open: bool,
}

/// The keys of the centre's slots, left to right (the key handler and the buttons' hints).
pub const CENTRE_KEYS: [char; 9] = ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o'];
const PALETTE_KEYS: [char; 12] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='];

/// The command for a key (as `KeyboardEvent.key` names it), if any.
pub fn command_for(key: &str, shift: bool, ctx: KeyContext) -> Option<Command> {
    let mut chars = key.chars();
    let single = match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c.to_ascii_lowercase()),
        _ => None,
    };
    match key {
        "Escape" => return Some(Command::Cancel),
        "Enter" => return Some(Command::Continue),
        " " => return Some(Command::Pause),
        "?" => return Some(Command::Help),
        _ => {}
    }
    let c = single?;
    if ctx.picker_open {
        if let Some(d) = c.to_digit(10).filter(|&d| d >= 1) {
            return Some(Command::Target(d as usize - 1));
        }
    }
    if ctx.palette_open {
        if let Some(i) = PALETTE_KEYS.iter().position(|&k| k == c) {
            return Some(Command::Gesture(i));
        }
    }
    if let Some(d) = c.to_digit(10).filter(|d| (1..=5).contains(d)) {
        return Some(Command::Hand(d as usize - 1));
    }
    if let Some(i) = CENTRE_KEYS.iter().position(|&k| k == c) {
        return Some(Command::Centre(i));
    }
    Some(match (c, shift) {
        ('p', _) => Command::Pass,
        ('k', false) => Command::Kemps,
        ('k', true) => Command::DoubleKemps,
        ('s', false) => Command::Stop,
        ('s', true) => Command::DoubleStop,
        ('g', _) => Command::Signal,
        ('v', _) => Command::Palette,
        _ => return None,
    })
}

/// A key press as the page sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KeyPress<'a> {
    /// As `KeyboardEvent.key` names it.
    pub key: &'a str,
    pub shift: bool,
    /// The key is held down and repeating.
    pub repeat: bool,
    /// The focus is on a button.
    pub on_button: bool,
}

/// What the table does with a key press.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyOutcome {
    /// Not the table's key: the browser does what it does with it.
    Ignore,
    /// The table's key, held: one press is one action (and the record stays short), so the
    /// repeat is used up and does nothing.
    Swallow,
    Run(Command),
}

/// What a key press does at the table. Enter on a focused button presses the button and
/// does not also continue.
pub fn key_outcome(press: KeyPress, ctx: KeyContext) -> KeyOutcome {
    match command_for(press.key, press.shift, ctx) {
        None => KeyOutcome::Ignore,
        Some(Command::Continue) if press.on_button => KeyOutcome::Ignore,
        Some(_) if press.repeat => KeyOutcome::Swallow,
        Some(command) => KeyOutcome::Run(command),
    }
}

/// The key that gives `command`, as a button's hint and the keys overlay show it ("⇧" for
/// Shift). `command_for` reads each of them back as the same command (tested below).
pub const fn key_label(command: Command) -> &'static str {
    match command {
        Command::Pass => "P",
        Command::Kemps => "K",
        Command::DoubleKemps => "⇧K",
        Command::Stop => "S",
        Command::DoubleStop => "⇧S",
        Command::Signal => "G",
        Command::Palette => "V",
        Command::Pause => "Space",
        Command::Help => "?",
        Command::Continue => "Enter",
        Command::Cancel => "Esc",
        Command::Hand(_) => "1 – 5",
        Command::Centre(_) => "Q W E R T …",
        Command::Gesture(_) => "1 – 9, 0, -, =",
        Command::Target(_) => "1 – 9",
    }
}

/// The key that gives `command` as a person reads it, in the words in use: the named keys
/// ("Space", "Enter", "Esc") in their language, the others as `key_label` shows them.
pub fn key_name(w: &Words, command: Command) -> String {
    match command {
        Command::Pause => tr!(w, LESSON_KEY_SPACE),
        Command::Continue => tr!(w, LESSON_KEY_ENTER),
        Command::Cancel => tr!(w, LESSON_KEY_ESC),
        other => key_label(other).to_string(),
    }
}

/// The keys and what each does, for the "?" overlay and How to play.
pub fn key_help(w: &Words) -> [(String, String); 13] {
    let key = key_name;
    [
        (key(w, Command::Hand(0)), tr!(w, LESSON_KEY_HAND)),
        (key(w, Command::Centre(0)), tr!(w, LESSON_KEY_CENTRE)),
        (key(w, Command::Pass), tr!(w, LESSON_KEY_PASS)),
        (key(w, Command::Kemps), tr!(w, LESSON_KEY_KEMPS)),
        (
            key(w, Command::DoubleKemps),
            tr!(w, LESSON_KEY_DOUBLE_KEMPS),
        ),
        (
            key(w, Command::Stop),
            tr!(w, LESSON_KEY_STOP, keys = key_label(Command::Target(0))),
        ),
        (key(w, Command::DoubleStop), tr!(w, LESSON_KEY_DOUBLE_STOP)),
        (key(w, Command::Signal), tr!(w, LESSON_KEY_SIGNAL)),
        (
            key(w, Command::Palette),
            tr!(w, LESSON_KEY_PALETTE, keys = key_label(Command::Gesture(0))),
        ),
        (key(w, Command::Pause), tr!(w, LESSON_KEY_PAUSE)),
        (key(w, Command::Continue), tr!(w, LESSON_KEY_CONTINUE)),
        (key(w, Command::Cancel), tr!(w, LESSON_KEY_CANCEL)),
        (key(w, Command::Help), tr!(w, LESSON_KEY_HELP)),
    ]
}

/// The table's words and buttons, each with what it means, for the "?" overlay; last, the
/// rules in play (`preset`) in a sentence.
pub fn table_terms(w: &Words, preset: Preset) -> [(String, String); 10] {
    [
        (shout(w, CallKind::Kemps), tr!(w, LESSON_TERM_KEMPS_MEANS)),
        (tr!(w, LESSON_TERM_STOP), tr!(w, LESSON_TERM_STOP_MEANS)),
        (tr!(w, LESSON_TERM_SIGNAL), tr!(w, LESSON_TERM_SIGNAL_MEANS)),
        (
            tr!(w, LESSON_TERM_GESTURES),
            tr!(w, LESSON_TERM_GESTURES_MEANS),
        ),
        (tr!(w, LESSON_TERM_PASS), tr!(w, LESSON_TERM_PASS_MEANS)),
        (tr!(w, LESSON_TERM_COUNT), tr!(w, LESSON_TERM_COUNT_MEANS)),
        (tr!(w, TABLE_DEALER_CHIP), tr!(w, LESSON_TERM_DEALER_MEANS)),
        (tr!(w, LESSON_TERM_STOCK), tr!(w, LESSON_TERM_STOCK_MEANS)),
        (tr!(w, LESSON_TERM_SWEPT), tr!(w, LESSON_TERM_SWEPT_MEANS)),
        // The rules in play: how a match is lost or won (the letters of K-E-M-P-S, say).
        (preset_title(w, preset), preset_summary(w, preset)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enter_on_a_button_is_the_buttons_and_a_held_key_acts_once() {
        let ctx = KeyContext::default();
        let press = |key, repeat, on_button| KeyPress {
            key,
            shift: false,
            repeat,
            on_button,
        };
        assert_eq!(
            key_outcome(press("Enter", false, false), ctx),
            KeyOutcome::Run(Command::Continue)
        );
        assert_eq!(
            key_outcome(press("Enter", false, true), ctx),
            KeyOutcome::Ignore
        );
        assert_eq!(
            key_outcome(press("k", false, true), ctx),
            KeyOutcome::Run(Command::Kemps),
            "a call's key works wherever the focus is"
        );
        assert_eq!(
            key_outcome(press("k", true, false), ctx),
            KeyOutcome::Swallow
        );
        assert_eq!(
            key_outcome(press("z", false, false), ctx),
            KeyOutcome::Ignore
        );
    }

    #[test]
    fn keys_map_to_commands_and_digits_depend_on_what_is_open() {
        let none = KeyContext::default();
        assert_eq!(command_for("1", false, none), Some(Command::Hand(0)));
        assert_eq!(command_for("W", false, none), Some(Command::Centre(1)));
        assert_eq!(command_for("k", false, none), Some(Command::Kemps));
        assert_eq!(command_for("K", true, none), Some(Command::DoubleKemps));
        assert_eq!(command_for("Enter", false, none), Some(Command::Continue));
        assert_eq!(command_for("F5", false, none), None);
        assert_eq!(command_for("z", false, none), None);
        let palette = KeyContext {
            palette_open: true,
            picker_open: false,
        };
        assert_eq!(command_for("1", false, palette), Some(Command::Gesture(0)));
        assert_eq!(command_for("=", false, palette), Some(Command::Gesture(11)));
        let picker = KeyContext {
            palette_open: false,
            picker_open: true,
        };
        assert_eq!(command_for("2", false, picker), Some(Command::Target(1)));
    }

    #[test]
    fn every_key_shown_gives_its_command() {
        let none = KeyContext::default();
        for command in [
            Command::Pass,
            Command::Kemps,
            Command::DoubleKemps,
            Command::Stop,
            Command::DoubleStop,
            Command::Signal,
            Command::Palette,
            Command::Pause,
            Command::Help,
            Command::Continue,
            Command::Cancel,
        ] {
            let label = key_label(command);
            let (shift, key) = match label.strip_prefix('⇧') {
                Some(k) => (true, k),
                None => (false, label),
            };
            let key = match key {
                "Space" => " ",
                "Esc" => "Escape",
                k => k,
            };
            assert_eq!(command_for(key, shift, none), Some(command), "{label}");
        }
        assert_eq!(command_for("1", false, none), Some(Command::Hand(0)));
        assert_eq!(
            command_for(&CENTRE_KEYS[0].to_string(), false, none),
            Some(Command::Centre(0))
        );
    }

    #[test]
    fn the_keys_help_reads_as_before_in_english() {
        let w = &crate::i18n::english();
        let english: Vec<(&str, &str)> = vec![
            ("1 – 5", "pick a card in your hand"),
            (
                "Q W E R T …",
                "pick a card in the centre (a swap happens when both sides are picked)",
            ),
            ("P", "pass: you want none of these cards"),
            ("K", "call Kemps! — your partner holds four of a kind"),
            ("⇧K", "call Double Kemps (when the rules allow it)"),
            (
                "S",
                "call Stop Kemps on an opponent, then pick who with 1 – 9",
            ),
            ("⇧S", "call Double Stop Kemps (when the rules allow it)"),
            ("G", "make your secret signal"),
            ("V", "open the gestures, then 1 – 9, 0, -, = to make one"),
            ("Space", "pause or resume"),
            ("Enter", "continue after a round"),
            ("Esc", "clear your picks, close what is open"),
            ("?", "show these keys"),
        ];
        let help = key_help(w);
        let help: Vec<(&str, &str)> = help.iter().map(|(k, w)| (k.as_str(), w.as_str())).collect();
        assert_eq!(help, english);
        assert_eq!(
            table_terms(w, Preset::Classic)[1],
            (
                "Stop Kemps".to_string(),
                "An opponent holds four of a kind. Right, and they pay; wrong, and you do."
                    .to_string()
            )
        );
    }

    #[test]
    fn the_keys_and_the_table_s_words_are_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        with_words(built_in(Lang::Fr), |w| {
            let help = key_help(w);
            assert_eq!(
                help[9],
                ("Espace".into(), "mettre en pause ou reprendre".into())
            );
            assert_eq!(
                help[5],
                (
                    "S".into(),
                    "crier Contre-Kemps sur un adversaire, puis le désigner avec 1 – 9".into()
                )
            );
            assert_eq!(help[3].1, "crier Kemps ! — votre partenaire a un carré");
            let terms = table_terms(w, Preset::Classic);
            assert_eq!(terms[0].0, "Kemps !");
            assert_eq!(terms[1].0, "Contre-Kemps");
            assert_eq!(terms[5].0, "Un, deux, trois, mort");
        });
        with_words(built_in(Lang::De), |w| {
            assert_eq!(key_name(w, Command::Pause), "Leertaste");
            assert_eq!(key_name(w, Command::Kemps), "K");
            // The dealer's chip, by the letter it shows in the language.
            let terms = table_terms(w, Preset::Hearts);
            let dealer = &terms[6];
            assert_eq!(dealer.0, "G");
            assert!(dealer.1.starts_with("Der Geber:"), "{}", dealer.1);
            // The rules in play, last: how the match is lost.
            assert_eq!(terms[9].0, "Herzen");
            assert!(terms[9].1.contains("Herz"), "{}", terms[9].1);
        });
    }
}
