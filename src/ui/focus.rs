//! Overlays take the focus and give it back: when one opens (the keys, the pause, the stop
//! picker, a round's result, the match's end, the gesture palette), the focus moves to its
//! first control; when it closes, the focus returns to what had it before, so a keyboard
//! player goes on from where they were. A new screen takes the focus as a new page would.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where the focus goes when `open` names an overlay: its `[autofocus]` control, else its
/// first button. `open` is `None` while no overlay is up; any change of it moves the focus.
#[hook]
pub fn use_overlay_focus(open: Option<&'static str>) {
    let before: Rc<RefCell<Option<web_sys::HtmlElement>>> = use_mut_ref(|| None);
    use_effect_with(open, move |open| {
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(document) = document {
            match open {
                Some(selector) => {
                    let active = document
                        .active_element()
                        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                    // The first overlay remembers where the focus was; one after another keeps it.
                    let inside_overlay = active
                        .as_ref()
                        .is_some_and(|a| a.closest(".overlay, .palette").ok().flatten().is_some());
                    if !inside_overlay {
                        *before.borrow_mut() = active;
                    }
                    let target = document
                        .query_selector(&format!("{selector} [autofocus]"))
                        .ok()
                        .flatten()
                        .or_else(|| {
                            document
                                .query_selector(&format!("{selector} button"))
                                .ok()
                                .flatten()
                        })
                        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                    if let Some(target) = target {
                        let _ = target.focus();
                    }
                }
                None => {
                    if let Some(back) = before.borrow_mut().take() {
                        if back.is_connected() {
                            let _ = back.focus();
                        }
                    }
                }
            }
        }
    });
}

/// A new screen takes the focus, as a new page would: its `[autofocus]` control, else the
/// screen itself (each screen's root has `tabindex="-1"`), so that Tab goes on from its top
/// and a screen reader names it. Without this the focus would fall to the page's body with
/// the control that had it.
#[hook]
pub fn use_screen_focus<T: PartialEq + 'static>(screen: T) {
    use_effect_with(screen, |_| {
        let document = web_sys::window().and_then(|w| w.document());
        let first = |selector: &str| {
            document
                .as_ref()
                .and_then(|d| d.query_selector(selector).ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        };
        let target = first(".screen [autofocus], .table-page [autofocus]")
            .or_else(|| first(".screen, .table-page"));
        if let Some(target) = target {
            let _ = target.focus();
        }
    });
}
