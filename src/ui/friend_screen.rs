//! The way to a friend's table, and the table once it opens. The steps and their words are
//! the lobby's (`session::friend::lobby`); this screen renders them and makes the
//! connection: the offer or the answer (`peer`), the links that carry them (`net`), the
//! reply handed over by another tab, then the table with the connection beside it.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::copy_link::CopyLink;
use super::effects::fresh_seed;
use super::form::radio_choice;
use super::friend_rejoin::{FriendPlaying, WayBack};
use super::peer::{ice_servers, Peer, PeerState, ReplyChannel};
use super::sharing::{self, address_of};
use super::table_peer::hear_peer;
use super::table_state::OpenedMatch;
use crate::bots::LevelName;
use crate::engine::{Preset, Seat};
use crate::net::invite::{Invite, Reply};
use crate::net::sdp::Connection;
use crate::session::app::FriendOpening;
use crate::session::friend::lobby::{
    seat_choices, FriendLink, Lobby, LobbyEffect, LobbyMsg, Role, Stage,
};
use crate::session::friend::problems::sdp_problem;
use crate::session::friend::ToFriend;
use crate::session::ice::DEFAULT_STUN;
use crate::session::{Match, MatchSetup, Settings};

#[derive(Properties, PartialEq)]
pub struct FriendScreenProps {
    pub opening: FriendOpening,
    pub settings: Settings,
    pub on_leave: Callback<()>,
}

#[function_component]
pub fn FriendScreen(props: &FriendScreenProps) -> Html {
    let (settings, on_leave) = (props.settings.clone(), props.on_leave.clone());
    match &props.opening {
        FriendOpening::Link(FriendLink::Reply(text)) => html! {
            <ReplyHandOver text={AttrValue::from(text.clone())} {on_leave}/>
        },
        FriendOpening::Link(FriendLink::Join(invite)) => html! {
            <FriendTable seated={Seated::Guest(invite.clone())} {settings} {on_leave}/>
        },
        FriendOpening::Host(setup) => html! {
            <FriendTable seated={Seated::Host(setup.clone())} {settings} {on_leave}/>
        },
    }
}

/// Whose table it is: this page's (inviting a friend to a match of this set-up), or the
/// host's who sent this invitation.
#[derive(Clone, PartialEq)]
enum Seated {
    Host(MatchSetup),
    Guest(Rc<Invite>),
}

#[derive(Properties, PartialEq)]
struct FriendTableProps {
    seated: Seated,
    settings: Settings,
    on_leave: Callback<()>,
}

/// The lobby behind a serial number that changes with every effect to carry out.
#[derive(PartialEq)]
struct LobbyHandle {
    lobby: Lobby,
    effect: Option<LobbyEffect>,
    serial: u64,
}

impl Reducible for LobbyHandle {
    type Action = LobbyMsg;

    fn reduce(self: Rc<Self>, msg: LobbyMsg) -> Rc<Self> {
        let mut lobby = self.lobby.clone();
        let effect = lobby.update(msg);
        let serial = self.serial + effect.is_some() as u64;
        Rc::new(LobbyHandle {
            lobby,
            effect: effect.or_else(|| self.effect.clone()),
            serial,
        })
    }
}

/// What the screen keeps beside the lobby: the connection, the ear for a reply from
/// another tab, the match once the table opens, and on the host's page what it keeps of
/// its invite to listen on it again when a friend who left comes back.
#[derive(Default)]
struct Link {
    peer: Option<Peer>,
    replies: Option<ReplyChannel>,
    table: Option<OpenedMatch>,
    way_back: Option<WayBack>,
}

type Shared = Rc<RefCell<Link>>;

/// The table once it opens, and the connection beside it.
type Opened = UseStateHandle<Option<(OpenedMatch, Peer)>>;

