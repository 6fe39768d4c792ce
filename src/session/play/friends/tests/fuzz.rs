//! Damaged and random messages between a host's page and a friend's: refused or read, never
//! a panic.

use super::*;

/// A tiny deterministic generator for the fuzz test (xorshift).
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Damages a message: flips, drops, repeats or inserts bytes, or cuts it short.
fn damaged(bytes: &[u8], noise: &mut Noise) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for _ in 0..1 + noise.below(4) {
        let at = noise.below(out.len());
        match noise.below(5) {
            0 => out[at] ^= 1 << noise.below(8),
            1 => {
                out.remove(at.min(out.len() - 1));
            }
            2 => out.insert(at, b"{}[]\",:0123456789-e"[noise.below(19)]),
            3 => out.truncate(at.max(1)),
            _ => out.insert(at, noise.next() as u8),
        }
        if out.is_empty() {
            out.push(WIRE_VERSION_FOR_TESTS);
        }
    }
    out
}

const WIRE_VERSION_FOR_TESTS: u8 = crate::friends::wire::WIRE_VERSION;

#[test]
fn damaged_messages_either_way_are_refused_or_read_safely() {
    fuzz_messages(100_000);
}

/// The long fuzz, run by `scripts/bench`.
#[test]
#[ignore]
fn a_million_damaged_messages_either_way_are_refused_or_read_safely() {
    fuzz_messages(1_000_000);
}

/// `inputs` damaged or random messages through both pages' decoders; whatever still reads
/// is heard by the pages, which never panic.
fn fuzz_messages(inputs: usize) {
    let (mut host, mut page) = pages(5, 2, Seat::at(1));
    let mut t = 0.0;
    let mut samples = Vec::new();
    while samples.len() < 40 && t < 600_000.0 {
        t += 50.0;
        host.advance(t);
        page.advance(t);
        if (t as u64) % 900 == 0 {
            page.pass(t);
            page.gesture(Gesture::Wink, t);
        }
        samples.extend(host.for_friends(t).into_iter().map(|(_, m)| m.encode()));
        samples.extend(page.for_host().into_iter().map(|m| m.encode()));
    }
    samples.extend(told_not_worded().iter().map(ToFriend::encode));
    samples.push(ToHost::Signals(Signals::one(Gesture::Cough).code()).encode());
    let mut noise = Noise(0x9E37_79B9_7F4A_7C15);
    let (mut read, mut refused) = (0, 0);
    for i in 0..inputs {
        let sample = &samples[i % samples.len()];
        let bytes = match i % 10 {
            // Now and then, plain noise of any length.
            0 => (0..noise.below(300)).map(|_| noise.next() as u8).collect(),
            _ => damaged(sample, &mut noise),
        };
        match ToFriend::decode(&bytes, Some(page.table())) {
            Ok(message) => {
                read += 1;
                // Whatever fits is safe to hear: the page never panics on it.
                page.from_host(message, t);
            }
            Err(_) => refused += 1,
        }
        if let Ok(message) = ToHost::decode(&bytes) {
            host.from_friend(Seat::at(1), message, t);
        }
    }
    assert!(
        refused > 50_000,
        "most damaged messages are refused ({refused})"
    );
    assert!(
        read > 0,
        "some damage leaves a message that still reads ({read})"
    );
    assert!(ToFriend::decode(&vec![WIRE_VERSION_FOR_TESTS; 70_000], None).is_err());
    assert_eq!(
        ToHost::decode(&[9, b'{', b'}']),
        Err(crate::friends::WireError::Version(9))
    );
}

/// Every form of refusal and ending the host sends (the friend's page words them), and new
/// signals: damaged like the rest.
fn told_not_worded() -> Vec<ToFriend> {
    use crate::engine::{Card, Order, RuleError};
    use crate::friends::{Ending, Refusal};
    let card: Card = "7H".parse().expect("a card");
    let errors = [
        RuleError::RoundOver,
        RuleError::CardGone(card),
        RuleError::CardSwept(card),
        RuleError::NotInHand(card),
        RuleError::WrongOrder(Order::PickFirst),
        RuleError::StopRightLost,
    ];
    let mut out: Vec<ToFriend> = (errors.into_iter())
        .map(|e| ToFriend::Refused(Refusal::Rules(e)))
        .collect();
    out.extend([
        ToFriend::Refused(Refusal::NextRound),
        ToFriend::Refused(Refusal::NotReady(NotReady::Paused)),
        ToFriend::Ended(Ending::HostLeft),
        ToFriend::OtherFriend {
            seat: 2,
            here: false,
        },
        ToFriend::Signals(Signals::new(&[Gesture::Wink, Gesture::Shrug]).map_or(0, |s| s.code())),
    ]);
    out
}
