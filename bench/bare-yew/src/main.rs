//! The least a Yew page can be: one component with a heading and a button, mounted on the
//! body as the game's `App` is.

use yew::prelude::*;

#[function_component]
fn App() -> Html {
    let presses = use_state(|| 0u32);
    let onclick = {
        let presses = presses.clone();
        Callback::from(move |_| presses.set(*presses + 1))
    };
    html! {
        <main class="home">
            <h1>{"Bare Yew"}</h1>
            <button class="primary" {onclick}>{format!("Pressed {}", *presses)}</button>
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
