//! Fuzzing that reaches the decoders. A link mutated as text almost never keeps its
//! checksum, so text fuzzing alone tests the CRC and nothing behind it. Here most inputs
//! are mutated *before* they are sealed — as postcard bodies and, for replays, as deflated
//! bytes too — and then given the right version and checksum, so inflate, postcard and every
//! check of a game and of a record are fuzzed; raw text mutations are mixed in. Each format
//! is fed to the function the page feeds it to: a share link to `GameId::decode`, a
//! `#replay=` link and a replay file's text (as the browser reads it) to
//! `MatchRecord::decode`.
//!
//! For every input: no panic, an answer within `SLOWEST_DECODE` of CPU time, a refusal that says
//! something, and an accepted game or record within every bound that re-encodes to itself.
//! The counts of inputs that got past the checksum, through inflate and through postcard
//! are asserted, so the fuzzing cannot quietly stop reaching the decoders.
//!
//! `cargo test --test native -- fuzz:: --skip net_fuzz` runs a short round (about a minute in
//! all, dev profile); `cargo test --release --test native fuzz::a_million -- --ignored` runs a
//! million inputs per format.

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Duration;

use crate::cpu_time::on_cpu;

use kemps::bots::{LevelName, Signals};
use kemps::engine::{
    Action, CallKind, Card, Gesture, Order, Preset, Rules, Scoring, StockOut, StopTarget, SwapRule,
    WrongStop,
};
use kemps::game_id::MAX_SEED;
use kemps::share::link::{from_base32, seal, to_base32, unseal, LINK_VERSION};
use kemps::share::replay::{
    FRIENDS_REPLAY_VERSION, MAX_ENTRIES, MAX_RECORD_BYTES, MAX_RECORD_MS, MAX_RECORD_TEXT,
    REPLAY_PREFIX, REPLAY_VERSION,
};
use kemps::share::{GameId, LinkError, LogEntry, MatchRecord};
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// A decode that takes longer than this (in CPU time) would be felt on the page; none comes
/// close.
const SLOWEST_DECODE: Duration = Duration::from_millis(50);

mod answers;
mod bodies;
mod gen;

use answers::*;
use bodies::*;
use gen::*;

fn version(g: &mut Gen, right: u8) -> u8 {
    if g.percent(97) {
        right
    } else {
        g.byte()
    }
}

/// Valid bodies to splice from, and valid texts to mutate.
struct Pool {
    link_bodies: Vec<Vec<u8>>,
    link_texts: Vec<String>,
    raws: Vec<Vec<u8>>,
    packed: Vec<Vec<u8>>,
    replay_texts: Vec<String>,
    replay_text_bytes: Vec<Vec<u8>>,
}

fn pool(g: &mut Gen) -> Pool {
    let mut p = Pool {
        link_bodies: Vec::new(),
        link_texts: Vec::new(),
        raws: Vec::new(),
        packed: Vec::new(),
        replay_texts: Vec::new(),
        replay_text_bytes: Vec::new(),
    };
    while p.link_texts.len() < 64 {
        let body = postcard(&g.link_body());
        let text = sealed(LINK_VERSION, &body);
        if GameId::decode(&text).is_ok() {
            p.link_bodies.push(body);
            p.link_texts.push(text);
        }
    }
    let mut n = 2;
    while p.replay_texts.len() < 64 {
        n += 1;
        let raw = postcard(&g.replay_body(n));
        let packed = deflate(&raw);
        let text = sealed(REPLAY_VERSION, &packed);
        if MatchRecord::decode(&text).is_ok() {
            p.raws.push(raw);
            p.packed.push(packed);
            p.replay_text_bytes.push(text.clone().into_bytes());
            p.replay_texts.push(text);
        }
    }
    p
}

