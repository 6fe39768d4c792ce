//! A direct connection to a friend's page over WebRTC, carrying bytes and nothing else: the
//! game's protocol lives above it, the link codec that carries the offer and the answer
//! beside it. The host makes an [`Peer::offer`], the friend's page an [`Peer::answer`] to it,
//! and the host [`Peer::accept`]s that answer; no server sits between (only STUN/TURN
//! servers, when the pages are on different networks: [`ice_servers`]).
//!
//! One data channel, agreed on both sides rather than announced (`negotiated`, id 0), ordered
//! and reliable, of binary messages. A message over [`MAX_MESSAGE_BYTES`] from the other side
//! is dropped unread: a friend's page is untrusted input.

mod ice_file;
mod reply_channel;
mod wait;

pub use crate::friends::net::ice::IceServer;

use crate::friends::net::sdp::Connection;
use crate::ui::lang::words;
pub use ice_file::ice_servers;
pub use reply_channel::{ReplyChannel, MAX_REPLY_BYTES, REPLY_CHANNEL};

use gloo::events::EventListener;
use js_sys::{Array, ArrayBuffer, Uint8Array};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::fmt;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcDataChannelType, RtcIceConnectionState, RtcIceGatheringState, RtcIceServer,
    RtcPeerConnection, RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};
use yew::Callback;

/// The largest message taken from the other side; a bigger one is dropped.
pub const MAX_MESSAGE_BYTES: u32 = 64 * 1024;
/// How long an offer or an answer waits for the network's addresses (ICE candidates) before
/// it goes with those it has.
const GATHERING_LIMIT_MS: f64 = 4000.0;
/// Messages kept while no `on_message` callback is set yet (then the oldest are dropped).
const MAX_WAITING_MESSAGES: usize = 32;

/// Where the connection stands, as a page tells its player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeerState {
    /// Not open yet, or reconnecting after a `Disconnected`.
    Connecting,
    /// The data channel is open: messages go both ways.
    Connected,
    /// The network between the pages is lost for now; it may come back.
    Disconnected,
    /// The pages could not reach each other, or lost each other for good. Final.
    Failed,
    /// This page or the other one closed the connection. Final.
    Closed,
}

impl PeerState {
    /// `Failed` or `Closed`: this connection will carry nothing again.
    pub const fn is_over(self) -> bool {
        matches!(self, PeerState::Failed | PeerState::Closed)
    }
}

/// Whether this browser can connect to another page directly (`RTCPeerConnection`): some
/// cannot at all (WebKitGTK's builds without WebRTC, a browser with it turned off).
pub fn webrtc_available() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    js_sys::Reflect::get(&window, &JsValue::from_str("RTCPeerConnection"))
        .is_ok_and(|constructor| constructor.is_function())
}

/// Why a connection could not be made, in words a player can act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeerError {
    /// No `RTCPeerConnection` (an old browser, or one with WebRTC turned off).
    Unsupported,
    /// The browser refused to make an offer or an answer.
    NotPrepared,
    /// The invite's offer is not one this browser can answer.
    BadInvite,
    /// The reply is not an answer to this page's offer.
    BadReply,
    /// A reply was already taken (the same reply link opened twice, or a second friend's).
    AlreadyAnswered,
    /// Not one network address was found to offer the friend.
    NoNetwork,
    /// The connection was closed before the reply came.
    Closed,
}

impl fmt::Display for PeerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            PeerError::Unsupported => tr!(&words(), LINK_PEER_UNSUPPORTED),
            PeerError::NotPrepared => tr!(&words(), LINK_PEER_NOT_PREPARED),
            PeerError::BadInvite => tr!(&words(), LINK_PEER_BAD_INVITE),
            PeerError::BadReply => tr!(&words(), LINK_PEER_BAD_REPLY),
            PeerError::AlreadyAnswered => tr!(&words(), LINK_PEER_ALREADY_ANSWERED),
            PeerError::NoNetwork => tr!(&words(), LINK_PEER_NO_NETWORK),
            PeerError::Closed => tr!(&words(), LINK_PEER_CLOSED),
        })
    }
}

impl std::error::Error for PeerError {}

/// One connection to one friend's page. Cloning shares it; when the last clone is dropped,
/// the connection is closed and its event handlers are released.
#[derive(Clone)]
pub struct Peer {
    inner: Rc<Inner>,
}

