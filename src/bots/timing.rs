//! Human reaction times: log-normal, skewed towards the occasional slow reaction.
//!
//! The logarithm, exponential and cosine come from the `libm` crate, never from `f64`'s
//! methods: those call the platform's maths library (glibc natively, a port of musl in
//! wasm32), which may round the last bit differently, and a delay truncated to whole
//! milliseconds would then differ between a native replay and the browser. `libm` is the
//! same Rust code on every target, and `+ - * /` and `sqrt` are exact in IEEE 754: so the
//! square root is `f64::sqrt`, one instruction on both targets (`libm::sqrt` gives the same
//! bits, but in wasm32 it is a software routine and its table, in the page's download).

use rand_chacha::rand_core::Rng;
use rand_chacha::ChaCha8Rng;

/// A uniform number in (0, 1].
pub fn unit(rng: &mut ChaCha8Rng) -> f64 {
    (rng.next_u32() as f64 + 1.0) / (u32::MAX as f64 + 1.0)
}

/// A standard normal number (Box–Muller). Not inlined, like the two below: the maths would
/// otherwise be copied into every caller, in the page's download too.
#[inline(never)]
pub fn normal(rng: &mut ChaCha8Rng) -> f64 {
    let (u1, u2) = (unit(rng), unit(rng));
    (-2.0 * libm::log(u1)).sqrt() * libm::cos(2.0 * std::f64::consts::PI * u2)
}

/// A log-normal delay in milliseconds with the given median, never below 120 ms (nobody
/// reacts faster) nor above ten medians.
#[inline(never)]
pub fn reaction_ms(rng: &mut ChaCha8Rng, median_ms: f64, sigma: f64) -> u64 {
    let ms = median_ms * libm::exp(sigma * normal(rng));
    // `f64::clamp`, less its check that the bounds are in order (the check's message would
    // bring float formatting into the page).
    let cap = median_ms * 10.0;
    let ms = if ms < 120.0 { 120.0 } else { ms };
    (if ms > cap { cap } else { ms }) as u64
}

/// The wait until the next event of a Poisson process with `per_minute` events a minute.
#[inline(never)]
pub fn poisson_gap_ms(rng: &mut ChaCha8Rng, per_minute: f64) -> u64 {
    if per_minute <= 0.0 {
        return u64::MAX / 4;
    }
    (-libm::log(unit(rng)) * 60_000.0 / per_minute) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::rand_core::SeedableRng;

    #[test]
    fn reactions_are_skewed_around_their_median() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut samples: Vec<u64> = (0..10_000)
            .map(|_| reaction_ms(&mut rng, 800.0, 0.45))
            .collect();
        samples.sort_unstable();
        let median = samples[5_000] as f64;
        let mean = samples.iter().sum::<u64>() as f64 / samples.len() as f64;
        assert!((750.0..850.0).contains(&median), "median {median}");
        assert!(mean > median, "right-skewed: mean {mean} > median {median}");
        assert!(samples[0] >= 120);
    }

    #[test]
    fn poisson_gaps_have_the_asked_rate() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let total: u64 = (0..10_000).map(|_| poisson_gap_ms(&mut rng, 6.0)).sum();
        let mean = total as f64 / 10_000.0;
        assert!((9_500.0..10_500.0).contains(&mean), "mean gap {mean}");
    }
}
