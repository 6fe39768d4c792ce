//! The way to a friend's table, and the table once it opens. The steps and their words are
//! the lobby's (`friends::lobby`); this screen renders them and makes the
//! connection: on a friend's page the answer to the invite (`peer`) and the reply link that
//! carries it (`friends::net`), then the table with the connection beside it; the host's invites,
//! one per friend, are `friend_host`'s; a reply opened by the host in another tab is handed
//! over to the tab that waits for it.

use crate::friends::problems::Trouble;
use crate::ui::lang::words;
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::copy_link::CopyLink;
use super::friend_host::HostTable;
use super::friend_links::{reply_link, SendLink};
use super::friend_rejoin::FriendPlaying;
use super::no_webrtc::no_webrtc;
use super::peer::{ice_servers, webrtc_available, Peer, PeerState, ReplyChannel};
use super::sharing::address_of;
use super::table_state::Keeping;
use super::table_state::SharedMatch;
use crate::engine::Seat;
use crate::friends::lobby::{FriendLink, Lobby, LobbyEffect, LobbyMsg, Role, Stage};
use crate::friends::net::invite::Invite;
use crate::friends::net::sdp::Connection;
use crate::friends::stepped::Stepped;
use crate::friends::ToFriend;
use crate::narration::words::{preset_summary, preset_title};
use crate::session::app::FriendOpening;
use crate::session::{Match, Settings};

#[derive(Properties, PartialEq)]
pub struct FriendScreenProps {
    pub opening: FriendOpening,
    pub settings: Settings,
    pub on_leave: Callback<()>,
    /// Where the table, once open, hands what is kept of its match.
    pub keeping: Keeping,
    /// The host's table with friends opened.
    #[prop_or_default]
    pub on_seated: Callback<()>,
}

#[function_component]
pub fn FriendScreen(props: &FriendScreenProps) -> Html {
    let (settings, on_leave, keeping) = (
        props.settings.clone(),
        props.on_leave.clone(),
        props.keeping.clone(),
    );
    let needs_webrtc = !matches!(&props.opening, FriendOpening::Link(FriendLink::Reply(_)));
    if needs_webrtc && !webrtc_available() {
        let hosting = matches!(&props.opening, FriendOpening::Host(_));
        return no_webrtc(hosting, &on_leave);
    }
    match &props.opening {
        FriendOpening::Link(FriendLink::Reply(text)) => html! {
            <ReplyHandOver text={AttrValue::from(text.clone())} {on_leave}/>
        },
        FriendOpening::Link(FriendLink::Join(invite)) => html! {
            <FriendTable invite={invite.clone()} {settings} {on_leave} {keeping}/>
        },
        FriendOpening::Host(setup) => html! {
            <HostTable setup={setup.clone()} {settings} {on_leave} {keeping} on_seated={props.on_seated.clone()}/>
        },
    }
}

#[derive(Properties, PartialEq)]
struct FriendTableProps {
    /// The host's invitation this page answers.
    invite: Rc<Invite>,
    settings: Settings,
    on_leave: Callback<()>,
    keeping: Keeping,
}

/// The lobby, with the effects of its last step that asked for any.
type LobbyHandle = Stepped<Lobby>;

/// What the screen keeps beside the lobby: the connection to the host, and the match once
/// the table opens.
#[derive(Default)]
struct Link {
    peer: Option<Peer>,
    table: Option<SharedMatch>,
    /// The reply sent, to answer again with it (see `LobbyEffect::AnswerAgain`).
    reply: Option<Rc<Connection>>,
    /// The screen is gone: a connection made after it went is closed at once.
    left: bool,
}

type Shared = Rc<RefCell<Link>>;

/// The table once it opens, and the connection beside it.
type Opened = UseStateHandle<Option<(SharedMatch, Peer)>>;

