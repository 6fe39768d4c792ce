//! The page's shell: the app's state machine (`session::app`) behind Yew's reducer. It renders
//! the screen the state names and carries out the effects each message asks for
//! (`ui::effects`); it decides nothing itself.

use crate::ui::lang::words;
use std::cell::RefCell;
use std::rc::Rc;

use gloo::file::callbacks::FileReader;
use yew::prelude::*;

use super::effects::{carry_out, fresh_seed, today};
use super::focus::use_screen_focus;
#[cfg(not(feature = "friends"))]
use super::friend_build::FriendBuild;
#[cfg(feature = "friends")]
use super::friend_screen::FriendScreen;
use super::home::{home, HomeProps};
use super::how_to_play::how_to_play;
use super::lang::use_chosen_language;
use super::lazy::{split_screen, Lazy};
use super::link_problem::link_problem;
use super::replay_screen::{ReplayProps, ReplayScreen};
use super::resume_offer::{challenge_offer, resume_offer, ChallengeOfferProps, ResumeOfferProps};
use super::settings_screen::{settings_screen, SettingsProps};
use super::setup_screen::{SetupProps, SetupScreen};
use super::stats_screen::stats_screen;
use super::storage;
use super::table_page::TablePage;
use super::table_state::{Keeping, TableMatch, TablePageProps};
use crate::session::app::{update, AppMsg, AppState, Effect, Refused, Screen, Start};
use crate::session::saved::{FinishedMatch, InProgress};
use crate::share::daily::daily_game;
use crate::share::MatchRecord;

// The screens whose code a first visit does not download (see `ui::lazy`).
split_screen!(table_page: TablePage(TablePageProps) in table);
split_screen!(replay_screen: ReplayScreen(ReplayProps) in replay);
split_screen!(setup_screen: SetupScreen(SetupProps) in setup);

/// The app's state behind Yew's reducer: each message goes through `session::app::update`, and
/// the effects it asks for wait in the outbox until the shell carries them out after the render
/// (several messages may come before one render: none of their effects is lost).
struct Shell {
    state: AppState,
    outbox: Rc<RefCell<Vec<Effect>>>,
    step: u64,
}

/// The address's fragment (`#…`) and query (`?…`) as they are now.
fn address_now() -> (String, String) {
    let location = web_sys::window().map(|w| w.location());
    let hash = location.as_ref().and_then(|l| l.hash().ok());
    let query = location.and_then(|l| l.search().ok());
    (hash.unwrap_or_default(), query.unwrap_or_default())
}

impl Shell {
    /// The state the address and the saved data open, with its first effects in the outbox.
    fn open() -> Shell {
        let (hash, query) = address_now();
        let (saved, notices) = storage::load();
        let (state, effects) = AppState::start(Start {
            read_record: &|text| MatchRecord::from_stored(text).ok(),
            saved,
            saving: storage::saving(),
            notices,
            fragment: crate::links::read_fragment(&hash),
            query: &query,
            fresh_seed: fresh_seed(),
        });
        Shell {
            state,
            outbox: Rc::new(RefCell::new(effects)),
            step: 0,
        }
    }
}

impl Reducible for Shell {
    type Action = AppMsg;

    fn reduce(self: Rc<Self>, msg: AppMsg) -> Rc<Self> {
        let (state, effects) = update(self.state.clone(), msg);
        self.outbox.borrow_mut().extend(effects);
        Rc::new(Shell {
            state,
            outbox: self.outbox.clone(),
            step: self.step + 1,
        })
    }
}

/// Carries out the effects waiting in the outbox, after each render that follows a message.
#[hook]
fn use_effects(shell: &UseReducerHandle<Shell>) {
    let (outbox, d) = (shell.outbox.clone(), shell.dispatcher());
    use_effect_with(shell.step, move |_| {
        let send = Callback::from(move |msg| d.dispatch(msg));
        let effects = std::mem::take(&mut *outbox.borrow_mut());
        for effect in effects {
            carry_out(effect, &send);
        }
    });
}

/// Follows the address as a load does when only its `#…` changes (a link pasted into the
/// address bar of this tab). The app's own writes (`history.replaceState`) fire no
/// `hashchange`, so it never answers itself. The listener goes with the page.
#[hook]
fn use_following_the_address(d: &UseReducerDispatcher<Shell>) {
    let d = d.clone();
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|window| {
            gloo::events::EventListener::new(&window, "hashchange", move |_| {
                let (hash, query) = address_now();
                d.dispatch(AppMsg::AddressChanged {
                    fragment: crate::links::read_fragment(&hash),
                    query,
                });
            })
        });
        move || drop(listener)
    });
}

