//! Calls and scoring: Kemps, Stop Kemps and their doubles, judged against the hands, scored
//! by the table's mode, and the end of the round and of the game.

use super::action::CallKind;
use super::error::RuleError;
use super::event::{CallRecord, Event, RoundRecord, RoundResult, TimedEvent};
use super::game::Game;
use super::options::{Scoring, WrongStop};
use super::rules::Rules;
use super::table::{Seat, Team};
use super::target::{CallTarget, Target};

/// Whose hands a call is about, resolved from the caller and the target.
struct Subject {
    /// The seats that must hold four of a kind (all of them for doubles, any for a team stop).
    seats: Vec<Seat>,
    need_all: bool,
    /// A stop's target.
    target: Option<Target>,
    /// The `on` of the record: the partner's seat, or the target's number.
    on: u8,
}

impl Game {
    fn subject(
        &self,
        seat: Seat,
        call: CallKind,
        target: Option<u8>,
    ) -> Result<Subject, RuleError> {
        let table = self.table;
        let partner = table.partner_of(seat);
        let kemps = |seats: Vec<Seat>| Subject {
            seats,
            need_all: true,
            target: None,
            on: partner.number(),
        };
        match call {
            // Kemps names nobody but the partner; naming oneself is the one way to get it wrong.
            CallKind::Kemps if target == Some(seat.number()) => Err(RuleError::KempsOnOwnHand),
            CallKind::Kemps => Ok(kemps(vec![partner])),
            CallKind::DoubleKemps => Ok(kemps(vec![seat, partner])),
            CallKind::Stop | CallKind::DoubleStop => {
                let stopped = Target::resolve(self.rules.stop_target(), table, seat, target)?;
                let team = table.seats_of(stopped.team()).to_vec();
                let (seats, need_all) = match (call, stopped.suspect()) {
                    (CallKind::Stop, Some(suspect)) => (vec![suspect], true),
                    (CallKind::Stop, None) => (team, false),
                    _ => (team, true),
                };
                Ok(Subject {
                    seats,
                    need_all,
                    target: Some(stopped),
                    on: stopped.number(self.rules.stop_target(), table),
                })
            }
        }
    }

    /// Whether `seat` (at this table) may make a call of this kind at all, whomever it names.
    pub(super) fn may_call(&self, seat: Seat, call: CallKind) -> Result<(), RuleError> {
        call_check(&self.rules, self.lost_stop_right[seat], call)
    }

    pub(super) fn call(
        &mut self,
        seat: Seat,
        call: CallKind,
        target: Option<u8>,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        self.may_call(seat, call)?;
        let subject = self.subject(seat, call, target)?;
        let target = CallTarget::new(target, subject.target);
        self.emit(out, Event::Called { seat, call, target });
        let mut held = subject.seats.iter().map(|&s| self.holds_four_of_a_kind(s));
        let correct = if subject.need_all {
            held.all(|h| h)
        } else {
            held.any(|h| h)
        };
        for &s in &subject.seats {
            self.revealed[s] = true;
            let cards = self.hands[s].clone();
            self.emit(out, Event::Revealed { seat: s, cards });
        }
        let result = RoundResult::of_call(call, correct);

        if call.is_stop() && !correct && self.rules.wrong_stop() == WrongStop::LoseRight {
            self.lost_stop_right[seat] = true;
            self.round_calls.push(CallRecord {
                result,
                by: seat,
                on: subject.on,
                target: subject.target,
                at: self.now,
                ends_round: false,
            });
            self.emit(out, Event::StopRightLost { seat });
            return Ok(());
        }

        let stopped = subject.target.map(Target::team);
        self.score(seat, call, correct, stopped, out);
        let record = RoundRecord {
            round: self.round,
            result,
            by: Some(seat),
            on: Some(subject.on),
            target: subject.target,
            at: self.now,
            calls: std::mem::take(&mut self.round_calls),
        };
        self.end_round(record, out);
        Ok(())
    }

    /// Applies the scoring table of RULES.md.
    fn score(
        &mut self,
        caller: Seat,
        call: CallKind,
        correct: bool,
        stopped: Option<Team>,
        out: &mut Vec<TimedEvent>,
    ) {
        let own = self.table.team_of(caller);
        let opponents: Vec<Team> = self.table.teams().filter(|&t| t != own).collect();
        let worth = if call.is_double() { 2 } else { 1 };
        let mut marks: Vec<(Team, u32)> = Vec::new();
        match self.rules.scoring() {
            // A mark is a letter gained or a heart lost; doubles count as singles (ours).
            Scoring::Letters | Scoring::Lives => match (call.is_stop(), correct) {
                (false, true) => marks.extend(opponents.iter().map(|&t| (t, 1))),
                (true, true) => marks.extend(stopped.map(|t| (t, 1))),
                (_, false) => marks.push((own, 1)),
            },
            Scoring::Points => match (call.is_stop(), correct) {
                (_, true) => marks.push((own, worth)),
                (false, false) => marks.extend(opponents.iter().map(|&t| (t, worth))),
                (true, false) => marks.extend(stopped.map(|t| (t, worth))),
            },
        }
        let word_len = self.rules.word_len();
        for (team, n) in marks {
            let s = &mut self.standings[team];
            match self.rules.scoring() {
                Scoring::Letters => s.letters = (s.letters + n).min(word_len),
                Scoring::Lives => s.lives = s.lives.saturating_sub(n),
                Scoring::Points => s.points += n,
            }
            let standing = *s;
            self.emit(out, Event::Scored { team, standing });
        }
    }
}

/// Whether a seat may make `call` at all under `rules` (`lost_stop_right`: it called a wrong
/// stop this round): the same for the game and a copy of a seat's view.
pub(super) fn call_check(
    rules: &Rules,
    lost_stop_right: bool,
    call: CallKind,
) -> Result<(), RuleError> {
    if call.is_double() && !rules.double_calls() {
        return Err(RuleError::DoubleCallsOff);
    }
    if call.is_stop() && lost_stop_right {
        return Err(RuleError::StopRightLost);
    }
    Ok(())
}
