//! The player's settings, saved between visits (see `saved`).

use serde::{Deserialize, Serialize};

/// How fast the game clock runs: every timer and every bot's reaction scale with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Speed {
    Relaxed,
    Normal,
    Quick,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Relaxed, Speed::Normal, Speed::Quick, Speed::Fast];

    pub const fn factor(self) -> f64 {
        match self {
            Speed::Relaxed => 0.75,
            Speed::Normal => 1.0,
            Speed::Quick => 1.5,
            Speed::Fast => 2.5,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Speed::Relaxed => "relaxed",
            Speed::Normal => "normal",
            Speed::Quick => "quick",
            Speed::Fast => "fast",
        }
    }

    pub const fn title(self) -> &'static str {
        match self {
            Speed::Relaxed => "Relaxed",
            Speed::Normal => "Normal",
            Speed::Quick => "Quick",
            Speed::Fast => "Fast",
        }
    }

    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub speed: Speed,
    pub sound: bool,
    /// Gestures become brief still poses instead of animations.
    pub reduced_motion: bool,
    /// Every gesture is written under the player and announced ("Ada tugs an ear").
    pub captions: bool,
    /// Clubs green and diamonds blue, so that no two suits share a colour.
    pub four_colour: bool,
    /// The first-visit lesson was taken or skipped: the home screen no longer offers it.
    pub lesson_seen: bool,
}

impl Settings {
    /// Defaults, with reduced motion on when the system asks for it.
    pub fn defaults(system_reduced_motion: bool) -> Settings {
        Settings {
            speed: Speed::Normal,
            sound: true,
            reduced_motion: system_reduced_motion,
            captions: false,
            four_colour: false,
            lesson_seen: false,
        }
    }

    /// Takes into `self` what changed from `before` to `after`, setting by setting, and
    /// nothing else: a setting changed meanwhile elsewhere (another tab) is left as it is.
    pub fn take_changes(&mut self, before: &Settings, after: &Settings) {
        fn take<T: PartialEq + Clone>(mine: &mut T, before: &T, after: &T) {
            if before != after {
                *mine = after.clone();
            }
        }
        // Spelled out, so that a new setting cannot be forgotten here.
        let Settings {
            speed,
            sound,
            reduced_motion,
            captions,
            four_colour,
            lesson_seen,
        } = after;
        take(&mut self.speed, &before.speed, speed);
        take(&mut self.sound, &before.sound, sound);
        take(
            &mut self.reduced_motion,
            &before.reduced_motion,
            reduced_motion,
        );
        take(&mut self.captions, &before.captions, captions);
        take(&mut self.four_colour, &before.four_colour, four_colour);
        take(&mut self.lesson_seen, &before.lesson_seen, lesson_seen);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_changed_setting_is_taken() {
        let before = Settings::defaults(false);
        let mut stored = before.clone();
        stored.sound = false;
        stored.speed = Speed::Fast;
        let mut after = before.clone();
        after.captions = true;
        stored.take_changes(&before, &after);
        assert_eq!(
            stored,
            Settings {
                speed: Speed::Fast,
                sound: false,
                captions: true,
                ..before
            }
        );
    }
}
