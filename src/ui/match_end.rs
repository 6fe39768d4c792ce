//! The end of the match: who won, your statistics, each team's signals through the match.

use std::rc::Rc;

use yew::prelude::*;

use super::controls::signals_title;
use super::copy_link::CopyLink;
use super::packing;
use super::round_result::round_facts;
use super::sharing::{self, Shared};
use crate::engine::{Rules, Scoring, Table};
use crate::session::challenge::MatchResult;
use crate::session::names::team_name;
use crate::session::play::{PlayerStats, RoundSignals};
use crate::session::review::reading::{reads_line, SignalReads};
use crate::session::table_page::shown_times;
use crate::session::{MatchSummary, RoundSummary};
use crate::share::replay::link_fragment;
use crate::share::MatchRecord;

#[derive(Properties, PartialEq)]
pub struct MatchEndProps {
    pub round: RoundSummary,
    pub summary: MatchSummary,
    pub stats: PlayerStats,
    pub signals: Vec<RoundSignals>,
    /// Every signal made in the match: who read or caught it, and when.
    pub reads: Vec<SignalReads>,
    pub teams: u8,
    pub rules: Rules,
    pub share_text: AttrValue,
    pub record: MatchRecord,
    /// Your result, to challenge a friend with.
    pub result: Option<MatchResult>,
    /// A friend's result on this deal, when you were challenged: set beside yours.
    pub to_beat: Option<MatchResult>,
    pub on_again: Callback<()>,
    pub on_leave: Callback<()>,
    pub on_replay: Callback<MatchRecord>,
    /// Your first match had captions on: say they go off, and offer to keep them.
    #[prop_or_default]
    pub offer_captions: bool,
    #[prop_or_default]
    pub on_keep_captions: Callback<()>,
    /// A match with a friend: its record holds the host's presses only, and a friend's page
    /// has no deal to share, so it offers no replay, no share and no challenge.
    #[prop_or_default]
    pub shared: bool,
}

/// The end of the match, over the table. What its last button did ("Link copied to the
/// clipboard.") and the packed replay are its own.
#[function_component]
pub fn MatchEnd(props: &MatchEndProps) -> Html {
    let said = use_state(|| (Shared::default(), 0));
    let packed = use_packed(&props.record);
    let Some(table) = Table::new(props.teams) else {
        return html! {};
    };
    html! {
        <div class="overlay match-end" role="dialog" aria-modal="true" aria-label={tr!(TABLE_MATCH_OVER)}>
            <div class="panel wide" data-won={props.summary.you_won.to_string()}>
                <h2 class="headline">{props.summary.headline.clone()}</h2>
                { round_facts(&props.round, &props.rules, props.teams) }
                if let (Some(mine), Some(theirs)) = (props.result, props.to_beat) {
                    { side_by_side(&mine, &theirs, props.rules.scoring) }
                }
                // What to do next right under the result, so that the panel opens at its top
                // (Play again has the focus); the match's story below.
                if !props.shared { <p class="share-text">{props.share_text.clone()}</p> }
                { buttons(props, &said, &packed) }
                <p class="status-line" role="status" data-testid="match-end-status">{said.0.sentence()}</p>
                if let Some(link) = said.0.link_to_copy() {
                    <CopyLink link={link} asked={said.1} />
                }
                if props.offer_captions {
                    <div class="captions-offer" data-testid="captions-offer">
                        <p>{tr!(TABLE_CAPTIONS_OFFER)}</p>
                        <button type="button" class="secondary" onclick={props.on_keep_captions.reform(|_| ())}>{tr!(TABLE_KEEP_CAPTIONS)}</button>
                    </div>
                }
                { signal_reads(table, &props.reads) }
                { your_match(&props.stats) }
                { signal_review(table, &props.signals) }
            </div>
        </div>
    }
}

