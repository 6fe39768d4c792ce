//! How to play, in a minute: the idea, a round, the calls, the house rules, the keys.

use yew::prelude::*;

use super::keys_overlay::key_table;
use super::press;
use crate::engine::Preset;

/// The screen, with a way back and a way to the lesson.
pub fn how_to_play(on_back: &Callback<()>, on_lesson: &Callback<()>) -> Html {
    html! {
        <main class="screen how-to">
            <header class="screen-head">
                <button type="button" class="chip" onclick={press(on_back)}>{"← Back"}</button>
                <h1>{"How to play"}</h1>
            </header>
            <p class="lesson-link">
                <button type="button" class="primary" onclick={press(on_lesson)}>{"Try it at the table: a one-minute lesson"}</button>
            </p>
            <section>
                <h2>{"The idea"}</h2>
                <p>{"You and your partner sit across from each other. Each of you tries to collect four cards of one rank — four sevens, four kings. Before the game you agree a secret signal: a wink, a cough, an ear tug. When you hold four of a kind, make the signal. When your partner sees it, they shout "}<strong>{"Kemps!"}</strong>{" and your team wins the round."}</p>
                <p>{"The other side is watching too. If they catch your signal, they shout "}<strong>{"Stop Kemps!"}</strong>{" — and if they are right, you lose the round. So hide your signal among other fidgets, and change it when they seem to know it. You may agree up to three signals and use them in turn: any of them means four of a kind, and none is seen often enough to give you away."}</p>
            </section>
            <section>
                <h2>{"A round"}</h2>
                <ul>
                    <li>{"Everyone gets four cards; four more lie face up in the centre."}</li>
                    <li>{"There are no turns. Whenever you like, swap a card of your hand for one in the centre: pick your card, then the centre card. First to touch a card gets it."}</li>
                    <li>{"When nobody wants the centre (or everyone passes), the dealer counts “one, two, three, dead” and deals four new cards. A swap during the count starts the wait again."}</li>
                    <li>{"When the stock runs out and nobody called, it is a “real deal”: nobody scores."}</li>
                </ul>
            </section>
            <section>
                <h2>{"The calls"}</h2>
                <ul>
                    <li><strong>{"Kemps!"}</strong>{" — your partner holds four of a kind. Wrong, and your side pays. You can never call Kemps on your own hand."}</li>
                    <li><strong>{"Stop Kemps!"}</strong>{" — an opponent holds four of a kind. Right, and they pay; wrong, and you do."}</li>
                    <li>{"With double calls: "}<strong>{"Double Kemps"}</strong>{" (you and your partner both hold one) and "}<strong>{"Double Stop"}</strong>{" (both opponents do) count double."}</li>
                    <li>{"Only the first call counts."}</li>
                </ul>
            </section>
            <section>
                <h2>{"House rules"}</h2>
                <table class="presets-table">
                    <thead><tr><th scope="col">{"Rules"}</th><th scope="col">{"In short"}</th></tr></thead>
                    <tbody>{ for Preset::ALL.iter().map(|p| html! { <tr><th scope="row">{p.name()}</th><td>{p.summary()}</td></tr> }) }</tbody>
                </table>
            </section>
            <section>
                <h2>{"Keys"}</h2>
                <p>{"Everything works with a mouse, a finger or the keyboard alone."}</p>
                { key_table() }
            </section>
        </main>
    }
}