fn fuzz_share_links(g: &mut Gen, p: &Pool, inputs: usize) -> Tally {
    let mut t = Tally::default();
    for _ in 0..inputs {
        let hash = if g.percent(50) { "#" } else { "" };
        if g.percent(80) {
            let mut body = postcard(&g.link_body());
            if g.percent(60) {
                g.mutate(&mut body, &p.link_bodies);
            }
            let v = version(g, LINK_VERSION);
            let input = format!("{hash}{}", sealed(v, &body));
            let how = Sealed {
                right_version: v == LINK_VERSION,
                inflates: true,
            };
            t.feed(Format::ShareLink, &input, Some(how), None);
        } else {
            let original = p.link_texts[g.below(p.link_texts.len())].clone();
            let input = format!("{hash}{}", g.mutate_text(&original));
            t.feed(Format::ShareLink, &input, None, Some(&p.link_texts));
        }
    }
    t
}

/// A sealed record: a body mutated before deflate, or deflated bytes mutated, or (now and
/// then) a body unmutated, to fuzz the record's own checks.
fn sealed_record(g: &mut Gen, p: &Pool, n: usize) -> (String, Sealed) {
    let packed = if n % 4_096 == 3 {
        // A bomb: small once packed, past the bound once unpacked.
        let mut raw = p.raws[g.below(p.raws.len())].clone();
        raw.resize(MAX_RECORD_BYTES + 1 + g.below(1_000), 0);
        deflate(&raw)
    } else if g.percent(30) {
        let mut packed = p.packed[g.below(p.packed.len())].clone();
        g.mutate(&mut packed, &p.packed);
        packed
    } else {
        let mut raw = postcard(&g.replay_body(n));
        if g.percent(50) {
            g.mutate(&mut raw, &p.raws);
        }
        deflate(&raw)
    };
    let v = version(g, REPLAY_VERSION);
    let how = Sealed {
        // Both versions a page reads: a match alone, and one with friends.
        right_version: v == REPLAY_VERSION || v == FRIENDS_REPLAY_VERSION,
        inflates: inflates(&packed),
    };
    (sealed(v, &packed), how)
}

fn fuzz_replay_links(g: &mut Gen, p: &Pool, inputs: usize) -> Tally {
    let mut t = Tally::default();
    for n in 0..inputs {
        let prefix = g.pick(&["#replay=", "#replay=", "replay=", "#", ""]);
        if g.percent(80) {
            let (text, how) = sealed_record(g, p, n);
            t.feed(
                Format::ReplayLink,
                &format!("{prefix}{text}"),
                Some(how),
                None,
            );
        } else {
            let original = format!("{prefix}{}", p.replay_texts[g.below(p.replay_texts.len())]);
            let input = g.mutate_text(&original);
            t.feed(Format::ReplayLink, &input, None, Some(&p.replay_texts));
        }
    }
    t
}

/// A file's text as the browser reads it (UTF-8, anything else replaced).
fn file_text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn fuzz_replay_files(g: &mut Gen, p: &Pool, inputs: usize) -> Tally {
    let mut t = Tally::default();
    for n in 0..inputs {
        // Saved files end in nothing; edited ones often in a line break or spaces.
        let end = g.pick(&["", "", "\n", "\r\n", "  \n\n"]);
        if n % 4_096 == 7 {
            // As big as a file may be, and one symbol bigger: the cost of reading it all.
            let size = MAX_RECORD_TEXT + g.below(2);
            let mut big = p.replay_texts[0].clone();
            while big.len() < size {
                big.push(g.pick(&['0', 'Z', '7']));
            }
            t.feed(Format::ReplayFile, &file_text(big.as_bytes()), None, None);
        } else if g.percent(80) {
            let (text, how) = sealed_record(g, p, n);
            t.feed(Format::ReplayFile, &format!("{text}{end}"), Some(how), None);
        } else {
            let original = format!("{}{end}", p.replay_texts[g.below(p.replay_texts.len())]);
            let mut bytes = original.into_bytes();
            g.mutate(&mut bytes, &p.replay_text_bytes);
            t.feed(
                Format::ReplayFile,
                &file_text(&bytes),
                None,
                Some(&p.replay_texts),
            );
        }
    }
    t
}

