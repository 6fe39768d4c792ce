//! Setting up a match: rules (a preset and its options, in plain words), the table size, the
//! bots' level, the game speed, your secret signal and the deal number.

use yew::prelude::*;

use super::avatar::avatar;
use super::controls::signals_title;
use super::form::{checkbox, radio_choice, select};
use super::press;
use super::signal_gallery::signal_gallery;
use crate::bots::LevelName;
use crate::engine::rules::Switch;
use crate::engine::{Order, Preset, RuleOptions, Rules, StockOut, StopTarget, SwapRule, WrongStop};
use crate::session::record::BadGame;
use crate::session::{MatchSetup, Speed};

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    /// The set-up the screen opens on.
    pub setup: MatchSetup,
    pub speed: Speed,
    pub on_start: Callback<(MatchSetup, Speed)>,
    pub on_back: Callback<()>,
    /// Play this match with a friend (their invite comes next).
    #[prop_or_default]
    pub on_friend: Callback<(MatchSetup, Speed)>,
}

/// What the screen edits: the set-up, the speed and the deal code as typed.
#[derive(Clone, PartialEq)]
struct Draft {
    setup: MatchSetup,
    speed: Speed,
    seed_text: String,
}

impl Draft {
    fn new(setup: MatchSetup, speed: Speed) -> Draft {
        Draft {
            seed_text: crate::share::deal_code(setup.game.seed),
            setup,
            speed,
        }
    }
}

type DraftHandle = UseStateHandle<Draft>;

/// A choice of a radio group that emits `value` when chosen.
fn radio<T: PartialEq + Copy + 'static>(
    name: &'static str,
    value: T,
    current: T,
    label: Html,
    on: Callback<T>,
) -> Html {
    radio_choice(name, value == current, label, on.reform(move |_| value))
}

/// A callback that changes the draft.
fn change<T: 'static>(draft: &DraftHandle, f: impl Fn(&mut Draft, T) + 'static) -> Callback<T> {
    let draft = draft.clone();
    Callback::from(move |v: T| {
        let mut d = (*draft).clone();
        f(&mut d, v);
        draft.set(d);
    })
}

/// A callback that changes the set-up being edited.
fn edit<T: 'static>(draft: &DraftHandle, f: impl Fn(&mut MatchSetup, T) + 'static) -> Callback<T> {
    change(draft, move |d, v| f(&mut d.setup, v))
}

/// A checkbox's callback that changes one option.
fn toggle(draft: &DraftHandle, f: fn(&mut RuleOptions, bool)) -> Callback<Event> {
    let on = edit(draft, move |s, on| f(&mut s.game.options, on));
    Callback::from(move |e: Event| {
        on.emit(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .checked(),
        )
    })
}

/// A select's callback that changes one option.
fn choose(draft: &DraftHandle, f: fn(&mut RuleOptions, &str)) -> Callback<Event> {
    let on = edit(draft, move |s, v: String| f(&mut s.game.options, &v));
    Callback::from(move |e: Event| {
        on.emit(
            e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value(),
        )
    })
}

/// The set-up screen: the match in one line, everything else behind one tap, and Start
/// always on screen. It keeps its draft until the match starts.
#[function_component]
pub fn SetupScreen(props: &SetupProps) -> Html {
    let draft = use_state(|| Draft::new(props.setup.clone(), props.speed));
    let (setup, speed, seed_text) = (&draft.setup, draft.speed, &draft.seed_text);
    let seed_ok = crate::share::parse_deal_code(seed_text);
    let seed_error = seed_ok.as_ref().err().map(|e| e.to_string());
    let seed_ok = seed_ok.ok();
    let rules = setup.rules();
    let on_start = {
        let (setup, cb) = (setup.clone(), props.on_start.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(seed) = seed_ok {
                cb.emit((setup.with_deal(seed), speed));
            }
        })
    };
    let on_friend = {
        let (setup, cb) = (setup.clone(), props.on_friend.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(seed) = seed_ok {
                cb.emit((setup.with_deal(seed), speed));
            }
        })
    };
    let can_start = seed_ok.is_some() && rules.is_ok();
    html! {
        <main class="screen setup">
            <header class="screen-head">
                <button type="button" class="chip" onclick={press(&props.on_back)}>{"← Back"}</button>
                <h1>{"New match"}</h1>
            </header>
            <form onsubmit={on_start}>
                <p class="setup-summary" data-testid="setup-summary">{setup.summary(speed, seed_text)}</p>
                <details class="setup-more">
                    <summary>{"Change the rules, table, bots, speed or deal"}</summary>
                    { rules_fieldset(&draft, rules.as_ref()) }
                    { table_fieldsets(&draft) }
                    { deal_fieldset(&draft, seed_ok.is_some()) }
                </details>
                if let Some(e) = seed_error { <p class="field-error" role="alert">{e}</p> }
                if let Err(why) = &rules { <p class="field-error" role="alert">{format!("These rules cannot be played: {why}.")}</p> }
                { signals_fieldset(&draft) }
                <div class="start-bar">
                    <button type="submit" class="primary start" disabled={!can_start}>{"Start the match"}</button>
                    <button type="button" class="secondary" disabled={!can_start} onclick={on_friend}>{"Play it with a friend"}</button>
                </div>
            </form>
        </main>
    }
}

/// The deal code, as typed: a friend's code plays their cards.
fn deal_fieldset(draft: &DraftHandle, valid: bool) -> Html {
    let on_seed = change(draft, |d, e: InputEvent| {
        d.seed_text = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
    });
    html! {
        <fieldset>
            <legend>{"Deal"}</legend>
            <label class="select">{"Deal code "}
                <input type="text" autocapitalize="characters" spellcheck="false" value={draft.seed_text.clone()} oninput={on_seed} aria-invalid={(!valid).to_string()}/>
            </label>
            <p class="hint">{"Type a friend's code, like 7QX2-M9PA, to play the same cards they did."}</p>
        </fieldset>
    }
}

