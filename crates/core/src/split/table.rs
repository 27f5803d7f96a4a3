//! Storage: the states of one breadth-first level, and the dealer odds of card compositions.
//!
//! The seed keeps every state of the round in one big MSI hash table whose 24-byte slot holds
//! the 16-byte state and, in a union, a level-list pointer (search) or the value (solve). Two
//! facts let us do with far less. First, every path to a state has the same length (a move
//! draws a card, completes a hand or splits, and the state records how many of each), so the
//! children of level `d` all lie in level `d + 1`. Second, those children have the parent's
//! cards or the parent's cards plus one card. So a [`Level`] is kept sorted by cards number:
//! its states come in groups of equal cards, each group stored once (12 bytes) with a 2-byte
//! configuration per state. The next level is then a merge of eleven sorted streams (the
//! groups' cards plus nothing, plus an ace, ..., plus a ten) and needs no hash table at all;
//! the values of a level are found by walking the level below with eleven forward-only
//! cursors. Only the dealer odds, shared by states far apart, live in a hash map.

/// The multipliers of [`mix`] (odd, so invertible modulo 2^64) and their inverses.
#[cfg(test)]
use crate::random::{MIX_M1 as M1, MIX_M2 as M2};
#[cfg(test)]
const M1_INV: u64 = inverse(M1);
#[cfg(test)]
const M2_INV: u64 = inverse(M2);

/// The inverse of an odd `a` modulo 2^64, by Newton's iteration (each step doubles the bits).
#[cfg(test)]
const fn inverse(a: u64) -> u64 {
    let mut x = a; // correct to 3 bits for odd a
    let mut i = 0;
    while i < 5 {
        x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
        i += 1;
    }
    x
}

/// A bijective mix of 64 bits (the SplitMix64 finalizer, [`crate::random::mix64`]): distinct
/// keys have distinct hashes, so a map stores hashes alone. `mix(0) = 0`.
pub(crate) use crate::random::mix64 as mix;

/// The inverse of [`mix`] (the proof, in tests, that `mix` is a bijection).
#[cfg(test)]
#[inline]
pub(crate) fn unmix(mut x: u64) -> u64 {
    x ^= (x >> 31) ^ (x >> 62);
    x = x.wrapping_mul(M2_INV);
    x ^= (x >> 27) ^ (x >> 54);
    x = x.wrapping_mul(M1_INV);
    x ^ (x >> 30) ^ (x >> 60)
}

/// The stored form of a key: never 0, which marks empty slots.
#[inline]
pub(crate) fn hash(key: u64) -> u64 {
    mix(key + 1)
}

/// The states of one breadth-first level, grouped by cards dealt.
#[derive(Default)]
pub(crate) struct Level {
    /// Cards number of each group, increasing.
    pub cards: Vec<u64>,
    /// One past the last state of each group in `configs`.
    pub ends: Vec<u32>,
    /// Configuration of each state, increasing within its group.
    pub configs: Vec<u16>,
}

impl Level {
    /// Number of states.
    pub(crate) fn len(&self) -> usize {
        self.configs.len()
    }

    /// The states of group `g`, as a range of `configs`.
    #[inline]
    pub(crate) fn group(&self, g: usize) -> std::ops::Range<usize> {
        let start = if g == 0 { 0 } else { self.ends[g - 1] as usize };
        start..self.ends[g] as usize
    }

    /// Bytes allocated.
    pub(crate) fn bytes(&self) -> usize {
        self.cards.capacity() * 8 + self.ends.capacity() * 4 + self.configs.capacity() * 2
    }
}

/// A growing map from nonzero hashes to `u32` (the dealer odds of a card composition).
pub(crate) struct HashMap {
    set: Vec<u64>,
    values: Vec<u32>,
    bits: u32,
    len: usize,
}

impl HashMap {
    /// An empty map of `2^bits` slots (`bits` from 4 to [`super::MAX_TABLE_BITS`]), or `None`
    /// when the memory cannot be had: `vec![0; 1 << 32]` used to abort the process (issue 18).
    pub(crate) fn new(bits: u32) -> Option<HashMap> {
        let bits = bits.clamp(4, u32::from(super::MAX_TABLE_BITS));
        fn zeros<T: Clone + Default>(slots: usize) -> Option<Vec<T>> {
            let mut table = Vec::new();
            table.try_reserve_exact(slots).ok()?;
            table.resize(slots, T::default());
            Some(table)
        }
        Some(HashMap {
            set: zeros(1 << bits)?,
            values: zeros(1 << bits)?,
            bits,
            len: 0,
        })
    }

    /// Bytes that a map of `2^bits` slots allocates.
    pub(crate) fn bytes_for(bits: u8) -> u64 {
        12u64 << bits
    }

    /// Bytes allocated.
    pub(crate) fn bytes(&self) -> usize {
        self.set.capacity() * 12
    }

    /// The value of `h`, if present.
    #[inline]
    pub(crate) fn get(&self, h: u64) -> Option<u32> {
        let mask = self.set.len() - 1;
        let mut i = (h >> (64 - self.bits)) as usize;
        loop {
            let s = self.set[i];
            if s == h {
                return Some(self.values[i]);
            }
            if s == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// Inserts `h → v` (`h` must be absent).
    pub(crate) fn insert(&mut self, h: u64, v: u32) {
        let mask = self.set.len() - 1;
        let mut i = (h >> (64 - self.bits)) as usize;
        while self.set[i] != 0 {
            i = (i + 1) & mask;
        }
        self.set[i] = h;
        self.values[i] = v;
        self.len += 1;
        if self.len * 10 > self.set.len() * 7 {
            let old_set = std::mem::replace(&mut self.set, vec![0; 1 << (self.bits + 1)]);
            let old_values = std::mem::replace(&mut self.values, vec![0; 1 << (self.bits + 1)]);
            self.bits += 1;
            self.len = 0;
            for (h, v) in old_set.into_iter().zip(old_values).filter(|&(h, _)| h != 0) {
                self.insert(h, v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mix_is_a_bijection() {
        let mut x = 1u64;
        for _ in 0..100_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            assert_eq!(unmix(mix(x)), x);
            assert_ne!(hash(x >> 1), 0);
        }
        assert_eq!(M1.wrapping_mul(M1_INV), 1);
    }

    #[test]
    fn map_finds_every_key() {
        let mut map = HashMap::new(4).expect("16 slots");
        for k in 0..1000u64 {
            map.insert(hash(k), k as u32);
        }
        assert!((0..1000u64).all(|k| map.get(hash(k)) == Some(k as u32)));
        assert_eq!(map.get(hash(1000)), None);
    }
}
