//! Your calls, passes, gestures and signal: each checked that you may act now, then
//! applied to the table.

use super::{Match, MatchPhase, StopPicker};
use crate::engine::{Action, CallKind, Gesture, Seat, Target};
use crate::i18n::id;
use crate::session::said::Said;

impl Match {
    pub fn pass(&mut self, real_now: f64) {
        if self.can_act(real_now) && self.act(Action::Pass, real_now) {
            self.say(Said::Message(id::NARRATION_YOU_PASS), real_now);
        }
    }

    pub fn kemps(&mut self, double: bool, real_now: f64) {
        if self.can_act(real_now) {
            let call = self.view().call_on(CallKind::kemps(double), None);
            self.act(call, real_now);
        }
    }

    /// Stop Kemps: straight away when there is only one possible target, else a picker. A
    /// stop the engine refuses whomever it names is refused at once, in the engine's words.
    pub fn stop(&mut self, double: bool, real_now: f64) {
        if !self.can_act(real_now) {
            return;
        }
        match self.view().stop_targets(double) {
            Err(refused) => self.refused(refused, real_now),
            Ok(targets) if targets.len() == 1 => self.call_stop(double, targets[0], real_now),
            Ok(targets) => {
                let picker = StopPicker::new(double, targets);
                self.input.open_picker(picker);
            }
        }
    }

    /// Picks option `i` of the open stop picker.
    pub fn pick_target(&mut self, i: usize, real_now: f64) {
        let Some(picker) = self.input.take_picker() else {
            return;
        };
        if let Some(option) = picker.options.get(i) {
            self.call_stop(picker.double, option.target, real_now);
        }
    }

    fn call_stop(&mut self, double: bool, target: Target, real_now: f64) {
        if self.can_act(real_now) {
            let call = self.view().call_on(CallKind::stop(double), Some(target));
            self.act(call, real_now);
        }
    }

    /// A gesture, made while the match runs (true then: the page closes its palette).
    pub fn gesture(&mut self, gesture: Gesture, real_now: f64) -> bool {
        let running = self.phase == MatchPhase::Playing && !self.clock.is_paused();
        if running {
            self.act(Action::Gesture(gesture), real_now);
        }
        running
    }

    /// The call `seat` has just made, while it is shown at its seat.
    pub fn shout(&self, seat: Seat) -> Option<CallKind> {
        self.feed.shout(seat)
    }
}
