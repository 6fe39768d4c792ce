//! The host's table while a friend's seat waits for them (`Match::seats_waiting`): the page
//! listens again on the seat's invite, takes the friend's new reply (handed over by another
//! tab, or pasted into the table's line) and connects. Every step is a state with its
//! words; the browser carries out the effects and reports back (`RejoinMsg`).

use crate::i18n::Words;
use std::rc::Rc;

use super::problems::Trouble;
use crate::engine::Seat;
use crate::friends::net::invite::Reply;
use crate::narration::names::Naming;

/// The seats waiting for their friend, each with how far its way back is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rejoin {
    /// One line per seat whose friend may come back (none: no seat waits).
    pub seats: Vec<(Seat, RejoinStage)>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub enum RejoinStage {
    /// Listening on the invite for the friend's new reply.
    #[default]
    Listening,
    /// Still listening; the last reply could not be used, or its connection did not open:
    /// why.
    Refused(Trouble),
    /// The reply is taken: the pages are connecting.
    Connecting,
}

/// What the table reports, or the host does.
#[derive(Clone, Debug, PartialEq)]
pub enum RejoinMsg {
    /// The seats that wait for their friend now (`Match::seats_waiting`).
    Waiting(Vec<Seat>),
    /// A reply, as the table judged it (`Match::take_reply`), pasted into the line of a
    /// seat (`Some`) or handed over by another tab.
    Reply(Option<Seat>, Result<Reply, Trouble>),
    /// The new connection of this seat failed before it opened: why.
    Lost(Seat, Trouble),
}

/// What the browser must do next.
#[derive(Clone, Debug, PartialEq)]
pub enum RejoinEffect {
    /// Listen on the invite of this seat (again: a new connection each time).
    Listen(Seat),
    /// Take this reply on the connection that listens for its seat.
    Accept(Rc<Reply>),
    /// The seat waits no more (its friend is back, or the match is over): stop listening.
    Stop(Seat),
}

impl super::stepped::Steps for Rejoin {
    type Msg = RejoinMsg;
    type Effect = RejoinEffect;

    fn step(&mut self, msg: RejoinMsg) -> Vec<RejoinEffect> {
        self.update(msg)
    }
}

impl Rejoin {
    pub fn update(&mut self, msg: RejoinMsg) -> Vec<RejoinEffect> {
        match msg {
            RejoinMsg::Waiting(waiting) => {
                let gone = (self.seats.iter())
                    .filter(|(s, _)| !waiting.contains(s))
                    .map(|&(s, _)| RejoinEffect::Stop(s));
                let new = (waiting.iter())
                    .filter(|s| !self.seats.iter().any(|(w, _)| w == *s))
                    .map(|&s| RejoinEffect::Listen(s));
                let effects: Vec<RejoinEffect> = gone.chain(new).collect();
                self.seats.retain(|(s, _)| waiting.contains(s));
                for &seat in &waiting {
                    if !self.seats.iter().any(|&(s, _)| s == seat) {
                        self.seats.push((seat, RejoinStage::Listening));
                    }
                }
                effects
            }
            RejoinMsg::Reply(_, Ok(reply)) => {
                let seat = (self.seats.iter().map(|&(s, _)| s)).find(|s| s.number() == reply.seat);
                let Some(stage) = seat.and_then(|s| self.stage_mut(s)) else {
                    return Vec::new();
                };
                if *stage == RejoinStage::Connecting {
                    return Vec::new();
                }
                *stage = RejoinStage::Connecting;
                vec![RejoinEffect::Accept(Rc::new(reply))]
            }
            RejoinMsg::Reply(pasted, Err(why)) => {
                // Said in the line it was pasted in; else in each line still listening.
                for (seat, stage) in &mut self.seats {
                    if pasted.map_or(*stage != RejoinStage::Connecting, |p| p == *seat) {
                        *stage = RejoinStage::Refused(why.clone());
                    }
                }
                Vec::new()
            }
            RejoinMsg::Lost(seat, why) => match self.stage_mut(seat) {
                Some(stage) => {
                    *stage = RejoinStage::Refused(why);
                    vec![RejoinEffect::Listen(seat)]
                }
                None => Vec::new(),
            },
        }
    }

