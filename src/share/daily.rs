//! The daily deal: one game per UTC day, the same for everyone.

use super::link::GameId;
use crate::bots::LevelName;
use crate::engine::{Preset, RuleOptions};

/// Days since 1970-01-01 of a UTC date (proleptic Gregorian).
pub fn day_number(year: i64, month: u32, day: u32) -> i64 {
    let (y, m) = if month <= 2 {
        (year - 1, month as i64 + 9)
    } else {
        (year, month as i64 - 3)
    };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + day as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// "2026-11-21" of a day number.
pub fn date_text(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    format!("{y:04}-{m:02}-{d:02}")
}

/// Spreads the bits of a day number (SplitMix64's finaliser): neighbouring days get
/// unrelated deals.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The game of a day: classic rules, four players, Sharp bots.
pub fn daily_game(days: i64) -> GameId {
    let bits = (1u64 << super::code::FRESH_SEED_BITS) - 1;
    GameId {
        seed: mix(days as u64) & bits,
        bots_seed: mix(days as u64 ^ 0xDA11) & bits,
        preset: Preset::Classic,
        teams: 2,
        level: LevelName::Sharp,
        options: RuleOptions::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_day_numbers_agree() {
        assert_eq!(day_number(1970, 1, 1), 0);
        assert_eq!(day_number(2026, 11, 21), 20_778);
        assert_eq!(date_text(20_778), "2026-11-21");
        assert_eq!(day_number(2000, 2, 29) + 1, day_number(2000, 3, 1));
        for d in [-1000, 0, 59, 11_016, 20_778, 40_000] {
            let t = date_text(d);
            let (y, m, dd) = (
                t[0..4].parse().unwrap(),
                t[5..7].parse().unwrap(),
                t[8..10].parse().unwrap(),
            );
            assert_eq!(day_number(y, m, dd), d);
        }
    }

    #[test]
    fn each_day_has_its_own_deal_the_same_for_everyone() {
        assert_eq!(daily_game(20_778), daily_game(20_778));
        assert_ne!(daily_game(20_778).seed, daily_game(20_779).seed);
        assert!(daily_game(20_778).seed < 1 << 40);
    }
}
