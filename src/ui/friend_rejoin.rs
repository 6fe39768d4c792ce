//! A friend's table once it opens, and on the host's page the way back for each friend who
//! left: while their seat waits (`Match::seats_waiting`), the page listens again on that
//! friend's invite (`Peer::listen_again`), takes the friend's new reply from another tab or
//! from the seat's line above the table, and hands the new connection to the table, which
//! welcomes the friend to the match in progress. The steps and their words are
//! `friends::rejoin`'s.

use crate::friends::problems::Trouble;
use crate::ui::lang::words;
use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::peer::{ice_servers, Peer, PeerState, ReplyChannel};
use super::table_page::TablePage;
use super::table_peer::TableLine;
use super::table_state::Keeping;
use super::table_state::{SharedMatch, TableMatch};
use crate::engine::Seat;
use crate::friends::net::sdp::Connection;
use crate::friends::rejoin::{Rejoin, RejoinEffect, RejoinMsg};
use crate::friends::stepped::Stepped;
use crate::session::Settings;

/// What the host's page keeps of its invite to listen on it again: the invite's number,
/// its connection's description, and the certificate that connection was made with.
#[derive(Clone, PartialEq)]
pub struct WayBack {
    pub token: u64,
    pub invite: Rc<Connection>,
    pub certificate: JsValue,
}

#[derive(Properties, PartialEq)]
pub struct FriendPlayingProps {
    pub opened: SharedMatch,
    /// The connections: on the host's page one per friend, by seat; on a friend's, the one
    /// to the host.
    pub peers: Vec<(Seat, Peer)>,
    pub settings: Settings,
    pub on_leave: Callback<()>,
    /// On the host's page: each friend's invite, by seat, to listen on again.
    pub way_backs: Vec<(Seat, WayBack)>,
    /// Where the table hands what is kept of its match.
    pub keeping: Keeping,
}

/// The seats' ways back, with the effects of their last step that asked for any.
type RejoinHandle = Stepped<Rejoin>;

/// The table's connections, and a friend back on a new one.
pub enum LineMsg {
    Back(Seat, Peer),
}

impl Reducible for TableLine {
    type Action = LineMsg;

    fn reduce(self: Rc<Self>, msg: LineMsg) -> Rc<Self> {
        let LineMsg::Back(seat, peer) = msg;
        let mut peers = self.peers.clone();
        match peers.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, old)) => *old = peer,
            None => peers.push((seat, peer)),
        }
        Rc::new(TableLine {
            peers,
            back: Some(seat),
            on_waiting: self.on_waiting.clone(),
        })
    }
}

/// The connections that listen on the invites of the seats that wait, and the ear for a
/// reply handed over by another tab.
#[derive(Default)]
struct Listening {
    peers: Vec<(Seat, Peer)>,
    replies: Option<ReplyChannel>,
}

type Line = UseReducerHandle<TableLine>;

/// A reply, pasted into the line of a seat (`Some`) or handed over by another tab.
type OnReply = Callback<(Option<Seat>, String)>;

#[function_component]
pub fn FriendPlaying(props: &FriendPlayingProps) -> Html {
    let handle = use_reducer(RejoinHandle::default);
    let listening = use_mut_ref(Listening::default);
    let line = {
        let (d, peers) = (handle.dispatcher(), props.peers.clone());
        use_reducer(move || TableLine {
            peers,
            back: None,
            on_waiting: Callback::from(move |seats| d.dispatch(RejoinMsg::Waiting(seats))),
        })
    };
    // A reply, pasted or handed over, judged by the table against each friend's invite.
    let on_reply: OnReply = {
        let (m, d) = (props.opened.0.clone(), handle.dispatcher());
        let invites: Vec<(Seat, u64)> = (props.way_backs.iter())
            .map(|(seat, w)| (*seat, w.token))
            .collect();
        Callback::from(move |(seat, text): (Option<Seat>, String)| {
            d.dispatch(RejoinMsg::Reply(
                seat,
                m.borrow().take_reply(&text, &invites),
            ))
        })
    };
    {
        let (handle2, listening, line) = (handle.clone(), listening.clone(), line.clone());
        let (way_backs, public_stun, on_reply) = (
            props.way_backs.clone(),
            props.settings.public_stun,
            on_reply.clone(),
        );
        use_effect_with(handle.serial, move |_| {
            let job = Job {
                way_backs,
                public_stun,
                listening,
                line,
                d: handle2.dispatcher(),
                on_reply,
            };
            for effect in handle2.effects.clone() {
                job.carry_out(effect);
            }
            if handle2.state.seats.is_empty() {
                job.listening.borrow_mut().replies = None;
            }
        });
    }
    {
        // Leaving the table stops listening.
        let listening = listening.clone();
        use_effect_with((), move |_| {
            move || {
                let seats: Vec<Seat> = listening.borrow().peers.iter().map(|(s, _)| *s).collect();
                seats.into_iter().for_each(|s| stop(&listening, s, None));
                listening.borrow_mut().replies = None;
            }
        })
    }
    // Without a seat's invite's certificate the page cannot listen again: no line then.
    let naming = props.opened.0.borrow().naming().clone();
    let lines = (handle.state.lines(&words(), &naming).into_iter())
        .filter(|(seat, _)| props.way_backs.iter().any(|(s, _)| s == seat));
    let first = props.peers.first().map(|(_, p)| p.clone());
    html! {
        <div class="friend-table">
            { for lines.map(|(seat, status)| html! {
                <RejoinLine key={seat.number() as usize} {seat} {status} on_reply={on_reply.clone()}/>
            }) }
            <ContextProvider<TableLine> context={(*line).clone()}>
                <TablePage opened={TableMatch::Started(props.opened.clone())} settings={props.settings.clone()}
                           peer={first} on_leave={props.on_leave.clone()}
                           on_again={props.on_leave.clone()} keeping={props.keeping.clone()}/>
            </ContextProvider<TableLine>>
        </div>
    }
}

