//! Frame timing for the benchmark: how long each animation frame spends in game logic and,
//! when something changed, in rendering. Read through `window.wasmBindings.frame_times()`.
//! A render that comes after the frame's own task (a friend's message, a key: the page runs
//! no frames while nothing is due) is not the frame's: it would count the seconds between.

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
    /// Whether the frame's own task still runs (with its microtasks, where Yew renders).
    open: bool,
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
        l.open = true;
    });
}

/// The game logic of this frame is done (nothing may need rendering).
pub fn frame_logic_done() {
    LOG.with(|l| {
        let mut l = l.borrow_mut();
        l.current = Some(now_ms() - l.start);
    });
    // Yew renders in a microtask of this task, spawned when the frame's logic asked for one,
    // before this one: once this runs, the frame's render is done.
    wasm_bindgen_futures::spawn_local(async {
        LOG.with(|l| l.borrow_mut().open = false);
    });
}

/// A render has been committed: the frame's, while its task runs.
pub fn frame_rendered() {
    LOG.with(|l| {
        let mut l = l.borrow_mut();
        if l.open && l.current.is_some() {
            l.current = Some(now_ms() - l.start);
        }
    });
}

/// The frames' work since the last reset, in milliseconds, in the order they ran. The
/// benchmark, the only reader, computes the median and percentiles itself.
#[wasm_bindgen]
pub fn frame_times() -> Vec<f32> {
    LOG.with(|l| l.borrow().done.clone())
}

#[wasm_bindgen]
pub fn frame_times_reset() {
    LOG.with(|l| l.borrow_mut().done.clear());
}

/// The size of the WebAssembly memory, in bytes.
#[wasm_bindgen]
pub fn memory_bytes() -> f64 {
    (core::arch::wasm32::memory_size::<0>() * 65_536) as f64
}
