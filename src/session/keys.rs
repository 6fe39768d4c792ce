//! Every action has a key. One table drives both the key handler and the "?" overlay.

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

/// The keys, for the "?" overlay and How to play.
pub const KEY_HELP: [(&str, &str); 13] = [
    (key_label(Command::Hand(0)), "pick a card in your hand"),
    (
        key_label(Command::Centre(0)),
        "pick a card in the centre (a swap happens when both sides are picked)",
    ),
    (
        key_label(Command::Pass),
        "pass: you want none of these cards",
    ),
    (
        key_label(Command::Kemps),
        "call Kemps! — your partner holds four of a kind",
    ),
    (
        key_label(Command::DoubleKemps),
        "call Double Kemps (when the rules allow it)",
    ),
    (
        key_label(Command::Stop),
        "call Stop Kemps on an opponent, then pick who with 1 – 9",
    ),
    (
        key_label(Command::DoubleStop),
        "call Double Stop Kemps (when the rules allow it)",
    ),
    (key_label(Command::Signal), "make your secret signal"),
    (
        key_label(Command::Palette),
        "open the gestures, then 1 – 9, 0, -, = to make one",
    ),
    (key_label(Command::Pause), "pause or resume"),
    (key_label(Command::Continue), "continue after a round"),
    (
        key_label(Command::Cancel),
        "clear your picks, close what is open",
    ),
    (key_label(Command::Help), "show these keys"),
];

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
}
