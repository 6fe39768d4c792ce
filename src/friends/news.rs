//! What the host's table has to tell a friend, as the host's page numbers its seats, and the
//! one function that turns it into what leaves the host's page for that friend's seat
//! ([`Friend::tell`]): every message is made there from the news and the seat's own view,
//! turned so that the friend sits at seat 0, and holding only what that seat may know. The
//! table's own updates and the pings are made from the same view (`Friend::update`,
//! `Friend::ping`). The one message that names no seat and knows nothing of the table, the
//! host's leaving (`ToFriend::Ended`), is sent by the page as it closes the table.

use super::host::Friend;
use super::refusal::Refusal;
use super::wire::{MatchReview, RoundReview, ToFriend, Welcome, MAX_EVENTS};
use crate::bots::Signals;
use crate::engine::{Gesture, Seat, SeatView};
use crate::game_id::GameId;

/// News for a friend, as the host's page has it.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// The friend has just connected (or come back): the game (its deal number and bots'
    /// seed left out), their team's signals, and the names people gave, by seat.
    Welcome {
        game: GameId,
        signals: Signals,
        names: Vec<(Seat, String)>,
    },
    /// The answer to their ping: their round trip, in ms.
    RoundTrip(u32),
    /// Their press was refused.
    Refused(Refusal),
    /// The table paused (true) or resumes.
    Paused(bool),
    /// Everyone has seen the round result: the next round starts.
    NextRound,
    /// Their team's signals changed.
    Signals(Signals),
    /// The match's replay (`None`: too long to send).
    Replay(Option<String>),
    /// At a round's result: who has seen it, and who has not yet.
    ResultSeen { seen: Vec<Seat>, unseen: Vec<Seat> },
    /// A round is ending: the host's review of it. `laid_open`: the seats the round's call
    /// laid open (the caller's partner, or the team stopped); `signals`: each team's signals
    /// in the round; `marks`: (game time, seat, gesture, real) of the round's gestures.
    RoundReview {
        laid_open: Vec<Seat>,
        signals: Vec<Signals>,
        marks: Vec<(u64, Seat, Gesture, bool)>,
    },
    /// The match is over: each round's signals, team by team, and (game time, seat) of
    /// every real signal made.
    MatchReview {
        rounds: Vec<Vec<Signals>>,
        real: Vec<(u64, Seat)>,
    },
    /// Another friend left the table or is back (`here`).
    OtherFriend { seat: Seat, here: bool },
}

impl Friend {
    /// What leaves the host's page for this friend, besides the table's own updates and the
    /// pings (`Friend::update`, `Friend::ping`): `news` made from `view`, their seat's view of
    /// the table, turned to their seat.
    pub fn tell(&self, view: SeatView<'_>, news: News) -> ToFriend {
        let (me, turn, table) = (self.seat(), self.turn(), view.table());
        let seat = |s: Seat| turn.seat(s).number();
        match news {
            News::Welcome {
                game,
                signals,
                names,
            } => ToFriend::Welcome(Box::new(Welcome {
                game,
                signals: signals.code(),
                copy: self.copy(view),
                host_seat: seat(Seat::FIRST),
                names: (names.into_iter())
                    .filter(|(s, _)| *s != me)
                    .map(|(s, name)| (seat(s), name))
                    .collect(),
            })),
            News::RoundTrip(ms) => ToFriend::RoundTrip(ms),
            News::Refused(why) => ToFriend::Refused(why),
            News::Paused(paused) => ToFriend::Paused(paused),
            News::NextRound => ToFriend::NextRound,
            News::Signals(signals) => ToFriend::Signals(signals.code()),
            News::Replay(text) => ToFriend::Replay(text),
            News::ResultSeen { seen, unseen } => {
                let others = |seats: Vec<Seat>| -> Vec<u8> {
                    (seats.into_iter().filter(|&s| s != me)).map(seat).collect()
                };
                ToFriend::ResultSeen {
                    seen: others(seen),
                    unseen: others(unseen),
                }
            }
            News::RoundReview {
                laid_open,
                signals,
                marks,
            } => {
                // Their own team's gestures and signals, and the gestures of the seats the
                // call laid open: no other team's signals before the match's end.
                let team = table.team_of(me);
                let mut seats = table.seats_of(team).to_vec();
                seats.extend(laid_open.iter().filter(|s| table.team_of(**s) != team));
                let signals = (table.teams())
                    .map(|t| turn.team_back(t))
                    .map(|there| (there == team).then(|| signals.get(there.index())))
                    .map(|told| told.flatten().map(|s| s.code()))
                    .collect();
                let mut marks: Vec<_> = (marks.into_iter())
                    .filter(|(_, s, _, _)| seats.contains(s))
                    .map(|(at, s, gesture, real)| (at, seat(s), gesture, real))
                    .collect();
                // An endless round's first gestures go first: the last ones say why it ended.
                marks.drain(..marks.len().saturating_sub(MAX_EVENTS));
                let seats = seats.into_iter().map(seat).collect();
                ToFriend::RoundReview(Box::new(RoundReview {
                    signals,
                    seats,
                    marks,
                }))
            }
            News::MatchReview { rounds, real } => {
                let rounds = (rounds.iter())
                    .map(|round| {
                        (table.teams())
                            .filter_map(|t| round.get(turn.team_back(t).index()))
                            .map(|s| s.code())
                            .collect()
                    })
                    .collect();
                let real = real.into_iter().map(|(at, s)| (at, seat(s))).collect();
                ToFriend::MatchReview(Box::new(MatchReview { rounds, real }))
            }
            News::OtherFriend { seat: s, here } => ToFriend::OtherFriend {
                seat: seat(s),
                here,
            },
        }
    }
}
