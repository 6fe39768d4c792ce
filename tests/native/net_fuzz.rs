//! What a friend's page or a pasted text can hand the host is untrusted: random and mutated
//! inputs, 120 000 to each of `Invite::decode`, `Reply::decode` and `Connection::from_sdp`.
//! As in tests/native/fuzz.rs, most link inputs are mutated *before* they are sealed, so they pass the
//! checksum and reach postcard and every check behind it; the counts that got that far are
//! asserted, so the fuzzing cannot quietly stop reaching the decoders. SDP inputs are the
//! golden Chromium samples with lines dropped, doubled, swapped, cut and rewritten, and
//! candidate lines made of edge-case words.
//!
//! For every input: no panic, and a refusal that says something; an accepted link is within
//! every bound and encodes back to itself, and an accepted SDP writes an offer that reads back
//! to the same connection. A property test then checks that any valid connection travels
//! through an invite, a reply and the regenerated SDP unchanged.

// Native only: proptest is not built for the wasm32 target.
#![cfg(not(target_arch = "wasm32"))]

use kemps::engine::{RuleOptions, StopTarget};
use kemps::friends::net::invite::{
    INVITE_PREFIX, INVITE_VERSION, MAX_HOST_CHARS, REPLY_PREFIX, REPLY_VERSION,
};
use kemps::friends::net::sdp::{Address, Candidate, CandidateKind, Setup, MAX_CANDIDATES};
use kemps::friends::net::{Connection, Invite, Reply};
use kemps::share::link::{seal, to_base32};
use proptest::prelude::*;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};

const OFFER: &str = include_str!("../golden/sdp/chromium-offer.sdp");
const ANSWER: &str = include_str!("../golden/sdp/chromium-answer.sdp");
const INPUTS: usize = 120_000;

struct Gen(ChaCha8Rng);

impl Gen {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n.max(1) as u64) as usize
    }
    fn percent(&mut self, p: usize) -> bool {
        self.below(100) < p
    }
    fn byte(&mut self) -> u8 {
        self.0.next_u32() as u8
    }
    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }
}

/// One random change to a list of bytes: a flip, an insertion, a removal, a cut, a copied
/// run, or a big varint where a length may be.
fn mutate(g: &mut Gen, bytes: &mut Vec<u8>) {
    let at = g.below(bytes.len() + 1);
    match g.below(7) {
        0 if at < bytes.len() => bytes[at] ^= 1 << g.below(8),
        1 => bytes.insert(at, g.byte()),
        2 if at < bytes.len() => {
            bytes.remove(at);
        }
        3 => bytes.truncate(at),
        4 if at < bytes.len() => {
            let run: Vec<u8> = bytes[at..].iter().take(g.below(40)).copied().collect();
            let to = g.below(bytes.len() + 1);
            bytes.splice(to..to, run);
        }
        5 => bytes
            .splice(at..at, [0xFF, 0xFF, 0xFF, 0xFF, 0x0F])
            .for_each(drop),
        _ if at < bytes.len() => bytes[at] = g.byte(),
        _ => bytes.push(g.byte()),
    }
}

fn connection(sdp: &str) -> Connection {
    Connection::from_sdp(sdp).expect("a golden sample reads")
}

fn stun_candidate(last: u8) -> Candidate {
    Candidate {
        address: Address::V4([203, 0, 113, last]),
        port: 61_000,
        kind: CandidateKind::ServerReflexive {
            related: Address::V4([0; 4]),
            related_port: 0,
        },
    }
}

