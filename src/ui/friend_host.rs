//! The host's way to a table with friends: one invite per friend, each with its seat, its own
//! connection's offer (one `Peer` per friend) and its own link; a row per friend while the
//! invites wait (the link to send, how that friend stands, where to paste their reply); the
//! table once every friend is connected, with each friend's connection beside it. The
//! decisions are `friends::party`'s; this component renders them and carries out
//! their effects.

use crate::friends::problems::Trouble;
use crate::ui::lang::words;
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::effects::fresh_seed;
use super::form::radio_choice;
use super::friend_links::{invite_link, stun_note, SendLink};
use super::friend_rejoin::{FriendPlaying, WayBack};
use super::invite_qr::invite_qr;
use super::peer::{ice_servers, Peer, PeerState, ReplyChannel};
use super::table_state::Keeping;
use super::table_state::SharedMatch;
use crate::engine::Seat;
use crate::friends::lobby::{seat_choices, Lobby, LobbyEffect, LobbyMsg, Role, Stage};
use crate::friends::party::{Party, PartyMsg};
use crate::friends::stepped::Stepped;
use crate::session::{Match, MatchSetup, Settings};

#[derive(Properties, PartialEq)]
pub struct HostTableProps {
    pub setup: MatchSetup,
    pub settings: Settings,
    pub on_leave: Callback<()>,
    /// Where the table, once open, hands what is kept of its match.
    pub keeping: Keeping,
    /// The table opened, with every friend at it.
    pub on_seated: Callback<()>,
}

/// The invites, with the effects of their last step that asked for any (each with the
/// place of its invite).
type PartyHandle = Stepped<Party>;

type Dispatch = UseReducerDispatcher<PartyHandle>;

/// What the page keeps beside the invites: each invite's connection and what it keeps of
/// the invite to listen on it again (by the invite's place), the ear for a reply from
/// another tab, and the table once it opens.
#[derive(Default)]
struct Links {
    peers: Vec<Option<(Peer, Option<WayBack>)>>,
    replies: Option<ReplyChannel>,
    opened: bool,
}

type Shared = Rc<RefCell<Links>>;

/// The table once it opens: the match, each friend's connection and invite, by seat.
type Opened = UseStateHandle<Option<(SharedMatch, Vec<(Seat, Peer)>, Vec<(Seat, WayBack)>)>>;

#[function_component]
pub fn HostTable(props: &HostTableProps) -> Html {
    // The set-up as the screen opened with it: the invites offer its game, and the table
    // opens with it.
    let setup = use_state(|| props.setup.clone());
    // Each invitation is named by a number of its own: never the deal's.
    let handle = use_reducer(|| Stepped::new(Party::new(setup.game.clone(), fresh_seed())));
    let links: Shared = use_mut_ref(Links::default);
    let opened: Opened = use_state(|| None);
    {
        // Leaving before the table opens closes every connection, so the friends' pages
        // are told at once (the table closes them itself, once it is open).
        let links = links.clone();
        use_effect_with((), move |_| {
            move || {
                let (opened, count) = (links.borrow().opened, links.borrow().peers.len());
                // (The count is read first: `close` borrows the links to change them.)
                if !opened {
                    (0..count).for_each(|i| close(&links, i));
                }
            }
        });
    }
    {
        let (handle2, links, public_stun) =
            (handle.clone(), links.clone(), props.settings.public_stun);
        use_effect_with(handle.serial, move |_| {
            for (i, effect) in handle2.effects.clone() {
                carry_out(i, effect, &handle2, &links, public_stun);
            }
        });
    }
    {
        // The table opens once every friend is connected: each is welcomed to it.
        let (party, links, opened) = (handle.state.clone(), links.clone(), opened.clone());
        let (d, speed) = (handle.dispatcher(), props.settings.speed.factor());
        let setup = setup.clone();
        use_effect_with(party.ready(), move |ready| {
            if *ready {
                open_table(&party, &setup, speed, &links, &opened, &d);
            }
        });
    }
    {
        let on_seated = props.on_seated.clone();
        use_effect_with(opened.is_some(), move |&open| {
            if open {
                on_seated.emit(());
            }
        });
    }
    if let Some((m, peers, way_backs)) = &*opened {
        return html! {
            <FriendPlaying opened={m.clone()} settings={props.settings.clone()}
                           peers={peers.clone()} way_backs={way_backs.clone()}
                           on_leave={props.on_leave.clone()} keeping={props.keeping.clone()}/>
        };
    }
    invites_view(&handle.state, &handle.dispatcher(), &props.on_leave)
}

