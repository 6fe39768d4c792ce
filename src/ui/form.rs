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
pub fn checkbox(text: &str, checked: bool, onchange: Callback<Event>) -> Html {
    html! {
        <label class="toggle"><input type="checkbox" {checked} {onchange}/>{text}</label>
    }
}

/// A labelled drop-down of `(value, text, selected)` choices.
pub fn select(
    text: &'static str,
    onchange: Callback<Event>,
    choices: &[(&'static str, &'static str, bool)],
) -> Html {
    html! {
        <label class="select">{text}
            <select {onchange}>
                { for choices.iter().map(|&(value, text, selected)| html! { <option {value} {selected}>{text}</option> }) }
            </select>
        </label>
    }
}
