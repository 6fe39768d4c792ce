//! Your presses, turned into what they mean: picks on your hand and the centre that become a
//! swap once both sides are picked, a drop or a take when the table's order asks for one (the
//! engine says whether a half-move is allowed now), a hint when it is not, the stop picker
//! over the targets the engine lists, and the card a key names — the one the player saw under it.

use crate::engine::deal::HAND_SIZE;
use crate::engine::{Action, Card, Order, SeatView, SwapRule, Table, Target};
use crate::i18n::Words;
use crate::narration::names::Naming;

/// A card that changed under a key less than this long ago (real time) was not yet seen.
pub const KEY_REACTION_MS: f64 = 300.0;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Selection {
    pub hand: Vec<(usize, Card)>,
    pub centre: Vec<(usize, Card)>,
}

/// A stop waiting for its target.
#[derive(Clone, Debug, PartialEq)]
pub struct StopPicker {
    pub double: bool,
    /// The targets the engine lists for you, in its order.
    pub options: Vec<StopOption>,
}

/// One target a stop may name.
#[derive(Clone, Debug, PartialEq)]
pub struct StopOption {
    pub target: Target,
}

impl StopOption {
    /// The name the picker shows for it, in the words `w`, named as `n` names it at `table`.
    pub fn name(&self, w: &Words, n: &Naming, table: Table) -> String {
        n.target_name(w, table, self.target)
    }
}

impl StopPicker {
    /// A picker over `targets` (as `SeatView::stop_targets` lists them).
    pub fn new(double: bool, targets: Vec<Target>) -> StopPicker {
        let options = (targets.into_iter())
            .map(|target| StopOption { target })
            .collect();
        StopPicker { double, options }
    }
}

/// What a press comes to.
#[derive(Clone, Debug, PartialEq)]
pub enum Press {
    /// A drop or a take.
    Act(Action),
    /// Both sides are picked: swap them.
    Swap(Action),
    /// Not allowed now: what to do instead.
    Hint(Hint),
    /// The card pressed has gone from where it was seen.
    TooSlow(Card),
    /// A pick, or nothing at all.
    Nothing,
}

/// What to do instead of a press the rules do not allow now, worded when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A drop comes second here: take first.
    TakeFirst,
    /// A take comes first, then the drop.
    TakeThenDrop,
    /// A drop comes first here.
    DropFirst,
    /// The take is made: drop now.
    DropNow,
    /// Picks on both sides that do not match: so many in the hand, so many in the centre.
    EvenPicks { hand: usize, centre: usize },
}

impl Hint {
    pub fn words(self, w: &Words) -> String {
        match self {
            Hint::TakeFirst => tr!(w, NARRATION_HINT_TAKE_FIRST),
            Hint::TakeThenDrop => tr!(w, NARRATION_HINT_TAKE_THEN_DROP),
            Hint::DropFirst => tr!(w, NARRATION_HINT_DROP_FIRST),
            Hint::DropNow => tr!(w, NARRATION_HINT_DROP_NOW),
            Hint::EvenPicks { hand, centre } => {
                tr!(w, NARRATION_HINT_EVEN_PICKS, hand = hand, centre = centre)
            }
        }
    }
}

/// A centre slot as the player has seen it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct SlotSeen {
    card: Card,
    since: f64,
    before: Option<Card>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Input {
    selection: Selection,
    picker: Option<StopPicker>,
    /// What each centre slot shows, since when (real time), and what it showed before.
    centre_seen: Vec<SlotSeen>,
}

impl Input {
    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    pub fn picker(&self) -> Option<&StopPicker> {
        self.picker.as_ref()
    }

    /// Drops every pick and closes the stop picker.
    pub fn clear(&mut self) {
        self.selection = Selection::default();
        self.picker = None;
    }

    /// A new centre: picks on the old one mean nothing now.
    pub fn centre_dealt(&mut self) {
        self.selection.centre.clear();
    }

    pub fn open_picker(&mut self, picker: StopPicker) {
        self.picker = Some(picker);
    }

    pub fn take_picker(&mut self) -> Option<StopPicker> {
        self.picker.take()
    }

    /// A press on card `index` of your hand, showing `card`.
    pub fn press_hand(&mut self, view: &SeatView<'_>, index: usize, card: Card) -> Press {
        if view.hand().get(index) != Some(&card) {
            return Press::Nothing;
        }
        match view.rules().order() {
            Order::Atomic => {
                let single = view.rules().swap() == SwapRule::Single;
                toggle_pick(&mut self.selection.hand, index, card, single);
                self.swap_if_ready(view)
            }
            _ if view.half_move_allowed(true) => {
                self.selection = Selection::default();
                Press::Act(Action::Drop(card))
            }
            Order::DropFirst => Press::Hint(Hint::TakeFirst),
            Order::PickFirst => Press::Hint(Hint::TakeThenDrop),
        }
    }

