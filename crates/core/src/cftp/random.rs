//! The portable random source of coupling from the past: a counter-based hash.
//!
//! Propp–Wilson needs the random update of time −t to be the *same* every time the chains are
//! restarted further in the past (the post's "re-use the existing random draws"). The post keeps
//! the draws in a list, then, to save memory, keeps "markers" in Python's random stream and
//! re-generates blocks of draws. We go one step further: the draw for (time t, site s) is a pure
//! function of the seed, t and s (SplitMix64's finaliser applied to a counter), so nothing is
//! stored at all and any draw can be regenerated in O(1). The arithmetic is all on `u64`, so the
//! same seed gives the same draws, hence the same sample, natively and in 32-bit WebAssembly
//! (rand's `SmallRng` does not: it is a different generator on 32-bit targets).

use serde::{Deserialize, Serialize};

/// SplitMix64's increment, the golden ratio in 64-bit fixed point.
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's output function (Steele, Lea and Flood 2014): a bijective 64-bit mixer.
pub fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64: the `k`-th output (k = 0, 1, …) of the generator seeded with `state` is
/// `mix64(state + (k + 1)·γ)`, which is what makes it counter-based.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// The generator with the given state, as in the reference implementation.
    pub fn new(state: u64) -> Self {
        SplitMix64 { state }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN_GAMMA);
        mix64(self.state)
    }
}

/// A seeded source of the random draws of every time step of a chain.
///
/// [`RandomSource::at`] gives the generator of time −t; a chain draws from it in a fixed order,
/// so the update of time −t depends only on (seed, t).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RandomSource {
    seed: u64,
    key: u64,
}

impl RandomSource {
    /// The source for a user's seed.
    pub fn new(seed: u64) -> Self {
        RandomSource {
            seed,
            key: mix64(seed ^ 0x5EED_CF7F_0000_0001),
        }
    }

    /// The seed this source was made from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// An independent source for the `index`-th of many samples drawn from one seed, so that
    /// sample k of a batch does not depend on how many samples come before it.
    pub fn fork(&self, index: u64) -> Self {
        RandomSource {
            seed: self.seed,
            key: mix64(self.key ^ mix64(index.wrapping_add(GOLDEN_GAMMA))),
        }
    }

    /// The generator of the draws of time −t (t ≥ 1); also used by the forward chain for its
    /// t-th step.
    pub fn at(&self, t: u64) -> SplitMix64 {
        SplitMix64::new(mix64(self.key.wrapping_add(t.wrapping_mul(GOLDEN_GAMMA))))
    }
}

/// A uniform integer in 0..n (n ≥ 1) from 64 random bits, by Lemire's multiply-shift; the bias
/// is below n / 2^64, far below anything a test could see.
pub fn below(bits: u64, n: u64) -> u64 {
    ((u128::from(bits) * u128::from(n)) >> 64) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference SplitMix64 (Vigna's splitmix64.c) seeded with 0 starts with these outputs;
    /// pinned so that every platform draws exactly the same numbers.
    #[test]
    fn splitmix64_matches_the_reference_outputs() {
        let mut generator = SplitMix64::new(0);
        let outputs: Vec<u64> = (0..4).map(|_| generator.next_u64()).collect();
        assert_eq!(
            outputs,
            [
                0xE220_A839_7B1D_CDAF,
                0x6E78_9E6A_A1B9_65F4,
                0x06C4_5D18_8009_454F,
                0xF88B_B8A8_724C_81EC
            ]
        );
    }

    /// Time steps and forks give different streams; the same (seed, t) gives the same stream.
    #[test]
    fn draws_depend_only_on_seed_and_time() {
        let source = RandomSource::new(7);
        assert_eq!(
            source.at(5).next_u64(),
            RandomSource::new(7).at(5).next_u64()
        );
        assert_ne!(source.at(5).next_u64(), source.at(6).next_u64());
        assert_ne!(
            source.at(5).next_u64(),
            RandomSource::new(8).at(5).next_u64()
        );
        assert_ne!(
            source.fork(0).at(1).next_u64(),
            source.fork(1).at(1).next_u64()
        );
    }

    /// `below` covers 0..n evenly: each value of 0..6 gets 1/6 of 60,000 draws within 4%.
    #[test]
    fn below_is_uniform() {
        let mut generator = SplitMix64::new(3);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[below(generator.next_u64(), 6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&k| (9_600..=10_400).contains(&k)),
            "{counts:?}"
        );
    }
}
