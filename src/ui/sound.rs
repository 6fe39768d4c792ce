//! Short sounds synthesised with Web Audio: no files to download. The audio context is
//! only created after the player has pressed something (browsers require it), and a sound
//! that cannot play is simply not heard.

use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

use crate::session::Sound;

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Call from a key or pointer handler: from then on sounds can play.
pub fn unlock() {
    CONTEXT.with(|c| {
        if c.borrow().is_none() {
            *c.borrow_mut() = AudioContext::new().ok();
        }
    });
}

fn tone(
    ctx: &AudioContext,
    freq: f32,
    start: f64,
    length: f64,
    kind: OscillatorType,
) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(kind);
    osc.frequency().set_value(freq);
    let t0 = ctx.current_time() + start;
    gain.gain().set_value_at_time(0.0001, t0).ok()?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.18, t0 + 0.01)
        .ok()?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.0001, t0 + length)
        .ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(t0).ok()?;
    osc.stop_with_when(t0 + length + 0.02).ok()?;
    Some(())
}

pub fn play(sound: Sound) {
    CONTEXT.with(|c| {
        let Some(ctx) = c.borrow().clone() else {
            return;
        };
        let notes: &[(f32, f64, f64)] = match sound {
            Sound::Swap => &[(660.0, 0.0, 0.07)],
            Sound::Call => &[(523.0, 0.0, 0.12), (784.0, 0.1, 0.18)],
            Sound::Win => &[
                (523.0, 0.0, 0.15),
                (659.0, 0.12, 0.15),
                (784.0, 0.24, 0.15),
                (1047.0, 0.36, 0.3),
            ],
            Sound::Lose => &[(392.0, 0.0, 0.2), (330.0, 0.18, 0.2), (262.0, 0.36, 0.35)],
        };
        for &(f, start, len) in notes {
            let _ = tone(
                &ctx,
                f,
                start,
                len,
                if sound == Sound::Swap {
                    OscillatorType::Triangle
                } else {
                    OscillatorType::Sine
                },
            );
        }
    });
}
