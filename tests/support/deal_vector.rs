//! The whole first-round deal of a seeded game, as tests/golden/deals.json and
//! tests/golden/links.json pin it; shared by the native and the browser checks.
// Each test crate that includes this file uses a part of it.
#![allow(dead_code)]

use kemps::engine::{Card, Game, Preset, Rules, Table};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealVector {
    pub preset: Preset,
    pub teams: u8,
    pub seed: u64,
    pub dealer: u8,
    pub hands: Vec<Vec<Card>>,
    pub centre: Vec<Card>,
    /// Top card first.
    pub stock: Vec<Card>,
}

impl DealVector {
    /// The first deal of `preset` at a table of `teams` for `seed`; `None` for a bad team count.
    pub fn of(preset: Preset, teams: u8, seed: u64) -> Option<DealVector> {
        let table = Table::new(teams)?;
        let (game, _) = Game::new(Rules::of(preset), table, seed);
        Some(DealVector {
            preset,
            teams,
            seed,
            dealer: game.dealer().number(),
            hands: table.seats().map(|s| game.hand(s).to_vec()).collect(),
            centre: game.centre().to_vec(),
            stock: game.stock_top_first().collect(),
        })
    }
}