/// Your secret signals: the ones chosen, moving, and the gallery to choose from.
fn signals_fieldset(draft: &DraftHandle) -> Html {
    let signals = draft.setup.signals;
    html! {
        <fieldset class="your-signal">
            <legend>{ if signals.len() == 1 { "Your secret signal" } else { "Your secret signals" } }</legend>
            <div class="signal-now">
                <span class="signal-faces">{ for signals.as_slice().iter().map(|&g| avatar(0, Some(g), true, 0)) }</span>
                <p><strong data-testid="signal-now">{signals_title(signals)}</strong><br/>
                   { if signals.len() == 1 {
                       "Your partner watches for it. Make it when you hold four of a kind — and hide it among other fidgets."
                   } else {
                       "Any of them tells your partner you hold four of a kind. The Signal button makes them in turn."
                   } }</p>
            </div>
            <details class="signal-choice">
                <summary>{"Choose your signals (one to three)"}</summary>
                { signal_gallery(signals, &edit(draft, |s, g| if let Some(set) = s.signals.toggled(g) { s.signals = set })) }
            </details>
        </fieldset>
    }
}

/// The table's size, the bots' level and the game's speed.
fn table_fieldsets(draft: &DraftHandle) -> Html {
    let setup = &draft.setup;
    let set_speed = change(draft, |d, s: Speed| d.speed = s);
    html! {
        <>
            <fieldset>
                <legend>{"Table"}</legend>
                <div class="choices row">
                    { for [2u8, 3, 4, 5, 6].iter().map(|&t| radio("teams", t, setup.game.teams, html! { <strong>{format!("{} players", t * 2)}</strong> }, edit(draft, |s, t| s.game.teams = t))) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{"Bots"}</legend>
                <div class="choices">
                    { for LevelName::ALL.iter().map(|&l| radio("level", l, setup.game.level, html! { <><strong>{l.title()}</strong><span>{l.description()}</span></> }, edit(draft, |s, l| s.game.level = l))) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{"Speed"}</legend>
                <div class="choices row">
                    { for Speed::ALL.iter().map(|&s| radio("speed", s, draft.speed, html! { <strong>{s.title()}</strong> }, set_speed.clone())) }
                </div>
            </fieldset>
        </>
    }
}

/// The preset, and its options in plain words. Rules that cannot be played are said, and
/// the match cannot start until they are changed.
fn rules_fieldset(draft: &DraftHandle, rules: Result<&Rules, &BadGame>) -> Html {
    let setup = &draft.setup;
    let set_preset = edit(draft, |s, p: Preset| s.set_preset(p));
    let shown = rules
        .cloned()
        .unwrap_or_else(|_| Rules::preset(setup.game.preset));
    html! {
        <fieldset>
            <legend>{"Rules"}</legend>
            <div class="choices presets">
                { for Preset::ALL.iter().map(|&p| radio("preset", p, setup.game.preset, html! { <><strong>{p.name()}</strong><span>{p.summary()}</span></> }, set_preset.clone())) }
            </div>
            { options_details(draft, &shown) }
        </fieldset>
    }
}

fn options_details(setup: &DraftHandle, rules: &Rules) -> Html {
    html! {
        <details class="options">
            <summary>{"Change the rules"}</summary>
            { checkbox("Swap several cards at once", rules.swap == SwapRule::Multi,
                toggle(setup, |o, on| o.swap = Some(if on { SwapRule::Multi } else { SwapRule::Single }))) }
            { checkbox("Double Kemps and Double Stop count double", rules.double_calls,
                toggle(setup, |o, on| o.double_calls = Some(Switch(on)))) }
            { checkbox("A player dealt three of a kind shows them and draws again", rules.redeal_trips,
                toggle(setup, |o, on| o.redeal_trips = Some(Switch(on)))) }
            { checkbox("Three of a kind in a new centre is set aside", rules.center_trips_aside,
                toggle(setup, |o, on| o.center_trips_aside = Some(Switch(on)))) }
            { select("Exchanges ", choose(setup, |o, v| o.order = Some(match v { "drop_first" => Order::DropFirst, "pick_first" => Order::PickFirst, _ => Order::Atomic })), &[
                ("atomic", "give and take in one move", rules.order == Order::Atomic),
                ("drop_first", "drop a card, then take one", rules.order == Order::DropFirst),
                ("pick_first", "take a card, then drop one", rules.order == Order::PickFirst),
            ]) }
            { select("Stop Kemps names ", choose(setup, |o, v| o.stop_target = Some(if v == "seat" { StopTarget::Seat } else { StopTarget::Team })), &[
                ("team", "a team", rules.stop_target == StopTarget::Team),
                ("seat", "a player", rules.stop_target == StopTarget::Seat),
            ]) }
            { select("A wrong stop ", choose(setup, |o, v| o.wrong_stop = Some(if v == "lose_right" { WrongStop::LoseRight } else { WrongStop::Penalty })), &[
                ("penalty", "is punished", rules.wrong_stop == WrongStop::Penalty),
                ("lose_right", "costs the right to stop this round", rules.wrong_stop == WrongStop::LoseRight),
            ]) }
            { select("When the stock runs out ", choose(setup, |o, v| o.stock_out = Some(if v == "reshuffle" { StockOut::Reshuffle } else { StockOut::RealDeal })), &[
                ("real_deal", "nobody scores (a real deal)", rules.stock_out == StockOut::RealDeal),
                ("reshuffle", "the swept pile is shuffled in", rules.stock_out == StockOut::Reshuffle),
            ]) }
        </details>
    }
}
