//! What an opponent learns about other seats' signals, from what it saw only: which
//! gestures came shortly before that seat was shown to hold four of a kind (a right Kemps
//! of its partner, or a stop), which gestures came often with nothing after them, and who
//! stopped swapping.
//!
//! The evidence for a gesture is its hits against its sightings: a seat's signal comes
//! just before its four of a kind shows, a decoy at any time. The last gesture before a
//! reveal counts in full, each time it was made in the window; another gesture in the window
//! counts half (the signal is the gesture the partner answers). A reveal that credits another gesture halves the old ones: a team that
//! changed its signal is forgotten.

use crate::engine::{CallKind, Gesture, Seat};

/// A gesture this long before a revealed four of a kind counts as evidence for it.
pub const EVIDENCE_WINDOW_MS: u64 = 4_000;
/// The last gesture counts in full only this close before the four of a kind showed (a
/// partner answers a signal within about a second); before that, as another gesture does.
pub const ANSWERED_WITHIN_MS: u64 = 1_500;
/// What another gesture in the window counts, against the last one's 1.
pub const EARLIER_IN_WINDOW: f64 = 0.5;
/// What is left of a gesture's hits when a reveal credits another gesture of the seat.
pub const FORGET: f64 = 0.5;
/// What the partner's record counts toward a seat's: partners share their signals.
pub const PARTNER_SHARE: f64 = 1.0;
/// Sightings a belief starts from: one hit in one sighting is a belief of 1 / 2.
const PRIOR_SIGHTINGS: f64 = 1.0;

/// The moment a gesture was last seen just before a four of a kind showed: what a bot tells
/// when it calls stop on it ("she had seen it just before Bram's Kemps in round 2").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evidence {
    pub round: u32,
    /// The call that showed the four of a kind, and who made it.
    pub call: CallKind,
    pub caller: Seat,
    /// Whose gesture it was: the seat shown to hold four of a kind (a partner of the seat
    /// caught later, or that seat itself).
    pub seen: Seat,
}

/// Why a bot called Stop Kemps: the gesture it took for a seat's signal, and the last time
/// it saw that gesture (from that seat or its partner) just before a four of a kind showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Read {
    pub suspect: Seat,
    pub gesture: Gesture,
    pub evidence: Option<Evidence>,
}

#[derive(Clone, Debug, Default)]
struct SeatRecord {
    /// Noticed (and remembered) gestures, per gesture.
    seen: [f64; 12],
    /// Evidence that a gesture is this seat's signal (see the module's comment).
    hits: [f64; 12],
    /// The last evidence for each gesture.
    last_hit: [Option<Evidence>; 12],
    /// Gestures noticed this round, for crediting a later reveal.
    recent: Vec<(u64, Gesture)>,
    /// How many reveals credited another gesture than the one most believed before: a team
    /// that changes its signals, whose older evidence counts for less.
    changes: u32,
    /// New centres since this seat last exchanged, and whether it exchanged this round.
    centres_idle: u32,
    swapped_this_round: bool,
}

fn index(g: Gesture) -> usize {
    Gesture::ALL.iter().position(|&x| x == g).unwrap_or(0)
}

impl SeatRecord {
    /// A gesture's hits as they count now: evidence from an earlier round counts for less
    /// once the seat has been seen to change its signal (half per change, down to an eighth).
    fn hits_now(&self, i: usize, round: u32) -> f64 {
        let stale = self.last_hit[i].is_some_and(|e| e.round < round);
        if stale && self.changes > 0 {
            self.hits[i] * FORGET.powi(self.changes.min(3) as i32)
        } else {
            self.hits[i]
        }
    }
}

/// Per seat, what one bot has learned this match.
#[derive(Clone, Debug, Default)]
pub struct SignalMemory {
    seats: Vec<SeatRecord>,
    round: u32,
}

impl SignalMemory {
    pub fn new(seats: usize) -> SignalMemory {
        SignalMemory {
            seats: vec![SeatRecord::default(); seats],
            round: 0,
        }
    }

    fn record(&mut self, seat: Seat) -> Option<&mut SeatRecord> {
        self.seats.get_mut(seat.index())
    }

