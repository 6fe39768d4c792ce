//! What each sound is, as notes: the page synthesises them with Web Audio (`ui::sound`), so
//! there are no files to download. Every gesture has a soft sound of its own, the same for a
//! decoy and a signal; calls and results are louder.

use crate::engine::Gesture;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Swap,
    Call,
    Win,
    Lose,
    /// Someone at the table made a gesture (a signal or a decoy: they sound alike).
    Gesture(Gesture),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    Sine,
    Triangle,
}

/// One tone: its pitch (Hz), when it starts and how long it lasts (s), and how loud it peaks
/// (0 to 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    pub hz: f32,
    pub start: f64,
    pub length: f64,
    pub peak: f32,
    pub wave: Wave,
}

const LOUD: f32 = 0.18;
/// Gestures are heard under everything else: a hint of movement, not an alarm.
const SOFT: f32 = 0.05;

const fn n(hz: f32, start: f64, length: f64, peak: f32, wave: Wave) -> Note {
    Note {
        hz,
        start,
        length,
        peak,
        wave,
    }
}

const fn soft(hz: f32, start: f64, length: f64) -> Note {
    n(hz, start, length, SOFT, Wave::Sine)
}

const fn knock(hz: f32, start: f64) -> Note {
    n(hz, start, 0.05, SOFT, Wave::Triangle)
}

impl Sound {
    pub fn notes(self) -> &'static [Note] {
        use Gesture::*;
        const S: Wave = Wave::Sine;
        match self {
            Sound::Swap => const { &[n(660.0, 0.0, 0.07, LOUD, Wave::Triangle)] },
            Sound::Call => const { &[n(523.0, 0.0, 0.12, LOUD, S), n(784.0, 0.1, 0.18, LOUD, S)] },
            Sound::Win => {
                const {
                    &[
                        n(523.0, 0.0, 0.15, LOUD, S),
                        n(659.0, 0.12, 0.15, LOUD, S),
                        n(784.0, 0.24, 0.15, LOUD, S),
                        n(1047.0, 0.36, 0.3, LOUD, S),
                    ]
                }
            }
            Sound::Lose => {
                const {
                    &[
                        n(392.0, 0.0, 0.2, LOUD, S),
                        n(330.0, 0.18, 0.2, LOUD, S),
                        n(262.0, 0.36, 0.35, LOUD, S),
                    ]
                }
            }
            Sound::Gesture(g) => match g {
                Wink => const { &[soft(1319.0, 0.0, 0.06)] },
                EarTug => const { &[soft(392.0, 0.0, 0.09), soft(349.0, 0.08, 0.1)] },
                NoseScratch => {
                    const {
                        &[
                            soft(880.0, 0.0, 0.03),
                            soft(880.0, 0.06, 0.03),
                            soft(880.0, 0.12, 0.03),
                        ]
                    }
                }
                ChinStroke => const { &[soft(294.0, 0.0, 0.28)] },
                EyebrowRaise => const { &[soft(523.0, 0.0, 0.07), soft(784.0, 0.06, 0.1)] },
                TableTap => const { &[knock(196.0, 0.0), knock(196.0, 0.12)] },
                HairSmooth => const { &[soft(659.0, 0.0, 0.22)] },
                Shrug => const { &[soft(440.0, 0.0, 0.08), soft(494.0, 0.08, 0.08)] },
                Yawn => const { &[soft(330.0, 0.0, 0.3), soft(262.0, 0.2, 0.3)] },
                LipBite => const { &[soft(1047.0, 0.0, 0.05)] },
                HeadTilt => const { &[soft(587.0, 0.0, 0.11), soft(523.0, 0.1, 0.11)] },
                Cough => const { &[knock(147.0, 0.0), knock(147.0, 0.09)] },
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_gesture_sounds_soft_and_unlike_any_other() {
        for (i, a) in Gesture::ALL.iter().enumerate() {
            let notes = Sound::Gesture(*a).notes();
            assert!(!notes.is_empty(), "{a:?} is heard");
            assert!(notes.iter().all(|x| x.peak < LOUD / 2.0), "{a:?} is soft");
            for b in &Gesture::ALL[i + 1..] {
                assert_ne!(notes, Sound::Gesture(*b).notes(), "{a:?} and {b:?} differ");
            }
        }
        for loud in [Sound::Swap, Sound::Call, Sound::Win, Sound::Lose] {
            assert!(loud.notes().iter().all(|x| x.peak == LOUD));
        }
    }
}
