//! The STUN/TURN servers of a friend match: `kemps-ice.json` beside `index.html`, fetched by
//! a relative address (so it works under any sub-path), read by `friends::net::ice`.

use crate::friends::net::ice::{ice_servers_from, IceServer};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

/// The file's address, relative to the page.
const ICE_FILE: &str = "kemps-ice.json";

/// The servers a friend match uses: the host's file's, or (without a file, or with one that
/// cannot be used, which the console is told) the public default unless `use_default` is
/// off, then none.
pub async fn ice_servers(use_default: bool) -> Vec<IceServer> {
    let file = fetch_text(ICE_FILE).await;
    match ice_servers_from(file.as_deref(), use_default) {
        Ok(servers) => servers,
        Err((why, fallback)) => {
            web_sys::console::warn_1(&why.to_string().into());
            fallback
        }
    }
}

/// The text of a file the host serves, or `None` when there is none (404, offline...).
async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response = response.dyn_into::<Response>().ok()?;
    if !response.ok() {
        return None;
    }
    let text = JsFuture::from(response.text().ok()?).await.ok()?;
    text.as_string()
}
