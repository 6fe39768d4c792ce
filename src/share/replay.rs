//! Replays: a finished (or unfinished) match as its game, your signal, and your timed
//! actions, compressed into a link (`#replay=…`) or a file. Playing the record again gives
//! the very same match: the bots are deterministic.

use serde::{Deserialize, Serialize};

use super::link::{from_base32, seal, to_base32, unseal, GameId, LinkError};
use crate::engine::{Action, Gesture};

pub const REPLAY_VERSION: u8 = 1;
/// A replay travels as a link up to this length; longer ones as a file.
pub const MAX_REPLAY_LINK: usize = 2_000;
pub const REPLAY_PREFIX: &str = "replay=";

/// What you did, and when (game time, milliseconds).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LogEntry {
    Act {
        at: u64,
        action: Action,
    },
    /// Between rounds you chose a new secret signal.
    Signal {
        at: u64,
        gesture: Gesture,
    },
}

impl LogEntry {
    pub fn at(&self) -> u64 {
        match self {
            LogEntry::Act { at, .. } | LogEntry::Signal { at, .. } => *at,
        }
    }
}

/// A match as a record: enough to play it again exactly.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    pub game: GameId,
    /// Your signal at the start.
    pub signal: Gesture,
    pub entries: Vec<LogEntry>,
    /// How far the match had got (game time).
    pub time: u64,
}

/// Times as gaps from the previous entry: small numbers, short varints.
#[derive(Serialize, Deserialize)]
enum Step {
    Act(u64, Action),
    Signal(u64, Gesture),
}

#[derive(Serialize, Deserialize)]
struct Body {
    game: String,
    signal: Gesture,
    steps: Vec<Step>,
    time: u64,
}

impl MatchRecord {
    /// The compressed, checksummed record, in the links' base 32 (safe in any URL).
    pub fn encode(&self) -> String {
        let mut last = 0;
        let steps = self
            .entries
            .iter()
            .map(|e| {
                let gap = e.at().saturating_sub(last);
                last = e.at();
                match e {
                    LogEntry::Act { action, .. } => Step::Act(gap, action.clone()),
                    LogEntry::Signal { gesture, .. } => Step::Signal(gap, *gesture),
                }
            })
            .collect();
        let body = Body {
            game: self.game.encode(),
            signal: self.signal,
            steps,
            time: self.time,
        };
        let raw = postcard::to_allocvec(&body).unwrap_or_default();
        let packed = miniz_oxide::deflate::compress_to_vec(&raw, 9);
        to_base32(&seal(REPLAY_VERSION, &packed))
    }

    /// A link fragment, when the record is short enough for one.
    pub fn link_fragment(&self) -> Option<String> {
        let f = format!("{REPLAY_PREFIX}{}", self.encode());
        (f.len() <= MAX_REPLAY_LINK).then_some(f)
    }

    pub fn decode(text: &str) -> Result<MatchRecord, LinkError> {
        let text = text.trim().trim_start_matches('#');
        let text = text.strip_prefix(REPLAY_PREFIX).unwrap_or(text);
        if text.is_empty() {
            return Err(LinkError::Empty);
        }
        let bytes = from_base32(text)?;
        let (version, packed) = unseal(&bytes)?;
        if version != REPLAY_VERSION {
            return Err(LinkError::NewerVersion(version));
        }
        // A record is small; refuse to inflate anything absurd.
        let raw = miniz_oxide::inflate::decompress_to_vec_with_limit(packed, 4 << 20)
            .map_err(|_| LinkError::Garbled)?;
        let (body, rest): (Body, &[u8]) =
            postcard::take_from_bytes(&raw).map_err(|_| LinkError::Garbled)?;
        if !rest.is_empty() {
            return Err(LinkError::Garbled);
        }
        let game = GameId::decode(&body.game)?;
        let mut at: u64 = 0;
        let mut entries = Vec::with_capacity(body.steps.len());
        for step in body.steps {
            match step {
                Step::Act(gap, action) => {
                    at = at.checked_add(gap).ok_or(LinkError::Garbled)?;
                    entries.push(LogEntry::Act { at, action });
                }
                Step::Signal(gap, gesture) => {
                    at = at.checked_add(gap).ok_or(LinkError::Garbled)?;
                    entries.push(LogEntry::Signal { at, gesture });
                }
            }
        }
        if body.time < at {
            return Err(LinkError::Garbled);
        }
        Ok(MatchRecord {
            game,
            signal: body.signal,
            entries,
            time: body.time,
        })
    }
}
