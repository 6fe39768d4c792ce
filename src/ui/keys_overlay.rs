//! The "?" overlay: every key and what it does.

use yew::prelude::*;

use crate::session::KEY_HELP;

#[derive(Properties, PartialEq)]
pub struct KeysOverlayProps {
    pub on_close: Callback<MouseEvent>,
}

#[function_component]
pub fn KeysOverlay(props: &KeysOverlayProps) -> Html {
    html! {
        <div class="overlay keys" role="dialog" aria-modal="true" aria-label="Keys">
            <div class="panel">
                <h2>{"Keys"}</h2>
                { key_table() }
                <button type="button" class="primary" autofocus=true onclick={props.on_close.clone()}>{"Close"}</button>
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
