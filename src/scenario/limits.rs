//! The limits a scenario is held to, so that no file makes a run last for hours.

/// The latest time an action may give: 24 hours of game time.
pub const MAX_AT_MS: u64 = 86_400_000;

/// After the last action the game runs on alone for at most this long.
pub const RUN_ON_MS: u64 = 60_000;

/// A run is refused once it has produced this many events. Default timers over 24 hours of
/// game time stay far below it; one-millisecond timers over long gaps between actions would
/// otherwise run for hours and fill memory.
pub const MAX_EVENTS: usize = 1_000_000;