    pub fn new_round(&mut self, round: u32) {
        self.round = round;
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

    /// `seat` (whose partner is `partner`) was shown to hold four of a kind at `at`, by
    /// `evidence`'s call: the gestures it made just before were probably its signal, the
    /// last one most of all. When that is another gesture than the one the team was most
    /// believed to use, the team has changed its signal: both partners' records say so.
    pub fn revealed_four(&mut self, seat: Seat, partner: Seat, at: u64, evidence: Evidence) {
        let believed = self.most_believed(seat, partner);
        let Some(r) = self.record(seat) else {
            return;
        };
        let in_window: Vec<(u64, Gesture)> = r
            .recent
            .iter()
            .copied()
            .filter(|&(t, _)| t <= at && at - t <= EVIDENCE_WINDOW_MS)
            .collect();
        r.recent.clear();
        let Some(&(last_at, last)) = in_window.last() else {
            return;
        };
        let answered = at - last_at <= ANSWERED_WITHIN_MS;
        let changed = answered && believed.is_some_and(|g| g != last);
        if changed {
            r.changes += 1;
        }
        let mut credit = [0.0; 12];
        for &(_, g) in &in_window {
            let full = g == last && answered;
            credit[index(g)] += if full { 1.0 } else { EARLIER_IN_WINDOW };
        }
        for (i, c) in credit.iter().enumerate() {
            if *c > 0.0 {
                r.hits[i] += c;
                r.last_hit[i] = Some(evidence);
            } else {
                r.hits[i] *= FORGET;
            }
        }
        if let (true, Some(p)) = (changed && partner != seat, self.record(partner)) {
            p.changes += 1;
        }
    }

    /// The gesture most believed to be the signal of `seat`'s team, if any has evidence.
    fn most_believed(&self, seat: Seat, partner: Seat) -> Option<Gesture> {
        Gesture::ALL
            .iter()
            .copied()
            .filter(|&g| self.hits(seat, g) + PARTNER_SHARE * self.hits(partner, g) > 0.0)
            .max_by(|&a, &b| {
                self.belief(seat, partner, a)
                    .total_cmp(&self.belief(seat, partner, b))
            })
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

    /// The evidence for `gesture` being `seat`'s signal, as it counts now.
    pub fn hits(&self, seat: Seat, gesture: Gesture) -> f64 {
        self.seats
            .get(seat.index())
            .map_or(0.0, |r| r.hits_now(index(gesture), self.round))
    }

    /// The last gesture this bot noticed from `seat` this round, up to `within` before `at`.
    pub fn last_gesture_before(&self, seat: Seat, at: u64, within: u64) -> Option<Gesture> {
        let r = self.seats.get(seat.index())?;
        r.recent
            .iter()
            .rev()
            .find(|&&(t, _)| t <= at && at - t <= within)
            .map(|&(_, g)| g)
    }

    /// This bot called stop on `gesture` of `seat` (partner `partner`) and the hands proved
    /// it wrong: it was no signal, whatever came before.
    pub fn refuted(&mut self, seat: Seat, partner: Seat, gesture: Gesture) {
        for s in [seat, partner] {
            if let Some(r) = self.record(s) {
                r.hits[index(gesture)] = 0.0;
                r.last_hit[index(gesture)] = None;
            }
        }
    }

    /// The last time `gesture` of `seat` (or, failing that, of its partner `partner`) came
    /// just before a four of a kind showed.
    pub fn evidence(&self, seat: Seat, partner: Seat, gesture: Gesture) -> Option<Evidence> {
        let of = |s: Seat| self.seats.get(s.index())?.last_hit[index(gesture)];
        of(seat).or_else(|| of(partner))
    }

    /// How likely `gesture` is the signal of `seat`, whose partner is `partner` (partners
    /// share their signals, so the partner's record counts as the seat's), from the sightings before
    /// this one: call it before `noticed` records the gesture being judged.
    pub fn belief(&self, seat: Seat, partner: Seat, gesture: Gesture) -> f64 {
        let i = index(gesture);
        let (Some(a), Some(b)) = (
            self.seats.get(seat.index()),
            self.seats.get(partner.index()),
        ) else {
            return 0.0;
        };
        let hits = a.hits_now(i, self.round) + PARTNER_SHARE * b.hits_now(i, self.round);
        let seen = a.seen[i] + PARTNER_SHARE * b.seen[i];
        (hits / (seen + PRIOR_SIGHTINGS)).min(1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: Seat = Seat::at(1);
    const P: Seat = Seat::at(3);

    fn kemps(round: u32) -> Evidence {
        Evidence {
            round,
            call: CallKind::Kemps,
            caller: P,
            seen: S,
        }
    }

    /// Round `n` of seat S: its gestures at the given moments, then its four of a kind shown
    /// by its partner's Kemps.
    fn round(m: &mut SignalMemory, n: u32, gestures: &[(u64, Gesture)], shown_at: u64) {
        m.new_round(n);
        for &(t, g) in gestures {
            m.noticed(S, g, t, true);
        }
        m.revealed_four(S, P, shown_at, kemps(n));
    }

    #[test]
    fn the_gesture_just_before_a_kemps_is_evidence_and_the_decoys_around_it_are_not() {
        let mut m = SignalMemory::new(4);
        // A decoy long before, another just before the signal, the signal, then the call.
        let seen = [
            (1_000, Gesture::Yawn),
            (19_500, Gesture::Cough),
            (20_000, Gesture::EarTug),
        ];
        round(&mut m, 1, &seen, 20_600);
        assert_eq!(m.hits(S, Gesture::EarTug), 1.0);
        assert_eq!(m.hits(S, Gesture::Cough), EARLIER_IN_WINDOW);
        assert_eq!(m.hits(S, Gesture::Yawn), 0.0, "too long before");
        assert_eq!(
            m.belief(S, P, Gesture::EarTug),
            0.5,
            "one hit in one sighting"
        );
        assert_eq!(m.belief(S, P, Gesture::Cough), 0.25);
        assert_eq!(m.evidence(S, P, Gesture::EarTug), Some(kemps(1)));
        assert_eq!(
            m.evidence(P, S, Gesture::EarTug),
            Some(kemps(1)),
            "the partner's"
        );
        assert_eq!(m.evidence(S, P, Gesture::Yawn), None);
        assert!(
            m.belief(P, S, Gesture::EarTug) > 0.0,
            "the partner is suspected too"
        );
    }

    #[test]
    fn a_gesture_long_before_the_call_is_only_half_evidence() {
        let mut m = SignalMemory::new(4);
        // The partner took three seconds to call: the last gesture may not be what it read.
        round(&mut m, 1, &[(1_000, Gesture::Wink)], 4_000);
        assert_eq!(m.hits(S, Gesture::Wink), EARLIER_IN_WINDOW);
    }

    #[test]
    fn a_decoy_made_often_with_nothing_after_it_weakens() {
        let mut m = SignalMemory::new(4);
        // Once just before a four of a kind showed, by chance; then six times for nothing.
        round(&mut m, 1, &[(1_000, Gesture::Shrug)], 1_500);
        let once = m.belief(S, P, Gesture::Shrug);
        m.new_round(2);
        for k in 0..6 {
            m.noticed(S, Gesture::Shrug, 10_000 * k, true);
        }
        assert!(m.belief(S, P, Gesture::Shrug) < once / 3.0);
        // A signal made only before its fours is believed more each time.
        for n in 3..6u32 {
            let t = n as u64 * 60_000;
            round(&mut m, n, &[(t, Gesture::Wink)], t + 700);
        }
        assert_eq!(
            m.belief(S, P, Gesture::Wink),
            0.75,
            "three hits in three sightings"
        );
    }

    #[test]
    fn a_fixed_signal_is_still_believed_in_a_later_round() {
        let mut m = SignalMemory::new(4);
        round(&mut m, 1, &[(1_000, Gesture::Wink)], 1_500);
        m.new_round(4);
        assert_eq!(
            m.hits(S, Gesture::Wink),
            1.0,
            "never seen to change: no discount"
        );
        assert_eq!(m.belief(S, P, Gesture::Wink), 0.5);
    }

    #[test]
    fn a_changed_signal_is_forgotten() {
        let mut m = SignalMemory::new(4);
        for n in 1..3u32 {
            let t = n as u64 * 60_000;
            round(&mut m, n, &[(t, Gesture::Wink)], t + 700);
        }
        assert_eq!(m.hits(S, Gesture::Wink), 2.0);
        // The team changed its signal: two fours shown after the cough instead.
        for n in 3..5u32 {
            let t = n as u64 * 60_000;
            round(&mut m, n, &[(t, Gesture::Cough)], t + 700);
        }
        // Halved by each reveal that credited the cough, and halved again as old evidence
        // of a team seen to change.
        assert_eq!(m.hits(S, Gesture::Wink), 2.0 * FORGET * FORGET * FORGET);
        assert!(m.belief(S, P, Gesture::Wink) < m.belief(S, P, Gesture::Cough) / 2.0);
        // A four shown with nothing seen before it is no evidence against anything.
        m.new_round(5);
        let cough = m.hits(S, Gesture::Cough);
        m.revealed_four(S, P, 300_000, kemps(5));
        assert_eq!(m.hits(S, Gesture::Cough), cough);
    }

    #[test]
    fn a_gesture_refuted_by_a_wrong_stop_is_no_evidence_any_more() {
        let mut m = SignalMemory::new(4);
        round(&mut m, 1, &[(1_000, Gesture::Shrug)], 1_500);
        m.new_round(2);
        m.noticed(S, Gesture::Shrug, 5_000, true);
        assert_eq!(m.last_gesture_before(S, 5_400, 1_500), Some(Gesture::Shrug));
        assert_eq!(
            m.last_gesture_before(S, 9_000, 1_500),
            None,
            "too long before"
        );
        m.refuted(S, P, Gesture::Shrug);
        assert_eq!(m.hits(S, Gesture::Shrug), 0.0);
        assert_eq!(m.evidence(S, P, Gesture::Shrug), None);
    }

    #[test]
    fn a_gesture_seen_but_forgotten_is_no_evidence() {
        let mut m = SignalMemory::new(4);
        m.new_round(1);
        m.noticed(S, Gesture::Wink, 1_000, false);
        m.revealed_four(S, P, 1_500, kemps(1));
        assert_eq!(m.hits(S, Gesture::Wink), 0.0);
        assert_eq!(m.belief(S, P, Gesture::Wink), 0.0);
    }

    #[test]
    fn a_player_who_stops_swapping_while_new_cards_come_looks_settled() {
        let mut m = SignalMemory::new(4);
        m.new_round(1);
        assert!(!m.looks_settled(S), "nobody has swapped yet");
        m.exchanged(S);
        m.new_centre();
        assert!(!m.looks_settled(S), "one quiet centre is nothing");
        m.new_centre();
        assert!(m.looks_settled(S), "two new centres and no swap: a tell");
        m.exchanged(S);
        assert!(!m.looks_settled(S));
        m.new_round(2);
        assert!(!m.looks_settled(S), "a new round, a clean slate");
    }
}
