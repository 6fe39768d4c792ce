//! Determinism in the spirit of ggrs's sync test: a recorded game played twice from its
//! seed reaches the same state hash and the same events, and the pinned record in
//! tests/golden/replay.json reaches its pinned hash here and in the browser.
//!
//! To pin a new record: KEMPS_BLESS=1 cargo test --test native replay::

use kemps::engine::{Preset, Rules, Table};
use kemps::sim::{record_random, Recording};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/replay.json");

#[derive(serde::Serialize, serde::Deserialize)]
struct Pinned {
    replay: Recording,
    state_hash: String,
    rounds: usize,
}

#[test]
fn a_recorded_game_plays_the_same_twice_for_every_preset() {
    for preset in Preset::ALL {
        for teams in [2, 3, 6] {
            let record = record_random(
                &Rules::of(preset),
                Table::new(teams).expect("valid"),
                900 + teams as u64,
                1500,
            );
            // Through JSON, as a replay file or link would carry it.
            let text = serde_json::to_string(&record).expect("serialise");
            let again: Recording = serde_json::from_str(&text).expect("deserialise");
            let (a, events_a) = record.play().expect("plays");
            let (b, events_b) = again.play().expect("plays");
            assert_eq!(a.state_hash(), b.state_hash(), "{preset:?} {teams}");
            assert_eq!(events_a, events_b);
            assert!(
                !a.history().is_empty(),
                "the record spans at least one round"
            );
        }
    }
}

#[test]
fn the_state_hash_sees_a_changed_action() {
    let mut record = record_random(
        &Rules::of(Preset::Classic),
        Table::new(2).expect("valid"),
        5,
        400,
    );
    let (a, _) = record.play().expect("plays");
    let gestures_only = Recording {
        actions: record
            .actions
            .iter()
            .filter(|x| matches!(x.action, kemps::engine::Action::Gesture(_)))
            .cloned()
            .collect(),
        ..record.clone()
    };
    let (b, _) = gestures_only.play().expect("plays");
    assert_ne!(
        a.state_hash(),
        b.state_hash(),
        "without its exchanges and calls the game ends elsewhere"
    );
    record.seed += 1;
    let (c, _) = record.play().expect("plays");
    assert_ne!(a.state_hash(), c.state_hash(), "another seed, another game");
}

#[test]
fn the_pinned_record_reaches_its_pinned_hash() {
    if std::env::var_os("KEMPS_BLESS").is_some() {
        let replay = record_random(
            &Rules::of(Preset::Party),
            Table::new(3).expect("valid"),
            2026,
            2000,
        );
        let (game, _) = replay.play().expect("plays");
        let pinned = Pinned {
            state_hash: format!("{:016x}", game.state_hash()),
            rounds: game.history().len(),
            replay,
        };
        std::fs::write(FILE, serde_json::to_string(&pinned).expect("json") + "\n").expect("write");
    }
    let pinned: Pinned =
        serde_json::from_str(&std::fs::read_to_string(FILE).expect("pinned replay")).expect("json");
    let (game, _) = pinned.replay.play().expect("plays");
    assert_eq!(format!("{:016x}", game.state_hash()), pinned.state_hash);
    assert_eq!(game.history().len(), pinned.rounds);
}
