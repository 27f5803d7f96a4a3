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
//! one-byte slots, of which the post's 341 million states (for (3,2,1)) are used. With a single
//! size, the orbit part is dropped (as if an empty layer of larger pieces sat on top, whose
//! orbit allows all 8 symmetries): the slot is the smallest rank among the 8 images.
//!
//! The small pieces' layer varies fastest: a *block* of `n` consecutive slots holds all boards
//! with the same larger pieces. A move of a larger piece leaves the small pieces alone, so for
//! all boards of a block it leads into one block, at an offset that is a permutation of the
//! small layer's rank; the solver computes the larger pieces' part once per block
//! ([`Upper`]) and then needs one table lookup per child.

use super::Variant;
use super::rules::{Board, SQUARES, transform};

/// Number of placements of pieces of one size on 9 squares with no limit: 3⁹.
const TRITS: usize = 19_683;

/// Ranks boards of one variant (see the module documentation).
#[derive(Clone, Debug)]
pub(crate) struct Indexer {
    sizes: usize,
    /// Placements of one size: `n`, also the number of slots per block.
    layer_count: usize,
    /// Slots per orbit of the top layer: `n^(sizes-1)` (`n` with one size).
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
    /// `swapped[g * n + r]`: rank of placement `r` with the players exchanged, turned by `g`.
    swapped: Vec<u16>,
    /// Rank of a top layer → its orbit number.
    orbit: Vec<u32>,
    /// Rank of a top layer → the set of symmetries (bit g) turning it into its representative.
    to_representative: Vec<u8>,
    /// Orbit number → rank of its representative placement.
    representative: Vec<u16>,
}

/// What the boards sharing their larger pieces (all but size 1) have in common in the index:
/// the slot is `base + min over the qualifying symmetries g of (middle_g + rank of g(size-1
/// layer))`. Usually a single symmetry qualifies.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Upper {
    base: usize,
    /// `(g, middle_g)` for the first `count` qualifying symmetries.
    options: [(u8, u32); 8],
    count: u8,
}

impl Upper {
    fn options(&self) -> &[(u8, u32)] {
        &self.options[..usize::from(self.count)]
    }

    /// The slot of the board with these larger pieces and the size-1 layer `(mine, theirs)`.
    #[inline]
    pub(crate) fn index(&self, indexer: &Indexer, mine: u16, theirs: u16) -> usize {
        let lower = self
            .options()
            .iter()
            .map(|&(g, middle)| middle as usize + indexer.layer_rank(usize::from(g), mine, theirs));
        self.base + lower.min().unwrap_or(0)
    }

    /// The slot of the board with these larger pieces and, as size-1 layer, the layer of rank
    /// `small` with the players exchanged (what a move or unmove of a larger piece does to the
    /// small pieces, seen from the other side).
    #[inline]
    pub(crate) fn index_swapped(&self, indexer: &Indexer, small: usize) -> usize {
        let n = indexer.layer_count;
        let lower = self.options().iter().map(|&(g, middle)| {
            middle as usize + indexer.swapped[usize::from(g) * n + small] as usize
        });
        self.base + lower.min().unwrap_or(0)
    }

    /// Calls `visit` with [`Self::index_swapped`] of each offset of `smalls`, in order. With a
    /// single qualifying symmetry (the usual case) each costs one lookup, with no minimum to
    /// take: the search reaches most of its states this way (see `Graph::for_each_child_slot_of`).
    #[inline]
    pub(crate) fn for_each_index_swapped(
        &self,
        indexer: &Indexer,
        smalls: &[u16],
        mut visit: impl FnMut(usize),
    ) {
        let n = indexer.layer_count;
        if let [(g, middle)] = self.options() {
            let base = self.base + *middle as usize;
            let row = &indexer.swapped[usize::from(*g) * n..][..n];
            for &small in smalls {
                visit(base + usize::from(row[usize::from(small)]));
            }
        } else {
            for &small in smalls {
                visit(self.index_swapped(indexer, usize::from(small)));
            }
        }
    }
}

impl Indexer {
    /// Builds the ranking tables of a variant (a few hundred kilobytes; milliseconds).
    pub(crate) fn new(variant: Variant) -> Indexer {
        let per_size = u32::from(variant.num_per_size());
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
        let image = |g: usize, (mine, theirs): (u16, u16)| {
            rank[(trit[g][mine as usize] + 2 * trit[g][theirs as usize]) as usize]
        };
        let swapped = (0..8)
            .flat_map(|g| {
                unrank
                    .iter()
                    .map(move |&(mine, theirs)| image(g, (theirs, mine)))
            })
            .collect();
        let mut orbit = vec![u32::MAX; layer_count];
        let mut to_representative = vec![0u8; layer_count];
        let mut representative = Vec::new();
        for r in 0..layer_count {
            let images: Vec<u16> = (0..8).map(|g| image(g, unrank[r])).collect();
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
            let g = to_representative[r].trailing_zeros() as usize;
            orbit[r] = orbit[image(g, unrank[r]) as usize];
        }
        let sizes = usize::from(variant.num_sizes());
        let (orbits, lower_count) = if sizes == 1 {
            (1, layer_count)
        } else {
            (representative.len(), layer_count.pow(sizes as u32 - 1))
        };
        Indexer {
            sizes,
            layer_count,
            lower_count,
            slots: orbits * lower_count,
            trit,
            rank,
            unrank,
            swapped,
            orbit,
            to_representative,
            representative,
        }
    }