#[function_component]
fn FriendTable(props: &FriendTableProps) -> Html {
    let handle = use_reducer(|| LobbyHandle {
        lobby: match &props.seated {
            // The invitation is named by a number of its own: never the deal's.
            Seated::Host(setup) => Lobby::host(setup.clone(), fresh_seed()),
            Seated::Guest(invite) => Lobby::guest(invite.clone()),
        },
        effect: None,
        serial: 0,
    });
    let link: Shared = use_mut_ref(Link::default);
    let opened = use_state(|| None::<(OpenedMatch, Peer)>);
    {
        // Leaving this screen before the table opens closes the connection, so the other
        // page is told at once (the table closes it itself, once it is open).
        let link = link.clone();
        use_effect_with((), move |_| {
            move || {
                if link.borrow().table.is_none() {
                    close(&link);
                }
            }
        });
    }
    {
        let (handle2, link, settings) = (handle.clone(), link.clone(), props.settings.clone());
        let opened = opened.clone();
        use_effect_with(handle.serial, move |_| {
            if let Some(effect) = handle2.effect.clone() {
                carry_out(effect, &handle2, &link, &settings, &opened);
            }
        });
    }
    {
        // The host's table opens once connected: the friend is welcomed to it.
        let (lobby, link, opened) = (handle.lobby.clone(), link.clone(), opened.clone());
        let (d, speed) = (handle.dispatcher(), props.settings.speed.factor());
        use_effect_with(lobby.stage.clone(), move |stage| {
            if let (Stage::Connected, Role::Host { setup, seat, .. }) = (stage, &lobby.role) {
                open_host_table(setup.clone(), *seat, speed, &link, &opened, &d);
            }
        });
    }
    if let (Some((m, peer)), Stage::Playing) = (&*opened, &handle.lobby.stage) {
        let way_back = link.borrow().way_back.clone();
        return html! {
            <FriendPlaying opened={m.clone()} settings={props.settings.clone()} peer={peer.clone()}
                           on_leave={props.on_leave.clone()} {way_back}/>
        };
    }
    lobby_view(&handle.lobby, &handle.dispatcher(), &props.on_leave)
}

fn carry_out(
    effect: LobbyEffect,
    handle: &UseReducerHandle<LobbyHandle>,
    link: &Shared,
    settings: &Settings,
    opened: &Opened,
) {
    let (d, link, lobby) = (handle.dispatcher(), link.clone(), handle.lobby.clone());
    let (public_stun, opened, speed) = (
        settings.public_stun,
        opened.clone(),
        settings.speed.factor(),
    );
    match effect {
        LobbyEffect::MakeInvite => spawn_local(async move {
            // A new invite replaces the last: its connection is closed.
            close(&link);
            let ice = ice_servers(public_stun).await;
            let made = match Peer::offer(&ice).await {
                Ok((peer, sdp)) => invite_link(&lobby, &sdp).map(|made| (peer, made)),
                Err(why) => Err(format!("{why}.")),
            };
            match made {
                Ok((peer, (text, invite))) => {
                    listen_to_peer(&peer, &d, &link, None);
                    let heard = d.clone();
                    let replies = ReplyChannel::listen(Callback::from(move |reply: String| {
                        heard.dispatch(LobbyMsg::ReplyText(reply))
                    }));
                    let way_back = peer.certificate().map(|certificate| WayBack {
                        token: lobby.token,
                        invite: Rc::new(invite),
                        certificate,
                    });
                    *link.borrow_mut() = Link {
                        peer: Some(peer),
                        replies,
                        table: None,
                        way_back,
                    };
                    d.dispatch(LobbyMsg::Prepared(Ok(text)));
                }
                Err(why) => d.dispatch(LobbyMsg::Prepared(Err(why))),
            }
        }),
        LobbyEffect::MakeReply => spawn_local(async move {
            let Role::Guest(invite) = &lobby.role else {
                return;
            };
            let ice = ice_servers(public_stun).await;
            let made = match Peer::answer(&ice, &invite.connection.offer_sdp()).await {
                Ok((peer, sdp)) => reply_link(invite, &sdp).map(|text| (peer, text)),
                Err(why) => Err(format!("{why}.")),
            };
            match made {
                Ok((peer, text)) => {
                    listen_to_peer(&peer, &d, &link, Some((opened, speed)));
                    link.borrow_mut().peer = Some(peer);
                    d.dispatch(LobbyMsg::Prepared(Ok(text)));
                }
                Err(why) => d.dispatch(LobbyMsg::Prepared(Err(why))),
            }
        }),
        LobbyEffect::Accept(reply) => spawn_local(async move {
            let Some(peer) = link.borrow().peer.clone() else {
                return;
            };
            if let Err(why) = peer.accept(&reply.connection.answer_sdp()).await {
                d.dispatch(LobbyMsg::Lost(format!("{why}.")));
            }
        }),
    }
}

