//! The page: reads the address (a share link, a replay link, a damaged link, or `?seed=`),
//! keeps the settings and statistics (saved between visits), and moves between the screens.

use std::rc::Rc;

use yew::prelude::*;

use super::home::{Home, Screen};
use super::how_to_play::how_to_play;
use super::link_problem::link_problem;
use super::replay_screen::ReplayScreen;
use super::resume_offer::{resume_offer, ResumeOfferProps};
use super::settings_screen::{settings_screen, SettingsProps};
use super::setup_screen::SetupScreen;
use super::stats_screen::stats_screen;
use super::storage;
use super::table_page::{Finished, TablePage};
use crate::session::address::read_query;
use crate::session::opening::{opening, Opening, Unfinished};
use crate::session::saved::Saved;
use crate::session::{MatchSetup, Settings, Speed};
use crate::share::daily::{daily_game, date_text, day_number};
use crate::share::MatchRecord;

fn location() -> Option<web_sys::Location> {
    web_sys::window().map(|w| w.location())
}

/// A fresh deal number: 40 random bits, so its code has eight symbols.
pub fn fresh_seed() -> u64 {
    getrandom::u64()
        .map(|s| s & ((1 << crate::share::code::FRESH_SEED_BITS) - 1))
        .unwrap_or(1)
}

/// Today's UTC day number.
pub fn today() -> i64 {
    let d = js_sys::Date::new_0();
    day_number(
        d.get_utc_full_year() as i64,
        d.get_utc_month() + 1,
        d.get_utc_date(),
    )
}

