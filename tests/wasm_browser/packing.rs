//! Replays packed by the browser's compression streams: the bytes `miniz_oxide` reads and
//! writes natively, with the same bounds when unpacking.
#![cfg(target_arch = "wasm32")]

use kemps::engine::{Action, Card, Gesture, Table};
use kemps::session::MatchSetup;
use kemps::share::link::{seal, to_base32};
use kemps::share::replay::{FRIENDS_REPLAY_VERSION, MAX_RECORD_BYTES, REPLAY_VERSION};
use kemps::share::{LinkError, LogEntry, MatchRecord};
use kemps::ui::packing;
use wasm_bindgen_test::*;

fn record() -> MatchRecord {
    let entries = (1..=300u64)
        .map(|i| match i % 7 {
            0 => LogEntry::Signal {
                at: i * 250,
                signals: Gesture::Shrug.into(),
            },
            _ => LogEntry::Act {
                at: i * 250,
                action: Action::swap(
                    &[Card::from_index((i % 52) as usize)],
                    &[Card::from_index(((i * 7) % 52) as usize)],
                )
                .expect("one for one"),
            },
        })
        .collect();
    MatchRecord {
        game: MatchSetup::new(2026).game,
        signals: Gesture::Wink.into(),
        entries,
        time: 80_000,
        people: Vec::new(),
    }
}

#[wasm_bindgen_test]
async fn the_browser_reads_what_miniz_packs_and_miniz_reads_what_the_browser_packs() {
    let r = record();
    assert_eq!(packing::decode(&r.encode()).await, Ok(r.clone()));
    let text = packing::encode(&r).await.expect("packs");
    assert_eq!(MatchRecord::decode(&text), Ok(r.clone()));
    assert!(
        text.len() * 3 < r.to_body().len() * 8 / 5,
        "it is compressed"
    );
    let fragment = packing::fragment(&r)
        .await
        .expect("short enough for a link");
    assert_eq!(packing::decode(&format!("#{fragment}")).await, Ok(r));
}

/// A match with a friend is packed in its own version, which the browser reads back too.
#[wasm_bindgen_test]
async fn a_record_of_a_match_with_a_friend_is_packed_and_read_in_its_version() {
    let mut r = record();
    let friend = Table::new(r.game.teams)
        .and_then(|table| table.seat(1))
        .expect("seat 1 at the record's table");
    r.people = vec![friend];
    r.entries.push(LogEntry::Press {
        at: 79_000,
        seat: friend,
        made: 78_800,
        action: Action::Pass,
    });
    r.entries.push(LogEntry::BotSeated {
        at: 79_500,
        seat: friend,
    });
    assert_eq!(r.version(), FRIENDS_REPLAY_VERSION);
    let text = packing::encode(&r).await.expect("packs");
    assert_eq!(MatchRecord::decode(&text), Ok(r.clone()));
    assert_eq!(packing::decode(&text).await, Ok(r.clone()));
    assert_eq!(packing::decode(&r.encode()).await, Ok(r));
}

#[wasm_bindgen_test]
async fn unpacking_stops_at_the_bound_and_refuses_what_is_not_deflate() {
    // Small as text, past the bound once unpacked (zeros deflate a thousandfold).
    let bomb = miniz_oxide::deflate::compress_to_vec(&vec![0; MAX_RECORD_BYTES + 1], 9);
    let text = to_base32(&seal(REPLAY_VERSION, &bomb));
    assert_eq!(packing::decode(&text).await, Err(LinkError::TooLarge));
    let junk = to_base32(&seal(REPLAY_VERSION, &[0xff; 64]));
    assert_eq!(packing::decode(&junk).await, Err(LinkError::Garbled));
    assert_eq!(packing::decode("").await, Err(LinkError::Empty));
    assert_eq!(
        packing::decode("#replay=AAAA").await,
        Err(LinkError::Damaged)
    );
}
