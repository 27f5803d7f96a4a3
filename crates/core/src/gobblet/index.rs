//! A perfect index of the boards up to symmetry: every board maps to a slot of a flat table, and
//! boards that are rotations or reflections of each other map to the same slot.
//!
//! The post keeps its states in a hash map keyed by the 54-bit bitboard (4 GB for the real
//! game). We rank them instead. Split a board into layers, one per piece size; a layer is a
//! placement of at most `num_per_size` pieces of each player on the 9 squares, so it has a rank
//! among the `n` such placements (1,423 for two per size). The board's slot is then
//!
//! ```text
//! slot = orbit(top layer) * n^(sizes-1) + rank(layer sizes-1) * n^(sizes-2) + … + rank(layer 1)
//! ```
//!
//! where the largest pieces' layer is first turned into the chosen representative of its orbit
//! under the 8 symmetries, and the smaller layers are turned by the same symmetry. When the top
//! layer is itself symmetric several symmetries qualify and we take the smallest resulting slot,
//! so each class of boards has exactly one slot. For (3,2,x) that is 219 × 1,423² = 443 million
//! one-byte slots, of which the post's 341 million states (for (3,2,1)) are used.
//!
//! The smallest pieces' layer varies fastest, so boards that differ only in their small pieces
//! sit close together: all children of the boards in one run of `n` slots fall into a few such
//! runs, which keeps the solver's memory accesses local.

use super::Variant;
use super::rules::{Board, SQUARES, transform};

/// Number of placements of pieces of one size on 9 squares with no limit: 3⁹.
const TRITS: usize = 19_683;

/// Ranks boards of one variant (see the module documentation).
#[derive(Clone, Debug)]
pub(crate) struct Indexer {
    sizes: usize,
    /// Placements of one size: `n`.
    layer_count: usize,
    /// `n^(sizes-1)`: slots per orbit of the top layer.
    lower_count: usize,
    /// Total number of slots.
    slots: usize,
    /// `trit[g][mask]`: Σ 3^s over the squares `s` of `mask` turned by symmetry `g`. A layer's
    /// placement is then the base-3 number `trit[mine] + 2 * trit[theirs]`.
    trit: Vec<[u16; 1 << SQUARES]>,
    /// Base-3 placement → its rank among the allowed placements (`u16::MAX` if not allowed).
    rank: Vec<u16>,
    /// Rank → the placement's (mine, theirs) masks.
    unrank: Vec<(u16, u16)>,
    /// Rank of a top layer → its orbit number.
    orbit: Vec<u32>,
    /// Rank of a top layer → the set of symmetries (bit g) turning it into its representative.
    to_representative: Vec<u8>,
    /// Orbit number → rank of its representative placement.
    representative: Vec<u16>,
}

impl Indexer {
    /// Builds the ranking tables of a variant (a few hundred kilobytes; milliseconds).
    pub(crate) fn new(variant: Variant) -> Indexer {
        let per_size = u32::from(variant.num_per_size);
        let trit: Vec<[u16; 1 << SQUARES]> = (0..8)
            .map(|g| {
                let mut row = [0u16; 1 << SQUARES];
                for (mask, t) in row.iter_mut().enumerate() {
                    let image = transform(g, mask as u16);
                    *t = (0..SQUARES)
                        .filter(|s| image & (1 << s) != 0)
                        .map(|s| 3u16.pow(s as u32))
                        .sum();
                }
                row
            })
            .collect();
        let mut rank = vec![u16::MAX; TRITS];
        let mut unrank = Vec::new();
        for mine in 0..1u16 << SQUARES {
            for theirs in 0..1u16 << SQUARES {
                if mine & theirs == 0
                    && mine.count_ones() <= per_size
                    && theirs.count_ones() <= per_size
                {
                    let t = trit[0][mine as usize] + 2 * trit[0][theirs as usize];
                    rank[t as usize] = unrank.len() as u16;
                    unrank.push((mine, theirs));
                }
            }
        }
        let layer_count = unrank.len();
        let mut orbit = vec![u32::MAX; layer_count];
        let mut to_representative = vec![0u8; layer_count];
        let mut representative = Vec::new();
        for r in 0..layer_count {
            let (mine, theirs) = unrank[r];
            let images: Vec<u16> = (0..8)
                .map(|g| rank[(trit[g][mine as usize] + 2 * trit[g][theirs as usize]) as usize])
                .collect();
            let rep = images.iter().copied().min().unwrap_or(r as u16);
            for (g, &image) in images.iter().enumerate() {
                if image == rep {
                    to_representative[r] |= 1 << g;
                }
            }
            if rep as usize == r {
                orbit[r] = representative.len() as u32;
                representative.push(r as u16);
            }
        }
        // Every orbit now has its number (on its representative); share it with the others.
        for r in 0..layer_count {
            let (mine, theirs) = unrank[r];
            let g = to_representative[r].trailing_zeros() as usize;
            let rep = rank[(trit[g][mine as usize] + 2 * trit[g][theirs as usize]) as usize];
            orbit[r] = orbit[rep as usize];
        }
        let sizes = variant.num_sizes as usize;
        let lower_count = layer_count.pow(sizes as u32 - 1);
        Indexer {
            sizes,
            layer_count,
            lower_count,
            slots: representative.len() * lower_count,
            trit,
            rank,
            unrank,
            orbit,
            to_representative,
            representative,
        }
    }

