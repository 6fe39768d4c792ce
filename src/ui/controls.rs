//! The action bar under your hand: pass, the calls, your signal and the gesture palette;
//! and the picker that asks whom a Stop Kemps is for.

use yew::prelude::*;

use super::avatar::avatar;
use super::press;
use crate::bots::Signals;
use crate::engine::{Gesture, Rules, Target};
use crate::session::keys::key_label;
use crate::session::play::StopOption;
use crate::session::Command;

const PALETTE_KEYS: [&str; 12] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "="];

/// "ear_tug" → "Ear tug" (gesture names are ASCII: no Unicode case tables needed)
pub fn gesture_title(g: Gesture) -> String {
    let mut words = g.name().replace('_', " ");
    if let Some(first) = words.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    words
}

/// "Wink", "Wink or cough", "Wink, cough or shrug".
pub fn signals_title(set: Signals) -> String {
    let mut words = set.words(Gesture::name).replace('_', " ");
    if let Some(first) = words.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    words
}

pub struct ControlsProps<'a> {
    pub rules: &'a Rules,
    /// The signal the Signal button makes next, of your `signals`.
    pub signal: Gesture,
    pub signals: Signals,
    pub may_stop: bool,
    pub playing: bool,
    pub palette_open: bool,
    pub on_command: Callback<Command>,
    pub on_gesture: Callback<Gesture>,
    pub on_palette: Callback<()>,
}

/// The action bar: pass, your signal, the gesture palette and the calls.
pub fn controls(props: &ControlsProps) -> Html {
    let cmd = |c: Command| {
        let cb = props.on_command.clone();
        Callback::from(move |_: MouseEvent| cb.emit(c))
    };
    let doubles = props.rules.double_calls;
    let off = !props.playing;
    html! {
        <div class="controls">
            <div class="action-bar" role="toolbar" aria-label="Actions">
                { action("action pass", Some("P"), "Pass", cmd(Command::Pass), off, key_label(Command::Pass)) }
                <button type="button" class="action signal" onclick={cmd(Command::Signal)} disabled={off}
                        aria-label={format!("Make your signal: {}", gesture_title(props.signal).to_ascii_lowercase())}>
                    {"Signal"}<small>{gesture_title(props.signal)}</small><kbd aria-hidden="true">{key_label(Command::Signal)}</kbd>
                </button>
                <button type="button" class="action gestures" aria-expanded={props.palette_open.to_string()} disabled={off}
                        onclick={ press(&props.on_palette) }>
                    {"Gestures"}<kbd aria-hidden="true">{key_label(Command::Palette)}</kbd>
                </button>
                { action("action call kemps", Some("K"), "Kemps!", cmd(Command::Kemps), off, key_label(Command::Kemps)) }
                { action("action call stop", Some("S"), "Stop Kemps", cmd(Command::Stop), off || !props.may_stop, key_label(Command::Stop)) }
                if doubles {
                    { action("action call double", None, "Double Kemps", cmd(Command::DoubleKemps), off, key_label(Command::DoubleKemps)) }
                    { action("action call double", None, "Double Stop", cmd(Command::DoubleStop), off || !props.may_stop, key_label(Command::DoubleStop)) }
                }
            </div>
            if props.palette_open {
                <div class="palette" role="group" aria-label="Gestures">
                    { for Gesture::ALL.iter().zip(PALETTE_KEYS).map(|(&g, key)| {
                        let cb = props.on_gesture.clone();
                        let mine = props.signals.contains(g);
                        html! {
                            <button type="button" class={classes!("gesture-button", mine.then_some("mine"))}
                                    onclick={Callback::from(move |_| cb.emit(g))}
                                    aria-label={format!("{}{}", gesture_title(g), if mine { " (your signal)" } else { "" })}>
                                {gesture_title(g)}<kbd aria-hidden="true">{key}</kbd>
                            </button>
                        }
                    }) }
                </div>
            }
        </div>
    }
}

/// A button of the action bar: its text, the key that presses it, and its shortcut for
/// assistive technology.
fn action(
    class: &'static str,
    shortcut: Option<&'static str>,
    text: &'static str,
    onclick: Callback<MouseEvent>,
    disabled: bool,
    key: &'static str,
) -> Html {
    html! {
        <button type="button" {class} aria-keyshortcuts={shortcut} {onclick} {disabled}>{text}<kbd aria-hidden="true">{key}</kbd></button>
    }
}

/// What the picker offers and answers.
pub struct PickerProps {
    pub double: bool,
    pub options: Vec<StopOption>,
    pub on_pick: Callback<usize>,
    pub on_cancel: Callback<()>,
}

/// Whom to stop: an opponent by their face and name, or a team by its name, numbered for
/// the keyboard.
pub fn picker(props: PickerProps) -> Html {
    let title = if props.double {
        "Double Stop Kemps on…"
    } else {
        "Stop Kemps on…"
    };
    html! {
        <div class="overlay picker" role="dialog" aria-modal="true" aria-label={title}>
            <div class="panel">
                <h2>{title}</h2>
                <div class="targets">
                    { for props.options.iter().enumerate().map(|(i, option)| {
                        let cb = props.on_pick.clone();
                        html! {
                            <button type="button" class="target" onclick={Callback::from(move |_| cb.emit(i))} autofocus={i == 0}>
                                if let Target::Seat { suspect, .. } = option.target {
                                    { avatar(suspect.index(), None, false, 0) }
                                }
                                <span>{option.name.clone()}</span><kbd aria-hidden="true">{i + 1}</kbd>
                            </button>
                        }
                    }) }
                </div>
                { action("secondary", None, "Cancel", press(&props.on_cancel), false, key_label(Command::Cancel)) }
            </div>
        </div>
    }
}
