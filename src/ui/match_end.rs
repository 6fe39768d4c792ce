//! The end of the match: who won, your statistics, each team's signals through the match.

use crate::ui::lang::words;
use std::rc::Rc;

use yew::prelude::*;

use super::controls::signals_title;
use super::copy_link::CopyLink;
use super::packing;
use super::round_result::round_facts;
use super::sharing::{self, Shared};
use crate::engine::{Rules, Scoring, Table};
use crate::narration::names::Naming;
use crate::session::challenge::MatchResult;
use crate::session::pages::table_page::shown_times;
use crate::session::play::{HostReplay, PlayerStats, RoundSignals};
use crate::session::review::reading::{reads_line, SignalReads};
use crate::session::{MatchSummary, RoundSummary};
use crate::share::replay::link_fragment;
use crate::share::MatchRecord;

#[derive(Properties, PartialEq)]
pub struct MatchEndProps {
    pub round: RoundSummary,
    /// How the match's words name its seats (see `Match::naming`).
    pub naming: Naming,
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
    /// A match with a friend: no deal to share, no challenge and no new match. The host's
    /// page offers the replay (its record holds every person's presses); a friend's page
    /// offers the one the host's page sent (`from_host`).
    #[prop_or_default]
    pub shared: bool,
    /// A friend's page: the replay from the host's page, or that it is on its way.
    #[prop_or_default]
    pub from_host: Option<HostReplay>,
    /// The host's page with friends: hears the replay's text once packed, to send it to them.
    #[prop_or_default]
    pub on_packed: Option<Callback<Rc<str>>>,
}

/// The end of the match, over the table. What its last button did ("Link copied to the
/// clipboard.") and the packed replay are its own.
#[function_component]
pub fn MatchEnd(props: &MatchEndProps) -> Html {
    let said = use_state(|| (Shared::default(), 0));
    let packed = use_packed(&props.record, props.on_packed.clone());
    let Some(table) = Table::new(props.teams) else {
        return html! {};
    };
    html! {
        <div class="overlay match-end" role="dialog" aria-modal="true" aria-label={tr!(&words(), TABLE_MATCH_OVER)}>
            <div class="panel wide" data-won={props.summary.you_won.to_string()}>
                <h2 class="headline">{props.summary.headline(&words(), &props.naming)}</h2>
                { round_facts(&props.naming, &props.round, true, &props.rules, props.teams) }
                if let (Some(mine), Some(theirs)) = (props.result, props.to_beat) {
                    { side_by_side(&mine, &theirs, props.rules.scoring()) }
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
                        <p>{tr!(&words(), TABLE_CAPTIONS_OFFER)}</p>
                        <button type="button" class="secondary" onclick={props.on_keep_captions.reform(|_| ())}>{tr!(&words(), TABLE_KEEP_CAPTIONS)}</button>
                    </div>
                }
                { signal_reads(&props.naming, table, &props.reads) }
                { your_match(&props.stats) }
                { signal_review(&props.naming, table, &props.signals) }
            </div>
        </div>
    }
}

/// Play again, share, watch or keep the replay, and home.
fn buttons(props: &MatchEndProps, said: &Said, packed: &Packed) -> Html {
    let home = |class: &'static str| {
        html! { <button type="button" {class} autofocus={class == "primary"} onclick={props.on_leave.reform(|_| ())}>{tr!(&words(), TABLE_HOME)}</button> }
    };
    // Only a friend's page has one: the page's first build leaves it out.
    #[cfg(feature = "friends")]
    if let Some(from_host) = &props.from_host {
        return html! {
            <>
                { friends_replay(from_host, said) }
                <div class="buttons">{ home("primary") }</div>
            </>
        };
    }
    let replay = replay_buttons(props, said, packed);
    if props.shared {
        return html! { <div class="buttons">{ home("primary") }{ replay }</div> };
    }
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
            let text = crate::share::challenge::invitation(&words(), &game);
            sharing::share(
                &tr!(&words(), TABLE_CHALLENGE_TITLE),
                &text,
                &url,
                said_by(&said),
            );
        })
    };
    html! {
        <div class="buttons">
            <button type="button" class="primary" autofocus=true onclick={props.on_again.reform(|_| ())}>{tr!(&words(), TABLE_PLAY_AGAIN)}</button>
            <button type="button" class="secondary" onclick={on_challenge}>{tr!(&words(), TABLE_CHALLENGE)}</button>
            <button type="button" class="secondary" onclick={on_share_deal}>{tr!(&words(), TABLE_SHARE_DEAL)}</button>
            { replay }
            { home("secondary") }
        </div>
    }
}

