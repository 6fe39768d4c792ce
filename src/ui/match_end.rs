//! The end of the match: who won, your statistics, each team's signals through the match.

use yew::prelude::*;

use super::controls::gesture_title;
use super::round_result::RoundFacts;
use crate::engine::{Rules, Table};
use crate::session::names::team_name;
use crate::session::play::{PlayerStats, RoundSignals};
use crate::session::{MatchSummary, RoundSummary};

#[derive(Properties, PartialEq)]
pub struct MatchEndProps {
    pub round: RoundSummary,
    pub summary: MatchSummary,
    pub stats: PlayerStats,
    pub signals: Vec<RoundSignals>,
    pub teams: u8,
    pub rules: Rules,
    pub on_again: Callback<()>,
    pub on_leave: Callback<MouseEvent>,
}

#[function_component]
pub fn MatchEnd(props: &MatchEndProps) -> Html {
    let Some(table) = Table::new(props.teams).or(Table::new(2)) else {
        return html! {};
    };
    let st = &props.stats;
    let fastest = st.fastest_spot_ms.map_or("—".to_string(), |ms| {
        format!("{:.1} s", ms as f64 / 1000.0)
    });
    let on_again = {
        let cb = props.on_again.clone();
        Callback::from(move |_| cb.emit(()))
    };
    html! {
        <div class="overlay match-end" role="dialog" aria-modal="true" aria-label="Match over">
            <div class="panel wide" data-won={props.summary.you_won.to_string()}>
                <h2 class="headline">{props.summary.headline.clone()}</h2>
                <RoundFacts summary={props.round.clone()} rules={props.rules.clone()} teams={props.teams}/>
                <h3>{"Your match"}</h3>
                <dl class="stats">
                    <dt>{"Kemps called"}</dt><dd>{format!("{} right, {} wrong", st.kemps_right, st.kemps_wrong)}</dd>
                    <dt>{"Stops called"}</dt><dd>{format!("{} right, {} wrong", st.stops_right, st.stops_wrong)}</dd>
                    <dt>{"Partner's signals spotted"}</dt><dd>{st.signals_spotted}</dd>
                    <dt>{"Fastest spot"}</dt><dd>{fastest}</dd>
                    <dt>{"Rounds"}</dt><dd>{st.rounds}</dd>
                </dl>
                <h3>{"The signals, round by round"}</h3>
                <div class="review-wrap">
                    <table class="signal-review">
                        <thead><tr><th scope="col">{"Round"}</th>{ for table.teams().map(|t| html! { <th scope="col">{team_name(table, t)}</th> }) }</tr></thead>
                        <tbody>
                            { for props.signals.iter().map(|r| html! {
                                <tr>
                                    <th scope="row">{r.round}</th>
                                    { for r.signals.iter().map(|(g, shown)| html! {
                                        <td>{gesture_title(*g)}<small>{ if *shown == 0 { " (not shown)".to_string() } else { format!(" (shown {shown}×)") } }</small></td>
                                    }) }
                                </tr>
                            }) }
                        </tbody>
                    </table>
                </div>
                <div class="buttons">
                    <button type="button" class="primary" autofocus=true onclick={on_again}>{"Play again"}</button>
                    <button type="button" class="secondary" onclick={props.on_leave.clone()}>{"Home"}</button>
                </div>
            </div>
        </div>
    }
}
