//! A playing card, face up or face down, drawn with CSS (no image downloads).

use yew::prelude::*;

use super::{class_list, set_class};

use crate::engine::Card;

/// A face's classes, with the ones `more` adds.
fn card_classes(card: Card, more: &[Option<&str>]) -> AttrValue {
    let colour = if card.suit.is_red() { "red" } else { "black" };
    let suit = format!("suit-{}", card.suit.name());
    let mut names = vec![
        Some("card"),
        Some("face"),
        Some(colour),
        Some(suit.as_str()),
    ];
    names.extend_from_slice(more);
    class_list(&names)
}

fn card_inside(card: Card) -> Html {
    html! {
        <>
            <span class="corner top" aria-hidden="true">{card.rank.face()}<br/>{card.suit.symbol()}</span>
            <span class="pip" aria-hidden="true">{card.suit.symbol()}</span>
            <span class="corner bottom" aria-hidden="true">{card.rank.face()}<br/>{card.suit.symbol()}</span>
        </>
    }
}

/// A face-up card to look at, `key`ed by its place in a row, `small` in a seat's revealed
/// hand. Its accessible name is the card's spoken name ("seven of hearts"); `data-card`
/// carries the notation ("7H") for tests. A plain function, not a component: a component
/// costs about 1 KB of Wasm of its own.
pub fn card_face(card: Card, key: usize, small: bool) -> Html {
    set_class(
        html! { <div key={key} role="img" aria-label={card.spoken()} data-card={card.to_string()}>
            { card_inside(card) }
        </div> },
        card_classes(card, &[small.then_some("small")]),
    )
}

pub struct CardButtonProps {
    pub card: Card,
    pub selected: bool,
    pub onclick: Callback<Card>,
    /// The key that picks this card, shown in a corner.
    pub hotkey: Option<char>,
    pub disabled: bool,
}

/// A face-up card you can pick: a button named after the card, pressed while picked. A plain
/// function, not a component: a component costs about 1 KB of Wasm of its own.
pub fn card_button(props: CardButtonProps) -> Html {
    let card = props.card;
    let onclick = {
        let cb = props.onclick.clone();
        Callback::from(move |_| cb.emit(card))
    };
    set_class(
        html! { <button type="button"
                aria-label={card.spoken()} aria-pressed={props.selected.to_string()} data-card={card.to_string()}
                disabled={props.disabled} {onclick}>
            { card_inside(card) }
            if let Some(k) = props.hotkey { <kbd class="hotkey" aria-hidden="true">{k.to_ascii_uppercase()}</kbd> }
        </button> },
        card_classes(
            card,
            &[Some("pickable"), props.selected.then_some("selected")],
        ),
    )
}

/// A face-down card: the back of the deck. A plain function, not a component: a component
/// costs about 1 KB of Wasm of its own.
pub fn card_back(key: usize) -> Html {
    html! { <div key={key} class="card back" aria-hidden="true"></div> }
}
