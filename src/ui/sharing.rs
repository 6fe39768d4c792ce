//! Sharing from the page: the system share sheet where there is one, the clipboard
//! otherwise (the caller is told which); downloading and reading replay files.

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

/// Shares `text` and `url`; `done` hears what happened, in a sentence.
pub fn share(title: &str, text: &str, url: &str, done: Callback<String>) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        done.emit("Sharing is not available here.".into());
        return;
    };
    let has_share = js_sys::Reflect::has(&navigator, &JsValue::from_str("share")).unwrap_or(false);
    let (text, url, title) = (text.to_string(), url.to_string(), title.to_string());
    wasm_bindgen_futures::spawn_local(async move {
        if has_share {
            let data = web_sys::ShareData::new();
            data.set_title(&title);
            data.set_text(&text);
            data.set_url(&url);
            match JsFuture::from(navigator.share_with_data(&data)).await {
                Ok(_) => return done.emit("Shared.".into()),
                // Cancelled by the player: say nothing more than that.
                Err(e)
                    if e.dyn_ref::<js_sys::Error>()
                        .is_some_and(|e| e.name() == "AbortError") =>
                {
                    return done.emit("Not shared.".into())
                }
                Err(_) => {}
            }
        }
        let copied =
            JsFuture::from(navigator.clipboard().write_text(&format!("{text} {url}"))).await;
        done.emit(match copied {
            Ok(_) => "Link copied to the clipboard.".into(),
            Err(_) => format!("Could not copy. The link is: {url}"),
        });
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