/// Closes the connection this screen made, if any, and forgets it.
fn close(link: &Shared) {
    let peer = link.borrow_mut().peer.take();
    if let Some(peer) = peer {
        peer.on_message(Callback::noop());
        peer.on_state(Callback::noop());
        peer.close();
    }
}

/// The invitation's link, for the host's offer `sdp`, and the connection it carries.
fn invite_link(lobby: &Lobby, sdp: &str) -> Result<(String, Connection), String> {
    let Role::Host { setup, seat, name } = &lobby.role else {
        return Err(tr!(LINK_ONLY_HOST_INVITES));
    };
    let connection = Connection::from_sdp(sdp).map_err(|e| sdp_problem(&e))?;
    let game = &setup.game;
    let invite = Invite {
        token: lobby.token,
        host: name.clone(),
        seat: seat.0,
        teams: game.teams,
        level: LevelName::ALL
            .iter()
            .position(|&l| l == game.level)
            .unwrap_or(0) as u8,
        preset: Preset::ALL
            .iter()
            .position(|&p| p == game.preset)
            .unwrap_or(0) as u8,
        options: game.options.clone(),
        connection,
    };
    Ok((address_of(&invite.encode()), invite.connection))
}

/// The reply's link, for the friend's answer `sdp`.
fn reply_link(invite: &Invite, sdp: &str) -> Result<String, String> {
    let connection = Connection::from_sdp(sdp).map_err(|e| sdp_problem(&e))?;
    let reply = Reply {
        token: invite.token,
        seat: invite.seat,
        connection,
    };
    Ok(address_of(&reply.encode()))
}

/// Until the table opens: the connection's changes go to the lobby; a friend's page is
/// welcomed to the table by the host's first message, and hears every later one (the
/// table's own ear takes over once it is drawn).
fn listen_to_peer(
    peer: &Peer,
    d: &UseReducerDispatcher<LobbyHandle>,
    link: &Shared,
    guest: Option<(Opened, f64)>,
) {
    let lobby = d.clone();
    peer.on_state(Callback::from(move |state: PeerState| match state {
        PeerState::Connected => lobby.dispatch(LobbyMsg::Connected),
        PeerState::Failed => lobby.dispatch(LobbyMsg::Unanswered),
        PeerState::Closed => lobby.dispatch(LobbyMsg::Lost(tr!(LINK_PAGE_CLOSED))),
        _ => {}
    }));
    let (d, link, me) = (d.clone(), link.clone(), peer.clone());
    peer.on_message(Callback::from(move |bytes: Vec<u8>| {
        let now = super::hooks::now_ms();
        let table = link.borrow().table.clone();
        match (table, &guest) {
            (Some(m), _) => hear_peer(&mut m.0.borrow_mut(), &bytes, now),
            (None, Some((opened, speed))) => match ToFriend::decode(&bytes, None) {
                Ok(ToFriend::Welcome(welcome)) => {
                    let m = OpenedMatch::new(Match::mirror(*welcome, *speed));
                    link.borrow_mut().table = Some(m.clone());
                    opened.set(Some((m, me.clone())));
                    d.dispatch(LobbyMsg::Playing);
                }
                Ok(_) => {}
                Err(why) => d.dispatch(LobbyMsg::Lost(why.to_string())),
            },
            (None, None) => {}
        }
    }));
}

