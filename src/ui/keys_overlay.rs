//! The "?" overlay: what the table's words and buttons mean, then every key and what it
//! does (the keys only where there is a keyboard to press them).

use crate::ui::lang::words;
use yew::prelude::*;

use crate::engine::Preset;
use crate::session::keys::{key_help, table_terms};

/// The overlay, closed by its button; `preset`: the rules in play.
pub fn keys_overlay(preset: Preset, on_close: Callback<MouseEvent>) -> Html {
    html! {
        <div class="overlay keys" role="dialog" aria-modal="true" aria-label={tr!(&words(), LESSON_HELP_LABEL)}>
            <div class="panel">
                <h2>{tr!(&words(), LESSON_HELP_AT_THE_TABLE)}</h2>
                <dl class="terms">
                    { for table_terms(&words(), preset).into_iter().map(|(term, what)| html! { <><dt>{term}</dt><dd>{what}</dd></> }) }
                </dl>
                <section class="keys-help">
                    <h2>{tr!(&words(), LESSON_HELP_KEYS)}</h2>
                    { key_table() }
                </section>
                <button type="button" class="primary" autofocus=true onclick={on_close}>{tr!(&words(), LESSON_HELP_CLOSE)}</button>
            </div>
        </div>
    }
}

/// The table of keys, shared with How to play.
pub fn key_table() -> Html {
    html! {
        <table class="key-table">
            <tbody>
                { for key_help(&words()).into_iter().map(|(k, what)| html! { <tr><th scope="row"><kbd>{k}</kbd></th><td>{what}</td></tr> }) }
            </tbody>
        </table>
    }
}
