//! Statistics kept between visits: games and wins by rules and bot level, calls right and
//! wrong, the fastest spot, and streaks.

use crate::ui::lang::words;
use yew::prelude::*;

use super::press;

use crate::narration::menus::{calls_right, count, matches_played, streak};
use crate::session::saved::{games_heading, games_row_title, Saving, Stats};

/// The screen: `saving` says whether statistics are saved on this device, as the last save
/// went.
pub fn stats_screen(s: &Stats, on_back: &Callback<()>, saving: Saving) -> Html {
    let total = s.totals();
    html! {
        <main tabindex="-1" class="screen stats-screen">
            <header class="screen-head">
                <button type="button" class="chip" onclick={press(on_back)}>{ tr!(&words(), MENU_BACK) }</button>
                <h1>{ tr!(&words(), MENU_STATS_TITLE) }</h1>
            </header>
            <dl class="stats">
                <dt>{ tr!(&words(), MENU_STATS_MATCHES) }</dt><dd data-testid="matches">{ matches_played(&words(), total.played, total.won) }</dd>
                <dt>{ tr!(&words(), MENU_STATS_KEMPS) }</dt><dd>{ calls_right(&words(), s.kemps_right, s.kemps_wrong) }</dd>
                <dt>{ tr!(&words(), MENU_STATS_STOPS) }</dt><dd>{ calls_right(&words(), s.stops_right, s.stops_wrong) }</dd>
                <dt>{ tr!(&words(), MENU_STATS_FASTEST) }</dt><dd>{s.fastest_spot_ms.map_or("—".to_string(), |ms| crate::narration::names::seconds(&words(), ms))}</dd>
                <dt>{ tr!(&words(), MENU_STATS_WINS_ROW) }</dt><dd>{ streak(&words(), s.win_streak, s.best_win_streak) }</dd>
                <dt>{ tr!(&words(), MENU_STATS_DAILY_ROW) }</dt><dd data-testid="daily-streak">{ streak(&words(), s.daily_streak, s.best_daily_streak) }</dd>
            </dl>
            if !s.games.is_empty() {
                <table class="presets-table">
                    <thead><tr><th scope="col">{games_heading(&words())}</th><th scope="col">{ tr!(&words(), MENU_STATS_PLAYED) }</th><th scope="col">{ tr!(&words(), MENU_STATS_WON) }</th></tr></thead>
                    <tbody>{ for s.rows().map(|(k, r)| html! { <tr><th scope="row">{games_row_title(&words(), k)}</th><td>{ count(&words(), r.played) }</td><td>{ count(&words(), r.won) }</td></tr> }) }</tbody>
                </table>
            }
            <p class={classes!("hint", (saving != Saving::Saved).then_some("warning"))} role="status" data-testid="saving">{saving.stats_hint(&words())}</p>
        </main>
    }
}
