//! What a bot may perceive. A bot receives a `SeatView` and `Seen` events, never the game:
//! `Seen` can only be made by filtering events through what the seat is allowed to see.

use crate::engine::{Event, Seat, TimedEvent};

/// An event as one seat perceives it.
#[derive(Clone, Copy, Debug)]
pub struct Seen<'a> {
    event: &'a TimedEvent,
}

impl<'a> Seen<'a> {
    /// The events of `events` that `seat` may see, in order.
    pub fn for_seat(seat: Seat, events: &'a [TimedEvent]) -> impl Iterator<Item = Seen<'a>> + 'a {
        events
            .iter()
            .filter(move |e| e.event.visible_to(seat))
            .map(|event| Seen { event })
    }

    pub fn at(&self) -> u64 {
        self.event.at
    }

    pub fn event(&self) -> &'a Event {
        &self.event.event
    }
}
