//! The saved document in local storage. Every change goes through `update`, which applies it
//! to the document as stored now (another tab may have written since this page read it) and
//! writes it back; this page keeps a copy for when storage cannot be read.
//!
//! Storage that is missing, full or refused, at start-up or later, is survived: every call
//! into the browser returns its failure instead of throwing, the copy lives in a `Cell` that
//! is never borrowed, and the game plays on and says that it cannot remember.

use std::cell::Cell;

use wasm_bindgen::JsValue;

use super::hooks::system_prefers_reduced_motion;
use crate::session::app::Notice;
use crate::session::saved::{Saved, SavedNotice, Saving, STORAGE_KEY};
use crate::share::replay::is_record;

thread_local! {
    /// This page's copy: what it last read or wrote.
    static COPY: Cell<Option<Saved>> = const { Cell::new(None) };
    /// What became of the last save (or of the first read).
    static SAVING: Cell<Saving> = const { Cell::new(Saving::Saved) };
}

/// Local storage, when the browser lets this page have it (reaching it throws where site
/// data are refused).
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The stored document: `Ok(None)` when nothing is stored, `Err` when the browser refuses.
fn read() -> Result<Option<String>, ()> {
    local_storage()
        .ok_or(())?
        .get_item(STORAGE_KEY)
        .map_err(|_| ())
}

fn write(text: &str) -> Saving {
    let Some(storage) = local_storage() else {
        return Saving::Refused;
    };
    match storage.set_item(STORAGE_KEY, text) {
        Ok(()) => Saving::Saved,
        Err(e) if is_quota(&e) => Saving::Full,
        Err(_) => Saving::Refused,
    }
}

/// Whether a failed write was for want of space (the name differs between browsers).
fn is_quota(error: &JsValue) -> bool {
    js_sys::Reflect::get(error, &JsValue::from_str("name"))
        .ok()
        .and_then(|name| name.as_string())
        .is_some_and(|name| name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED")
}

fn copy() -> Option<Saved> {
    let saved = COPY.take();
    COPY.set(saved.clone());
    saved
}

/// Reads the saved data once per page; the notices say what could not be kept, and that
/// nothing will be when the browser refuses storage.
pub fn load() -> (Saved, Vec<Notice>) {
    let reduced_motion = system_prefers_reduced_motion();
    let (saved, notices, saving) = match read() {
        Ok(text) => {
            let (saved, notices) = Saved::load(text.as_deref(), reduced_motion, is_record);
            let notices = notices.into_iter().map(Notice::Saved).collect();
            (saved, notices, Saving::Saved)
        }
        Err(()) => (
            Saved::fresh(reduced_motion),
            vec![Notice::Saved(SavedNotice::Refused)],
            Saving::Refused,
        ),
    };
    COPY.set(Some(saved.clone()));
    SAVING.set(saving);
    (saved, notices)
}

/// Applies `change` to the saved data and writes them; says what became of it. When the
/// write fails the change still holds in this page's copy.
pub fn update(change: impl FnOnce(&mut Saved)) -> Saving {
    let reduced_motion = system_prefers_reduced_motion();
    // After a failed save the stored document is behind this page's copy: build on the copy.
    let stored = match SAVING.get() {
        Saving::Saved => read().ok().flatten(),
        Saving::Refused | Saving::Full => None,
    };
    let mut saved = match stored {
        Some(text) => Saved::load(Some(&text), reduced_motion, is_record).0,
        None => copy().unwrap_or_else(|| Saved::fresh(reduced_motion)),
    };
    change(&mut saved);
    let saving = write(&saved.to_text());
    COPY.set(Some(saved));
    SAVING.set(saving);
    saving
}

/// The saved data as stored now (with another tab's changes), or this page's copy.
pub fn current() -> Saved {
    let reduced_motion = system_prefers_reduced_motion();
    if SAVING.get() == Saving::Saved {
        if let Ok(Some(text)) = read() {
            let saved = Saved::load(Some(&text), reduced_motion, is_record).0;
            COPY.set(Some(saved.clone()));
            return saved;
        }
    }
    copy().unwrap_or_else(|| Saved::fresh(reduced_motion))
}

/// What became of the last save: for the Settings and Stats screens to say.
pub fn saving() -> Saving {
    SAVING.get()
}
