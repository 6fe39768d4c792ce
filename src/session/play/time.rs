//! A match's time: driven by real time (paused, resumed with a countdown, held while the
//! keys overlay is open, paused with a hidden tab), and the frames the page needs.

use super::*;

impl Match {
    /// Moves the game on to real time `real_now` (milliseconds). True when anything on
    /// screen may have changed.
    pub fn advance(&mut self, real_now: f64) -> bool {
        self.friends_waited(real_now);
        let mut changed = self.feed.expire(real_now);
        let tick = self.clock.tick(real_now, self.phase == MatchPhase::Playing);
        changed |= tick.counting_down;
        let Some(target) = tick.run_to else {
            return changed;
        };
        if target <= self.game_time() || self.runner().is_none() {
            return changed;
        }
        let any = match self.coach.is_some() {
            true => self.run_lesson_to(target, real_now),
            false => self.run_to(target, real_now),
        };
        if any {
            self.track_centre(real_now, false);
        }
        changed || any
    }

    /// The real time of the next frame that may change the table (see `advance`): the
    /// clock's (the countdown, the game's next wake) or the feed's next expiry; at once in a
    /// lesson; `None` while nothing is due, until the player acts.
    pub fn next_frame_at(&self) -> Option<f64> {
        if self.coach.is_some() {
            return Some(f64::NEG_INFINITY);
        }
        let running = self.phase == MatchPhase::Playing;
        let wake = self.runner().and_then(TableRunner::next_wake);
        let clock = self.clock.next_frame_at(running, wake);
        clock
            .into_iter()
            .chain(self.feed.next_expiry())
            .chain(self.friends_due())
            .reduce(f64::min)
    }

    /// Runs the table to game time `t`, one moment at a time, so that what is noted of
    /// each event (who held what when they gestured) is the table at that very moment, live
    /// and in a replay alike. True when anything happened.
    pub(super) fn run_to(&mut self, t: u64, real_now: f64) -> bool {
        let mut events = std::mem::take(&mut self.scratch);
        let mut any = false;
        while let Some(runner) = self.runner_mut() {
            let Some(wake) = runner.next_wake().filter(|&w| w <= t) else {
                break;
            };
            events.clear();
            runner.run_until(wake.max(runner.now()), &mut events);
            // A wake that running did not move would be met again: never loop on it.
            let stuck = runner.next_wake() == Some(wake);
            any |= !events.is_empty();
            self.process(&events, real_now);
            if stuck {
                break;
            }
        }
        events.clear();
        if let Some(runner) = self.runner_mut() {
            runner.run_until(t, &mut events);
        }
        any |= !events.is_empty();
        self.process(&events, real_now);
        self.scratch = events;
        any
    }

    pub fn toggle_pause(&mut self, real_now: f64) {
        if let Some(guest) = self.side.guest_mut() {
            // The host's table pauses, and tells every page.
            guest.mirror.say(ToHost::Pause(!self.clock.is_paused()));
            return;
        }
        self.clock.toggle_pause(real_now);
    }

    pub fn pause(&mut self) {
        self.clock.pause();
    }

    /// The keys overlay opened (`open`) or closed: it holds the game paused while it is on
    /// screen during play, and the game resumes with the countdown when it goes. A friend's
    /// page holds nothing: the host's table plays on (its Pause is for everyone).
    pub fn keys_shown(&mut self, open: bool, real_now: f64) {
        if self.is_mirror() {
            return;
        }
        match open {
            true if self.phase == MatchPhase::Playing => self.clock.hold(Hold::KEYS),
            true => {}
            false => self.clock.release(Hold::KEYS, real_now),
        }
    }

    /// The tab was hidden: pause, and remember that the player did not ask for it.
    pub fn hidden(&mut self) {
        if let Some(guest) = self.side.guest_mut() {
            // The host's table pauses for everyone, and says so.
            if !self.clock.is_paused() {
                guest.mirror.say(ToHost::Pause(true));
                guest.hidden_paused_host = true;
            }
            return;
        }
        self.clock.hidden();
    }

    /// The tab is visible again: resume (with the countdown) if hiding it paused the game.
    pub fn shown(&mut self, real_now: f64) {
        if let Some(guest) = self.side.guest_mut() {
            // Resumed only if hiding this page paused the table.
            if std::mem::take(&mut guest.hidden_paused_host) {
                guest.mirror.say(ToHost::Pause(false));
            }
            return;
        }
        self.clock.shown(real_now);
    }

    /// Resumes after a short countdown.
    pub fn resume(&mut self, real_now: f64) {
        self.clock.resume(real_now);
    }
}
