//! A friend's page's copy of the host's table: the friend's seat's view as last sent, and
//! the presses waiting to go to the host. The page never runs the engine: every press is
//! judged by the host's table, whose answer comes back with the next update.

use crate::engine::{Action, Event, SeatCopy, SeatView, Table};

use super::wire::ToHost;

#[derive(Clone, Debug)]
pub struct Mirror {
    copy: SeatCopy,
    outbox: Vec<ToHost>,
    round_trip: Option<u32>,
}

impl Mirror {
    pub fn new(copy: SeatCopy) -> Mirror {
        Mirror {
            copy,
            outbox: Vec::new(),
            round_trip: None,
        }
    }

    pub fn view(&self) -> SeatView<'_> {
        self.copy.view()
    }

    pub fn set_copy(&mut self, copy: SeatCopy) {
        self.copy = copy;
    }

    /// A press, sent with the game time this page showed when it was made.
    pub fn send(&mut self, action: Action) {
        let seen = self.copy.now;
        self.outbox.push(ToHost::Act { action, seen });
    }

    pub fn say(&mut self, message: ToHost) {
        self.outbox.push(message);
    }

    pub fn take_outbox(&mut self) -> Vec<ToHost> {
        std::mem::take(&mut self.outbox)
    }

    pub fn round_trip(&self) -> Option<u32> {
        self.round_trip
    }

    pub fn set_round_trip(&mut self, ms: u32) {
        self.round_trip = Some(ms);
    }
}

/// Whether an event from the host names only seats and teams of `table`, and holds no more
/// cards than a table can: what a friend's page checks before its table hears it.
pub fn event_fits(e: &Event, table: Table) -> bool {
    let seat = |s: &crate::engine::Seat| s.index() < table.seat_count();
    let team = |t: &crate::engine::Team| t.index() < table.team_count();
    let few = |n: usize| n <= 16;
    match e {
        Event::RoundStarted { dealer, .. } => seat(dealer),
        Event::Dealt { seat: s, .. }
        | Event::TripsRedealt { seat: s, .. }
        | Event::Swapped { seat: s, .. }
        | Event::Dropped { seat: s, .. }
        | Event::Took { seat: s, .. }
        | Event::Passed { seat: s }
        | Event::Gestured { seat: s, .. }
        | Event::Called { seat: s, .. }
        | Event::Revealed { seat: s, .. }
        | Event::StopRightLost { seat: s } => seat(s),
        Event::CentreDealt { cards } | Event::TripsSetAside { cards } => few(cards.len()),
        Event::Scored { team: t, .. } => team(t),
        Event::RoundEnded { record } => {
            record.by.as_ref().is_none_or(seat)
                && record.calls.len() <= 64
                && record.calls.iter().all(|c| seat(&c.by))
        }
        Event::GameOver { winners, losers } => winners.iter().all(team) && losers.iter().all(team),
        Event::Count { .. }
        | Event::CountStopped
        | Event::Swept { .. }
        | Event::Reshuffled { .. } => true,
    }
}