    /// A press on card `index` of the centre, showing `card` (as you saw it).
    pub fn press_centre(&mut self, view: &SeatView<'_>, index: usize, card: Card) -> Press {
        if view.centre().get(index) != Some(&card) {
            self.selection.centre.clear();
            return Press::TooSlow(card);
        }
        match view.rules().order() {
            Order::Atomic => {
                let single = view.rules().swap() == SwapRule::Single;
                toggle_pick(&mut self.selection.centre, index, card, single);
                self.swap_if_ready(view)
            }
            _ if view.half_move_allowed(false) => Press::Act(Action::Take(card)),
            Order::DropFirst => Press::Hint(Hint::DropFirst),
            Order::PickFirst => Press::Hint(Hint::DropNow),
        }
    }

    fn swap_if_ready(&mut self, view: &SeatView<'_>) -> Press {
        let (h, c) = (self.selection.hand.len(), self.selection.centre.len());
        if h == 0 || c == 0 {
            return Press::Nothing;
        }
        // Picks on both sides that do not match wait for more: say so, or a press would
        // seem to do nothing.
        if h != c {
            return Press::Hint(Hint::EvenPicks { hand: h, centre: c });
        }
        // Check the picks against the table now: the centre may have changed since.
        if let Some(&(_, gone)) = self
            .selection
            .centre
            .iter()
            .find(|&&(i, card)| view.centre().get(i) != Some(&card))
        {
            self.selection.centre.clear();
            return Press::TooSlow(gone);
        }
        let give: Vec<Card> = self.selection.hand.iter().map(|&(_, c)| c).collect();
        let take: Vec<Card> = self.selection.centre.iter().map(|&(_, c)| c).collect();
        self.selection = Selection::default();
        Action::swap(&give, &take).map_or(Press::Nothing, Press::Swap)
    }

    /// Notes which centre slots changed. A change you made yourself you have seen already.
    pub fn track_centre(&mut self, centre: &[Card], real_now: f64, own: bool) {
        self.centre_seen.truncate(centre.len());
        for (i, &card) in centre.iter().enumerate() {
            match self.centre_seen.get_mut(i) {
                Some(slot) if slot.card == card => {}
                Some(slot) => {
                    *slot = SlotSeen {
                        card,
                        since: real_now,
                        before: (!own).then_some(slot.card),
                    }
                }
                None => self.centre_seen.push(SlotSeen {
                    card,
                    since: real_now,
                    before: None,
                }),
            }
        }
    }

    /// The card a key for centre slot `index` names: the one the player saw there. A card
    /// that arrived less than a reaction time ago has not been seen yet; the key meant the
    /// one before it.
    pub fn card_under_key(&self, index: usize, real_now: f64) -> Option<Card> {
        let slot = self.centre_seen.get(index)?;
        Some(match slot.before {
            Some(before) if real_now - slot.since < KEY_REACTION_MS => before,
            _ => slot.card,
        })
    }
}