/// What carrying out an effect needs.
struct Job {
    way_backs: Vec<(Seat, WayBack)>,
    public_stun: bool,
    listening: Rc<RefCell<Listening>>,
    line: Line,
    d: UseReducerDispatcher<RejoinHandle>,
    on_reply: OnReply,
}

impl Job {
    fn carry_out(&self, effect: RejoinEffect) {
        match effect {
            RejoinEffect::Listen(seat) => self.listen(seat),
            RejoinEffect::Accept(reply) => {
                let numbered = |s: &Seat| s.number() == reply.seat;
                let seat = (self.listening.borrow().peers.iter().map(|(s, _)| *s)).find(numbered);
                let Some((seat, peer)) =
                    seat.and_then(|s| Some((s, listener(&self.listening, s)?)))
                else {
                    return;
                };
                let d = self.d.clone();
                spawn_local(async move {
                    if let Err(why) = peer.accept(&reply.connection.answer_sdp()).await {
                        d.dispatch(RejoinMsg::Lost(seat, Trouble::Page(format!("{why}."))));
                    }
                });
            }
            RejoinEffect::Stop(seat) => stop(&self.listening, seat, self.line.peer(seat)),
        }
    }

    /// A new connection on the invite of `seat`, for its friend; the last one, and the
    /// table's connection to the friend who left (it may still hang on), are closed.
    fn listen(&self, seat: Seat) {
        let Some((_, way_back)) = self.way_backs.iter().find(|(s, _)| *s == seat) else {
            return;
        };
        stop(&self.listening, seat, None);
        if let Some(old) = self.line.peer(seat).filter(|p| !p.state().is_over()) {
            old.close();
        }
        if self.listening.borrow().replies.is_none() {
            let on_reply = self.on_reply.clone();
            let ear = ReplyChannel::listen(Callback::from(move |text| on_reply.emit((None, text))));
            self.listening.borrow_mut().replies = ear;
        }
        let (way_back, public_stun) = (way_back.clone(), self.public_stun);
        let (listening, line, d) = (self.listening.clone(), self.line.clone(), self.d.clone());
        spawn_local(async move {
            let ice = ice_servers(public_stun).await;
            let WayBack {
                invite,
                certificate,
                ..
            } = &way_back;
            match Peer::listen_again(&ice, certificate, invite).await {
                Ok(peer) => {
                    let me = peer.clone();
                    peer.on_state(Callback::from(move |state: PeerState| match state {
                        PeerState::Connected => line.dispatch(LineMsg::Back(seat, me.clone())),
                        PeerState::Failed => {
                            d.dispatch(RejoinMsg::Lost(seat, Trouble::Unreachable))
                        }
                        PeerState::Closed => d.dispatch(RejoinMsg::Lost(seat, Trouble::PageClosed)),
                        _ => {}
                    }));
                    listening.borrow_mut().peers.push((seat, peer));
                }
                Err(why) => web_sys::console::warn_1(&format!("{why}.").into()),
            }
        });
    }
}

/// The connection that listens for the friend of `seat`.
fn listener(listening: &Rc<RefCell<Listening>>, seat: Seat) -> Option<Peer> {
    let listening = listening.borrow();
    (listening.peers.iter())
        .find(|(s, _)| *s == seat)
        .map(|(_, p)| p.clone())
}

/// Stops listening for the friend of `seat`: the listening connection is closed unless it is
/// the table's now (`kept`).
fn stop(listening: &Rc<RefCell<Listening>>, seat: Seat, kept: Option<&Peer>) {
    let peer = listener(listening, seat);
    listening.borrow_mut().peers.retain(|(s, _)| *s != seat);
    if let Some(peer) = peer.filter(|p| Some(p) != kept) {
        peer.on_state(Callback::noop());
        peer.close();
    }
}

#[derive(Properties, PartialEq)]
struct RejoinLineProps {
    seat: Seat,
    status: AttrValue,
    on_reply: OnReply,
}

/// The line above the host's table while a seat waits: what happens, and a button that
/// opens the field the friend's new reply is pasted into.
#[function_component]
fn RejoinLine(props: &RejoinLineProps) -> Html {
    let open = use_state(|| false);
    let field = use_node_ref();
    let on_open = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let on_paste = {
        let (field, on_reply, seat) = (field.clone(), props.on_reply.clone(), props.seat);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                on_reply.emit((Some(seat), input.value()));
            }
        })
    };
    html! {
        <div class="rejoin" data-testid="rejoin">
            <p role="status">{props.status.clone()}</p>
            if *open {
                <form onsubmit={on_paste}>
                    <input ref={field} type="text" name="reply" maxlength="4096" spellcheck="false"
                           autocomplete="off" aria-label={tr!(&words(), LINK_REPLY_FIELD)}/>
                    <button type="submit" class="chip">{tr!(&words(), LINK_USE_REPLY)}</button>
                </form>
            } else {
                <button type="button" class="chip" onclick={on_open}>{tr!(&words(), LINK_REJOIN_PASTE)}</button>
            }
        </div>
    }
}
