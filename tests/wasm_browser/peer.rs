//! The peer-to-peer layer in headless Chromium: two connections in one page, the host's and
//! the friend's, with no STUN server (the page reaches itself on this machine's addresses);
//! and the reply hand-off between two `BroadcastChannel`s of one page. The waits are bounded
//! waits for the browser's network events, not fixed sleeps.
#![cfg(all(target_arch = "wasm32", feature = "friends"))]

use kemps::friends::net::ice::DEFAULT_STUN;
use kemps::ui::peer::{
    ice_servers, Peer, PeerError, PeerState, ReplyChannel, MAX_MESSAGE_BYTES, REPLY_CHANNEL,
};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::BroadcastChannel;
use yew::Callback;

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .expect("a window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("a timer");
    });
    JsFuture::from(promise).await.expect("slept");
}

/// Waits up to `limit_ms` for `done()`; returns whether it held.
async fn eventually(limit_ms: i32, done: impl Fn() -> bool) -> bool {
    for _ in 0..limit_ms / 20 {
        if done() {
            return true;
        }
        sleep(20).await;
    }
    done()
}

/// Everything a callback was given, in order.
fn recorder<T: 'static>() -> (Rc<RefCell<Vec<T>>>, Callback<T>) {
    let log = Rc::new(RefCell::new(Vec::new()));
    let into = log.clone();
    (
        log,
        Callback::from(move |item| into.borrow_mut().push(item)),
    )
}

/// A host and a friend connected through an offer and its answer.
async fn connected_pair() -> (Peer, Peer) {
    let (host, offer) = Peer::offer(&[]).await.expect("an offer");
    assert!(offer.starts_with("v=0"), "{offer}");
    let (friend, answer) = Peer::answer(&[], &offer).await.expect("an answer");
    host.accept(&answer).await.expect("the answer taken");
    let both = || host.state() == PeerState::Connected && friend.state() == PeerState::Connected;
    assert!(
        eventually(10_000, both).await,
        "{:?} {:?}",
        host.state(),
        friend.state()
    );
    (host, friend)
}

#[wasm_bindgen_test]
async fn a_host_and_a_friend_connect_and_their_messages_arrive_intact() {
    let (host, offer) = Peer::offer(&[]).await.expect("an offer");
    let (host_states, on_state) = recorder();
    host.on_state(on_state);
    let (friend, answer) = Peer::answer(&[], &offer).await.expect("an answer");
    let (friend_states, on_state) = recorder();
    friend.on_state(on_state);
    assert_eq!(host.state(), PeerState::Connecting);
    assert!(
        !host.send(b"too early"),
        "nothing is sent before the channel opens"
    );
    host.accept(&answer).await.expect("the answer taken");
    let both = || host.state() == PeerState::Connected && friend.state() == PeerState::Connected;
    assert!(
        eventually(10_000, both).await,
        "{:?} {:?}",
        host.state(),
        friend.state()
    );
    assert_eq!(host_states.borrow().last(), Some(&PeerState::Connected));
    assert_eq!(friend_states.borrow().last(), Some(&PeerState::Connected));
    let again = host.accept(&answer).await;
    assert_eq!(
        again,
        Err(PeerError::AlreadyAnswered),
        "the reply link opened twice"
    );
    assert_eq!(host.state(), PeerState::Connected);

    let (at_friend, on_message) = recorder();
    friend.on_message(on_message);
    let (at_host, on_message) = recorder();
    host.on_message(on_message);
    let every_byte: Vec<u8> = (0..=255).collect();
    assert!(host.send(&every_byte));
    assert!(friend.send(b"hello host"));
    assert!(eventually(5_000, || at_host.borrow().len() == 1).await);
    assert_eq!(*at_host.borrow(), [b"hello host".to_vec()]);

    // The channel is ordered: once "last" is in, anything sent before it would be too.
    let largest = vec![7u8; MAX_MESSAGE_BYTES as usize];
    let too_big = vec![9u8; MAX_MESSAGE_BYTES as usize + 1];
    assert!(host.send(&largest));
    assert!(
        host.send(&too_big),
        "the sender may send it; the receiver drops it"
    );
    assert!(host.send(b"last"));
    assert!(eventually(5_000, || at_friend.borrow().len() >= 3).await);
    sleep(100).await;
    assert_eq!(*at_friend.borrow(), [every_byte, largest, b"last".to_vec()]);
}

#[wasm_bindgen_test]
async fn messages_that_come_before_a_callback_is_set_are_handed_over_when_it_is() {
    let (host, friend) = connected_pair().await;
    assert!(host.send(b"one"));
    assert!(host.send(b"two"));
    sleep(300).await;
    let (at_friend, on_message) = recorder();
    friend.on_message(on_message);
    assert!(eventually(5_000, || at_friend.borrow().len() == 2).await);
    assert_eq!(*at_friend.borrow(), [b"one".to_vec(), b"two".to_vec()]);
}