/// The host's table, opened with the friend at `seat`, and the friend welcomed to it.
fn open_host_table(
    setup: MatchSetup,
    seat: Seat,
    speed: f64,
    link: &Shared,
    opened: &Opened,
    d: &UseReducerDispatcher<LobbyHandle>,
) {
    let Some(peer) = link.borrow().peer.clone() else {
        return;
    };
    match Match::with_people(setup, speed, &[seat]) {
        Ok(m) => {
            if let Some(welcome) = m.welcome(seat) {
                peer.send(&welcome.encode());
            }
            let m = OpenedMatch::new(m);
            let mut link = link.borrow_mut();
            link.table = Some(m.clone());
            link.replies = None;
            opened.set(Some((m, peer.clone())));
            d.dispatch(LobbyMsg::Playing);
        }
        Err(why) => d.dispatch(LobbyMsg::Lost(why.to_string())),
    }
}

fn lobby_view(
    lobby: &Lobby,
    d: &UseReducerDispatcher<LobbyHandle>,
    on_leave: &Callback<()>,
) -> Html {
    let send = |msg: LobbyMsg| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(msg.clone()))
    };
    let host = matches!(lobby.role, Role::Host { .. });
    let heading = if host {
        tr!(LINK_FRIEND_HEADING_HOST)
    } else {
        tr!(LINK_FRIEND_HEADING_GUEST)
    };
    let back = {
        let on_leave = on_leave.clone();
        Callback::from(move |_: MouseEvent| on_leave.emit(()))
    };
    let start = |text: String| {
        html! {
            <button type="button" class="primary" onclick={send(LobbyMsg::Start)}>{text}</button>
        }
    };
    html! {
        <main class="screen friend" aria-labelledby="friend-title">
            <div class="screen-head"><h1 id="friend-title">{heading}</h1></div>
            { lobby.invitation().map(|line| html! { <p class="invitation">{line}</p> }).unwrap_or_default() }
            { choosing(lobby, d) }
            <p class="status" role="status" data-testid="friend-status">{lobby.status()}</p>
            { waiting(lobby, d) }
            <nav class="menu" aria-label={tr!(LINK_FRIEND_MENU)}>
                { match (&lobby.stage, host) {
                    (Stage::Choosing, true) => start(tr!(LINK_MAKE_INVITE)),
                    (Stage::Choosing, false) => start(tr!(LINK_JOIN)),
                    (Stage::Failed(_), true) => start(tr!(LINK_MAKE_NEW_INVITE)),
                    _ => html! {},
                } }
                <button type="button" class="secondary" onclick={back}>{tr!(LINK_HOME)}</button>
            </nav>
            { if host { html! { <p class="hint">{stun_note()}</p> } } else { html! {} } }
        </main>
    }
}

/// The host's choices before the invite: the friend's seat, and the name they will read.
fn choosing(lobby: &Lobby, d: &UseReducerDispatcher<LobbyHandle>) -> Html {
    let (Stage::Choosing, Role::Host { setup, seat, name }) = (&lobby.stage, &lobby.role) else {
        return html! {};
    };
    let on_name = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            d.dispatch(LobbyMsg::Name(input.value()))
        })
    };
    html! {
        <>
            <fieldset>
                <legend>{tr!(LINK_FRIEND_SEAT)}</legend>
                <div class="choices">
                    { for seat_choices(setup.game.teams).into_iter().map(|(s, label)| {
                        let d = d.clone();
                        radio_choice("friend-seat", s == *seat, html! { {label} },
                            Callback::from(move |_| d.dispatch(LobbyMsg::Seat(s))))
                    }) }
                </div>
            </fieldset>
            <label class="field">
                <span>{tr!(LINK_YOUR_NAME)}</span>
                <input type="text" maxlength="20" value={name.clone()} oninput={on_name} autocomplete="nickname"/>
            </label>
        </>
    }
}