/// Play again, share, watch or keep the replay, and home.
fn buttons(props: &MatchEndProps, said: &Said, packed: &Packed) -> Html {
    if props.shared {
        return html! {
            <div class="buttons">
                <button type="button" class="primary" autofocus=true onclick={props.on_leave.reform(|_| ())}>{tr!(TABLE_HOME)}</button>
            </div>
        };
    }
    let file_name = crate::share::replay::file_name(props.record.game.seed);
    let on_watch = {
        let record = props.record.clone();
        props.on_replay.reform(move |_: MouseEvent| record.clone())
    };
    let with_replay = |act: fn(&str, &str, &Said)| {
        let (packed, said, name) = (packed.clone(), said.clone(), file_name.clone());
        Callback::from(move |_: MouseEvent| match (*packed).clone() {
            Some(text) => act(&text, &name, &said),
            None => say(&said, Shared::Said(tr!(TABLE_PACKING))),
        })
    };
    let on_share_replay = with_replay(share_replay);
    let on_download =
        with_replay(|text, name, said| download(text, name, said, tr!(TABLE_REPLAY_SAVED)));
    let on_share_deal = {
        let (text, game, said) = (
            props.share_text.clone(),
            props.record.game.clone(),
            said.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let url = sharing::address_of(&game.encode());
            sharing::share("Kemps", &text, &url, said_by(&said));
        })
    };
    let on_challenge = {
        let (game, result, said) = (props.record.game.clone(), props.result, said.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(result) = result else {
                return;
            };
            let url = sharing::address_of(&crate::share::challenge::encode(&game, &result));
            let text = crate::share::challenge::invitation(&game);
            sharing::share(&tr!(TABLE_CHALLENGE_TITLE), &text, &url, said_by(&said));
        })
    };
    html! {
        <div class="buttons">
            <button type="button" class="primary" autofocus=true onclick={props.on_again.reform(|_| ())}>{tr!(TABLE_PLAY_AGAIN)}</button>
            <button type="button" class="secondary" onclick={on_challenge}>{tr!(TABLE_CHALLENGE)}</button>
            <button type="button" class="secondary" onclick={on_share_deal}>{tr!(TABLE_SHARE_DEAL)}</button>
            <button type="button" class="secondary" onclick={on_watch}>{tr!(TABLE_WATCH_REPLAY)}</button>
            <button type="button" class="secondary" onclick={on_share_replay}>{tr!(TABLE_SHARE_REPLAY)}</button>
            <button type="button" class="secondary" onclick={on_download}>{tr!(TABLE_DOWNLOAD_REPLAY)}</button>
            <button type="button" class="secondary" onclick={props.on_leave.reform(|_| ())}>{tr!(TABLE_HOME)}</button>
        </div>
    }
}

/// What the match end's last button did, and how many answers there have been: each answer
/// that gives a link to copy by hand takes the focus to it again, even the same link.
type Said = UseStateHandle<(Shared, u32)>;

fn say(said: &Said, shared: Shared) {
    said.set((shared, said.1 + 1));
}

/// A callback that says what came of sharing on the status line.
fn said_by(said: &Said) -> Callback<Shared> {
    let said = said.clone();
    Callback::from(move |shared| say(&said, shared))
}

/// The record packed as a replay's text, once the browser has packed it.
type Packed = UseStateHandle<Option<Rc<str>>>;

/// Packs the match's record as a replay's text as the match end opens: ready before a
/// button asks for it, so sharing runs within the press (as share sheets require).
#[hook]
fn use_packed(record: &MatchRecord) -> Packed {
    let packed = use_state(|| None::<Rc<str>>);
    {
        let packed = packed.clone();
        use_effect_with(record.clone(), move |record| {
            let record = record.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Ok(text) = packing::encode(&record).await {
                    packed.set(Some(text.into()));
                }
            });
        });
    }
    packed
}

/// Shares the replay as a link, or saves it as a file when it is too long for one.
fn share_replay(text: &str, name: &str, said: &Said) {
    match link_fragment(text) {
        Some(fragment) => {
            sharing::share(
                &tr!(TABLE_REPLAY_TITLE),
                &tr!(TABLE_REPLAY_TEXT),
                &sharing::address_of(&fragment),
                said_by(said),
            );
        }
        None => download(text, name, said, tr!(TABLE_REPLAY_TOO_LONG)),
    }
}

