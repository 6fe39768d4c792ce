//! The end of the match: who won, your statistics, each team's signals through the match.

use std::rc::Rc;

use yew::prelude::*;

use super::{text_button, text_el};

use super::press;

use super::controls::signals_title;
use super::copy_link::copy_link;
use super::packing;
use super::round_result::round_facts;
use super::sharing::{self, Shared};
use crate::engine::{Rules, Scoring, Table};
use crate::session::challenge::MatchResult;
use crate::session::names::team_name;
use crate::session::play::{PlayerStats, RoundSignals};
use crate::session::{MatchSummary, RoundSummary};
use crate::share::replay::link_fragment;
use crate::share::MatchRecord;

pub struct MatchEndProps<'a> {
    pub round: &'a RoundSummary,
    pub summary: &'a MatchSummary,
    pub stats: &'a PlayerStats,
    pub signals: &'a [RoundSignals],
    pub teams: u8,
    pub rules: &'a Rules,
    pub share_text: String,
    pub record: MatchRecord,
    /// Your result, to challenge a friend with.
    pub result: Option<MatchResult>,
    /// A friend's result on this deal, when you were challenged: set beside yours.
    pub to_beat: Option<MatchResult>,
    pub on_again: &'a Callback<()>,
    pub on_leave: Callback<MouseEvent>,
    pub on_replay: &'a Callback<MatchRecord>,
    /// What the last button did ("Link copied to the clipboard.").
    pub said: &'a UseStateHandle<Shared>,
    /// The record packed as a replay's text, once the browser has packed it
    /// ([`start_packing`]): ready before a button asks for it, so sharing runs within the
    /// press (as share sheets require).
    pub packed: Option<Rc<str>>,
}

/// The end of the match, over the table. A plain function, not a component: a component
/// costs about 1 KB of Wasm of its own (what it says and the packed replay are the table's).
pub fn match_end(props: MatchEndProps) -> Html {
    let Some(table) = Table::new(props.teams) else {
        return html! {};
    };
    let said = props.said;
    let on_again = press(props.on_again);
    let file_name = format!(
        "kemps-replay-{}.kemps",
        crate::share::deal_code(props.record.game.seed)
    );
    let on_watch = {
        let (cb, record) = (props.on_replay.clone(), props.record.clone());
        Callback::from(move |_| cb.emit(record.clone()))
    };
    let on_share_replay = {
        let (packed, said, name) = (props.packed.clone(), said.clone(), file_name.clone());
        Callback::from(move |_| match &packed {
            Some(text) => share_replay(text, &name, &said),
            None => said.set(Shared::Said(PACKING.into())),
        })
    };
    let on_download = {
        let (packed, said, name) = (props.packed.clone(), said.clone(), file_name);
        Callback::from(move |_| match &packed {
            Some(text) => download(text, &name, &said, "Replay file saved."),
            None => said.set(Shared::Said(PACKING.into())),
        })
    };
    let on_share_deal = {
        let (text, game, said) = (
            props.share_text.clone(),
            props.record.game.clone(),
            said.clone(),
        );
        Callback::from(move |_| {
            let url = format!("{}#{}", sharing::page_address(), game.encode());
            let said = said.clone();
            sharing::share("Kemps", &text, &url, Callback::from(move |t| said.set(t)));
        })
    };
    let on_challenge = {
        let (game, result, said) = (props.record.game.clone(), props.result, said.clone());
        Callback::from(move |_| {
            let Some(result) = result else {
                return;
            };
            let url = format!(
                "{}#{}",
                sharing::page_address(),
                crate::share::challenge::encode(&game, &result)
            );
            let text = format!(
                "Kemps deal {}: can you beat my result?",
                crate::share::deal_code(game.seed)
            );
            let said = said.clone();
            sharing::share(
                "Kemps challenge",
                &text,
                &url,
                Callback::from(move |t| said.set(t)),
            );
        })
    };
    let scoring = props.rules.scoring;
    html! {
        <div class="overlay match-end" role="dialog" aria-modal="true" aria-label="Match over">
            <div class="panel wide" data-won={props.summary.you_won.to_string()}>
                <h2 class="headline">{props.summary.headline.clone()}</h2>
                { round_facts(props.round, props.rules, props.teams) }
                if let (Some(mine), Some(theirs)) = (props.result, props.to_beat) {
                    { side_by_side(&mine, &theirs, scoring) }
                }
                { your_match(props.stats) }
                { signal_review(table, props.signals) }
                <p class="share-text">{props.share_text}</p>
                <div class="buttons">
                    <button type="button" class="primary" autofocus=true onclick={on_again}>{"Play again"}</button>
                    { text_button("secondary", "Challenge a friend", on_challenge) }
                    { text_button("secondary", "Share this deal", on_share_deal) }
                    { text_button("secondary", "Watch the replay", on_watch) }
                    { text_button("secondary", "Share the replay", on_share_replay) }
                    { text_button("secondary", "Download the replay", on_download) }
                    { text_button("secondary", "Home", props.on_leave) }
                </div>
                <p class="status-line" role="status" data-testid="match-end-status">{said.sentence()}</p>
                if let Some(link) = said.link_to_copy() {
                    { copy_link(link.into(), None) }
                }
            </div>
        </div>
    }
}