fn invites() -> Vec<Invite> {
    let mut three = connection(OFFER);
    three.candidates.push(stun_candidate(9));
    let mut eight = connection(OFFER);
    eight.candidates.extend((0..6).map(stun_candidate));
    [connection(OFFER), three, eight]
        .into_iter()
        .enumerate()
        .map(|(i, connection)| Invite {
            token: [0, 1 << 40, u64::MAX][i],
            host: ["Ada", "", "Twenty characters ok"][i].into(),
            seat: [1, 2, 11][i],
            teams: [2, 3, 6][i],
            level: i as u8,
            preset: i as u8,
            friends: [vec![], vec![1], vec![5, 7]][i].clone(),
            // The second carries options its host changed, after the rest of its body.
            options: match i {
                1 => RuleOptions {
                    lives: Some(3),
                    stop_target: Some(StopTarget::Team),
                    ..RuleOptions::default()
                },
                _ => RuleOptions::default(),
            },
            connection,
        })
        .collect()
}

fn replies() -> Vec<Reply> {
    invites()
        .into_iter()
        .map(|invite| Reply {
            token: invite.token,
            seat: invite.seat,
            name: invite.host.clone(),
            connection: Connection {
                setup: Setup::Active,
                ..connection(ANSWER)
            },
        })
        .collect()
}

const SYMBOLS: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A link's text: a body mutated then sealed, a sealed text mutated, or random symbols.
/// Gives whether the input was sealed after its mutation (so it passes the checksum).
fn link_input(g: &mut Gen, bodies: &[Vec<u8>], prefix: &str, version: u8) -> (String, bool) {
    let prefix = match g.below(10) {
        0 => "",
        1 => [INVITE_PREFIX, REPLY_PREFIX][g.below(2)],
        _ => prefix,
    };
    let mut body = bodies[g.below(bodies.len())].clone();
    let choice = g.below(10);
    if choice < 6 {
        for _ in 0..1 + g.below(3) {
            mutate(g, &mut body);
        }
        let version = if g.percent(97) { version } else { g.byte() };
        let text = to_base32(&seal(version, &body));
        return (format!("{prefix}{text}"), true);
    }
    let mut text = to_base32(&seal(version, &body)).into_bytes();
    if choice < 9 {
        for _ in 0..1 + g.below(3) {
            mutate(g, &mut text);
        }
    } else {
        let len = g.below(700);
        text = (0..len).map(|_| SYMBOLS.as_bytes()[g.below(32)]).collect();
    }
    let mut text = String::from_utf8_lossy(&text).into_owned();
    if g.percent(5) {
        text.push('é');
    }
    (format!("{prefix}{text}"), false)
}

fn within_bounds(c: &Connection) {
    assert!((1..=MAX_CANDIDATES).contains(&c.candidates.len()));
    assert!((4..=32).contains(&c.ufrag.len()) && (22..=64).contains(&c.pwd.len()));
    assert_eq!(
        Connection::from_sdp(&c.offer_sdp()).map(|c| c.candidates),
        Ok(c.candidates.clone())
    );
}

/// Feeds `INPUTS` inputs to `decode`; gives how many were sealed and how many accepted.
fn fuzz_link<T>(
    bodies: &[Vec<u8>],
    prefix: &str,
    version: u8,
    seed: u64,
    decode: impl Fn(&str) -> Result<T, kemps::friends::net::InviteError>,
    accepted: impl Fn(&T),
) -> (usize, usize) {
    let mut g = Gen(ChaCha8Rng::seed_from_u64(seed));
    let (mut sealed, mut opened) = (0, 0);
    for _ in 0..INPUTS {
        let (text, was_sealed) = link_input(&mut g, bodies, prefix, version);
        sealed += usize::from(was_sealed);
        let read = catch_unwind(AssertUnwindSafe(|| decode(&text)))
            .unwrap_or_else(|_| panic!("panicked on {text:?}"));
        match read {
            Ok(value) => {
                opened += 1;
                accepted(&value);
            }
            Err(why) => assert!(!why.to_string().is_empty()),
        }
    }
    (sealed, opened)
}

