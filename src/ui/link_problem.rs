//! A link that does not open a game: what is wrong with it, and a fresh deal instead.

use yew::prelude::*;

use super::press;

/// The screen: what is wrong, a fresh deal or home.
pub fn link_problem(message: &str, on_fresh: Callback<()>, on_home: Callback<()>) -> Html {
    html! {
        <main class="screen link-problem">
            <h1>{"This link does not open a game"}</h1>
            <p class="problem" role="alert" data-testid="link-problem">{message.to_string()}</p>
            <p>{"Ask for the link again, or play a fresh deal."}</p>
            <nav class="menu">
                <button type="button" class="primary" autofocus=true onclick={ press(&on_fresh) }>{"Play a fresh deal"}</button>
                <button type="button" class="secondary" onclick={press(&on_home)}>{"Home"}</button>
            </nav>
        </main>
    }
}