/// Saves the replay's text as a file, and says how that went.
fn download(text: &str, name: &str, said: &Said, done: String) {
    let ok = sharing::download(name, text);
    say(
        said,
        Shared::Said(if ok {
            done
        } else {
            tr!(TABLE_REPLAY_NOT_SAVED)
        }),
    );
}

/// Your calls, spots and rounds in the match.
fn your_match(st: &PlayerStats) -> Html {
    let fastest = st
        .fastest_spot_ms
        .map_or("—".to_string(), crate::session::names::seconds);
    html! {
        <>
            <h3>{tr!(TABLE_YOUR_MATCH)}</h3>
            <dl class="stats">
                <dt>{tr!(TABLE_KEMPS_CALLED)}</dt><dd>{tr!(TABLE_RIGHT_WRONG, right = st.kemps_right, wrong = st.kemps_wrong)}</dd>
                <dt>{tr!(TABLE_STOPS_CALLED)}</dt><dd>{tr!(TABLE_RIGHT_WRONG, right = st.stops_right, wrong = st.stops_wrong)}</dd>
                <dt>{tr!(TABLE_PARTNER_SPOTTED)}</dt><dd>{st.signals_spotted}</dd>
                <dt>{tr!(TABLE_FASTEST_SPOT)}</dt><dd>{fastest}</dd>
                <dt>{tr!(TABLE_ROUNDS)}</dt><dd>{st.rounds}</dd>
            </dl>
        </>
    }
}

/// Per side, which signal was read by a partner and caught by an opponent, and when.
fn signal_reads(table: Table, reads: &[SignalReads]) -> Html {
    if reads.is_empty() {
        return html! {};
    }
    html! {
        <section aria-label={tr!(TABLE_SIGNALS_READ)}>
            <h3>{tr!(TABLE_SIGNALS_READ_CAUGHT)}</h3>
            <ul class="signal-reads" data-testid="signal-reads">
                { for reads.iter().map(|r| html! { <li>{reads_line(table, r)}</li> }) }
            </ul>
        </section>
    }
}

/// Each team's real signal, round by round, and how often it was shown.
fn signal_review(table: Table, signals: &[RoundSignals]) -> Html {
    html! {
        <>
            <h3>{tr!(TABLE_SIGNALS_BY_ROUND)}</h3>
            <div class="review-wrap">
                <table class="signal-review">
                    <thead><tr><th scope="col">{tr!(TABLE_ROUND_COLUMN)}</th>{ for table.teams().map(|t| html! { <th scope="col">{team_name(table, t)}</th> }) }</tr></thead>
                    <tbody>
                        { for signals.iter().map(|r| html! {
                            <tr>
                                <th scope="row">{r.round}</th>
                                { for r.signals.iter().map(|(g, shown)| html! {
                                    <td>{signals_title(*g)}<small>{" "}{shown_times(*shown)}</small></td>
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
    let row = |name: String, a: String, b: String| {
        html! { <tr><th scope="row">{name}</th><td>{a}</td><td>{b}</td></tr> }
    };
    let result = |r: &MatchResult| {
        let score = r.score_words(scoring);
        if r.won {
            tr!(TABLE_WON, score = score)
        } else {
            tr!(TABLE_LOST, score = score)
        }
    };
    html! {
        <section class="side-by-side" aria-label={tr!(TABLE_RESULTS_COMPARED)}>
            <h3>{tr!(TABLE_RESULTS_COMPARED)}</h3>
            <table class="results-table">
                <thead><tr><td></td><th scope="col">{tr!(TABLE_YOU_COLUMN)}</th><th scope="col">{tr!(TABLE_YOUR_FRIEND)}</th></tr></thead>
                <tbody>
                    { row(tr!(TABLE_RESULT), result(mine), result(theirs)) }
                    { row(tr!(TABLE_ROUNDS), mine.rounds.to_string(), theirs.rounds.to_string()) }
                    { row(tr!(TABLE_SIGNALS_SPOTTED), mine.spotted.to_string(), theirs.spotted.to_string()) }
                </tbody>
            </table>
            <p class="verdict" data-testid="verdict">{mine.verdict(theirs, scoring)}</p>
        </section>
    }
}