fn carry_out(
    i: usize,
    effect: LobbyEffect,
    handle: &UseReducerHandle<PartyHandle>,
    links: &Shared,
    public_stun: bool,
) {
    let (d, links) = (handle.dispatcher(), links.clone());
    let Some(lobby) = handle.state.invites.get(i).cloned() else {
        return;
    };
    let friends = handle.state.other_friends(i);
    match effect {
        LobbyEffect::MakeInvite => spawn_local(async move {
            // A new invite replaces the last: its connection is closed.
            close(&links, i);
            let ice = ice_servers(public_stun).await;
            let made = match Peer::offer(&ice).await {
                Ok((peer, sdp)) => invite_link(&lobby, friends, &sdp).map(|made| (peer, made)),
                Err(why) => Err(format!("{why}.")),
            };
            match made {
                Ok((peer, (text, invite))) => {
                    listen_before_table(&peer, i, &d);
                    let way_back = peer.certificate().map(|certificate| WayBack {
                        token: lobby.token,
                        invite: Rc::new(invite),
                        certificate,
                    });
                    let mut links = links.borrow_mut();
                    if links.replies.is_none() {
                        let heard = d.clone();
                        links.replies = ReplyChannel::listen(Callback::from(move |reply| {
                            heard.dispatch(PartyMsg::Reply(None, reply))
                        }));
                    }
                    if links.peers.len() <= i {
                        links.peers.resize(i + 1, None);
                    }
                    links.peers[i] = Some((peer, way_back));
                    d.dispatch(PartyMsg::At(i, LobbyMsg::Prepared(Ok(text))));
                }
                Err(why) => {
                    d.dispatch(PartyMsg::At(i, LobbyMsg::Prepared(Err(Trouble::Page(why)))))
                }
            }
        }),
        LobbyEffect::Accept(reply) => spawn_local(async move {
            let Some(peer) = peer_at(&links, i) else {
                return;
            };
            if let Err(why) = peer.accept(&reply.connection.answer_sdp()).await {
                d.dispatch(PartyMsg::At(
                    i,
                    LobbyMsg::Lost(Trouble::Page(format!("{why}."))),
                ));
            }
        }),
        // A friend's page's: `friend_screen`'s.
        LobbyEffect::MakeReply | LobbyEffect::AnswerAgain => {}
    }
}

fn peer_at(links: &Shared, i: usize) -> Option<Peer> {
    let links = links.borrow();
    let (peer, _) = links.peers.get(i)?.as_ref()?;
    Some(peer.clone())
}

/// Closes the connection of the `i`th invite, if any, and forgets it.
fn close(links: &Shared, i: usize) {
    let peer = links.borrow_mut().peers.get_mut(i).and_then(Option::take);
    if let Some((peer, _)) = peer {
        peer.on_message(Callback::noop());
        peer.on_state(Callback::noop());
        peer.close();
    }
}

/// Until the table opens, the changes of the `i`th invite's connection go to its row (the
/// table's own ear takes over once it is drawn; a message before then waits for it).
fn listen_before_table(peer: &Peer, i: usize, d: &Dispatch) {
    let d = d.clone();
    peer.on_state(Callback::from(move |state: PeerState| {
        let msg = match state {
            PeerState::Connected => LobbyMsg::Connected,
            PeerState::Failed => LobbyMsg::Unanswered,
            PeerState::Closed => LobbyMsg::Lost(Trouble::PageClosed),
            _ => return,
        };
        d.dispatch(PartyMsg::At(i, msg));
    }));
}

