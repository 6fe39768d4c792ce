//! Form controls the set-up and settings screens share: a radio choice, a labelled
//! checkbox, a labelled drop-down.

use yew::prelude::*;

/// A radio choice, marked `checked` for the style sheet as well.
pub fn radio_choice(
    name: &'static str,
    checked: bool,
    label: Html,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <label class={classes!("choice", checked.then_some("checked"))}>
            <input type="radio" {name} {checked} {onchange}/>
            {label}
        </label>
    }
}

/// A labelled checkbox.
pub fn checkbox(text: impl Into<AttrValue>, checked: bool, onchange: Callback<Event>) -> Html {
    html! {
        <label class="toggle"><input type="checkbox" {checked} {onchange}/>{text.into()}</label>
    }
}

/// A labelled drop-down of `(value, text, selected)` choices.
pub fn select(
    text: String,
    onchange: Callback<Event>,
    choices: &[(&'static str, String, bool)],
) -> Html {
    html! {
        <label class="select">{text}{" "}
            <select {onchange}>
                { for choices.iter().map(|(value, text, selected)| html! { <option value={*value} selected={*selected}>{text.clone()}</option> }) }
            </select>
        </label>
    }
}
