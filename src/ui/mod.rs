//! The browser app: Yew components over the session, the bots and the engine. Only built
//! for wasm32. One component per file; state changes go through reducers; browser side
//! effects (frames, keys, visibility, sound, the address bar) live in hooks and effects.

pub mod app;
pub mod avatar;
pub mod card;
pub mod controls;
pub mod copy_link;
pub mod effects;
pub mod focus;
pub mod form;
#[cfg(not(feature = "friends"))]
pub mod friend_build;
#[cfg(feature = "friends")]
pub mod friend_host;
#[cfg(feature = "friends")]
mod friend_links;
#[cfg(feature = "friends")]
pub mod friend_rejoin;
#[cfg(feature = "friends")]
pub mod friend_screen;
pub mod home;
pub mod hooks;
pub mod how_to_play;
#[cfg(feature = "friends")]
mod invite_qr;
pub mod keys_overlay;
pub mod lang;
pub mod lazy;
pub mod link_problem;
pub mod match_end;
#[cfg(feature = "friends")]
mod no_webrtc;
pub mod packing;
#[cfg(feature = "friends")]
pub mod peer;
#[cfg(feature = "friends")]
pub mod peer_news;
/// Without friend play (the page's first build), there is never a connection to another
/// page: a table's `Option<Peer>` is always `None`.
#[cfg(not(feature = "friends"))]
pub mod peer {
    #[derive(Clone, Debug, PartialEq)]
    pub enum Peer {}
}
pub mod perf;
pub mod replay_screen;
pub mod resume_offer;
pub mod round_result;
pub mod scoreboard;
pub mod seat;
pub mod settings_screen;
pub mod setup_screen;
pub mod sharing;
pub mod signal_gallery;
pub mod sound;
pub mod stats_screen;
pub mod storage;
pub mod table_hooks;
pub mod table_page;
#[cfg(feature = "friends")]
pub mod table_peer;
pub mod table_state;
pub mod table_view;

pub use app::App;

use yew::{Callback, MouseEvent};

/// A button's click handler that emits `cb`, whatever the click.
pub fn press(cb: &Callback<()>) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_| cb.emit(()))
}
