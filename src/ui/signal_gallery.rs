//! Choosing your team's secret signals: every gesture, each previewed on a face; one to
//! three of them, any of which tells your partner you hold four of a kind.

use crate::ui::lang::words;
use yew::prelude::*;

use super::avatar::avatar;
use crate::bots::Signals;
use crate::engine::Gesture;
use crate::narration::words::gesture_title;

/// The gallery, with your `signals` pressed; a press adds a gesture or takes it out (the
/// last one stays, and a fourth is not taken). The set-up screen and a round's result show
/// it; whoever shows it keeps the signals.
pub fn signal_gallery(signals: Signals, on_toggle: &Callback<Gesture>) -> Html {
    let full = signals.len() == Signals::MAX;
    html! {
        <>
            <p class="hint" data-testid="signal-hint">{ match signals.len() {
                1 => tr!(&words(), LESSON_GALLERY_ONE),
                2 => tr!(&words(), LESSON_GALLERY_TWO),
                _ => tr!(&words(), LESSON_GALLERY_THREE),
            } }</p>
            <div class="signal-gallery" role="group" aria-label={tr!(&words(), LESSON_GALLERY_LABEL)}>
                { for Gesture::ALL.iter().map(|&g| {
                    let on = signals.contains(g);
                    // Taking out the last one or adding a fourth does nothing: said, not hidden.
                    let stuck = (on && signals.len() == 1) || (!on && full);
                    html! {
                        <button type="button" class={classes!("signal-option", on.then_some("selected"))}
                                aria-pressed={on.to_string()} aria-disabled={stuck.to_string()}
                                onclick={on_toggle.reform(move |_| g)} data-gesture={g.name()}>
                            { avatar(0, Some(g), true, 0) }
                            <span>{gesture_title(&words(), g)}</span>
                        </button>
                    }
                }) }
            </div>
        </>
    }
}
