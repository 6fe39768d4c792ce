//! The match's clock, driven by real time: game time runs at the chosen speed, stands while
//! the game is paused (by the player, or because the tab is hidden), and starts and resumes
//! after a "get ready" countdown. A throttled tab never skips game time: one frame moves
//! the game at most `MAX_FRAME_MS`.

use crate::friends::refusal::NotReady;

/// How long the "get ready" countdown lasts, in real milliseconds.
pub const RESUME_COUNTDOWN_MS: f64 = 3_000.0;
/// Longest real-time step taken in one frame.
pub const MAX_FRAME_MS: f64 = 250.0;
/// Longest the page goes without a frame while the game runs, well under `MAX_FRAME_MS`,
/// so that a late timer still loses the clock no game time.
pub const MAX_SLEEP_MS: f64 = 200.0;

/// What may hold the game paused without the player asking (bits of `Clock::hold`).
pub struct Hold;

impl Hold {
    /// The tab is hidden.
    pub const HIDDEN: u8 = 1;
    /// The keys overlay is open.
    pub const KEYS: u8 = 2;
}

/// What a frame of real time did to the clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tick {
    /// The countdown is on screen (it changes every frame).
    pub counting_down: bool,
    /// Run the game to this game time.
    pub run_to: Option<u64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    speed: f64,
    /// Game time in milliseconds, with the fraction real frames leave.
    game: f64,
    last_real: Option<f64>,
    paused: bool,
    /// The first frame starts a countdown, so the deal can be read first.
    started: bool,
    /// What paused the game without the player asking: the tab hidden, the keys shown. The
    /// game resumes when the last of them goes; a pause the player chose stays.
    holds: u8,
    resume_at: Option<f64>,
}

impl Clock {
    /// A clock at game time 0; `speed` is game time per real time (a bad one counts as 1).
    pub fn new(speed: f64) -> Clock {
        Clock {
            speed: if speed.is_finite() && speed > 0.0 {
                speed
            } else {
                1.0
            },
            game: 0.0,
            last_real: None,
            paused: false,
            started: false,
            holds: 0,
            resume_at: None,
        }
    }

    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// A frame at real time `real_now`; `running` when the game may move (not between
    /// rounds, not over).
    pub fn tick(&mut self, real_now: f64, running: bool) -> Tick {
        let mut last = self.last_real.unwrap_or(real_now);
        // A frame's time is its start, which may come before the moment of an input that
        // brought the game up to date just before it: time never runs back.
        let real_now = real_now.max(last);
        self.last_real = Some(real_now);
        if !self.started {
            self.started = true;
            self.resume_at = Some(real_now + RESUME_COUNTDOWN_MS);
        }
        let mut tick = Tick::default();
        if let Some(at) = self.resume_at {
            tick.counting_down = true;
            if real_now < at {
                return tick;
            }
            // The clock starts when the countdown ends, not at the frame before.
            self.resume_at = None;
            last = last.max(at);
        }
        if self.paused || !running {
            return tick;
        }
        self.game += (real_now - last).clamp(0.0, MAX_FRAME_MS) * self.speed;
        tick.run_to = Some(self.game as u64);
        tick
    }

    /// The real time of the next frame the clock needs, given the game's next wake (game
    /// time) and whether the game may move: at once while the countdown is on screen (or is
    /// yet to start); the moment game time reaches `next_wake` while the game runs, and
    /// `MAX_SLEEP_MS` after the last frame at the latest; none while it stands.
    pub fn next_frame_at(&self, running: bool, next_wake: Option<u64>) -> Option<f64> {
        let Some(last) = self.last_real else {
            return Some(f64::NEG_INFINITY);
        };
        if self.resume_at.is_some() {
            return Some(last);
        }
        if self.paused || !running {
            return None;
        }
        let latest = last + MAX_SLEEP_MS;
        Some(match next_wake {
            Some(wake) => (last + (wake as f64 - self.game).max(0.0) / self.speed).min(latest),
            None => latest,
        })
    }

    /// The game was run to `t` by other means (a replay, a resume): the clock follows.
    pub fn set_game_time(&mut self, t: u64) {
        self.game = t as f64;
    }

    /// The game moves again after standing between rounds: time counts from `real_now`.
    pub fn restart_from(&mut self, real_now: f64) {
        self.last_real = Some(real_now);
    }

