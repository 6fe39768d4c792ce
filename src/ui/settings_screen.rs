//! Settings: language, speed, sound, reduced motion, captions, a four-colour deck, and
//! whether a match with a friend may ask the public connection helper for this device's
//! address.

use crate::ui::lang::words;
use yew::prelude::*;

use super::form::{checkbox, radio_choice};
use super::lang::LoadProblem;
use super::press;

use crate::i18n::Lang;
use crate::session::saved::Saving;
use crate::session::setup::speed_title;
use crate::session::{Settings, Speed};

pub struct SettingsProps {
    pub settings: Settings,
    /// Whether the next match captions its gestures (on for a newcomer's first match until
    /// they are set here): what the captions' box shows.
    pub captions_shown: bool,
    pub on_change: Callback<Settings>,
    pub on_back: Callback<()>,
    /// Whether settings are saved on this device, as the last save went.
    pub saving: Saving,
    /// The language last chosen, when its words could not be fetched.
    pub lang_problem: Option<(Lang, LoadProblem)>,
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
        <main tabindex="-1" class="screen settings">
            <header class="screen-head">
                <button type="button" class="chip" onclick={press(&props.on_back)}>{tr!(&words(), SETTINGS_BACK)}</button>
                <h1>{tr!(&words(), SETTINGS_TITLE)}</h1>
            </header>
            { language_choice(props) }
            <fieldset>
                <legend>{tr!(&words(), SETTINGS_SPEED)}</legend>
                <div class="choices row">
                    { for Speed::ALL.iter().map(|&sp| {
                        let (s2, cb) = (s.clone(), props.on_change.clone());
                        radio_choice("speed", sp == s.speed, html! { <strong>{speed_title(&words(), sp)}</strong> },
                            Callback::from(move |_| cb.emit(Settings { speed: sp, ..s2.clone() })))
                    }) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{tr!(&words(), SETTINGS_SOUND_AND_SIGHT)}</legend>
                { checkbox(tr!(&words(), SETTINGS_SOUND), s.sound, flip(|s, on| s.sound = on)) }
                { checkbox(tr!(&words(), SETTINGS_REDUCED_MOTION), s.reduced_motion, flip(|s, on| s.reduced_motion = on)) }
                { checkbox(tr!(&words(), SETTINGS_CAPTIONS), props.captions_shown, flip(|s, on| {
                    s.captions = on;
                    s.captions_chosen = true;
                })) }
                { checkbox(tr!(&words(), SETTINGS_FOUR_COLOUR), s.four_colour, flip(|s, on| s.four_colour = on)) }
            </fieldset>
            <fieldset>
                <legend>{tr!(&words(), SETTINGS_FRIEND)}</legend>
                { checkbox(tr!(&words(), SETTINGS_PUBLIC_STUN), s.public_stun, flip(|s, on| s.public_stun = on)) }
            </fieldset>
            <p class={classes!("hint", (props.saving != Saving::Saved).then_some("warning"))} role="status" data-testid="saving">{props.saving.settings_hint(&words())}</p>
        </main>
    }
}

/// The language: the browser's, or one chosen; it changes at once (once its words are
/// fetched) and is remembered.
fn language_choice(props: &SettingsProps) -> Html {
    let (s, cb) = (props.settings.clone(), props.on_change.clone());
    let onchange = Callback::from(move |e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        cb.emit(Settings {
            lang: Lang::from_exact_tag(&value),
            ..s.clone()
        });
    });
    let chosen = props.settings.lang;
    let problem = props.lang_problem.map(|(lang, problem)| match problem {
        LoadProblem::NotFetched => tr!(
            &words(),
            SETTINGS_LANGUAGE_NOT_FETCHED,
            language = lang.own_name()
        ),
        LoadProblem::NotInThisBuild | LoadProblem::Unreadable => {
            tr!(
                &words(),
                SETTINGS_LANGUAGE_UNREADABLE,
                language = lang.own_name()
            )
        }
    });
    html! {
        <fieldset>
            <legend>{tr!(&words(), SETTINGS_LANGUAGE)}</legend>
            <label class="select">{tr!(&words(), SETTINGS_LANGUAGE_LABEL)}
                <select {onchange} data-testid="language">
                    <option value="" selected={chosen.is_none()}>{tr!(&words(), SETTINGS_LANGUAGE_BROWSER)}</option>
                    { for Lang::ALL.iter().map(|&lang| html! {
                        <option value={lang.tag()} lang={lang.tag()} selected={chosen == Some(lang)}>{lang.own_name()}</option>
                    }) }
                </select>
            </label>
            if let Some(problem) = problem {
                <p class="hint warning" role="alert">{problem}</p>
            }
        </fieldset>
    }
}