/// Watch, share and download the replay.
fn replay_buttons(props: &MatchEndProps, said: &Said, packed: &Packed) -> Html {
    let file_name = crate::share::replay::file_name(props.record.game.seed);
    let with_replay = |act: fn(&str, &str, &Said)| {
        let (packed, said, name) = (packed.clone(), said.clone(), file_name.clone());
        Callback::from(move |_: MouseEvent| match (*packed).clone() {
            Some(text) => act(&text, &name, &said),
            None => say(&said, Shared::Said(tr!(&words(), TABLE_PACKING))),
        })
    };
    let on_watch = match props.shared {
        true => with_replay(watch_in_a_tab),
        false => {
            let record = props.record.clone();
            props.on_replay.reform(move |_: MouseEvent| record.clone())
        }
    };
    let on_share_replay = with_replay(share_replay);
    let on_download = with_replay(|text, name, said| {
        download(text, name, said, tr!(&words(), TABLE_REPLAY_SAVED))
    });
    html! {
        <>
            <button type="button" class="secondary" onclick={on_watch}>{tr!(&words(), TABLE_WATCH_REPLAY)}</button>
            <button type="button" class="secondary" onclick={on_share_replay}>{tr!(&words(), TABLE_SHARE_REPLAY)}</button>
            <button type="button" class="secondary" onclick={on_download}>{tr!(&words(), TABLE_DOWNLOAD_REPLAY)}</button>
        </>
    }
}

/// A friend's page: the replay the host's page sent, as a link to open or share, or as a
/// file when it is too long for a link; or what stands in its way.
#[cfg(feature = "friends")]
fn friends_replay(from_host: &HostReplay, said: &Said) -> Html {
    let offer = match from_host {
        HostReplay::OnItsWay => html! { <p>{tr!(&words(), TABLE_FRIENDS_REPLAY_ON_ITS_WAY)}</p> },
        HostReplay::TooLong => html! { <p>{tr!(&words(), TABLE_FRIENDS_REPLAY_TOO_LONG)}</p> },
        HostReplay::Text(text) => {
            let link = link_fragment(text).map(|f| sharing::address_of(&f));
            let (text, said) = (text.clone(), said.clone());
            let on_share = Callback::from(move |_: MouseEvent| {
                share_replay(&text, FRIENDS_REPLAY_FILE, &said)
            });
            html! {
                <div class="buttons">
                    if let Some(link) = link {
                        <a class="secondary link-button" href={link} target="_blank" rel="noopener" data-testid="friends-replay-link">{tr!(&words(), TABLE_WATCH_REPLAY)}</a>
                    }
                    <button type="button" class="secondary" onclick={on_share}>{tr!(&words(), TABLE_SHARE_REPLAY)}</button>
                </div>
            }
        }
    };
    html! {
        <section class="friends-replay" aria-label={tr!(&words(), TABLE_FRIENDS_REPLAY_HEADING)} data-testid="friends-replay">
            <h3>{tr!(&words(), TABLE_FRIENDS_REPLAY_HEADING)}</h3>
            { offer }
        </section>
    }
}

/// The name a friend's page saves the host's replay under: it does not know the deal.
#[cfg(feature = "friends")]
const FRIENDS_REPLAY_FILE: &str = "kemps-replay.kemps";

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
/// `on_packed` hears the text once packed.
#[hook]
fn use_packed(record: &MatchRecord, on_packed: Option<Callback<Rc<str>>>) -> Packed {
    let packed = use_state(|| None::<Rc<str>>);
    {
        let packed = packed.clone();
        use_effect_with(record.clone(), move |record| {
            let record = record.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Ok(text) = packing::encode(&record).await {
                    let text: Rc<str> = text.into();
                    if let Some(on_packed) = on_packed {
                        on_packed.emit(text.clone());
                    }
                    packed.set(Some(text));
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
                &tr!(&words(), TABLE_REPLAY_TITLE),
                &tr!(&words(), TABLE_REPLAY_TEXT),
                &sharing::address_of(&fragment),
                said_by(said),
            );
        }
        None => download(text, name, said, tr!(&words(), TABLE_REPLAY_TOO_LONG)),
    }
}

/// A match with friends: its replay opens in a tab of its own, as its link would, so that
/// the table and the friends' connection stay behind it; saved as a file when it is too
/// long for a link, and given to copy by hand when the browser opens no tab.
fn watch_in_a_tab(text: &str, name: &str, said: &Said) {
    let Some(fragment) = link_fragment(text) else {
        return download(text, name, said, tr!(&words(), TABLE_REPLAY_TOO_LONG));
    };
    let link = sharing::address_of(&fragment);
    let opened = web_sys::window().and_then(|w| w.open_with_url_and_target(&link, "_blank").ok());
    if opened.flatten().is_none() {
        say(said, Shared::CopyByHand(link));
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
            tr!(&words(), TABLE_REPLAY_NOT_SAVED)
        }),
    );
}

