//! What each page at a table with friends is told of a round's end: the host's review of
//! the round and of the match (what a friend's page may know of it, and when), and who has
//! seen a round's result, for the line that says whom the next round waits for.

use super::resume::seats_named;
use super::*;
use crate::friends::wire::{MatchReview, RoundReview, MAX_REAL_REVIEWED, MAX_ROUNDS_REVIEWED};
use crate::friends::News;
use crate::i18n::Words;
use crate::session::review::GestureMark;

/// On a friend's page, what the host's page has said of the round's end.
#[derive(Default)]
pub struct RoundEndTold {
    /// At a round's result: who has seen it and who has not yet, as the host last said (see
    /// `ToFriend::ResultSeen`).
    pub(super) result_seen: (Vec<Seat>, Vec<Seat>),
    /// This page has seen the result, and waits for the host's table to deal the next round.
    pub(in crate::session::play) waiting_for_host: bool,
    /// The host's review of the round that is ending, until it ends; of the match, likewise.
    pub(super) round_review: Option<Box<RoundReview>>,
    pub(super) match_review: Option<Box<MatchReview>>,
}

impl RoundEndTold {
    /// A new round: nobody has seen its result.
    pub(in crate::session::play) fn round_started(&mut self) {
        (self.result_seen, self.waiting_for_host) = Default::default();
    }
}

impl Match {
    /// A round is ending on the host's page: each friend's page is sent what the host's
    /// review of it may tell them, turned to their seat, so that their result says why the
    /// round was won or lost as this page's does: every gesture of their own team and of the
    /// seats the round's call laid open (the caller's partner, or the team stopped), each
    /// marked real or decoy, and their own team's signals. Another team's signals wait for
    /// the match's end (`review_to_friends_at_the_end`): they carry over from round to round.
    pub(in crate::session::play) fn review_to_friends(&mut self, record: &RoundRecord) {
        if self.side.host().is_none() {
            return;
        }
        let round = record.round;
        let Some(log) = self.review.signal_log().last().filter(|l| l.round == round) else {
            return;
        };
        let table = self.table();
        let laid_open: Vec<Seat> = match (record.result, record.by, record.target) {
            (
                RoundResult::Kemps
                | RoundResult::DoubleKemps
                | RoundResult::WrongKemps
                | RoundResult::WrongDoubleKemps,
                Some(by),
                _,
            ) => vec![table.partner_of(by)],
            (
                RoundResult::Stop
                | RoundResult::DoubleStop
                | RoundResult::WrongStop
                | RoundResult::WrongDoubleStop,
                _,
                Some(target),
            ) => table.seats_of(target.team()).to_vec(),
            _ => Vec::new(),
        };
        let marks = (self.review.marks().iter())
            .filter(|m| m.round == round)
            .map(|m| (m.at, m.seat, m.gesture, m.real))
            .collect();
        let signals = log.signals.iter().map(|(signals, _)| *signals).collect();
        if let Some(host) = self.side.host_mut() {
            host.send_all(News::RoundReview {
                laid_open,
                signals,
                marks,
            });
        }
    }

    /// The match is over on the host's page: each friend's page is sent the host's whole
    /// review (each round's signals, every real signal made), turned, for its match end to
    /// show every team's signals as this page's does. Not sent beyond a message's bound.
    pub(in crate::session::play) fn review_to_friends_at_the_end(&mut self) {
        if self.side.host().is_none() {
            return;
        }
        let (log, marks) = (self.review.signal_log(), self.review.marks());
        let real: Vec<&GestureMark> = marks.iter().filter(|m| m.real).collect();
        if log.len() > MAX_ROUNDS_REVIEWED || real.len() > MAX_REAL_REVIEWED {
            return;
        }
        let rounds = (log.iter())
            .map(|round| round.signals.iter().map(|(signals, _)| *signals).collect())
            .collect();
        let real = real.iter().map(|m| (m.at, m.seat)).collect();
        if let Some(host) = self.side.host_mut() {
            host.send_all(News::MatchReview { rounds, real });
        }
    }

