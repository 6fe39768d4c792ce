//! The saved document in local storage. One copy lives here; every change goes through
//! `update`, which writes it back. Storage that is missing, full or refused is survived: the
//! game plays on and says that it cannot remember.

use std::cell::RefCell;

use gloo::storage::{LocalStorage, Storage};

use super::hooks::system_prefers_reduced_motion;
use crate::session::saved::{Saved, STORAGE_KEY};

thread_local! {
    static SAVED: RefCell<Option<Saved>> = const { RefCell::new(None) };
}

/// Reads the saved data once per page; the notices say what could not be kept.
pub fn load() -> (Saved, Vec<String>) {
    let raw = LocalStorage::raw().get_item(STORAGE_KEY).ok().flatten();
    let (saved, notices) = Saved::load(raw.as_deref(), system_prefers_reduced_motion());
    SAVED.with(|s| *s.borrow_mut() = Some(saved.clone()));
    (saved, notices)
}

/// Changes the saved data and writes them; false when the browser would not keep them.
pub fn update(change: impl FnOnce(&mut Saved)) -> bool {
    SAVED.with(|s| {
        let mut s = s.borrow_mut();
        let saved = s.get_or_insert_with(|| Saved::fresh(system_prefers_reduced_motion()));
        change(saved);
        LocalStorage::raw()
            .set_item(STORAGE_KEY, &saved.to_text())
            .is_ok()
    })
}

pub fn current() -> Saved {
    SAVED
        .with(|s| s.borrow().clone())
        .unwrap_or_else(|| Saved::fresh(system_prefers_reduced_motion()))
}
