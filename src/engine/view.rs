//! What one seat may see. Bots and the UI get a `SeatView`, never the `Game`: a view has
//! no way to reach another player's hand before it is revealed, nor the stock's order.

use serde::Serialize;

use super::action::{Action, CallKind};
use super::calls::call_check;
use super::card::{Card, Hand};
use super::copy::SeatCopy;
use super::error::RuleError;
use super::event::{RoundRecord, Standing};
use super::exchange::half_move_check;
use super::game::{Game, Phase};
use super::rules::Rules;
use super::table::{Seat, Table, Team};
use super::target::Target;

#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    source: Source<'a>,
    seat: Seat,
}

/// What a view reads: the game itself, or a copy of one seat's view (a friend's page is
/// sent a copy, never the game).
#[derive(Clone, Copy)]
enum Source<'a> {
    Game(&'a Game),
    Copy(&'a SeatCopy),
}

impl Game {
    /// The view of `seat` (which must be at this table; others see nothing private).
    pub fn view(&self, seat: Seat) -> SeatView<'_> {
        SeatView {
            source: Source::Game(self),
            seat,
        }
    }
}

impl SeatCopy {
    /// The view this copy was taken of: it answers every question as the game's view did.
    pub fn view(&self) -> SeatView<'_> {
        SeatView {
            source: Source::Copy(self),
            seat: self.seat,
        }
    }
}

impl SeatView<'_> {
    /// An owned copy of this view.
    pub fn copy(&self) -> SeatCopy {
        let table = self.table();
        SeatCopy {
            seat: self.seat(),
            table,
            rules: self.rules().clone(),
            now: self.now(),
            round: self.round(),
            dealer: self.dealer(),
            phase: self.phase(),
            hand: self.hand().iter().copied().collect(),
            centre: self.centre().to_vec(),
            stock: self.stock_count() as u32,
            swept: self.swept_count() as u32,
            hand_sizes: table.seats().map(|s| self.hand_len(s) as u8).collect(),
            revealed: table
                .seats()
                .map(|s| match s == self.seat() {
                    true => None,
                    false => self.revealed_hand(s).cloned(),
                })
                .collect(),
            passed: table.seats().map(|s| self.has_passed(s)).collect(),
            may_stop: self.may_stop(),
            counting: self.counting(),
            standings: table.teams().map(|t| self.standing(t)).collect(),
            winners: self.winners().to_vec(),
            losers: self.losers().to_vec(),
        }
    }
}

impl<'a> SeatView<'a> {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn table(&self) -> Table {
        match self.source {
            Source::Game(g) => g.table,
            Source::Copy(c) => c.table,
        }
    }

