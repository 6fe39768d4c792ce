//! Share links and replays from outside: round trips for every preset and table, damage
//! always detected (a million links mutated as text, every one stopped at the checksum;
//! tests/native/fuzz.rs seals its mutations to reach the decoders behind it), and golden links that
//! every future version must open to the same first deal.
//!
//! To pin golden links (once, never to "fix" a failure): KEMPS_BLESS=1 cargo test --test native share::

// Native only: proptest is not built for the wasm32 target.
#![cfg(not(target_arch = "wasm32"))]

use crate::deal_vector::DealVector;
use kemps::bots::LevelName;
use kemps::engine::{Action, Gesture, Order, Preset, RuleOptions, Table};
use kemps::share::{GameId, LinkError, LogEntry, MatchRecord};
use proptest::prelude::*;
use rand_chacha::rand_core::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/links.json");

fn level(i: u8) -> LevelName {
    LevelName::ALL[i as usize % 3]
}

fn preset(i: u8) -> Preset {
    Preset::ALL[i as usize % 4]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]
    #[test]
    fn every_game_round_trips_and_every_damage_is_caught(seed in 0u64..=kemps::game_id::MAX_SEED, bots in 0u64..=kemps::game_id::MAX_SEED,
                                                         p in 0u8..4, teams in 2u8..=6, l in 0u8..3, pos in any::<usize>(), sym in any::<u8>()) {
        let game = GameId { seed, bots_seed: bots, preset: preset(p), teams, level: level(l), options: RuleOptions::default() };
        let link = game.encode();
        prop_assert!(link.len() < 60);
        prop_assert_eq!(GameId::decode(&link), Ok(game.clone()));
        let i = pos % link.len();
        let mut changed = link.clone().into_bytes();
        let replacement = b"0123456789ABCDEFGHJKMNPQRSTVWXYZaz-_#"[sym as usize % 37];
        if changed[i] != replacement {
            changed[i] = replacement;
            let changed = String::from_utf8(changed).expect("ascii");
            prop_assert!(GameId::decode(&changed).is_err(), "{} opened a game", changed);
        }
        prop_assert!(GameId::decode(&link[..i]).is_err());
    }
}

#[test]
fn a_million_fuzzed_inputs_never_panic_and_never_open_another_game() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xF022);
    let valid: Vec<String> = (0..64u64)
        .map(|i| {
            GameId {
                seed: i * 7919,
                bots_seed: i,
                preset: preset(i as u8),
                teams: 2 + (i % 5) as u8,
                level: level(i as u8),
                options: RuleOptions::default(),
            }
            .encode()
        })
        .collect();
    let alphabet: Vec<char> = "0123456789ABCDEFGHJKMNPQRSTVWXYZabcxyz-_#=é "
        .chars()
        .collect();
    let (mut opened, mut unchanged) = (0, 0);
    for n in 0..1_000_000u32 {
        let input = fuzzed_link(&mut rng, n, &valid, &alphabet);
        let is_valid = valid.iter().any(|v| v == input.trim_start_matches('#'));
        unchanged += usize::from(is_valid);
        match GameId::decode(&input) {
            // Only an unchanged link opens (a mutation that undid itself), to its own game.
            Ok(game) => {
                assert!(is_valid, "{input:?} was changed and opened a game");
                assert_eq!(game.encode(), input.trim_start_matches('#'));
                opened += 1;
            }
            // Text changed by hand never gets past the symbols and the checksum.
            Err(e) => assert!(
                matches!(
                    e,
                    LinkError::Empty | LinkError::BadSymbol(_) | LinkError::Damaged
                ),
                "{input:?} passed the checksum and was refused as {e:?}"
            ),
        }
        if n % 10 == 0 {
            assert!(
                MatchRecord::decode(&input).is_err(),
                "{input:?} opened as a replay"
            );
        }
    }
    assert!(
        unchanged > 1_000,
        "only {unchanged} mutations undid themselves"
    );
    assert_eq!(opened, unchanged, "every unchanged link opens");
}

/// Input `n` of the fuzzing: random text, random bytes read as text, or a valid link with a
/// few symbols changed, inserted or deleted.
fn fuzzed_link(rng: &mut ChaCha8Rng, n: u32, valid: &[String], alphabet: &[char]) -> String {
    match n % 4 {
        // Random strings over a link-like alphabet.
        0 => (0..rng.next_u32() % 40)
            .map(|_| alphabet[rng.next_u32() as usize % alphabet.len()])
            .collect(),
        // Random bytes, read as text.
        1 => String::from_utf8_lossy(
            &(0..rng.next_u32() % 40)
                .map(|_| rng.next_u32() as u8)
                .collect::<Vec<_>>(),
        )
        .into_owned(),
        // A valid link with symbols changed, inserted or deleted.
        _ => {
            let mut s: Vec<char> = valid[rng.next_u32() as usize % valid.len()]
                .chars()
                .collect();
            for _ in 0..1 + rng.next_u32() % 3 {
                let i = rng.next_u32() as usize % (s.len() + 1);
                let c = alphabet[rng.next_u32() as usize % 32];
                match rng.next_u32() % 3 {
                    0 if i < s.len() => s[i] = c,
                    1 => s.insert(i, c),
                    _ if i < s.len() => {
                        s.remove(i);
                    }
                    _ => {}
                }
            }
            s.into_iter().collect()
        }
    }
}