    fn stage_mut(&mut self, seat: Seat) -> Option<&mut RejoinStage> {
        (self.seats.iter_mut())
            .find(|(s, _)| *s == seat)
            .map(|(_, stage)| stage)
    }

    /// The table's line for a waiting seat, named as `n` names it: what happens, and what
    /// to do.
    pub fn status(&self, w: &Words, n: &Naming, seat: Seat) -> Option<String> {
        let (_, stage) = self.seats.iter().find(|(s, _)| *s == seat)?;
        Some(match stage {
            RejoinStage::Listening => tr!(w, LINK_REJOIN_WAITING, seat = n.seat_name(w, seat)),
            RejoinStage::Refused(why) => tr!(w, LINK_FRIEND_REPLY_AGAIN, why = why.words(w, n)),
            RejoinStage::Connecting => tr!(w, LINK_FRIEND_CONNECTING),
        })
    }

    /// Every waiting seat's line, in the order their friends left.
    pub fn lines(&self, w: &Words, n: &Naming) -> Vec<(Seat, String)> {
        (self.seats.iter())
            .filter_map(|&(s, _)| self.status(w, n, s).map(|line| (s, line)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::friends::net::sdp::Connection;
    use crate::i18n::{built_in, with_words, Lang};

    fn reply(seat: u8) -> Reply {
        let path = format!(
            "{}/tests/golden/sdp/chromium-answer.sdp",
            env!("CARGO_MANIFEST_DIR")
        );
        let sdp = std::fs::read_to_string(path).expect("a golden SDP");
        Reply {
            token: 77,
            seat,
            name: String::new(),
            connection: Connection::from_sdp(&sdp).expect("it reads"),
        }
    }

    #[test]
    fn a_waiting_seat_listens_takes_a_reply_and_stops_once_the_friend_is_back() {
        let w = &crate::i18n::english();
        let mut rejoin = Rejoin::default();
        assert_eq!(
            rejoin.lines(w, &Naming::default()),
            vec![],
            "no line while no seat waits"
        );
        assert_eq!(rejoin.update(RejoinMsg::Waiting(vec![])), vec![]);
        assert_eq!(
            rejoin.update(RejoinMsg::Waiting(vec![Seat::at(1)])),
            vec![RejoinEffect::Listen(Seat::at(1))]
        );
        assert_eq!(rejoin.update(RejoinMsg::Waiting(vec![Seat::at(1)])), vec![]);
        assert_eq!(
            rejoin.status(w, &Naming::default(), Seat::at(1)).as_deref(),
            Some("A bot plays Ada's seat until your friend opens your invite again and you take their new reply.")
        );
        // A refused reply is said, and the seat still listens.
        assert_eq!(
            rejoin.update(RejoinMsg::Reply(None, Err(Trouble::OtherInvite))),
            vec![]
        );
        assert_eq!(
            rejoin.status(w, &Naming::default(), Seat::at(1)).as_deref(),
            Some("That reply answers another invite. Paste your friend's whole reply link again.")
        );
        let effect = rejoin.update(RejoinMsg::Reply(None, Ok(reply(1))));
        assert!(matches!(&effect[..], [RejoinEffect::Accept(r)] if r.seat == 1));
        assert_eq!(
            rejoin.status(w, &Naming::default(), Seat::at(1)).as_deref(),
            Some("Connecting…")
        );
        assert_eq!(
            rejoin.update(RejoinMsg::Reply(None, Ok(reply(1)))),
            vec![],
            "one reply at a time"
        );
        // The connection did not open: a new one listens.
        let lost = RejoinMsg::Lost(Seat::at(1), Trouble::Unreachable);
        assert_eq!(rejoin.update(lost), vec![RejoinEffect::Listen(Seat::at(1))]);
        assert!(rejoin
            .status(w, &Naming::default(), Seat::at(1))
            .is_some_and(|s| s.starts_with("The two pages")));
        // The friend is back (or the match is over): the line goes.
        assert_eq!(
            rejoin.update(RejoinMsg::Waiting(vec![])),
            vec![RejoinEffect::Stop(Seat::at(1))]
        );
        assert_eq!(rejoin.status(w, &Naming::default(), Seat::at(1)), None);
        assert_eq!(rejoin.update(RejoinMsg::Reply(None, Ok(reply(1)))), vec![]);
        assert_eq!(
            rejoin.update(RejoinMsg::Lost(Seat::at(1), Trouble::Page("Gone.".into()))),
            vec![]
        );
    }

    #[test]
    fn the_waiting_line_reads_in_the_words_in_use() {
        let mut rejoin = Rejoin::default();
        rejoin.update(RejoinMsg::Waiting(vec![Seat::at(3)]));
        with_words(built_in(Lang::Es), |w| {
            assert_eq!(
                rejoin.status(w, &Naming::default(), Seat::at(3)).as_deref(),
                Some("Un bot juega en el sitio de Cleo hasta que tu amigo vuelva a abrir tu invitación y uses su nueva respuesta.")
            );
        });
    }

    /// Two friends left: each seat has a way back of its own, and each reply goes to its
    /// seat's; a refusal is said where the reply was pasted.
    #[test]
    fn two_waiting_seats_have_a_way_back_each() {
        let w = &crate::i18n::english();
        let mut rejoin = Rejoin::default();
        assert_eq!(
            rejoin.update(RejoinMsg::Waiting(vec![Seat::at(1)])),
            vec![RejoinEffect::Listen(Seat::at(1))]
        );
        assert_eq!(
            rejoin.update(RejoinMsg::Waiting(vec![Seat::at(1), Seat::at(2)])),
            vec![RejoinEffect::Listen(Seat::at(2))],
            "the second seat listens too; the first goes on"
        );
        assert_eq!(rejoin.lines(w, &Naming::default()).len(), 2);
        assert!(rejoin.lines(w, &Naming::default())[1]
            .1
            .contains("Bram's seat"));
        // A refusal pasted in Bram's line is said there only.
        rejoin.update(RejoinMsg::Reply(
            Some(Seat::at(2)),
            Err(Trouble::OtherInvite),
        ));
        assert!(rejoin
            .status(w, &Naming::default(), Seat::at(2))
            .is_some_and(|s| s.starts_with("That reply")));
        assert!(rejoin
            .status(w, &Naming::default(), Seat::at(1))
            .is_some_and(|s| s.starts_with("A bot plays Ada's")));
        // Bram's reply is Bram's seat's, whichever line it came by.
        let effect = rejoin.update(RejoinMsg::Reply(Some(Seat::at(1)), Ok(reply(2))));
        assert!(matches!(&effect[..], [RejoinEffect::Accept(r)] if r.seat == 2));
        assert_eq!(
            rejoin.status(w, &Naming::default(), Seat::at(2)).as_deref(),
            Some("Connecting…")
        );
        assert!(rejoin
            .status(w, &Naming::default(), Seat::at(1))
            .is_some_and(|s| s.starts_with("A bot plays")));
        // Ada's connection fails: hers listens again, Bram's goes on connecting.
        let lost = RejoinMsg::Lost(Seat::at(1), Trouble::Page("Gone.".into()));
        assert_eq!(rejoin.update(lost), vec![RejoinEffect::Listen(Seat::at(1))]);
        assert_eq!(
            rejoin.status(w, &Naming::default(), Seat::at(2)).as_deref(),
            Some("Connecting…")
        );
        let effect = rejoin.update(RejoinMsg::Reply(None, Ok(reply(1))));
        assert!(matches!(&effect[..], [RejoinEffect::Accept(r)] if r.seat == 1));
        // Bram is back: only his seat stops.
        assert_eq!(
            rejoin.update(RejoinMsg::Waiting(vec![Seat::at(1)])),
            vec![RejoinEffect::Stop(Seat::at(2))]
        );
        assert_eq!(
            rejoin.status(w, &Naming::default(), Seat::at(1)).as_deref(),
            Some("Connecting…")
        );
        assert_eq!(rejoin.status(w, &Naming::default(), Seat::at(2)), None);
    }
}
