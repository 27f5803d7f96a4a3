//! The sparse-space steps for a block of heap sizes n0..n0 + len, split between threads
//! (native only: wasm32 has none, and computes one heap size at a time as before).
//!
//! Heap size n = n0 + r needs the values below n0 for every split {a, n − a} with a > r:
//! both heaps are then below n0, known before the block starts. So the threads first do,
//! each for its share of the block's rows and from the values below n0 only (*part A*),
//! step 1 over the sparse heaps s > r, and step 2's scan of the splits with r < a < n − a
//! for the sparse values below that step 1's common mex c_A. Then one thread finishes the
//! rows in order (*part B*), when the values up to n − 1 are known: the sparse heaps s ≤ r
//! and those found in the block (whose partners are ≤ r), the true common mex c ≥ c_A, and
//! the scan of the splits a ≤ r for the sparse values still missing. Part A looks only for
//! the values below c_A, but marks the value of every split it goes through; a sparse value
//! between c_A and c that those marks lack is looked for again over all of part A's splits.
//! The answer is still the exact mex of every split: the order of the work changes, never
//! the set of splits.
//!
//! Opt-in (`GrundyTable::with_threads`, `snipelab games sequence --sparse --threads 2`): on
//! the 2-core machine at load about 1, two threads took 12.3 s of wall time to 10⁷ against
//! 13.8 s for one, with 1.26× its CPU time (BENCHMARKS.md, issue 29): part B, in order on
//! one thread, and a thread started for each block of 256 heap sizes limit it.

use super::{BLOCK, GrundyError, GrundyTable, REPORT_EVERY, ROW, common_mex};
use crate::games::sparse_scan::{Wanted, both_ends, split_order};
use crate::progress::Progress;

/// Heap sizes per block: enough work (about half a millisecond) to pay for starting the
/// threads, few enough that part B's share stays small.
pub const ROWS: usize = 256;

/// What part A leaves for one heap size.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The values reached so far.
    reached: [u8; ROW],
    /// Step 1's common mex from the sparse heaps s > r: part A looked for the sparse values
    /// below it only.
    common: usize,
    /// Those of them that no split a > r reaches (part A then looked at every such split).
    left: Vec<usize>,
    /// Splits looked at.
    scanned: u64,
}

impl Pending {
    const EMPTY: Pending = Pending {
        reached: [0; ROW],
        common: 0,
        left: Vec::new(),
        scanned: 0,
    };
}

/// Part A for the rows first..first + out.len() of the block that starts at n0 = g.len(),
/// from the values g (all below n0) and their sparse positions.
fn part_a(g: &[u16], sparse: &[usize], first: usize, out: &mut [Pending]) {
    let n0 = g.len();
    let mut wanted = Wanted::default();
    for (k, chunk) in out.chunks_mut(BLOCK).enumerate() {
        // Step 1 for BLOCK rows at once, as `prepare_block` does: for each sparse heap s
        // above the chunk's last row the partners n − s are consecutive values below n0.
        let r0 = first + k * BLOCK;
        let width = chunk.len();
        let last = r0 + width - 1;
        let m = n0 + r0;
        for p in chunk.iter_mut() {
            p.reached = [0; ROW];
            p.scanned = 0;
        }
        let above = sparse.partition_point(|&s| s <= last);
        for &s in &sparse[above..] {
            let gs = g[s];
            if (m..m + width).contains(&(2 * s)) {
                // s = n − s is no split: only here can it happen.
                for (i, p) in chunk.iter_mut().enumerate() {
                    if 2 * s != m + i {
                        p.reached[usize::from(gs ^ g[m + i - s]) & (ROW - 1)] = 1;
                    }
                }
            } else {
                for (p, &partner) in chunk.iter_mut().zip(&g[m - s..m - s + width]) {
                    p.reached[usize::from(gs ^ partner) & (ROW - 1)] = 1;
                }
            }
        }
        for (i, p) in chunk.iter_mut().enumerate() {
            let r = r0 + i;
            let n = n0 + r;
            // The sparse heaps r < s ≤ last, whose partners are below n0 for this row.
            for &s in &sparse[sparse.partition_point(|&s| s <= r)..above] {
                if 2 * s != n {
                    p.reached[usize::from(g[s] ^ g[n - s]) & (ROW - 1)] = 1;
                }
            }
            p.common = common_mex(&p.reached, &mut p.left);
            // Every split looked at is marked too, so that part B need not look again for a
            // value between this common mex and the true one that these splits reach.
            let order = split_order(n, r + 1);
            wanted.strike_marking::<true>(g, n, &mut p.left, order, &mut p.reached, &mut p.scanned);
        }
    }
}

impl GrundyTable {
    /// g(n) for n in n0..n0 + len (n0 = the number of values, at least 4 × len so that every
    /// split a ≤ r has a < n − a), part A on `self.threads` threads; `upto` for the progress.
    pub(super) fn extend_by_rows(
        &mut self,
        n0: usize,
        len: usize,
        upto: usize,
        progress: &mut impl Progress,
    ) -> Result<(), GrundyError> {
        self.pending.resize(len, Pending::EMPTY);
        {
            let g = &self.values[..n0];
            let sparse = &self.sparse[..];
            let share = len.div_ceil(self.threads).next_multiple_of(BLOCK);
            std::thread::scope(|scope| {
                let mut parts = self.pending[..len].chunks_mut(share).enumerate();
                let mine = parts.next();
                for (k, part) in parts {
                    scope.spawn(move || part_a(g, sparse, k * share, part));
                }
                if let Some((_, part)) = mine {
                    part_a(g, sparse, 0, part);
                }
            });
        }
        for r in 0..len {
            let n = n0 + r;
            if n.is_multiple_of(REPORT_EVERY) {
                progress
                    .report("Grundy's game", n as u64, upto as u64 + 1)
                    .check()?;
            }
            let value = self.finish_row(n0, r);
            self.push_value(n, value)?;
        }
        Ok(())
    }

    /// Part B for row r: g(n0 + r), with the values below it all known.
    fn finish_row(&mut self, n0: usize, r: usize) -> usize {
        let g = &self.values;
        let n = n0 + r;
        let p = &mut self.pending[r];
        self.scanned += p.scanned;
        // Step 1, the rest: the sparse heaps s ≤ r and those of the block (s ≥ n0, s < n).
        let small = self.sparse.partition_point(|&s| s <= r);
        let block = self.sparse.partition_point(|&s| s < n0);
        for &s in self.sparse[..small].iter().chain(&self.sparse[block..]) {
            if s >= 1 && 2 * s != n {
                p.reached[usize::from(g[s] ^ g[n - s]) & (ROW - 1)] = 1;
            }
        }
        // The marks hold step 1 and every split part A looked at: a sparse value below its
        // common mex not marked is one part A looked for everywhere (in `left`), and one
        // above it is still to look for over part A's splits.
        let missing = &mut self.missing;
        let common = common_mex(&p.reached, missing);
        if !missing.is_empty() {
            // The splits a ≤ r, which part A could not see.
            let small = both_ends(1, r + 1);
            self.wanted.strike(g, n, missing, small, &mut self.scanned);
            // Those above part A's common mex, over part A's splits too.
            let (mut above, below): (Vec<usize>, Vec<usize>) =
                missing.iter().partition(|&&v| v >= p.common);
            let rest = split_order(n, r + 1);
            self.wanted
                .strike(g, n, &mut above, rest, &mut self.scanned);
            missing.clear();
            missing.extend(below.into_iter().chain(above));
            missing.sort_unstable();
        }
        missing.first().copied().unwrap_or(common)
    }
}