/// The host's table of `setup`, opened with every friend at their seat, each welcomed to it.
fn open_table(
    party: &Party,
    setup: &MatchSetup,
    speed: f64,
    links: &Shared,
    opened: &Opened,
    d: &Dispatch,
) {
    let Some(Role::Host { name: host, .. }) = party.invites.first().map(|l| &l.role) else {
        return;
    };
    let seats = party.seats();
    let (mut peers, mut way_backs) = (Vec::new(), Vec::new());
    for (i, &seat) in seats.iter().enumerate() {
        let Some(Some((peer, way_back))) = links.borrow().peers.get(i).cloned() else {
            return;
        };
        peers.push((seat, peer));
        way_backs.extend(way_back.map(|w| (seat, w)));
    }
    // Each friend is called by the name their reply gave, on every page at the table.
    let names: Vec<(Seat, String)> = (party.invites.iter())
        .map(|l| (l.seat(), l.friend_name.clone()))
        .collect();
    match Match::with_people(setup.clone(), speed, &seats) {
        Ok(m) => {
            let m = m.with_friends_names(&names, host);
            for (seat, peer) in &peers {
                if let Some(welcome) = m.welcome(*seat) {
                    peer.send(&welcome.encode());
                }
            }
            let mut links = links.borrow_mut();
            links.opened = true;
            links.replies = None;
            opened.set(Some((SharedMatch::new(m), peers, way_backs)));
            d.dispatch(PartyMsg::Playing);
        }
        Err(why) => d.dispatch(PartyMsg::At(0, LobbyMsg::Lost(Trouble::Unplayable(why)))),
    }
}

fn invites_view(party: &Party, d: &Dispatch, on_leave: &Callback<()>) -> Html {
    let send = |msg: PartyMsg| {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(msg.clone()))
    };
    let back = {
        let on_leave = on_leave.clone();
        Callback::from(move |_: MouseEvent| on_leave.emit(()))
    };
    let several = party.invites.len() > 1;
    let make = match several {
        true => tr!(&words(), LINK_MAKE_INVITES),
        false => tr!(&words(), LINK_MAKE_INVITE),
    };
    html! {
        <main tabindex="-1" class="screen friend" aria-labelledby="friend-title">
            <div class="screen-head"><h1 id="friend-title">{tr!(&words(), LINK_FRIEND_HEADING_HOST)}</h1></div>
            if party.choosing() {
                { choosing(party, d) }
                <p class="status" role="status" data-testid="friend-status">
                    {party.status(&words())}
                </p>
            } else {
                { for party.invites.iter().enumerate().map(|(i, lobby)| invite_row(i, lobby, several, d)) }
                if several && !party.invites.iter().all(|l| l.stage == Stage::Connected) {
                    <p class="hint">{tr!(&words(), LINK_TABLE_OPENS_WHEN_ALL)}</p>
                }
                if let Some(line) = party.waiting_for(&words()) {
                    <p class="waiting" data-testid="waiting-for">{line}</p>
                }
            }
            <nav class="menu" aria-label={tr!(&words(), LINK_FRIEND_MENU)}>
                if party.choosing() {
                    <button type="button" class="primary" onclick={send(PartyMsg::Start)}>{make}</button>
                }
                if party.invites.iter().any(|l| matches!(l.stage, Stage::Waiting { .. })) {
                    <button type="button" class="secondary" onclick={back}>{tr!(&words(), LINK_STOP_WAITING)}</button>
                } else {
                    <button type="button" class="secondary" onclick={back}>{tr!(&words(), LINK_HOME)}</button>
                }
            </nav>
            <p class="hint">{stun_note()}</p>
        </main>
    }
}