/// Your calls, spots and rounds in the match.
fn your_match(st: &PlayerStats) -> Html {
    let fastest = st.fastest_spot_ms.map_or("—".to_string(), |ms| {
        crate::narration::names::seconds(&words(), ms)
    });
    html! {
        <>
            <h3>{tr!(&words(), TABLE_YOUR_MATCH)}</h3>
            <dl class="stats">
                <dt>{tr!(&words(), TABLE_KEMPS_CALLED)}</dt><dd>{tr!(&words(), TABLE_RIGHT_WRONG, right = st.kemps_right, wrong = st.kemps_wrong)}</dd>
                <dt>{tr!(&words(), TABLE_STOPS_CALLED)}</dt><dd>{tr!(&words(), TABLE_RIGHT_WRONG, right = st.stops_right, wrong = st.stops_wrong)}</dd>
                <dt>{tr!(&words(), TABLE_PARTNER_SPOTTED)}</dt><dd>{st.signals_spotted}</dd>
                <dt>{tr!(&words(), TABLE_FASTEST_SPOT)}</dt><dd>{fastest}</dd>
                <dt>{tr!(&words(), TABLE_ROUNDS)}</dt><dd>{st.rounds}</dd>
            </dl>
        </>
    }
}

/// Per side, which signal was read by a partner and caught by an opponent, and when.
fn signal_reads(n: &Naming, table: Table, reads: &[SignalReads]) -> Html {
    if reads.is_empty() {
        return html! {};
    }
    html! {
        <section aria-label={tr!(&words(), TABLE_SIGNALS_READ)}>
            <h3>{tr!(&words(), TABLE_SIGNALS_READ_CAUGHT)}</h3>
            <ul class="signal-reads" data-testid="signal-reads">
                { for reads.iter().map(|r| html! { <li>{reads_line(&words(), n, table, r)}</li> }) }
            </ul>
        </section>
    }
}

/// Each team's real signal, round by round, and how often it was shown.
fn signal_review(n: &Naming, table: Table, signals: &[RoundSignals]) -> Html {
    html! {
        <>
            <h3>{tr!(&words(), TABLE_SIGNALS_BY_ROUND)}</h3>
            <div class="review-wrap">
                <table class="signal-review">
                    <thead><tr><th scope="col">{tr!(&words(), TABLE_ROUND_COLUMN)}</th>{ for table.teams().map(|t| html! { <th scope="col">{n.team_name(&words(), table, t)}</th> }) }</tr></thead>
                    <tbody>
                        { for signals.iter().map(|r| html! {
                            <tr>
                                <th scope="row">{r.round}</th>
                                { for r.signals.iter().map(|(g, shown)| html! {
                                    <td>{signals_title(&words(), *g)}<small>{" "}{shown_times(&words(), *shown)}</small></td>
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
        let score = r.score_words(&words(), scoring);
        if r.won {
            tr!(&words(), TABLE_WON, score = score)
        } else {
            tr!(&words(), TABLE_LOST, score = score)
        }
    };
    html! {
        <section class="side-by-side" aria-label={tr!(&words(), TABLE_RESULTS_COMPARED)}>
            <h3>{tr!(&words(), TABLE_RESULTS_COMPARED)}</h3>
            <table class="results-table">
                <thead><tr><td></td><th scope="col">{tr!(&words(), TABLE_YOU_COLUMN)}</th><th scope="col">{tr!(&words(), TABLE_YOUR_FRIEND)}</th></tr></thead>
                <tbody>
                    { row(tr!(&words(), TABLE_RESULT), result(mine), result(theirs)) }
                    { row(tr!(&words(), TABLE_ROUNDS), mine.rounds.to_string(), theirs.rounds.to_string()) }
                    { row(tr!(&words(), TABLE_SIGNALS_SPOTTED), mine.spotted.to_string(), theirs.spotted.to_string()) }
                </tbody>
            </table>
            <p class="verdict" data-testid="verdict">{mine.verdict(&words(), theirs, scoring)}</p>
        </section>
    }
}
