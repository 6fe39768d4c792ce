//! A player at the table: face, name and the backs of the cards they hold.

use yew::prelude::*;

use super::avatar::Avatar;
use super::card::CardBack;

#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub seat: usize,
    pub name: AttrValue,
    /// "partner" or "opponent", said aloud with the name.
    pub role_label: AttrValue,
    pub cards: usize,
    pub dealer: bool,
    /// Position on the table, in percent of its width and height.
    pub x: f64,
    pub y: f64,
}

#[function_component]
pub fn SeatView(props: &SeatProps) -> Html {
    let style = format!("--x:{:.2}%;--y:{:.2}%", props.x, props.y);
    let label = format!(
        "{}, {}, {} cards",
        props.name, props.role_label, props.cards
    );
    html! {
        <section class={classes!("seat", format!("seat-{}", props.seat), props.role_label.to_string())} style={style}
                 aria-label={label} data-seat={props.seat.to_string()}>
            <Avatar seat={props.seat}/>
            <div class="nameplate">
                <span class="name">{props.name.clone()}</span>
                <span class="role">{props.role_label.clone()}</span>
                if props.dealer { <span class="dealer-chip" title="dealer">{"D"}</span> }
            </div>
            <div class="backs" data-count={props.cards.to_string()}>
                { for (0..props.cards).map(|i| html! { <CardBack key={i}/> }) }
            </div>
        </section>
    }
}
