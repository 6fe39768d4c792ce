//! The way to a friend's table, before it opens: the host chooses the friend's seat and
//! sends an invite link; the friend opens it, sees who invited them to which seat, and
//! sends back a reply link; the pages connect and the table opens. Every step is a state
//! with its words; the browser makes the connection and reports back (`LobbyMsg`).

use std::rc::Rc;

use crate::engine::{Seat, Table};
use crate::net::invite::{clean_name, Invite, Reply};
use crate::session::names::seat_name;
use crate::session::setup::MatchSetup;

/// Who this page is at the friend's table.
#[derive(Clone, Debug, PartialEq)]
pub enum Role {
    /// This page runs the table: the set-up it plays, and the seat offered.
    Host {
        setup: MatchSetup,
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
    /// to open it.
    Waiting { link: String },
    /// The reply is in: the pages are connecting.
    Connecting,
    /// Connected: the friend's page waits for the table.
    Connected,
    /// The table is open.
    Playing,
    /// It did not work: what happened, and what to try.
    Failed(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Lobby {
    pub role: Role,
    pub stage: Stage,
    /// Names this invitation; a reply must carry it back.
    pub token: u64,
}

/// What the browser reports, or the player does.
#[derive(Clone, Debug, PartialEq)]
pub enum LobbyMsg {
    /// The host offers this seat instead.
    Seat(Seat),
    /// The host's name as the invitation shows it.
    Name(String),
    /// Make the invitation (host) or the reply (friend).
    Start,
    /// The link to send, or why it could not be made.
    Prepared(Result<String, String>),
    /// A reply pasted or handed over by another tab (the host's page).
    ReplyText(String),
    Connected,
    /// The connection failed or closed before the table opened.
    Lost(String),
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
}

impl Lobby {
    pub fn host(setup: MatchSetup, token: u64) -> Lobby {
        let table = Table::new(setup.game.teams).unwrap_or(Table::new(2).expect("two teams"));
        Lobby {
            role: Role::Host {
                seat: table.partner_of(Seat(0)),
                setup,
                name: String::new(),
            },
            stage: Stage::Choosing,
            token,
        }
    }

    pub fn guest(invite: Rc<Invite>) -> Lobby {
        Lobby {
            token: invite.token,
            role: Role::Guest(invite),
            stage: Stage::Choosing,
        }
    }

    pub fn update(&mut self, msg: LobbyMsg) -> Option<LobbyEffect> {
        match (msg, &mut self.role) {
            (LobbyMsg::Seat(s), Role::Host { seat, setup, .. }) if self.stage == Stage::Choosing => {
                if seat_choices(setup.game.teams).iter().any(|(c, _)| *c == s) {
                    *seat = s;
                }
            }
            (LobbyMsg::Name(text), Role::Host { name, .. }) => *name = clean_name(&text),
            (LobbyMsg::Start, role) if matches!(self.stage, Stage::Choosing | Stage::Failed(_)) => {
                self.stage = Stage::Preparing;
                return Some(match role {
                    Role::Host { .. } => LobbyEffect::MakeInvite,
                    Role::Guest(_) => LobbyEffect::MakeReply,
                });
            }
            (LobbyMsg::Prepared(Ok(link)), _) if self.stage == Stage::Preparing => {
                self.stage = Stage::Waiting { link };
            }
            (LobbyMsg::Prepared(Err(why)), _) => self.stage = Stage::Failed(why),
            (LobbyMsg::ReplyText(text), Role::Host { seat, .. }) => {
                if !matches!(self.stage, Stage::Waiting { .. }) {
                    return None;
                }
                match read_reply(&text, self.token, *seat) {
                    Ok(reply) => {
                        self.stage = Stage::Connecting;
                        return Some(LobbyEffect::Accept(Rc::new(reply)));
                    }
                    Err(why) => self.stage = Stage::Failed(why),
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

    /// The seat the friend takes.
    pub fn seat(&self) -> Seat {
        match &self.role {
            Role::Host { seat, .. } => *seat,
            Role::Guest(invite) => Seat(invite.seat),
        }
    }

    /// The line that says what is happening, and what to do.
    pub fn status(&self) -> String {
        let host = matches!(self.role, Role::Host { .. });
        match (&self.stage, host) {
            (Stage::Choosing, true) => "Choose your friend's seat, then make the invite.".into(),
            (Stage::Choosing, false) => "Join to make your reply link.".into(),
            (Stage::Preparing, _) => "Preparing the connection…".into(),
            (Stage::Waiting { .. }, true) => "Send this invite to your friend, then wait for their reply link: open it in this browser, or paste it below.".into(),
            (Stage::Waiting { .. }, false) => format!("Send this reply link back to {}. The table opens as soon as they open it.", self.inviter()),
            (Stage::Connecting, _) => "Connecting…".into(),
            (Stage::Connected, true) => "Connected. The table opens.".into(),
            (Stage::Connected, false) => format!("Connected to {}. Waiting for the table…", self.inviter()),
            (Stage::Playing, _) => "Playing.".into(),
            (Stage::Failed(why), true) => format!("{why} Make a new invite and try again; on different networks, check that Settings allow the public connection helper."),
            (Stage::Failed(why), false) => format!("{why} Ask your friend for a new invite."),
        }
    }

    /// Who invited this page ("Sam", or "Your friend").
    pub fn inviter(&self) -> String {
        match &self.role {
            Role::Guest(invite) if !invite.host.is_empty() => invite.host.clone(),
            _ => "your friend".into(),
        }
    }

    /// What the invitation offers, as the friend reads it: "Sam invites you to be their
    /// partner at a table of 4: Classic rules, Sharp bots."
    pub fn invitation(&self) -> Option<String> {
        let Role::Guest(invite) = &self.role else {
            return None;
        };
        let table = Table::new(invite.teams)?;
        let seat = Seat(invite.seat);
        let place = match table.partner_of(seat) == Seat(0) {
            true => "to be their partner".to_string(),
            false => "to play against them, with a bot partner".to_string(),
        };
        let who = match invite.host.is_empty() {
            true => "A friend".to_string(),
            false => invite.host.clone(),
        };
        Some(format!(
            "{who} invites you {place} at a table of {}: {} rules, {} bots.",
            table.seat_count(),
            invite.preset_name().title(),
            invite.level_name().title(),
        ))
    }
}

/// The seats a host may offer a friend at a table of `teams` teams: the partner's first,
/// then each opponent's.
pub fn seat_choices(teams: u8) -> Vec<(Seat, String)> {
    let Some(table) = Table::new(teams) else {
        return Vec::new();
    };
    let partner = table.partner_of(Seat(0));
    let mut choices = vec![(partner, "Your partner".to_string())];
    choices.extend(
        (table.seats())
            .filter(|&s| s != Seat(0) && s != partner)
            .map(|s| (s, format!("An opponent, in {}'s seat", seat_name(s)))),
    );
    choices
}

/// A reply as the waiting host reads it: a reply link (or its text) for this invitation's
/// seat, or why not, in words.
pub fn read_reply(text: &str, token: u64, seat: Seat) -> Result<Reply, String> {
    let reply = Reply::decode(text.trim()).map_err(|e| format!("That reply cannot be used. {e}"))?;
    if reply.token != token || reply.seat != seat.0 {
        return Err("That reply answers another invite.".into());
    }
    Ok(reply)
}
