//! The end of a round: the called hands revealed, one sentence on what happened and how it
//! scored, the new scores, and a chance to change your signal.

use crate::ui::lang::words;
use yew::prelude::*;

use super::card::card_face;
use super::controls::signals_title;
use super::hooks::use_keydown;
use super::scoreboard::{scoreboard, team_scores};
use super::signal_gallery::signal_gallery;
use crate::bots::Signals;
use crate::engine::{Gesture, Rules, Table};
use crate::narration::names::Naming;
use crate::session::keys::key_name;
use crate::session::pages::table_page::{cards_of, seat_shown};
use crate::session::Command;
use crate::session::RoundSummary;

#[derive(Properties, PartialEq)]
pub struct RoundResultProps {
    pub summary: RoundSummary,
    /// How the match's words name its seats (see `Match::naming`).
    pub naming: Naming,
    pub rules: Rules,
    pub teams: u8,
    /// Your secret signals.
    pub signals: Signals,
    /// A lesson's round: what its button leads to (the next lesson, or the end); the
    /// lesson keeps its own signals.
    #[prop_or_default]
    pub next: Option<AttrValue>,
    pub on_next: Callback<MouseEvent>,
    /// At a table with friends: what the next round waits for, in words (see
    /// `Match::waiting_line`), beside the button.
    #[prop_or_default]
    pub waiting: Option<AttrValue>,
    /// A gesture added to your signals, or taken out of them.
    pub on_signal: Callback<Gesture>,
}

/// The round in words, the hands shown and the scores after, shared with the match end and
/// a replay's key moment; worded as shown, its seats named as `n` names them. `yours`: the
/// match is yours (not someone else's in a replay), so the headline and the notes, which
/// speak to you, are said.
pub fn round_facts(n: &Naming, s: &RoundSummary, yours: bool, rules: &Rules, teams: u8) -> Html {
    html! { <>{ round_words(n, s, yours) }{ round_hands(n, s, rules, teams) }</> }
}

/// What decided the round, and how its signals went (the headline and the notes only when
/// the match is `yours`; someone else's says the round in its sentence).
fn round_words(n: &Naming, s: &RoundSummary, yours: bool) -> Html {
    let headline = if yours {
        s.headline(&words(), n)
    } else {
        String::new()
    };
    let notes = if yours {
        s.notes(&words(), n)
    } else {
        Vec::new()
    };
    html! {
        <>
            <p class="result-headline" data-testid="result-headline" data-you={s.side.name()}>{headline}</p>
            <p class="result-sentence" data-testid="result-sentence">{s.sentence(&words(), n)}</p>
            { for notes.into_iter().map(|note| html! { <p class="result-note" data-testid="result-note">{note}</p> }) }
        </>
    }
}

/// How the round scored, the hands shown and the scores after.
fn round_hands(n: &Naming, s: &RoundSummary, rules: &Rules, teams: u8) -> Html {
    // `teams` comes from a match that opened, so it makes a table; no other table stands in.
    let teams = Table::new(teams)
        .map(|table| {
            team_scores(n, table, |team| {
                s.after.get(team.index()).copied().unwrap_or_default()
            })
        })
        .unwrap_or_default();
    let scores = s.score_sentence(&words(), n);
    html! {
        <>
            if !scores.is_empty() {
                <p class="score-sentence">{scores}</p>
            }
            if !s.revealed.is_empty() {
                <div class="revealed-hands">
                    { for s.revealed.iter().map(|(seat, cards)| html! {
                        <div class="revealed-hand" aria-label={cards_of(&words(), n, *seat)}>
                            <span class="who">{seat_shown(&words(), n, *seat)}</span>
                            <div class="cards">{ for cards.iter().enumerate().map(|(i, c)| card_face(*c, i, false)) }</div>
                        </div>
                    }) }
                </div>
            }
            <div class="scores-after">{ scoreboard(rules, &teams, Some(s.before.as_slice())) }</div>
        </>
    }
}

/// The end of a round, over the table. Whether the signal gallery is open is its own: it
/// opens with "Change signals", closes with Escape, and goes with the round's result (no
/// key of the table's depends on it).
#[function_component]
pub fn RoundResult(props: &RoundResultProps) -> Html {
    // After a round in which your signal was caught, the gallery is open from the start.
    let caught = props.summary.signal_caught && props.next.is_none();
    let changing = use_state(|| caught);
    {
        let changing = changing.clone();
        use_keydown(Callback::from(move |e: web_sys::KeyboardEvent| {
            if e.key() == "Escape" {
                changing.set(false);
            }
            // The table hears Escape too.
            false
        }));
    }
    // Opened by "Change signals", below the result's words: the gallery comes into view at
    // the top of the scrolling result, so that a phone shows it without a scroll. (Opened
    // from the start, after a caught signal, it is there already.)
    let block = use_node_ref();
    use_effect_with(*changing, {
        let block = block.clone();
        move |&open| {
            if let Some(block) = block.cast::<web_sys::Element>().filter(|_| open && !caught) {
                block.scroll_into_view_with_bool(true);
            }
        }
    });
    let s = &props.summary;
    let title = tr!(&words(), TABLE_ROUND_TITLE, round = s.record.round);
    html! {
        <div class="overlay result" role="dialog" aria-modal="true" aria-label={title.clone()}>
            <div class="panel result-panel" data-result={s.record.result.name()}>
                // The result scrolls; Next round stays below it, covering nothing.
                <div class="result-body">
                    <h2>{title}</h2>
                    { round_words(&props.naming, s, true) }
                    // Your signal was caught: changing it comes before the hands and scores.
                    if caught {
                        { signal_change(props, &changing, &block) }
                    }
                    { round_hands(&props.naming, s, &props.rules, props.teams) }
                    if props.next.is_none() && !caught {
                        { signal_change(props, &changing, &block) }
                    }
                </div>
                <p class="result-waiting" role="status" data-testid="result-waiting">{props.waiting.clone()}</p>
                <button type="button" class="primary" autofocus=true onclick={props.on_next.clone()}>{ props.next.clone().unwrap_or_else(|| tr!(&words(), TABLE_NEXT_ROUND).into()) }<kbd aria-hidden="true">{key_name(&words(), Command::Continue)}</kbd></button>
            </div>
        </div>
    }
}

/// Your signals, and the gallery to change them (opened by "Change signals"). First, with
/// its gallery open, after a round in which your signal was caught. `block` is the block, to
/// bring into view when its gallery opens.
fn signal_change(
    props: &RoundResultProps,
    changing: &UseStateHandle<bool>,
    block: &NodeRef,
) -> Html {
    let open = changing.clone();
    let count = props.signals.len();
    html! {
        <div ref={block.clone()} class={classes!("signal-change", props.summary.signal_caught.then_some("caught"))} data-testid="signal-change">
            if props.summary.signal_caught {
                <p class="caught-lead"><strong>{tr!(&words(), TABLE_SIGNAL_READ, count = count)}</strong>{" "}{tr!(&words(), TABLE_PICK_ANOTHER)}</p>
            }
            <p>{tr!(&words(), TABLE_YOUR_SIGNALS, count = count)}{" "}<strong data-testid="signals-now">{signals_title(&words(), props.signals)}</strong>{". "}{tr!(&words(), TABLE_PARTNER_WILL_KNOW, count = count)}</p>
            if **changing {
                { signal_gallery(props.signals, &props.on_signal) }
            } else {
                <button type="button" class="secondary" onclick={move |_| open.set(true)}>{tr!(&words(), TABLE_CHANGE_SIGNALS)}</button>
            }
        </div>
    }
}
