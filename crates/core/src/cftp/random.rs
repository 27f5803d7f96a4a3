//! The portable random source of coupling from the past: a counter-based hash.
//!
//! Propp–Wilson needs the random update of time −t to be the *same* every time the chains are
//! restarted further in the past (the post's "re-use the existing random draws"). The post keeps
//! the draws in a list, then, to save memory, keeps "markers" in Python's random stream and
//! re-generates blocks of draws. We go one step further: the draw for (time t, site s) is a pure
//! function of the seed, t and s (SplitMix64's finaliser applied to a counter, from
//! [`crate::random`]), so nothing is stored at all and any draw can be regenerated in O(1). The arithmetic is all on `u64`, so the
//! same seed gives the same draws, hence the same sample, natively and in 32-bit WebAssembly
//! (rand's `SmallRng` does not: it is a different generator on 32-bit targets).

use serde::{Deserialize, Serialize};

pub use crate::random::SplitMix64;
use crate::random::{GOLDEN_GAMMA, mix64, splitmix64};

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
        splitmix64(mix64(self.key.wrapping_add(t.wrapping_mul(GOLDEN_GAMMA))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::RngCore;

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
}