/// The host's choices before the invites: each friend's seat (one a friend has is not
/// offered to another), a friend more or fewer, and the name the friends will read.
fn choosing(party: &Party, d: &Dispatch) -> Html {
    let Some(Role::Host { game, name, .. }) = party.invites.first().map(|l| &l.role) else {
        return html! {};
    };
    let on_name = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            d.dispatch(PartyMsg::Name(input.value()))
        })
    };
    let several = party.invites.len() > 1;
    let choices = seat_choices(&words(), game.teams);
    let seats = party.invites.iter().enumerate().map(|(i, lobby)| {
        let legend = match several {
            true => tr!(&words(), LINK_FRIEND_NUMBER_SEAT, number = i + 1),
            false => tr!(&words(), LINK_FRIEND_SEAT),
        };
        let group: &'static str = ["friend-seat", "friend-seat-2", "friend-seat-3"]
            .get(i)
            .copied()
            .unwrap_or("friend-seat-more");
        let remove = {
            let d = d.clone();
            Callback::from(move |_: MouseEvent| d.dispatch(PartyMsg::Remove(i)))
        };
        html! {
            <fieldset class="friend-seat" data-testid="friend-seat">
                <legend>{legend}</legend>
                <div class="choices">
                    { for choices.iter().filter(|(s, _)| !party.taken(i, *s)).map(|(s, label)| {
                        let (d, s) = (d.clone(), *s);
                        radio_choice(group, s == lobby.seat(), html! { {label.clone()} },
                            Callback::from(move |_| d.dispatch(PartyMsg::At(i, LobbyMsg::Seat(s)))))
                    }) }
                </div>
                if several {
                    <button type="button" class="chip" onclick={remove}>{tr!(&words(), LINK_REMOVE_FRIEND)}</button>
                }
            </fieldset>
        }
    });
    let add = {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(PartyMsg::Add(fresh_seed())))
    };
    html! {
        <>
            { for seats }
            if party.can_add() {
                <button type="button" class="secondary add-friend" onclick={add}>{tr!(&words(), LINK_ADD_FRIEND)}</button>
            }
            <label class="field">
                <span>{tr!(&words(), LINK_YOUR_NAME)}</span>
                <input type="text" maxlength="20" value={name.clone()} oninput={on_name} autocomplete="nickname"/>
            </label>
        </>
    }
}

/// One friend's invite once made: whose seat (when there are several), how it stands, the
/// link to send and the field for the reply, or a new invite when it failed.
fn invite_row(i: usize, lobby: &Lobby, several: bool, d: &Dispatch) -> Html {
    let Role::Host { game, .. } = &lobby.role else {
        return html! {};
    };
    let seat = lobby.seat();
    let whose = (seat_choices(&words(), game.teams).into_iter())
        .find(|(s, _)| *s == seat)
        .map(|(_, label)| label)
        .unwrap_or_default();
    let again = {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(PartyMsg::At(i, LobbyMsg::Start)))
    };
    html! {
        <section class={classes!("invite-row", several.then_some("several"))} data-testid="invite"
                 data-seat={seat.number().to_string()}>
            if several { <h2>{whose}</h2> }
            <p class="status" role="status" data-testid="friend-status">{lobby.status(&words())}</p>
            if let Stage::Waiting { link, .. } = &lobby.stage {
                <SendLink link={AttrValue::from(link.clone())} label={tr!(&words(), LINK_SEND_INVITE)}
                          text={tr!(&words(), LINK_INVITE_TEXT)}/>
                { invite_qr(link) }
                <ReplyField row={i} d={d.clone()}/>
            }
            if matches!(lobby.stage, Stage::Failed(_)) {
                <button type="button" class="primary" onclick={again}>{tr!(&words(), LINK_MAKE_NEW_INVITE)}</button>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ReplyFieldProps {
    row: usize,
    d: Dispatch,
}

/// The field one friend's reply is pasted into, with its button: the reply goes to the
/// invite whose number it carries.
#[function_component]
fn ReplyField(props: &ReplyFieldProps) -> Html {
    let field = use_node_ref();
    let on_paste = {
        let (field, d, row) = (field.clone(), props.d.clone(), props.row);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                d.dispatch(PartyMsg::Reply(Some(row), input.value()));
            }
        })
    };
    html! {
        <form class="reply" onsubmit={on_paste}>
            <label class="field">
                <span>{tr!(&words(), LINK_REPLY_FIELD)}</span>
                <input ref={field} type="text" name="reply" maxlength="4096" spellcheck="false" autocomplete="off"/>
            </label>
            <button type="submit" class="secondary">{tr!(&words(), LINK_USE_REPLY)}</button>
        </form>
    }
}
