//! The bodies of links and replays as the encoders write them, built field by field.

use super::*;

// ---- the bodies, as the encoders write them ----
//
// Mirrors of the private bodies of src/share, so that fuzzed inputs can be built field by
// field with absurd values. `mirrors_write_what_the_encoders_write` keeps them honest.

#[derive(Clone, Serialize)]
pub struct LinkBody {
    pub preset: Preset,
    pub teams: u8,
    pub level: LevelName,
    pub seed: u64,
    pub bots_seed: u64,
    pub options: Option<LinkOptions>,
}

#[derive(Clone, Default, Serialize)]
pub struct LinkOptions {
    pub scoring: Option<Scoring>,
    pub word: Option<String>,
    pub lives: Option<u32>,
    pub target: Option<u32>,
    pub swap: Option<SwapRule>,
    pub order: Option<Order>,
    pub stop_target: Option<StopTarget>,
    pub wrong_stop: Option<WrongStop>,
    pub double_calls: Option<bool>,
    pub stock_out: Option<StockOut>,
    pub redeal_trips: Option<bool>,
    pub center_trips_aside: Option<bool>,
    pub decks: Option<u8>,
    pub idle_ms: Option<u32>,
    pub countdown_ms: Option<u32>,
}

#[derive(Clone, Serialize)]
pub enum Step {
    Act(u64, Action),
    Signal(u64, Signals),
}

#[derive(Clone, Serialize)]
pub struct ReplayBody {
    pub game: String,
    pub signals: Signals,
    pub steps: Vec<Step>,
    pub time: u64,
}

pub fn postcard<T: Serialize>(value: &T) -> Vec<u8> {
    postcard::to_allocvec(value).expect("serialises")
}

pub fn deflate(raw: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec(raw, 9)
}

pub fn inflates(packed: &[u8]) -> bool {
    miniz_oxide::inflate::decompress_to_vec_with_limit(packed, MAX_RECORD_BYTES).is_ok()
}

pub fn sealed(version: u8, body: &[u8]) -> String {
    to_base32(&seal(version, body))
}
