//! The way to a friend's table, before it opens: the host chooses the friend's seat and
//! sends an invite link; the friend opens it, sees who invited them to which seat, and
//! sends back a reply link; the pages connect and the table opens. Every step is a state
//! with its words; the browser makes the connection and reports back (`LobbyMsg`).

use std::rc::Rc;

use super::changes::changes;
use super::problems::Trouble;
use crate::engine::{Seat, Table};
use crate::friends::net::invite::{clean_name, Invite, Reply};
use crate::game_id::GameId;
use crate::i18n::{id, Arg, Words};
use crate::narration::names::Naming;
use crate::narration::words::{level_title, preset_title};

/// A link on the way to a friend's table.
#[derive(Clone, Debug, PartialEq)]
pub enum FriendLink {
    /// The host's invitation, opened by the friend.
    Join(Rc<Invite>),
    /// The friend's reply, opened by the host in another tab: it is handed to the tab that
    /// waits for it.
    Reply(String),
}

/// Who this page is at the friend's table.
#[derive(Clone, Debug, PartialEq)]
pub enum Role {
    /// This page runs the table: the game it offers (the invite says it), and the seat
    /// offered.
    Host {
        game: GameId,
        seat: Seat,
        name: String,
    },
    /// This page was invited.
    Guest(Rc<Invite>),
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// The host chooses the seat; the friend reads the invitation.
    Choosing,
    /// The browser prepares the connection (it looks for the network's addresses).
    Preparing,
    /// The link to send is ready: the host waits for the reply, the friend for the host
    /// to open it. `problem`: why the last reply pasted could not be used (the invite
    /// still waits for the right one).
    Waiting {
        link: String,
        problem: Option<Trouble>,
    },
    /// The reply is in: the pages are connecting.
    Connecting,
    /// Connected: the friend's page waits for the table.
    Connected,
    /// The table is open.
    Playing,
    /// It did not work: what happened, and what to try.
    Failed(Trouble),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Lobby {
    pub role: Role,
    pub stage: Stage,
    /// Names this invitation; a reply must carry it back.
    pub token: u64,
    /// The friend's name (cleaned; may be empty): typed on the friend's page, which sends it
    /// in the reply; read from that reply on the host's, which names the friend's seat by it.
    pub friend_name: String,
}

/// What the browser reports, or the player does.
#[derive(Clone, Debug, PartialEq)]
pub enum LobbyMsg {
    /// The host offers this seat instead.
    Seat(Seat),
    /// On the host's page, the host's name as the invitation shows it; on the friend's, the
    /// friend's as the reply carries it.
    Name(String),
    /// Make the invitation (host) or the reply (friend).
    Start,
    /// The link to send, or why it could not be made.
    Prepared(Result<String, Trouble>),
    /// A reply pasted or handed over by another tab (the host's page).
    ReplyText(String),
    Connected,
    /// The connection failed or closed before the table opened.
    Lost(Trouble),
    /// The other page never answered (the browser gave up): on a friend's page, the host's
    /// table did not take the reply (its match is over, its page closed, or the seat is
    /// not waiting), or the pages cannot reach each other.
    Unanswered,
    /// The browser gave up on a connection the other page still answers, but has not taken
    /// this page's link: on a friend's page, a reply the host has not opened yet.
    Unopened,
    /// The table opened.
    Playing,
}

/// What the browser must do next.
#[derive(Clone, Debug, PartialEq)]
pub enum LobbyEffect {
    /// Make the connection's offer and the invitation link (host).
    MakeInvite,
    /// Answer the invitation's offer and make the reply link (friend).
    MakeReply,
    /// Take the friend's answer (host).
    Accept(Rc<Reply>),
    /// Answer the invitation again with the same reply, the browser having given up on the
    /// last connection while the reply waits for the host to open it (friend).
    AnswerAgain,
}

impl super::stepped::Steps for Lobby {
    type Msg = LobbyMsg;
    type Effect = LobbyEffect;

    fn step(&mut self, msg: LobbyMsg) -> Vec<LobbyEffect> {
        self.update(msg).into_iter().collect()
    }
}

impl Lobby {
    pub fn host(game: GameId, token: u64) -> Lobby {
        let table = Table::new(game.teams).unwrap_or(Table::new(2).expect("two teams"));
        Lobby {
            role: Role::Host {
                seat: table.partner_of(Seat::FIRST),
                game,
                name: String::new(),
            },
            stage: Stage::Choosing,
            token,
            friend_name: String::new(),
        }
    }

    pub fn guest(invite: Rc<Invite>) -> Lobby {
        Lobby {
            token: invite.token,
            role: Role::Guest(invite),
            stage: Stage::Choosing,
            friend_name: String::new(),
        }
    }

