//! The table with a friend (a build with friend play): what the other page sends and how the
//! connection stands reach the table's reducer as `TableMsg::Peer`, and after each render
//! the table's news for the other page is sent.

use yew::prelude::*;

use super::hooks::now_ms;
use super::peer::{Peer, PeerState};
use super::table_state::{MatchHandle, TableMsg};
use crate::engine::Seat;
use crate::session::friend::{Ending, ToFriend, ToHost};
use crate::session::Match;

type Handle = UseReducerHandle<MatchHandle>;

/// What the friend screen tells the table of its connection (a context around the table):
/// the connection in use, a new one when a friend who left came back (`back`: their seat),
/// and who is told which seats wait for their friend (`Match::seats_waiting`).
#[derive(Clone, PartialEq)]
pub struct TableLine {
    pub peer: Peer,
    pub back: Option<Seat>,
    pub on_waiting: Callback<Vec<Seat>>,
}

/// What the other page's connection brings the table.
pub enum PeerMsg {
    /// A message from the other page.
    Heard(Vec<u8>, f64),
    /// The connection to the other page changed.
    State(PeerState, f64),
    /// The friend of this seat, who had left, is connected again (on the new connection).
    Back(Seat, f64),
}

/// One `PeerMsg`, applied to the match.
pub fn apply(m: &mut Match, msg: PeerMsg) {
    match msg {
        PeerMsg::Heard(bytes, t) => hear_peer(m, &bytes, t),
        PeerMsg::State(PeerState::Failed | PeerState::Closed, t) if !m.is_mirror() => {
            for seat in m.friend_seats() {
                m.friend_left(seat, t);
            }
        }
        PeerMsg::State(state @ (PeerState::Disconnected | PeerState::Connected), t)
            if !m.is_mirror() =>
        {
            for seat in m.friend_seats() {
                m.friend_connection(seat, state == PeerState::Disconnected, t);
            }
            peer_changed(m, state, t);
        }
        PeerMsg::State(state, t) => peer_changed(m, state, t),
        PeerMsg::Back(seat, t) => {
            m.friend_back(seat, t);
        }
    }
}

/// What this page has to say to the other one, sent: a host's updates to its friend, a
/// friend's presses to the host.
pub fn send_to_peer(m: &mut Match, peer: &Peer) {
    for (_, message) in m.for_friends(now_ms()) {
        peer.send(&message.encode());
    }
    for message in m.for_host() {
        peer.send(&message.encode());
    }
}

/// A message from the other page: read within its bounds, then heard by the table. One
/// that cannot be read is said, and changes nothing.
pub fn hear_peer(m: &mut Match, bytes: &[u8], t: f64) {
    if m.is_mirror() {
        match ToFriend::decode(bytes, Some(m.table())) {
            Ok(message) => m.from_host(message, t),
            Err(why) => m.notify(why.to_string(), t),
        }
    } else if let Some(&seat) = m.friend_seats().first() {
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

/// At a table with a friend: every message from the other page, and every change of the
/// connection, dispatched to the table's reducer (which sends what the table has to say).
/// After each render, what the table has to say is sent, and the friend screen is told when
/// the seats waiting for their friend change. The connection is the friend screen's
/// (`TableLine`), else the table's own; a new one (a friend back) welcomes its friend.
/// Leaving the table, or changing connection, closes the last one, so the other page is
/// told at once; the host's page says first that the match is over.
#[hook]
pub fn use_peer(handle: &Handle) {
    let line = use_context::<TableLine>();
    let peer = (line.as_ref().map(|l| l.peer.clone())).or_else(|| handle.peer.clone());
    let back = line.as_ref().and_then(|l| l.back);
    let waiting = use_mut_ref(Vec::<Seat>::new);
    {
        let (peer, m) = (peer.clone(), handle.m.clone());
        use_effect_with(handle.version, move |_| {
            if let Some(peer) = &peer {
                send_to_peer(&mut m.borrow_mut(), peer);
            }
            let seats = m.borrow().seats_waiting();
            if let Some(line) = line.filter(|_| *waiting.borrow() != seats) {
                *waiting.borrow_mut() = seats.clone();
                line.on_waiting.emit(seats);
            }
        });
    }
    let (d, m) = (handle.dispatcher(), handle.m.clone());
    use_effect_with((peer, back), move |(peer, back)| {
        if let Some(peer) = peer {
            let heard = d.clone();
            peer.on_message(Callback::from(move |bytes: Vec<u8>| {
                heard.dispatch(TableMsg::Peer(PeerMsg::Heard(bytes, now_ms())))
            }));
            let changed = d.clone();
            peer.on_state(Callback::from(move |state| {
                changed.dispatch(TableMsg::Peer(PeerMsg::State(state, now_ms())))
            }));
            if let Some(seat) = *back {
                d.dispatch(TableMsg::Peer(PeerMsg::Back(seat, now_ms())));
            }
        }
        let peer = peer.clone();
        move || {
            if let Some(peer) = peer {
                if !m.borrow().is_mirror() {
                    // The friend's page says it in its own words.
                    let ended = ToFriend::Ended(Ending::HostLeft);
                    peer.send(&ended.encode());
                }
                peer.on_message(Callback::noop());
                peer.on_state(Callback::noop());
                peer.close();
            }
        }
    });
}
