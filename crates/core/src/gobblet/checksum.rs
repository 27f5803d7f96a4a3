//! The saved form's checksum, to catch damaged files and chunks (not tampering).
//!
//! Bytes are folded 8 at a time with multiply-xorshift steps; each [`Checksum::add`] ends by
//! folding in its length, so blocks are chained in order. A table read from storage arrives in
//! pieces of whatever size the source gives, so [`Adding`] folds one `add`'s bytes as they
//! come, with the same result as one call over all of them.

/// The running state of a checksum.
#[derive(Clone, Copy, Debug)]
pub(super) struct Checksum {
    state: u64,
}

impl Checksum {
    pub(super) fn new(header: &[u8]) -> Checksum {
        let mut checksum = Checksum {
            state: 0x6a09_e667_f3bc_c908,
        };
        checksum.add(header);
        checksum
    }

    /// Folds in one block of bytes.
    pub(super) fn add(&mut self, bytes: &[u8]) {
        let mut adding = Adding::new(*self);
        adding.feed(bytes);
        *self = adding.end();
    }

    fn mix(&mut self, word: u64) {
        let x = (self.state ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.state = (x ^ (x >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    }

    pub(super) fn finish(&self) -> u64 {
        let x = self.state ^ (self.state >> 31);
        x.wrapping_mul(0x94d0_49bb_1331_11eb) ^ (x >> 27)
    }
}

/// One [`Checksum::add`] whose bytes arrive in pieces: [`Self::feed`] each piece in order, then
/// [`Self::end`] gives the checksum that one `add` of the pieces joined would give.
#[derive(Clone, Copy, Debug)]
pub(super) struct Adding {
    checksum: Checksum,
    /// The bytes of a word not yet complete (the first `filled`).
    word: [u8; 8],
    filled: usize,
    len: u64,
}

impl Adding {
    pub(super) fn new(checksum: Checksum) -> Adding {
        Adding {
            checksum,
            word: [0; 8],
            filled: 0,
            len: 0,
        }
    }

    pub(super) fn feed(&mut self, mut bytes: &[u8]) {
        self.len += bytes.len() as u64;
        if self.filled > 0 {
            let take = (8 - self.filled).min(bytes.len());
            self.word[self.filled..self.filled + take].copy_from_slice(&bytes[..take]);
            self.filled += take;
            bytes = &bytes[take..];
            if self.filled < 8 {
                return;
            }
            self.checksum.mix(u64::from_le_bytes(self.word));
            self.filled = 0;
        }
        let (words, tail) = bytes.as_chunks::<8>();
        for word in words {
            self.checksum.mix(u64::from_le_bytes(*word));
        }
        self.word[..tail.len()].copy_from_slice(tail);
        self.filled = tail.len();
    }

    pub(super) fn end(mut self) -> Checksum {
        if self.filled > 0 {
            self.word[self.filled..].fill(0);
            let tail = u64::from_le_bytes(self.word) ^ (self.filled as u64) << 59;
            self.checksum.mix(tail);
        }
        self.checksum.mix(self.len);
        self.checksum
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The fold as it was written before [`Adding`], one call per block: the reference.
    fn add_whole(checksum: &mut Checksum, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            checksum.mix(u64::from_le_bytes(word.try_into().unwrap()));
        }
        let tail = words.remainder();
        if !tail.is_empty() {
            let mut w = [0u8; 8];
            w[..tail.len()].copy_from_slice(tail);
            checksum.mix(u64::from_le_bytes(w) ^ (tail.len() as u64) << 59);
        }
        checksum.mix(bytes.len() as u64);
    }

    proptest! {
        #[test]
        fn pieces_fold_as_one_add(
            bytes in proptest::collection::vec(any::<u8>(), 0..200),
            cuts in proptest::collection::vec(0usize..200, 0..6),
        ) {
            let mut whole = Checksum::new(b"header");
            add_whole(&mut whole, &bytes);
            let mut adding = Adding::new(Checksum::new(b"header"));
            let mut cuts: Vec<usize> = cuts.into_iter().map(|c| c.min(bytes.len())).collect();
            cuts.sort_unstable();
            let mut from = 0;
            for cut in cuts.into_iter().chain([bytes.len()]) {
                adding.feed(&bytes[from..cut]);
                from = cut;
            }
            prop_assert_eq!(adding.end().finish(), whole.finish());
            let mut added = Checksum::new(b"header");
            added.add(&bytes);
            prop_assert_eq!(added.finish(), whole.finish());
        }
    }
}