    pub fn update(&mut self, msg: LobbyMsg) -> Option<LobbyEffect> {
        if matches!(msg, LobbyMsg::Unanswered | LobbyMsg::Unopened) {
            let waiting = matches!(self.stage, Stage::Waiting { .. });
            if msg == LobbyMsg::Unopened && waiting && matches!(self.role, Role::Guest(_)) {
                // The reply is still on its way to the host, however long it takes: it stays
                // good for as long as this page is open.
                return Some(LobbyEffect::AnswerAgain);
            }
            if self.stage != Stage::Playing {
                self.stage = Stage::Failed(Trouble::Unanswered);
            }
            return None;
        }
        match (msg, &mut self.role) {
            (LobbyMsg::Seat(s), Role::Host { seat, game, .. })
                if self.stage == Stage::Choosing && seats_to_choose(game.teams).contains(&s) =>
            {
                *seat = s;
            }
            (LobbyMsg::Name(text), Role::Host { name, .. }) => *name = clean_name(&text),
            (LobbyMsg::Name(text), Role::Guest(_)) if self.stage == Stage::Choosing => {
                self.friend_name = clean_name(&text)
            }
            (LobbyMsg::Start, role) if matches!(self.stage, Stage::Choosing | Stage::Failed(_)) => {
                if matches!(self.stage, Stage::Failed(_)) && matches!(role, Role::Host { .. }) {
                    // A new invite: a reply to the last one does not answer it.
                    self.token = self.token.wrapping_add(1);
                }
                self.stage = Stage::Preparing;
                return Some(match role {
                    Role::Host { .. } => LobbyEffect::MakeInvite,
                    Role::Guest(_) => LobbyEffect::MakeReply,
                });
            }
            (LobbyMsg::Prepared(Ok(link)), _) if self.stage == Stage::Preparing => {
                self.stage = Stage::Waiting {
                    link,
                    problem: None,
                };
            }
            (LobbyMsg::Prepared(Err(why)), _) => self.stage = Stage::Failed(why),
            (LobbyMsg::ReplyText(text), Role::Host { seat, .. }) => {
                let Stage::Waiting { problem, .. } = &mut self.stage else {
                    return None;
                };
                match read_reply(&text, self.token, *seat) {
                    Ok(reply) => {
                        self.stage = Stage::Connecting;
                        self.friend_name = reply.name.clone();
                        return Some(LobbyEffect::Accept(Rc::new(reply)));
                    }
                    Err(why) => *problem = Some(why),
                }
            }
            (LobbyMsg::Connected, _) if self.stage != Stage::Playing => {
                self.stage = Stage::Connected
            }
            (LobbyMsg::Lost(why), _) if self.stage != Stage::Playing => {
                self.stage = Stage::Failed(why)
            }
            (LobbyMsg::Playing, _) => self.stage = Stage::Playing,
            _ => {}
        }
        None
    }

    /// On a friend's page, while the reply waits to be opened, what the page waits for and
    /// for how long the reply stays good: "Waiting for Sam to open your reply. It stays good
    /// for as long as this page is open." (The host's page says it once for all its invites:
    /// `Party::waiting_for`.)
    pub fn waiting_for(&self, w: &Words) -> Option<String> {
        let waiting = matches!(self.stage, Stage::Waiting { .. });
        let (named, inviter) = self.inviter();
        match self.role {
            Role::Guest(_) if waiting => {
                Some(tr!(w, LINK_WAITING_FOR_HOST, named = named, host = inviter))
            }
            _ => None,
        }
    }

    /// The seat the friend takes.
    pub fn seat(&self) -> Seat {
        match &self.role {
            Role::Host { seat, .. } => *seat,
            // An invite is read only with its seat at its table (`Invite::decode`).
            Role::Guest(invite) => invite
                .table_and_seat()
                .map_or(Seat::FIRST, |(_, seat)| seat),
        }
    }

    /// The line that says what is happening, and what to do.
    pub fn status(&self, w: &Words) -> String {
        let host = matches!(self.role, Role::Host { .. });
        let (named, inviter) = self.inviter();
        match (&self.stage, host) {
            (Stage::Choosing, true) => tr!(w, LINK_FRIEND_CHOOSE),
            (Stage::Choosing, false) => tr!(w, LINK_FRIEND_JOIN),
            (Stage::Preparing, _) => tr!(w, LINK_FRIEND_PREPARING),
            (
                Stage::Waiting {
                    problem: Some(why), ..
                },
                true,
            ) => {
                tr!(w, LINK_FRIEND_REPLY_AGAIN, why = self.trouble(w, why))
            }
            (Stage::Waiting { .. }, true) => tr!(w, LINK_FRIEND_WAITING_HOST),
            (Stage::Waiting { .. }, false) => {
                tr!(w, LINK_FRIEND_WAITING_GUEST, named = named, host = inviter)
            }
            (Stage::Connecting, _) => tr!(w, LINK_FRIEND_CONNECTING),
            (Stage::Connected, true) => tr!(w, LINK_FRIEND_CONNECTED_HOST),
            (Stage::Connected, false) => {
                tr!(
                    w,
                    LINK_FRIEND_CONNECTED_GUEST,
                    named = named,
                    host = inviter
                )
            }
            (Stage::Playing, _) => tr!(w, LINK_FRIEND_PLAYING),
            (Stage::Failed(why), true) => {
                tr!(w, LINK_FRIEND_FAILED_HOST, why = self.trouble(w, why))
            }
            (Stage::Failed(why), false) => {
                tr!(w, LINK_FRIEND_FAILED_GUEST, why = self.trouble(w, why))
            }
        }
    }

