//! The host's side of one friend: the seat they play, the table turned for them, what
//! their seat perceived since the last update, and their connection's round trip.

use crate::engine::Seat;
use crate::engine::{SeatCopy, SeatView, StopTarget, Table, TimedEvent};

use super::happened::Happened;
use super::turn::Turn;
use super::wire::ToFriend;

/// How often the host measures a friend's round trip, in real milliseconds.
pub const PING_EVERY_MS: f64 = 2_000.0;

#[derive(Clone, Debug)]
pub struct Friend {
    seat: Seat,
    turn: Turn,
    /// Events the friend's seat perceived since the last update, turned.
    pending: Vec<Happened>,
    last_copy: Option<SeatCopy>,
    /// The friend has seen the current round result.
    pub continued: bool,
    ping: Option<(u32, f64)>,
    last_ping_at: f64,
    round_trip: Option<u32>,
}

impl Friend {
    pub fn new(table: Table, seat: Seat) -> Friend {
        Friend {
            seat,
            turn: Turn::new(table, seat),
            pending: Vec::new(),
            last_copy: None,
            continued: false,
            ping: None,
            last_ping_at: f64::NEG_INFINITY,
            round_trip: None,
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn turn(&self) -> Turn {
        self.turn
    }

    pub fn round_trip(&self) -> Option<u32> {
        self.round_trip
    }

    /// Events of the table: the friend hears those its seat perceives, turned.
    pub fn heard(&mut self, events: &[TimedEvent], rule: StopTarget) {
        let seen = events.iter().filter(|e| e.event.visible_to(self.seat));
        self.pending
            .extend(seen.map(|e| Happened(e.at, self.turn.event(&e.event, rule))));
    }

    /// The friend's view, turned so that they sit at seat 0.
    pub fn copy(&self, table_view: SeatView<'_>) -> SeatCopy {
        self.turn.copy(&table_view.copy())
    }

    /// An update when the friend's seat perceived anything or its view changed.
    pub fn update(&mut self, view: SeatView<'_>) -> Option<ToFriend> {
        let copy = self.copy(view);
        if self.pending.is_empty() && self.last_copy.as_ref() == Some(&copy) {
            return None;
        }
        self.last_copy = Some(copy.clone());
        Some(ToFriend::Update {
            events: std::mem::take(&mut self.pending),
            copy: Box::new(copy),
        })
    }

    /// A ping when one is due (one at a time, every `PING_EVERY_MS`).
    pub fn ping(&mut self, real_now: f64) -> Option<ToFriend> {
        if real_now - self.last_ping_at < PING_EVERY_MS {
            return None;
        }
        let id = self.ping.map_or(1, |(id, _)| id.wrapping_add(1));
        self.ping = Some((id, real_now));
        self.last_ping_at = real_now;
        Some(ToFriend::Ping(id))
    }

    /// The answer to a ping: the round trip, to tell the friend. Any other number is ignored.
    pub fn pong(&mut self, id: u32, real_now: f64) -> Option<ToFriend> {
        let (sent, at) = self.ping?;
        if sent != id {
            return None;
        }
        self.ping = None;
        let ms = (real_now - at).clamp(0.0, 60_000.0) as u32;
        self.round_trip = Some(ms);
        Some(ToFriend::RoundTrip(ms))
    }
}
