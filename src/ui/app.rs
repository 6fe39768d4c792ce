//! The page: reads the address (a share link, a replay link, a damaged link, or `?seed=`),
//! keeps the settings and statistics (saved between visits), and moves between the screens.

use std::rc::Rc;

use yew::prelude::*;

use super::home::{home, HomeProps, Screen};
use super::how_to_play::how_to_play;
use super::link_problem::link_problem;
use super::packing;
use super::replay_screen::{OpenedReplay, ReplayScreen};
use super::resume_offer::{resume_offer, ResumeOfferProps};
use super::settings_screen::{settings_screen, SettingsProps};
use super::setup_screen::{setup_screen, Draft, SetupProps};
use super::stats_screen::stats_screen;
use super::storage;
use super::table_page::{Finished, TablePage};
use super::table_state::OpenedMatch;
use crate::session::address::read_query;
use crate::session::opening::{opening, Opening, Unfinished};
use crate::session::saved::Saved;
use crate::session::tutorial::Lesson;
use crate::session::{Match, MatchSetup, Settings, Speed};
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
    let location = window.location();
    let path = location.pathname().unwrap_or_else(|_| "./".into());
    let hash = location.hash().unwrap_or_default();
    let search = location.search().unwrap_or_default();
    // The address already says it: nothing to replace. (Replacing costs the browser a
    // round trip, which on the first screen is some 15 ms before the page answers.)
    let already = search.is_empty()
        && match &fragment {
            Some(f) => hash.strip_prefix('#') == Some(f.as_str()),
            None => hash.is_empty(),
        };
    if already {
        return;
    }
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
    /// The match to resume from its record, when the table opens with one.
    pub resume: Option<Rc<MatchRecord>>,
    /// The match the table plays, once opened.
    pub table: Option<OpenedMatch>,
    pub daily: Option<i64>,
    pub replay: Option<OpenedReplay>,
    /// A replay's text to unpack and read (from the address), before it can be watched.
    pub replay_to_read: Option<Rc<str>>,
    pub problem: Option<String>,
    pub notices: Vec<String>,
    /// The game the address asked for while a match was in progress.
    pub asked: Option<Rc<(MatchSetup, Unfinished, bool)>>,
    /// The table is the first match that teaches (the address does not name it).
    pub lesson: bool,
    /// The set-up being edited, while the set-up screen is open.
    pub draft: Option<Draft>,
}

pub enum AppMsg {
    Go(Screen),
    Start(MatchSetup, Speed),
    /// Play again with a new deal number.
    Again(u64),
    Daily(i64),
    /// Resume the match in progress, read from saved data.
    Resume(Rc<MatchRecord>),
    Settings(Settings),
    Finished(Box<Finished>),
    Replay(Rc<MatchRecord>),
    Problem(String),
    /// Open the game the address asked for, replacing the match in progress.
    OpenAsked,
    /// The first match that teaches, at its first lesson.
    Lesson,
    /// The first-visit lesson is not wanted: it is no longer offered.
    SkipLesson,
    /// The set-up being edited, changed.
    Draft(Draft),
}

impl Reducible for AppState {
    type Action = AppMsg;

