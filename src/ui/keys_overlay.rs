//! The "?" overlay: every key and what it does.

use yew::prelude::*;

use super::text_el;

use crate::session::KEY_HELP;

/// The overlay, closed by its button. A plain function, not a component: a component costs
/// about 1 KB of Wasm of its own.
pub fn keys_overlay(on_close: Callback<MouseEvent>) -> Html {
    html! {
        <div class="overlay keys" role="dialog" aria-modal="true" aria-label="Keys">
            <div class="panel">
                { text_el("h2", None, "Keys") }
                { key_table() }
                <button type="button" class="primary" autofocus=true onclick={on_close}>{"Close"}</button>
            </div>
        </div>
    }
}

/// The table of keys, shared with How to play. A plain function, not a component: a component
/// costs about 1 KB of Wasm of its own.
pub fn key_table() -> Html {
    html! {
        <table class="key-table">
            <tbody>
                { for KEY_HELP.iter().map(|(k, what)| html! { <tr><th scope="row"><kbd>{*k}</kbd></th><td>{*what}</td></tr> }) }
            </tbody>
        </table>
    }
}
