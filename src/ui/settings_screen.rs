//! Settings: speed, sound, reduced motion, captions and a four-colour deck.

use yew::prelude::*;

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
                <button type="button" class="chip" onclick={ press(&props.on_back) }>{"← Back"}</button>
                <h1>{"Settings"}</h1>
            </header>
            <fieldset>
                <legend>{"Game speed"}</legend>
                <div class="choices row">
                    { for Speed::ALL.iter().map(|&sp| {
                        let (s2, cb) = (s.clone(), props.on_change.clone());
                        html! {
                            <label class={classes!("choice", (sp == s.speed).then_some("checked"))}>
                                <input type="radio" name="speed" checked={sp == s.speed}
                                       onchange={Callback::from(move |_| cb.emit(Settings { speed: sp, ..s2.clone() }))}/>
                                <strong>{sp.title()}</strong>
                            </label>
                        }
                    }) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{"Sound and sight"}</legend>
                <label class="toggle"><input type="checkbox" checked={s.sound} onchange={flip(|s, on| s.sound = on)}/>{"Sound"}</label>
                <label class="toggle"><input type="checkbox" checked={s.reduced_motion} onchange={flip(|s, on| s.reduced_motion = on)}/>{"Reduced motion (gestures become brief poses)"}</label>
                <label class="toggle"><input type="checkbox" checked={s.captions} onchange={flip(|s, on| s.captions = on)}/>{"Gesture captions (“Ada tugs an ear”, shown and announced)"}</label>
                <label class="toggle"><input type="checkbox" checked={s.four_colour} onchange={flip(|s, on| s.four_colour = on)}/>{"Four-colour deck (clubs green, diamonds blue)"}</label>
            </fieldset>
            <p class={classes!("hint", (props.saving != Saving::Saved).then_some("warning"))} role="status" data-testid="saving">{props.saving.settings_hint()}</p>
        </main>
    }
}