    /// Number of slots in the table: orbits of the top layer × `n^(sizes-1)`.
    pub(crate) fn slots(&self) -> usize {
        self.slots
    }

    /// Number of slots of a variant without building its tables, in u64 so that the hopeless
    /// variants (3 sizes with 3 or more per size: 45 billion slots and up) do not overflow.
    pub(crate) fn slots_of(variant: Variant) -> u64 {
        let per_size = usize::from(variant.num_per_size);
        let mut layer_count = 0u64;
        let mut fixed = [0u64; 8];
        for mine in 0..1u16 << SQUARES {
            for theirs in 0..1u16 << SQUARES {
                if mine & theirs == 0
                    && mine.count_ones() as usize <= per_size
                    && theirs.count_ones() as usize <= per_size
                {
                    layer_count += 1;
                    for (g, count) in fixed.iter_mut().enumerate() {
                        if transform(g, mine) == mine && transform(g, theirs) == theirs {
                            *count += 1;
                        }
                    }
                }
            }
        }
        // Burnside: the number of orbits is the mean number of fixed placements.
        let orbits = fixed.iter().sum::<u64>() / 8;
        orbits * layer_count.pow(u32::from(variant.num_sizes) - 1)
    }

    /// Rank of one layer turned by symmetry `g`.
    #[inline]
    fn layer_rank(&self, g: usize, mine: u16, theirs: u16) -> usize {
        let trit = &self.trit[g];
        self.rank[(trit[mine as usize] + 2 * trit[theirs as usize]) as usize] as usize
    }

    /// The slot of a board (the same for all 8 of its symmetric images). The board must respect
    /// the variant's limits (at most `num_per_size` pieces of each player and size).
    #[inline]
    pub(crate) fn index(&self, board: &Board) -> usize {
        let top = self.sizes - 1;
        let top_rank = self.layer_rank(0, board.mine[top], board.theirs[top]);
        let base = self.orbit[top_rank] as usize * self.lower_count;
        if top == 0 {
            return base;
        }
        let mut symmetries = self.to_representative[top_rank];
        let mut lower = usize::MAX;
        while symmetries != 0 {
            let g = symmetries.trailing_zeros() as usize;
            symmetries &= symmetries - 1;
            let mut candidate = 0;
            for k in (0..top).rev() {
                candidate = candidate * self.layer_count
                    + self.layer_rank(g, board.mine[k], board.theirs[k]);
            }
            lower = lower.min(candidate);
        }
        base + lower
    }

    /// The board stored in a slot (the representative of its class). `slot < self.slots()`.
    pub(crate) fn board(&self, slot: usize) -> Board {
        let mut board = Board::default();
        let top = self.sizes - 1;
        let (mine, theirs) = self.unrank[self.representative[slot / self.lower_count] as usize];
        board.mine[top] = mine;
        board.theirs[top] = theirs;
        let mut lower = slot % self.lower_count;
        for k in 0..top {
            let (mine, theirs) = self.unrank[lower % self.layer_count];
            board.mine[k] = mine;
            board.theirs[k] = theirs;
            lower /= self.layer_count;
        }
        board
    }

    /// Whether `slot` is the slot of the board it stores. Slots whose top layer is symmetric
    /// include combinations of smaller layers that are not the smallest of their class; no
    /// board maps there and the solver leaves them empty.
    #[cfg(test)]
    pub(crate) fn is_canonical(&self, slot: usize) -> bool {
        self.index(&self.board(slot)) == slot
    }
}
