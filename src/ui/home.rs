//! The home screen: what Kemps is, in two lines, and where to go.

use crate::ui::lang::words;
use yew::prelude::*;

use super::avatar::avatar;
use super::press;
use crate::engine::Gesture;
use crate::narration::menus::daily_status;
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
        <main tabindex="-1" class="screen home">
            if !props.notices.is_empty() {
                <div class="notice" role="status">{ for props.notices.iter().map(|n| html! { <p>{n}</p> }) }</div>
            }
            <h1 class="brand big">{"Kemps"}</h1>
            <p class="tagline">{ tr!(&words(), MENU_HOME_TAGLINE) }</p>
            <div class="faces" aria-hidden="true">
                { avatar(1, Some(Gesture::Wink), true, 0) }
                { avatar(2, Some(Gesture::EarTug), true, 0) }
                { avatar(3, Some(Gesture::Shrug), true, 0) }
            </div>
            if props.offer_lesson {
                <section class="lesson-offer" aria-label={ tr!(&words(), MENU_HOME_NEW) }>
                    <h2>{ tr!(&words(), MENU_HOME_NEW) }</h2>
                    <p>{ tr!(&words(), MENU_HOME_LESSON_PITCH) }</p>
                    <div class="row">
                        <button type="button" class="primary" autofocus=true onclick={ press(&props.on_lesson) }>{ tr!(&words(), MENU_HOME_SHOW_ME) }</button>
                        <button type="button" class="secondary" onclick={press(&props.on_skip_lesson)}>{ tr!(&words(), MENU_HOME_SKIP) }</button>
                    </div>
                </section>
            }
            <nav class="menu" aria-label={ tr!(&words(), MENU_HOME_MENU) }>
                if let Some(p) = &props.in_progress {
                    <button type="button" class="primary" onclick={ press(&props.on_resume) }>
                        { tr!(&words(), MENU_RESUME) }<small>{p.progress.words(&words())}</small>
                    </button>
                }
                <button type="button" class={if props.in_progress.is_some() { "secondary" } else { "primary" }} autofocus={!props.offer_lesson} onclick={go(Screen::Setup)}>{ tr!(&words(), MENU_HOME_PLAY) }</button>
                <button type="button" class="secondary" aria-describedby="daily-status" onclick={ press(&props.on_daily) }>
                    { tr!(&words(), MENU_HOME_DAILY) }
                </button>
                <p id="daily-status" class="soon">
                    { daily_status(&words(), &props.today, props.daily.as_ref().map(|d| d.summary.words(&words())).as_deref()) }
                </p>
                <button type="button" class="secondary" onclick={ press(&props.on_friend) }>{ tr!(&words(), MENU_HOME_FRIEND) }</button>
                <button type="button" class="secondary" onclick={go(Screen::HowTo)}>{ tr!(&words(), MENU_HOME_HOW_TO) }</button>
                <button type="button" class="secondary" onclick={go(Screen::Settings)}>{ tr!(&words(), MENU_HOME_SETTINGS) }</button>
                <button type="button" class="secondary" onclick={go(Screen::Stats)}>{ tr!(&words(), MENU_HOME_STATS) }</button>
                <label class="secondary file-button">
                    { tr!(&words(), MENU_HOME_REPLAY_FILE) }
                    <input type="file" accept=".kemps,.txt" onchange={on_file}/>
                </label>
            </nav>
        </main>
    }
}
