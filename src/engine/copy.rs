//! An owned copy of what one seat sees: what the host's page sends a friend's page, which
//! reads it through the same `SeatView` as the game. It is taken from a view
//! (`SeatView::copy`, in view.rs), so it cannot hold what the view does not show: another
//! seat's hand before a call reveals it, the stock's order, or the deal number.

use serde::{Deserialize, Serialize};

use super::card::{Card, Hand};
use super::deal::HAND_SIZE;
use super::event::Standing;
use super::game::Phase;
use super::rules::Rules;
use super::table::{Seat, Table, Team};

/// The most cards the centre holds (a 12-player table's centre, with room for one drop).
const CENTRE_MAX: usize = 16;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCopy {
    #[serde(deserialize_with = "crate::engine::table::read_seat")]
    pub seat: Seat,
    pub table: Table,
    pub rules: Rules,
    pub now: u64,
    pub round: u32,
    #[serde(deserialize_with = "crate::engine::table::read_seat")]
    pub dealer: Seat,
    pub phase: Phase,
    pub hand: Hand,
    pub centre: Vec<Card>,
    pub stock: u32,
    pub swept: u32,
    pub hand_sizes: Vec<u8>,
    /// Other seats' hands a call has shown this round (`None` while hidden).
    pub revealed: Vec<Option<Hand>>,
    pub passed: Vec<bool>,
    pub may_stop: bool,
    pub counting: Option<u8>,
    pub standings: Vec<Standing>,
    pub winners: Vec<Team>,
    pub losers: Vec<Team>,
}