fn fuzz_all(seed: u64, inputs: usize) {
    let mut g = Gen(ChaCha8Rng::seed_from_u64(seed));
    let p = pool(&mut g);
    let links = fuzz_share_links(&mut g, &p, inputs);
    links.report(Format::ShareLink);
    let replay_links = fuzz_replay_links(&mut g, &p, inputs);
    replay_links.report(Format::ReplayLink);
    let files = fuzz_replay_files(&mut g, &p, inputs);
    files.report(Format::ReplayFile);
    links.assert_reached(Format::ShareLink, EVERY_LINK_ANSWER);
    let every_record_answer = [EVERY_LINK_ANSWER, RECORD_ONLY_ANSWERS].concat();
    replay_links.assert_reached(Format::ReplayLink, &every_record_answer);
    files.assert_reached(Format::ReplayFile, &every_record_answer);
}

fn mirror_of_game(game: &GameId) -> LinkBody {
    let o = &game.options;
    let options = (*o != Default::default()).then(|| LinkOptions {
        scoring: o.scoring,
        word: o.word.clone(),
        lives: o.lives,
        target: o.target,
        swap: o.swap,
        order: o.order,
        stop_target: o.stop_target,
        wrong_stop: o.wrong_stop,
        double_calls: o.double_calls.map(|s| s.0),
        stock_out: o.stock_out,
        redeal_trips: o.redeal_trips.map(|s| s.0),
        center_trips_aside: o.center_trips_aside.map(|s| s.0),
        decks: o.decks.map(|d| match d {
            kemps::engine::Decks::Auto => 0,
            kemps::engine::Decks::One => 1,
            kemps::engine::Decks::Two => 2,
        }),
        idle_ms: o.idle_ms,
        countdown_ms: o.countdown_ms,
    });
    LinkBody {
        preset: game.preset,
        teams: game.teams,
        level: game.level,
        seed: game.seed,
        bots_seed: game.bots_seed,
        options,
    }
}

fn mirror_of_record(record: &MatchRecord) -> ReplayBody {
    let mut last = 0;
    let steps = record
        .entries
        .iter()
        .map(|e| {
            let gap = e.at() - last;
            last = e.at();
            match e {
                LogEntry::Act { action, .. } => Step::Act(gap, action.clone()),
                LogEntry::Signal { signals, .. } => Step::Signal(gap, *signals),
                other => unreachable!("the fuzz records matches alone: {other:?}"),
            }
        })
        .collect();
    ReplayBody {
        game: record.game.encode(),
        signals: record.signals,
        steps,
        time: record.time,
    }
}

/// The body inside a sealed text.
fn unsealed(text: &str) -> Vec<u8> {
    let bytes = from_base32(text).expect("base 32");
    unseal(&bytes).expect("sealed").1.to_vec()
}

#[test]
fn mirrors_write_what_the_encoders_write() {
    let mut g = Gen(ChaCha8Rng::seed_from_u64(1));
    let p = pool(&mut g);
    let mut with_options = 0;
    for text in &p.link_texts {
        let game = GameId::decode(text).expect("opens");
        with_options += usize::from(game.options != Default::default());
        assert_eq!(unsealed(&game.encode()), postcard(&mirror_of_game(&game)));
    }
    assert!(with_options > 10, "{with_options} games changed an option");
    let mut steps = 0;
    for text in &p.replay_texts {
        let record = MatchRecord::decode(text).expect("opens");
        steps += record.entries.len();
        let packed = unsealed(&record.encode());
        let raw = miniz_oxide::inflate::decompress_to_vec(&packed).expect("inflates");
        assert_eq!(raw, postcard(&mirror_of_record(&record)));
    }
    assert!(steps > 500, "{steps} steps");
}

/// About a minute for the three formats in the dev profile.
#[test]
fn fuzzed_links_replays_and_files_reach_the_decoders_and_never_break_them() {
    fuzz_all(0x5EA_1ED, 300_000);
}

#[test]
#[ignore = "a million inputs per format: cargo test --release --test native fuzz::a_million -- --ignored"]
fn a_million_fuzzed_inputs_per_format() {
    fuzz_all(0xF022_2026, 1_000_000);
}
