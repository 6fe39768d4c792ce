//! Legal moves as a seat sees them, and a random legal policy over them: what the
//! throughput benchmark and the property tests drive the engine with.

use rand_chacha::rand_core::Rng;
use rand_chacha::ChaCha8Rng;

use super::action::{Action, CallKind, Cards4};
use super::deal::{HAND_OVER, HAND_SHORT, HAND_SIZE};
use super::options::{Order, SwapRule};
use super::table::Seat;
use super::target::Target;
use super::view::SeatView;

fn pick<T: Copy>(rng: &mut ChaCha8Rng, items: &[T]) -> Option<T> {
    if items.is_empty() {
        None
    } else {
        Some(items[(rng.next_u32() as usize) % items.len()])
    }
}

/// One exchange this seat may make now, chosen at random, if any.
pub fn random_exchange(view: &SeatView<'_>, rng: &mut ChaCha8Rng) -> Option<Action> {
    let hand = view.hand();
    let centre = view.centre();
    match (view.rules().order(), hand.len()) {
        (Order::Atomic, HAND_SIZE) => {
            let k = match view.rules().swap() {
                SwapRule::Single => 1,
                SwapRule::Multi => 1 + (rng.next_u32() as usize % 2),
            }
            .min(centre.len());
            if k == 0 {
                return None;
            }
            let start_h = rng.next_u32() as usize % hand.len();
            let start_c = rng.next_u32() as usize % centre.len();
            let give: Cards4 = (0..k).map(|i| hand[(start_h + i) % hand.len()]).collect();
            let take: Cards4 = (0..k)
                .map(|i| centre[(start_c + i) % centre.len()])
                .collect();
            Some(Action::Swap { give, take })
        }
        (Order::DropFirst, HAND_SIZE) | (Order::PickFirst, HAND_OVER) => {
            pick(rng, hand).map(Action::Drop)
        }
        (Order::DropFirst, HAND_SHORT) | (Order::PickFirst, HAND_SIZE) => {
            pick(rng, centre).map(Action::Take)
        }
        _ => None,
    }
}

/// A call this seat may make, with a legal target.
pub fn random_call(view: &SeatView<'_>, rng: &mut ChaCha8Rng) -> Action {
    let table = view.table();
    let rules = view.rules();
    let mut kinds = vec![CallKind::Kemps];
    if view.may_stop() {
        kinds.push(CallKind::Stop);
    }
    if rules.double_calls() {
        kinds.push(CallKind::DoubleKemps);
        if view.may_stop() {
            kinds.push(CallKind::DoubleStop);
        }
    }
    let call = pick(rng, &kinds).unwrap_or(CallKind::Kemps);
    let target = if call.is_stop() {
        let own = view.team();
        let seats: Vec<Seat> = table.seats().filter(|&s| table.team_of(s) != own).collect();
        let suspect = pick(rng, &seats).unwrap_or(Seat::FIRST);
        Some(Target::naming(rules.stop_target(), table, suspect).number(rules.stop_target(), table))
    } else {
        None
    };
    Action::Call { call, target }
}
