//! The browser app: Yew components over the session, the bots and the engine. Only built
//! for wasm32. One component per file; state changes go through reducers; browser side
//! effects (frames, keys, visibility, sound, the address bar) live in hooks and effects.

pub mod app;
pub mod avatar;
pub mod card;
pub mod controls;
pub mod copy_link;
pub mod focus;
pub mod form;
pub mod home;
pub mod hooks;
pub mod how_to_play;
pub mod keys_overlay;
pub mod link_problem;
pub mod match_end;
pub mod packing;
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
pub mod table_state;
pub mod table_view;

pub use app::App;

use yew::{Callback, MouseEvent};

/// A button's click handler that emits `cb`. One function for every such button: a closure
/// written at each one is compiled again for each.
pub fn press(cb: &Callback<()>) -> Callback<MouseEvent> {
    let cb = cb.clone();
    Callback::from(move |_| cb.emit(()))
}

/// A class attribute of the given names, the absent ones left out:
/// `class_list(&[Some("card"), small.then_some("small")])`: a joined string.
pub fn class_list(names: &[Option<&str>]) -> yew::AttrValue {
    let mut out = String::new();
    for name in names.iter().flatten() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(name);
    }
    out.into()
}

/// `node`, an element built by `html!`, given a class that changes from render to render:
/// `with_class(html! { <li>…</li> }, &[Some("card"), small.then_some("small")])`. A class
/// written in `html!` must be a literal: a computed one goes through Yew's `Classes`, an
/// ordered hash set that splits the names and joins them again, whose code would be about
/// 1 KB of the page's download for no change in the page.
pub fn with_class(node: yew::Html, names: &[Option<&str>]) -> yew::Html {
    set_class(node, class_list(names))
}

/// `node`, an element built by `html!`, with its class attribute set to `class`.
#[inline(never)]
pub fn set_class(mut node: yew::Html, class: yew::AttrValue) -> yew::Html {
    if let yew::virtual_dom::VNode::VTag(tag) = &mut node {
        std::rc::Rc::make_mut(tag).add_attribute("class", class);
    }
    node
}

/// An element holding only static text, `<h1>Stats</h1>`, with an optional class. One function
/// for all of them: written inline, each would cost its own copy of Yew's element code.
#[inline(never)]
pub fn text_el(tag: &'static str, class: Option<&'static str>, text: &'static str) -> yew::Html {
    let mut el = yew::virtual_dom::VTag::new(tag);
    if let Some(class) = class {
        el.add_attribute("class", class);
    }
    el.add_child(yew::virtual_dom::VText::new(text).into());
    el.into()
}

/// A button of static text, `<button type="button" class="chip">Leave</button>`: one function
/// for all of them, like `text_el`.
#[inline(never)]
pub fn text_button(
    class: &'static str,
    text: &'static str,
    onclick: Callback<MouseEvent>,
) -> yew::Html {
    set_class(
        yew::html! { <button type="button" {onclick}>{text}</button> },
        yew::AttrValue::Static(class),
    )
}