impl PartialEq for Peer {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

struct Inner {
    connection: RtcPeerConnection,
    channel: RtcDataChannel,
    shared: Rc<Shared>,
    /// The page's certificate (its DTLS fingerprint, which the invite or the reply carries),
    /// kept to listen or answer again with the same link; `None` where the browser could
    /// not make one.
    certificate: Option<JsValue>,
    /// Removed from the connection and the channel when dropped.
    _listeners: [EventListener; 4],
    /// Close the connection when the page goes (see [`closed_with_the_page`]).
    _with_the_page: Option<[EventListener; 2]>,
}

/// What the event handlers and the owner share.
struct Shared {
    state: Cell<PeerState>,
    on_state: RefCell<Option<Callback<PeerState>>>,
    on_message: RefCell<Option<Callback<Vec<u8>>>>,
    /// Messages that came before `on_message` was set.
    waiting: RefCell<VecDeque<Vec<u8>>>,
}

impl Shared {
    fn set_state(&self, next: PeerState) {
        let now = self.state.get();
        if now == next || now.is_over() {
            return;
        }
        self.state.set(next);
        let on_state = self.on_state.borrow().clone();
        if let Some(on_state) = on_state {
            on_state.emit(next);
        }
    }

    fn receive(&self, bytes: Vec<u8>) {
        let on_message = self.on_message.borrow().clone();
        match on_message {
            Some(on_message) => on_message.emit(bytes),
            None => {
                let mut waiting = self.waiting.borrow_mut();
                if waiting.len() == MAX_WAITING_MESSAGES {
                    waiting.pop_front();
                }
                waiting.push_back(bytes);
            }
        }
    }
}

impl Peer {
    /// The host's side: a new connection and its offer (SDP text, with the network's
    /// addresses in it), to be sent to the friend.
    pub async fn offer(ice: &[IceServer]) -> Result<(Peer, String), PeerError> {
        let peer = Peer::new(ice, certificate().await)?;
        let offer = JsFuture::from(peer.inner.connection.create_offer())
            .await
            .map_err(|_| PeerError::NotPrepared)?;
        let sdp = peer.describe_self(offer).await?;
        Ok((peer, sdp))
    }

    /// The friend's side: a new connection that answers the host's offer; the answer (SDP
    /// text) goes back to the host. It is made with a certificate of the page's own (see
    /// [`Peer::certificate`]), so that the page can answer again with the same reply.
    pub async fn answer(ice: &[IceServer], offer_sdp: &str) -> Result<(Peer, String), PeerError> {
        let (peer, answer) = Peer::answering(ice, certificate().await, offer_sdp).await?;
        let sdp = peer.describe_self(answer).await?;
        Ok((peer, sdp))
    }

    /// A new connection that has taken the host's offer, and its answer to it (not yet its
    /// own description).
    async fn answering(
        ice: &[IceServer],
        certificate: Option<JsValue>,
        offer_sdp: &str,
    ) -> Result<(Peer, JsValue), PeerError> {
        let peer = Peer::new(ice, certificate)?;
        let connection = &peer.inner.connection;
        let offer = description(RtcSdpType::Offer, offer_sdp);
        JsFuture::from(connection.set_remote_description(&offer))
            .await
            .map_err(|_| PeerError::BadInvite)?;
        let answer = JsFuture::from(connection.create_answer())
            .await
            .map_err(|_| PeerError::NotPrepared)?;
        Ok((peer, answer))
    }

    /// The host's side, during the match: a new connection that listens on the invite of a
    /// first one (its [`Peer::certificate`], so the same DTLS fingerprint, and the invite's
    /// ICE credentials). A friend's page that answers the same invite again
    /// reaches it once its answer is [`Peer::accept`]ed: its checks find this connection
    /// though it offered other network addresses.
    pub async fn listen_again(
        ice: &[IceServer],
        certificate: &JsValue,
        invite: &Connection,
    ) -> Result<Peer, PeerError> {
        let peer = Peer::new(ice, Some(certificate.clone()))?;
        let connection = &peer.inner.connection;
        let offer = JsFuture::from(connection.create_offer())
            .await
            .map_err(|_| PeerError::NotPrepared)?;
        let own = offer.unchecked_ref::<RtcSessionDescriptionInit>().get_sdp();
        let offer = description(
            RtcSdpType::Offer,
            &invite.credentials_in(&own.unwrap_or_default()),
        );
        JsFuture::from(connection.set_local_description(&offer))
            .await
            .map_err(|_| PeerError::NotPrepared)?;
        Ok(peer)
    }

    /// The friend's side, while its reply waits for the host to open it: a new connection
    /// that answers the same offer as the `reply` this page sent, with its certificate (the
    /// same DTLS fingerprint) and its ICE credentials, for when the browser gave up on the
    /// last one. The host's page that takes the reply, however late, reaches this one: the
    /// reply's network addresses are the last connection's, but its checks find this one.
    pub async fn answer_again(
        ice: &[IceServer],
        certificate: &JsValue,
        offer_sdp: &str,
        reply: &Connection,
    ) -> Result<Peer, PeerError> {
        let (peer, answer) = Peer::answering(ice, Some(certificate.clone()), offer_sdp).await?;
        let connection = &peer.inner.connection;
        let own = answer
            .unchecked_ref::<RtcSessionDescriptionInit>()
            .get_sdp();
        let answer = description(
            RtcSdpType::Answer,
            &reply.credentials_in(&own.unwrap_or_default()),
        );
        JsFuture::from(connection.set_local_description(&answer))
            .await
            .map_err(|_| PeerError::NotPrepared)?;
        Ok(peer)
    }

