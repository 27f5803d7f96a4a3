//! The tiling chain's inner loop: the ±1 heat-bath move on every site of one anti-diagonal, and
//! the coins it reads.
//!
//! The sites of one anti-diagonal u = i + j do not neighbour each other, and their four
//! neighbours lie on the diagonals u − 1 and u + 1, stored as the rows before and after (see
//! [`super::hexagon`]). So a diagonal is updated as contiguous bytes, branch-free, in blocks of
//! a fixed width: the compiler then keeps whole SIMD vectors, with no call to memmove and no
//! scalar remainder loop, and a sweep takes about a quarter less time than the plain loop over
//! the diagonal's sites did (BENCHMARKS.md, "In parallel (issue 30)").

/// Updates the sites of `rows` in `current` (the diagonal's stored row), `rows.coins.len()` of
/// them from column `rows.start`.
pub(super) fn update(rows: &Rows<'_>, current: &mut [u8]) {
    let len = rows.coins.len();
    if len >= WIDE {
        rows.update_blocks::<WIDE>(current, len);
    } else if len >= NARROW {
        rows.update_blocks::<NARROW>(current, len);
    } else {
        for k in 0..len {
            let block = rows.block::<1>(current, k);
            current[rows.start + k] = block[0];
        }
    }
}

/// The block widths: two or one 16-byte vectors (SSE2, the baseline of x86-64).
const WIDE: usize = 32;
const NARROW: usize = 16;

/// The neighbours and coins of one diagonal's update.
pub(super) struct Rows<'a> {
    /// The stored row of the diagonal before (nearer the corner).
    pub previous: &'a [u8],
    /// The stored row of the diagonal after.
    pub next: &'a [u8],
    /// One coin per site: 0xFF adds a cube, 0 removes one.
    pub coins: &'a [u8],
    /// The column of the diagonal's first site.
    pub start: usize,
}

impl Rows<'_> {
    /// The new heights of the `W` sites from the diagonal's `k`-th, read from `current`.
    /// Neighbours: (i − 1, j), (i, j − 1) on the previous row at columns i, i + 1; (i + 1, j),
    /// (i, j + 1) on the next row at columns i + 2, i + 1.
    #[inline(always)]
    fn block<const W: usize>(&self, current: &[u8], k: usize) -> [u8; W] {
        let s = self.start + k;
        update_block(
            load(current, s),
            load(self.previous, s - 1),
            load(self.previous, s),
            load(self.next, s),
            load(self.next, s + 1),
            load(self.coins, k),
        )
    }

    /// Updates the diagonal's `len` ≥ `W` sites in blocks of `W`. The last block may overlap
    /// the one before; it is computed first, from the old heights, and stored last, so each
    /// site is updated once (the sites of a diagonal do not neighbour each other).
    #[inline(always)]
    fn update_blocks<const W: usize>(&self, current: &mut [u8], len: usize) {
        let last = self.block::<W>(current, len - W);
        for k in (0..len - W).step_by(W) {
            let block = self.block::<W>(current, k);
            store(current, self.start + k, block);
        }
        store(current, self.start + len - W, last);
    }
}

/// The move at `W` sites: `coin` 0xFF adds a cube up to the ceiling (the lower of the two
/// nearer neighbours), 0 removes one down to the floor (the higher of the two farther ones).
#[inline(always)]
fn update_block<const W: usize>(
    heights: [u8; W],
    ceiling_a: [u8; W],
    ceiling_b: [u8; W],
    floor_a: [u8; W],
    floor_b: [u8; W],
    coins: [u8; W],
) -> [u8; W] {
    let mut out = [0u8; W];
    for k in 0..W {
        let h = heights[k];
        let ceiling = ceiling_a[k].min(ceiling_b[k]);
        let floor = floor_a[k].max(floor_b[k]);
        let up = (h + 1).min(ceiling);
        let down = h.max(floor + 1) - 1;
        out[k] = (up & coins[k]) | (down & !coins[k]);
    }
    out
}

/// `W` bytes of `row` from `at`, as an array (one vector load).
#[inline(always)]
fn load<const W: usize>(row: &[u8], at: usize) -> [u8; W] {
    let mut out = [0u8; W];
    out.copy_from_slice(&row[at..at + W]);
    out
}

/// Writes `block` into `row` from `at`.
#[inline(always)]
fn store<const W: usize>(row: &mut [u8], at: usize, block: [u8; W]) {
    row[at..at + W].copy_from_slice(&block);
}

/// Turns 64 random bits into 64 coins, one byte each (0xFF: add a cube, 0: remove one): bit b
/// of byte l becomes the coin of site 8b + l. Any fixed assignment of independent fair bits to
/// sites gives independent fair coins; a diagonal shorter than 64 sites uses the first coins.
///
/// Written lane by lane on fixed arrays, so that the compiler makes it eight vector operations:
/// the draw repeated in every group of eight bytes, masked with each group's bit, compared
/// (where shifting and multiplying eight bytes at a time cost about as much as the update of
/// the 64 sites).
#[inline(always)]
pub(super) fn spread_draw(word: u64, coins: &mut [u8; 64]) {
    let mut repeated = [0u8; 64];
    for eight in repeated.chunks_exact_mut(8) {
        eight.copy_from_slice(&word.to_le_bytes());
    }
    for ((coin, &byte), &bit) in coins.iter_mut().zip(&repeated).zip(&GROUP_BITS) {
        *coin = if byte & bit == bit { 0xFF } else { 0 };
    }
}

/// The bit of each byte that site 8b + l reads: bit b.
const GROUP_BITS: [u8; 64] = {
    let mut bits = [0u8; 64];
    let mut site = 0;
    while site < 64 {
        bits[site] = 1 << (site / 8);
        site += 1;
    }
    bits
};
