//! The table turned for a friend's page: every page shows its own player at seat 0, so the
//! host turns what it sends a friend (seats, teams, the numbers calls name) until the
//! friend's seat is seat 0, and turns the friend's calls back. Turning keeps partners
//! opposite and teams together: seat `s` becomes `s - k`, team `t` becomes `t - k`.

use crate::engine::{
    Action, CallKind, CallRecord, CallTarget, Event, RoundRecord, SeatCopy, StopTarget, Table,
    Target, Team,
};
use crate::engine::{RoundResult, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    table: Table,
    /// The friend's seat at the host's table.
    by: u8,
}

impl Turn {
    /// The turn that seats `friend` at seat 0.
    pub fn new(table: Table, friend: Seat) -> Turn {
        Turn {
            table,
            by: friend.number() % table.seat_count() as u8,
        }
    }

    fn seats(self) -> u8 {
        self.table.seat_count() as u8
    }

    fn teams(self) -> u8 {
        self.table.team_count() as u8
    }

    /// A host's seat as the friend's page numbers it. A number off the table stays as it is.
    pub fn seat(self, s: Seat) -> Seat {
        match s.number() < self.seats() {
            true => self.table.clockwise(s, usize::from(self.seats() - self.by)),
            false => s,
        }
    }

    /// A friend's seat as the host's table numbers it.
    pub fn seat_back(self, s: Seat) -> Seat {
        match s.number() < self.seats() {
            true => self.table.clockwise(s, usize::from(self.by)),
            false => s,
        }
    }

    pub fn team(self, t: Team) -> Team {
        let by = self.by % self.teams();
        match t.0 < self.teams() {
            true => Team((t.0 + self.teams() - by) % self.teams()),
            false => t,
        }
    }

    pub fn team_back(self, t: Team) -> Team {
        match t.0 < self.teams() {
            true => Team((t.0 + self.by) % self.teams()),
            false => t,
        }
    }

    /// The number a call names (a seat, or a team when stops name teams), turned forward
    /// (`back` false) or back.
    fn number(self, rule: StopTarget, call: CallKind, n: u8, back: bool) -> u8 {
        let by_team = call.is_stop() && rule == StopTarget::Team;
        match (by_team, back) {
            (false, _) => match self.table.seat(n.into()) {
                Some(s) if back => self.seat_back(s).number(),
                Some(s) => self.seat(s).number(),
                None => n,
            },
            (true, false) => self.team(Team(n)).0,
            (true, true) => self.team_back(Team(n)).0,
        }
    }

    fn target(self, t: Target) -> Target {
        match t {
            Target::Seat { suspect, team } => Target::Seat {
                suspect: self.seat(suspect),
                team: self.team(team),
            },
            Target::Team(team) => Target::Team(self.team(team)),
        }
    }

    /// A copy of the friend's view, turned.
    pub fn copy(self, c: &SeatCopy) -> SeatCopy {
        let n = self.seats() as usize;
        let t = self.teams() as usize;
        let by = self.by as usize;
        let by_seat = |i: usize| (i + by) % n;
        let by_team = |i: usize| (i + by) % t;
        let mut out = c.clone();
        out.seat = self.seat(c.seat);
        out.dealer = self.seat(c.dealer);
        if c.hand_sizes.len() == n && c.revealed.len() == n && c.passed.len() == n {
            out.hand_sizes = (0..n).map(|i| c.hand_sizes[by_seat(i)]).collect();
            out.revealed = (0..n).map(|i| c.revealed[by_seat(i)].clone()).collect();
            out.passed = (0..n).map(|i| c.passed[by_seat(i)]).collect();
        }
        if c.standings.len() == t {
            out.standings = (0..t).map(|i| c.standings[by_team(i)]).collect();
        }
        out.winners = c.winners.iter().map(|&w| self.team(w)).collect();
        out.losers = c.losers.iter().map(|&l| self.team(l)).collect();
        out
    }

    /// A friend's action as the host's table reads it: only a call names anyone.
    pub fn action_back(self, action: &Action, rule: StopTarget) -> Action {
        match action {
            Action::Call { call, target } => Action::Call {
                call: *call,
                target: target.map(|n| self.number(rule, *call, n, true)),
            },
            other => other.clone(),
        }
    }