#[wasm_bindgen_test]
async fn when_one_side_closes_or_goes_away_the_other_is_told() {
    let (host, friend) = connected_pair().await;
    let (friend_states, on_state) = recorder();
    friend.on_state(on_state);
    host.close();
    assert_eq!(host.state(), PeerState::Closed);
    assert!(!host.send(b"after the end"));
    assert!(
        eventually(10_000, || friend.state().is_over()).await,
        "{:?}",
        friend.state()
    );
    assert!(friend_states.borrow().last().is_some_and(|s| s.is_over()));
    assert!(!friend.send(b"anyone there?"));

    // A friend's page that simply goes away (the Peer dropped, as when the tab closes).
    let (host, friend) = connected_pair().await;
    drop(friend);
    assert!(
        eventually(10_000, || host.state().is_over()).await,
        "{:?}",
        host.state()
    );
}

#[wasm_bindgen_test]
async fn a_garbage_invite_or_reply_is_refused_in_words() {
    let (host, offer) = Peer::offer(&[]).await.expect("an offer");
    let refused = host.accept("v=0\r\nthis is not an answer\r\n").await;
    assert_eq!(refused, Err(PeerError::BadReply));
    assert_eq!(
        PeerError::BadReply.to_string(),
        "The friend's reply does not fit this invite"
    );
    let refused = Peer::answer(&[], "hello").await.map(|(_, sdp)| sdp);
    assert_eq!(refused, Err(PeerError::BadInvite));

    // A mistaken paste leaves the invite as it was: the real reply still connects.
    let (friend, answer) = Peer::answer(&[], &offer).await.expect("an answer");
    host.accept(&answer).await.expect("the real reply taken");
    let both = || host.state() == PeerState::Connected && friend.state() == PeerState::Connected;
    assert!(
        eventually(10_000, both).await,
        "{:?} {:?}",
        host.state(),
        friend.state()
    );

    let (host, _) = Peer::offer(&[]).await.expect("another offer");
    host.close();
    assert_eq!(host.accept(&answer).await, Err(PeerError::Closed));
}

#[wasm_bindgen_test]
async fn a_reply_posted_in_one_tab_reaches_the_waiting_one_which_says_so() {
    let (replies, on_reply) = recorder();
    let waiting = ReplyChannel::listen(on_reply).expect("BroadcastChannel");
    assert!(ReplyChannel::post("#R1-friends-answer").await);
    assert_eq!(*replies.borrow(), ["#R1-friends-answer"]);

    // What is not a reply of a bounded size is not handed over.
    let stranger = BroadcastChannel::new(REPLY_CHANNEL).expect("a channel");
    let long = format!("reply {}", "x".repeat(2049));
    for junk in [
        JsValue::from(42),
        JsValue::from_str(&long),
        JsValue::from_str("#R1"),
    ] {
        stranger.post_message(&junk).expect("posted");
    }
    assert!(!ReplyChannel::post(&"y".repeat(2049)).await);
    assert!(ReplyChannel::post("#R2").await);
    assert_eq!(*replies.borrow(), ["#R1-friends-answer", "#R2"]);

    drop(waiting);
    assert!(!ReplyChannel::post("#R3").await, "no tab is waiting");
    assert_eq!(replies.borrow().len(), 2);
    stranger.close();
}

#[wasm_bindgen_test]
async fn without_kemps_ice_json_beside_the_page_the_default_stun_server_is_used_unless_turned_off()
{
    // The test page's server has no kemps-ice.json.
    let servers = ice_servers(true).await;
    assert_eq!(servers.len(), 1);
    assert_eq!(servers[0].urls, [DEFAULT_STUN]);
    assert_eq!(ice_servers(false).await, []);
}

/// Messages on their way over a real data channel, each sent once `delay_ms` has passed
/// since it was written (a friend that far away, each way).
struct SlowLink {
    peer: Peer,
    heard: Rc<RefCell<Vec<Vec<u8>>>>,
    outgoing: Vec<(f64, Vec<u8>)>,
    delay_ms: f64,
}

impl SlowLink {
    fn new(peer: Peer, delay_ms: f64) -> SlowLink {
        let (heard, on_message) = recorder();
        peer.on_message(on_message);
        SlowLink {
            peer,
            heard,
            outgoing: Vec::new(),
            delay_ms,
        }
    }

    fn write(&mut self, now: f64, bytes: Vec<u8>) {
        self.outgoing.push((now + self.delay_ms, bytes));
    }

    /// Sends what is due to the other end; gives what this end heard from it.
    fn carry(&mut self, now: f64) -> Vec<Vec<u8>> {
        let (due, later) = (std::mem::take(&mut self.outgoing).into_iter())
            .partition::<Vec<_>, _>(|(at, _)| *at <= now);
        self.outgoing = later;
        for (_, bytes) in due {
            assert!(self.peer.send(&bytes), "the channel is open");
        }
        std::mem::take(&mut *self.heard.borrow_mut())
    }
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .expect("performance")
        .now()
}

