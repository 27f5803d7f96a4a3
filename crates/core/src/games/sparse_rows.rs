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
//! the scan of the splits a ≤ r for the sparse values still missing. Part A's scan is sure
//! of the values below c_A only (it compares rather than marks once few are left), so a
//! sparse value between c_A and c still missing is looked for again over all of part A's
//! splits (2.5 % of the splits at 256 rows a block to 10⁶, 8 % at 1,024). The answer is still
//! the exact mex of every split: the order of the work changes, never the set of splits.
//!
//! Opt-in (`GrundyTable::with_threads`): on the shared 2-core machine the main thread did
//! about 53 % of the CPU time of two (so an idle machine could finish in about 0.55 of the
//! time), but the two took 1.15–1.5× the CPU time of one heap size at a time, and under the
//! usual load the run was slower in wall time too (BENCHMARKS.md, issue 29).

use super::{
    BLOCK, GrundyError, GrundyTable, REPORT_EVERY, ROW, common_mex, is_sparse, scan_splits,
};
use crate::progress::Progress;

/// Heap sizes per block: enough work (about half a millisecond) to pay for starting the
/// threads, few enough that part B's share stays small.
pub const ROWS: usize = 256;

/// What part A leaves for one heap size.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The values reached so far.
    reached: [u8; ROW],
    /// Step 1's common mex from the sparse heaps s > r: the scan is sure below it.
    common: usize,
    /// The splits a in lo..hi part A's scan did not look at.
    lo: usize,
    hi: usize,
    /// Splits looked at.
    scanned: u64,
}

impl Pending {
    const EMPTY: Pending = Pending {
        reached: [0; ROW],
        common: 0,
        lo: 0,
        hi: 0,
        scanned: 0,
    };
}

/// Part A for the rows first..first + out.len() of the block that starts at n0 = g.len(),
/// from the values g (all below n0) and their sparse positions.
fn part_a(g: &[u16], sparse: &[usize], first: usize, out: &mut [Pending]) {
    let n0 = g.len();
    let mut missing = Vec::new();
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
            p.common = common_mex(&p.reached, &mut missing);
            (p.lo, p.hi) = scan_splits(
                g,
                n,
                &mut p.reached,
                &mut missing,
                (r + 1, (n - 1) / 2 + 1),
                &mut p.scanned,
            );
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
            let value = u16::try_from(value)
                .ok()
                .filter(|&v| usize::from(v) < ROW)
                .ok_or(GrundyError::ValueOverflow(n))?;
            if is_sparse(u32::from(value)) {
                self.sparse.push(n);
            }
            self.values.push(value);
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
        let missing = &mut self.missing;
        let common = common_mex(&p.reached, missing);
        if !missing.is_empty() {
            // The splits a ≤ r, which part A could not see.
            scan_splits(g, n, &mut p.reached, missing, (1, r + 1), &mut self.scanned);
            // A value above part A's common mex was not sure to be marked there: look at
            // all of part A's splits again; below it, only at those part A left.
            let (lo, hi) = if missing.last().is_some_and(|&v| v > p.common) {
                (r + 1, (n - 1) / 2 + 1)
            } else {
                (p.lo, p.hi)
            };
            scan_splits(g, n, &mut p.reached, missing, (lo, hi), &mut self.scanned);
        }
        missing.first().copied().unwrap_or(common)
    }
}
