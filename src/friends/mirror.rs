//! A friend's page's copy of the host's table: the friend's seat's view as last sent, and
//! the presses waiting to go to the host. The page never runs the engine: every press is
//! judged by the host's table, whose answer comes back with the next update.

use crate::engine::{Action, SeatCopy, SeatView};

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
