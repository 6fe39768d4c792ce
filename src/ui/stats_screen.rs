//! Statistics kept between visits: games and wins by rules and bot level, calls right and
//! wrong, the fastest spot, and streaks.

use yew::prelude::*;

use super::press;

use crate::session::saved::{games_row_title, Saving, Stats, GAMES_HEADING};

/// The screen: `saving` says whether statistics are saved on this device, as the last save
/// went.
pub fn stats_screen(s: &Stats, on_back: &Callback<()>, saving: Saving) -> Html {
    let total = s.totals();
    html! {
        <main class="screen stats-screen">
            <header class="screen-head">
                <button type="button" class="chip" onclick={press(on_back)}>{"← Back"}</button>
                <h1>{"Stats"}</h1>
            </header>
            <dl class="stats">
                <dt>{"Matches"}</dt><dd data-testid="matches">{format!("{} played, {} won", total.played, total.won)}</dd>
                <dt>{"Kemps called"}</dt><dd>{format!("{} right, {} wrong", s.kemps_right, s.kemps_wrong)}</dd>
                <dt>{"Stops called"}</dt><dd>{format!("{} right, {} wrong", s.stops_right, s.stops_wrong)}</dd>
                <dt>{"Fastest spot"}</dt><dd>{s.fastest_spot_ms.map_or("—".to_string(), crate::session::names::seconds)}</dd>
                <dt>{"Wins in a row"}</dt><dd>{format!("{} (best {})", s.win_streak, s.best_win_streak)}</dd>
                <dt>{"Daily deals in a row"}</dt><dd data-testid="daily-streak">{format!("{} (best {})", s.daily_streak, s.best_daily_streak)}</dd>
            </dl>
            if !s.games.is_empty() {
                <table class="presets-table">
                    <thead><tr><th scope="col">{GAMES_HEADING}</th><th scope="col">{"Played"}</th><th scope="col">{"Won"}</th></tr></thead>
                    <tbody>{ for s.rows().map(|(k, r)| html! { <tr><th scope="row">{games_row_title(k)}</th><td>{r.played}</td><td>{r.won}</td></tr> }) }</tbody>
                </table>
            }
            <p class={classes!("hint", (saving != Saving::Saved).then_some("warning"))} role="status" data-testid="saving">{saving.stats_hint()}</p>
        </main>
    }
}
