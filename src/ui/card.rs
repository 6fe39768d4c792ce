//! A playing card, face up or face down, drawn with CSS (no image downloads).

use crate::ui::lang::words;
use yew::prelude::*;

use crate::engine::Card;
use crate::narration::words::{card_name, rank_face};

/// A face's classes: its colour and its suit, for the style sheet.
fn face_classes(card: Card) -> Classes {
    let colour = if card.suit.is_red() { "red" } else { "black" };
    classes!("card", "face", colour, format!("suit-{}", card.suit.name()))
}

fn card_inside(card: Card) -> Html {
    let face = rank_face(&words(), card.rank);
    html! {
        <>
            <span class="corner top" aria-hidden="true">{face.clone()}<br/>{card.suit.symbol()}</span>
            <span class="pip" aria-hidden="true">{card.suit.symbol()}</span>
            <span class="corner bottom" aria-hidden="true">{face}<br/>{card.suit.symbol()}</span>
        </>
    }
}

/// A face-up card to look at, `key`ed by its place in a row, `small` in a seat's revealed
/// hand. Its accessible name is the card's spoken name ("seven of hearts", in the words in
/// use); `data-card`
/// carries the notation ("7H") for tests.
pub fn card_face(card: Card, key: usize, small: bool) -> Html {
    html! {
        <div key={key} class={classes!(face_classes(card), small.then_some("small"))}
             role="img" aria-label={card_name(&words(), card)} data-card={card.to_string()}>
            { card_inside(card) }
        </div>
    }
}

pub struct CardButtonProps {
    pub card: Card,
    pub selected: bool,
    pub onclick: Callback<Card>,
    /// The key that picks this card, shown in a corner.
    pub hotkey: Option<char>,
    pub disabled: bool,
}

/// A face-up card you can pick: a button named after the card, pressed while picked.
pub fn card_button(props: CardButtonProps) -> Html {
    let card = props.card;
    let class = classes!(
        face_classes(card),
        "pickable",
        props.selected.then_some("selected")
    );
    html! {
        <button type="button" {class}
                aria-label={card_name(&words(), card)} aria-pressed={props.selected.to_string()} data-card={card.to_string()}
                disabled={props.disabled} onclick={props.onclick.reform(move |_| card)}>
            { card_inside(card) }
            if let Some(k) = props.hotkey { <kbd class="hotkey" aria-hidden="true">{k.to_ascii_uppercase()}</kbd> }
        </button>
    }
}

/// A face-down card: the back of the deck.
pub fn card_back(key: usize) -> Html {
    html! { <div key={key} class="card back" aria-hidden="true"></div> }
}
