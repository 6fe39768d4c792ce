//! Handing a friend's reply to the host's waiting tab: the host opens the reply link in any
//! tab of the same browser, and that tab gives the reply over a `BroadcastChannel` to the tab
//! that made the invite, which says it took it. Only strings of a bounded size are read.

use super::wait;
use gloo::events::EventListener;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{BroadcastChannel, MessageEvent};
use yew::Callback;

/// The channel's name, shared by every tab of the game on one origin.
pub const REPLY_CHANNEL: &str = "kemps-replies";
/// The longest reply handed over, in bytes.
pub const MAX_REPLY_BYTES: usize = 2048;
/// How long a posting tab waits to hear that a waiting tab took its reply.
const TAKEN_WITHIN_MS: f64 = 500.0;

/// A reply is sent as `REPLY` + text, and taken as `TAKEN` + the same text.
const REPLY: &str = "reply ";
const TAKEN: &str = "taken ";

/// The waiting host tab's ear: while it lives, every reply posted by another tab is handed to
/// `on_reply` and acknowledged.
pub struct ReplyChannel {
    channel: BroadcastChannel,
    _listener: EventListener,
}

impl ReplyChannel {
    /// `None` when the browser has no `BroadcastChannel` (the reply can still be pasted).
    pub fn listen(on_reply: Callback<String>) -> Option<ReplyChannel> {
        let channel = BroadcastChannel::new(REPLY_CHANNEL).ok()?;
        let answering = channel.clone();
        let listener = EventListener::new(&channel, "message", move |event| {
            let Some(reply) = message_after(event, REPLY) else {
                return;
            };
            let taken = JsValue::from_str(&format!("{TAKEN}{reply}"));
            let _ = answering.post_message(&taken);
            on_reply.emit(reply);
        });
        Some(ReplyChannel {
            channel,
            _listener: listener,
        })
    }

    /// Hands `text` to a waiting tab; true when one took it within half a second.
    pub async fn post(text: &str) -> bool {
        if text.len() > MAX_REPLY_BYTES {
            return false;
        }
        let Ok(channel) = BroadcastChannel::new(REPLY_CHANNEL) else {
            return false;
        };
        let taken = Rc::new(Cell::new(false));
        let listener = {
            let (taken, text) = (taken.clone(), text.to_string());
            EventListener::new(&channel, "message", move |event| {
                if message_after(event, TAKEN).as_deref() == Some(text.as_str()) {
                    taken.set(true);
                }
            })
        };
        let posted = channel.post_message(&JsValue::from_str(&format!("{REPLY}{text}")));
        let took = posted.is_ok() && wait::until(TAKEN_WITHIN_MS, || taken.get()).await;
        drop(listener);
        channel.close();
        took
    }
}

impl Drop for ReplyChannel {
    fn drop(&mut self) {
        self.channel.close();
    }
}

/// The text after `tag` in a message event whose data is a string of a bounded size.
fn message_after(event: &web_sys::Event, tag: &str) -> Option<String> {
    let data = event.dyn_ref::<MessageEvent>()?.data();
    let string = data.dyn_ref::<js_sys::JsString>()?;
    // Measured before it is copied: a string's UTF-8 is never shorter than its UTF-16.
    if string.length() as usize > tag.len() + MAX_REPLY_BYTES {
        return None;
    }
    let text = String::from(string);
    let rest = text.strip_prefix(tag)?;
    (rest.len() <= MAX_REPLY_BYTES).then(|| rest.to_string())
}