    /// Number of slots in the table.
    pub(crate) fn slots(&self) -> usize {
        self.slots
    }

    /// Slots per block (boards sharing their larger pieces): `n`.
    pub(crate) fn block_len(&self) -> usize {
        self.layer_count
    }

    /// Number of slots of a variant and of slots per block, without building its tables, in
    /// u64 so that the hopeless variants (3 sizes with 3 or more per size: 45 billion slots and
    /// up) do not overflow.
    pub(crate) fn shape_of(variant: Variant) -> (u64, u64) {
        let per_size = u32::from(variant.num_per_size());
        let mut layer_count = 0u64;
        let mut fixed = [0u64; 8];
        for mine in 0..1u16 << SQUARES {
            for theirs in 0..1u16 << SQUARES {
                if mine & theirs == 0
                    && mine.count_ones() <= per_size
                    && theirs.count_ones() <= per_size
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
        let slots = match variant.num_sizes() {
            1 => layer_count,
            // Burnside: the number of orbits is the mean number of fixed placements.
            sizes => fixed.iter().sum::<u64>() / 8 * layer_count.pow(u32::from(sizes) - 1),
        };
        (slots, layer_count)
    }

    /// Rank of one layer turned by symmetry `g`.
    #[inline]
    fn layer_rank(&self, g: usize, mine: u16, theirs: u16) -> usize {
        let trit = &self.trit[g];
        self.rank[(trit[mine as usize] + 2 * trit[theirs as usize]) as usize] as usize
    }

    /// The part of the index fixed by the pieces of size 2 and larger of `board` (its size-1
    /// layer is ignored). The board must respect the variant's limits.
    #[inline]
    pub(crate) fn upper(&self, board: &Board) -> Upper {
        let mut upper = Upper {
            base: 0,
            options: [(0, 0); 8],
            count: 0,
        };
        let symmetries = if self.sizes == 1 {
            u8::MAX
        } else {
            let top = self.sizes - 1;
            let top_rank = self.layer_rank(0, board.mine[top], board.theirs[top]);
            upper.base = self.orbit[top_rank] as usize * self.lower_count;
            self.to_representative[top_rank]
        };
        let mut remaining = symmetries;
        while remaining != 0 {
            let g = remaining.trailing_zeros() as usize;
            remaining &= remaining - 1;
            let mut middle = 0;
            for k in (1..self.sizes.saturating_sub(1)).rev() {
                middle = (middle + self.layer_rank(g, board.mine[k], board.theirs[k]))
                    * self.layer_count;
            }
            upper.options[usize::from(upper.count)] = (g as u8, middle as u32);
            upper.count += 1;
        }
        upper
    }

    /// The slot of a board (the same for all 8 of its symmetric images). The board must respect
    /// the variant's limits (at most `num_per_size` pieces of each player and size).
    pub(crate) fn index(&self, board: &Board) -> usize {
        self.upper(board)
            .index(self, board.mine[0], board.theirs[0])
    }

    /// The (mine, theirs) masks of the size-1 layer of the boards at offset `small` of a block.
    #[inline]
    pub(crate) fn small_layer(&self, small: usize) -> (u16, u16) {
        self.unrank[small]
    }

    /// The board stored in a slot (an image of the boards of its class). `slot < self.slots()`.
    pub(crate) fn board(&self, slot: usize) -> Board {
        let mut board = Board::default();
        let mut lower = slot % self.lower_count;
        if self.sizes > 1 {
            let top = self.sizes - 1;
            let (mine, theirs) = self.unrank[self.representative[slot / self.lower_count] as usize];
            board.mine[top] = mine;
            board.theirs[top] = theirs;
        }
        for k in 0..self.sizes.saturating_sub(1).max(1) {
            let (mine, theirs) = self.unrank[lower % self.layer_count];
            board.mine[k] = mine;
            board.theirs[k] = theirs;
            lower /= self.layer_count;
        }
        board
    }

    /// Whether `slot` is the slot of the board it stores. Slots of symmetric top layers (or,
    /// with one size, all slots but the smallest rank of each orbit) are left empty.
    #[cfg(test)]
    pub(crate) fn is_canonical(&self, slot: usize) -> bool {
        self.index(&self.board(slot)) == slot
    }
}
