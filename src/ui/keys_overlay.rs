//! The "?" overlay: what the table's words and buttons mean, then every key and what it
//! does (the keys only where there is a keyboard to press them).

use yew::prelude::*;

use crate::session::KEY_HELP;

/// The table's words and buttons, each in a sentence.
const AT_THE_TABLE: [(&str, &str); 8] = [
    ("Kemps!", "Your partner holds four of a kind. Wrong, and your side pays."),
    ("Stop Kemps", "An opponent holds four of a kind. Right, and they pay; wrong, and you do."),
    ("Signal", "Makes your secret signal: tell your partner you hold four of a kind."),
    ("Gestures", "Any gesture, to hide your signal among fidgets."),
    ("Pass", "You want nothing from the centre. When everyone passes, four new cards are dealt."),
    ("One, two, three, dead", "The dealer's count before four new centre cards. A swap during the count starts the wait again."),
    ("stock", "The cards still to come to the centre. When it runs out and nobody called, it is a real deal: nobody scores."),
    ("swept", "The centre cards nobody wanted, put aside when new ones are dealt."),
];

/// The overlay, closed by its button.
pub fn keys_overlay(on_close: Callback<MouseEvent>) -> Html {
    html! {
        <div class="overlay keys" role="dialog" aria-modal="true" aria-label="Help and keys">
            <div class="panel">
                <h2>{"At the table"}</h2>
                <dl class="terms">
                    { for AT_THE_TABLE.iter().map(|(term, what)| html! { <><dt>{*term}</dt><dd>{*what}</dd></> }) }
                </dl>
                <section class="keys-help">
                    <h2>{"Keys"}</h2>
                    { key_table() }
                </section>
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
