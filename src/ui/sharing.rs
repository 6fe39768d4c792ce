//! Sharing from the page: the system share sheet where there is one, the clipboard
//! otherwise, and the link to copy by hand when neither works (the caller is told which);
//! downloading replay files. Every browser feature is looked for before it is used.

use crate::ui::lang::words;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::Callback;

/// The address of this page (any host, any path), without query or fragment.
pub fn page_address() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// The address of this page opening `fragment` (a deal, a challenge, a replay).
pub fn address_of(fragment: &str) -> String {
    format!("{}#{}", page_address(), fragment)
}

/// What came of sharing, for the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Shared {
    /// Shared, not shared, copied: one sentence.
    Said(String),
    /// Neither the share sheet nor the clipboard worked: the link, for the player to copy by
    /// hand.
    CopyByHand(String),
}

impl Default for Shared {
    fn default() -> Shared {
        Shared::Said(String::new())
    }
}

impl Shared {
    pub fn sentence(&self) -> String {
        match self {
            Shared::Said(said) => said.clone(),
            Shared::CopyByHand(_) => tr!(&words(), LINK_COPY_BY_HAND),
        }
    }

    pub fn link_to_copy(&self) -> Option<String> {
        match self {
            Shared::Said(_) => None,
            Shared::CopyByHand(link) => Some(link.clone()),
        }
    }
}

/// `target[name]`, when it is a function. Browsers without a share sheet, and pages on plain
/// HTTP (no clipboard there), simply do not have these.
fn method(target: &JsValue, name: &str) -> Option<js_sys::Function> {
    js_sys::Reflect::get(target, &JsValue::from_str(name))
        .ok()?
        .dyn_into()
        .ok()
}

/// Calls a method that answers with a promise; a throw and a rejection both come back as
/// `Err`, never through the page.
async fn call(f: &js_sys::Function, this: &JsValue, arg: &JsValue) -> Result<JsValue, JsValue> {
    let answer = f.call1(this, arg)?;
    JsFuture::from(js_sys::Promise::resolve(&answer)).await
}

fn named(error: &JsValue, name: &str) -> bool {
    js_sys::Reflect::get(error, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string())
        .is_some_and(|n| n == name)
}

/// Shares `text` and `url`: through the share sheet where there is one, else the clipboard,
/// else the player is given the link to copy by hand. `done` hears what happened.
pub fn share(title: &str, text: &str, url: &str, done: Callback<Shared>) {
    let navigator: Option<JsValue> = web_sys::window().map(|w| w.navigator().into());
    let share_sheet = navigator
        .as_ref()
        .and_then(|n| Some((n.clone(), method(n, "share")?)));
    let clipboard = navigator
        .as_ref()
        .and_then(|n| js_sys::Reflect::get(n, &JsValue::from_str("clipboard")).ok())
        .filter(|c| c.is_object())
        .and_then(|c| Some((method(&c, "writeText")?, c)));
    let (text, url, title) = (text.to_string(), url.to_string(), title.to_string());
    wasm_bindgen_futures::spawn_local(async move {
        if let Some((navigator, share)) = share_sheet {
            let data = web_sys::ShareData::new();
            data.set_title(&title);
            data.set_text(&text);
            data.set_url(&url);
            match call(&share, &navigator, &data).await {
                Ok(_) => return done.emit(Shared::Said(tr!(&words(), LINK_SHARED))),
                // Cancelled by the player: say nothing more than that.
                Err(e) if named(&e, "AbortError") => {
                    return done.emit(Shared::Said(tr!(&words(), LINK_NOT_SHARED)))
                }
                Err(_) => {}
            }
        }
        if let Some((write_text, clipboard)) = clipboard {
            let line = JsValue::from_str(&format!("{text} {url}"));
            if call(&write_text, &clipboard, &line).await.is_ok() {
                return done.emit(Shared::Said(tr!(&words(), LINK_COPIED)));
            }
        }
        done.emit(Shared::CopyByHand(url));
    });
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> bool {
    let blob = gloo::file::Blob::new_with_options(text, Some("application/octet-stream"));
    let url = gloo::file::ObjectUrl::from(blob);
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Ok(anchor) = document
        .create_element("a")
        .map(|a| a.unchecked_into::<web_sys::HtmlAnchorElement>())
    else {
        return false;
    };
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The object URL is released when `url` drops; the click has already started the download.
    true
}
