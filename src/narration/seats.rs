//! Who is who at a table shown on this page: the person plays seat 0 (a friend's page shows
//! the host's table turned so that its friend sits there too), the bots every other seat.

use crate::engine::{Seat, Team};

/// Your seat: the person plays seat 0, and the bots every other.
pub const YOU: Seat = Seat::FIRST;
/// Your team (yours and your partner's).
pub const YOUR_TEAM: Team = Team(0);
