//! The action bar under your hand: pass, the calls, your signal and the gesture palette;
//! and the picker that asks whom a Stop Kemps is for.

use crate::ui::lang::words;
use yew::prelude::*;

use super::avatar::avatar;
use super::press;
use crate::bots::Signals;
use crate::engine::CallKind;
use crate::engine::{Gesture, Rules, Table, Target};
use crate::narration::names::Naming;
pub use crate::narration::words::gesture_title;
use crate::narration::words::{gesture_noun, shout};
use crate::session::keys::{key_label, key_name};
pub use crate::session::pages::table_page::signals_title;
use crate::session::play::StopOption;
use crate::session::Command;

const PALETTE_KEYS: [&str; 12] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "="];

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
    let doubles = props.rules.double_calls();
    let off = !props.playing;
    html! {
        <div class="controls">
            <div class="action-bar" role="toolbar" aria-label={tr!(&words(), TABLE_ACTIONS)}>
                { action("action pass", Some("P"), tr!(&words(), TABLE_PASS), cmd(Command::Pass), off, key_label(Command::Pass)) }
                <button type="button" class="action signal" onclick={cmd(Command::Signal)} disabled={off}
                        aria-label={tr!(&words(), TABLE_MAKE_SIGNAL, gesture = gesture_noun(&words(), props.signal))}>
                    {tr!(&words(), TABLE_SIGNAL)}<small>{gesture_title(&words(), props.signal)}</small><kbd aria-hidden="true">{key_label(Command::Signal)}</kbd>
                </button>
                <button type="button" class="action gestures" aria-expanded={props.palette_open.to_string()} disabled={off}
                        onclick={ press(&props.on_palette) }>
                    {tr!(&words(), TABLE_GESTURES)}<kbd aria-hidden="true">{key_label(Command::Palette)}</kbd>
                </button>
                { action("action call kemps", Some("K"), shout(&words(), CallKind::Kemps), cmd(Command::Kemps), off, key_label(Command::Kemps)) }
                { action("action call stop", Some("S"), tr!(&words(), TABLE_STOP_BUTTON), cmd(Command::Stop), off || !props.may_stop, key_label(Command::Stop)) }
                if doubles {
                    { action("action call double", None, tr!(&words(), TABLE_DOUBLE_KEMPS_BUTTON), cmd(Command::DoubleKemps), off, key_label(Command::DoubleKemps)) }
                    { action("action call double", None, tr!(&words(), TABLE_DOUBLE_STOP_BUTTON), cmd(Command::DoubleStop), off || !props.may_stop, key_label(Command::DoubleStop)) }
                }
            </div>
            if props.palette_open {
                <div class="palette" role="group" aria-label={tr!(&words(), TABLE_GESTURES)}>
                    { for Gesture::ALL.iter().zip(PALETTE_KEYS).map(|(&g, key)| {
                        let cb = props.on_gesture.clone();
                        let mine = props.signals.contains(g);
                        html! {
                            <button type="button" class={classes!("gesture-button", mine.then_some("mine"))}
                                    onclick={Callback::from(move |_| cb.emit(g))}
                                    aria-label={if mine { tr!(&words(), TABLE_GESTURE_YOURS, gesture = gesture_title(&words(), g)) } else { gesture_title(&words(), g) }}>
                                {gesture_title(&words(), g)}<kbd aria-hidden="true">{key}</kbd>
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
    text: String,
    onclick: Callback<MouseEvent>,
    disabled: bool,
    key: &str,
) -> Html {
    html! {
        <button type="button" {class} aria-keyshortcuts={shortcut} {onclick} {disabled}>{text}<kbd aria-hidden="true">{key}</kbd></button>
    }
}

/// What the picker offers and answers.
pub struct PickerProps {
    pub double: bool,
    pub options: Vec<StopOption>,
    /// The table the options are at, for their names.
    pub table: Table,
    pub on_pick: Callback<usize>,
    pub on_cancel: Callback<()>,
}

/// Whom to stop: an opponent by their face (as `n` gives it) and name, or a team by its
/// name, numbered for the keyboard.
pub fn picker(n: &Naming, props: PickerProps) -> Html {
    let title = if props.double {
        tr!(&words(), TABLE_DOUBLE_STOP_ON)
    } else {
        tr!(&words(), TABLE_STOP_ON)
    };
    html! {
        <div class="overlay picker" role="dialog" aria-modal="true" aria-label={title.clone()}>
            <div class="panel">
                <h2>{title}</h2>
                <div class="targets">
                    { for props.options.iter().enumerate().map(|(i, option)| {
                        let cb = props.on_pick.clone();
                        html! {
                            <button type="button" class="target" onclick={Callback::from(move |_| cb.emit(i))} autofocus={i == 0}>
                                if let Target::Seat { suspect, .. } = option.target {
                                    { avatar(n.face(suspect), None, false, 0) }
                                }
                                <span>{option.name(&words(), n, props.table)}</span><kbd aria-hidden="true">{i + 1}</kbd>
                            </button>
                        }
                    }) }
                </div>
                { action("secondary", None, tr!(&words(), TABLE_CANCEL), press(&props.on_cancel), false, &key_name(&words(), Command::Cancel)) }
            </div>
        </div>
    }
}