    /// The host's side: takes the friend's answer; the connection then opens by itself
    /// ([`PeerState::Connected`]).
    pub async fn accept(&self, answer_sdp: &str) -> Result<(), PeerError> {
        if self.state().is_over() {
            return Err(PeerError::Closed);
        }
        if self.inner.connection.remote_description().is_some() {
            return Err(PeerError::AlreadyAnswered);
        }
        let answer = description(RtcSdpType::Answer, answer_sdp);
        JsFuture::from(self.inner.connection.set_remote_description(&answer))
            .await
            .map(|_| ())
            .map_err(|_| PeerError::BadReply)
    }

    /// Sends one message; false when the channel is not open (or the browser refused it).
    /// The other side drops a message over [`MAX_MESSAGE_BYTES`].
    pub fn send(&self, bytes: &[u8]) -> bool {
        let channel = &self.inner.channel;
        channel.ready_state() == RtcDataChannelState::Open
            && channel.send_with_u8_array(bytes).is_ok()
    }

    /// The certificate the connection was made with: on the host's page to listen again on
    /// its invite, on a friend's to answer again with its reply.
    pub fn certificate(&self) -> Option<JsValue> {
        self.inner.certificate.clone()
    }

    pub fn state(&self) -> PeerState {
        self.inner.shared.state.get()
    }

    /// Whether the other page still answers this connection's network checks (ICE is
    /// connected): once the browser has given up on the connection, the other page is there
    /// but has not taken this page's link yet (a reply it has not opened), rather than gone
    /// or out of reach.
    pub fn other_side_answers(&self) -> bool {
        matches!(
            self.inner.connection.ice_connection_state(),
            RtcIceConnectionState::Connected | RtcIceConnectionState::Completed
        )
    }

    /// Called with each message from the other side, in order; messages that came before
    /// it was set are handed over at once.
    pub fn on_message(&self, callback: Callback<Vec<u8>>) {
        let shared = &self.inner.shared;
        *shared.on_message.borrow_mut() = Some(callback.clone());
        let waiting: Vec<_> = shared.waiting.borrow_mut().drain(..).collect();
        for bytes in waiting {
            callback.emit(bytes);
        }
    }

    /// Called with each change of [`Peer::state`] (the state at the time of the call is
    /// not repeated).
    pub fn on_state(&self, callback: Callback<PeerState>) {
        *self.inner.shared.on_state.borrow_mut() = Some(callback);
    }

    /// Closes the connection for both pages; the state becomes `Closed`.
    pub fn close(&self) {
        self.inner.channel.close();
        self.inner.connection.close();
        self.inner.shared.set_state(PeerState::Closed);
    }

    fn new(ice: &[IceServer], certificate: Option<JsValue>) -> Result<Peer, PeerError> {
        let config = RtcConfiguration::new();
        config.set_ice_servers(&ice_servers_js(ice));
        if let Some(certificate) = &certificate {
            config.set_certificates(&Array::of1(certificate));
        }
        let connection = RtcPeerConnection::new_with_configuration(&config)
            .map_err(|_| PeerError::Unsupported)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        init.set_ordered(true);
        let channel = connection.create_data_channel_with_data_channel_dict("kemps", &init);
        channel.set_binary_type(RtcDataChannelType::Arraybuffer);
        let shared = Rc::new(Shared {
            state: Cell::new(PeerState::Connecting),
            on_state: RefCell::new(None),
            on_message: RefCell::new(None),
            waiting: RefCell::new(VecDeque::new()),
        });
        let listeners = listeners(&connection, &channel, &shared);
        let with_the_page = closed_with_the_page(&connection, &channel, &shared);
        Ok(Peer {
            inner: Rc::new(Inner {
                connection,
                channel,
                shared,
                certificate,
                _listeners: listeners,
                _with_the_page: with_the_page,
            }),
        })
    }

