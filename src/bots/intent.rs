//! What a bot means to do, and when it counts two intents as one.

use super::memory::Read;
use crate::engine::{CallKind, Target};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Look at the centre: exchange if it helps (or pass), or complete a drop-then-take
    /// or take-then-drop.
    Exchange,
    /// Make the team signal (while holding four of a kind).
    Signal,
    Decoy,
    /// A call, with the target a stop names and, for a stop, what the bot read.
    Call(CallKind, Option<Target>, Option<Read>),
}

impl Intent {
    /// Two intents that would do the same thing (a call's reasons aside).
    pub fn same_as(&self, other: &Intent) -> bool {
        match (self, other) {
            (Intent::Call(a, s, _), Intent::Call(b, t, _)) => a == b && s == t,
            _ => self == other,
        }
    }
}
