//! The host's invites, one per friend, up to the table's seats: each has its seat (the
//! partner's, or any opponent's; a seat at most once), its own number (token) and its own
//! way to the table (a host's `Lobby`: its connection's offer, its link, its friend's reply).
//! A reply, pasted or handed over by another tab, goes to the invite whose number it
//! carries; the table opens once every friend is connected. One friend is the default.

use super::lobby::{seats_to_choose, Lobby, LobbyEffect, LobbyMsg, Role, Stage};
use crate::engine::Seat;
use crate::friends::net::invite::Reply;
use crate::game_id::GameId;
use crate::i18n::Words;

/// The host's invites, in the order the host added them.
#[derive(Clone, Debug, PartialEq)]
pub struct Party {
    pub invites: Vec<Lobby>,
}

/// What the host does, or the browser reports of one invite.
#[derive(Clone, Debug, PartialEq)]
pub enum PartyMsg {
    /// Another friend, whose invite is numbered `token`: they take the first seat free.
    Add(u64),
    /// The friend of this invite is not invited after all.
    Remove(usize),
    /// The host's name, as every invite shows it.
    Name(String),
    /// Make every invite.
    Start,
    /// A message for one invite: its seat, its link made, its connection's news, or a new
    /// invite in place of one that failed (`LobbyMsg::Start`).
    At(usize, LobbyMsg),
    /// A reply, pasted into the row of an invite (`Some`) or handed over by another tab.
    Reply(Option<usize>, String),
    /// The table opened.
    Playing,
}

impl super::stepped::Steps for Party {
    type Msg = PartyMsg;
    /// Each effect with the place of the invite it is for.
    type Effect = (usize, LobbyEffect);

    fn step(&mut self, msg: PartyMsg) -> Vec<(usize, LobbyEffect)> {
        self.update(msg)
    }
}

impl Party {
    pub fn new(game: GameId, token: u64) -> Party {
        Party {
            invites: vec![Lobby::host(game, token)],
        }
    }

    /// Before any invite is made: friends may be added, removed, and their seats changed.
    pub fn choosing(&self) -> bool {
        self.invites.iter().all(|i| i.stage == Stage::Choosing)
    }

    /// Whether another friend may be invited: while choosing, with a seat free.
    pub fn can_add(&self) -> bool {
        self.choosing() && self.free_seat().is_some()
    }

    /// The seats the friends take, in the invites' order.
    pub fn seats(&self) -> Vec<Seat> {
        self.invites.iter().map(Lobby::seat).collect()
    }

    /// The line that says what is happening while the host chooses: the first invite's, or
    /// for several friends, theirs.
    pub fn status(&self, w: &Words) -> String {
        match (self.invites.len(), self.invites.first()) {
            (2.., _) if self.choosing() => tr!(w, LINK_FRIENDS_CHOOSE),
            (_, Some(first)) => first.status(w),
            (_, None) => String::new(),
        }
    }

    /// While invites wait for their replies, what the host's page waits for, once for all
    /// of them: "Waiting for your friend's reply. The invite stays good for as long as this
    /// page is open."
    pub fn waiting_for(&self, w: &Words) -> Option<String> {
        let waiting = (self.invites.iter())
            .filter(|i| matches!(i.stage, Stage::Waiting { .. }))
            .count();
        (waiting > 0).then(|| tr!(w, LINK_WAITING_FOR_REPLY, count = waiting))
    }

    /// The seats of the friends invited besides the `i`th (its invite names them).
    pub fn other_friends(&self, i: usize) -> Vec<u8> {
        let seats = self.seats().into_iter().enumerate();
        seats
            .filter(|&(j, _)| j != i)
            .map(|(_, s)| s.number())
            .collect()
    }

    /// The table opens once every invited friend is connected.
    pub fn ready(&self) -> bool {
        (self.invites.iter()).all(|i| i.stage == Stage::Connected)
    }

    /// Whether `seat` is another invite's than the `i`th.
    pub fn taken(&self, i: usize, seat: Seat) -> bool {
        (self.invites.iter().enumerate()).any(|(j, l)| j != i && l.seat() == seat)
    }

    fn free_seat(&self) -> Option<Seat> {
        let first = self.invites.first()?;
        let Role::Host { game, .. } = &first.role else {
            return None;
        };
        let seats = self.seats();
        (seats_to_choose(game.teams).into_iter()).find(|s| !seats.contains(s))
    }

    /// The effects to carry out, each for its invite.
    pub fn update(&mut self, msg: PartyMsg) -> Vec<(usize, LobbyEffect)> {
        match msg {
            PartyMsg::Add(token) => self.add(token),
            PartyMsg::Remove(i) if self.choosing() && self.invites.len() > 1 => {
                if i < self.invites.len() {
                    self.invites.remove(i);
                }
            }
            PartyMsg::Remove(_) => {}
            PartyMsg::Name(text) => {
                for invite in &mut self.invites {
                    invite.update(LobbyMsg::Name(text.clone()));
                }
            }
            PartyMsg::Start => {
                return (0..self.invites.len())
                    .filter_map(|i| self.at(i, LobbyMsg::Start).map(|e| (i, e)))
                    .collect();
            }
            PartyMsg::At(i, LobbyMsg::Seat(seat)) if self.taken(i, seat) => {}
            PartyMsg::At(i, msg) => return self.at(i, msg).map(|e| (i, e)).into_iter().collect(),
            PartyMsg::Reply(row, text) => {
                let i = self
                    .answered(&text)
                    .or(row)
                    .or_else(|| self.first_waiting());
                if let Some(i) = i {
                    return self
                        .at(i, LobbyMsg::ReplyText(text))
                        .map(|e| (i, e))
                        .into_iter()
                        .collect();
                }
            }
            PartyMsg::Playing => {
                for invite in &mut self.invites {
                    invite.update(LobbyMsg::Playing);
                }
            }
        }
        Vec::new()
    }

    fn add(&mut self, token: u64) {
        let (Some(seat), true) = (self.free_seat(), self.choosing()) else {
            return;
        };
        let mut invite = self.invites[0].clone();
        invite.token = token;
        invite.update(LobbyMsg::Seat(seat));
        self.invites.push(invite);
        self.distinct_token(self.invites.len() - 1);
    }

    fn at(&mut self, i: usize, msg: LobbyMsg) -> Option<LobbyEffect> {
        let effect = self.invites.get_mut(i)?.update(msg);
        if effect == Some(LobbyEffect::MakeInvite) {
            // A new invite's number answers no other invite.
            self.distinct_token(i);
        }
        effect
    }

    /// The `i`th invite's number, changed until no other invite has it.
    fn distinct_token(&mut self, i: usize) {
        let taken = |party: &Party| {
            let token = party.invites[i].token;
            (party.invites.iter().enumerate()).any(|(j, l)| j != i && l.token == token)
        };
        while taken(self) {
            self.invites[i].token = self.invites[i].token.wrapping_add(1);
        }
    }

    /// The invite a reply answers: the one whose number it carries, if any.
    fn answered(&self, text: &str) -> Option<usize> {
        let reply = Reply::decode(text.trim()).ok()?;
        self.invites.iter().position(|l| l.token == reply.token)
    }

    fn first_waiting(&self) -> Option<usize> {
        (self.invites.iter()).position(|l| matches!(l.stage, Stage::Waiting { .. }))
    }
}

#[cfg(test)]
mod tests;
