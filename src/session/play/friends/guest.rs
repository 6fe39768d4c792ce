//! A friend's page: the match built from the host's welcome, the host's messages heard like
//! the table's own events, and what this page sends the host.

use super::*;
use crate::friends::turn::resolve_targets;
use crate::friends::{Mirror, Refusal, Welcome};

impl Match {
    /// A friend's page: the host's table as the welcome shows it, the friend at seat 0.
    pub fn mirror(welcome: Welcome, speed: f64) -> Match {
        let signals =
            crate::bots::Signals::from_code(welcome.signals).unwrap_or(Signals::one(Gesture::Wink));
        let setup = MatchSetup {
            game: welcome.game,
            signals,
            challenge: None,
        };
        let table = welcome.copy.table;
        let mut guest = GuestSide::new(Mirror::new(welcome.copy));
        guest.host_seat = table.seat(welcome.host_seat.into());
        let side = Side::Guest(Box::new(guest));
        let mut m = Match::seated(setup, side, &[], speed, None);
        m.people_names = (welcome.names.into_iter())
            .filter_map(|(s, name)| Some((table.seat(s.into())?, name)))
            .collect();
        m.rename();
        m
    }

    /// The host's seat, on a friend's page.
    pub fn host_seat(&self) -> Option<Seat> {
        self.side.guest().and_then(|g| g.host_seat)
    }

    /// A friend's page: the host's name, as the invite gave it (it names the host's seat).
    pub fn with_host_name(mut self, name: &str) -> Match {
        if let Some(guest) = self.side.guest_mut() {
            guest.host_name = name.to_string();
        }
        self.rename();
        self
    }

    /// A friend's page: how many other friends the invite named, besides the host.
    pub fn with_other_friends(mut self, count: usize) -> Match {
        if let Some(guest) = self.side.guest_mut() {
            guest.other_friends = count;
        }
        self
    }

    /// Whether a friend plays, or played, at this table (a bot may hold their seat, until
    /// they come back or, in a resumed match, for good), or this page shows a friend's seat at
    /// another page's table: such a match keeps its deal number to itself until its replay.
    pub fn shared(&self) -> bool {
        !self.people.is_empty() || self.is_mirror()
    }

    /// Whether this page shows a friend's seat at another page's table.
    pub fn is_mirror(&self) -> bool {
        matches!(self.side, Side::Guest(_))
    }

    /// A message from the host's page, already checked to fit this table.
    pub fn from_host(&mut self, message: ToFriend, real_now: f64) {
        let table = self.table();
        let Some(guest) = self.side.guest_mut() else {
            return;
        };
        match message {
            ToFriend::Update { events, copy } => {
                guest.mirror.set_copy(*copy);
                let (rule, table) = (self.rules().stop_target(), self.table());
                let mut events: Vec<TimedEvent> = events.into_iter().map(Into::into).collect();
                events
                    .iter_mut()
                    .for_each(|e| resolve_targets(&mut e.event, rule, table));
                self.process(&events, real_now);
                self.track_centre(real_now, false);
            }
            ToFriend::Refused(why) => self.refused_by_host(why, real_now),
            ToFriend::Paused(true) => self.clock.pause(),
            ToFriend::Paused(false) => self.clock.resume(real_now),
            ToFriend::NextRound => self.start_next_round(real_now),
            ToFriend::Ping(id) => guest.mirror.say(ToHost::Pong(id)),
            ToFriend::RoundTrip(ms) => guest.mirror.set_round_trip(ms),
            ToFriend::Ended(ending) => self.say(Said::Ended(ending), real_now),
            ToFriend::Signals(code) => {
                if let Some(signals) = Signals::from_code(code) {
                    self.take_signals(signals);
                }
            }
            ToFriend::Replay(text) => self.replay_heard(text),
            ToFriend::ResultSeen { seen, unseen } => {
                let seats = |list: Vec<u8>| {
                    (list.into_iter())
                        .filter_map(|s| table.seat(s.into()))
                        .collect()
                };
                guest.told.result_seen = (seats(seen), seats(unseen));
            }
            // Taken at the round's end, and the match's, once every gesture before it is heard.
            ToFriend::RoundReview(review) => guest.told.round_review = Some(review),
            ToFriend::MatchReview(review) => guest.told.match_review = Some(review),
            ToFriend::OtherFriend { seat, here } => {
                if let Some(seat) = self.table().seat(seat.into()) {
                    self.other_friend(seat, here, real_now);
                }
            }
            ToFriend::Welcome(_) => {}
        }
    }

    /// The host's table refused this page's press: said in this page's words, as a refusal
    /// of its own table is (a card someone was faster to names who took it).
    fn refused_by_host(&mut self, why: Refusal, real_now: f64) {
        self.input.clear();
        match why {
            Refusal::Rules(error) => self.refused(error, real_now),
            other => self.say(Said::HostRefused(other), real_now),
        }
    }

    /// What this friend's page is to send the host now.
    pub fn for_host(&mut self) -> Vec<ToHost> {
        match self.side.guest_mut() {
            Some(guest) => guest.mirror.take_outbox(),
            None => Vec::new(),
        }
    }
}
