//! The "?" overlay: every key and what it does.

use yew::prelude::*;

use crate::session::KEY_HELP;

/// The overlay, closed by its button.
pub fn keys_overlay(on_close: Callback<MouseEvent>) -> Html {
    html! {
        <div class="overlay keys" role="dialog" aria-modal="true" aria-label="Keys">
            <div class="panel">
                <h2>{"Keys"}</h2>
                { key_table() }
                <button type="button" class="primary" autofocus=true onclick={on_close}>{"Close"}</button>
            </div>
        </div>
    }
}

/// The table of keys, shared with How to play.
pub fn key_table() -> Html {
    html! {
        <table class="key-table">
            <tbody>
                { for KEY_HELP.iter().map(|(k, what)| html! { <tr><th scope="row"><kbd>{*k}</kbd></th><td>{*what}</td></tr> }) }
            </tbody>
        </table>
    }
}