#[test]
fn invites_and_replies_from_anyone_never_panic_and_stay_within_bounds() {
    let invite_bodies: Vec<Vec<u8>> = invites()
        .iter()
        .map(|i| postcard::to_allocvec(i).unwrap())
        .collect();
    let (sealed, opened) = fuzz_link(
        &invite_bodies,
        INVITE_PREFIX,
        INVITE_VERSION,
        1,
        Invite::decode,
        |invite| {
            assert!(invite.host.chars().count() <= MAX_HOST_CHARS);
            assert!(invite
                .host
                .chars()
                .all(|c| !kemps::i18n::shown::is_unsafe(c)));
            assert!(invite.seat < invite.teams * 2);
            within_bounds(&invite.connection);
            assert_eq!(Invite::decode(&invite.encode()).as_ref(), Ok(invite));
        },
    );
    assert!(
        sealed > INPUTS / 2 && opened > INPUTS / 100,
        "{sealed} sealed, {opened} opened"
    );

    let reply_bodies: Vec<Vec<u8>> = replies()
        .iter()
        .map(|r| postcard::to_allocvec(r).unwrap())
        .collect();
    let (sealed, opened) = fuzz_link(
        &reply_bodies,
        REPLY_PREFIX,
        REPLY_VERSION,
        2,
        Reply::decode,
        |reply| {
            within_bounds(&reply.connection);
            assert_eq!(Reply::decode(&reply.encode()).as_ref(), Ok(reply));
        },
    );
    assert!(
        sealed > INPUTS / 2 && opened > INPUTS / 100,
        "{sealed} sealed, {opened} opened"
    );
}

/// Words a candidate line is made of, with the edge cases of each field.
const CANDIDATE_WORDS: [&[&str]; 8] = [
    &[
        "1",
        "3239265235",
        "",
        "x/+",
        "0123456789abcdefghijklmnopqrstuvw",
        "é",
    ],
    &["1", "2", "0", "65536", "-1", "+1"],
    &["udp", "UDP", "tcp", "sctp", ""],
    &["2113937151", "0", "4294967295", "4294967296", "-5", "x"],
    &[
        "10.0.0.1",
        "0.0.0.0",
        "256.0.0.1",
        "::1",
        "fe80::1%eth0",
        "2001:db8::7",
        "4515e1a1-2882-46f0-a77a-87c29c919aa8.local",
        "4515E1A1-2882-46F0-A77A-87C29C919AA8.local",
        "4515e1a1-2882-46f0-a77a-87c29c919aaX.local",
        "4515e1a1x2882-46f0-a77a-87c29c919aa8.local",
        "laptop.local",
        "",
    ],
    &["48733", "0", "65535", "65536", "-1", ""],
    &["typ", "type", ""],
    &["host", "srflx", "relay", "prflx", "other", ""],
];
const TAILS: [&str; 7] = [
    "",
    " raddr 0.0.0.0 rport 0",
    " raddr 10.0.0.1 rport 9 generation 0",
    " raddr x.local rport 1",
    " raddr",
    " generation 0 network-cost 999",
    " rport 70000",
];

fn candidate_line(g: &mut Gen) -> String {
    let words: Vec<&str> = CANDIDATE_WORDS.iter().map(|w| g.pick(w)).collect();
    format!("a=candidate:{}{}", words.join(" "), g.pick(&TAILS))
}

fn sdp_input(g: &mut Gen) -> String {
    let sample = if g.percent(50) { OFFER } else { ANSWER };
    let mut lines: Vec<String> = sample.lines().map(String::from).collect();
    for _ in 0..1 + g.below(4) {
        let at = g.below(lines.len());
        match g.below(6) {
            0 => {
                lines.remove(at);
            }
            1 => lines.insert(at, lines[at].clone()),
            2 => {
                let other = g.below(lines.len());
                lines.swap(at, other);
            }
            3 => {
                for _ in 0..g.below(10) {
                    lines.insert(at, candidate_line(g));
                }
            }
            _ => {
                let mut bytes = std::mem::take(&mut lines[at]).into_bytes();
                mutate(g, &mut bytes);
                lines[at] = String::from_utf8_lossy(&bytes).into_owned();
            }
        }
        if lines.is_empty() {
            break;
        }
    }
    let ending = if g.percent(80) { "\r\n" } else { "\n" };
    lines.join(ending)
}