/// Fair races, in the browser over WebRTC, with 150 ms added to every message each way:
/// when a bot decides to take a centre card, the friend presses for it at once. The
/// friend's page shows the table as it was at least 150 ms earlier, so by the game time it
/// saw, the friend was first; the press reaches the host's table while the bot's exchange
/// still waits (a hold of the friend's round trip, at most 300 ms), and the friend gets the
/// card. A race whose press came once the bot's exchange had gone (the machine delayed it
/// beyond the hold, or a dealer's timer let the exchange go first) is outside what the game
/// promises, and is not counted.
#[wasm_bindgen_test]
async fn a_friend_150_ms_away_who_pressed_first_wins_the_race_for_a_card() {
    use kemps::engine::{Action, Preset, Seat, Table};
    use kemps::friends::{ToFriend, ToHost};
    use kemps::session::play::Match;
    use kemps::session::setup::MatchSetup;
    let friend: Seat = (Table::new(2).and_then(|table| table.seat(1))).expect("seat 1 of four");
    let (mut won, mut too_late) = (0, 0);
    // At the fast speed (2.5× the game time), so that bots swap soon after the deal.
    const SPEED: f64 = 2.5;
    // Deal after deal until two races are won (a deal whose bots swap nothing soon is left).
    for seed in 1..=8u64 {
        if won >= 2 {
            break;
        }
        let mut setup = MatchSetup::new(seed);
        setup.game.teams = 2;
        setup.game.preset = Preset::Classic;
        let mut host = Match::with_people(setup, SPEED, &[friend]).expect("a playable game");
        let (host_peer, friend_peer) = connected_pair().await;
        // Each page's end of the link: what it writes, and what it hears from the other.
        let (mut host_end, mut friend_end) = (
            SlowLink::new(host_peer, 150.0),
            SlowLink::new(friend_peer, 150.0),
        );
        let start = now_ms();
        let clock = || now_ms() - start;
        let welcome = host.welcome(friend).expect("a welcome").encode();
        host_end.write(clock(), welcome);
        let mut page: Option<Match> = None;
        // One step of both pages: the host's table and the friend's run, and what each
        // wrote crosses the slow link. When the friend's press reaches the host, gives the
        // bot exchange that waits at that moment (when it was chosen, and whose), if any.
        type Waiting = Option<(u64, Seat)>;
        let mut step = |host: &mut Match, page: &mut Option<Match>| -> Option<Waiting> {
            let t = clock();
            host.advance(t);
            for (_, message) in host.for_friends(t) {
                host_end.write(t, message.encode());
            }
            let mut pressed = None;
            for bytes in host_end.carry(t) {
                let message = ToHost::decode(&bytes).expect("it reads");
                if matches!(message, ToHost::Act { .. }) {
                    let runner = host.runner().expect("the table");
                    pressed = Some(runner.waiting_exchange().map(|(at, seat, _)| (at, seat)));
                }
                host.from_friend(friend, message, t);
            }
            for bytes in friend_end.carry(t) {
                match page {
                    None => match ToFriend::decode(&bytes, None) {
                        Ok(ToFriend::Welcome(welcome)) => {
                            *page = Some(Match::mirror(*welcome, SPEED))
                        }
                        other => panic!("the welcome comes first: {other:?}"),
                    },
                    Some(p) => {
                        let read = ToFriend::decode(&bytes, Some(p.table())).expect("it fits");
                        p.from_host(read, t);
                    }
                }
            }
            if let Some(p) = page {
                p.advance(t);
                for message in p.for_host() {
                    friend_end.write(t, message.encode());
                }
            }
            pressed
        };
        // Until a bot decides to take a card the friend's page shows in the centre.
        let mut race = None;
        while race.is_none() && clock() < 5_000.0 {
            sleep(5).await;
            step(&mut host, &mut page);
            let Some(p) = &page else { continue };
            let runner = host.runner().expect("the table");
            race = (runner.waiting_exchange())
                .and_then(|(at, seat, action)| match action {
                    Action::Swap { take, .. } if seat != friend => Some((take[0], (at, seat))),
                    _ => None,
                })
                .filter(|(card, _)| p.view().centre().contains(card));
        }
        let Some((card, exchange)) = race else {
            continue;
        };
        // The friend presses for it at once: their first hand card for it.
        let p = page.as_mut().expect("the friend's table");
        let index = (p.view().centre().iter())
            .position(|c| *c == card)
            .expect("shown");
        let t = clock();
        p.press_hand(0, p.view().hand()[0], t);
        p.press_centre(index, card, t);
        let mut arrived = None;
        while clock() < t + 1_000.0 {
            sleep(5).await;
            arrived = arrived.or(step(&mut host, &mut page));
        }
        let waiting = arrived.expect("the press reached the host");
        let friend_has = (host.runner().expect("the table").game())
            .hand(friend)
            .contains(&card);
        if waiting != Some(exchange) {
            too_late += 1;
            continue;
        }
        assert!(
            friend_has,
            "seed {seed}: the friend was first, and the press came while the bot's exchange waited; the friend should have the {card}"
        );
        won += 1;
    }
    assert!(
        won >= 2,
        "races were run and won ({won} won, {too_late} came after the bot's exchange had gone)"
    );
}