    pub fn rules(&self) -> &'a Rules {
        match self.source {
            Source::Game(g) => &g.rules,
            Source::Copy(c) => &c.rules,
        }
    }

    /// The deal number; a copy does not carry it (it would tell every hand): 0.
    pub fn seed(&self) -> u64 {
        match self.source {
            Source::Game(g) => g.seed,
            Source::Copy(_) => 0,
        }
    }

    pub fn now(&self) -> u64 {
        match self.source {
            Source::Game(g) => g.now,
            Source::Copy(c) => c.now,
        }
    }

    pub fn round(&self) -> u32 {
        match self.source {
            Source::Game(g) => g.round,
            Source::Copy(c) => c.round,
        }
    }

    pub fn dealer(&self) -> Seat {
        match self.source {
            Source::Game(g) => g.dealer,
            Source::Copy(c) => c.dealer,
        }
    }

    pub fn phase(&self) -> Phase {
        match self.source {
            Source::Game(g) => g.phase,
            Source::Copy(c) => c.phase,
        }
    }

    pub fn partner(&self) -> Seat {
        self.table().partner_of(self.seat)
    }

    pub fn team(&self) -> Team {
        self.table().team_of(self.seat)
    }

    /// This seat's own cards.
    pub fn hand(&self) -> &'a [Card] {
        match self.source {
            Source::Game(g) => g
                .hands
                .as_slice()
                .get(self.seat.index())
                .map_or(&[], |h| h.as_slice()),
            Source::Copy(c) => c.hand.as_slice(),
        }
    }

    /// Another seat's cards, only once a call has revealed them this round.
    pub fn revealed_hand(&self, seat: Seat) -> Option<&'a Hand> {
        match self.source {
            Source::Game(g) => {
                let shown = seat == self.seat || *g.revealed.as_slice().get(seat.index())?;
                if shown {
                    g.hands.as_slice().get(seat.index())
                } else {
                    None
                }
            }
            Source::Copy(c) if seat == self.seat => Some(&c.hand),
            Source::Copy(c) => c.revealed.get(seat.index())?.as_ref(),
        }
    }

    /// How many cards a seat holds (visible to all at a real table).
    pub fn hand_len(&self, seat: Seat) -> usize {
        match self.source {
            Source::Game(g) => g.hands.as_slice().get(seat.index()).map_or(0, |h| h.len()),
            Source::Copy(c) => c.hand_sizes.get(seat.index()).map_or(0, |&n| n as usize),
        }
    }

    pub fn centre(&self) -> &'a [Card] {
        match self.source {
            Source::Game(g) => &g.centre,
            Source::Copy(c) => &c.centre,
        }
    }

    pub fn stock_count(&self) -> usize {
        match self.source {
            Source::Game(g) => g.stock.len(),
            Source::Copy(c) => c.stock as usize,
        }
    }

    pub fn swept_count(&self) -> usize {
        match self.source {
            Source::Game(g) => g.swept.len(),
            Source::Copy(c) => c.swept as usize,
        }
    }

    pub fn has_passed(&self, seat: Seat) -> bool {
        let passed = match self.source {
            Source::Game(g) => g.passed.as_slice(),
            Source::Copy(c) => c.passed.as_slice(),
        };
        passed.get(seat.index()).copied().unwrap_or(false)
    }

    /// Whether this seat may drop a card now (`dropping`), or take one, under a table whose
    /// order splits an exchange in two: the engine's own check of order and hand size.
    pub fn half_move_allowed(&self, dropping: bool) -> bool {
        half_move_check(self.rules().order(), self.hand().len(), dropping).is_ok()
    }

    pub fn may_stop(&self) -> bool {
        match self.source {
            Source::Game(g) => !g
                .lost_stop_right
                .as_slice()
                .get(self.seat.index())
                .copied()
                .unwrap_or(true),
            Source::Copy(c) => c.may_stop,
        }
    }

    /// Whom this seat may name in a stop now (`double`: a double stop), or why it may not
    /// call one at all (double calls off, its right to stop lost this round): the check the
    /// engine makes of the call itself.
    pub fn stop_targets(&self, double: bool) -> Result<Vec<Target>, RuleError> {
        let table = self.table();
        if self.seat.index() >= table.seat_count() {
            return Err(RuleError::NoSuchSeat);
        }
        call_check(self.rules(), !self.may_stop(), CallKind::stop(double))?;
        Ok(Target::choices(
            self.rules().stop_target(),
            table,
            self.seat,
            double,
        ))
    }

    /// The action of a call by this seat on `target` (none for a Kemps call), the target
    /// written as the number this table's rules read.
    pub fn call_on(&self, call: CallKind, target: Option<Target>) -> Action {
        let rule = self.rules().stop_target();
        let table = self.table();
        Action::Call {
            call,
            target: target.map(|t| t.number(rule, table)),
        }
    }

    /// How many words of the count the dealer has said, if counting: 1 after "one", up to
    /// 3 after "three" (the count stops at "dead").
    pub fn counting(&self) -> Option<u8> {
        match self.source {
            Source::Game(g) => g.countdown.map(|c| c.next),
            Source::Copy(c) => c.counting,
        }
    }

    pub fn standing(&self, team: Team) -> Standing {
        let standings = match self.source {
            Source::Game(g) => g.standings.as_slice(),
            Source::Copy(c) => c.standings.as_slice(),
        };
        standings.get(team.index()).copied().unwrap_or_default()
    }

    /// The rounds played so far. A copy carries none: a friend's page hears of each round
    /// as it ends, in the events it is sent.
    pub fn history(&self) -> &'a [RoundRecord] {
        match self.source {
            Source::Game(g) => &g.history,
            Source::Copy(_) => &[],
        }
    }

    pub fn winners(&self) -> &'a [Team] {
        match self.source {
            Source::Game(g) => &g.winners,
            Source::Copy(c) => &c.winners,
        }
    }

    pub fn losers(&self) -> &'a [Team] {
        match self.source {
            Source::Game(g) => &g.losers,
            Source::Copy(c) => &c.losers,
        }
    }

    /// An owned, serialisable copy of everything this view shows.
    pub fn snapshot(&self) -> ViewSnapshot {
        let table = self.table();
        ViewSnapshot {
            seat: self.seat,
            teams: table.team_count() as u8,
            rules: self.rules().clone(),
            now: self.now(),
            round: self.round(),
            dealer: self.dealer(),
            phase: match self.phase() {
                Phase::Exchange => "exchange",
                Phase::Break { .. } => "break",
                Phase::Over => "over",
            },
            hand: self.hand().to_vec(),
            centre: self.centre().to_vec(),
            stock: self.stock_count(),
            swept: self.swept_count(),
            hand_sizes: table.seats().map(|s| self.hand_len(s)).collect(),
            revealed: table
                .seats()
                .map(|s| self.revealed_hand(s).map(|h| h.to_vec()))
                .collect(),
            passed: table.seats().map(|s| self.has_passed(s)).collect(),
            may_stop: self.may_stop(),
            standings: table.teams().map(|t| self.standing(t)).collect(),
            history: self.history().to_vec(),
            winners: self.winners().to_vec(),
            losers: self.losers().to_vec(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ViewSnapshot {
    pub seat: Seat,
    pub teams: u8,
    pub rules: Rules,
    pub now: u64,
    pub round: u32,
    pub dealer: Seat,
    pub phase: &'static str,
    pub hand: Vec<Card>,
    pub centre: Vec<Card>,
    pub stock: usize,
    pub swept: usize,
    pub hand_sizes: Vec<usize>,
    pub revealed: Vec<Option<Vec<Card>>>,
    pub passed: Vec<bool>,
    pub may_stop: bool,
    pub standings: Vec<Standing>,
    pub history: Vec<RoundRecord>,
    pub winners: Vec<Team>,
    pub losers: Vec<Team>,
}

#[cfg(test)]
mod tests {
    use crate::engine::{
        Action, CallKind, Game, Phase, Preset, RuleError, Rules, Seat, StopTarget, Table, Target,
        Team,
    };

    #[test]
    fn a_view_shows_only_its_own_hand_until_a_call_reveals_others() {
        let (game, _) = Game::new(Rules::of(Preset::Classic), Table::new(2).unwrap(), 9);
        let v = game.view(Seat::FIRST);
        assert_eq!(v.hand(), game.hand(Seat::FIRST).as_slice());
        assert!(v.revealed_hand(Seat::FIRST).is_some());
        for s in 1..4 {
            assert!(v.revealed_hand(Seat::at(s)).is_none());
            assert_eq!(v.hand_len(Seat::at(s)), 4);
        }
        let snapshot = v.snapshot();
        assert_eq!(snapshot.revealed.iter().filter(|h| h.is_some()).count(), 1);
        // A seat that is not at the table sees nothing and does not panic.
        let stranger = game.view(Seat::at(40));
        assert!(stranger.hand().is_empty());
        assert!(stranger.revealed_hand(Seat::at(40)).is_none());
        assert!(!stranger.may_stop());
        assert_eq!(stranger.stop_targets(false), Err(RuleError::NoSuchSeat));
    }

    #[test]
    fn a_seat_is_offered_the_targets_the_call_would_accept_or_told_why_not() {
        let hearts = Rules::of(Preset::Hearts);
        assert!(!hearts.double_calls());
        let (game, _) = Game::new(hearts, Table::new(2).unwrap(), 9);
        let view = game.view(Seat::FIRST);
        assert_eq!(view.stop_targets(true), Err(RuleError::DoubleCallsOff));

        // Party: stop a seat, and a wrong stop costs the right to stop this round.
        let party = Rules::of(Preset::Party);
        assert_eq!(party.stop_target(), StopTarget::Seat);
        let (mut game, _) = Game::new(party, Table::new(2).unwrap(), 9);
        let view = game.view(Seat::FIRST);
        let targets = view.stop_targets(false).expect("a stop is allowed");
        let suspects: Vec<_> = targets.iter().filter_map(|t| t.suspect()).collect();
        assert_eq!(suspects, vec![Seat::at(1), Seat::at(3)]);
        let teams = view.stop_targets(true).expect("a double stop is allowed");
        assert_eq!(
            teams,
            vec![Target::Team(Team(1))],
            "a double stop names a team"
        );
        let call = view.call_on(CallKind::Stop, Some(targets[1]));
        assert_eq!(call, Action::call(CallKind::Stop, Some(3)));
        assert_eq!(
            view.call_on(CallKind::DoubleStop, Some(teams[0])),
            Action::call(CallKind::DoubleStop, Some(1))
        );
        assert_eq!(
            view.call_on(CallKind::Kemps, None),
            Action::call(CallKind::Kemps, None)
        );
        let mut out = Vec::new();
        game.act(Seat::FIRST, &call, &mut out)
            .expect("a stop is played");
        assert_eq!(
            game.phase(),
            Phase::Exchange,
            "a wrong stop: the round goes on"
        );
        let refusal = game.view(Seat::FIRST).stop_targets(false);
        assert_eq!(refusal, Err(RuleError::StopRightLost));
        assert_eq!(game.act(Seat::FIRST, &call, &mut out), refusal.map(|_| ()));
    }
}