/// Said when the replay is asked for before the browser has packed it (a moment).
const PACKING: &str = "The replay is still being packed: try again in a moment.";

/// Packs `record` as a replay's text, and hands it to `packed` once the browser has.
pub fn start_packing(record: MatchRecord, packed: UseStateHandle<Option<Rc<str>>>) {
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(text) = packing::encode(&record).await {
            packed.set(Some(text.into()));
        }
    });
}

/// Shares the replay as a link, or saves it as a file when it is too long for one.
fn share_replay(text: &str, name: &str, said: &UseStateHandle<Shared>) {
    match link_fragment(text) {
        Some(fragment) => {
            let url = format!("{}#{}", sharing::page_address(), fragment);
            let said = said.clone();
            sharing::share(
                "Kemps replay",
                "Watch my Kemps match — the signals are revealed.",
                &url,
                Callback::from(move |t| said.set(t)),
            );
        }
        None => download(
            text,
            name,
            said,
            "This replay is too long for a link, so it was saved as a file.",
        ),
    }
}

/// Saves the replay's text as a file, and says how that went.
fn download(text: &str, name: &str, said: &UseStateHandle<Shared>, done: &str) {
    let ok = sharing::download(name, text);
    said.set(Shared::Said(if ok {
        done.into()
    } else {
        "The replay could not be saved.".into()
    }));
}

/// Your calls, spots and rounds in the match.
fn your_match(st: &PlayerStats) -> Html {
    let fastest = st
        .fastest_spot_ms
        .map_or("—".to_string(), crate::session::names::seconds);
    html! {
        <>
            { text_el("h3", None, "Your match") }
            <dl class="stats">
                { text_el("dt", None, "Kemps called") }<dd>{format!("{} right, {} wrong", st.kemps_right, st.kemps_wrong)}</dd>
                { text_el("dt", None, "Stops called") }<dd>{format!("{} right, {} wrong", st.stops_right, st.stops_wrong)}</dd>
                { text_el("dt", None, "Partner's signals spotted") }<dd>{st.signals_spotted}</dd>
                { text_el("dt", None, "Fastest spot") }<dd>{fastest}</dd>
                { text_el("dt", None, "Rounds") }<dd>{st.rounds}</dd>
            </dl>
        </>
    }
}

/// Each team's real signal, round by round, and how often it was shown.
fn signal_review(table: Table, signals: &[RoundSignals]) -> Html {
    html! {
        <>
            { text_el("h3", None, "The signals, round by round") }
            <div class="review-wrap">
                <table class="signal-review">
                    <thead><tr><th scope="col">{"Round"}</th>{ for table.teams().map(|t| html! { <th scope="col">{team_name(table, t)}</th> }) }</tr></thead>
                    <tbody>
                        { for signals.iter().map(|r| html! {
                            <tr>
                                <th scope="row">{r.round}</th>
                                { for r.signals.iter().map(|(g, shown)| html! {
                                    <td>{signals_title(*g)}<small>{ if *shown == 0 { " (not shown)".to_string() } else { format!(" (shown {shown}×)") } }</small></td>
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </>
    }
}

/// Your result beside the friend's who challenged you, and who did better.
fn side_by_side(mine: &MatchResult, theirs: &MatchResult, scoring: Scoring) -> Html {
    let row = |name: &'static str, a: String, b: String| {
        html! { <tr><th scope="row">{name}</th><td>{a}</td><td>{b}</td></tr> }
    };
    let result = |r: &MatchResult| {
        format!(
            "{} {}",
            if r.won { "won" } else { "lost" },
            r.score_words(scoring)
        )
    };
    html! {
        <section class="side-by-side" aria-label="Your result and your friend's">
            { text_el("h3", None, "Your result and your friend's") }
            <table class="results-table">
                <thead><tr><td></td><th scope="col">{"You"}</th><th scope="col">{"Your friend"}</th></tr></thead>
                <tbody>
                    { row("Result", result(mine), result(theirs)) }
                    { row("Rounds", mine.rounds.to_string(), theirs.rounds.to_string()) }
                    { row("Signals spotted", mine.spotted.to_string(), theirs.spotted.to_string()) }
                </tbody>
            </table>
            <p class="verdict" data-testid="verdict">{mine.verdict(theirs, scoring)}</p>
        </section>
    }
}