    /// Whether the player may act at real time `real_now`: as soon as the countdown on
    /// screen is over, even before the next frame moves the clock.
    pub fn ready(&self, real_now: f64) -> Result<(), NotReady> {
        if self.paused {
            Err(NotReady::Paused)
        } else if !self.started || self.resume_at.is_some_and(|at| real_now < at) {
            Err(NotReady::GettingReady)
        } else {
            Ok(())
        }
    }

    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Seconds left of the "get ready" countdown, if it runs (or has yet to start).
    pub fn countdown(&self, real_now: f64) -> Option<u32> {
        if !self.started {
            return Some((RESUME_COUNTDOWN_MS / 1000.0).ceil() as u32);
        }
        self.resume_at
            .map(|t| ((t - real_now).max(0.0) / 1000.0).ceil() as u32)
            .filter(|&s| s > 0)
    }

    pub fn toggle_pause(&mut self, real_now: f64) {
        if self.paused {
            self.resume(real_now);
        } else {
            self.pause();
        }
    }

    pub fn pause(&mut self) {
        self.paused = true;
        self.holds = 0;
        self.resume_at = None;
    }

    /// The page holds the game (`hold` is one of `Hold`'s bits): it pauses, unless the
    /// player has paused it already, and the page remembers that the player did not ask.
    pub fn hold(&mut self, hold: u8) {
        if !self.paused {
            self.pause();
            self.holds = hold;
        } else if self.holds != 0 {
            self.holds |= hold;
        }
    }

    /// The page lets go of the game: once nothing holds it, it resumes (with the countdown).
    pub fn release(&mut self, hold: u8, real_now: f64) {
        if self.holds & hold != 0 {
            self.holds &= !hold;
            if self.holds == 0 {
                self.resume(real_now);
            }
        }
    }

    /// The tab was hidden: pause, and remember that the player did not ask for it.
    pub fn hidden(&mut self) {
        self.hold(Hold::HIDDEN);
    }

    /// The tab is visible again: resume (with the countdown) if hiding it paused the game.
    pub fn shown(&mut self, real_now: f64) {
        self.release(Hold::HIDDEN, real_now);
    }

