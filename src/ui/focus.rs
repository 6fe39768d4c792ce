//! Overlays take the focus and give it back: when one opens (the keys, the pause, the stop
//! picker, a round's result, the match's end, the gesture palette), the focus moves to its
//! first control; when it closes, the focus returns to what had it before, so a keyboard
//! player goes on from where they were. A dialog that holds the game keeps the focus: the
//! page behind it is inert while it is open. A new screen takes the focus as a new page would.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Where the focus goes when `open` names an overlay: its `[autofocus]` control, else its
/// first button. `open` is `None` while no overlay is up; any change of it moves the focus.
/// While the overlay `holds` the table (`Overlay::holds_the_table`), every other part of the
/// page around it is `inert`: Tab and Shift+Tab stay in the dialog, and a screen reader reads
/// it alone. The order matters, so one effect does both: the focus is taken into the overlay
/// before the parts behind turn inert, and the parts are given back before the focus returns
/// to one of them.
#[hook]
pub fn use_overlay_focus(open: Option<&'static str>, holds: bool) {
    let before: Rc<RefCell<Option<web_sys::HtmlElement>>> = use_mut_ref(|| None);
    let inert: Rc<RefCell<Vec<web_sys::Element>>> = use_mut_ref(Vec::new);
    use_effect_with((open, holds), move |&(open, holds)| {
        for part in inert.borrow_mut().drain(..) {
            let _ = part.remove_attribute("inert");
        }
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
                    // The overlay opens at its top, however far down its control is.
                    if let Some(target) = target {
                        let options = web_sys::FocusOptions::new();
                        options.set_prevent_scroll(true);
                        let _ = target.focus_with_options(&options);
                    }
                    if holds {
                        *inert.borrow_mut() = make_inert_around(&document, selector);
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

/// Makes every part beside the overlay `selector` names inert (but those inert already),
/// and gives the parts it made inert, whose reach is given back when the overlay goes.
fn make_inert_around(document: &web_sys::Document, selector: &str) -> Vec<web_sys::Element> {
    let Some(overlay) = document.query_selector(selector).ok().flatten() else {
        return Vec::new();
    };
    let mut made = Vec::new();
    let mut part = overlay
        .parent_element()
        .and_then(|p| p.first_element_child());
    while let Some(element) = part {
        if element != overlay && !element.has_attribute("inert") {
            let _ = element.set_attribute("inert", "");
            made.push(element.clone());
        }
        part = element.next_element_sibling();
    }
    made
}

/// A new screen takes the focus, as a new page would: its `[autofocus]` control, else the
/// screen itself (each screen's root has `tabindex="-1"`), so that Tab goes on from its top
/// and a screen reader names it. Without this the focus would fall to the page's body with
/// the control that had it.
#[hook]
pub fn use_screen_focus<T: PartialEq + 'static>(screen: T) {
    use_effect_with(screen, |_| focus_screen());
}

/// Gives the focus to the screen on the page: its `[autofocus]` control, else its root.
pub fn focus_screen() {
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
}
