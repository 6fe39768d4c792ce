//! The home screen: what Kemps is, in two lines, and where to go.

use std::cell::RefCell;

use yew::prelude::*;

use super::with_class;

use super::{text_button, text_el};

use super::press;

use super::avatar::avatar;
use crate::engine::Gesture;
use crate::session::saved::{DailyResult, InProgress};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Setup,
    Table,
    HowTo,
    Settings,
    Stats,
    Replay,
    LinkProblem,
    /// A match is in progress and the address asks for a game.
    Ask,
    /// A replay is being unpacked and read.
    Opening,
}

pub struct HomeProps {
    pub on_go: Callback<Screen>,
    pub on_daily: Callback<()>,
    pub on_resume: Callback<()>,
    /// A replay file's text, read from disk.
    pub on_replay_file: Callback<String>,
    /// Today's date, "2026-11-21".
    pub today: AttrValue,
    pub daily: Option<DailyResult>,
    pub in_progress: Option<InProgress>,
    pub notices: Vec<String>,
    /// A first visit: the one-minute lesson is offered before anything else.
    pub offer_lesson: bool,
    pub on_lesson: Callback<()>,
    pub on_skip_lesson: Callback<()>,
}

thread_local! {
    /// The replay file's reader, kept while it reads: dropping it would cancel the read.
    static READER: RefCell<Option<gloo::file::callbacks::FileReader>> = const { RefCell::new(None) };
}

/// The home screen. A plain function, not a component: a component costs about 1 KB of Wasm
/// of its own.
pub fn home(props: &HomeProps) -> Html {
    let go = |s: Screen| {
        let cb = props.on_go.clone();
        Callback::from(move |_| cb.emit(s))
    };
    let on_file = {
        let cb = props.on_replay_file.clone();
        Callback::from(move |e: Event| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                let cb = cb.clone();
                let task = gloo::file::callbacks::read_as_text(
                    &gloo::file::File::from(file),
                    move |text| cb.emit(text.unwrap_or_default()),
                );
                READER.with(|r| *r.borrow_mut() = Some(task));
            }
        })
    };
    html! {
        <main class="screen home">
            if !props.notices.is_empty() {
                <div class="notice" role="status">{ for props.notices.iter().map(|n| html! { <p>{n}</p> }) }</div>
            }
            { text_el("h1", Some("brand big"), "Kemps") }
            { text_el("p", Some("tagline"), "The card game of secret signals. Collect four of a kind, then wink at your partner — before the other side catches you.") }
            <div class="faces" aria-hidden="true">
                { avatar(1, Some(Gesture::Wink), true, 0) }
                { avatar(2, Some(Gesture::EarTug), true, 0) }
                { avatar(3, Some(Gesture::Shrug), true, 0) }
            </div>
            if props.offer_lesson {
                <section class="lesson-offer" aria-label="New to Kemps?">
                    { text_el("h2", None, "New to Kemps?") }
                    { text_el("p", None, "Learn it in a minute at the table: swap toward four of a kind, signal, and watch your partner's face.") }
                    <div class="row">
                        <button type="button" class="primary" autofocus=true onclick={ press(&props.on_lesson) }>{"Show me how"}</button>
                        { text_button("secondary", "Skip", press(&props.on_skip_lesson)) }
                    </div>
                </section>
            }
            <nav class="menu" aria-label="Main menu">
                if let Some(p) = &props.in_progress {
                    <button type="button" class="primary" onclick={ press(&props.on_resume) }>
                        {"Resume your match"}<small>{p.label.clone()}</small>
                    </button>
                }
                { with_class(html! { <button type="button" autofocus={!props.offer_lesson} onclick={go(Screen::Setup)}>{"Play"}</button> }, &[Some(if props.in_progress.is_some() { "secondary" } else { "primary" })]) }
                <button type="button" class="secondary" aria-describedby="daily-status" onclick={ press(&props.on_daily) }>
                    {"Daily deal"}
                </button>
                <p id="daily-status" class="soon">
                    { match &props.daily {
                        Some(d) => format!("Today ({}): {}. You can play it again; your first result stands.", props.today, d.summary),
                        None => format!("Today's deal ({}) is the same for everyone.", props.today),
                    } }
                </p>
                { text_button("secondary", "How to play", go(Screen::HowTo)) }
                { text_button("secondary", "Settings", go(Screen::Settings)) }
                { text_button("secondary", "Stats", go(Screen::Stats)) }
                <label class="secondary file-button">
                    {"Open a replay file"}
                    <input type="file" accept=".kemps,.txt" onchange={on_file}/>
                </label>
            </nav>
        </main>
    }
}
