//! Frame timing for the benchmark: how long each animation frame spends in game logic and,
//! when something changed, in rendering. Read through `window.wasmBindings.frame_stats()`.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use super::hooks::now_ms;

/// Frames kept (about five minutes at 60 frames a second).
const KEEP: usize = 20_000;

#[derive(Default)]
struct FrameLog {
    start: f64,
    /// The frame in progress: its work so far, in milliseconds.
    current: Option<f64>,
    done: Vec<f32>,
}

thread_local! {
    static LOG: RefCell<FrameLog> = RefCell::new(FrameLog::default());
}

/// A frame begins (before the game logic runs).
pub fn frame_started() {
    LOG.with(|l| {
        let mut l = l.borrow_mut();
        if let Some(ms) = l.current.take() {
            if l.done.len() < KEEP {
                l.done.push(ms as f32);
            }
        }
        l.start = now_ms();
    });
}

/// The game logic of this frame is done (nothing may need rendering).
pub fn frame_logic_done() {
    LOG.with(|l| {
        let mut l = l.borrow_mut();
        l.current = Some(now_ms() - l.start);
    });
}

/// The frame's render has been committed.
pub fn frame_rendered() {
    LOG.with(|l| {
        let mut l = l.borrow_mut();
        if l.current.is_some() {
            l.current = Some(now_ms() - l.start);
        }
    });
}

/// `{"frames":N,"mean_us":…,"median_us":…,"p95_us":…,"max_us":…}` (microseconds) of the frames since the last reset.
#[wasm_bindgen]
pub fn frame_stats() -> String {
    LOG.with(|l| {
        let mut times = l.borrow().done.clone();
        // Unstable: times equal under `total_cmp` are the same number, and the page then
        // needs no stable sort (about 0.6 KB of Wasm, gzipped).
        times.sort_unstable_by(f32::total_cmp);
        let at = |p: f64| {
            times
                .get(((times.len().saturating_sub(1)) as f64 * p) as usize)
                .copied()
                .unwrap_or(0.0)
        };
        let mean = if times.is_empty() {
            0.0
        } else {
            times.iter().map(|&t| t as f64).sum::<f64>() / times.len() as f64
        };
        // Microseconds as whole numbers: no float formatting in the Wasm.
        let us = |ms: f64| (ms * 1000.0).round() as u64;
        format!(
            r#"{{"frames":{},"mean_us":{},"median_us":{},"p95_us":{},"max_us":{}}}"#,
            times.len(),
            us(mean),
            us(at(0.5) as f64),
            us(at(0.95) as f64),
            us(at(1.0) as f64)
        )
    })
}

#[wasm_bindgen]
pub fn frame_stats_reset() {
    LOG.with(|l| l.borrow_mut().done.clear());
}

/// The size of the WebAssembly memory, in bytes.
#[wasm_bindgen]
pub fn memory_bytes() -> f64 {
    (core::arch::wasm32::memory_size::<0>() * 65_536) as f64
}
