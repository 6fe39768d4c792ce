//! How to play, in a minute: the idea, a round, the calls, the house rules, the keys.

use yew::prelude::*;

use super::{text_button, text_el};

use super::press;

use super::keys_overlay::key_table;
use crate::engine::Preset;

/// The screen, with a way back. A plain function, not a component: a component costs about
/// 1 KB of Wasm of its own.
pub fn how_to_play(on_back: &Callback<()>, on_lesson: &Callback<()>) -> Html {
    html! {
        <main class="screen how-to">
            <header class="screen-head">
                { text_button("chip", "← Back", press(on_back)) }
                { text_el("h1", None, "How to play") }
            </header>
            <p class="lesson-link">{ text_button("primary", "Try it at the table: a one-minute lesson", press(on_lesson)) }</p>
            // The rules in words, written as one string of markup, which the browser parses:
            // static text built as Yew nodes cost Wasm (about 1 KB gzipped here).
            { Html::from_html_unchecked(AttrValue::Static(concat!(
                r#"<section><h2>The idea</h2>"#,
                r#"<p>You and your partner sit across from each other. Each of you tries to collect four cards of one rank — four sevens, four kings. Before the game you agree a secret signal: a wink, a cough, an ear tug. When you hold four of a kind, make the signal. When your partner sees it, they shout <strong>Kemps!</strong> and your team wins the round.</p>"#,
                r#"<p>The other side is watching too. If they catch your signal, they shout <strong>Stop Kemps!</strong> — and if they are right, you lose the round. So hide your signal among other fidgets, and change it when they seem to know it. You may agree up to three signals and use them in turn: any of them means four of a kind, and none is seen often enough to give you away.</p>"#,
                r#"</section>"#,
                r#"<section><h2>A round</h2><ul>"#,
                r#"<li>Everyone gets four cards; four more lie face up in the centre.</li>"#,
                r#"<li>There are no turns. Whenever you like, swap a card of your hand for one in the centre: pick your card, then the centre card. First to touch a card gets it.</li>"#,
                r#"<li>When nobody wants the centre (or everyone passes), the dealer counts “one, two, three, dead” and deals four new cards. A swap during the count starts the wait again.</li>"#,
                r#"<li>When the stock runs out and nobody called, it is a “real deal”: nobody scores.</li>"#,
                r#"</ul>"#,
                r#"</section>"#,
                r#"<section><h2>The calls</h2><ul>"#,
                r#"<li><strong>Kemps!</strong> — your partner holds four of a kind. Wrong, and your side pays. You can never call Kemps on your own hand.</li>"#,
                r#"<li><strong>Stop Kemps!</strong> — an opponent holds four of a kind. Right, and they pay; wrong, and you do.</li>"#,
                r#"<li>With double calls: <strong>Double Kemps</strong> (you and your partner both hold one) and <strong>Double Stop</strong> (both opponents do) count double.</li>"#,
                r#"<li>Only the first call counts.</li>"#,
                r#"</ul>"#,
                r#"</section>"#,
            ))) }
            <section>
                { text_el("h2", None, "House rules") }
                <table class="presets-table">
                    <thead><tr><th scope="col">{"Rules"}</th><th scope="col">{"In short"}</th></tr></thead>
                    <tbody>{ for Preset::ALL.iter().map(|p| html! { <tr><th scope="row">{p.name()}</th><td>{p.summary()}</td></tr> }) }</tbody>
                </table>
            </section>
            <section>
                { text_el("h2", None, "Keys") }
                { text_el("p", None, "Everything works with a mouse, a finger or the keyboard alone.") }
                { key_table() }
            </section>
        </main>
    }
}
