//! Short sounds synthesised with Web Audio: no files to download. The audio context is
//! only created after the player has pressed something (browsers require it), and a sound
//! that cannot play is simply not heard.

use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

use crate::session::sounds::{Note, Sound, Wave};

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

fn tone(ctx: &AudioContext, note: &Note) -> Option<()> {
    let osc = ctx.create_oscillator().ok()?;
    let gain = ctx.create_gain().ok()?;
    osc.set_type(match note.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
    });
    osc.frequency().set_value(note.hz);
    let t0 = ctx.current_time() + note.start;
    gain.gain().set_value_at_time(0.0001, t0).ok()?;
    gain.gain()
        .exponential_ramp_to_value_at_time(note.peak, t0 + 0.01)
        .ok()?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.0001, t0 + note.length)
        .ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ctx.destination()).ok()?;
    osc.start_with_when(t0).ok()?;
    osc.stop_with_when(t0 + note.length + 0.02).ok()?;
    Some(())
}

/// Plays `sound`'s notes (`Sound::notes`), once the player has pressed something.
pub fn play(sound: Sound) {
    CONTEXT.with(|c| {
        let Some(ctx) = c.borrow().clone() else {
            return;
        };
        for note in sound.notes() {
            let _ = tone(&ctx, note);
        }
    });
}
