//! A friend's table once it opens, and on the host's page the way back for a friend who
//! left: while their seat waits (`Match::seats_waiting`), the page listens again on the
//! same invite (`Peer::listen_again`), takes the friend's new reply from another tab or
//! from the line above the table, and hands the new connection to the table, which
//! welcomes the friend to the match in progress. The steps and their words are
//! `session::friend::rejoin`'s.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::peer::{ice_servers, Peer, PeerState, ReplyChannel};
use super::table_page::TablePage;
use super::table_peer::TableLine;
use super::table_state::OpenedMatch;
use crate::engine::Seat;
use crate::net::sdp::Connection;
use crate::session::friend::rejoin::{Rejoin, RejoinEffect, RejoinMsg};
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
    pub opened: OpenedMatch,
    pub peer: Peer,
    pub settings: Settings,
    pub on_leave: Callback<()>,
    /// On the host's page: its invite, to listen on again.
    pub way_back: Option<WayBack>,
}

/// The rejoin state behind a serial number that changes with every effect to carry out.
#[derive(PartialEq, Default)]
struct RejoinHandle {
    rejoin: Rejoin,
    effect: Option<RejoinEffect>,
    serial: u64,
}

impl Reducible for RejoinHandle {
    type Action = RejoinMsg;

    fn reduce(self: Rc<Self>, msg: RejoinMsg) -> Rc<Self> {
        let mut rejoin = self.rejoin.clone();
        let effect = rejoin.update(msg);
        Rc::new(RejoinHandle {
            serial: self.serial + effect.is_some() as u64,
            effect: effect.or_else(|| self.effect.clone()),
            rejoin,
        })
    }
}

/// The connection that listens on the invite while a seat waits, and the ear for a reply
/// handed over by another tab.
#[derive(Default)]
struct Listening {
    peer: Option<Peer>,
    replies: Option<ReplyChannel>,
}

type Line = UseStateHandle<TableLine>;

#[function_component]
pub fn FriendPlaying(props: &FriendPlayingProps) -> Html {
    let handle = use_reducer(RejoinHandle::default);
    let listening = use_mut_ref(Listening::default);
    let line = {
        let d = handle.dispatcher();
        use_state(|| TableLine {
            peer: props.peer.clone(),
            back: None,
            on_waiting: Callback::from(move |seats| d.dispatch(RejoinMsg::Waiting(seats))),
        })
    };
    // A reply, pasted or handed over, judged by the table.
    let on_reply = {
        let (m, d, way_back) = (
            props.opened.0.clone(),
            handle.dispatcher(),
            props.way_back.clone(),
        );
        Callback::from(move |text: String| {
            if let Some(way_back) = &way_back {
                d.dispatch(RejoinMsg::Reply(
                    m.borrow().take_reply(&text, way_back.token),
                ));
            }
        })
    };
    {
        let (handle2, listening, line) = (handle.clone(), listening.clone(), line.clone());
        let (way_back, public_stun, on_reply) = (
            props.way_back.clone(),
            props.settings.public_stun,
            on_reply.clone(),
        );
        use_effect_with(handle.serial, move |_| {
            if let (Some(effect), Some(way_back)) = (handle2.effect.clone(), way_back) {
                let d = handle2.dispatcher();
                let job = Job {
                    way_back,
                    public_stun,
                    listening,
                    line,
                    d,
                    on_reply,
                };
                job.carry_out(effect);
            }
        });
    }
    {
        // Leaving the table stops listening.
        let listening = listening.clone();
        use_effect_with((), move |_| move || stop(&listening, None))
    }
    html! {
        <div class="friend-table">
            // Without its invite's certificate the page cannot listen again: no line then.
            if let (Some(status), Some(_)) = (handle.rejoin.status(), &props.way_back) {
                <RejoinLine {status} {on_reply}/>
            }
            <ContextProvider<TableLine> context={(*line).clone()}>
                <TablePage opened={props.opened.clone()} settings={props.settings.clone()}
                           peer={Some(props.peer.clone())} on_leave={props.on_leave.clone()}
                           on_again={props.on_leave.clone()}/>
            </ContextProvider<TableLine>>
        </div>
    }
}

