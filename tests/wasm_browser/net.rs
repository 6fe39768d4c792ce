//! The invite and reply links connect two real `RTCPeerConnection`s in headless Chromium:
//! each side's description goes through `Connection::from_sdp`, the link's `encode` and
//! `decode`, and back out as the minimal SDP the other side takes as its remote description.
//! A data channel opens and a message crosses each way. A fingerprint changed on the way is
//! a connection that fails: the DTLS check really uses what the link carries.
#![cfg(target_arch = "wasm32")]

use js_sys::Promise;
use kemps::engine::RuleOptions;
use kemps::friends::net::sdp::Setup;
use kemps::friends::net::{Connection, Invite, Reply};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{
    EventTarget, MessageEvent, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState,
    RtcIceGatheringState, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType,
    RtcSessionDescriptionInit,
};

/// Far longer than the ~50 ms two local pages take to connect.
const PATIENCE_MS: i32 = 10_000;

/// Waits until `done()` holds, looking again each time `event` fires on `target`; fails
/// after `PATIENCE_MS`, naming `what` it waited for.
async fn until(target: &EventTarget, event: &str, what: &str, done: impl Fn() -> bool + 'static) {
    if done() {
        return;
    }
    let done = Rc::new(done);
    let (mut listener, mut timer) = (None, None);
    let promise = Promise::new(&mut |resolve, reject| {
        let done = done.clone();
        listener = Some(Closure::<dyn FnMut()>::new(move || {
            if done() {
                let _ = resolve.call0(&JsValue::NULL);
            }
        }));
        let message = JsValue::from_str(&format!("waited {PATIENCE_MS} ms for {what}"));
        timer = Some(Closure::once(move || {
            let _ = reject.call1(&JsValue::NULL, &message);
        }));
    });
    let (listener, timer) = (listener.expect("armed"), timer.expect("armed"));
    let callback = listener.as_ref().unchecked_ref();
    target
        .add_event_listener_with_callback(event, callback)
        .expect("listen");
    let window = web_sys::window().expect("a window");
    let id = window
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            timer.as_ref().unchecked_ref(),
            PATIENCE_MS,
        )
        .expect("a timer");
    let outcome = JsFuture::from(promise).await;
    window.clear_timeout_with_handle(id);
    let _ = target.remove_event_listener_with_callback(event, callback);
    if let Err(why) = outcome {
        panic!("{}", why.as_string().unwrap_or_default());
    }
}

/// Sets the description `made` (an offer or an answer being created) as `pc`'s own, waits
/// for every candidate, and gives back the browser's SDP.
async fn described(pc: &RtcPeerConnection, made: Promise) -> String {
    let description: RtcSessionDescriptionInit =
        JsFuture::from(made).await.expect("made").unchecked_into();
    JsFuture::from(pc.set_local_description(&description))
        .await
        .expect("its own description");
    let watched = pc.clone();
    until(pc, "icegatheringstatechange", "ICE gathering", move || {
        watched.ice_gathering_state() == RtcIceGatheringState::Complete
    })
    .await;
    pc.local_description().expect("a local description").sdp()
}

async fn take_remote(pc: &RtcPeerConnection, kind: RtcSdpType, sdp: &str) {
    let description = RtcSessionDescriptionInit::new(kind);
    description.set_sdp(sdp);
    if let Err(why) = JsFuture::from(pc.set_remote_description(&description)).await {
        panic!("Chromium refused the regenerated description: {why:?}\n{sdp}");
    }
}

/// The messages a channel receives, kept while the returned closure lives.
type Inbox = (Rc<RefCell<Vec<String>>>, Closure<dyn FnMut(MessageEvent)>);

fn inbox(channel: &RtcDataChannel) -> Inbox {
    let messages: Rc<RefCell<Vec<String>>> = Rc::default();
    let kept = messages.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        kept.borrow_mut()
            .push(e.data().as_string().unwrap_or_default());
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    (messages, on_message)
}

/// A host and a friend connected through the links, as far as the links take them.
struct Table {
    host: RtcPeerConnection,
    friend: RtcPeerConnection,
    host_channel: RtcDataChannel,
    friend_channel: Rc<RefCell<Option<RtcDataChannel>>>,
    _on_channel: Closure<dyn FnMut(RtcDataChannelEvent)>,
}

