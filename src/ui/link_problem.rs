//! What the page could not open (a link, a replay file, the saved match): what is wrong with
//! it, what to do, and a fresh deal instead.

use crate::ui::lang::words;
use yew::prelude::*;

use super::press;
use crate::session::app::Refused;

/// The screen: what was refused and why, what to do, a fresh deal or home.
pub fn link_problem(
    refused: Refused,
    message: &str,
    on_fresh: Callback<()>,
    on_home: Callback<()>,
) -> Html {
    html! {
        <main tabindex="-1" class="screen link-problem">
            <h1>{refused.heading(&words())}</h1>
            <p class="problem" role="alert" data-testid="link-problem">{message.to_string()}</p>
            <p>{refused.advice(&words())}</p>
            <nav class="menu">
                <button type="button" class="primary" autofocus=true onclick={ press(&on_fresh) }>{tr!(&words(), LINK_FRESH_DEAL)}</button>
                <button type="button" class="secondary" onclick={press(&on_home)}>{tr!(&words(), LINK_HOME)}</button>
            </nav>
        </main>
    }
}