    /// An event of the host's table as the friend's page hears it.
    pub fn event(self, e: &Event, rule: StopTarget) -> Event {
        let s = |seat: &Seat| self.seat(*seat);
        match e {
            Event::RoundStarted { round, dealer } => Event::RoundStarted {
                round: *round,
                dealer: s(dealer),
            },
            Event::Dealt { seat, cards } => Event::Dealt {
                seat: s(seat),
                cards: cards.clone(),
            },
            Event::TripsRedealt { seat, shown } => Event::TripsRedealt {
                seat: s(seat),
                shown: shown.clone(),
            },
            Event::Swapped { seat, gave, took } => Event::Swapped {
                seat: s(seat),
                gave: gave.clone(),
                took: took.clone(),
            },
            Event::Dropped { seat, card, auto } => Event::Dropped {
                seat: s(seat),
                card: *card,
                auto: *auto,
            },
            Event::Took { seat, card, auto } => Event::Took {
                seat: s(seat),
                card: *card,
                auto: *auto,
            },
            Event::Passed { seat } => Event::Passed { seat: s(seat) },
            Event::Gestured { seat, gesture } => Event::Gestured {
                seat: s(seat),
                gesture: *gesture,
            },
            Event::Called { seat, call, target } => Event::Called {
                seat: s(seat),
                call: *call,
                target: CallTarget::new(
                    target.given().map(|n| self.number(rule, *call, n, false)),
                    target.stop().map(|t| self.target(t)),
                ),
            },
            Event::Revealed { seat, cards } => Event::Revealed {
                seat: s(seat),
                cards: cards.clone(),
            },
            Event::StopRightLost { seat } => Event::StopRightLost { seat: s(seat) },
            Event::Scored { team, standing } => Event::Scored {
                team: self.team(*team),
                standing: *standing,
            },
            Event::RoundEnded { record } => Event::RoundEnded {
                record: self.record(record, rule),
            },
            Event::GameOver { winners, losers } => Event::GameOver {
                winners: winners.iter().map(|&w| self.team(w)).collect(),
                losers: losers.iter().map(|&l| self.team(l)).collect(),
            },
            other => other.clone(),
        }
    }

    fn on(self, result: RoundResult, on: u8, rule: StopTarget) -> u8 {
        let call = match result {
            RoundResult::Stop | RoundResult::WrongStop => CallKind::Stop,
            RoundResult::DoubleStop | RoundResult::WrongDoubleStop => CallKind::DoubleStop,
            _ => CallKind::Kemps,
        };
        self.number(rule, call, on, false)
    }

    fn record(self, r: &RoundRecord, rule: StopTarget) -> RoundRecord {
        RoundRecord {
            round: r.round,
            result: r.result,
            by: r.by.map(|b| self.seat(b)),
            on: r.on.map(|on| self.on(r.result, on, rule)),
            target: r.target.map(|t| self.target(t)),
            at: r.at,
            calls: (r.calls.iter())
                .map(|c| CallRecord {
                    result: c.result,
                    by: self.seat(c.by),
                    on: self.on(c.result, c.on, rule),
                    target: c.target.map(|t| self.target(t)),
                    at: c.at,
                    ends_round: c.ends_round,
                })
                .collect(),
        }
    }
}

/// Gives an event read from the wire the stop targets the engine had resolved: they follow
/// from the rules, the caller and the number named (`Target::resolve`).
pub fn resolve_targets(e: &mut Event, rule: StopTarget, table: Table) {
    let resolve = |caller: Seat, n: Option<u8>| Target::resolve(rule, table, caller, n).ok();
    match e {
        Event::Called { seat, call, target } if call.is_stop() => {
            *target = CallTarget::new(target.given(), resolve(*seat, target.given()));
        }
        Event::RoundEnded { record } => {
            if let (Some(by), true) = (record.by, is_stop(record.result)) {
                record.target = resolve(by, record.on);
            }
            for c in &mut record.calls {
                if is_stop(c.result) {
                    c.target = resolve(c.by, Some(c.on));
                }
            }
        }
        _ => {}
    }
}

fn is_stop(r: RoundResult) -> bool {
    matches!(
        r,
        RoundResult::Stop
            | RoundResult::WrongStop
            | RoundResult::DoubleStop
            | RoundResult::WrongDoubleStop
    )
}
