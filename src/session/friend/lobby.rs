//! The way to a friend's table, before it opens: the host chooses the friend's seat and
//! sends an invite link; the friend opens it, sees who invited them to which seat, and
//! sends back a reply link; the pages connect and the table opens. Every step is a state
//! with its words; the browser makes the connection and reports back (`LobbyMsg`).

use std::rc::Rc;

use super::changes::changes;
use super::problems::invite_problem;
use crate::engine::{Seat, Table};
use crate::i18n::{id, text, Arg};
use crate::net::invite::{clean_name, Invite, Reply};
use crate::session::names::seat_arg;
use crate::session::setup::MatchSetup;
use crate::session::words::{level_title, preset_title};

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
    /// to open it. `problem`: why the last reply pasted could not be used (the invite
    /// still waits for the right one).
    Waiting {
        link: String,
        problem: Option<String>,
    },
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
    Prepared(Result<String, String>),
    /// A reply pasted or handed over by another tab (the host's page).
    ReplyText(String),
    Connected,
    /// The connection failed or closed before the table opened.
    Lost(String),
    /// The other page never answered (the browser gave up): on a friend's page, the host's
    /// table did not take the reply (its match is over, its page closed, or the seat is
    /// not waiting), or the pages cannot reach each other.
    Unanswered,
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

impl crate::session::stepped::Steps for Lobby {
    type Msg = LobbyMsg;
    type Effect = LobbyEffect;

    fn step(&mut self, msg: LobbyMsg) -> Vec<LobbyEffect> {
        self.update(msg).into_iter().collect()
    }
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
        if msg == LobbyMsg::Unanswered {
            if self.stage != Stage::Playing {
                self.stage = Stage::Failed(self.unanswered());
            }
            return None;
        }
        match (msg, &mut self.role) {
            (LobbyMsg::Seat(s), Role::Host { seat, setup, .. })
                if self.stage == Stage::Choosing
                    && seat_choices(setup.game.teams).iter().any(|(c, _)| *c == s) =>
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
        let (named, inviter) = self.inviter();
        match (&self.stage, host) {
            (Stage::Choosing, true) => tr!(LINK_FRIEND_CHOOSE),
            (Stage::Choosing, false) => tr!(LINK_FRIEND_JOIN),
            (Stage::Preparing, _) => tr!(LINK_FRIEND_PREPARING),
            (
                Stage::Waiting {
                    problem: Some(why), ..
                },
                true,
            ) => {
                tr!(LINK_FRIEND_REPLY_AGAIN, why = why)
            }
            (Stage::Waiting { .. }, true) => tr!(LINK_FRIEND_WAITING_HOST),
            (Stage::Waiting { .. }, false) => {
                tr!(LINK_FRIEND_WAITING_GUEST, named = named, host = inviter)
            }
            (Stage::Connecting, _) => tr!(LINK_FRIEND_CONNECTING),
            (Stage::Connected, true) => tr!(LINK_FRIEND_CONNECTED_HOST),
            (Stage::Connected, false) => {
                tr!(LINK_FRIEND_CONNECTED_GUEST, named = named, host = inviter)
            }
            (Stage::Playing, _) => tr!(LINK_FRIEND_PLAYING),
            (Stage::Failed(why), true) => tr!(LINK_FRIEND_FAILED_HOST, why = why),
            (Stage::Failed(why), false) => tr!(LINK_FRIEND_FAILED_GUEST, why = why),
        }
    }

    /// The label of the friend's name field, on the friend's page: who will read it.
    pub fn friend_name_label(&self) -> String {
        let (named, host) = self.inviter();
        tr!(LINK_YOUR_NAME_FOR_HOST, named = named, host = host)
    }