    /// Sets this page's own description (offer or answer), waits for the network's
    /// addresses, and returns the description with them.
    async fn describe_self(&self, own: JsValue) -> Result<String, PeerError> {
        let connection = &self.inner.connection;
        JsFuture::from(connection.set_local_description(own.unchecked_ref()))
            .await
            .map_err(|_| PeerError::NotPrepared)?;
        wait::until(GATHERING_LIMIT_MS, || {
            connection.ice_gathering_state() == RtcIceGatheringState::Complete
        })
        .await;
        let sdp = connection
            .local_description()
            .map(|own| own.sdp())
            .ok_or(PeerError::NotPrepared)?;
        let has_address = sdp.lines().any(|line| line.starts_with("a=candidate:"));
        has_address.then_some(sdp).ok_or(PeerError::NoNetwork)
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        // The listeners go with the fields; closing first stops the traffic they would hear.
        self.channel.close();
        self.connection.close();
    }
}

/// The connection's and the channel's events, turned into states and messages.
fn listeners(
    connection: &RtcPeerConnection,
    channel: &RtcDataChannel,
    shared: &Rc<Shared>,
) -> [EventListener; 4] {
    let on_connection = {
        let (shared, connection2, channel2) = (shared.clone(), connection.clone(), channel.clone());
        EventListener::new(connection, "connectionstatechange", move |_| {
            let open = channel2.ready_state() == RtcDataChannelState::Open;
            shared.set_state(state_of(connection2.connection_state(), open));
        })
    };
    let on_open = {
        let shared = shared.clone();
        EventListener::new(channel, "open", move |_| {
            shared.set_state(PeerState::Connected)
        })
    };
    let on_close = {
        let shared = shared.clone();
        EventListener::new(channel, "close", move |_| {
            shared.set_state(PeerState::Closed)
        })
    };
    let on_message = {
        let shared = shared.clone();
        EventListener::new(channel, "message", move |event| {
            if let Some(bytes) = event.dyn_ref::<MessageEvent>().and_then(bounded_bytes) {
                shared.receive(bytes);
            }
        })
    };
    [on_connection, on_open, on_close, on_message]
}

/// Closes the connection when its page goes (its tab closed, reloaded, or left for another
/// address), so that the other page learns it at once: a browser that only drops it leaves
/// the other side to notice the silence, some ten seconds later. A page the browser brings
/// back from its back/forward cache finds it closed, and says so (closing fires no event).
fn closed_with_the_page(
    connection: &RtcPeerConnection,
    channel: &RtcDataChannel,
    shared: &Rc<Shared>,
) -> Option<[EventListener; 2]> {
    let window = web_sys::window()?;
    let on_hide = {
        let (connection, channel) = (connection.clone(), channel.clone());
        EventListener::new(&window, "pagehide", move |_| {
            channel.close();
            connection.close();
        })
    };
    let on_show = {
        let (connection, shared) = (connection.clone(), shared.clone());
        EventListener::new(&window, "pageshow", move |_| {
            if connection.connection_state() == RtcPeerConnectionState::Closed {
                shared.set_state(PeerState::Closed);
            }
        })
    };
    Some([on_hide, on_show])
}

/// The player's view of the connection's state, given whether the channel is open.
fn state_of(connection: RtcPeerConnectionState, channel_open: bool) -> PeerState {
    match connection {
        RtcPeerConnectionState::Connected if channel_open => PeerState::Connected,
        RtcPeerConnectionState::Disconnected => PeerState::Disconnected,
        RtcPeerConnectionState::Failed => PeerState::Failed,
        RtcPeerConnectionState::Closed => PeerState::Closed,
        _ => PeerState::Connecting,
    }
}

/// A binary message's bytes, unless it is too big (or not binary: this channel carries
/// only bytes).
fn bounded_bytes(event: &MessageEvent) -> Option<Vec<u8>> {
    let buffer = event.data().dyn_into::<ArrayBuffer>().ok()?;
    (buffer.byte_length() <= MAX_MESSAGE_BYTES).then(|| Uint8Array::new(&buffer).to_vec())
}

/// A certificate for the host's connection, made by the page so that a later connection can
/// use it too (`Peer::listen_again`); `None` when the browser cannot make one (the
/// connection then makes its own, and a friend who leaves cannot come back).
async fn certificate() -> Option<JsValue> {
    let algorithm = js_sys::Object::new();
    js_sys::Reflect::set(&algorithm, &"name".into(), &"ECDSA".into()).ok()?;
    js_sys::Reflect::set(&algorithm, &"namedCurve".into(), &"P-256".into()).ok()?;
    let made = RtcPeerConnection::generate_certificate_with_object(&algorithm).ok()?;
    JsFuture::from(made).await.ok()
}

fn description(kind: RtcSdpType, sdp: &str) -> RtcSessionDescriptionInit {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    init
}

/// `RTCConfiguration.iceServers`.
fn ice_servers_js(ice: &[IceServer]) -> Array {
    ice.iter()
        .map(|server| {
            let js = RtcIceServer::new();
            let urls: Array = server
                .urls
                .iter()
                .map(|url| JsValue::from_str(url))
                .collect();
            js.set_urls(&urls);
            if let Some(username) = &server.username {
                js.set_username(username);
            }
            if let Some(credential) = &server.credential {
                js.set_credential(credential);
            }
            JsValue::from(js)
        })
        .collect()
}