#[test]
fn any_sdp_text_reads_or_is_refused_in_words_without_a_panic() {
    let mut g = Gen(ChaCha8Rng::seed_from_u64(3));
    let mut read = 0;
    for _ in 0..INPUTS {
        let text = sdp_input(&mut g);
        let result = catch_unwind(AssertUnwindSafe(|| Connection::from_sdp(&text)))
            .unwrap_or_else(|_| panic!("panicked on {text:?}"));
        match result {
            Ok(c) => {
                read += 1;
                within_bounds(&c);
                let again = Connection::from_sdp(&c.offer_sdp());
                assert_eq!(
                    again,
                    Ok(Connection {
                        setup: Setup::ActPass,
                        ..c
                    })
                );
            }
            Err(why) => assert!(why.to_string().ends_with('.')),
        }
    }
    assert!(read > INPUTS / 10 && read < INPUTS * 9 / 10, "{read} read");
}

fn any_address() -> impl Strategy<Value = Address> {
    prop_oneof![
        any::<[u8; 4]>().prop_map(Address::V4),
        any::<[u8; 16]>().prop_map(Address::V6),
        any::<[u8; 16]>().prop_map(Address::Mdns),
    ]
}

fn any_candidate() -> impl Strategy<Value = Candidate> {
    let kind = prop_oneof![
        Just(CandidateKind::Host),
        (any_address(), any::<u16>()).prop_map(|(related, related_port)| {
            CandidateKind::ServerReflexive {
                related,
                related_port,
            }
        }),
        (any_address(), any::<u16>()).prop_map(|(related, related_port)| CandidateKind::Relay {
            related,
            related_port
        }),
    ];
    (any_address(), 1..=u16::MAX, kind).prop_map(|(address, port, kind)| Candidate {
        address,
        port,
        kind,
    })
}

fn any_connection() -> impl Strategy<Value = Connection> {
    (
        "[A-Za-z0-9+/]{4,32}",
        "[A-Za-z0-9+/]{22,64}",
        any::<[u8; 32]>(),
        prop_oneof![
            Just(Setup::Active),
            Just(Setup::Passive),
            Just(Setup::ActPass)
        ],
        prop::collection::vec(any_candidate(), 1..=MAX_CANDIDATES),
    )
        .prop_map(|(ufrag, pwd, fingerprint, setup, all)| {
            let mut candidates: Vec<Candidate> = Vec::new();
            for candidate in all {
                if !candidates.contains(&candidate) {
                    candidates.push(candidate);
                }
            }
            // Best type first, as a browser's priorities put them.
            candidates.sort_by_key(|c| match c.kind {
                CandidateKind::Host => 0,
                CandidateKind::ServerReflexive { .. } => 1,
                CandidateKind::Relay { .. } => 2,
            });
            Connection {
                ufrag,
                pwd,
                fingerprint,
                setup,
                candidates,
            }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_valid_connection_travels_unchanged(c in any_connection(), token in any::<u64>(), seat in 0u8..12) {
        let reply = Reply { token, seat, name: "Mia".into(), connection: c.clone() };
        prop_assert_eq!(Reply::decode(&reply.encode()), Ok(reply));
        let friends = vec![if seat == 1 { 2 } else { 1 }];
        let invite = Invite { token, host: "Ada".into(), seat, teams: 6, level: 2, preset: 3, friends, options: RuleOptions::default(), connection: c.clone() };
        prop_assert_eq!(Invite::decode(&invite.encode()), Ok(invite));
        // The regenerated SDP keeps every candidate, in order (SDP reads sort by priority).
        let offer = Connection::from_sdp(&c.offer_sdp());
        prop_assert_eq!(offer, Ok(Connection { setup: Setup::ActPass, ..c.clone() }));
        let answer = Connection::from_sdp(&c.answer_sdp()).map(|a| a.setup);
        prop_assert_eq!(answer, Ok(if c.setup == Setup::Passive { Setup::Passive } else { Setup::Active }));
    }
}
