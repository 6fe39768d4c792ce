//! The friend screen of the page's first build, which leaves friend play out: the page goes
//! to the build with it (see `AppState::friend_build_address` and the loader in index.html),
//! or says that this copy of the game has none.

use crate::ui::lang::words;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::press;

#[derive(Properties, PartialEq)]
pub struct FriendBuildProps {
    /// The address to go to (`?friend…`), or `None` to load the page again as it is (an
    /// invitation or a reply in its address).
    pub address: Option<String>,
    pub on_leave: Callback<()>,
}

/// "Opening the table for a friend…" while the page loads the build with friend play.
#[function_component]
pub fn FriendBuild(props: &FriendBuildProps) -> Html {
    let listed = friend_build_listed();
    use_effect_with(props.address.clone(), move |address| {
        if listed {
            go_to_friend_build(address.as_deref());
        }
    });
    if listed {
        return html! {
            <main tabindex="-1" class="screen friend-build">
                <p role="status" data-testid="friend-build">{tr!(&words(), LINK_FRIEND_OPENING)}</p>
            </main>
        };
    }
    html! {
        <main tabindex="-1" class="screen friend-build">
            <h1>{tr!(&words(), LINK_FRIEND_HEADING_HOST)}</h1>
            <p class="problem" role="alert" data-testid="friend-build">{tr!(&words(), LINK_FRIEND_LEFT_OUT)}</p>
            <nav class="menu">
                <button type="button" class="primary" autofocus=true onclick={press(&props.on_leave)}>{tr!(&words(), LINK_HOME)}</button>
            </nav>
        </main>
    }
}

/// Whether the page lists a build with friend play (the loader keeps it as
/// `window.kempsFriends`; a page built without it has none).
fn friend_build_listed() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("kempsFriends")).ok())
        .is_some_and(|build| build.is_object())
}

/// The same page at the address that makes its loader take the build with friend play.
fn go_to_friend_build(address: Option<&str>) {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return;
    };
    let _ = match address {
        Some(address) => {
            let path = location.pathname().unwrap_or_else(|_| "./".into());
            location.assign(&format!("{path}{address}"))
        }
        None => location.reload(),
    };
}