    /// Why the other page did not answer, as this page can tell.
    fn unanswered(&self) -> String {
        match &self.role {
            Role::Host { .. } => tr!(LINK_PAGES_UNREACHABLE),
            Role::Guest(_) => {
                let (named, host) = self.inviter();
                tr!(LINK_HOST_UNANSWERED, named = named, host = host)
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
    pub fn invitation(&self) -> Option<String> {
        let Role::Guest(invite) = &self.role else {
            return None;
        };
        let table = Table::new(invite.teams)?;
        let seat = Seat(invite.seat);
        let (named, host) = self.inviter();
        let (seats, preset, level) = (
            table.seat_count(),
            preset_title(invite.preset_name()),
            level_title(invite.level_name()),
        );
        // Your partner: the host, another friend invited, or a bot.
        let partner = table.partner_of(seat);
        let offer = match (partner == Seat(0), invite.friends.contains(&partner.0)) {
            (true, _) => id::LINK_INVITATION_PARTNER,
            (false, true) => id::LINK_INVITATION_OPPONENT_FRIEND,
            (false, false) => id::LINK_INVITATION_OPPONENT,
        };
        // The host, this friend and the other friends invited; bots play the other seats.
        let bots = seats.saturating_sub(2 + invite.friends.len());
        let offer = text(
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
        let changes = invite.rules().map(|r| changes(&r)).unwrap_or_default();
        let listed = (changes.into_iter())
            .reduce(|list, item| tr!(LINK_OPTION_LIST, list = list, item = item));
        Some(match listed {
            None => offer,
            Some(changes) => {
                let said = tr!(LINK_INVITATION_CHANGED, preset = preset, changes = changes);
                format!("{offer} {said}")
            }
        })
    }
}

/// The seats a host may offer a friend at a table of `teams` teams: the partner's first,
/// then each opponent's.
pub fn seat_choices(teams: u8) -> Vec<(Seat, String)> {
    let Some(table) = Table::new(teams) else {
        return Vec::new();
    };
    let partner = table.partner_of(Seat(0));
    let mut choices = vec![(partner, tr!(LINK_SEAT_PARTNER))];
    choices.extend(
        (table.seats())
            .filter(|&s| s != Seat(0) && s != partner)
            .map(|s| (s, tr!(LINK_SEAT_OPPONENT, seat = seat_arg(s)))),
    );
    choices
}

/// A reply as the waiting host reads it: a reply link (or its text) for this invitation's
/// seat, or why not, in words.
pub fn read_reply(text: &str, token: u64, seat: Seat) -> Result<Reply, String> {
    let reply = Reply::decode(text.trim())
        .map_err(|e| tr!(LINK_REPLY_UNUSABLE, why = invite_problem(&e)))?;
    if reply.token != token || reply.seat != seat.0 {
        return Err(tr!(LINK_REPLY_OTHER_INVITE));
    }
    Ok(reply)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{RuleOptions, Scoring, StopTarget, SwapRule};
    use crate::net::sdp::Connection;

    fn connection(file: &str) -> Connection {
        let path = format!("{}/tests/golden/sdp/{file}", env!("CARGO_MANIFEST_DIR"));
        let sdp = std::fs::read_to_string(path).expect("a golden SDP");
        Connection::from_sdp(&sdp).expect("it reads")
    }

    fn invite(host: &str, seat: u8, teams: u8) -> Rc<Invite> {
        Rc::new(Invite {
            token: 77,
            host: host.into(),
            seat,
            teams,
            level: 1,
            preset: 0,
            friends: Vec::new(),
            options: RuleOptions::default(),
            connection: connection("chromium-offer.sdp"),
        })
    }

    fn reply(token: u64, seat: u8) -> String {
        named_reply(token, seat, "")
    }

    fn named_reply(token: u64, seat: u8, name: &str) -> String {
        let reply = Reply {
            token,
            seat,
            name: name.into(),
            connection: connection("chromium-answer.sdp"),
        };
        format!("https://kemps.example/play/#{}", reply.encode())
    }

    #[test]
    fn a_host_offers_the_partners_seat_or_an_opponents_and_waits_for_the_reply() {
        let mut lobby = Lobby::host(MatchSetup::new(3), 77);
        assert_eq!(lobby.seat(), Seat(2), "the partner's seat first");
        assert_eq!(lobby.update(LobbyMsg::Seat(Seat(0))), None);
        assert_eq!(lobby.seat(), Seat(2), "never your own seat");
        lobby.update(LobbyMsg::Seat(Seat(1)));
        assert_eq!(lobby.seat(), Seat(1));
        lobby.update(LobbyMsg::Name("Sam\u{202E}".into()));
        assert!(matches!(&lobby.role, Role::Host { name, .. } if name == "Sam"));
        assert_eq!(lobby.update(LobbyMsg::Start), Some(LobbyEffect::MakeInvite));
        assert_eq!(lobby.stage, Stage::Preparing);
        assert_eq!(lobby.update(LobbyMsg::Seat(Seat(3))), None);
        assert_eq!(
            lobby.seat(),
            Seat(1),
            "the seat is fixed once the invite is made"
        );
        lobby.update(LobbyMsg::Prepared(Ok("link".into())));
        assert!(lobby.status().starts_with("Send this invite"));
        // A reply to another invite, or for another seat, is refused in words; the invite
        // still waits for the right one.
        lobby.update(LobbyMsg::ReplyText(reply(78, 1)));
        assert_eq!(
            lobby.status(),
            "That reply answers another invite. Paste your friend's whole reply link again."
        );
        let effect = lobby.update(LobbyMsg::ReplyText(reply(77, 1)));
        assert!(matches!(effect, Some(LobbyEffect::Accept(_))));
        lobby.update(LobbyMsg::Lost(
            "The two pages could not reach each other.".into(),
        ));
        assert!(lobby.status().contains("Make a new invite"));
    }

    #[test]
    fn the_right_reply_connects_and_a_damaged_one_says_why() {
        let mut lobby = Lobby::host(MatchSetup::new(3), 77);
        lobby.update(LobbyMsg::Start);
        lobby.update(LobbyMsg::Prepared(Ok("link".into())));
        let mut damaged = reply(77, 2);
        damaged.pop();
        lobby.update(LobbyMsg::ReplyText(damaged));
        assert!(lobby.status().starts_with("That reply cannot be used. It"));
        let mut lobby = Lobby::host(MatchSetup::new(3), 77);
        lobby.update(LobbyMsg::Start);
        lobby.update(LobbyMsg::Prepared(Ok("link".into())));
        let effect = lobby.update(LobbyMsg::ReplyText(named_reply(77, 2, " Mia\u{202E}")));
        assert!(matches!(effect, Some(LobbyEffect::Accept(r)) if r.token == 77 && r.seat == 2));
        assert_eq!(lobby.status(), "Connecting…");
        assert_eq!(
            lobby.friend_name, "Mia",
            "the friend's name, as the reply gave it"
        );
        lobby.update(LobbyMsg::Connected);
        lobby.update(LobbyMsg::Playing);
        lobby.update(LobbyMsg::Lost("Gone.".into()));
        assert_eq!(
            lobby.stage,
            Stage::Playing,
            "the table says what happens next"
        );
    }

    #[test]
    fn a_friend_reads_who_invited_them_to_which_seat() {
        let lobby = Lobby::guest(invite("Sam", 2, 2));
        assert_eq!(
            lobby.invitation().as_deref(),
            Some("Sam invites you to be their partner at a table of 4: Classic rules, Sharp bots.")
        );
        let lobby = Lobby::guest(invite("", 2, 3));
        assert_eq!(
            lobby.invitation().as_deref(),
            Some("A friend invites you to play against them, with a bot as your partner, at a table of 6: Classic rules, Sharp bots.")
        );
        // The partner's seat is another friend's; so is the last seat: no bot plays.
        let mut with_friend = (*invite("Sam", 1, 2)).clone();
        with_friend.friends = vec![2, 3];
        let lobby = Lobby::guest(Rc::new(with_friend.clone()));
        assert_eq!(
            lobby.invitation().as_deref(),
            Some("Sam invites you to play against them, with another friend invited as your partner, at a table of 4: Classic rules, no bots.")
        );
        // The host's partner is a friend; this friend's partner, a bot.
        with_friend.friends = vec![2];
        assert_eq!(
            Lobby::guest(Rc::new(with_friend)).invitation().as_deref(),
            Some("Sam invites you to play against them, with a bot as your partner, at a table of 4: Classic rules, Sharp bots.")
        );
        let mut partner = (*invite("Sam", 2, 2)).clone();
        partner.friends = vec![1, 3];
        assert_eq!(
            Lobby::guest(Rc::new(partner)).invitation().as_deref(),
            Some("Sam invites you to be their partner at a table of 4: Classic rules, no bots.")
        );
        let mut lobby = Lobby::guest(invite("Sam", 2, 2));
        lobby.update(LobbyMsg::Name(" Mia\u{2066} ".into()));
        assert_eq!(lobby.friend_name, "Mia", "the name the reply will carry");
        assert_eq!(lobby.update(LobbyMsg::Start), Some(LobbyEffect::MakeReply));
        lobby.update(LobbyMsg::Name("Zoe".into()));
        assert_eq!(lobby.friend_name, "Mia", "fixed once the reply is made");
        lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
        assert!(lobby
            .status()
            .starts_with("Send this reply link back to Sam."));
        assert_eq!(
            lobby.update(LobbyMsg::ReplyText(reply(77, 2))),
            None,
            "a guest takes no reply"
        );
        lobby.update(LobbyMsg::Connected);
        assert_eq!(lobby.status(), "Connected to Sam. Waiting for the table…");
    }

    /// A friend's page whose reply no table takes (the match is over, the host's page is
    /// gone, or the seat does not wait) says so once the browser gives up, in its words.
    #[test]
    fn a_friends_page_that_no_table_answers_says_so() {
        use crate::i18n::{built_in, with_words, Lang};
        let mut lobby = Lobby::guest(invite("Sam", 2, 2));
        lobby.update(LobbyMsg::Start);
        lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
        assert_eq!(lobby.update(LobbyMsg::Unanswered), None);
        assert_eq!(
            lobby.status(),
            "Sam's table did not answer: the match may be over, the page closed, or the two pages cannot reach each other. Ask your friend for a new invite."
        );
        let mut lobby = Lobby::guest(invite("", 2, 2));
        lobby.update(LobbyMsg::Start);
        with_words(built_in(Lang::Fr), || {
            lobby.update(LobbyMsg::Unanswered);
            assert_eq!(
                lobby.status(),
                "La table de votre ami n'a pas répondu : la partie est peut-être finie, la page fermée, ou les deux pages ne peuvent pas se joindre. Demandez une nouvelle invitation à votre ami."
            );
        });
        // The host's page says what it knows; a table already open says what happens next.
        let mut lobby = Lobby::host(MatchSetup::new(3), 77);
        lobby.update(LobbyMsg::Start);
        lobby.update(LobbyMsg::Unanswered);
        assert!(lobby
            .status()
            .starts_with("The two pages could not reach each other."));
        lobby.update(LobbyMsg::Playing);
        lobby.update(LobbyMsg::Unanswered);
        assert_eq!(lobby.stage, Stage::Playing);
    }

    /// The invitation and the lines of a friend's page in German and French; a friend
    /// invited without a name reads whole sentences about "someone".
    #[test]
    fn a_friend_reads_the_invitation_in_the_words_in_use() {
        use crate::i18n::{built_in, with_words, Lang};
        let mut lobby = Lobby::guest(invite("", 2, 3));
        lobby.update(LobbyMsg::Start);
        lobby.update(LobbyMsg::Prepared(Ok("reply".into())));
        lobby.update(LobbyMsg::Connected);
        assert_eq!(
            lobby.status(),
            "Connected to your friend. Waiting for the table…"
        );
        with_words(built_in(Lang::De), || {
            assert_eq!(
                lobby.invitation().as_deref(),
                Some("Jemand lädt dich zu einem Spiel gegeneinander an einen Tisch für 6 ein, mit einem Bot als deinem Partner: Regeln Klassisch, Bots Aufmerksam.")
            );
            assert_eq!(lobby.status(), "Verbunden. Warte auf den Tisch…");
        });
        let lobby = Lobby::guest(invite("Sam", 2, 2));
        with_words(built_in(Lang::Fr), || {
            assert_eq!(
                lobby.invitation().as_deref(),
                Some("Sam vous invite à être son partenaire à une table de 4 : règles Classique, bots Malins.")
            );
            assert_eq!(
                seat_choices(2)[1].1,
                "Un adversaire, à la place tenue par Ada"
            );
        });
        // Every other seat a friend's: no bots, in every language.
        let mut everyone = (*invite("Sam", 2, 2)).clone();
        everyone.friends = vec![1, 3];
        let lobby = Lobby::guest(Rc::new(everyone));
        for (lang, said) in [
            (Lang::De, "Regeln Klassisch, keine Bots."),
            (Lang::Fr, "règles Classique, sans bots."),
            (Lang::Es, "reglas Clásico, sin bots."),
            (Lang::PtBr, "regras Clássico, sem bots."),
        ] {
            with_words(built_in(lang), || {
                let invitation = lobby.invitation().expect("an invitation");
                assert!(invitation.ends_with(said), "{invitation}");
            });
        }
    }

    /// Rules the host changed from the preset's travel in the invite and are named, in the
    /// friend's words, after the preset.
    #[test]
    fn an_invitation_names_the_options_the_host_changed() {
        use crate::i18n::{built_in, with_words, Lang};
        let mut changed = (*invite("Sam", 2, 2)).clone();
        changed.options = RuleOptions {
            scoring: Some(Scoring::Lives),
            lives: Some(3),
            swap: Some(SwapRule::Single),
            stop_target: Some(StopTarget::Seat),
            ..RuleOptions::default()
        };
        let opened = Invite::decode(&changed.encode()).expect("it opens");
        let lobby = Lobby::guest(Rc::new(opened));
        assert_eq!(
            lobby.invitation().as_deref(),
            Some("Sam invites you to be their partner at a table of 4: Classic rules, Sharp bots. Changed from Classic: 3 lives each; Swap several cards at once: no; Stop Kemps names a player.")
        );
        with_words(built_in(Lang::Fr), || {
            assert_eq!(
                lobby.invitation().as_deref(),
                Some("Sam vous invite à être son partenaire à une table de 4 : règles Classique, bots Malins. Modifiées par rapport à Classique : 3 vies chacun ; Échanger plusieurs cartes à la fois : non ; Contre-Kemps désigne un joueur.")
            );
        });
    }

    #[test]
    fn the_seats_offered_are_the_partner_then_every_opponent() {
        let seats: Vec<Seat> = seat_choices(2).into_iter().map(|(s, _)| s).collect();
        assert_eq!(seats, vec![Seat(2), Seat(1), Seat(3)]);
        assert_eq!(seat_choices(6).len(), 11);
        assert!(seat_choices(9).is_empty());
    }
}