impl SeatCopy {
    /// Whether this copy is one a table could show: its seat at its table, one entry per
    /// seat and per team, hands and centre of possible sizes, rules that check. A copy that
    /// came over the network is read only once it fits.
    pub fn fits(&self) -> bool {
        let (seats, teams) = (self.table.seat_count(), self.table.team_count());
        let seat_ok = |s: Seat| s.index() < seats;
        let team_ok = |t: &Team| t.index() < teams;
        seat_ok(self.seat)
            && seat_ok(self.dealer)
            && self.rules.validate().is_ok()
            && self.hand.len() <= HAND_SIZE + 1
            && self.centre.len() <= CENTRE_MAX
            && self.hand_sizes.len() == seats
            && self.hand_sizes.iter().all(|&n| n as usize <= HAND_SIZE + 1)
            && self.hand_sizes.get(self.seat.index()) == Some(&(self.hand.len() as u8))
            && self.revealed.len() == seats
            && self.passed.len() == seats
            && self.standings.len() == teams
            && self.counting.is_none_or(|c| c <= 3)
            && self.winners.iter().all(team_ok)
            && self.losers.iter().all(team_ok)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{CallKind, Game, Preset, Rules, Seat, SeatView, Table};

    /// Every question a seat's view answers, asked of a view.
    fn answers(v: &SeatView<'_>) -> String {
        let table = v.table();
        let seats: Vec<_> = table
            .seats()
            .map(|s| (v.hand_len(s), v.revealed_hand(s).cloned(), v.has_passed(s)))
            .collect();
        let teams: Vec<_> = table.teams().map(|t| v.standing(t)).collect();
        format!(
            "{:?}",
            (
                (
                    v.seat(),
                    v.rules(),
                    v.now(),
                    v.round(),
                    v.dealer(),
                    v.phase()
                ),
                (
                    v.hand(),
                    v.centre(),
                    v.stock_count(),
                    v.swept_count(),
                    seats,
                    teams
                ),
                (v.partner(), v.team(), v.may_stop(), v.counting()),
                (v.stop_targets(false), v.stop_targets(true)),
                (v.half_move_allowed(true), v.half_move_allowed(false)),
                (v.winners(), v.losers()),
            )
        )
    }

    #[test]
    fn a_copy_answers_every_question_as_the_view_it_was_taken_of() {
        for preset in Preset::ALL {
            let (mut game, _) = Game::new(Rules::of(preset), Table::new(3).unwrap(), 41);
            let mut out = Vec::new();
            // A wrong stop (seat 1 on seat 0's team) reveals hands and may cost a right.
            let stop = game
                .view(Seat::at(1))
                .stop_targets(false)
                .unwrap_or_default();
            if let Some(&target) = stop.first() {
                let call = game.view(Seat::at(1)).call_on(CallKind::Stop, Some(target));
                let _ = game.act(Seat::at(1), &call, &mut out);
            }
            let _ = game.advance_to(game.now() + 4_000, &mut out);
            for seat in game.table().seats() {
                let view = game.view(seat);
                let copy = view.copy();
                assert!(copy.fits(), "{preset:?} seat {seat:?}");
                assert_eq!(answers(&copy.view()), answers(&view), "{preset:?} {seat:?}");
                assert_eq!(copy.view().seed(), 0, "the deal number stays at home");
                assert_eq!(
                    hidden_cards_carried(&game, &copy),
                    Vec::<String>::new(),
                    "{preset:?} {seat:?}"
                );
            }
        }
    }

    /// Every card a copy carries: its seat's hand, the centre and the hands a call revealed.
    fn carried(copy: &crate::engine::SeatCopy) -> Vec<crate::engine::Card> {
        let revealed = copy.revealed.iter().flatten().flat_map(|h| h.iter());
        copy.hand
            .iter()
            .chain(&copy.centre)
            .chain(revealed)
            .copied()
            .collect()
    }

    /// The cards of other seats' hidden hands that `copy` (taken for its seat of `game`)
    /// carries: a hand is hidden from a seat until a call reveals it to that seat.
    fn hidden_cards_carried(game: &Game, copy: &crate::engine::SeatCopy) -> Vec<String> {
        let view = game.view(copy.seat);
        let cards = carried(copy);
        game.table()
            .seats()
            .filter(|&s| s != copy.seat && view.revealed_hand(s).is_none())
            .flat_map(|s| game.hand(s).iter().map(move |c| (s, *c)))
            .filter(|(_, c)| cards.contains(c))
            .map(|(s, c)| format!("{} of seat {s:?}", c.short()))
            .collect()
    }

    #[test]
    fn a_copy_holds_no_hidden_card_of_another_seat() {
        // One deck: every card is in one place only.
        let (game, _) = Game::new(Rules::of(Preset::Classic), Table::new(2).unwrap(), 5);
        for seat in game.table().seats() {
            let copy = game.view(seat).copy();
            assert_eq!(copy.hand.as_slice(), game.hand(seat).as_slice());
            assert!(copy.revealed.iter().all(Option::is_none));
            // What is sent, decoded as the friend's page decodes it.
            let sent = postcard::to_allocvec(&copy).expect("a copy encodes");
            let back: crate::engine::SeatCopy = postcard::from_bytes(&sent).expect("decodes");
            assert_eq!(back, copy);
            assert_eq!(hidden_cards_carried(&game, &back), Vec::<String>::new());
        }
        // The check sees a hidden card wherever a copy would carry one.
        let other = Seat::at(2);
        let hidden = game.hand(other)[0];
        let mut leaky = game.view(Seat::at(1)).copy();
        leaky.revealed[other.index()] = Some(game.hand(other).clone());
        assert!(hidden_cards_carried(&game, &leaky)
            .contains(&format!("{} of seat {other:?}", hidden.short())));
        let mut leaky = game.view(Seat::at(1)).copy();
        leaky.centre.push(hidden);
        assert_eq!(
            hidden_cards_carried(&game, &leaky),
            vec![format!("{} of seat {other:?}", hidden.short())]
        );
        let mut leaky = game.view(Seat::at(1)).copy();
        leaky.hand[0] = hidden;
        assert_eq!(
            hidden_cards_carried(&game, &leaky),
            vec![format!("{} of seat {other:?}", hidden.short())]
        );
    }

    #[test]
    fn a_copy_that_does_not_fit_its_table_is_refused() {
        let (game, _) = Game::new(Rules::of(Preset::Classic), Table::new(2).unwrap(), 5);
        let good = game.view(Seat::FIRST).copy();
        let mut bad = good.clone();
        bad.seat = Seat::at(9);
        assert!(!bad.fits());
        let mut bad = good.clone();
        bad.hand_sizes.pop();
        assert!(!bad.fits());
        let mut bad = good.clone();
        bad.standings.push(Default::default());
        assert!(!bad.fits());
        let mut bad = good;
        bad.counting = Some(7);
        assert!(!bad.fits());
    }
}
