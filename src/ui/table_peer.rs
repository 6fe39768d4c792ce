//! The table with a friend (a build with friend play): what the other page sends and how the
//! connection stands reach the table's reducer as `TableMsg::Peer` (applied to the match in
//! `peer_news`), and after each render the table's news for the other page is sent.

use yew::prelude::*;

use super::hooks::now_ms;
use super::peer::Peer;
use super::peer_news::{send_to_peer, PeerMsg};
use super::table_state::{MatchHandle, TableMsg};
use crate::engine::Seat;
use crate::friends::{Ending, ToFriend};

type Handle = UseReducerHandle<MatchHandle>;

/// What the friend screen tells the table of its connections (a context around the table):
/// on the host's page one per friend, by seat (a friend's page has one, to the host); a new
/// one when a friend who left came back (`back`: their seat), and who is told which seats
/// wait for their friend (`Match::seats_waiting`).
#[derive(Clone, PartialEq)]
pub struct TableLine {
    pub peers: Vec<(Seat, Peer)>,
    pub back: Option<Seat>,
    pub on_waiting: Callback<Vec<Seat>>,
}

impl TableLine {
    /// The connection to the friend at `seat`.
    pub fn peer(&self, seat: Seat) -> Option<&Peer> {
        (self.peers.iter())
            .find(|(s, _)| *s == seat)
            .map(|(_, p)| p)
    }
}

/// At a table with friends: every message from the other pages, and every change of a
/// connection, dispatched to the table's reducer with the seat it reaches (which sends what
/// the table has to say). After each render, what the table has to say is sent, each
/// friend's to their own connection, and the friend screen is told when the seats waiting
/// for their friend change. The connections are the friend screen's (`TableLine`), else the
/// table's own; a new one (a friend back) welcomes its friend. A connection replaced is
/// closed; leaving the table closes every one, so the other pages are told at once; the
/// host's page says first that the match is over.
#[hook]
pub fn use_peer(handle: &Handle) {
    let line = use_context::<TableLine>();
    let peers = match &line {
        Some(line) => line.peers.clone(),
        None => {
            let seat = handle.m.borrow().friend_seats().first().copied();
            (handle.peer.clone().into_iter())
                .map(|p| (seat.unwrap_or(Seat::FIRST), p))
                .collect()
        }
    };
    let back = line.as_ref().and_then(|l| l.back);
    let waiting = use_mut_ref(Vec::<Seat>::new);
    let heard = use_mut_ref(Vec::<(Seat, Peer)>::new);
    {
        let (peers, m) = (peers.clone(), handle.m.clone());
        use_effect_with(handle.version, move |_| {
            send_to_peer(&mut m.borrow_mut(), &peers);
            let seats = m.borrow().seats_waiting();
            if let Some(line) = line.filter(|_| *waiting.borrow() != seats) {
                *waiting.borrow_mut() = seats.clone();
                line.on_waiting.emit(seats);
            }
        });
    }
    {
        let (d, heard) = (handle.dispatcher(), heard.clone());
        use_effect_with((peers, back), move |(peers, back)| {
            let old = std::mem::replace(&mut *heard.borrow_mut(), peers.clone());
            for (_, peer) in old
                .iter()
                .filter(|(_, p)| !peers.iter().any(|(_, q)| q == p))
            {
                deafen(peer);
                peer.close();
            }
            for (seat, peer) in peers {
                listen(peer, *seat, &d);
            }
            if let Some(seat) = *back {
                d.dispatch(TableMsg::Peer(PeerMsg::Back(seat, now_ms())));
            }
        });
    }
    let m = handle.m.clone();
    use_effect_with((), move |_| {
        move || {
            for (_, peer) in heard.borrow().iter() {
                if !m.borrow().is_mirror() {
                    // The friend's page says it in its own words.
                    peer.send(&ToFriend::Ended(Ending::HostLeft).encode());
                }
                deafen(peer);
                peer.close();
            }
        }
    });
}

/// The connection to the friend at `seat` (on a friend's page, the host's) heard by the
/// table: its messages and its changes.
fn listen(peer: &Peer, seat: Seat, d: &UseReducerDispatcher<MatchHandle>) {
    let heard = d.clone();
    peer.on_message(Callback::from(move |bytes: Vec<u8>| {
        heard.dispatch(TableMsg::Peer(PeerMsg::Heard(seat, bytes, now_ms())))
    }));
    let changed = d.clone();
    peer.on_state(Callback::from(move |state| {
        changed.dispatch(TableMsg::Peer(PeerMsg::State(seat, state, now_ms())))
    }));
}

fn deafen(peer: &Peer) {
    peer.on_message(Callback::noop());
    peer.on_state(Callback::noop());
}