/// Each screen opens at its top, as a new page would: it does not keep the scroll of the
/// screen before it.
#[hook]
fn use_screen_at_its_top(screen: Screen) {
    use_effect_with(screen, |_| {
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
}

/// A callback that sends `msg` to the app, whatever it is called with.
fn send<T>(d: &UseReducerDispatcher<Shell>, msg: AppMsg) -> Callback<T> {
    let d = d.clone();
    Callback::from(move |_| d.dispatch(msg.clone()))
}

#[function_component]
pub fn App() -> Html {
    let shell = use_reducer(Shell::open);
    let (_speaking, lang_problem) = use_chosen_language(shell.state.saved.settings.lang);
    use_effects(&shell);
    use_following_the_address(&shell.dispatcher());
    use_screen_at_its_top(shell.state.screen);
    use_screen_focus(shell.state.screen);
    // The replay file's reader, kept while it reads: dropping it would cancel the read.
    let reader = use_mut_ref(|| None::<FileReader>);
    let d = shell.dispatcher();
    let state = &shell.state;
    let home = send(&d, AppMsg::Go(Screen::Home));
    let fresh = send(&d, AppMsg::Again);
    match state.screen {
        Screen::Home => home_screen(state, &d, reader),
        Screen::Setup => html! {
            <Lazy<SetupProps> split={&setup_screen::SCREEN} on_home={home.clone()} props={ SetupProps {
                setup: state.setup_to_edit(), speed: state.saved.settings.speed,
                on_start: { let d = d.clone(); Callback::from(move |(setup, speed)| d.dispatch(AppMsg::Start(setup, speed))) },
                on_friend: { let d = d.clone(); Callback::from(move |(setup, speed)| d.dispatch(AppMsg::InviteWith(setup, speed))) },
                on_back: home,
            } }/>
        },
        Screen::Table | Screen::Replay | Screen::Ask => match_screen(state, &d),
        Screen::Challenge => challenge_screen(state, &d),
        Screen::Friend => match &state.friend {
            #[cfg(feature = "friends")]
            Some(opening) => html! {
                <FriendScreen key={state.game} opening={opening.clone()} settings={state.table_settings()} on_leave={home} keeping={keeping(state, &d)} on_seated={send(&d, AppMsg::FriendSeated)}/>
            },
            // The page's first build: friend play is the other build.
            #[cfg(not(feature = "friends"))]
            Some(_) => html! {
                <FriendBuild key={state.game} address={state.friend_build_address()} on_leave={home}/>
            },
            None => home_screen(state, &d, reader),
        },
        Screen::Opening => html! {
            <main tabindex="-1" class="screen opening"><p role="status">{
                if state.pending.is_some() { tr!(&words(), MENU_APP_OPENING_LINK) } else { tr!(&words(), MENU_APP_OPENING_REPLAY) }
            }</p></main>
        },
        Screen::HowTo => how_to_play(&home, &send(&d, AppMsg::Lesson)),
        Screen::Settings => settings_screen(&SettingsProps {
            settings: state.saved.settings.clone(),
            captions_shown: state.table_settings().captions,
            saving: state.saving,
            lang_problem,
            on_back: home,
            on_change: {
                let d = d.clone();
                Callback::from(move |s| d.dispatch(AppMsg::Settings(s)))
            },
        }),
        Screen::Stats => stats_screen(&state.saved.stats, &home, state.saving),
        Screen::LinkProblem => link_problem(
            state.refused,
            &state
                .problem
                .as_ref()
                .map(|p| p.words(&words()))
                .unwrap_or_default(),
            fresh,
            home,
        ),
    }
}

/// A friend's challenge, before it is played.
fn challenge_screen(state: &AppState, d: &UseReducerDispatcher<Shell>) -> Html {
    let setup = &state.setup;
    let deal = crate::share::deal_code(setup.game.seed);
    let line = match (setup.challenge, setup.rules()) {
        (Some(result), Ok(rules)) => result.challenge_line(&words(), rules.scoring(), &deal),
        _ => String::new(),
    };
    challenge_offer(&ChallengeOfferProps {
        line: line.into(),
        summary: setup
            .summary(&words(), state.saved.settings.speed, &deal)
            .into(),
        offer_lesson: state.offers_lesson(),
        on_start: send(d, AppMsg::AcceptChallenge),
        on_lesson: send(d, AppMsg::Lesson),
        on_home: send(d, AppMsg::Go(Screen::Home)),
    })
}

/// Where a table hands what is kept of its match: to the app, which saves it.
fn keeping(state: &AppState, d: &UseReducerDispatcher<Shell>) -> Keeping {
    let (progress, finished) = (d.clone(), d.clone());
    Keeping {
        on_progress: Callback::from(move |p: InProgress| progress.dispatch(AppMsg::Progress(p))),
        on_finished: Callback::from(move |f: FinishedMatch| finished.dispatch(AppMsg::Finished(f))),
        saving: state.saving,
    }
}

/// The screens of a match: the table, a replay, and the question before replacing a match.
fn match_screen(state: &AppState, d: &UseReducerDispatcher<Shell>) -> Html {
    let home = send(d, AppMsg::Go(Screen::Home));
    let fresh = send(d, AppMsg::Again);
    match (state.screen, &state.table, &state.replay, &state.asked) {
        (Screen::Table, Some(opened), _, _) => html! {
            <Lazy<TablePageProps> key={state.game} split={&table_page::SCREEN} on_home={home.clone()} props={ TablePageProps {
                opened: TableMatch::Opened(opened.clone()), settings: state.table_settings(),
                daily: state.daily, notices: state.notices.clone(),
                offer_captions: state.offers_captions(), on_keep_captions: send(d, AppMsg::KeepCaptions),
                on_leave: home, on_again: fresh,
                on_replay: { let d = d.clone(); Callback::from(move |r: MatchRecord| d.dispatch(AppMsg::Replay(Rc::new(r)))) },
                keeping: keeping(state, d),
                peer: None,
            } }/>
        },
        (Screen::Replay, _, Some(opened), _) => html! {
            <Lazy<ReplayProps> split={&replay_screen::SCREEN} on_home={home.clone()} props={ ReplayProps { opened: opened.clone(), settings: state.table_settings(), on_leave: home } }/>
        },
        (Screen::Ask, _, _, Some(asked)) => resume_offer(&ResumeOfferProps {
            label: asked.unfinished.progress.words(&words()).into(),
            asked_seed: asked.setup.game.seed,
            same: asked.same,
            on_resume: send(d, AppMsg::ResumeAsked),
            on_open: send(d, AppMsg::OpenAsked),
            on_home: home,
        }),
        (Screen::Table, ..) => link_problem(
            Refused::Link,
            &tr!(&words(), MENU_APP_NO_MATCH),
            fresh,
            home,
        ),
        (Screen::Replay, ..) => link_problem(
            Refused::Link,
            &tr!(&words(), MENU_APP_NO_REPLAY),
            fresh,
            home,
        ),
        _ => link_problem(
            Refused::SavedMatch,
            &tr!(&words(), MENU_APP_NOTHING_TO_RESUME),
            fresh,
            home,
        ),
    }
}

/// The home screen, with today's deal and the replay file's reading.
fn home_screen(
    state: &AppState,
    d: &UseReducerDispatcher<Shell>,
    reader: Rc<RefCell<Option<FileReader>>>,
) -> Html {
    let day = today();
    let on_replay_file = {
        let d = d.clone();
        Callback::from(move |file: gloo::file::File| {
            // Sized before it is read: a file far bigger than any replay is not read at all.
            if let Err(most) = crate::share::replay::replay_file_fits(file.size()) {
                let bytes = file.size();
                return d.dispatch(AppMsg::ReplayFileTooBig { bytes, most });
            }
            let d = d.clone();
            let read = gloo::file::callbacks::read_as_text(&file, move |text| {
                d.dispatch(AppMsg::ReplayFile(text.unwrap_or_default()))
            });
            *reader.borrow_mut() = Some(read);
        })
    };
    home(&HomeProps {
        on_go: {
            let d = d.clone();
            Callback::from(move |screen| d.dispatch(AppMsg::Go(screen)))
        },
        on_daily: send(
            d,
            AppMsg::Daily {
                day,
                game: daily_game(day),
            },
        ),
        on_resume: send(d, AppMsg::ResumeSaved),
        on_replay_file,
        today: super::lang::long_date(day).into(),
        daily: state.daily_result(day),
        in_progress: state.saved.in_progress.clone(),
        notices: state.notices.iter().map(|n| n.words(&words())).collect(),
        offer_lesson: state.offers_lesson(),
        on_lesson: send(d, AppMsg::Lesson),
        on_skip_lesson: send(d, AppMsg::SkipLesson),
        on_friend: send(d, AppMsg::PlayWithFriend),
    })
}
