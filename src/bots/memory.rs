//! What an opponent learns about other seats' signals: which gestures came shortly
//! before that seat was shown to hold four of a kind, and who stopped swapping.

use crate::engine::{Gesture, Seat};

/// A gesture this long before a revealed four of a kind counts as evidence for it.
pub const EVIDENCE_WINDOW_MS: u64 = 4_000;

#[derive(Clone, Debug, Default)]
struct SeatRecord {
    /// Noticed (and remembered) gestures, per gesture.
    seen: [f64; 12],
    /// Of those, how many came within the window before a revealed four of a kind.
    hits: [f64; 12],
    /// Gestures noticed this round, for crediting a later reveal.
    recent: Vec<(u64, Gesture)>,
    /// New centres since this seat last exchanged, and whether it exchanged this round.
    centres_idle: u32,
    swapped_this_round: bool,
}

fn index(g: Gesture) -> usize {
    Gesture::ALL.iter().position(|&x| x == g).unwrap_or(0)
}

/// Per seat, what one bot has learned this match.
#[derive(Clone, Debug, Default)]
pub struct SignalMemory {
    seats: Vec<SeatRecord>,
}

impl SignalMemory {
    pub fn new(seats: usize) -> SignalMemory {
        SignalMemory {
            seats: vec![SeatRecord::default(); seats],
        }
    }

    fn record(&mut self, seat: Seat) -> Option<&mut SeatRecord> {
        self.seats.get_mut(seat.index())
    }

    pub fn new_round(&mut self) {
        for r in &mut self.seats {
            r.recent.clear();
            r.centres_idle = 0;
            r.swapped_this_round = false;
        }
    }

    /// A gesture this bot noticed; `remember` is false when it slips its mind.
    pub fn noticed(&mut self, seat: Seat, gesture: Gesture, at: u64, remember: bool) {
        if let Some(r) = self.record(seat) {
            if remember {
                r.seen[index(gesture)] += 1.0;
                r.recent.push((at, gesture));
            }
        }
    }

    /// `seat` was shown to hold four of a kind at `at`: the gestures it made just before
    /// were probably its signal.
    pub fn revealed_four(&mut self, seat: Seat, at: u64) {
        if let Some(r) = self.record(seat) {
            for &(t, g) in &r.recent {
                if at.saturating_sub(t) <= EVIDENCE_WINDOW_MS {
                    r.hits[index(g)] += 1.0;
                }
            }
            r.recent.clear();
        }
    }

    pub fn exchanged(&mut self, seat: Seat) {
        if let Some(r) = self.record(seat) {
            r.centres_idle = 0;
            r.swapped_this_round = true;
        }
    }

    pub fn new_centre(&mut self) {
        for r in &mut self.seats {
            r.centres_idle += 1;
        }
    }

    /// Whether `seat` stopped swapping while new cards kept coming: a behavioural tell.
    pub fn looks_settled(&self, seat: Seat) -> bool {
        self.seats
            .get(seat.index())
            .is_some_and(|r| r.swapped_this_round && r.centres_idle >= 2)
    }

    pub fn hits(&self, seat: Seat, gesture: Gesture) -> f64 {
        self.seats
            .get(seat.index())
            .map_or(0.0, |r| r.hits[index(gesture)])
    }

    /// How likely `gesture` is the signal of `seat`, whose partner is `partner` (partners
    /// share a signal, so the partner's record counts half).
    pub fn belief(&self, seat: Seat, partner: Seat, gesture: Gesture) -> f64 {
        let i = index(gesture);
        let (Some(a), Some(b)) = (
            self.seats.get(seat.index()),
            self.seats.get(partner.index()),
        ) else {
            return 0.0;
        };
        let hits = a.hits[i] + 0.5 * b.hits[i];
        let seen = a.seen[i] + 0.5 * b.seen[i];
        hits / (seen + 1.5)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gesture_before_every_four_of_a_kind_becomes_believed_and_a_decoy_does_not() {
        let mut m = SignalMemory::new(4);
        let (s, p) = (Seat(1), Seat(3));
        for round in 0..4u64 {
            let t = round * 60_000;
            m.new_round();
            m.noticed(s, Gesture::Yawn, t + 1_000, true); // a decoy, long before
            m.noticed(s, Gesture::EarTug, t + 20_000, true); // the signal
            m.noticed(s, Gesture::EarTug, t + 23_000, true);
            m.revealed_four(s, t + 24_000);
        }
        assert!(
            m.belief(s, p, Gesture::EarTug) > 0.7,
            "{}",
            m.belief(s, p, Gesture::EarTug)
        );
        assert!(m.belief(s, p, Gesture::Yawn) < 0.1);
        assert_eq!(m.hits(s, Gesture::EarTug), 8.0);
        assert!(
            m.belief(p, s, Gesture::EarTug) > 0.3,
            "the partner is suspected too"
        );
    }

    #[test]
    fn each_gesture_of_a_seat_is_learned_separately() {
        // Two signals used in turn: each is credited only with its own reveals, so each is
        // believed half as fast as one signal used every time would be.
        let (mut two, mut one) = (SignalMemory::new(4), SignalMemory::new(4));
        let (s, p) = (Seat(1), Seat(3));
        for round in 0..4u64 {
            let t = round * 60_000;
            let g = [Gesture::EarTug, Gesture::Cough][round as usize % 2];
            for (m, g) in [(&mut two, g), (&mut one, Gesture::EarTug)] {
                m.new_round();
                m.noticed(s, g, t + 20_000, true);
                m.revealed_four(s, t + 21_000);
            }
        }
        assert_eq!(two.hits(s, Gesture::EarTug), 2.0);
        assert_eq!(two.hits(s, Gesture::Cough), 2.0);
        assert_eq!(one.hits(s, Gesture::EarTug), 4.0);
        let (a, b) = (
            two.belief(s, p, Gesture::EarTug),
            two.belief(s, p, Gesture::Cough),
        );
        assert!((a - b).abs() < 1e-9, "{a} {b}");
        assert!(
            a < one.belief(s, p, Gesture::EarTug),
            "{a} against one signal's"
        );
        assert_eq!(
            two.belief(s, p, Gesture::Yawn),
            0.0,
            "an unused gesture stays unsuspected"
        );
    }

    #[test]
    fn a_player_who_stops_swapping_while_new_cards_come_looks_settled() {
        let mut m = SignalMemory::new(4);
        m.new_round();
        assert!(!m.looks_settled(Seat(1)), "nobody has swapped yet");
        m.exchanged(Seat(1));
        m.new_centre();
        assert!(!m.looks_settled(Seat(1)), "one quiet centre is nothing");
        m.new_centre();
        assert!(
            m.looks_settled(Seat(1)),
            "two new centres and no swap: a tell"
        );
        m.exchanged(Seat(1));
        assert!(!m.looks_settled(Seat(1)));
        m.new_round();
        assert!(!m.looks_settled(Seat(1)), "a new round, a clean slate");
    }
}
