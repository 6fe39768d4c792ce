//! The app's effects, carried out: `session::app` says what to do as data, and this is where
//! the app draws seeds, reads and writes storage, unpacks replays and edits the address bar
//! (the shell reads the address and the saved data once, as the page opens; the table saves
//! its own match as it goes). A result goes back to the app as a message.

use std::rc::Rc;

use yew::Callback;

use super::{packing, storage};
use crate::session::app::{Address, AppMsg, Effect, RecordFrom};
use crate::share::MatchRecord;

/// A fresh deal number: 40 random bits, so its code has eight symbols.
pub fn fresh_seed() -> u64 {
    getrandom::u64()
        .map(|s| s & ((1 << crate::share::code::FRESH_SEED_BITS) - 1))
        .unwrap_or(1)
}

/// Today's UTC day number.
pub fn today() -> i64 {
    let d = js_sys::Date::new_0();
    crate::share::daily::day_number(
        d.get_utc_full_year() as i64,
        d.get_utc_month() + 1,
        d.get_utc_date(),
    )
}

/// Carries out `effect`; what comes of it is sent to `send`.
pub fn carry_out(effect: Effect, send: &Callback<AppMsg>) {
    match effect {
        Effect::DrawSeed => send.emit(AppMsg::Seed(fresh_seed())),
        Effect::SaveSettings { before, after } => {
            let saving = storage::update(|saved| saved.settings.take_changes(&before, &after));
            send.emit(AppMsg::Saving(saving));
        }
        Effect::ReadSaved => {
            let saved = storage::current();
            send.emit(AppMsg::SavedNow(saved, storage::saving()));
        }
        Effect::ReadRecord { text, from } => {
            // The match in progress is saved as it is (by an earlier version, packed); a
            // replay is always packed: the browser unpacks it, which takes a moment.
            if matches!(from, RecordFrom::SavedMatch | RecordFrom::SavedMatchToAsk) {
                if let Ok(record) = MatchRecord::from_stored(&text) {
                    return send.emit(AppMsg::RecordRead(from, Ok(Rc::new(record))));
                }
            }
            let send = send.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let read = packing::decode(&text).await;
                send.emit(AppMsg::RecordRead(from, read.map(Rc::new)));
            });
        }
        Effect::ShowAddress(address) => show_address(address),
        Effect::DropSavedMatch => {
            let saving = storage::update(|saved| saved.in_progress = None);
            send.emit(AppMsg::Saving(saving));
        }
        Effect::SaveProgress(in_progress) => {
            let saving = storage::update(|saved| saved.in_progress = Some(in_progress));
            send.emit(AppMsg::Saving(saving));
        }
        Effect::SaveFinished(finished) => {
            let saving = storage::update(|saved| saved.record_finished(&finished));
            send.emit(AppMsg::FinishedSaved(storage::current(), saving));
        }
    }
}

fn show_address(address: Address) {
    match address {
        Address::AsItCame => {}
        Address::Plain => show_in_address("", None),
        Address::InviteAFriend => show_in_address("?friend", None),
        Address::Game(game) => show_in_address("", Some(game.encode())),
        // A replay's link is packed first, which takes a moment.
        Address::Replay(record) => wasm_bindgen_futures::spawn_local(async move {
            show_in_address("", packing::fragment(&record).await);
        }),
    }
}

/// Shows the game (or replay) in the address bar, so that reloading or copying the address
/// gives the same thing; plain when neither. `query` is the address's `?…`, or empty.
fn show_in_address(query: &str, fragment: Option<String>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_else(|_| "./".into());
    let hash = location.hash().unwrap_or_default();
    let search = location.search().unwrap_or_default();
    // The address already says it: nothing to replace. (Replacing costs the browser a
    // round trip, which on the first screen is some 15 ms before the page answers.)
    let already = search == query
        && match &fragment {
            Some(f) => hash.strip_prefix('#') == Some(f.as_str()),
            None => hash.is_empty(),
        };
    if already {
        return;
    }
    let url = match fragment {
        Some(f) => format!("{path}{query}#{f}"),
        None => format!("{path}{query}"),
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
