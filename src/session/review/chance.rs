//! What seat 0 did about each real signal of the match, as the record of its rounds tells
//! it: called on it (and whether rightly), beaten to it by another call, or let it pass
//! when no call on it came. The replay's list of gestures says it after each signal.

use super::GestureMark;
use crate::engine::{RoundRecord, RoundResult, Seat, Table, Target};
use crate::i18n::Words;
use crate::narration::names::Naming;
use crate::narration::seats::YOU;

/// What seat 0 did about a real signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chance {
    /// Your partner's signal, and no call on it came: a Kemps you could have called.
    CallKemps,
    /// An opponent's signal, and no call on it came: a Stop Kemps you could have called.
    CallStop,
    /// You called on it: Kemps (your partner's signal) or Stop Kemps (an opponent's).
    Called { stop: bool, right: bool },
    /// Another player's call on it ended the round first: the signaller's partner's Kemps,
    /// or someone's Stop Kemps.
    First { by: Seat, stop: bool },
}

impl Chance {
    /// What seat 0 did, in words for the list of gestures, its seats named as `n` names
    /// them.
    pub fn words(self, w: &Words, n: &Naming) -> String {
        let seat = n.seat_arg(w, YOU);
        match self {
            Chance::CallKemps => tr!(w, TABLE_CHANCE_KEMPS, seat = seat),
            Chance::CallStop => tr!(w, TABLE_CHANCE_STOP, seat = seat),
            Chance::Called { stop, right } => match (stop, right) {
                (false, true) => tr!(w, TABLE_CHANCE_KEMPS_RIGHT, seat = seat),
                (false, false) => tr!(w, TABLE_CHANCE_KEMPS_WRONG, seat = seat),
                (true, true) => tr!(w, TABLE_CHANCE_STOP_RIGHT, seat = seat),
                (true, false) => tr!(w, TABLE_CHANCE_STOP_WRONG, seat = seat),
            },
            Chance::First { by, stop: false } => {
                tr!(
                    w,
                    TABLE_CHANCE_KEMPS_FIRST,
                    seat = seat,
                    caller = n.seat_arg(w, by)
                )
            }
            Chance::First { by, stop: true } => {
                tr!(
                    w,
                    TABLE_CHANCE_STOP_FIRST,
                    seat = seat,
                    caller = n.seat_arg(w, by)
                )
            }
        }
    }
}

/// A call of a round: who, its result, a stop's target, and whether it ended the round.
struct Call {
    by: Seat,
    result: RoundResult,
    target: Option<Target>,
    at: u64,
    ends_round: bool,
}

/// Every call of a round, in the order made: the ones that let it go on, then its end.
fn calls_of(record: &RoundRecord) -> impl Iterator<Item = Call> + '_ {
    let earlier = record.calls.iter().map(|c| Call {
        by: c.by,
        result: c.result,
        target: c.target,
        at: c.at,
        ends_round: c.ends_round,
    });
    let last = record.by.map(|by| Call {
        by,
        result: record.result,
        target: record.target,
        at: record.at,
        ends_round: true,
    });
    earlier.chain(last)
}

fn is_stop(result: RoundResult) -> bool {
    use RoundResult::*;
    matches!(result, Stop | WrongStop | DoubleStop | WrongDoubleStop)
}

fn is_right(result: RoundResult) -> bool {
    use RoundResult::*;
    matches!(result, Kemps | DoubleKemps | Stop | DoubleStop)
}

/// Whether `call` was about a signal `signaller` made: its partner's Kemps, or a Stop
/// Kemps from another team on the signaller's team.
fn about(table: Table, signaller: Seat, call: &Call) -> bool {
    let team = table.team_of(signaller);
    match call.result {
        RoundResult::RealDeal => false,
        r if is_stop(r) => {
            table.team_of(call.by) != team && call.target.is_none_or(|t| t.team() == team)
        }
        _ => call.by == table.partner_of(signaller),
    }
}

/// What seat 0 did about `mark`, from the round's record in `records`: `None` for a decoy
/// and for seat 0's own signals. Your call on it counts, right or wrong, even one that let
/// the round go on; another player's counts when it ended the round.
pub fn chance(table: Table, mark: &GestureMark, records: &[RoundRecord]) -> Option<Chance> {
    if !mark.real || mark.seat == YOU {
        return None;
    }
    let record = records.iter().find(|r| r.round == mark.round);
    let answer = record
        .into_iter()
        .flat_map(calls_of)
        .find(|c| c.at >= mark.at && about(table, mark.seat, c) && (c.by == YOU || c.ends_round));
    let stop = table.team_of(mark.seat) != table.team_of(YOU);
    Some(match answer {
        Some(c) if c.by == YOU => Chance::Called {
            stop: is_stop(c.result),
            right: is_right(c.result),
        },
        Some(c) => Chance::First {
            by: c.by,
            stop: is_stop(c.result),
        },
        None if stop => Chance::CallStop,
        None => Chance::CallKemps,
    })
}

#[cfg(test)]
mod tests;