    /// On a friend's page, as the round ends: what the host's review of it told this page
    /// takes the place of what this page made of it (see `Review::amend_round`).
    pub(in crate::session::play) fn review_from_host(&mut self) {
        let told = self.side.guest_mut().map(|g| &mut g.told);
        let Some(review) = told.and_then(|t| t.round_review.take()) else {
            return;
        };
        let signals = (review.signals.iter())
            .map(|told| told.and_then(Signals::from_code))
            .collect();
        let table = self.table();
        let seats: Vec<Seat> = (review.seats.iter())
            .filter_map(|&s| table.seat(s.into()))
            .collect();
        // Every mark's seat is one of `seats`, on the table (`ToFriend::decode`).
        let marks = (review.marks.into_iter())
            .filter_map(|(at, seat, gesture, real)| {
                Some(GestureMark {
                    at,
                    round: 0,
                    seat: table.seat(seat.into())?,
                    gesture,
                    real,
                })
            })
            .collect();
        self.review.amend_round(table, signals, &seats, marks);
    }

    /// On a friend's page, as the match ends: the host's whole review takes the place of
    /// what this page made of the match (see `Review::amend_match`).
    pub(in crate::session::play) fn match_review_from_host(&mut self) {
        let told = self.side.guest_mut().map(|g| &mut g.told);
        let Some(review) = told.and_then(|t| t.match_review.take()) else {
            return;
        };
        let rounds = (review.rounds.iter())
            .map(|round| {
                round
                    .iter()
                    .filter_map(|&c| Signals::from_code(c))
                    .collect()
            })
            .collect();
        let table = self.table();
        let real: Vec<(u64, Seat)> = (review.real.iter())
            .filter_map(|&(at, s)| Some((at, table.seat(s.into())?)))
            .collect();
        self.review.amend_match(self.table(), rounds, &real);
    }

    /// On the host's page, at a round's result: the people who have seen it (pressed Next
    /// round), the host first, and those who have not yet.
    fn result_seen(&self) -> (Vec<Seat>, Vec<Seat>) {
        let host = std::iter::once((YOU, self.waiting_for_friends()));
        let friends = (self.side.friends().iter()).map(|f| (f.seat(), f.continued));
        let (seen, unseen): (Vec<_>, Vec<_>) = host.chain(friends).partition(|&(_, seen)| seen);
        let seats = |people: Vec<(Seat, bool)>| people.into_iter().map(|(s, _)| s).collect();
        (seats(seen), seats(unseen))
    }

    /// Someone has seen the round's result: each friend's page is told who has and who has
    /// not yet, themselves aside, turned to their seat.
    pub(super) fn tell_result_seen(&mut self) {
        let (seen, unseen) = self.result_seen();
        if let Some(host) = self.side.host_mut() {
            host.send_all(News::ResultSeen { seen, unseen });
        }
    }

    /// At a round's result at a table with friends, what the next round waits for, in words:
    /// once this page has pressed Next round, whom it still waits for ("Waiting for Mia to see
    /// the result…"); before, who has seen it and waits for you ("Sam has seen the result and
    /// waits for you.").
    pub fn waiting_line(&self, w: &Words) -> Option<String> {
        if !matches!(self.phase, MatchPhase::RoundOver(_)) || !self.shared() {
            return None;
        }
        let told = self.side.guest().map(|g| &g.told);
        let (seen, unseen) = match told {
            Some(told) => told.result_seen.clone(),
            None => {
                let (seen, unseen) = self.result_seen();
                let others = |seats: Vec<Seat>| seats.into_iter().filter(|&s| s != YOU).collect();
                (others(seen), others(unseen))
            }
        };
        let pressed = self.waiting_for_friends() || told.is_some_and(|t| t.waiting_for_host);
        match (pressed, seen.is_empty(), unseen.is_empty()) {
            (true, _, false) => Some(tr!(
                w,
                TABLE_WAITING_FOR,
                count = unseen.len(),
                names = seats_named(w, &self.naming, &unseen)
            )),
            // Everyone has seen it: the next round is on its way.
            (true, _, true) => None,
            (false, false, _) => Some(tr!(
                w,
                TABLE_SEEN_WAITS,
                count = seen.len(),
                names = seats_named(w, &self.naming, &seen)
            )),
            (false, true, _) => None,
        }
    }
}
