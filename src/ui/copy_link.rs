//! A link for the player to copy by hand, where neither the share sheet nor the clipboard
//! works: in a read-only field that takes the focus with the whole link selected.

use crate::ui::lang::words;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CopyLinkProps {
    pub link: AttrValue,
    /// How many times the link was asked for: each asking takes the focus again, even for
    /// the same link in a field already open.
    #[prop_or_default]
    pub asked: u32,
    /// Puts the field away (a Done button); without it the field stays.
    #[prop_or_default]
    pub on_close: Option<Callback<()>>,
}

/// The field takes the focus as soon as it is drawn, and again for each new link or asking:
/// the field that appears last is the one the player just asked for (the match end's, over
/// the table).
#[function_component]
pub fn CopyLink(props: &CopyLinkProps) -> Html {
    let field = use_node_ref();
    {
        let field = field.clone();
        use_effect_with((props.link.clone(), props.asked), move |_| {
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
                <span>{tr!(&words(), LINK_LINK)}</span>
                <input type="text" readonly=true value={props.link.clone()} ref={field}
                       onfocus={select_all} data-testid="copy-link"/>
            </label>
            if let Some(on_close) = &props.on_close {
                <button type="button" class="chip" onclick={on_close.reform(|_| ())}>{tr!(&words(), LINK_DONE)}</button>
            }
        </div>
    }
}
