//! Browser side effects as hooks: the animation-frame loop, key presses and tab visibility.
//! Each keeps its handle and drops it on unmount, which cancels it. And the session's
//! stepping states as reducers.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use gloo::render::{request_animation_frame, AnimationFrame};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::friends::stepped::{Stepped, Steps};

/// Milliseconds since the page loaded (the clock animation frames use).
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

type FrameSlot = Rc<RefCell<Option<AnimationFrame>>>;

fn next_frame(slot: FrameSlot, on_frame: Callback<f64>) {
    let again = slot.clone();
    let frame = request_animation_frame(move |t| {
        on_frame.emit(t);
        next_frame(again, on_frame);
    });
    *slot.borrow_mut() = Some(frame);
}

/// Calls `on_frame` with the frame's timestamp on every animation frame while mounted.
#[hook]
pub fn use_animation_frame(on_frame: Callback<f64>) {
    use_effect_with((), move |_| {
        let slot: FrameSlot = Rc::new(RefCell::new(None));
        next_frame(slot.clone(), on_frame);
        move || {
            slot.borrow_mut().take();
        }
    });
}

/// Calls `on_key` for every key pressed on the page (not in text fields) while mounted.
/// The callback returns true when it used the key, which then does nothing else.
#[hook]
pub fn use_keydown(on_key: Callback<web_sys::KeyboardEvent, bool>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window()
            .and_then(|w| w.document())
            .map(|document| {
                // Not passive: a used key must not also scroll the page (Space) or submit.
                EventListener::new_with_options(
                    &document,
                    "keydown",
                    EventListenerOptions::enable_prevent_default(),
                    move |event| {
                        let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                            return;
                        };
                        if event.ctrl_key() || event.meta_key() || event.alt_key() {
                            return;
                        }
                        let in_field = event
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                            .is_some_and(|e| {
                                matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                            });
                        if !in_field && on_key.emit(event.clone()) {
                            event.prevent_default();
                        }
                    },
                )
            });
        move || drop(listener)
    });
}

/// Calls `on_change(hidden)` when the tab is hidden or shown again.
#[hook]
pub fn use_visibility(on_change: Callback<bool>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window()
            .and_then(|w| w.document())
            .map(|document| {
                let doc = document.clone();
                EventListener::new(&document, "visibilitychange", move |_| {
                    on_change.emit(doc.hidden())
                })
            });
        move || drop(listener)
    });
}

/// Whether the system asks for reduced motion.
pub fn system_prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// A stepping state of the session as a Yew reducer: each message is a step, and a hook
/// carries out the step's effects when its serial number changes
/// (`use_effect_with(handle.serial, …)`).
impl<S: Steps> Reducible for Stepped<S> {
    type Action = S::Msg;

    fn reduce(self: Rc<Self>, msg: S::Msg) -> Rc<Self> {
        Rc::new(self.after(msg))
    }
}
