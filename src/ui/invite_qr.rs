//! The invite as a QR code, for a friend in the same room to open with their phone's camera:
//! behind a summary, so that the invite screen stays short on a phone until it is wanted.

use yew::prelude::*;

use crate::friends::net::qr::{qr_code, svg_of};
use crate::ui::lang::words;

/// The QR code of the invite `link`, to show on request; nothing for a link no QR code holds.
pub fn invite_qr(link: &str) -> Html {
    let Some(code) = qr_code(link) else {
        return html! {};
    };
    let svg = svg_of(&code);
    // Inline in the page, without the XML prolog a file would start with.
    let svg = svg
        .split_once("?>")
        .map_or(svg.as_str(), |(_, rest)| rest.trim_start());
    html! {
        <details class="invite-qr">
            <summary>{tr!(&words(), LINK_SHOW_QR)}</summary>
            <div class="qr" role="img" aria-label={tr!(&words(), LINK_QR_LABEL)} data-testid="invite-qr">
                { Html::from_html_unchecked(AttrValue::from(svg.to_string())) }
            </div>
            <p class="hint">{tr!(&words(), LINK_QR_HINT)}</p>
        </details>
    }
}
