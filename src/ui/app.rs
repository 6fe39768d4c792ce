//! The page: reads the address, keeps the settings and this visit's statistics, and moves
//! between the screens. A `?seed=` address opens that deal's table straight away.

use std::rc::Rc;

use yew::prelude::*;

use super::home::{Home, Screen};
use super::hooks::system_prefers_reduced_motion;
use super::how_to_play::HowToPlay;
use super::settings_screen::SettingsScreen;
use super::setup_screen::SetupScreen;
use super::stats_screen::{SessionStats, StatsScreen};
use super::table_page::TablePage;
use crate::session::play::PlayerStats;
use crate::session::{MatchSetup, Settings, Speed};
use crate::setup::{read_query, MAX_SEED};

fn location_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// A fresh deal number from the browser's randomness (only ever for a new deal).
pub fn fresh_seed() -> u64 {
    getrandom::u64().map(|s| s & MAX_SEED).unwrap_or(1)
}

/// Puts the deal in the address bar (so reloading or copying it gives the same deal), or
/// takes it out when the player leaves the table.
fn show_in_address(setup: Option<&MatchSetup>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let query = match setup {
        Some(s) => {
            let mut q = format!("?seed={}", s.seed);
            if s.teams != 2 {
                q.push_str(&format!("&teams={}", s.teams));
            }
            if s.preset != crate::engine::Preset::Classic {
                q.push_str(&format!("&preset={}", s.preset.name()));
            }
            q
        }
        None => window.location().pathname().unwrap_or_else(|_| "./".into()),
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
    }
}

#[derive(Clone, PartialEq)]
pub struct AppState {
    pub screen: Screen,
    pub settings: Settings,
    pub setup: MatchSetup,
    /// Changes with every new match, so the table is built afresh.
    pub game: u64,
    pub stats: SessionStats,
    pub problems: Vec<String>,
}

pub enum AppMsg {
    Go(Screen),
    Start(MatchSetup, Speed),
    /// Play again with a new deal number.
    Again(u64),
    Settings(Settings),
    Finished(bool, PlayerStats),
}

impl Reducible for AppState {
    type Action = AppMsg;

    fn reduce(self: Rc<Self>, msg: AppMsg) -> Rc<Self> {
        let mut s = (*self).clone();
        match msg {
            AppMsg::Go(screen) => {
                s.screen = screen;
                s.problems.clear();
            }
            AppMsg::Start(setup, speed) => {
                s.setup = setup;
                s.settings.speed = speed;
                s.screen = Screen::Table;
                s.game += 1;
                s.problems.clear();
            }
            AppMsg::Again(seed) => {
                s.setup = MatchSetup {
                    seed,
                    bots_seed: seed,
                    ..s.setup.clone()
                };
                s.screen = Screen::Table;
                s.game += 1;
            }
            AppMsg::Settings(settings) => s.settings = settings,
            AppMsg::Finished(won, stats) => s.stats.add(won, &stats),
        }
        Rc::new(s)
    }
}

fn initial_state() -> AppState {
    let query = location_query();
    let request = read_query(&query);
    let mut settings = Settings::defaults(system_prefers_reduced_motion());
    if let Some(speed) = request.speed {
        settings.speed = speed;
    }
    let seed = request.seed.unwrap_or_else(fresh_seed);
    let mut setup = MatchSetup::new(seed);
    setup.teams = request.teams;
    setup.preset = request.preset;
    if let Some(level) = request.level {
        setup.level = level;
    }
    if let Some(signal) = request.signal {
        setup.signal = signal;
    }
    let to_table = query.contains("seed=");
    AppState {
        screen: if to_table {
            Screen::Table
        } else {
            Screen::Home
        },
        settings,
        setup,
        game: 0,
        stats: SessionStats::default(),
        problems: request.problems,
    }
}

#[function_component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let d = state.dispatcher();
    {
        let (screen, setup) = (state.screen, state.setup.clone());
        use_effect_with((screen, state.game), move |_| {
            show_in_address((screen == Screen::Table).then_some(&setup))
        });
    }
    let go = {
        let d = d.clone();
        Callback::from(move |s: Screen| d.dispatch(AppMsg::Go(s)))
    };
    let home = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(AppMsg::Go(Screen::Home)))
    };
    let problems = (!state.problems.is_empty()).then(|| html! {
        <div class="notice" role="status">{ for state.problems.iter().map(|p| html! { <p>{p}</p> }) }</div>
    });
    let screen = match state.screen {
        Screen::Home => html! { <Home on_go={go}/> },
        Screen::Setup => html! {
            <SetupScreen setup={MatchSetup { seed: fresh_seed(), ..state.setup.clone() }} speed={state.settings.speed}
                         on_start={ { let d = d.clone(); Callback::from(move |(s, sp)| d.dispatch(AppMsg::Start(s, sp))) } }
                         on_back={home.clone()}/>
        },
        Screen::Table => html! {
            <TablePage key={state.game} setup={state.setup.clone()} settings={state.settings.clone()} on_leave={home.clone()}
                       on_again={ { let d = d.clone(); Callback::from(move |_| d.dispatch(AppMsg::Again(fresh_seed()))) } }
                       on_finished={ { let d = d.clone(); Callback::from(move |(won, stats)| d.dispatch(AppMsg::Finished(won, stats))) } }/>
        },
        Screen::HowTo => html! { <HowToPlay on_back={home.clone()}/> },
        Screen::Settings => html! {
            <SettingsScreen settings={state.settings.clone()} on_back={home.clone()}
                            on_change={ { let d = d.clone(); Callback::from(move |s| d.dispatch(AppMsg::Settings(s))) } }/>
        },
        Screen::Stats => html! { <StatsScreen stats={state.stats.clone()} on_back={home}/> },
    };
    html! { <>{problems}{screen}</> }
}
