//! A player at the table: face, name, the backs of their cards (or their cards, once a call
//! has revealed them), their latest gesture and its caption.

use crate::ui::lang::words;
use yew::prelude::*;

use super::avatar::avatar;
use super::card::{card_back, card_face};
use crate::engine::{CallKind, Card, Gesture, Seat};
use crate::narration::names::Naming;
use crate::narration::words::shout;
use crate::session::pages::table_page::{role_words, seat_label};

pub struct SeatProps {
    pub seat: Seat,
    pub name: AttrValue,
    /// Your partner, or an opponent.
    pub partner: bool,
    pub cards: usize,
    pub dealer: bool,
    /// The gesture being made and its serial (a new serial restarts the animation).
    pub gesture: Option<(Gesture, u64)>,
    pub caption: Option<AttrValue>,
    pub revealed: Option<Vec<Card>>,
    pub passed: bool,
    /// The call this player has just made, shown in a speech bubble.
    pub shout: Option<CallKind>,
}

/// A call as a player shouts it, in a speech bubble at their seat. The live region has
/// already said it, so the bubble is for the eyes only.
pub fn shout_bubble(call: Option<CallKind>) -> Html {
    let Some(call) = call else {
        return Html::default();
    };
    html! { <p class="shout" aria-hidden="true" data-testid="shout" data-call={call.name()}>{shout(&words(), call)}</p> }
}

/// The seat, keyed by its number, with the face and role `n` gives it.
pub fn seat_view(n: &Naming, props: SeatProps) -> Html {
    let role = role_words(&words(), n, props.seat, props.partner);
    let label = seat_label(&words(), &props.name, &role, props.cards, props.passed);
    let (gesture, serial) = match props.gesture {
        Some((g, s)) => (Some(g), s),
        None => (None, 0),
    };
    let class = classes!(
        "seat",
        format!("seat-{}", props.seat.index()),
        if props.partner { "partner" } else { "opponent" },
        props.passed.then_some("passed"),
    );
    html! {
        <section key={props.seat.index()} {class} aria-label={label} data-seat={props.seat.index().to_string()}>
            { avatar(n.face(props.seat), gesture, false, serial) }
            { shout_bubble(props.shout) }
            <div class="nameplate">
                <span class="name">{props.name.clone()}</span>
                <span class="role">{role}</span>
                if props.dealer { { dealer_chip() } }
                if props.passed { <span class="pass-chip" title={tr!(&words(), TABLE_PASSED)}>{tr!(&words(), TABLE_PASS_CHIP)}</span> }
            </div>
            if let Some(text) = &props.caption {
                <p class="caption" data-testid="caption">{text.clone()}</p>
            }
            if let Some(cards) = &props.revealed {
                <div class="revealed" aria-label={tr!(&words(), TABLE_SHOWS, name = props.name.as_str())}>
                    { for cards.iter().enumerate().map(|(i, c)| card_face(*c, i, true)) }
                </div>
            } else {
                <div class="backs" data-count={props.cards.to_string()}>
                    { for (0..props.cards).map(card_back) }
                </div>
            }
        </section>
    }
}

/// The dealer's chip beside a name.
pub fn dealer_chip() -> Html {
    let dealer = tr!(&words(), TABLE_DEALER);
    html! { <span class="dealer-chip" title={dealer.clone()} aria-label={dealer}>{tr!(&words(), TABLE_DEALER_CHIP)}</span> }
}