    fn reduce(self: Rc<Self>, msg: AppMsg) -> Rc<Self> {
        let mut s = (*self).clone();
        let new_table = |s: &mut AppState| {
            s.lesson = false;
            s.notices.clear();
            s.problem = None;
            open_table(s);
        };
        match msg {
            AppMsg::Go(screen) => {
                s.screen = screen;
                if screen == Screen::Home {
                    s.saved = storage::current();
                }
                // The set-up screen opens on the last set-up, with a fresh deal.
                s.draft = (screen == Screen::Setup)
                    .then(|| Draft::new(with_seed(&s.setup, fresh_seed()), s.saved.settings.speed));
            }
            AppMsg::Draft(draft) => s.draft = Some(draft),
            AppMsg::Lesson => {
                lesson_seen(&mut s);
                let m = Match::teach(Lesson::Signal, s.saved.settings.speed.factor());
                s.notices.clear();
                s.resume = None;
                s.daily = None;
                s.lesson = true;
                s.table = Some(OpenedMatch::new(m));
                s.game += 1;
                s.screen = Screen::Table;
            }
            AppMsg::SkipLesson => lesson_seen(&mut s),
            AppMsg::Start(setup, speed) => {
                // A friend's result belongs to their deal: a match set up here has none.
                s.setup = MatchSetup {
                    challenge: None,
                    ..setup
                };
                s.saved.settings.speed = speed;
                s.resume = None;
                s.daily = None;
                new_table(&mut s);
            }
            AppMsg::Again(seed) => {
                s.setup.challenge = None;
                s.setup.game.seed = seed;
                s.setup.game.bots_seed = seed;
                s.resume = None;
                s.daily = None;
                new_table(&mut s);
            }
            AppMsg::Daily(day) => {
                s.setup.challenge = None;
                s.setup.game = daily_game(day);
                s.resume = None;
                s.daily = Some(day);
                new_table(&mut s);
            }
            AppMsg::Resume(record) => {
                s.setup = MatchSetup {
                    game: record.game.clone(),
                    signals: record.signals,
                    challenge: None,
                };
                s.daily = s.saved.in_progress.as_ref().and_then(|p| p.daily);
                s.resume = Some(record);
                new_table(&mut s);
            }
            AppMsg::Settings(settings) => s.saved.settings = settings,
            AppMsg::Finished(f) => s.saved = f.saved,
            AppMsg::Replay(record) => open_replay(&mut s, record),
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

/// The first-visit lesson was taken or skipped: remembered, so it is offered no more.
fn lesson_seen(s: &mut AppState) {
    if !s.saved.settings.lesson_seen {
        let before = s.saved.settings.clone();
        s.saved.settings.lesson_seen = true;
        let after = s.saved.settings.clone();
        let _ = storage::update(|saved| saved.settings.take_changes(&before, &after));
    }
}

/// Opens the table for the set-up, or resumes the record to resume. A game that cannot be
/// played is said, and no other game stands in for it.
fn open_table(s: &mut AppState) {
    let speed = s.saved.settings.speed.factor();
    let opened = match &s.resume {
        Some(record) => Match::from_record(record, speed),
        None => Match::new(s.setup.clone(), speed),
    };
    match opened {
        Ok(mut m) => {
            m.set_captions(s.saved.settings.captions);
            s.table = Some(OpenedMatch::new(m));
            s.game += 1;
            s.screen = Screen::Table;
        }
        Err(why) => {
            s.table = None;
            s.problem = Some(format!("This game cannot be played here: {why}."));
            s.screen = Screen::LinkProblem;
        }
    }
}

/// Unpacks and reads a replay's text (the browser's decompression takes a moment), then
/// opens it, or says why it cannot be played after `problem`.
fn read_replay(d: UseReducerDispatcher<AppState>, text: String, problem: &'static str) {
    wasm_bindgen_futures::spawn_local(async move {
        match packing::decode(&text).await {
            Ok(record) => d.dispatch(AppMsg::Replay(Rc::new(record))),
            Err(e) => d.dispatch(AppMsg::Problem(format!("{problem} {e}"))),
        }
    });
}

/// Reads the match in progress from saved data and resumes it. A match saved by an earlier
/// version is packed, so the browser unpacks it first.
fn resume_saved(d: &UseReducerDispatcher<AppState>, saved: &Saved) {
    let Some(text) = saved.in_progress.as_ref().map(|p| p.record.clone()) else {
        return;
    };
    if let Ok(record) = MatchRecord::from_stored(&text) {
        return d.dispatch(AppMsg::Resume(Rc::new(record)));
    }
    let d = d.clone();
    wasm_bindgen_futures::spawn_local(async move {
        match packing::decode(&text).await {
            Ok(record) => d.dispatch(AppMsg::Resume(Rc::new(record))),
            Err(e) => d.dispatch(AppMsg::Problem(format!(
                "The match in progress could not be read. {e}"
            ))),
        }
    });
}

/// Opens a replay of `record`: its game must be one this page can play.
fn open_replay(s: &mut AppState, record: Rc<MatchRecord>) {
    match OpenedReplay::open(record) {
        Ok(opened) => {
            s.replay = Some(opened);
            s.screen = Screen::Replay;
        }
        Err(why) => {
            s.replay = None;
            s.problem = Some(format!("This replay cannot be played here: {why}."));
            s.screen = Screen::LinkProblem;
        }
    }
}

fn initial_state() -> AppState {
    let (saved, mut notices) = storage::load();
    let hash = location().and_then(|l| l.hash().ok()).unwrap_or_default();
    let query = location().and_then(|l| l.search().ok()).unwrap_or_default();
    let mut state = AppState {
        screen: Screen::Home,
        // A newcomer's first match starts against Casual bots.
        setup: if saved.stats.first_match() {
            MatchSetup::first(fresh_seed())
        } else {
            MatchSetup::new(fresh_seed())
        },
        saved,
        game: 0,
        resume: None,
        table: None,
        daily: None,
        replay: None,
        replay_to_read: None,
        problem: None,
        notices: Vec::new(),
        asked: None,
        lesson: false,
        draft: None,
    };
    if let Some(speed) = read_query(&query).speed {
        state.saved.settings.speed = speed;
    }
    let unfinished = state.saved.in_progress.as_ref().and_then(|p| {
        let record = MatchRecord::from_stored(&p.record).ok()?;
        Some(Unfinished {
            record,
            label: p.label.clone(),
        })
    });
    let signals = state.setup.signals;
    match opening(
        crate::share::read_fragment(&hash),
        &query,
        unfinished,
        fresh_seed(),
        signals,
        &mut notices,
    ) {
        Opening::Home => {}
        Opening::Table(setup) => {
            state.setup = setup;
            open_table(&mut state);
        }
        Opening::Replay(text) => {
            state.replay_to_read = Some(text.into());
            state.screen = Screen::Opening;
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
    use_address(&state);
    {
        // A replay from the address: unpacked and read once the page is up.
        let d = d.clone();
        use_effect_with(state.replay_to_read.clone(), move |text| {
            if let Some(text) = text {
                read_replay(d, text.to_string(), "This replay link cannot be played.");
            }
        });
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
    let nav = Nav { d, home, fresh };
    match state.screen {
        Screen::Home => home_screen(&state, &nav, day),
        Screen::Table | Screen::Replay | Screen::Ask => match_screen(&state, &nav),
        _ => side_screen(&state, &nav),
    }
}

/// The address names what is on screen: the game at the table, the replay being watched
/// (its link is packed first, which takes a moment), or nothing. A problem, a question or a
/// replay being opened leaves the address as it came.
#[hook]
fn use_address(state: &AppState) {
    let game = (state.screen == Screen::Table && !state.lesson).then(|| state.setup.game.encode());
    let replay = state
        .replay
        .clone()
        .filter(|_| state.screen == Screen::Replay);
    let keep = matches!(
        state.screen,
        Screen::LinkProblem | Screen::Ask | Screen::Opening
    );
    use_effect_with(
        (state.screen, state.game, game, replay),
        move |(_, _, game, replay)| match (keep, replay) {
            (true, _) => {}
            (false, Some(opened)) => {
                let record = opened.record.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    show_in_address(packing::fragment(&record).await);
                });
            }
            (false, None) => show_in_address(game.clone()),
        },
    );
}

/// What every screen needs to move on: the dispatcher, home, and a fresh deal.
struct Nav {
    d: UseReducerDispatcher<AppState>,
    home: Callback<()>,
    fresh: Callback<()>,
}

fn home_screen(state: &AppState, nav: &Nav, day: i64) -> Html {
    match state.screen {
        Screen::Home => home(&HomeProps {
            on_go: {
                let d = nav.d.clone();
                Callback::from(move |s| d.dispatch(AppMsg::Go(s)))
            },
            on_daily: {
                let d = nav.d.clone();
                Callback::from(move |_| d.dispatch(AppMsg::Daily(day)))
            },
            on_resume: {
                let (d, saved) = (nav.d.clone(), state.saved.clone());
                Callback::from(move |_| resume_saved(&d, &saved))
            },
            on_replay_file: {
                let d = nav.d.clone();
                Callback::from(move |text: String| {
                    read_replay(
                        d.clone(),
                        text,
                        "That file is not a Kemps replay this page can play.",
                    )
                })
            },
            today: date_text(day).into(),
            daily: state.saved.daily.clone().filter(|r| r.day == day),
            in_progress: state.saved.in_progress.clone(),
            notices: state.notices.clone(),
            offer_lesson: !state.saved.settings.lesson_seen && state.saved.stats.first_match(),
            on_lesson: {
                let d = nav.d.clone();
                Callback::from(move |_| d.dispatch(AppMsg::Lesson))
            },
            on_skip_lesson: {
                let d = nav.d.clone();
                Callback::from(move |_| d.dispatch(AppMsg::SkipLesson))
            },
        }),
        _ => Html::default(),
    }
}

/// The screens of a match: the table, a replay, and the question before replacing one.
fn match_screen(state: &AppState, nav: &Nav) -> Html {
    // Captions are on for a newcomer's first match, whatever the settings say.
    let settings = &Settings {
        captions: state.saved.settings.captions || state.saved.stats.first_match(),
        ..state.saved.settings.clone()
    };
    match state.screen {
        Screen::Table => match &state.table {
            Some(opened) => html! {
                <TablePage key={state.game} opened={opened.clone()} settings={settings.clone()} on_leave={nav.home.clone()}
                           daily={state.daily} notices={state.notices.clone()}
                           on_again={nav.fresh.clone()}
                           on_replay={ { let d = nav.d.clone(); Callback::from(move |r: MatchRecord| d.dispatch(AppMsg::Replay(Rc::new(r)))) } }
                           on_finished={ { let d = nav.d.clone(); Callback::from(move |f: Finished| d.dispatch(AppMsg::Finished(Box::new(f)))) } }/>
            },
            None => link_problem(
                "There is no match to show.",
                nav.fresh.clone(),
                nav.home.clone(),
            ),
        },
        Screen::Replay => match &state.replay {
            Some(opened) => {
                html! { <ReplayScreen opened={opened.clone()} settings={settings.clone()} on_leave={nav.home.clone()}/> }
            }
            None => link_problem(
                "There is no replay to show.",
                nav.fresh.clone(),
                nav.home.clone(),
            ),
        },
        Screen::Ask => match &state.asked {
            Some(asked) => resume_offer(&ResumeOfferProps {
                label: asked.1.label.clone().into(),
                asked_seed: asked.0.game.seed,
                same: asked.2,
                on_resume: {
                    let (d, record) = (nav.d.clone(), Rc::new(asked.1.record.clone()));
                    Callback::from(move |_| d.dispatch(AppMsg::Resume(record.clone())))
                },
                on_open: {
                    let d = nav.d.clone();
                    Callback::from(move |_| d.dispatch(AppMsg::OpenAsked))
                },
                on_home: nav.home.clone(),
            }),
            None => link_problem(
                "There is nothing to resume.",
                nav.fresh.clone(),
                nav.home.clone(),
            ),
        },
        _ => Html::default(),
    }
}

/// The screens around the table: set-up, how to play, settings, statistics, problems.
fn side_screen(state: &AppState, nav: &Nav) -> Html {
    let settings = &state.saved.settings;
    match state.screen {
        Screen::Opening => html! {
            <main class="screen opening"><p role="status">{"Opening the replay…"}</p></main>
        },
        Screen::Setup => match &state.draft {
            Some(draft) => setup_screen(SetupProps {
                draft,
                on_draft: &{
                    let d = nav.d.clone();
                    Callback::from(move |draft| d.dispatch(AppMsg::Draft(draft)))
                },
                on_start: {
                    let d = nav.d.clone();
                    Callback::from(move |(s, sp)| d.dispatch(AppMsg::Start(s, sp)))
                },
                on_back: &nav.home,
            }),
            None => Html::default(),
        },
        Screen::HowTo => how_to_play(&nav.home, &{
            let d = nav.d.clone();
            Callback::from(move |_| d.dispatch(AppMsg::Lesson))
        }),
        Screen::Settings => settings_screen(&SettingsProps {
            settings: settings.clone(),
            on_back: nav.home.clone(),
            saving: storage::saving(),
            on_change: {
                let (d, before) = (nav.d.clone(), settings.clone());
                Callback::from(move |s: Settings| {
                    // Only what changed here: another tab's changes stay.
                    let _ = storage::update(|saved| saved.settings.take_changes(&before, &s));
                    d.dispatch(AppMsg::Settings(s));
                })
            },
        }),
        Screen::Stats => stats_screen(&state.saved.stats, &nav.home, storage::saving()),
        Screen::LinkProblem => link_problem(
            state.problem.as_deref().unwrap_or_default(),
            nav.fresh.clone(),
            nav.home.clone(),
        ),
        _ => Html::default(),
    }
}

/// The set-up with another deal number (the bots' seed follows it).
fn with_seed(setup: &MatchSetup, seed: u64) -> MatchSetup {
    let mut setup = setup.clone();
    setup.game.seed = seed;
    setup.game.bots_seed = seed;
    setup
}
