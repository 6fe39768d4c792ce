//! Your calls, passes, gestures and signal: each checked that you may act now, then
//! applied to the table.

use super::{stop_options, Match, MatchPhase, StopPicker};
use crate::engine::{Action, CallKind, Gesture, Seat};

impl Match {
    pub fn pass(&mut self, real_now: f64) {
        if self.can_act(real_now) && self.act(Action::Pass, real_now) {
            self.say("You pass", real_now);
        }
    }

    pub fn kemps(&mut self, double: bool, real_now: f64) {
        if self.can_act(real_now) {
            let call = if double {
                CallKind::DoubleKemps
            } else {
                CallKind::Kemps
            };
            self.act(Action::Call { call, target: None }, real_now);
        }
    }

    /// Stop Kemps: straight away when there is only one possible target, else a picker.
    pub fn stop(&mut self, double: bool, real_now: f64) {
        if !self.can_act(real_now) {
            return;
        }
        let table = self.table();
        let rules = self.rules().clone();
        if double && !rules.double_calls {
            self.say("Double calls are not played at this table", real_now);
            return;
        }
        if !self.view().may_stop() {
            self.say(
                "After your wrong stop you may not call stop again this round",
                real_now,
            );
            return;
        }
        let options = stop_options(&rules, table, double);
        if options.len() == 1 {
            let target = options[0].0;
            self.call_stop(double, target, real_now);
        } else {
            self.input.open_picker(StopPicker { double, options });
        }
    }

    /// Picks option `i` of the open stop picker.
    pub fn pick_target(&mut self, i: usize, real_now: f64) {
        let Some(picker) = self.input.take_picker() else {
            return;
        };
        if let Some(&(target, _)) = picker.options.get(i) {
            self.call_stop(picker.double, target, real_now);
        }
    }

    fn call_stop(&mut self, double: bool, target: u8, real_now: f64) {
        if self.can_act(real_now) {
            let call = if double {
                CallKind::DoubleStop
            } else {
                CallKind::Stop
            };
            self.act(
                Action::Call {
                    call,
                    target: Some(target),
                },
                real_now,
            );
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
