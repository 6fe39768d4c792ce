//! A friend who left takes their seat back: while the match goes on, the seat their bot
//! plays waits for them; their page opens the same invite again, and the host's takes the
//! new reply for that seat only. The friend is welcomed to the match in progress, as their
//! seat sees it, and the bot leaves the seat at once. The other friends' pages hear of each
//! leaving and return.

use super::*;
use crate::friends::net::invite::Reply;
use crate::friends::problems::Trouble;
use crate::session::record::LogEntry;
use crate::session::said::Said;

impl Match {
    /// The seats whose friend left during the match, each played by a bot until its friend
    /// comes back through the same invite. None once the match is over.
    pub fn seats_waiting(&self) -> Vec<Seat> {
        match self.phase {
            MatchPhase::Over(..) => Vec::new(),
            _ => (self.side.host()).map_or(Vec::new(), |h| h.seats_left.clone()),
        }
    }

    /// A friend's new reply during the match (pasted, or handed over by another tab): it must
    /// answer the invite of the seat it asks for (`invites`: each friend's seat and its
    /// invite's number) and ask for a seat that waits for its friend; a seat a friend plays,
    /// or a bot was always at, is not given.
    pub fn take_reply(&self, text: &str, invites: &[(Seat, u64)]) -> Result<Reply, Trouble> {
        let reply = Reply::decode(text.trim()).map_err(Trouble::ReplyUnusable)?;
        let seat = (self.table().seat(reply.seat.into()))
            .filter(|&seat| invites.contains(&(seat, reply.token)));
        let Some(seat) = seat else {
            return Err(Trouble::OtherInvite);
        };
        if !self.seats_waiting().contains(&seat) {
            return Err(Trouble::NotWaiting(seat));
        }
        Ok(reply)
    }

    /// The friend of a waiting seat is connected again: the bot leaves the seat, the friend
    /// is sent the match in progress as their seat sees it, and everyone is told. False when
    /// the seat does not wait (it changes nothing then).
    pub fn friend_back(&mut self, seat: Seat, real_now: f64) -> bool {
        if !self.seats_waiting().contains(&seat) {
            return false;
        }
        let table = self.table();
        let Some(host) = self.side.host_mut() else {
            return false;
        };
        host.runner.seat_person(seat);
        let at = host.runner.now();
        host.seats_left.retain(|&s| s != seat);
        let mut friend = Friend::new(table, seat);
        // Back during a round's result: the next round does not wait for them to see a
        // result their page never showed.
        friend.continued = matches!(self.phase, MatchPhase::RoundOver(_));
        host.friends.push(friend);
        self.log.push(LogEntry::FriendBack { at, seat });
        self.tell_other_friends(seat, true);
        if let Some(welcome) = self.welcome_news(seat) {
            self.side.send(seat, welcome);
        }
        if self.clock.is_paused() {
            // Their page shows the pause it comes back into.
            self.side.send(seat, News::Paused(true));
        }
        if matches!(self.phase, MatchPhase::RoundOver(_)) {
            // Every page, theirs too, hears who has seen the result.
            self.tell_result_seen();
        }
        self.hold_for_friends();
        self.say(Said::FriendBack(seat), real_now);
        true
    }

    /// Every friend at the table but the one of `seat` hears that they left it, or are
    /// back (`here`): their page says so and counts them.
    pub(super) fn tell_other_friends(&mut self, seat: Seat, here: bool) {
        let Some(host) = self.side.host_mut() else {
            return;
        };
        let others = (host.friends.iter().map(Friend::seat))
            .filter(|&s| s != seat)
            .collect::<Vec<_>>();
        for other in others {
            host.send(other, News::OtherFriend { seat, here });
        }
    }

    /// Another friend left the table (`here` false) or is back: counted, and said.
    pub(super) fn other_friend(&mut self, seat: Seat, here: bool, real_now: f64) {
        if let Some(guest) = self.side.guest_mut() {
            guest.other_friends = match here {
                true => guest.other_friends + 1,
                false => guest.other_friends.saturating_sub(1),
            };
        }
        self.say(Said::OtherFriend { seat, here }, real_now);
    }
}

#[cfg(test)]
mod tests;
