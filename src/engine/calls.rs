//! Calls and scoring: Kemps, Stop Kemps and their doubles, judged against the hands, scored
//! by the table's mode, and the end of the round and of the game.

use super::action::CallKind;
use super::error::RuleError;
use super::event::{CallRecord, Event, RoundRecord, RoundResult, TimedEvent};
use super::game::{Game, Phase};
use super::rules::{Scoring, StopTarget, WrongStop};
use super::table::{Seat, Team};

/// Whose hands a call is about, resolved from the caller and the target.
struct Subject {
    /// The seats that must hold four of a kind (all of them for doubles, any for a team stop).
    seats: Vec<Seat>,
    need_all: bool,
    /// The team a stop is about.
    stopped: Option<Team>,
    /// The `on` of the record: the partner's seat, or the target as given.
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
        let own = table.team_of(seat);
        match call {
            // Kemps names nobody but the partner; naming oneself is the one way to get it wrong.
            CallKind::Kemps if target == Some(seat.0) => Err(RuleError::KempsOnOwnHand),
            CallKind::Kemps => Ok(Subject {
                seats: vec![partner],
                need_all: true,
                stopped: None,
                on: partner.0,
            }),
            CallKind::DoubleKemps => Ok(Subject {
                seats: vec![seat, partner],
                need_all: true,
                stopped: None,
                on: partner.0,
            }),
            CallKind::Stop | CallKind::DoubleStop => {
                let (team, suspect, on) = match self.rules.stop_target {
                    StopTarget::Seat => {
                        let t = target.ok_or(RuleError::MissingTarget)?;
                        let s = table.seat(t as u64).ok_or(RuleError::NoSuchTarget)?;
                        (table.team_of(s), Some(s), t)
                    }
                    StopTarget::Team => {
                        let team = match target {
                            Some(t) => table.team(t as u64).ok_or(RuleError::NoSuchTarget)?,
                            // With two teams there is only one team to stop.
                            None if table.team_count() == 2 => Team(1 - own.0),
                            None => return Err(RuleError::MissingTarget),
                        };
                        (team, None, team.0)
                    }
                };
                if team == own {
                    return Err(RuleError::OwnTeam);
                }
                let (seats, need_all) = match (call, suspect) {
                    (CallKind::Stop, Some(s)) => (vec![s], true),
                    (CallKind::Stop, None) => (table.seats_of(team).to_vec(), false),
                    _ => (table.seats_of(team).to_vec(), true),
                };
                Ok(Subject {
                    seats,
                    need_all,
                    stopped: Some(team),
                    on,
                })
            }
        }
    }

    pub(super) fn call(
        &mut self,
        seat: Seat,
        call: CallKind,
        target: Option<u8>,
        out: &mut Vec<TimedEvent>,
    ) -> Result<(), RuleError> {
        if call.is_double() && !self.rules.double_calls {
            return Err(RuleError::DoubleCallsOff);
        }
        if call.is_stop() && self.lost_stop_right[seat] {
            return Err(RuleError::StopRightLost);
        }
        let subject = self.subject(seat, call, target)?;

        self.emit(out, Event::Called { seat, call, target });
        let mut held = subject.seats.iter().map(|&s| self.holds_four_of_a_kind(s));
        let correct = if subject.need_all {
            held.all(|h| h)
        } else {
            held.any(|h| h)
        };
        for &s in &subject.seats {
            self.revealed[s] = true;
            self.emit(
                out,
                Event::Revealed {
                    seat: s,
                    cards: self.hands[s].clone(),
                },
            );
        }
        let result = RoundResult::of_call(call, correct);

        if call.is_stop() && !correct && self.rules.wrong_stop == WrongStop::LoseRight {
            self.lost_stop_right[seat] = true;
            self.round_calls.push(CallRecord {
                result,
                by: seat,
                on: subject.on,
                at: self.now,
                ends_round: false,
            });
            self.emit(out, Event::StopRightLost { seat });
            return Ok(());
        }

        self.score(seat, call, correct, subject.stopped, out);
        let record = RoundRecord {
            round: self.round,
            result,
            by: Some(seat),
            on: Some(subject.on),
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
        match self.rules.scoring {
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
            match self.rules.scoring {
                Scoring::Letters => s.letters = (s.letters + n).min(word_len),
                Scoring::Lives => s.lives = s.lives.saturating_sub(n),
                Scoring::Points => s.points += n,
            }
            let standing = *s;
            self.emit(out, Event::Scored { team, standing });
        }
    }

    /// Ends the round: records it, then either ends the game or schedules the next deal.
    pub(super) fn end_round(&mut self, record: RoundRecord, out: &mut Vec<TimedEvent>) {
        self.countdown = None;
        self.emit(
            out,
            Event::RoundEnded {
                record: record.clone(),
            },
        );
        self.history.push(record);
        let (winners, losers) = self.game_result();
        if winners.is_empty() && losers.is_empty() {
            self.phase = Phase::Break {
                next_deal: self.now + self.rules.round_break_ms as u64,
            };
        } else {
            self.phase = Phase::Over;
            self.winners = winners.clone();
            self.losers = losers.clone();
            self.emit(out, Event::GameOver { winners, losers });
        }
    }

    /// Who won and who lost, if the game is over. Letters and lives name the losers (the
    /// word spelled, no hearts left) and the best of the rest win; points name the winners
    /// (the most points, at the target or beyond) and the fewest of the rest lose.
    fn game_result(&self) -> (Vec<Team>, Vec<Team>) {
        let teams: Vec<Team> = self.table.teams().collect();
        let word_len = self.rules.word_len();
        let key = |t: &Team| {
            let s = self.standings[*t];
            match self.rules.scoring {
                Scoring::Letters => -(s.letters as i64),
                Scoring::Lives => s.lives as i64,
                Scoring::Points => s.points as i64,
            }
        };
        let best_of = |pool: &[Team]| -> Vec<Team> {
            let best = pool.iter().map(key).max();
            pool.iter()
                .copied()
                .filter(|t| Some(key(t)) == best)
                .collect()
        };
        let worst_of = |pool: &[Team]| -> Vec<Team> {
            let worst = pool.iter().map(key).min();
            pool.iter()
                .copied()
                .filter(|t| Some(key(t)) == worst)
                .collect()
        };
        match self.rules.scoring {
            Scoring::Letters | Scoring::Lives => {
                let losers: Vec<Team> = teams
                    .iter()
                    .copied()
                    .filter(|&t| match self.rules.scoring {
                        Scoring::Letters => self.standings[t].letters >= word_len,
                        _ => self.standings[t].lives == 0,
                    })
                    .collect();
                if losers.is_empty() {
                    return (Vec::new(), Vec::new());
                }
                let rest: Vec<Team> = teams
                    .iter()
                    .copied()
                    .filter(|t| !losers.contains(t))
                    .collect();
                (best_of(&rest), losers)
            }
            Scoring::Points => {
                if !teams
                    .iter()
                    .any(|&t| self.standings[t].points >= self.rules.target)
                {
                    return (Vec::new(), Vec::new());
                }
                let winners = best_of(&teams);
                let rest: Vec<Team> = teams
                    .iter()
                    .copied()
                    .filter(|t| !winners.contains(t))
                    .collect();
                (winners, worst_of(&rest))
            }
        }
    }
}
