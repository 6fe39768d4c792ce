//! A link for the player to copy by hand, where neither the share sheet nor the clipboard
//! works: in a read-only field that takes the focus with the whole link selected.

use yew::prelude::*;

use super::{text_button, text_el};

use super::press;

#[derive(Properties, PartialEq)]
pub struct CopyLinkProps {
    pub link: AttrValue,
    /// Puts the field away.
    #[prop_or_default]
    pub on_close: Option<Callback<()>>,
}

#[function_component]
pub fn CopyLink(props: &CopyLinkProps) -> Html {
    let field = use_node_ref();
    {
        let field = field.clone();
        use_effect_with(props.link.clone(), move |_| {
            if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                let _ = input.focus();
                input.select();
            }
        });
    }
    let select_all = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .select()
    });
    html! {
        <div class="copy-link">
            <label>
                { text_el("span", None, "Link") }
                <input type="text" readonly=true value={props.link.clone()} ref={field}
                       onfocus={select_all} data-testid="copy-link"/>
            </label>
            if let Some(cb) = &props.on_close {
                { text_button("chip", "Done", press(cb)) }
            }
        </div>
    }
}