    /// The label of the friend's name field, on the friend's page: who will read it.
    pub fn friend_name_label(&self, w: &Words) -> String {
        let (named, host) = self.inviter();
        tr!(w, LINK_YOUR_NAME_FOR_HOST, named = named, host = host)
    }

    /// What went wrong, in the words `w`.
    fn trouble(&self, w: &Words, why: &Trouble) -> String {
        match why {
            Trouble::Unanswered => self.unanswered(w),
            other => other.words(w, &Naming::default()),
        }
    }

    /// Why the other page did not answer, as this page can tell.
    fn unanswered(&self, w: &Words) -> String {
        match &self.role {
            Role::Host { .. } => tr!(w, LINK_PAGES_UNREACHABLE),
            Role::Guest(_) => {
                let (named, host) = self.inviter();
                tr!(w, LINK_HOST_UNANSWERED, named = named, host = host)
            }
        }
    }

    /// Who invited this page, as a message's `named` ("yes" or "no") and `host` arguments:
    /// the name the host gave, if any.
    fn inviter(&self) -> (&'static str, &str) {
        match &self.role {
            Role::Guest(invite) if !invite.host.is_empty() => ("yes", &invite.host),
            _ => ("no", ""),
        }
    }

    /// What the invitation offers, as the friend reads it: "Sam invites you to be their
    /// partner at a table of 4: Classic rules, Sharp bots.", then the options the host
    /// changed: "Changed from Classic: 3 lives each; Stop Kemps names a player."
    pub fn invitation(&self, w: &Words) -> Option<String> {
        let Role::Guest(invite) = &self.role else {
            return None;
        };
        let (table, seat) = invite.table_and_seat()?;
        let (named, host) = self.inviter();
        let (seats, preset, level) = (
            table.seat_count(),
            preset_title(w, invite.preset_name()),
            level_title(w, invite.level_name()),
        );
        // Your partner: the host, another friend invited, or a bot.
        let partner = table.partner_of(seat);
        let offer = match (
            partner == Seat::FIRST,
            invite.friends.contains(&partner.number()),
        ) {
            (true, _) => id::LINK_INVITATION_PARTNER,
            (false, true) => id::LINK_INVITATION_OPPONENT_FRIEND,
            (false, false) => id::LINK_INVITATION_OPPONENT,
        };
        // The host, this friend and the other friends invited; bots play the other seats.
        let bots = seats.saturating_sub(2 + invite.friends.len());
        let offer = w.text(
            offer,
            &[
                ("bots", Arg::from(bots)),
                ("named", Arg::from(named)),
                ("host", Arg::from(host)),
                ("seats", Arg::from(seats)),
                ("preset", Arg::from(&preset)),
                ("level", Arg::from(level)),
            ],
        );
        // Options the host changed from the preset's are named after it.
        let changes = invite.rules().map(|r| changes(w, &r)).unwrap_or_default();
        let listed = (changes.into_iter())
            .reduce(|list, item| tr!(w, LINK_OPTION_LIST, list = list, item = item));
        Some(match listed {
            None => offer,
            Some(changes) => {
                let said = tr!(
                    w,
                    LINK_INVITATION_CHANGED,
                    preset = preset,
                    changes = changes
                );
                format!("{offer} {said}")
            }
        })
    }
}

/// The seats a host may offer a friend at a table of `teams` teams: the partner's first,
/// then each opponent's. No friend is at the table yet: the seats go by their bots' names.
pub fn seat_choices(w: &Words, teams: u8) -> Vec<(Seat, String)> {
    let n = Naming::default();
    let mut seats = seats_to_choose(teams).into_iter();
    let partner = seats.next().map(|s| (s, tr!(w, LINK_SEAT_PARTNER)));
    let opponents = seats.map(|s| (s, tr!(w, LINK_SEAT_OPPONENT, seat = n.seat_arg(w, s))));
    partner.into_iter().chain(opponents).collect()
}

/// The seats a friend may be invited to at a table of `teams` teams: your partner's
/// first, then the opponents' in order.
pub fn seats_to_choose(teams: u8) -> Vec<Seat> {
    let Some(table) = Table::new(teams) else {
        return Vec::new();
    };
    let partner = table.partner_of(Seat::FIRST);
    let opponents = (table.seats()).filter(|&s| s != Seat::FIRST && s != partner);
    std::iter::once(partner).chain(opponents).collect()
}

/// A reply as the waiting host reads it: a reply link (or its text) for this invitation's
/// seat, or why not, in words.
pub fn read_reply(text: &str, token: u64, seat: Seat) -> Result<Reply, Trouble> {
    let reply = Reply::decode(text.trim()).map_err(Trouble::ReplyUnusable)?;
    if reply.token != token || reply.seat != seat.number() {
        return Err(Trouble::OtherInvite);
    }
    Ok(reply)
}

#[cfg(test)]
mod tests;