/// The host's offer goes out in an invite link (changed by `forge` on the way), the
/// friend's answer comes back in a reply link.
async fn seat_a_friend(forge: impl Fn(&mut Invite)) -> Table {
    let host = RtcPeerConnection::new().expect("a peer connection");
    let host_channel = host.create_data_channel("kemps");
    let offer = described(&host, host.create_offer()).await;
    let invite = Invite {
        token: 0x0123_4567_89AB_CDEF,
        host: "Ada".into(),
        seat: 2,
        teams: 2,
        level: 1,
        preset: 0,
        friends: Vec::new(),
        options: RuleOptions::default(),
        connection: Connection::from_sdp(&offer).expect("Chromium's offer reads"),
    };
    let link = format!("https://example.org/kemps/#{}", invite.encode());
    assert!(link.len() < 300, "{link}");
    let mut opened = Invite::decode(&link).expect("the invite opens");
    assert_eq!(opened, invite);
    forge(&mut opened);

    let friend = RtcPeerConnection::new().expect("a peer connection");
    let friend_channel: Rc<RefCell<Option<RtcDataChannel>>> = Rc::default();
    let slot = friend_channel.clone();
    let on_channel =
        Closure::<dyn FnMut(RtcDataChannelEvent)>::new(move |e: RtcDataChannelEvent| {
            *slot.borrow_mut() = Some(e.channel());
        });
    friend.set_ondatachannel(Some(on_channel.as_ref().unchecked_ref()));
    take_remote(&friend, RtcSdpType::Offer, &opened.connection.offer_sdp()).await;
    let answer = described(&friend, friend.create_answer()).await;
    let reply = Reply {
        token: opened.token,
        seat: opened.seat,
        name: "Mia".into(),
        connection: Connection::from_sdp(&answer).expect("Chromium's answer reads"),
    };
    let back = Reply::decode(&format!("#{}", reply.encode())).expect("the reply opens");
    assert_eq!(back, reply);
    assert_ne!(back.connection.setup, Setup::ActPass);
    take_remote(&host, RtcSdpType::Answer, &back.connection.answer_sdp()).await;
    Table {
        host,
        friend,
        host_channel,
        friend_channel,
        _on_channel: on_channel,
    }
}

#[wasm_bindgen_test]
async fn a_data_channel_opens_through_the_invite_and_reply_links() {
    let table = seat_a_friend(|_| {}).await;
    let channel = table.host_channel.clone();
    until(
        &table.host_channel,
        "open",
        "the host's channel to open",
        move || channel.ready_state() == RtcDataChannelState::Open,
    )
    .await;
    let arrived = table.friend_channel.clone();
    until(
        &table.friend,
        "datachannel",
        "the friend's channel",
        move || arrived.borrow().is_some(),
    )
    .await;
    let friend_channel = table.friend_channel.borrow().clone().expect("arrived");
    let (to_friend, _kept) = inbox(&friend_channel);
    let (to_host, _kept_too) = inbox(&table.host_channel);

    table.host_channel.send_with_str("sit down").expect("sent");
    let seen = to_friend.clone();
    until(
        &friend_channel,
        "message",
        "the host's message",
        move || !seen.borrow().is_empty(),
    )
    .await;
    friend_channel.send_with_str("thank you").expect("sent");
    let seen = to_host.clone();
    until(
        &table.host_channel,
        "message",
        "the friend's message",
        move || !seen.borrow().is_empty(),
    )
    .await;
    assert_eq!(*to_friend.borrow(), ["sit down"]);
    assert_eq!(*to_host.borrow(), ["thank you"]);
    table.host.close();
    table.friend.close();
}

#[wasm_bindgen_test]
async fn a_changed_fingerprint_does_not_connect() {
    let table = seat_a_friend(|invite| invite.connection.fingerprint[5] ^= 1).await;
    let (host, friend) = (table.host.clone(), table.friend.clone());
    let failed = move || {
        [&host, &friend]
            .iter()
            .any(|pc| pc.connection_state() == RtcPeerConnectionState::Failed)
    };
    until(
        &table.friend,
        "connectionstatechange",
        "the connection to fail",
        failed,
    )
    .await;
    assert_ne!(table.host_channel.ready_state(), RtcDataChannelState::Open);
    table.host.close();
    table.friend.close();
}
