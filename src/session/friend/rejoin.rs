//! The host's table while a friend's seat waits for them (`Match::seats_waiting`): the page
//! listens again on the seat's invite, takes the friend's new reply (handed over by another
//! tab, or pasted into the table's line) and connects. Every step is a state with its
//! words; the browser carries out the effects and reports back (`RejoinMsg`).

use std::rc::Rc;

use crate::engine::Seat;
use crate::net::invite::Reply;
use crate::session::names::seat_name;

/// The seat waiting for its friend, and how far its way back is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rejoin {
    /// The seat whose friend may come back (`None`: no seat waits).
    pub seat: Option<Seat>,
    pub stage: RejoinStage,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub enum RejoinStage {
    /// Listening on the invite for the friend's new reply.
    #[default]
    Listening,
    /// Still listening; the last reply could not be used, or its connection did not open:
    /// why.
    Refused(String),
    /// The reply is taken: the pages are connecting.
    Connecting,
}

/// What the table reports, or the host does.
#[derive(Clone, Debug, PartialEq)]
pub enum RejoinMsg {
    /// The seats that wait for their friend now (`Match::seats_waiting`).
    Waiting(Vec<Seat>),
    /// A reply, as the table judged it (`Match::take_reply`).
    Reply(Result<Reply, String>),
    /// The new connection failed before it opened: why.
    Lost(String),
}

/// What the browser must do next.
#[derive(Clone, Debug, PartialEq)]
pub enum RejoinEffect {
    /// Listen on the invite of this seat (again: a new connection each time).
    Listen(Seat),
    /// Take this reply on the connection that listens.
    Accept(Rc<Reply>),
    /// No seat waits any more (the friend is back, or the match is over): stop listening.
    Stop,
}

impl Rejoin {
    pub fn update(&mut self, msg: RejoinMsg) -> Option<RejoinEffect> {
        match msg {
            RejoinMsg::Waiting(seats) => {
                let first = seats.first().copied();
                if first == self.seat {
                    return None;
                }
                self.seat = first;
                self.stage = RejoinStage::Listening;
                Some(first.map_or(RejoinEffect::Stop, RejoinEffect::Listen))
            }
            RejoinMsg::Reply(judged) => {
                if self.seat.is_none() || self.stage == RejoinStage::Connecting {
                    return None;
                }
                match judged {
                    Ok(reply) => {
                        self.stage = RejoinStage::Connecting;
                        Some(RejoinEffect::Accept(Rc::new(reply)))
                    }
                    Err(why) => {
                        self.stage = RejoinStage::Refused(why);
                        None
                    }
                }
            }
            RejoinMsg::Lost(why) => {
                let seat = self.seat?;
                self.stage = RejoinStage::Refused(why);
                Some(RejoinEffect::Listen(seat))
            }
        }
    }

    /// The table's line while a seat waits: what happens, and what to do.
    pub fn status(&self) -> Option<String> {
        let seat = self.seat?;
        Some(match &self.stage {
            RejoinStage::Listening => tr!(LINK_REJOIN_WAITING, seat = seat_name(seat)),
            RejoinStage::Refused(why) => tr!(LINK_FRIEND_REPLY_AGAIN, why = why),
            RejoinStage::Connecting => tr!(LINK_FRIEND_CONNECTING),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{built_in, with_words, Lang};
    use crate::net::sdp::Connection;

    fn reply(seat: u8) -> Reply {
        let path = format!(
            "{}/tests/golden/sdp/chromium-answer.sdp",
            env!("CARGO_MANIFEST_DIR")
        );
        let sdp = std::fs::read_to_string(path).expect("a golden SDP");
        Reply {
            token: 77,
            seat,
            connection: Connection::from_sdp(&sdp).expect("it reads"),
        }
    }

    #[test]
    fn a_waiting_seat_listens_takes_a_reply_and_stops_once_the_friend_is_back() {
        let mut rejoin = Rejoin::default();
        assert_eq!(rejoin.status(), None, "no line while no seat waits");
        assert_eq!(rejoin.update(RejoinMsg::Waiting(vec![])), None);
        assert_eq!(
            rejoin.update(RejoinMsg::Waiting(vec![Seat(1)])),
            Some(RejoinEffect::Listen(Seat(1)))
        );
        assert_eq!(rejoin.update(RejoinMsg::Waiting(vec![Seat(1)])), None);
        assert_eq!(
            rejoin.status().as_deref(),
            Some("A bot plays Ada's seat until your friend opens your invite again and you take their new reply.")
        );
        // A refused reply is said, and the seat still listens.
        let why = "That reply answers another invite.".to_string();
        assert_eq!(rejoin.update(RejoinMsg::Reply(Err(why))), None);
        assert_eq!(
            rejoin.status().as_deref(),
            Some("That reply answers another invite. Paste your friend's whole reply link again.")
        );
        let effect = rejoin.update(RejoinMsg::Reply(Ok(reply(1))));
        assert!(matches!(effect, Some(RejoinEffect::Accept(r)) if r.seat == 1));
        assert_eq!(rejoin.status().as_deref(), Some("Connecting…"));
        assert_eq!(
            rejoin.update(RejoinMsg::Reply(Ok(reply(1)))),
            None,
            "one reply at a time"
        );
        // The connection did not open: a new one listens.
        let lost = RejoinMsg::Lost("The two pages could not reach each other.".into());
        assert_eq!(rejoin.update(lost), Some(RejoinEffect::Listen(Seat(1))));
        assert!(rejoin
            .status()
            .is_some_and(|s| s.starts_with("The two pages")));
        // The friend is back (or the match is over): the line goes.
        assert_eq!(
            rejoin.update(RejoinMsg::Waiting(vec![])),
            Some(RejoinEffect::Stop)
        );
        assert_eq!(rejoin.status(), None);
        assert_eq!(rejoin.update(RejoinMsg::Reply(Ok(reply(1)))), None);
        assert_eq!(rejoin.update(RejoinMsg::Lost("Gone.".into())), None);
    }

    #[test]
    fn the_waiting_line_reads_in_the_words_in_use() {
        let mut rejoin = Rejoin::default();
        rejoin.update(RejoinMsg::Waiting(vec![Seat(3)]));
        with_words(built_in(Lang::Es), || {
            assert_eq!(
                rejoin.status().as_deref(),
                Some("Un bot juega en el sitio de Cleo hasta que tu amigo vuelva a abrir tu invitación y uses su nueva respuesta.")
            );
        });
    }
}
