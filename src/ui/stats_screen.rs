//! Statistics kept between visits: games and wins by rules and bot level, calls right and
//! wrong, the fastest spot, and streaks.

use yew::prelude::*;

use super::{text_button, text_el};

use super::with_class;

use super::press;

use crate::session::saved::{Saving, Stats};

/// The screen: `saving` says whether statistics are saved on this device, as the last save
/// went. A plain function, not a component: a component costs about 1 KB of Wasm of its own.
pub fn stats_screen(s: &Stats, on_back: &Callback<()>, saving: Saving) -> Html {
    let total = s.totals();
    html! {
        <main class="screen stats-screen">
            <header class="screen-head">
                { text_button("chip", "← Back", press(on_back)) }
                { text_el("h1", None, "Stats") }
            </header>
            <dl class="stats">
                { text_el("dt", None, "Matches") }<dd data-testid="matches">{format!("{} played, {} won", total.played, total.won)}</dd>
                { text_el("dt", None, "Kemps called") }<dd>{format!("{} right, {} wrong", s.kemps_right, s.kemps_wrong)}</dd>
                { text_el("dt", None, "Stops called") }<dd>{format!("{} right, {} wrong", s.stops_right, s.stops_wrong)}</dd>
                { text_el("dt", None, "Fastest spot") }<dd>{s.fastest_spot_ms.map_or("—".to_string(), crate::session::names::seconds)}</dd>
                { text_el("dt", None, "Wins in a row") }<dd>{format!("{} (best {})", s.win_streak, s.best_win_streak)}</dd>
                { text_el("dt", None, "Daily deals in a row") }<dd data-testid="daily-streak">{format!("{} (best {})", s.daily_streak, s.best_daily_streak)}</dd>
            </dl>
            if !s.games.is_empty() {
                <table class="presets-table">
                    <thead><tr><th scope="col">{"Rules and bots"}</th><th scope="col">{"Played"}</th><th scope="col">{"Won"}</th></tr></thead>
                    <tbody>{ for s.rows().map(|(k, r)| html! { <tr><th scope="row">{k.replace('/', " · ")}</th><td>{r.played}</td><td>{r.won}</td></tr> }) }</tbody>
                </table>
            }
            { with_class(html! { <p role="status" data-testid="saving">{saving.stats_hint()}</p> }, &[Some("hint"), (saving != Saving::Saved).then_some("warning")]) }
        </main>
    }
}
