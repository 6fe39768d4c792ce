//! The home screen: what Kemps is, in two lines, and where to go.

use yew::prelude::*;

use super::avatar::avatar;
use super::press;
use crate::engine::Gesture;
use crate::session::app::Screen;
use crate::session::saved::{DailyResult, InProgress};

pub struct HomeProps {
    pub on_go: Callback<Screen>,
    pub on_daily: Callback<()>,
    pub on_resume: Callback<()>,
    /// A replay file, chosen to be read.
    pub on_replay_file: Callback<gloo::file::File>,
    /// Today's date, "2026-11-21".
    pub today: AttrValue,
    pub daily: Option<DailyResult>,
    pub in_progress: Option<InProgress>,
    pub notices: Vec<String>,
    /// A first visit: the one-minute lesson is offered before anything else.
    pub offer_lesson: bool,
    pub on_lesson: Callback<()>,
    pub on_skip_lesson: Callback<()>,
    /// Invite a friend to your table.
    pub on_friend: Callback<()>,
}

/// The home screen.
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
                cb.emit(gloo::file::File::from(file));
            }
        })
    };
    html! {
        <main class="screen home">
            if !props.notices.is_empty() {
                <div class="notice" role="status">{ for props.notices.iter().map(|n| html! { <p>{n}</p> }) }</div>
            }
            <h1 class="brand big">{"Kemps"}</h1>
            <p class="tagline">{"The card game of secret signals. Collect four of a kind, then wink at your partner — before the other side catches you."}</p>
            <div class="faces" aria-hidden="true">
                { avatar(1, Some(Gesture::Wink), true, 0) }
                { avatar(2, Some(Gesture::EarTug), true, 0) }
                { avatar(3, Some(Gesture::Shrug), true, 0) }
            </div>
            if props.offer_lesson {
                <section class="lesson-offer" aria-label="New to Kemps?">
                    <h2>{"New to Kemps?"}</h2>
                    <p>{"Learn it in a minute at the table: swap toward four of a kind, signal, and watch your partner's face."}</p>
                    <div class="row">
                        <button type="button" class="primary" autofocus=true onclick={ press(&props.on_lesson) }>{"Show me how"}</button>
                        <button type="button" class="secondary" onclick={press(&props.on_skip_lesson)}>{"Skip"}</button>
                    </div>
                </section>
            }
            <nav class="menu" aria-label="Main menu">
                if let Some(p) = &props.in_progress {
                    <button type="button" class="primary" onclick={ press(&props.on_resume) }>
                        {"Resume your match"}<small>{p.label.clone()}</small>
                    </button>
                }
                <button type="button" class={if props.in_progress.is_some() { "secondary" } else { "primary" }} autofocus={!props.offer_lesson} onclick={go(Screen::Setup)}>{"Play"}</button>
                <button type="button" class="secondary" aria-describedby="daily-status" onclick={ press(&props.on_daily) }>
                    {"Daily deal"}
                </button>
                <p id="daily-status" class="soon">
                    { match &props.daily {
                        Some(d) => format!("Today ({}): {}. You can play it again; your first result stands.", props.today, d.summary),
                        None => format!("Today's deal ({}) is the same for everyone.", props.today),
                    } }
                </p>
                <button type="button" class="secondary" onclick={ press(&props.on_friend) }>{"Play with a friend"}</button>
                <button type="button" class="secondary" onclick={go(Screen::HowTo)}>{"How to play"}</button>
                <button type="button" class="secondary" onclick={go(Screen::Settings)}>{"Settings"}</button>
                <button type="button" class="secondary" onclick={go(Screen::Stats)}>{"Stats"}</button>
                <label class="secondary file-button">
                    {"Open a replay file"}
                    <input type="file" accept=".kemps,.txt" onchange={on_file}/>
                </label>
            </nav>
        </main>
    }
}