#[function_component]
fn FriendTable(props: &FriendTableProps) -> Html {
    let handle = use_reducer(|| Stepped::new(Lobby::guest(props.invite.clone())));
    let link: Shared = use_mut_ref(Link::default);
    let opened = use_state(|| None::<(SharedMatch, Peer)>);
    {
        // Leaving this screen before the table opens closes the connection, so the other
        // page is told at once (the table closes it itself, once it is open).
        let link = link.clone();
        use_effect_with((), move |_| {
            move || {
                link.borrow_mut().left = true;
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
            for effect in handle2.effects.clone() {
                carry_out(effect, &handle2, &link, &settings, &opened);
            }
        });
    }
    if let (Some((m, peer)), Stage::Playing) = (&*opened, &handle.state.stage) {
        // The host's seat, as this page knows it: the table's messages come from there.
        let peers = vec![(Seat::FIRST, peer.clone())];
        return html! {
            <FriendPlaying opened={m.clone()} settings={props.settings.clone()} {peers}
                           on_leave={props.on_leave.clone()} way_backs={Vec::new()}
                           keeping={props.keeping.clone()}/>
        };
    }
    lobby_view(&handle.state, &handle.dispatcher(), &props.on_leave)
}

fn carry_out(
    effect: LobbyEffect,
    handle: &UseReducerHandle<LobbyHandle>,
    link: &Shared,
    settings: &Settings,
    opened: &Opened,
) {
    let (d, link, lobby) = (handle.dispatcher(), link.clone(), handle.state.clone());
    let (public_stun, opened, speed) = (
        settings.public_stun,
        opened.clone(),
        settings.speed.factor(),
    );
    match effect {
        LobbyEffect::MakeReply => spawn_local(async move {
            let Role::Guest(invite) = &lobby.role else {
                return;
            };
            let ice = ice_servers(public_stun).await;
            let made = match Peer::answer(&ice, &invite.connection.offer_sdp()).await {
                Ok((peer, sdp)) => {
                    let reply = Connection::from_sdp(&sdp).ok().map(Rc::new);
                    reply_link(invite, &lobby.friend_name, &sdp).map(|text| (peer, text, reply))
                }
                Err(why) => Err(format!("{why}.")),
            };
            match made {
                Ok((peer, _, _)) if link.borrow().left => peer.close(),
                Ok((peer, text, reply)) => {
                    let (host, others) = (invite.host.clone(), invite.friends.len());
                    listen_to_peer(&peer, &d, &link, opened, speed, host, others);
                    link.borrow_mut().peer = Some(peer);
                    link.borrow_mut().reply = reply;
                    d.dispatch(LobbyMsg::Prepared(Ok(text)));
                }
                Err(why) => d.dispatch(LobbyMsg::Prepared(Err(Trouble::Page(why)))),
            }
        }),
        LobbyEffect::AnswerAgain => spawn_local(async move {
            let Role::Guest(invite) = &lobby.role else {
                return;
            };
            let last = link.borrow().peer.clone();
            let (certificate, reply) = (
                last.and_then(|p| p.certificate()),
                link.borrow().reply.clone(),
            );
            let (Some(certificate), Some(reply)) = (certificate, reply) else {
                // Without the reply's certificate the page cannot answer with it again.
                d.dispatch(LobbyMsg::Lost(Trouble::Unanswered));
                return;
            };
            close(&link);
            let ice = ice_servers(public_stun).await;
            let offer = invite.connection.offer_sdp();
            match Peer::answer_again(&ice, &certificate, &offer, &reply).await {
                Ok(peer) if link.borrow().left => peer.close(),
                Ok(peer) => {
                    let (host, others) = (invite.host.clone(), invite.friends.len());
                    listen_to_peer(&peer, &d, &link, opened, speed, host, others);
                    link.borrow_mut().peer = Some(peer);
                }
                // A browser that will not answer with the same reply again: the reply leads
                // nowhere now, and the page says so as it does for a table that never answers.
                Err(_) => d.dispatch(LobbyMsg::Lost(Trouble::Unanswered)),
            }
        }),
        // The host's invites are `friend_host`'s.
        LobbyEffect::MakeInvite | LobbyEffect::Accept(_) => {}
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

/// Until the table opens: the connection's changes go to the lobby; the page is welcomed
/// to the table by the host's first message, and hears every later one (the table's own
/// ear takes over once it is drawn). `host` is the host's name as the invite gives it;
/// `other_friends`, how many other friends it invited.
fn listen_to_peer(
    peer: &Peer,
    d: &UseReducerDispatcher<LobbyHandle>,
    link: &Shared,
    opened: Opened,
    speed: f64,
    host: String,
    other_friends: usize,
) {
    let (lobby, answers) = (d.clone(), peer.clone());
    peer.on_state(Callback::from(move |state: PeerState| match state {
        PeerState::Connected => lobby.dispatch(LobbyMsg::Connected),
        // The host's page still answers the connection's checks: it has not opened the reply
        // yet. Otherwise it is gone, or out of reach.
        PeerState::Failed if answers.other_side_answers() => lobby.dispatch(LobbyMsg::Unopened),
        PeerState::Failed => lobby.dispatch(LobbyMsg::Unanswered),
        PeerState::Closed => lobby.dispatch(LobbyMsg::Lost(Trouble::PageClosed)),
        _ => {}
    }));
    let (d, link, me) = (d.clone(), link.clone(), peer.clone());
    peer.on_message(Callback::from(move |bytes: Vec<u8>| {
        let now = super::hooks::now_ms();
        let table = link.borrow().table.clone();
        match table {
            Some(m) => {
                m.0.borrow_mut().hear(Seat::FIRST, &bytes, now);
            }
            None => match ToFriend::decode(&bytes, None) {
                Ok(ToFriend::Welcome(welcome)) => {
                    let m = Match::mirror(*welcome, speed)
                        .with_host_name(&host)
                        .with_other_friends(other_friends);
                    let m = SharedMatch::new(m);
                    link.borrow_mut().table = Some(m.clone());
                    opened.set(Some((m, me.clone())));
                    d.dispatch(LobbyMsg::Playing);
                }
                Ok(_) => {}
                Err(why) => d.dispatch(LobbyMsg::Lost(Trouble::Unread(why))),
            },
        }
    }));
}

fn lobby_view(
    lobby: &Lobby,
    d: &UseReducerDispatcher<LobbyHandle>,
    on_leave: &Callback<()>,
) -> Html {
    let join = {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(LobbyMsg::Start))
    };
    let back = {
        let on_leave = on_leave.clone();
        Callback::from(move |_: MouseEvent| on_leave.emit(()))
    };
    let on_name = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            d.dispatch(LobbyMsg::Name(input.value()))
        })
    };
    html! {
        <main tabindex="-1" class="screen friend" aria-labelledby="friend-title">
            <div class="screen-head"><h1 id="friend-title">{tr!(&words(), LINK_FRIEND_HEADING_GUEST)}</h1></div>
            { lobby.invitation(&words()).map(|line| html! { <p class="invitation">{line}</p> }).unwrap_or_default() }
            if lobby.stage == Stage::Choosing {
                // A friend may never have played: the game in a minute, before the table.
                <details class="the-game">
                    <summary>{tr!(&words(), LINK_NEW_TO_KEMPS)}</summary>
                    { super::how_to_play::the_game() }
                    if let Role::Guest(invite) = &lobby.role {
                        <p><strong>{preset_title(&words(), invite.preset_name())}</strong>{" — "}{preset_summary(&words(), invite.preset_name())}</p>
                    }
                </details>
                <label class="field">
                    <span>{lobby.friend_name_label(&words())}</span>
                    <input type="text" maxlength="20" value={lobby.friend_name.clone()} oninput={on_name}
                           autocomplete="nickname"/>
                </label>
            }
            <p class="status" role="status" data-testid="friend-status">{lobby.status(&words())}</p>
            if let Stage::Waiting { link, .. } = &lobby.stage {
                <SendLink link={AttrValue::from(link.clone())} label={tr!(&words(), LINK_SEND_REPLY)}
                          text={tr!(&words(), LINK_REPLY_TEXT)}/>
            }
            if let Some(line) = lobby.waiting_for(&words()) {
                <p class="waiting" data-testid="waiting-for">{line}</p>
            }
            <nav class="menu" aria-label={tr!(&words(), LINK_FRIEND_MENU)}>
                if lobby.stage == Stage::Choosing {
                    <button type="button" class="primary" onclick={join}>{tr!(&words(), LINK_JOIN)}</button>
                }
                if matches!(lobby.stage, Stage::Waiting { .. }) {
                    <button type="button" class="secondary" onclick={back}>{tr!(&words(), LINK_STOP_WAITING)}</button>
                } else {
                    <button type="button" class="secondary" onclick={back}>{tr!(&words(), LINK_HOME)}</button>
                }
            </nav>
        </main>
    }
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
        None => (tr!(&words(), LINK_HANDING_REPLY), false),
        Some(true) => (tr!(&words(), LINK_REPLY_HANDED), false),
        Some(false) => (tr!(&words(), LINK_NO_INVITE_WAITING), true),
    };
    html! {
        <main tabindex="-1" class="screen friend" aria-labelledby="friend-title">
            <div class="screen-head"><h1 id="friend-title">{tr!(&words(), LINK_REPLY_HEADING)}</h1></div>
            <p class="status" role="status" data-testid="friend-status">{line}</p>
            { if copy { html! { <CopyLink link={address_of(&props.text)}/> } } else { html! {} } }
            <nav class="menu" aria-label={tr!(&words(), LINK_REPLY_HEADING)}>
                <button type="button" class="secondary" onclick={back}>{tr!(&words(), LINK_HOME)}</button>
            </nav>
        </main>
    }
}