/// Picks card `index` (or unpicks it if picked); one pick at most when swaps are single, four
/// at most otherwise.
fn toggle_pick(picks: &mut Vec<(usize, Card)>, index: usize, card: Card, single: bool) {
    if let Some(pos) = picks.iter().position(|&(i, _)| i == index) {
        picks.remove(pos);
        return;
    }
    if single {
        picks.clear();
    }
    if picks.len() < HAND_SIZE {
        picks.push((index, card));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Preset, RuleOptions, Rules, Seat, Team};

    fn game(order: Order) -> Game {
        let options = RuleOptions {
            order: Some(order),
            ..Default::default()
        };
        let rules = Rules::new(Preset::Hearts, &options).expect("valid");
        Game::new(rules, Table::new(2).expect("a table"), 3).0
    }

    #[test]
    fn a_hand_pick_then_a_centre_pick_is_a_swap() {
        let g = game(Order::Atomic);
        let view = g.view(Seat::FIRST);
        let (h, c) = (view.hand()[0], view.centre()[1]);
        let mut input = Input::default();
        assert_eq!(input.press_hand(&view, 0, h), Press::Nothing);
        assert_eq!(input.selection().hand, vec![(0, h)]);
        assert_eq!(
            input.press_centre(&view, 1, c),
            Press::Swap(Action::swap(&[h], &[c]).expect("a swap"))
        );
        assert_eq!(input.selection(), &Selection::default());
    }

    /// A hint as the player reads it, in the words `w`; any other press as it is.
    fn worded(w: &Words, press: Press) -> Result<String, Press> {
        match press {
            Press::Hint(hint) => Ok(hint.words(w)),
            other => Err(other),
        }
    }

    #[test]
    fn uneven_picks_for_a_swap_of_several_say_what_is_missing_until_they_match() {
        let w = &crate::i18n::english();
        let rules = Rules::new(Preset::Classic, &RuleOptions::default()).expect("valid");
        assert_eq!(rules.swap(), SwapRule::Multi);
        let g = Game::new(rules, Table::new(2).expect("a table"), 3).0;
        let view = g.view(Seat::FIRST);
        let (hand, centre) = (view.hand(), view.centre());
        let mut input = Input::default();
        assert_eq!(input.press_hand(&view, 0, hand[0]), Press::Nothing);
        assert_eq!(input.press_hand(&view, 1, hand[1]), Press::Nothing);
        let hint = "Pick as many cards in the centre as in your hand (2 and 1 now), or press a picked card again to unpick it";
        assert_eq!(
            worded(w, input.press_centre(&view, 2, centre[2])),
            Ok(hint.into())
        );
        assert_eq!(input.selection().centre, vec![(2, centre[2])]);
        // Unpicking a hand card evens the picks: the swap is made.
        assert_eq!(
            input.press_hand(&view, 1, hand[1]),
            Press::Swap(Action::swap(&[hand[0]], &[centre[2]]).expect("a swap"))
        );
        // The other way round: two in the centre, then one of yours.
        input.press_centre(&view, 0, centre[0]);
        input.press_centre(&view, 1, centre[1]);
        let hint = "Pick as many cards in the centre as in your hand (1 and 2 now), or press a picked card again to unpick it";
        assert_eq!(
            worded(w, input.press_hand(&view, 3, hand[3])),
            Ok(hint.into())
        );
        assert_eq!(
            input.press_hand(&view, 2, hand[2]),
            Press::Swap(
                Action::swap(&[hand[3], hand[2]], &[centre[0], centre[1]]).expect("a swap")
            )
        );
    }

    #[test]
    fn drop_first_asks_the_engine_and_hints_when_it_says_no() {
        let w = &crate::i18n::english();
        let g = game(Order::DropFirst);
        let view = g.view(Seat::FIRST);
        let (h, c) = (view.hand()[0], view.centre()[0]);
        let mut input = Input::default();
        assert_eq!(
            worded(w, input.press_centre(&view, 0, c)),
            Ok("Drop a card from your hand first".into())
        );
        assert_eq!(input.press_hand(&view, 0, h), Press::Act(Action::Drop(h)));
    }

    #[test]
    fn a_hint_and_a_picker_speak_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        let g = game(Order::DropFirst);
        let view = g.view(Seat::FIRST);
        let c = view.centre()[0];
        let table = Table::new(2).expect("a table");
        let (hint, picker) = with_words(built_in(Lang::Fr), |w| {
            let hint = worded(w, Input::default().press_centre(&view, 0, c));
            let targets = vec![Target::Team(Team(0)), Target::Team(Team(1))];
            (
                hint,
                StopPicker::new(false, targets)
                    .options
                    .iter()
                    .map(|o| o.name(w, &Naming::default(), table))
                    .collect::<Vec<_>>(),
            )
        });
        assert_eq!(hint, Ok("Posez d'abord une carte de votre main".into()));
        assert_eq!(picker[0], "Vous & Bram");
        assert_eq!(picker[1], "Ada & Cleo");
    }

    #[test]
    fn a_centre_card_seen_moments_ago_is_the_one_a_key_names() {
        let (a, b) = ("7H".parse::<Card>().unwrap(), "8S".parse::<Card>().unwrap());
        let mut input = Input::default();
        input.track_centre(&[a], 0.0, false);
        input.track_centre(&[b], 1_000.0, false);
        assert_eq!(input.card_under_key(0, 1_100.0), Some(a), "not yet seen");
        assert_eq!(input.card_under_key(0, 1_000.0 + KEY_REACTION_MS), Some(b));
        input.track_centre(&[a], 2_000.0, true);
        assert_eq!(input.card_under_key(0, 2_000.0), Some(a), "your own card");
        assert_eq!(input.card_under_key(3, 2_000.0), None);
    }

    #[test]
    fn stops_name_seats_or_teams_as_the_rules_say() {
        let w = &crate::i18n::english();
        let table = Table::new(3).expect("a table");
        let seats = |preset| {
            let (g, _) = Game::new(Rules::of(preset), table, 3);
            let targets = g.view(Seat::FIRST).stop_targets(false).expect("may stop");
            StopPicker::new(false, targets)
        };
        let name = |o: &StopOption| o.name(w, &Naming::default(), table);
        let hearts = seats(Preset::Hearts);
        assert_eq!(hearts.options.len(), 4, "every opposing seat");
        assert_eq!(name(&hearts.options[0]), "Ada");
        let classic = seats(Preset::Classic);
        let teams: Vec<Target> = classic.options.iter().map(|o| o.target).collect();
        assert_eq!(teams, vec![Target::Team(Team(1)), Target::Team(Team(2))]);
        assert_eq!(name(&classic.options[0]), "Ada & Dev");
    }
}
