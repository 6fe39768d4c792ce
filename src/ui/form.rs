//! Form controls built by one shared function each: written inline in every view, each
//! would cost its own copy of Yew's element code in the page's download.

use yew::prelude::*;

use super::with_class;

/// The markup of a radio choice: one function for every group, whatever its values.
#[inline(never)]
pub fn radio_choice(
    name: &'static str,
    checked: bool,
    label: Html,
    onchange: Callback<Event>,
) -> Html {
    with_class(
        html! { <label>
            <input type="radio" {name} {checked} {onchange}/>
            {label}
        </label> },
        &[Some("choice"), checked.then_some("checked")],
    )
}

/// A labelled checkbox.
#[inline(never)]
pub fn checkbox(text: &'static str, checked: bool, onchange: Callback<Event>) -> Html {
    html! {
        <label class="toggle"><input type="checkbox" {checked} {onchange}/>{text}</label>
    }
}

/// A labelled drop-down of `(value, text, selected)` choices.
#[inline(never)]
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
