//! The player's settings, saved between visits (see `saved`).

use serde::{Deserialize, Serialize};

use crate::bots::{LevelName, Signals};
use crate::engine::{Gesture, Preset};
use crate::i18n::Lang;

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
    /// Gesture captions were set in Settings: a newcomer's first match follows that choice
    /// instead of turning them on (see `AppState::table_settings`).
    pub captions_chosen: bool,
    /// Clubs green and diamonds blue, so that no two suits share a colour.
    pub four_colour: bool,
    /// The first-visit lesson was taken or skipped: the home screen no longer offers it.
    pub lesson_seen: bool,
    /// The choices of the last match set up: the set-up opens on them on the next visit.
    pub last_setup: Option<LastSetup>,
    /// A match with a friend may ask the public connection helper (a STUN server) for this
    /// device's address on the internet, when the page's host names none.
    pub public_stun: bool,
    /// The language chosen in Settings; `None`: the browser's (see `ui::lang`).
    pub lang: Option<Lang>,
}

/// The choices of a set-up that are remembered between visits (the deal is always fresh;
/// a preset's options go back to the preset's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastSetup {
    pub preset: Preset,
    pub teams: u8,
    pub level: LevelName,
    pub signals: Signals,
}

impl LastSetup {
    /// As the saved data write it: "party 3 ruthless wink,cough".
    pub fn to_text(&self) -> String {
        let signals: Vec<&str> = self.signals.as_slice().iter().map(|g| g.name()).collect();
        format!(
            "{} {} {} {}",
            self.preset.name(),
            self.teams,
            self.level.name(),
            signals.join(",")
        )
    }

    /// Reads `to_text`'s form; anything else is `None`.
    pub fn from_text(text: &str) -> Option<LastSetup> {
        let mut words = text.split(' ');
        let preset = Preset::from_name(words.next()?)?;
        let teams = words.next()?.parse().ok()?;
        let level = LevelName::from_name(words.next()?)?;
        let gestures: Option<Vec<Gesture>> = words
            .next()?
            .split(',')
            .take(Signals::MAX + 1)
            .map(Gesture::from_name)
            .collect();
        let signals = Signals::new(&gestures?)?;
        let teams_here = crate::engine::table::MIN_TEAMS..=crate::engine::table::MAX_TEAMS;
        (words.next().is_none() && teams_here.contains(&teams)).then_some(LastSetup {
            preset,
            teams,
            level,
            signals,
        })
    }
}

impl Settings {
    /// Defaults, with reduced motion on when the system asks for it.
    pub fn defaults(system_reduced_motion: bool) -> Settings {
        Settings {
            speed: Speed::Normal,
            sound: true,
            reduced_motion: system_reduced_motion,
            captions: false,
            captions_chosen: false,
            four_colour: false,
            lesson_seen: false,
            last_setup: None,
            public_stun: true,
            lang: None,
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
            captions_chosen,
            four_colour,
            lesson_seen,
            last_setup,
            public_stun,
            lang,
        } = after;
        take(&mut self.speed, &before.speed, speed);
        take(&mut self.sound, &before.sound, sound);
        take(
            &mut self.reduced_motion,
            &before.reduced_motion,
            reduced_motion,
        );
        take(&mut self.captions, &before.captions, captions);
        take(
            &mut self.captions_chosen,
            &before.captions_chosen,
            captions_chosen,
        );
        take(&mut self.four_colour, &before.four_colour, four_colour);
        take(&mut self.lesson_seen, &before.lesson_seen, lesson_seen);
        take(&mut self.last_setup, &before.last_setup, last_setup);
        take(&mut self.public_stun, &before.public_stun, public_stun);
        take(&mut self.lang, &before.lang, lang);
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