    /// Resumes after the countdown.
    pub fn resume(&mut self, real_now: f64) {
        if self.paused {
            self.paused = false;
            self.holds = 0;
            self.resume_at = Some(real_now + RESUME_COUNTDOWN_MS);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_time_starts_after_the_countdown_and_follows_real_time_at_its_speed() {
        let mut c = Clock::new(2.0);
        assert_eq!(c.countdown(0.0), Some(3));
        assert_eq!(c.ready(0.0), Err(NotReady::GettingReady));
        let t = c.tick(0.0, true);
        assert!(t.counting_down && t.run_to.is_none());
        assert_eq!(c.tick(2_999.0, true).run_to, None, "still getting ready");
        assert_eq!(c.ready(2_999.0), Err(NotReady::GettingReady));
        assert_eq!(
            c.ready(3_000.0),
            Ok(()),
            "ready once the countdown is over, before the next frame"
        );
        // The first frame after the countdown counts from its end, not from the frame before.
        assert_eq!(c.tick(3_100.0, true).run_to, Some(200));
        assert_eq!(c.ready(3_100.0), Ok(()));
        assert_eq!(c.tick(3_116.0, true).run_to, Some(232));
    }

    #[test]
    fn a_long_frame_moves_the_game_at_most_a_quarter_second() {
        let mut c = Clock::new(1.0);
        c.tick(0.0, true);
        c.tick(3_000.0, true);
        assert_eq!(c.tick(60_000.0, true).run_to, Some(250));
    }

    #[test]
    fn between_rounds_the_clock_stands_and_restarts_from_the_next_frame() {
        let mut c = Clock::new(1.0);
        c.tick(0.0, true);
        c.tick(3_000.0, true);
        assert_eq!(c.tick(3_100.0, false).run_to, None);
        c.restart_from(9_000.0);
        assert_eq!(c.tick(9_016.0, true).run_to, Some(16));
    }

    #[test]
    fn hiding_the_tab_pauses_and_showing_it_resumes_but_a_chosen_pause_stays() {
        let mut c = Clock::new(1.0);
        c.tick(0.0, true);
        c.tick(3_000.0, true);
        c.hidden();
        assert_eq!(c.ready(4_000.0), Err(NotReady::Paused));
        assert_eq!(c.tick(4_000.0, true).run_to, None);
        c.shown(4_000.0);
        assert_eq!(c.countdown(4_000.0), Some(3));
        assert_eq!(c.tick(6_999.0, true).run_to, None);
        assert!(c.tick(7_100.0, true).run_to.is_some());
        c.pause();
        c.hidden();
        c.shown(8_000.0);
        assert!(
            c.is_paused(),
            "a pause the player asked for outlasts hiding the tab"
        );
        c.toggle_pause(8_000.0);
        assert!(!c.is_paused());
        assert_eq!(c.ready(8_000.0), Err(NotReady::GettingReady));
    }

    #[test]
    fn the_keys_overlay_and_a_hidden_tab_hold_the_game_until_both_are_gone() {
        let mut c = Clock::new(1.0);
        c.tick(0.0, true);
        c.tick(3_000.0, true);
        c.hold(Hold::KEYS);
        c.hidden();
        c.shown(4_000.0);
        assert!(c.is_paused(), "the keys are still on screen");
        assert_eq!(c.tick(5_000.0, true).run_to, None);
        c.release(Hold::KEYS, 5_000.0);
        assert!(!c.is_paused());
        assert_eq!(
            c.countdown(5_000.0),
            Some(3),
            "a countdown before play goes on"
        );
        c.release(Hold::KEYS, 5_500.0);
        assert_eq!(
            c.countdown(5_500.0),
            Some(3),
            "letting go twice changes nothing"
        );

        // A pause the player chose is theirs: closing the keys does not end it.
        c.tick(8_000.0, true);
        c.pause();
        c.hold(Hold::KEYS);
        c.release(Hold::KEYS, 9_000.0);
        assert!(c.is_paused());
        // Resuming by hand while the keys hold the game leaves nothing held behind.
        c.toggle_pause(9_000.0);
        c.hold(Hold::KEYS);
        c.toggle_pause(9_500.0);
        c.hidden();
        c.shown(9_600.0);
        assert!(!c.is_paused());
    }

    #[test]
    fn the_next_frame_comes_when_the_game_next_wakes_and_never_later_than_a_sleep() {
        let mut c = Clock::new(2.0);
        assert_eq!(
            c.next_frame_at(true, Some(100)),
            Some(f64::NEG_INFINITY),
            "the first frame starts the countdown"
        );
        c.tick(1_000.0, true);
        assert_eq!(
            c.next_frame_at(true, Some(100)),
            Some(1_000.0),
            "every frame of the countdown"
        );
        c.tick(4_000.0, true);
        // At speed 2, game time 100 comes 50 ms of real time after the last frame.
        assert_eq!(c.next_frame_at(true, Some(100)), Some(4_050.0));
        assert_eq!(
            c.next_frame_at(true, Some(0)),
            Some(4_000.0),
            "a wake already due: at once"
        );
        assert_eq!(
            c.next_frame_at(true, Some(10_000)),
            Some(4_000.0 + MAX_SLEEP_MS)
        );
        assert_eq!(c.next_frame_at(true, None), Some(4_000.0 + MAX_SLEEP_MS));
        // The frame it asks for runs the game to the wake.
        assert_eq!(c.tick(4_050.0, true).run_to, Some(100));
        assert_eq!(
            c.next_frame_at(false, Some(500)),
            None,
            "between rounds the clock stands"
        );
        c.pause();
        assert_eq!(c.next_frame_at(true, Some(500)), None, "paused");
        c.resume(5_000.0);
        c.tick(5_000.0, true);
        assert_eq!(
            c.next_frame_at(true, Some(500)),
            Some(5_000.0),
            "the countdown again"
        );
    }

    #[test]
    fn a_frame_stamped_before_the_last_one_runs_no_time_twice() {
        let mut c = Clock::new(1.0);
        c.tick(0.0, true);
        c.tick(3_000.0, true);
        assert_eq!(c.tick(3_100.0, true).run_to, Some(100), "an input's moment");
        assert_eq!(
            c.tick(3_090.0, true).run_to,
            Some(100),
            "the frame begun before it"
        );
        assert_eq!(c.tick(3_116.0, true).run_to, Some(116));
    }

    #[test]
    fn a_speed_that_is_no_speed_counts_as_one() {
        for speed in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            let mut c = Clock::new(speed);
            c.tick(0.0, true);
            c.tick(3_000.0, true);
            assert_eq!(c.tick(3_100.0, true).run_to, Some(100), "{speed}");
        }
    }
}