/// The link to send, and on the host's page the field to paste the reply into.
fn waiting(lobby: &Lobby, d: &UseReducerDispatcher<LobbyHandle>) -> Html {
    let Stage::Waiting { link, .. } = &lobby.stage else {
        return html! {};
    };
    let host = matches!(lobby.role, Role::Host { .. });
    let (label, text) = match host {
        true => (tr!(LINK_SEND_INVITE), tr!(LINK_INVITE_TEXT)),
        false => (tr!(LINK_SEND_REPLY), tr!(LINK_REPLY_TEXT)),
    };
    html! {
        <>
            <SendLink link={AttrValue::from(link.clone())} label={label} text={text}/>
            { if host { reply_field(d) } else { html! {} } }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct SendLinkProps {
    link: AttrValue,
    label: AttrValue,
    text: AttrValue,
}

/// A link to send in any chat: the share sheet where there is one, else the clipboard;
/// the link itself in a field beside, to copy by hand.
#[function_component]
fn SendLink(props: &SendLinkProps) -> Html {
    let said = use_state(String::new);
    let on_send = {
        let (said, link, text) = (said.clone(), props.link.clone(), props.text.clone());
        Callback::from(move |_: MouseEvent| {
            let said = said.clone();
            sharing::share(
                "Kemps",
                &text,
                &link,
                Callback::from(move |s: sharing::Shared| said.set(s.sentence())),
            );
        })
    };
    html! {
        <div class="send-link">
            <button type="button" class="primary" onclick={on_send}>{props.label.clone()}</button>
            <p class="hint" role="status">{(*said).clone()}</p>
            <CopyLink link={props.link.clone()}/>
        </div>
    }
}

/// The field the friend's reply is pasted into, with its button.
fn reply_field(d: &UseReducerDispatcher<LobbyHandle>) -> Html {
    let on_paste = {
        let d = d.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let field = (web_sys::window().and_then(|w| w.document()))
                .and_then(|doc| doc.query_selector("form.reply input").ok())
                .flatten()
                .and_then(|el| {
                    wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(el).ok()
                });
            d.dispatch(LobbyMsg::ReplyText(
                field.map(|f| f.value()).unwrap_or_default(),
            ))
        })
    };
    html! {
        <form class="reply" onsubmit={on_paste}>
            <label class="field">
                <span>{tr!(LINK_REPLY_FIELD)}</span>
                <input type="text" name="reply" maxlength="4096" spellcheck="false" autocomplete="off"/>
            </label>
            <button type="submit" class="secondary">{tr!(LINK_USE_REPLY)}</button>
        </form>
    }
}

/// What the invite screen says of the public connection helper.
fn stun_note() -> String {
    let server = DEFAULT_STUN.trim_start_matches("stun:");
    tr!(LINK_STUN_NOTE, server = server)
}

#[derive(Properties, PartialEq)]
struct ReplyHandOverProps {
    text: AttrValue,
    on_leave: Callback<()>,
}

/// A reply link opened by the host: handed to the tab that waits for it.
#[function_component]
fn ReplyHandOver(props: &ReplyHandOverProps) -> Html {
    let taken = use_state(|| None::<bool>);
    {
        let (taken, text) = (taken.clone(), props.text.clone());
        use_effect_with((), move |_| {
            spawn_local(async move { taken.set(Some(ReplyChannel::post(&text).await)) });
        });
    }
    let back = {
        let on_leave = props.on_leave.clone();
        Callback::from(move |_: MouseEvent| on_leave.emit(()))
    };
    let (line, copy) = match *taken {
        None => (tr!(LINK_HANDING_REPLY), false),
        Some(true) => (tr!(LINK_REPLY_HANDED), false),
        Some(false) => (tr!(LINK_NO_INVITE_WAITING), true),
    };
    html! {
        <main class="screen friend" aria-labelledby="friend-title">
            <div class="screen-head"><h1 id="friend-title">{tr!(LINK_REPLY_HEADING)}</h1></div>
            <p class="status" role="status" data-testid="friend-status">{line}</p>
            { if copy { html! { <CopyLink link={address_of(&props.text)}/> } } else { html! {} } }
            <nav class="menu" aria-label={tr!(LINK_REPLY_HEADING)}>
                <button type="button" class="secondary" onclick={back}>{tr!(LINK_HOME)}</button>
            </nav>
        </main>
    }
}
