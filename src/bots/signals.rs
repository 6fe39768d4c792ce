//! Which gesture a team uses as its signal, and when a bot team changes it.

use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::Gesture;

/// How a team chooses its signal.
#[derive(Clone, Debug, PartialEq)]
pub enum SignalPolicy {
    /// A bot team: starts from a seeded order of gestures and moves to the next one after a
    /// round in which an opponent caught it, or stopped it right after a signal.
    Adaptive {
        order: Vec<Gesture>,
        switches: usize,
    },
    /// The signal the human chose (their bot partner is told it, and told again on a change).
    Told(Gesture),
    /// A scripted player that never changes its signal.
    Fixed(Gesture),
    /// A scripted player that uses a new signal every round, in this order.
    Rotating(Vec<Gesture>),
}

impl SignalPolicy {
    /// A bot team's policy, the same for both partners (they agree it before the game).
    pub fn adaptive(team_seed: u64) -> SignalPolicy {
        let mut rng = ChaCha8Rng::seed_from_u64(team_seed);
        let mut order = Gesture::ALL.to_vec();
        for i in (1..order.len()).rev() {
            let j = rng.next_u32() as usize % (i + 1);
            order.swap(i, j);
        }
        SignalPolicy::Adaptive { order, switches: 0 }
    }

    /// The signal in round `round` (1-based).
    pub fn signal(&self, round: u32) -> Gesture {
        match self {
            SignalPolicy::Adaptive { order, switches } => order
                .get(switches % order.len().max(1))
                .copied()
                .unwrap_or(Gesture::Wink),
            SignalPolicy::Told(g) | SignalPolicy::Fixed(g) => *g,
            SignalPolicy::Rotating(order) => order
                .get((round.max(1) as usize - 1) % order.len().max(1))
                .copied()
                .unwrap_or(Gesture::Wink),
        }
    }

    /// After a round: an adaptive team whose signal was caught or suspected takes the next.
    pub fn after_round(&mut self, compromised: bool) {
        if let SignalPolicy::Adaptive { switches, .. } = self {
            if compromised {
                *switches += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_agree_and_a_caught_signal_is_replaced() {
        let mut a = SignalPolicy::adaptive(5);
        let b = SignalPolicy::adaptive(5);
        assert_eq!(a.signal(1), b.signal(1));
        let first = a.signal(1);
        a.after_round(false);
        assert_eq!(a.signal(2), first);
        a.after_round(true);
        assert_ne!(a.signal(3), first);
        let r = SignalPolicy::Rotating(vec![Gesture::Wink, Gesture::Cough]);
        assert_eq!(
            (r.signal(1), r.signal(2), r.signal(3)),
            (Gesture::Wink, Gesture::Cough, Gesture::Wink)
        );
    }
}
