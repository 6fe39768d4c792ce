//! The host's side of one friend: the seat they play, the table turned for them, what
//! their seat perceived since the last update, and their connection's round trip.

use crate::engine::Seat;
use crate::engine::{SeatCopy, SeatView, StopTarget, Table, TimedEvent};

use super::happened::Happened;
use super::turn::Turn;
use super::wire::ToFriend;

/// How often the host measures a friend's round trip, in real milliseconds.
pub const PING_EVERY_MS: f64 = 2_000.0;
/// How often a friend is sent the table when only its clock moved, in real milliseconds.
pub const CLOCK_EVERY_MS: f64 = 250.0;
/// The most messages a friend may send in a burst, and how many a second after it: far
/// more than a person presses; the rest are dropped unread.
const BURST: f64 = 40.0;
const PER_SECOND: f64 = 20.0;

#[derive(Clone, Debug)]
pub struct Friend {
    seat: Seat,
    turn: Turn,
    /// Events the friend's seat perceived since the last update, turned.
    pending: Vec<Happened>,
    last_copy: Option<SeatCopy>,
    last_sent_at: f64,
    /// The friend has seen the current round result.
    pub continued: bool,
    /// The friend paused the table (and may resume it).
    pub paused: bool,
    /// Since when (real ms) the connection to the friend is lost, while it is.
    pub lost_since: Option<f64>,
    /// Messages the friend may still send now (a bucket refilled at `PER_SECOND`).
    allowance: f64,
    allowance_at: f64,
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
            last_sent_at: f64::NEG_INFINITY,
            continued: false,
            paused: false,
            lost_since: None,
            allowance: BURST,
            allowance_at: f64::NEG_INFINITY,
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

    /// An update when the friend's seat perceived anything or its view changed, or every
    /// `CLOCK_EVERY_MS` while only the game's clock moves (what the friend's presses are
    /// stamped with).
    pub fn update(&mut self, view: SeatView<'_>, real_now: f64) -> Option<ToFriend> {
        let copy = self.copy(view);
        let same = |last: &SeatCopy| {
            SeatCopy {
                now: copy.now,
                ..last.clone()
            } == copy
        };
        let only_the_clock = self.last_copy.as_ref().is_some_and(same);
        let clock_due = real_now - self.last_sent_at >= CLOCK_EVERY_MS;
        let unchanged = self.last_copy.as_ref() == Some(&copy);
        if self.pending.is_empty() && (unchanged || (only_the_clock && !clock_due)) {
            return None;
        }
        self.last_copy = Some(copy.clone());
        self.last_sent_at = real_now;
        Some(ToFriend::Update {
            events: std::mem::take(&mut self.pending),
            copy: Box::new(copy),
        })
    }

    /// Whether a message from the friend, arriving now, is read: a page that sends more
    /// than a person could press is not let stall the table.
    pub fn allow(&mut self, real_now: f64) -> bool {
        let elapsed = (real_now - self.allowance_at).max(0.0);
        self.allowance = (self.allowance + elapsed / 1_000.0 * PER_SECOND).min(BURST);
        self.allowance_at = real_now;
        if self.allowance < 1.0 {
            return false;
        }
        self.allowance -= 1.0;
        true
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

    /// The answer to a ping: the round trip in ms, to tell the friend (`News::RoundTrip`).
    /// Any other number is ignored.
    pub fn pong(&mut self, id: u32, real_now: f64) -> Option<u32> {
        let (sent, at) = self.ping?;
        if sent != id {
            return None;
        }
        self.ping = None;
        let ms = (real_now - at).clamp(0.0, 60_000.0) as u32;
        self.round_trip = Some(ms);
        Some(ms)
    }
}
