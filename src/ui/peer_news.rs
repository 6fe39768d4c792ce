//! What the other pages' connections bring a table with friends (a build with friend play),
//! applied to the match: a message read within its bounds and heard, a connection that
//! changed said, a friend back in their seat; and the table's news sent to the other pages.

use super::hooks::now_ms;
use super::peer::{Peer, PeerState};
use crate::engine::Seat;
use crate::i18n::id;
use crate::session::said::Said;
use crate::session::Match;

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

/// One `PeerMsg`, applied to the match; whether it changed anything (a message its friend's
/// allowance dropped does not: the table is not drawn again for it).
pub fn apply(m: &mut Match, msg: PeerMsg) -> bool {
    match msg {
        // Counted, read within its bounds, then heard (see `Match::hear`).
        PeerMsg::Heard(seat, bytes, t) => return m.hear(seat, &bytes, t),
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
    true
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

fn peer_changed(m: &mut Match, state: PeerState, t: f64) {
    let msg = match (state, m.is_mirror()) {
        (PeerState::Disconnected, true) => id::TABLE_PEER_LOST_HOST,
        (PeerState::Disconnected, false) => id::TABLE_PEER_LOST_FRIEND,
        (PeerState::Connected, _) => id::TABLE_PEER_BACK,
        (PeerState::Failed | PeerState::Closed, true) => id::TABLE_PEER_CLOSED,
        (PeerState::Failed | PeerState::Closed, false) => return,
        (PeerState::Connecting, _) => return,
    };
    m.notify(Said::Message(msg), t);
}
