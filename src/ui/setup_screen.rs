//! Setting up a match: rules (a preset and its options, in plain words), the table size, the
//! bots' level, the game speed, your secret signal and the deal number.

use crate::ui::lang::words;
use yew::prelude::*;

use super::avatar::avatar;
use super::controls::signals_title;
use super::form::{checkbox, radio_choice, select};
use super::press;
use super::signal_gallery::signal_gallery;
use crate::bots::LevelName;
use crate::engine::rules::Switch;
use crate::engine::{Order, Preset, RuleOptions, Rules, StockOut, StopTarget, SwapRule, WrongStop};
use crate::game_id::BadGame;
use crate::narration::words::{level_title, preset_title};
use crate::session::setup::{
    level_description, players, preset_summary, rules_refused, speed_title,
};
use crate::session::{MatchSetup, Speed};

#[derive(Clone, Properties, PartialEq)]
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
    let seed_error = seed_ok.as_ref().err().map(|e| e.words(&words()));
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
        <main tabindex="-1" class="screen setup">
            <header class="screen-head">
                <button type="button" class="chip" onclick={press(&props.on_back)}>{ tr!(&words(), MENU_BACK) }</button>
                <h1>{ tr!(&words(), MENU_SETUP_TITLE) }</h1>
            </header>
            <form onsubmit={on_start}>
                <p class="setup-summary" data-testid="setup-summary">{setup.summary(&words(), speed, seed_text)}</p>
                <details class="setup-more">
                    <summary>{ tr!(&words(), MENU_SETUP_MORE) }</summary>
                    { rules_fieldset(&draft, rules.as_ref()) }
                    { table_fieldsets(&draft) }
                    { deal_fieldset(&draft, seed_ok.is_some()) }
                </details>
                if let Some(e) = seed_error { <p class="field-error" role="alert">{e}</p> }
                if let Err(why) = &rules { <p class="field-error" role="alert">{ rules_refused(&words(), &why.words(&words())) }</p> }
                { signals_fieldset(&draft) }
                <div class="start-bar">
                    <button type="submit" class="primary start" autofocus=true disabled={!can_start}>{ tr!(&words(), MENU_SETUP_START) }</button>
                    <button type="button" class="secondary" disabled={!can_start} onclick={on_friend}>{ tr!(&words(), MENU_SETUP_WITH_FRIEND) }</button>
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
            <legend>{ tr!(&words(), MENU_SETUP_DEAL) }</legend>
            <label class="select">{ tr!(&words(), MENU_SETUP_DEAL_CODE) }{" "}
                <input type="text" autocapitalize="characters" spellcheck="false" value={draft.seed_text.clone()} oninput={on_seed} aria-invalid={(!valid).to_string()}/>
            </label>
            <p class="hint">{ tr!(&words(), MENU_SETUP_DEAL_HINT) }</p>
        </fieldset>
    }
}

