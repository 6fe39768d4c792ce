//! A playing card, face up or face down, drawn with CSS (no image downloads).

use yew::prelude::*;

use crate::engine::Card;

#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    pub card: Card,
    #[prop_or_default]
    pub class: Classes,
}

/// A face-up card. Its accessible name is the card's spoken name ("seven of hearts");
/// `data-card` carries the notation ("7H") for tests.
#[function_component]
pub fn CardFace(props: &CardFaceProps) -> Html {
    let card = props.card;
    let colour = if card.suit.is_red() { "red" } else { "black" };
    html! {
        <div class={classes!("card", "face", colour, format!("suit-{}", card.suit.name()), props.class.clone())}
             role="img" aria-label={card.spoken()} data-card={card.to_string()}>
            <span class="corner top" aria-hidden="true">{card.rank.face()}<br/>{card.suit.symbol()}</span>
            <span class="pip" aria-hidden="true">{card.suit.symbol()}</span>
            <span class="corner bottom" aria-hidden="true">{card.rank.face()}<br/>{card.suit.symbol()}</span>
        </div>
    }
}

/// A face-down card: the back of the deck.
#[function_component]
pub fn CardBack() -> Html {
    html! { <div class="card back" aria-hidden="true"></div> }
}
