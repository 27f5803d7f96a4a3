//! Grundy's game at scale by the sparse-space method (issue 29): g(0..=N) for N in the
//! hundreds of millions, where the plain rule (`splitting::grundy_game_values`, N²/4 XORs)
//! stops near 10⁵. The plain rule stays the reference the tests hold this one to.
//!
//! The method (Guy's "sparse space", as used by Flammenkamp): call a value v *sparse* when the
//! bits of v above the lowest have even parity (0, 1, 6, 7, 10, 11, 12, 13, …) and *common*
//! otherwise (2, 3, 4, 5, 8, 9, …). Parity of v >> 1 is linear over XOR, so sparse ⊕ sparse
//! and common ⊕ common are sparse, and sparse ⊕ common is common. In Grundy's game the sparse
//! values are rare (a few thousand positions in the first 10⁹), so:
//!
//! 1. a *common* value is reached from n only by a split with a sparse heap: scanning the
//!    sparse positions s < n gives every reached common value exactly, at a cost of the
//!    number of sparse positions, not n/2; c = the smallest common value not reached;
//! 2. g(n) is c unless some *sparse* value below c is not reached. Those are reached by
//!    common ⊕ common splits, which are everywhere: scanning a = 1, 2, … marks them all
//!    within a few thousand splits (3,100 on average to 10⁶, far fewer than n/2), and only
//!    when the scan runs to a = n/2 without marking them all is g(n) the smallest one missed
//!    (a new sparse value, a rare event).
//!
//! Both steps mark every value they see, so g(n) is exactly the mex of the splits: the method
//! changes the cost, never the answer (the tests compare it with the plain rule).

use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

/// Whether a value is sparse: the bits above the lowest have even parity.
pub fn is_sparse(v: u32) -> bool {
    (v >> 1).count_ones().is_multiple_of(2)
}

/// The largest N a run may be asked for: 4 GB of values. The issue asks for at least 10⁹.
pub const MAX_SPARSE_UPTO: usize = 2_000_000_000;

/// Splits marked between two looks at the missing values in step 2.
const SCAN_BLOCK: usize = 256;

/// Reports progress every this many heap sizes (a power of two, so the test is a mask).
const REPORT_EVERY: usize = 1 << 16;

/// The values g(0..len) of Grundy's game, extendable: a long run is resumed from its values.
///
/// Values are stored as u16 (two bytes a heap: 2 GB for 10⁹); a value that would not fit is
/// refused with [`GrundyError::ValueOverflow`] rather than stored wrong.
#[derive(Clone, Debug, Default)]
pub struct GrundyTable {
    values: Vec<u16>,
    /// The sparse positions, ascending.
    sparse: Vec<usize>,
    /// `seen[v] == stamp`: value v is reached from the current n. Its length is a power of
    /// two above twice the largest value, so the XOR of two values indexes it.
    seen: Vec<u32>,
    stamp: u32,
    /// Splits looked at in step 2, for the benchmarks' account of the cost.
    scanned: u64,
    /// Step 2's sparse values not yet reached (kept to reuse its allocation).
    missing: Vec<usize>,
}

/// Why the table could not be extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GrundyError {
    /// g(n) would not fit in 16 bits (never seen; refused rather than stored wrong).
    ValueOverflow(usize),
    /// The memory for this many values could not be had.
    OutOfMemory(usize),
    /// The caller stopped the computation; the values so far are kept.
    Cancelled,
}

impl std::fmt::Display for GrundyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GrundyError::ValueOverflow(n) => {
                write!(
                    f,
                    "g({n}) does not fit in 16 bits: this table cannot hold it"
                )
            }
            GrundyError::OutOfMemory(n) => {
                write!(f, "not enough memory for {n} values (two bytes each)")
            }
            GrundyError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl From<Cancelled> for GrundyError {
    fn from(_: Cancelled) -> Self {
        GrundyError::Cancelled
    }
}

impl GrundyTable {
    /// An empty table (no values yet).
    pub fn new() -> GrundyTable {
        GrundyTable {
            seen: vec![0; 64],
            ..GrundyTable::default()
        }
    }

    /// A table holding `values` (a resumed run). The values are trusted as g(0..len): the
    /// caller checks where they came from (the CLI's checkpoint rechecks its last value).
    pub fn from_values(values: Vec<u16>) -> GrundyTable {
        let mut table = GrundyTable::new();
        table.sparse = (0..values.len())
            .filter(|&n| is_sparse(u32::from(values[n])))
            .collect();
        let max = values.iter().copied().max().unwrap_or(0) as usize;
        while table.seen.len() <= 2 * max {
            table.seen.resize(table.seen.len() * 2, 0);
        }
        table.values = values;
        table
    }

    /// g(0), g(1), …: as many as computed.
    pub fn values(&self) -> &[u16] {
        &self.values
    }

    /// The sparse positions computed, ascending.
    pub fn sparse_positions(&self) -> &[usize] {
        &self.sparse
    }