#[test]
fn replays_round_trip_and_refuse_damage() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for p in 0..4u8 {
        let game = GameId {
            seed: 99,
            bots_seed: 98,
            preset: preset(p),
            teams: 2 + p,
            level: LevelName::Ruthless,
            options: RuleOptions::default(),
        };
        let mut at = 0;
        let entries: Vec<LogEntry> = (0..250)
            .map(|i| {
                at += (rng.next_u32() % 3000) as u64;
                if i % 50 == 0 {
                    LogEntry::Signal {
                        at,
                        signals: Gesture::ALL[i % 12].into(),
                    }
                } else {
                    let card = kemps::engine::Card::from_index(rng.next_u32() as usize % 52);
                    LogEntry::Act {
                        at,
                        action: if i % 3 == 0 {
                            Action::Pass
                        } else {
                            Action::swap(&[card], &[card]).expect("one card")
                        },
                    }
                }
            })
            .collect();
        let record = MatchRecord {
            game,
            signals: Gesture::Yawn.into(),
            entries,
            time: at + 5,
            people: Vec::new(),
        };
        let text = record.encode();
        assert_eq!(MatchRecord::decode(&text), Ok(record.clone()));
        assert!(
            record.link_fragment().is_some_and(|f| f.len() <= 2_000),
            "250 random actions fit in a link: {}",
            text.len()
        );
        for i in (0..text.len()).step_by(7) {
            let mut b = text.clone().into_bytes();
            b[i] = if b[i] == b'A' { b'B' } else { b'A' };
            assert!(MatchRecord::decode(&String::from_utf8(b).expect("ascii")).is_err());
            assert!(MatchRecord::decode(&text[..i]).is_err());
        }
    }
    assert_eq!(MatchRecord::decode("#replay="), Err(LinkError::Empty));
}

#[derive(serde::Serialize, serde::Deserialize)]
struct GoldenLink {
    link: String,
    seed: u64,
    bots_seed: u64,
    teams: u8,
    first_deal: DealVector,
}

fn golden_games() -> Vec<GameId> {
    let mut games = Vec::new();
    for (i, p) in Preset::ALL.iter().enumerate() {
        for teams in [2u8, 3, 4] {
            games.push(GameId {
                seed: 1_000 + i as u64 * 31 + teams as u64,
                bots_seed: 7 + teams as u64,
                preset: *p,
                teams,
                level: level(teams),
                options: RuleOptions::default(),
            });
        }
    }
    games.push(GameId {
        seed: 424_242,
        bots_seed: 1,
        preset: Preset::Party,
        teams: 3,
        level: LevelName::Ruthless,
        options: RuleOptions {
            order: Some(Order::DropFirst),
            word: Some("HORSE".into()),
            ..Default::default()
        },
    });
    // Ten and twelve players, with two decks.
    for (teams, preset) in [(5u8, Preset::Classic), (6, Preset::Tournament)] {
        games.push(GameId {
            seed: 60_000 + teams as u64,
            bots_seed: 11,
            preset,
            teams,
            level: LevelName::Sharp,
            options: RuleOptions::default(),
        });
    }
    games
}

fn first_deal(game: &GameId) -> DealVector {
    let table = Table::new(game.teams).expect("valid");
    let (g, _) = kemps::engine::Game::new(game.rules().expect("a playable game"), table, game.seed);
    DealVector {
        preset: game.preset,
        teams: game.teams,
        seed: game.seed,
        dealer: g.dealer().number(),
        hands: table.seats().map(|s| g.hand(s).to_vec()).collect(),
        centre: g.centre().to_vec(),
        stock: g.stock_top_first().collect(),
    }
}

#[test]
fn golden_links_open_the_same_first_deal() {
    if std::env::var_os("KEMPS_BLESS").is_some() {
        let pinned: Vec<GoldenLink> = golden_games()
            .iter()
            .map(|g| GoldenLink {
                link: format!("#{}", g.encode()),
                seed: g.seed,
                bots_seed: g.bots_seed,
                teams: g.teams,
                first_deal: first_deal(g),
            })
            .collect();
        std::fs::write(
            GOLDEN,
            serde_json::to_string_pretty(&pinned).expect("json") + "\n",
        )
        .expect("write");
    }
    let pinned: Vec<GoldenLink> =
        serde_json::from_str(&std::fs::read_to_string(GOLDEN).expect("golden links"))
            .expect("json");
    assert!(pinned.len() >= 15);
    assert!(
        pinned.iter().any(|g| g.teams == 6),
        "a golden link of twelve players"
    );
    for g in &pinned {
        let game = GameId::decode(&g.link).unwrap_or_else(|e| panic!("{}: {e:?}", g.link));
        assert_eq!(
            (game.seed, game.bots_seed, game.teams),
            (g.seed, g.bots_seed, g.teams)
        );
        assert_eq!(
            first_deal(&game),
            g.first_deal,
            "{} deals differently",
            g.link
        );
        // The same game is written as the same link: the format has not changed under
        // its version number.
        assert_eq!(format!("#{}", game.encode()), g.link);
    }
}
