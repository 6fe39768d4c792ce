//! The home screen: what Kemps is, in two lines, and where to go.

use yew::prelude::*;

use super::avatar::Avatar;
use crate::engine::Gesture;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    Setup,
    Table,
    HowTo,
    Settings,
    Stats,
}

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub on_go: Callback<Screen>,
}

#[function_component]
pub fn Home(props: &HomeProps) -> Html {
    let go = |s: Screen| {
        let cb = props.on_go.clone();
        Callback::from(move |_| cb.emit(s))
    };
    html! {
        <main class="screen home">
            <h1 class="brand big">{"Kemps"}</h1>
            <p class="tagline">{"The card game of secret signals. Collect four of a kind, then wink at your partner — before the other side catches you."}</p>
            <div class="faces" aria-hidden="true">
                <Avatar seat={1} gesture={Some(Gesture::Wink)} looping={true}/>
                <Avatar seat={2} gesture={Some(Gesture::EarTug)} looping={true}/>
                <Avatar seat={3} gesture={Some(Gesture::Shrug)} looping={true}/>
            </div>
            <nav class="menu" aria-label="Main menu">
                <button type="button" class="primary" autofocus=true onclick={go(Screen::Setup)}>{"Play"}</button>
                <button type="button" class="secondary" disabled=true aria-describedby="daily-soon">{"Daily deal"}</button>
                <p id="daily-soon" class="soon">{"The daily deal is coming soon."}</p>
                <button type="button" class="secondary" onclick={go(Screen::HowTo)}>{"How to play"}</button>
                <button type="button" class="secondary" onclick={go(Screen::Settings)}>{"Settings"}</button>
                <button type="button" class="secondary" onclick={go(Screen::Stats)}>{"Stats"}</button>
            </nav>
        </main>
    }
}