    /// How many splits step 2 has looked at so far.
    pub fn scanned(&self) -> u64 {
        self.scanned
    }

    /// Computes g(n) for every n ≤ `upto` not yet computed. On `Err` the values so far stay.
    pub fn extend_to(
        &mut self,
        upto: usize,
        progress: &mut impl Progress,
    ) -> Result<(), GrundyError> {
        if upto >= self.values.len() {
            // Asked for up front, so that too large an N is an error, not an abort midway.
            self.values
                .try_reserve_exact(upto + 1 - self.values.len())
                .map_err(|_| GrundyError::OutOfMemory(upto.saturating_add(1)))?;
        }
        while self.values.len() <= upto {
            let n = self.values.len();
            if n.is_multiple_of(REPORT_EVERY) {
                progress
                    .report("Grundy's game", n as u64, upto as u64 + 1)
                    .check()?;
            }
            let value = self.next_value();
            let value = u16::try_from(value).map_err(|_| GrundyError::ValueOverflow(n))?;
            if usize::from(value) * 2 >= self.seen.len() {
                self.seen.resize(self.seen.len() * 2, 0);
            }
            if is_sparse(u32::from(value)) {
                self.sparse.push(n);
            }
            self.values.push(value);
        }
        Ok(())
    }

    /// g(n) for n = the number of values so far.
    fn next_value(&mut self) -> usize {
        let g = &self.values;
        let n = g.len();
        if n < 3 {
            return 0; // no split of 0, 1 or 2 into unequal non-empty heaps
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        let seen = &mut self.seen;
        let mask = seen.len() - 1;
        let half = (n - 1) / 2; // a = 1..=half gives a < n − a
        // Step 1: every split with a sparse heap s; its partner n − s. The sparse positions
        // are sorted: those ≤ n/2 are the smaller heap, those ≥ n − n/2 the larger.
        let sparse = &self.sparse;
        let small = sparse.partition_point(|&s| s <= half);
        for &s in &sparse[..small] {
            if s >= 1 {
                seen[usize::from(g[s] ^ g[n - s]) & mask] = stamp;
            }
        }
        let large = sparse.partition_point(|&s| s < n - half);
        for &s in &sparse[large..] {
            seen[usize::from(g[n - s] ^ g[s]) & mask] = stamp;
        }
        // Step 1's answer: the smallest common value not reached (there is one below the
        // table's length, which is above twice every value).
        let common = (0..seen.len())
            .find(|&v| !is_sparse(v as u32) && seen[v] != stamp)
            .expect("the table is longer than the values reached");
        // Step 2: the sparse values below it still missing, ascending.
        let missing = &mut self.missing;
        missing.clear();
        missing.extend((0..common).filter(|&v| is_sparse(v as u32) && seen[v] != stamp));
        // Splits a = 1, 2, … in blocks: a block is marked branch-free, like the plain rule's
        // loop, then the missing values are looked up once. (From the middle out was slower:
        // pairs with a small heap reach the rarer values sooner.)
        let mut a = 1;
        while !missing.is_empty() && a <= half {
            let end = (a + SCAN_BLOCK).min(half + 1);
            let left = &g[a..end];
            let right = &g[n + 1 - end..n + 1 - a];
            for (&x, &y) in left.iter().zip(right.iter().rev()) {
                seen[usize::from(x ^ y) & mask] = stamp;
            }
            self.scanned += (end - a) as u64;
            a = end;
            missing.retain(|&v| seen[v] != stamp);
        }
        // Every value below `common` that no split reaches is sparse and still listed; if
        // the scan reached a = n/2 with some left, the smallest is the mex.
        missing.first().copied().unwrap_or(common)
    }
}

/// What a run found about the sparse values: the positions with their values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SparseReport {
    /// The game (always `"grundy"`; named so that the JSON reads like a sequence's).
    pub game: String,
    /// N.
    pub upto: usize,
    /// Every n ≤ N whose g(n) is sparse, with g(n), ascending.
    pub sparse: Vec<(usize, u32)>,
    /// How many there are.
    pub count: usize,
    /// The largest value of g(0..=N).
    pub max_value: u32,
    /// The losing sizes (g = 0, a sparse value).
    pub zeros: Vec<usize>,
}

impl GrundyTable {
    /// The sparse positions up to `upto` (which must have been computed) as a report.
    pub fn sparse_report(&self, upto: usize) -> SparseReport {
        let g = &self.values[..=upto];
        let sparse: Vec<(usize, u32)> = self
            .sparse
            .iter()
            .take_while(|&&n| n <= upto)
            .map(|&n| (n, u32::from(g[n])))
            .collect();
        SparseReport {
            game: "grundy".into(),
            upto,
            count: sparse.len(),
            zeros: sparse.iter().filter(|p| p.1 == 0).map(|p| p.0).collect(),
            max_value: g.iter().copied().max().map_or(0, u32::from),
            sparse,
        }
    }
}

#[cfg(test)]
#[path = "sparse_space_tests.rs"]
mod tests;
