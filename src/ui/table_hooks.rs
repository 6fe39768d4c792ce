//! The table's drivers and side effects, one hook per job: animation frames, tab visibility
//! and keys feed the table's reducer; after a render, its sounds play, the match in progress
//! is saved when its save point moves on, and the result is saved once, when the match ends.

use crate::session::said::Said;
use crate::ui::lang::words;
use std::cell::RefCell;
use std::rc::Rc;

use gloo::render::{request_animation_frame, AnimationFrame};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::hooks::{now_ms, use_keydown, use_visibility};
use super::perf;
use super::sound;
use super::table_state::{MatchHandle, TableMsg};
use crate::session::keys::{key_outcome, KeyOutcome, KeyPress};
use crate::session::pages::table_page::sleep_before_frame;
use crate::session::saved::{FinishedMatch, InProgress, Saving};
use crate::session::{KeyContext, MatchPhase};

type Handle = UseReducerHandle<MatchHandle>;

/// Animation frames, tab visibility and keys, dispatched to the table's reducer; each frame
/// timed for the benchmark, up to the render it caused.
#[hook]
pub fn use_table_drivers(handle: &Handle) {
    let dispatcher = handle.dispatcher();
    use_table_frames(handle, {
        let (d, m) = (dispatcher.clone(), handle.m.clone());
        Callback::from(move |t: f64| {
            perf::frame_started();
            d.dispatch(TableMsg::Frame(t));
            perf::frame_logic_done();
            m.borrow().next_frame_at()
        })
    });
    use_effect_with(handle.version, |_| perf::frame_rendered());
    use_visibility({
        let d = dispatcher.clone();
        Callback::from(move |hidden: bool| {
            d.dispatch(TableMsg::Visibility {
                hidden,
                at: now_ms(),
            })
        })
    });
    use_keydown({
        let (d, m, toggles) = (dispatcher, handle.m.clone(), handle.toggles.clone());
        Callback::from(move |e: web_sys::KeyboardEvent| {
            sound::unlock();
            let ctx = KeyContext {
                palette_open: toggles.get().palette,
                picker_open: m.borrow().picker().is_some(),
            };
            let on_button = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .is_some_and(|el| el.tag_name() == "BUTTON");
            let key = e.key();
            let press = KeyPress {
                key: &key,
                shift: e.shift_key(),
                repeat: e.repeat(),
                on_button,
            };
            match key_outcome(press, ctx) {
                KeyOutcome::Ignore => false,
                KeyOutcome::Swallow => true,
                KeyOutcome::Run(command) => {
                    d.dispatch(TableMsg::Key(command, now_ms()));
                    true
                }
            }
        })
    });
}

/// What the frame driver waits on: the next animation frame, or a timer before it; each
/// is held only so that dropping it cancels it.
enum Waiting {
    Frame { _frame: AnimationFrame },
    Sleep { _timer: Timeout },
}

/// The table's frame driver: `on_frame` runs a frame and says when the next one is due
/// (`Match::next_frame_at`); between, the page sleeps on a timer (`sleep_before_frame`), so
/// that an idle table costs the battery nothing. A render (an action, a notice, the tab shown
/// again) wakes it, and the frame that follows plans the next one afresh.
struct FrameDriver {
    on_frame: Callback<f64, Option<f64>>,
    waiting: Option<Waiting>,
}

type Driver = Rc<RefCell<FrameDriver>>;

/// Asks for the next animation frame; it runs the frame, then plans the one after.
fn next_frame(driver: &Driver) {
    let again = driver.clone();
    let frame = request_animation_frame(move |t| {
        let on_frame = again.borrow().on_frame.clone();
        let due = on_frame.emit(t);
        match sleep_before_frame(t, due) {
            None => next_frame(&again),
            Some(ms) => {
                let woken = again.clone();
                let timer = Timeout::new(ms as u32, move || next_frame(&woken));
                again.borrow_mut().waiting = Some(Waiting::Sleep { _timer: timer });
            }
        }
    });
    driver.borrow_mut().waiting = Some(Waiting::Frame { _frame: frame });
}

/// Frames while mounted, run by `on_frame` (see `FrameDriver`); dropped on unmount.
#[hook]
fn use_table_frames(handle: &Handle, on_frame: Callback<f64, Option<f64>>) {
    let driver: Driver = use_mut_ref(|| FrameDriver {
        on_frame,
        waiting: None,
    });
    {
        let driver = driver.clone();
        use_effect_with((), move |_| {
            next_frame(&driver);
            move || drop(driver.borrow_mut().waiting.take())
        });
    }
    use_effect_with(handle.version, move |_| {
        let asleep = matches!(driver.borrow().waiting, Some(Waiting::Sleep { .. }));
        if asleep {
            next_frame(&driver);
        }
    });
}

/// The match's sounds, played after the render that produced them (taken, and so not kept
/// for later, when sound is off).
#[hook]
pub fn use_table_sounds(handle: &Handle, sound_on: bool) {
    let m = handle.m.clone();
    use_effect_with(handle.version, move |_| {
        let sounds = m.borrow_mut().take_sounds();
        if sound_on {
            sounds.into_iter().for_each(sound::play);
        }
    });
}

/// Hands the match in progress to the app to keep, for a reload to offer it again: whenever
/// `Match::save_point` moves on (after each of your actions, at each round's end, on
/// pausing, and every few seconds of play).
#[hook]
pub fn use_saving_in_progress(
    handle: &Handle,
    daily: Option<i64>,
    on_progress: &Callback<InProgress>,
) {
    let save_point = handle.m.borrow().save_point();
    let (m, on_progress) = (handle.m.clone(), on_progress.clone());
    use_effect_with(save_point, move |save_point| {
        if save_point.is_none() {
            return;
        }
        let m = m.borrow();
        on_progress.emit(InProgress {
            record: m.record().to_stored(),
            daily,
            progress: m.progress(&crate::share::deal_code(m.setup().game.seed)),
        });
    });
}

/// Hands the finished match to the app once, when the match ends, for its result to be
/// counted.
#[hook]
pub fn use_saving_result(
    handle: &Handle,
    daily: Option<i64>,
    on_finished: &Callback<FinishedMatch>,
) {
    let over = matches!(handle.m.borrow().phase(), MatchPhase::Over(..));
    let (m, on_finished) = (handle.m.clone(), on_finished.clone());
    use_effect_with(over, move |&over| {
        if let Some(finished) = over.then(|| m.borrow().finished(daily)).flatten() {
            on_finished.emit(finished);
        }
    });
}

/// Says so at the table when saving has started or stopped working (`saving`: how the app's
/// last save went).
#[hook]
pub fn use_saving_news(handle: &Handle, saving: Saving) {
    let before = use_mut_ref(|| saving);
    let d = handle.dispatcher();
    use_effect_with(saving, move |&saving| {
        let before = before.replace(saving);
        if let Some(news) = saving.news(&words(), before) {
            d.dispatch(TableMsg::Notice(Said::Page(news), now_ms()));
        }
    });
}
