//! The table with a friend (a build with friend play): what the other page sends and how the
//! connection stands reach the table's reducer as `TableMsg::Peer`, and after each render
//! the table's news for the other page is sent.

use yew::prelude::*;

use super::hooks::now_ms;
use super::peer::{Peer, PeerState};
use super::table_state::{MatchHandle, TableMsg};
use crate::engine::Seat;
use crate::session::friend::{Ending, ToFriend, ToHost};
use crate::session::names;
use crate::session::Match;

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

/// On a friend's page, every seat is named, and has the face, it has at the host's table
/// (`names::HostsTable`) while the table is shown; elsewhere seats are named as they are.
/// The naming is set as the table is drawn, before the parts drawn after it and the words its
/// messages make, and put back when the table goes.
#[hook]
pub fn use_hosts_naming(handle: &Handle) {
    names::name_as_at_host(handle.m.borrow().hosts_table());
    use_effect_with((), |_| {
        || {
            names::name_as_at_host(None);
        }
    });
}

/// What one of the other pages' connections brings the table: on the host's page, the
/// friend's seat it reaches.
pub enum PeerMsg {
    /// A message from the other page.
    Heard(Seat, Vec<u8>, f64),
    /// The connection to the other page changed.
    State(Seat, PeerState, f64),
    /// The friend of this seat, who had left, is connected again (on the new connection).
    Back(Seat, f64),
}

/// One `PeerMsg`, applied to the match.
pub fn apply(m: &mut Match, msg: PeerMsg) {
    match msg {
        PeerMsg::Heard(seat, bytes, t) => hear_peer(m, seat, &bytes, t),
        PeerMsg::State(seat, PeerState::Failed | PeerState::Closed, t) if !m.is_mirror() => {
            m.friend_left(seat, t);
        }
        PeerMsg::State(seat, state @ (PeerState::Disconnected | PeerState::Connected), t)
            if !m.is_mirror() =>
        {
            m.friend_connection(seat, state == PeerState::Disconnected, t);
            peer_changed(m, state, t);
        }
        PeerMsg::State(_, state, t) => peer_changed(m, state, t),
        PeerMsg::Back(seat, t) => {
            m.friend_back(seat, t);
        }
    }
}

/// What this page has to say to the other one, sent: a host's updates to its friend, a
/// friend's presses to the host.
pub fn send_to_peer(m: &mut Match, peers: &[(Seat, Peer)]) {
    for (seat, message) in m.for_friends(now_ms()) {
        if let Some((_, peer)) = peers.iter().find(|(s, _)| *s == seat) {
            peer.send(&message.encode());
        }
    }
    for message in m.for_host() {
        for (_, peer) in peers {
            peer.send(&message.encode());
        }
    }
}

/// A message from the other page (on the host's page, the friend's at `seat`): read within
/// its bounds, then heard by the table. One that cannot be read is said, and changes nothing.
pub fn hear_peer(m: &mut Match, seat: Seat, bytes: &[u8], t: f64) {
    if m.is_mirror() {
        match ToFriend::decode(bytes, Some(m.table())) {
            Ok(message) => m.from_host(message, t),
            Err(why) => m.notify(why.to_string(), t),
        }
    } else if m.friend_seats().contains(&seat) {
        match ToHost::decode(bytes) {
            Ok(message) => m.from_friend(seat, message, t),
            Err(why) => m.notify(why.to_string(), t),
        }
    }
}

fn peer_changed(m: &mut Match, state: PeerState, t: f64) {
    let text = match (state, m.is_mirror()) {
        (PeerState::Disconnected, true) => tr!(TABLE_PEER_LOST_HOST),
        (PeerState::Disconnected, false) => tr!(TABLE_PEER_LOST_FRIEND),
        (PeerState::Connected, _) => tr!(TABLE_PEER_BACK),
        (PeerState::Failed | PeerState::Closed, true) => tr!(TABLE_PEER_CLOSED),
        (PeerState::Failed | PeerState::Closed, false) => return,
        (PeerState::Connecting, _) => return,
    };
    m.notify(text, t);
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
                .map(|p| (seat.unwrap_or(Seat(0)), p))
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
