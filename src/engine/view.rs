//! What one seat may see. Bots and the UI get a `SeatView`, never the `Game`: a view has
//! no way to reach another player's hand before it is revealed, nor the stock's order.

use serde::Serialize;

use super::card::{Card, Hand};
use super::event::{RoundRecord, Standing};
use super::game::{Game, Phase};
use super::rules::Rules;
use super::table::{Seat, Table, Team};

#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    game: &'a Game,
    seat: Seat,
}

impl Game {
    /// The view of `seat` (which must be at this table; others see nothing private).
    pub fn view(&self, seat: Seat) -> SeatView<'_> {
        SeatView { game: self, seat }
    }
}

impl<'a> SeatView<'a> {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn table(&self) -> Table {
        self.game.table
    }

    pub fn rules(&self) -> &'a Rules {
        &self.game.rules
    }

    pub fn seed(&self) -> u64 {
        self.game.seed
    }

    pub fn now(&self) -> u64 {
        self.game.now
    }

    pub fn round(&self) -> u32 {
        self.game.round
    }

    pub fn dealer(&self) -> Seat {
        self.game.dealer
    }

    pub fn phase(&self) -> Phase {
        self.game.phase
    }

    pub fn partner(&self) -> Seat {
        self.game.table.partner_of(self.seat)
    }

    pub fn team(&self) -> Team {
        self.game.table.team_of(self.seat)
    }

    /// This seat's own cards.
    pub fn hand(&self) -> &'a [Card] {
        self.game
            .hands
            .as_slice()
            .get(self.seat.index())
            .map_or(&[], |h| h.as_slice())
    }

    /// Another seat's cards, only once a call has revealed them this round.
    pub fn revealed_hand(&self, seat: Seat) -> Option<&'a Hand> {
        let shown = seat == self.seat || *self.game.revealed.as_slice().get(seat.index())?;
        if shown {
            self.game.hands.as_slice().get(seat.index())
        } else {
            None
        }
    }

    /// How many cards a seat holds (visible to all at a real table).
    pub fn hand_len(&self, seat: Seat) -> usize {
        self.game
            .hands
            .as_slice()
            .get(seat.index())
            .map_or(0, |h| h.len())
    }

    pub fn centre(&self) -> &'a [Card] {
        &self.game.centre
    }

    pub fn stock_count(&self) -> usize {
        self.game.stock.len()
    }

    pub fn swept_count(&self) -> usize {
        self.game.swept.len()
    }

    pub fn has_passed(&self, seat: Seat) -> bool {
        self.game
            .passed
            .as_slice()
            .get(seat.index())
            .copied()
            .unwrap_or(false)
    }

    /// Whether this seat may drop a card now (`dropping`), or take one, under a table whose
    /// order splits an exchange in two: the engine's own check of order and hand size.
    pub fn half_move_allowed(&self, dropping: bool) -> bool {
        self.game.half_move_allowed(self.seat, dropping).is_ok()
    }

    pub fn may_stop(&self) -> bool {
        !self
            .game
            .lost_stop_right
            .as_slice()
            .get(self.seat.index())
            .copied()
            .unwrap_or(true)
    }

    /// How many words of the count the dealer has said, if counting: 1 after "one", up to
    /// 3 after "three" (the count stops at "dead").
    pub fn counting(&self) -> Option<u8> {
        self.game.countdown.map(|c| c.next)
    }

    pub fn standing(&self, team: Team) -> Standing {
        self.game
            .standings
            .as_slice()
            .get(team.index())
            .copied()
            .unwrap_or_default()
    }

    pub fn history(&self) -> &'a [RoundRecord] {
        &self.game.history
    }

    pub fn winners(&self) -> &'a [Team] {
        &self.game.winners
    }

    pub fn losers(&self) -> &'a [Team] {
        &self.game.losers
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
    use crate::engine::{Game, Preset, Rules, Seat, Table};

    #[test]
    fn a_view_shows_only_its_own_hand_until_a_call_reveals_others() {
        let (game, _) = Game::new(Rules::preset(Preset::Classic), Table::new(2).unwrap(), 9);
        let v = game.view(Seat(0));
        assert_eq!(v.hand(), game.hand(Seat(0)).as_slice());
        assert!(v.revealed_hand(Seat(0)).is_some());
        for s in 1..4 {
            assert!(v.revealed_hand(Seat(s)).is_none());
            assert_eq!(v.hand_len(Seat(s)), 4);
        }
        let snapshot = v.snapshot();
        assert_eq!(snapshot.revealed.iter().filter(|h| h.is_some()).count(), 1);
        // A seat that is not at the table sees nothing and does not panic.
        let stranger = game.view(Seat(40));
        assert!(stranger.hand().is_empty());
        assert!(stranger.revealed_hand(Seat(40)).is_none());
        assert!(!stranger.may_stop());
    }
}
