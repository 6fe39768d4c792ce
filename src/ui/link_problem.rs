//! A link that does not open a game: what is wrong with it, and a fresh deal instead.

use yew::prelude::*;

use super::{text_button, text_el};

use super::press;

/// The screen: what is wrong, a fresh deal or home. A plain function, not a component: a
/// component costs about 1 KB of Wasm of its own.
pub fn link_problem(message: &str, on_fresh: Callback<()>, on_home: Callback<()>) -> Html {
    html! {
        <main class="screen link-problem">
            { text_el("h1", None, "This link does not open a game") }
            <p class="problem" role="alert" data-testid="link-problem">{message.to_string()}</p>
            { text_el("p", None, "Ask for the link again, or play a fresh deal.") }
            <nav class="menu">
                <button type="button" class="primary" autofocus=true onclick={ press(&on_fresh) }>{"Play a fresh deal"}</button>
                { text_button("secondary", "Home", press(&on_home)) }
            </nav>
        </main>
    }
}