/// Your secret signals: the ones chosen, moving, and the gallery to choose from.
fn signals_fieldset(draft: &DraftHandle) -> Html {
    let signals = draft.setup.signals;
    html! {
        <fieldset class="your-signal">
            <legend>{ tr!(&words(), MENU_SETUP_YOUR_SIGNALS, count = signals.len()) }</legend>
            <div class="signal-now">
                <span class="signal-faces">{ for signals.as_slice().iter().map(|&g| avatar(0, Some(g), true, 0)) }</span>
                <p><strong data-testid="signal-now">{signals_title(&words(), signals)}</strong><br/>
                   { tr!(&words(), MENU_SETUP_SIGNALS_HINT, count = signals.len()) }</p>
            </div>
            <details class="signal-choice">
                <summary>{ tr!(&words(), MENU_SETUP_CHOOSE_SIGNALS) }</summary>
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
                <legend>{ tr!(&words(), MENU_SETUP_TABLE) }</legend>
                <div class="choices row">
                    { for [2u8, 3, 4, 5, 6].iter().map(|&t| radio("teams", t, setup.game.teams, html! { <strong>{ players(&words(), t * 2) }</strong> }, edit(draft, |s, t| s.game.teams = t))) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{ tr!(&words(), MENU_SETUP_BOTS) }</legend>
                <div class="choices">
                    { for LevelName::ALL.iter().map(|&l| radio("level", l, setup.game.level, html! { <><strong>{ level_title(&words(), l) }</strong><span>{ level_description(&words(), l) }</span></> }, edit(draft, |s, l| s.game.level = l))) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{ tr!(&words(), MENU_SETUP_SPEED) }</legend>
                <div class="choices row">
                    { for Speed::ALL.iter().map(|&s| radio("speed", s, draft.speed, html! { <strong>{ speed_title(&words(), s) }</strong> }, set_speed.clone())) }
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
        .unwrap_or_else(|_| Rules::of(setup.game.preset));
    html! {
        <fieldset>
            <legend>{ tr!(&words(), MENU_SETUP_RULES) }</legend>
            <div class="choices presets">
                { for Preset::ALL.iter().map(|&p| radio("preset", p, setup.game.preset, html! { <><strong>{ preset_title(&words(), p) }</strong><span>{ preset_summary(&words(), p) }</span></> }, set_preset.clone())) }
            </div>
            { options_details(draft, &shown) }
        </fieldset>
    }
}

fn options_details(setup: &DraftHandle, rules: &Rules) -> Html {
    html! {
        <details class="options">
            <summary>{ tr!(&words(), MENU_SETUP_CHANGE_RULES) }</summary>
            { checkbox(tr!(&words(), MENU_OPTION_SWAP_MULTI), rules.swap() == SwapRule::Multi,
                toggle(setup, |o, on| o.swap = Some(if on { SwapRule::Multi } else { SwapRule::Single }))) }
            { checkbox(tr!(&words(), MENU_OPTION_DOUBLE_CALLS), rules.double_calls(),
                toggle(setup, |o, on| o.double_calls = Some(Switch(on)))) }
            { checkbox(tr!(&words(), MENU_OPTION_REDEAL_TRIPS), rules.redeal_trips(),
                toggle(setup, |o, on| o.redeal_trips = Some(Switch(on)))) }
            { checkbox(tr!(&words(), MENU_OPTION_CENTER_TRIPS), rules.center_trips_aside(),
                toggle(setup, |o, on| o.center_trips_aside = Some(Switch(on)))) }
            { select(tr!(&words(), MENU_OPTION_ORDER), choose(setup, |o, v| o.order = Some(match v { "drop_first" => Order::DropFirst, "pick_first" => Order::PickFirst, _ => Order::Atomic })), &[
                ("atomic", tr!(&words(), MENU_OPTION_ORDER_ATOMIC), rules.order() == Order::Atomic),
                ("drop_first", tr!(&words(), MENU_OPTION_ORDER_DROP_FIRST), rules.order() == Order::DropFirst),
                ("pick_first", tr!(&words(), MENU_OPTION_ORDER_PICK_FIRST), rules.order() == Order::PickFirst),
            ]) }
            { select(tr!(&words(), MENU_OPTION_STOP_TARGET), choose(setup, |o, v| o.stop_target = Some(if v == "seat" { StopTarget::Seat } else { StopTarget::Team })), &[
                ("team", tr!(&words(), MENU_OPTION_STOP_TEAM), rules.stop_target() == StopTarget::Team),
                ("seat", tr!(&words(), MENU_OPTION_STOP_SEAT), rules.stop_target() == StopTarget::Seat),
            ]) }
            { select(tr!(&words(), MENU_OPTION_WRONG_STOP), choose(setup, |o, v| o.wrong_stop = Some(if v == "lose_right" { WrongStop::LoseRight } else { WrongStop::Penalty })), &[
                ("penalty", tr!(&words(), MENU_OPTION_WRONG_STOP_PENALTY), rules.wrong_stop() == WrongStop::Penalty),
                ("lose_right", tr!(&words(), MENU_OPTION_WRONG_STOP_LOSE_RIGHT), rules.wrong_stop() == WrongStop::LoseRight),
            ]) }
            { select(tr!(&words(), MENU_OPTION_STOCK_OUT), choose(setup, |o, v| o.stock_out = Some(if v == "reshuffle" { StockOut::Reshuffle } else { StockOut::RealDeal })), &[
                ("real_deal", tr!(&words(), MENU_OPTION_STOCK_REAL_DEAL), rules.stock_out() == StockOut::RealDeal),
                ("reshuffle", tr!(&words(), MENU_OPTION_STOCK_RESHUFFLE), rules.stock_out() == StockOut::Reshuffle),
            ]) }
        </details>
    }
}
