//! Waiting in an async function, on the page's timers: no closure outlives the wait, so a
//! wait dropped half-way leaves nothing behind.

use wasm_bindgen_futures::JsFuture;

/// How often a condition is looked at again.
const POLL_MS: i32 = 20;

/// Waits until `done()` holds or `limit_ms` have passed; returns whether it held.
pub async fn until(limit_ms: f64, done: impl Fn() -> bool) -> bool {
    let deadline = js_sys::Date::now() + limit_ms;
    loop {
        if done() {
            return true;
        }
        if js_sys::Date::now() >= deadline {
            return false;
        }
        sleep(POLL_MS).await;
    }
}

/// Resolves after `ms` (at once when there is no window to keep time).
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let timer = web_sys::window().map(|window| {
            window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
        });
        if !matches!(timer, Some(Ok(_))) {
            let _ = resolve.call0(&wasm_bindgen::JsValue::UNDEFINED);
        }
    });
    let _ = JsFuture::from(promise).await;
}
