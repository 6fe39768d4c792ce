//! A link for the player to copy by hand, where neither the share sheet nor the clipboard
//! works: in a read-only field that takes the focus with the whole link selected.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::{text_button, text_el};

use super::press;

/// The field, and a Done button when `on_close` puts it away. A plain function, not a
/// component: a component costs about 1 KB of Wasm of its own. The focus comes from
/// [`focus_link_field`], called where the link is handed out.
pub fn copy_link(link: AttrValue, on_close: Option<&Callback<()>>) -> Html {
    let select_all = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .select()
    });
    html! {
        <div class="copy-link">
            <label>
                { text_el("span", None, "Link") }
                <input type="text" readonly=true value={link} onfocus={select_all} data-testid="copy-link"/>
            </label>
            if let Some(cb) = on_close {
                { text_button("chip", "Done", press(cb)) }
            }
        </div>
    }
}

/// Once the link field is drawn (after the render that the handing out starts), it takes
/// the focus, and with it the whole link is selected: the field of an open overlay (the
/// match end) before the table's own, which may still be open behind it.
pub fn focus_link_field() {
    gloo::timers::callback::Timeout::new(0, || {
        let field = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| {
                let field = |s| d.query_selector(s).ok().flatten();
                field(".overlay .copy-link input").or_else(|| field(".copy-link input"))
            })
            .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
        if let Some(input) = field {
            let _ = input.focus();
            input.select();
        }
    })
    .forget();
}