/// What carrying out an effect needs.
struct Job {
    way_back: WayBack,
    public_stun: bool,
    listening: Rc<RefCell<Listening>>,
    line: Line,
    d: UseReducerDispatcher<RejoinHandle>,
    on_reply: Callback<String>,
}

impl Job {
    fn carry_out(self, effect: RejoinEffect) {
        match effect {
            RejoinEffect::Listen(seat) => self.listen(seat),
            RejoinEffect::Accept(reply) => spawn_local(async move {
                let Some(peer) = self.listening.borrow().peer.clone() else {
                    return;
                };
                if let Err(why) = peer.accept(&reply.connection.answer_sdp()).await {
                    self.d.dispatch(RejoinMsg::Lost(format!("{why}.")));
                }
            }),
            RejoinEffect::Stop => stop(&self.listening, Some(&self.line.peer)),
        }
    }

    /// A new connection on the invite, for the friend of `seat`; the last one, and the
    /// table's connection to the friend who left (it may still hang on), are closed.
    fn listen(self, seat: Seat) {
        stop(&self.listening, None);
        let old = &self.line.peer;
        if !old.state().is_over() {
            old.close();
        }
        let ear = ReplyChannel::listen(self.on_reply.clone());
        self.listening.borrow_mut().replies = ear;
        spawn_local(async move {
            let ice = ice_servers(self.public_stun).await;
            let WayBack {
                invite,
                certificate,
                ..
            } = &self.way_back;
            match Peer::listen_again(&ice, certificate, invite).await {
                Ok(peer) => {
                    let (line, d, me) = (self.line.clone(), self.d.clone(), peer.clone());
                    peer.on_state(Callback::from(move |state: PeerState| match state {
                        PeerState::Connected => line.set(TableLine {
                            peer: me.clone(),
                            back: Some(seat),
                            on_waiting: line.on_waiting.clone(),
                        }),
                        PeerState::Failed => {
                            d.dispatch(RejoinMsg::Lost(tr!(LINK_PAGES_UNREACHABLE)))
                        }
                        PeerState::Closed => d.dispatch(RejoinMsg::Lost(tr!(LINK_PAGE_CLOSED))),
                        _ => {}
                    }));
                    self.listening.borrow_mut().peer = Some(peer);
                }
                Err(why) => web_sys::console::warn_1(&format!("{why}.").into()),
            }
        });
    }
}

/// Stops listening: the ear for other tabs goes, and the listening connection is closed
/// unless it is the table's now (`kept`).
fn stop(listening: &Rc<RefCell<Listening>>, kept: Option<&Peer>) {
    let Listening { peer, .. } = std::mem::take(&mut *listening.borrow_mut());
    if let Some(peer) = peer.filter(|p| Some(p) != kept) {
        peer.on_state(Callback::noop());
        peer.close();
    }
}

#[derive(Properties, PartialEq)]
struct RejoinLineProps {
    status: AttrValue,
    on_reply: Callback<String>,
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
        let (field, on_reply) = (field.clone(), props.on_reply.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                on_reply.emit(input.value());
            }
        })
    };
    html! {
        <div class="rejoin" data-testid="rejoin">
            <p role="status">{props.status.clone()}</p>
            if *open {
                <form onsubmit={on_paste}>
                    <input ref={field} type="text" name="reply" maxlength="4096" spellcheck="false"
                           autocomplete="off" aria-label={tr!(LINK_REPLY_FIELD)}/>
                    <button type="submit" class="chip">{tr!(LINK_USE_REPLY)}</button>
                </form>
            } else {
                <button type="button" class="chip" onclick={on_open}>{tr!(LINK_REJOIN_PASTE)}</button>
            }
        </div>
    }
}
