//! Settings: speed, sound, reduced motion, captions and a four-colour deck.

use yew::prelude::*;

use super::{text_button, text_el};

use super::form::{checkbox, radio_choice};

use super::with_class;

use super::press;

use crate::session::saved::Saving;
use crate::session::{Settings, Speed};

pub struct SettingsProps {
    pub settings: Settings,
    pub on_change: Callback<Settings>,
    pub on_back: Callback<()>,
    /// Whether settings are saved on this device, as the last save went.
    pub saving: Saving,
}

/// The screen. A plain function, not a component: a component costs about 1 KB of Wasm of
/// its own.
pub fn settings_screen(props: &SettingsProps) -> Html {
    let s = &props.settings;
    let flip = |f: fn(&mut Settings, bool)| {
        let (s, cb) = (s.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let mut next = s.clone();
            f(
                &mut next,
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .checked(),
            );
            cb.emit(next);
        })
    };
    html! {
        <main class="screen settings">
            <header class="screen-head">
                { text_button("chip", "← Back", press(&props.on_back)) }
                { text_el("h1", None, "Settings") }
            </header>
            <fieldset>
                { text_el("legend", None, "Game speed") }
                <div class="choices row">
                    { for Speed::ALL.iter().map(|&sp| {
                        let (s2, cb) = (s.clone(), props.on_change.clone());
                        radio_choice("speed", sp == s.speed, html! { <strong>{sp.title()}</strong> },
                            Callback::from(move |_| cb.emit(Settings { speed: sp, ..s2.clone() })))
                    }) }
                </div>
            </fieldset>
            <fieldset>
                { text_el("legend", None, "Sound and sight") }
                { checkbox("Sound", s.sound, flip(|s, on| s.sound = on)) }
                { checkbox("Reduced motion (gestures become brief poses)", s.reduced_motion, flip(|s, on| s.reduced_motion = on)) }
                { checkbox("Gesture captions (“Ada tugs an ear”, shown and announced)", s.captions, flip(|s, on| s.captions = on)) }
                { checkbox("Four-colour deck (clubs green, diamonds blue)", s.four_colour, flip(|s, on| s.four_colour = on)) }
            </fieldset>
            { with_class(html! { <p role="status" data-testid="saving">{props.saving.settings_hint()}</p> }, &[Some("hint"), (props.saving != Saving::Saved).then_some("warning")]) }
        </main>
    }
}
