//! Friend play in a browser that cannot connect to another page directly (no WebRTC): said
//! plainly, before any invite is made or answered, with the way out: another browser.

use yew::prelude::*;

use super::press;
use crate::ui::lang::words;

/// The screen for the host (`hosting`) or for a friend who opened an invite: what friend
/// play needs, that this browser does not have it, and what to open in which browser.
pub fn no_webrtc(hosting: bool, on_leave: &Callback<()>) -> Html {
    let (heading, advice) = if hosting {
        (
            tr!(&words(), LINK_FRIEND_HEADING_HOST),
            tr!(&words(), LINK_NO_WEBRTC_HOST),
        )
    } else {
        (
            tr!(&words(), LINK_FRIEND_HEADING_GUEST),
            tr!(&words(), LINK_NO_WEBRTC_GUEST),
        )
    };
    html! {
        <main tabindex="-1" class="screen link-problem no-webrtc">
            <h1>{heading}</h1>
            <p class="problem" role="alert" data-testid="no-webrtc">{tr!(&words(), LINK_NO_WEBRTC)}</p>
            <p>{advice}</p>
            <nav class="menu">
                <button type="button" class="primary" autofocus=true onclick={press(on_leave)}>{tr!(&words(), LINK_HOME)}</button>
            </nav>
        </main>
    }
}