/// Shows the game (or replay) in the address bar, so that reloading or copying the address
/// gives the same thing; plain when neither.
fn show_in_address(fragment: Option<String>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_else(|_| "./".into());
    let url = match fragment {
        Some(f) => format!("{path}#{f}"),
        None => path,
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

#[derive(Clone, PartialEq)]
pub struct AppState {
    pub screen: Screen,
    pub saved: Saved,
    pub setup: MatchSetup,
    /// Changes with every new match, so the table is built afresh.
    pub game: u64,
    pub resume: Option<Rc<MatchRecord>>,
    pub daily: Option<i64>,
    pub replay: Option<Rc<MatchRecord>>,
    pub problem: Option<String>,
    pub notices: Vec<String>,
    /// The game the address asked for while a match was in progress.
    pub asked: Option<Rc<(MatchSetup, Unfinished, bool)>>,
}

pub enum AppMsg {
    Go(Screen),
    Start(MatchSetup, Speed),
    /// Play again with a new deal number.
    Again(u64),
    Daily(i64),
    Resume,
    Settings(Settings),
    Finished(Box<Finished>),
    Replay(Rc<MatchRecord>),
    Problem(String),
    /// Open the game the address asked for, replacing the match in progress.
    OpenAsked,
}

impl Reducible for AppState {
    type Action = AppMsg;

    fn reduce(self: Rc<Self>, msg: AppMsg) -> Rc<Self> {
        let mut s = (*self).clone();
        let new_table = |s: &mut AppState| {
            s.screen = Screen::Table;
            s.game += 1;
            s.notices.clear();
            s.problem = None;
        };
        match msg {
            AppMsg::Go(screen) => {
                s.screen = screen;
                if screen == Screen::Home {
                    s.saved = storage::current();
                }
            }
            AppMsg::Start(setup, speed) => {
                s.setup = setup;
                s.saved.settings.speed = speed;
                s.resume = None;
                s.daily = None;
                new_table(&mut s);
            }
            AppMsg::Again(seed) => {
                s.setup = MatchSetup {
                    seed,
                    bots_seed: seed,
                    ..s.setup.clone()
                };
                s.resume = None;
                s.daily = None;
                new_table(&mut s);
            }
            AppMsg::Daily(day) => {
                s.setup = MatchSetup::from_game(&daily_game(day), s.setup.signal);
                s.resume = None;
                s.daily = Some(day);
                new_table(&mut s);
            }
            AppMsg::Resume => {
                if let Some(p) = &s.saved.in_progress {
                    if let Ok(record) = MatchRecord::decode(&p.record) {
                        s.setup = MatchSetup::from_game(&record.game, record.signal);
                        s.daily = p.daily;
                        s.resume = Some(Rc::new(record));
                        new_table(&mut s);
                    }
                }
            }
            AppMsg::Settings(settings) => s.saved.settings = settings,
            AppMsg::Finished(f) => s.saved = f.saved,
            AppMsg::Replay(record) => {
                s.replay = Some(record);
                s.screen = Screen::Replay;
            }
            AppMsg::Problem(message) => {
                s.problem = Some(message);
                s.screen = Screen::LinkProblem;
            }
            AppMsg::OpenAsked => {
                if let Some(asked) = s.asked.take() {
                    s.setup = asked.0.clone();
                    s.resume = None;
                    s.daily = None;
                    new_table(&mut s);
                }
            }
        }
        Rc::new(s)
    }
}

fn initial_state() -> AppState {
    let (saved, mut notices) = storage::load();
    let hash = location().and_then(|l| l.hash().ok()).unwrap_or_default();
    let query = location().and_then(|l| l.search().ok()).unwrap_or_default();
    let mut state = AppState {
        screen: Screen::Home,
        setup: MatchSetup::new(fresh_seed()),
        saved,
        game: 0,
        resume: None,
        daily: None,
        replay: None,
        problem: None,
        notices: Vec::new(),
        asked: None,
    };
    if let Some(speed) = read_query(&query).speed {
        state.saved.settings.speed = speed;
    }
    let unfinished = state.saved.in_progress.as_ref().and_then(|p| {
        let record = MatchRecord::decode(&p.record).ok()?;
        Some(Unfinished {
            record,
            label: p.label.clone(),
        })
    });
    let signal = state.setup.signal;
    match opening(
        crate::share::read_fragment(&hash),
        &query,
        unfinished,
        fresh_seed(),
        signal,
        &mut notices,
    ) {
        Opening::Home => {}
        Opening::Table(setup) => {
            state.setup = setup;
            state.screen = Screen::Table;
        }
        Opening::Replay(record) => {
            state.replay = Some(Rc::new(record));
            state.screen = Screen::Replay;
        }
        Opening::Problem(message) => {
            state.problem = Some(message);
            state.screen = Screen::LinkProblem;
        }
        Opening::Ask {
            asked,
            unfinished,
            same,
        } => {
            state.asked = Some(Rc::new((asked, unfinished, same)));
            state.screen = Screen::Ask;
        }
    }
    state.notices = notices;
    state
}

#[function_component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let d = state.dispatcher();
    {
        // The address names what is on screen.
        let fragment = match state.screen {
            Screen::Table => Some(state.setup.game_id().encode()),
            Screen::Replay => state.replay.as_ref().and_then(|r| r.link_fragment()),
            _ => None,
        };
        let keep = matches!(state.screen, Screen::LinkProblem | Screen::Ask);
        use_effect_with(
            (state.screen, state.game, fragment),
            move |(_, _, fragment)| {
                if !keep {
                    show_in_address(fragment.clone());
                }
            },
        );
    }
    let day = today();
    let home = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(AppMsg::Go(Screen::Home)))
    };
    let fresh = {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(AppMsg::Again(fresh_seed())))
    };
    let settings = &state.saved.settings;
    match state.screen {
        Screen::Home => html! {
            <Home on_go={ { let d = d.clone(); Callback::from(move |s| d.dispatch(AppMsg::Go(s))) } }
                  on_daily={ { let d = d.clone(); Callback::from(move |_| d.dispatch(AppMsg::Daily(day))) } }
                  on_resume={ { let d = d.clone(); Callback::from(move |_| d.dispatch(AppMsg::Resume)) } }
                  on_replay_file={ { let d = d.clone(); Callback::from(move |text: String| match MatchRecord::decode(&text) {
                      Ok(record) => d.dispatch(AppMsg::Replay(Rc::new(record))),
                      Err(e) => d.dispatch(AppMsg::Problem(format!("That file is not a Kemps replay this page can play. {e}"))),
                  }) } }
                  today={date_text(day)}
                  daily={state.saved.daily.clone().filter(|r| r.day == day)}
                  in_progress={state.saved.in_progress.clone()}
                  notices={state.notices.clone()}/>
        },
        Screen::Setup => html! {
            <SetupScreen setup={MatchSetup { seed: fresh_seed(), ..state.setup.clone() }} speed={settings.speed}
                         on_start={ { let d = d.clone(); Callback::from(move |(s, sp)| d.dispatch(AppMsg::Start(s, sp))) } }
                         on_back={home.clone()}/>
        },
        Screen::Table => html! {
            <TablePage key={state.game} setup={state.setup.clone()} settings={settings.clone()} on_leave={home.clone()}
                       resume={state.resume.clone()} daily={state.daily} notices={state.notices.clone()}
                       on_again={fresh.clone()}
                       on_replay={ { let d = d.clone(); Callback::from(move |r: MatchRecord| d.dispatch(AppMsg::Replay(Rc::new(r)))) } }
                       on_finished={ { let d = d.clone(); Callback::from(move |f: Finished| d.dispatch(AppMsg::Finished(Box::new(f)))) } }/>
        },
        Screen::HowTo => how_to_play(&home),
        Screen::Settings => settings_screen(&SettingsProps {
            settings: settings.clone(),
            on_back: home.clone(),
            saving: storage::saving(),
            on_change: {
                let (d, before) = (d.clone(), settings.clone());
                Callback::from(move |s: Settings| {
                    // Only what changed here: another tab's changes stay.
                    let _ = storage::update(|saved| saved.settings.take_changes(&before, &s));
                    d.dispatch(AppMsg::Settings(s));
                })
            },
        }),
        Screen::Stats => stats_screen(&state.saved.stats, &home, storage::saving()),
        Screen::Replay => match &state.replay {
            Some(record) => {
                html! { <ReplayScreen record={(**record).clone()} settings={settings.clone()} on_leave={home.clone()}/> }
            }
            None => link_problem("There is no replay to show.", fresh, home),
        },
        Screen::Ask => match &state.asked {
            Some(asked) => resume_offer(&ResumeOfferProps {
                label: asked.1.label.clone().into(),
                asked_seed: asked.0.seed,
                same: asked.2,
                on_resume: {
                    let d = d.clone();
                    Callback::from(move |_| d.dispatch(AppMsg::Resume))
                },
                on_open: {
                    let d = d.clone();
                    Callback::from(move |_| d.dispatch(AppMsg::OpenAsked))
                },
                on_home: home.clone(),
            }),
            None => link_problem("There is nothing to resume.", fresh, home),
        },
        Screen::LinkProblem => {
            link_problem(state.problem.as_deref().unwrap_or_default(), fresh, home)
        }
    }
}
