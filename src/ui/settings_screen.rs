//! Settings: speed, sound, reduced motion, captions, a four-colour deck, and whether a match
//! with a friend may ask the public connection helper for this device's address.

use yew::prelude::*;

use super::form::{checkbox, radio_choice};
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

/// The screen: every change is sent at once, and the app keeps it.
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
                <button type="button" class="chip" onclick={press(&props.on_back)}>{"← Back"}</button>
                <h1>{"Settings"}</h1>
            </header>
            <fieldset>
                <legend>{"Game speed"}</legend>
                <div class="choices row">
                    { for Speed::ALL.iter().map(|&sp| {
                        let (s2, cb) = (s.clone(), props.on_change.clone());
                        radio_choice("speed", sp == s.speed, html! { <strong>{sp.title()}</strong> },
                            Callback::from(move |_| cb.emit(Settings { speed: sp, ..s2.clone() })))
                    }) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{"Sound and sight"}</legend>
                { checkbox("Sound", s.sound, flip(|s, on| s.sound = on)) }
                { checkbox("Reduced motion (gestures become brief poses)", s.reduced_motion, flip(|s, on| s.reduced_motion = on)) }
                { checkbox("Gesture captions (“Ada tugs an ear”, shown and announced)", s.captions, flip(|s, on| s.captions = on)) }
                { checkbox("Four-colour deck (clubs green, diamonds blue)", s.four_colour, flip(|s, on| s.four_colour = on)) }
            </fieldset>
            <fieldset>
                <legend>{"Playing with a friend"}</legend>
                { checkbox(PUBLIC_STUN_LABEL, s.public_stun, flip(|s, on| s.public_stun = on)) }
            </fieldset>
            <p class={classes!("hint", (props.saving != Saving::Saved).then_some("warning"))} role="status" data-testid="saving">{props.saving.settings_hint()}</p>
        </main>
    }
}

/// The public STUN server's switch, naming it (`session::ice::DEFAULT_STUN`).
const PUBLIC_STUN_LABEL: &str =
    "Across the internet, ask Google's public server (stun.l.google.com) for this device's address while a friend connects";
