//! A link that does not open a game: what is wrong with it, and a fresh deal instead.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LinkProblemProps {
    pub message: AttrValue,
    pub on_fresh: Callback<()>,
    pub on_home: Callback<()>,
}

#[function_component]
pub fn LinkProblem(props: &LinkProblemProps) -> Html {
    html! {
        <main class="screen link-problem">
            <h1>{"This link does not open a game"}</h1>
            <p class="problem" role="alert" data-testid="link-problem">{props.message.clone()}</p>
            <p>{"Ask for the link again, or play a fresh deal."}</p>
            <nav class="menu">
                <button type="button" class="primary" autofocus=true onclick={ { let cb = props.on_fresh.clone(); Callback::from(move |_| cb.emit(())) } }>{"Play a fresh deal"}</button>
                <button type="button" class="secondary" onclick={ { let cb = props.on_home.clone(); Callback::from(move |_| cb.emit(())) } }>{"Home"}</button>
            </nav>
        </main>
    }
}
