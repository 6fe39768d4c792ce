//! Which gestures a team uses as its signals, and when a bot team changes them.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::level::LevelName;
use super::signal_set::Signals;
use crate::engine::Gesture;

/// How a team chooses its signals.
#[derive(Clone, Debug, PartialEq)]
pub enum SignalPolicy {
    /// A bot team: starts from a seeded order of gestures and uses `count` of them at a time
    /// (in turn); after a round in which it decides to change (its signal was caught, say),
    /// it moves on to the next `count`.
    Adaptive {
        order: Vec<Gesture>,
        count: usize,
        switches: usize,
    },
    /// The signals the human chose (their bot partner is told them, and told again on a
    /// change).
    Told(Signals),
    /// A scripted player that never changes its signals.
    Fixed(Signals),
    /// A scripted player that uses a new signal every round, in this order.
    Rotating(Vec<Gesture>),
}

impl SignalPolicy {
    /// A bot team's policy, the same for both partners (they agree it before the game):
    /// `count` signals at a time (one to three).
    pub fn adaptive(team_seed: u64, count: usize) -> SignalPolicy {
        let mut rng = ChaCha8Rng::seed_from_u64(team_seed);
        let mut order = Gesture::ALL.to_vec();
        for i in (1..order.len()).rev() {
            let j = rng.next_u32() as usize % (i + 1);
            order.swap(i, j);
        }
        SignalPolicy::Adaptive {
            order,
            count: count.clamp(1, Signals::MAX),
            switches: 0,
        }
    }

    /// The signals in round `round` (1-based).
    pub fn signals(&self, round: u32) -> Signals {
        match self {
            SignalPolicy::Adaptive {
                order,
                count,
                switches,
            } => {
                let n = order.len().max(1);
                let list: Vec<Gesture> = (0..*count)
                    .filter_map(|i| order.get((switches * count + i) % n).copied())
                    .collect();
                Signals::new(&list).unwrap_or(Signals::one(Gesture::Wink))
            }
            SignalPolicy::Told(set) | SignalPolicy::Fixed(set) => *set,
            SignalPolicy::Rotating(order) => Signals::one(
                order
                    .get((round.max(1) as usize - 1) % order.len().max(1))
                    .copied()
                    .unwrap_or(Gesture::Wink),
            ),
        }
    }

    /// After a round: an adaptive team takes new signals when `change` (when depends on its
    /// level: `bot::changes_signals`).
    pub fn after_round(&mut self, change: bool) {
        if let SignalPolicy::Adaptive { switches, .. } = self {
            if change {
                *switches += 1;
            }
        }
    }
}

/// Whether a bot team takes new signals after a round: a Sharp or Ruthless one when its
/// signal was caught or a stop came right after it, a Casual one only when caught.
pub fn changes_signals(level: LevelName, caught: bool, suspected: bool) -> bool {
    match level {
        LevelName::Ruthless | LevelName::Sharp => caught || suspected,
        LevelName::Casual => caught,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_agree_and_a_caught_signal_is_replaced() {
        let mut a = SignalPolicy::adaptive(5, 1);
        let b = SignalPolicy::adaptive(5, 1);
        assert_eq!(a.signals(1), b.signals(1));
        let first = a.signals(1);
        a.after_round(false);
        assert_eq!(a.signals(2), first);
        a.after_round(true);
        assert_ne!(a.signals(3), first);
        let r = SignalPolicy::Rotating(vec![Gesture::Wink, Gesture::Cough]);
        assert_eq!(
            (r.signals(1), r.signals(2), r.signals(3)),
            (
                Gesture::Wink.into(),
                Gesture::Cough.into(),
                Gesture::Wink.into()
            )
        );
    }

    #[test]
    fn a_team_of_several_signals_takes_a_whole_new_set_when_caught() {
        let mut a = SignalPolicy::adaptive(9, 3);
        let first = a.signals(1);
        assert_eq!(first.len(), 3);
        a.after_round(true);
        let next = a.signals(2);
        assert_eq!(next.len(), 3);
        assert!(
            next.as_slice().iter().all(|&g| !first.contains(g)),
            "{first:?} then {next:?}"
        );
        assert_eq!(
            SignalPolicy::adaptive(9, 7).signals(1).len(),
            3,
            "at most three"
        );
        assert_eq!(
            SignalPolicy::adaptive(9, 0).signals(1).len(),
            1,
            "at least one"
        );
    }
}
