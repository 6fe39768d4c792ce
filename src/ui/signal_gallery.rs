//! Choosing your team's secret signal: every gesture, each previewed on a face.

use yew::prelude::*;

use super::class_list;

use super::avatar::avatar;
use super::controls::gesture_title;
use crate::engine::Gesture;

/// The gallery, with `selected` marked. A plain function, not a component: a component costs
/// about 1 KB of Wasm of its own.
pub fn signal_gallery(selected: Gesture, on_select: &Callback<Gesture>) -> Html {
    html! {
        <div class="signal-gallery" role="radiogroup" aria-label="Your secret signal">
            { for Gesture::ALL.iter().map(|&g| {
                let selected = g == selected;
                let cb = on_select.clone();
                html! {
                    <button type="button" role="radio" aria-checked={selected.to_string()} class={class_list(&[Some("signal-option"), selected.then_some("selected")])}
                            onclick={Callback::from(move |_| cb.emit(g))} data-gesture={g.name()}>
                        { avatar(0, Some(g), true, 0) }
                        <span>{gesture_title(g)}</span>
                    </button>
                }
            }) }
        </div>
    }
}
