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
//!    common ⊕ common splits, which are everywhere: a scan of the splits finds them all
//!    within a few thousand (1,489 on average to 10⁶, far fewer than n/2), and only when
//!    the scan has looked at every split without finding them all is g(n) the smallest one
//!    missed (a new sparse value, a rare event).
//!
//! Step 1 marks every value it sees; step 2 strikes off each value it looks for as a split
//! reaches it, so no value below the answer is missed and g(n) is exactly the mex of the
//! splits: the method changes the cost, never the answer (the tests compare it with the plain
//! rule). Step 1 is done for 16 heap sizes at once (their partners are read once for all 16);
//! step 2's order of the splits is in `sparse_scan.rs`.

use serde::{Deserialize, Serialize};

pub use super::sparse_scan::ROW;
use super::sparse_scan::{Wanted, split_order};
use crate::progress::{Cancelled, Progress};

/// Bit v % 64 of word v / 64: whether v is sparse (the rows' values in 64-bit words).
const SPARSE_BITS: [u64; ROW / 64] = {
    let mut words = [0; ROW / 64];
    let mut v = 0;
    while v < ROW {
        if ((v >> 1).count_ones() % 2) == 0 {
            words[v / 64] |= 1 << (v % 64);
        }
        v += 1;
    }
    words
};

/// Whether a value is sparse: the bits above the lowest have even parity.
pub fn is_sparse(v: u32) -> bool {
    (v >> 1).count_ones().is_multiple_of(2)
}

/// The largest N a run may be asked for: 4 GB of values. The issue asks for at least 10⁹.
pub const MAX_SPARSE_UPTO: usize = 2_000_000_000;

/// Heap sizes whose step 1 is done together (see [`GrundyTable::prepare_block`]).
const BLOCK: usize = 16;

/// The most threads a table starts: each helper thread keeps its own copy of the values (2 GB
/// at 10⁹), and part B, in order on one thread, would limit more.
#[cfg(not(target_arch = "wasm32"))]
pub const MAX_THREADS: usize = 4;

/// Reports progress every this many heap sizes (a power of two, so the test is a mask).
const REPORT_EVERY: usize = 1 << 16;

/// The values g(0..len) of Grundy's game, extendable: a long run is resumed from its values.
///
/// Values are stored as u16 (two bytes a heap: 2 GB for 10⁹: they pass 255 near 10⁷) and must
/// be below [`ROW`] = 512 (267 is the largest below 5·10⁷); a value that would not fit is
/// refused with [`GrundyError::ValueOverflow`] rather than stored wrong.
#[derive(Clone, Debug, Default)]
pub struct GrundyTable {
    values: Vec<u16>,
    /// The sparse positions, ascending.
    sparse: Vec<usize>,
    /// The values reached, one row for each heap size of the current block. Rows of a fixed
    /// power-of-two width let the compiler drop the bounds checks of the marking loops.
    marks: Vec<[u8; ROW]>,
    /// Splits looked at in step 2, for the benchmarks' account of the cost.
    scanned: u64,
    /// Step 2's sparse values not yet reached (kept to reuse its allocation).
    missing: Vec<usize>,
    /// Step 2's flags of the values it looks for (`sparse_scan.rs`).
    wanted: Wanted,
    /// Threads for the steps of a block of heap sizes (1: one at a time, as on wasm32).
    #[cfg(not(target_arch = "wasm32"))]
    threads: usize,
    /// Heap sizes per segment when `threads` > 1 (see `sparse_rows.rs`).
    #[cfg(not(target_arch = "wasm32"))]
    rows: usize,
}
/// Why the table could not be extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GrundyError {
    /// g(n) would be [`ROW`] or more (never seen; refused rather than stored wrong).
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
                write!(f, "g({n}) is {ROW} or more: this table cannot hold it")
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
            marks: vec![[0; ROW]; BLOCK],
            #[cfg(not(target_arch = "wasm32"))]
            threads: 1,
            #[cfg(not(target_arch = "wasm32"))]
            rows: rows::ROWS,
            ..GrundyTable::default()
        }
    }

    /// The same table, computed by `threads` threads (at most [`MAX_THREADS`]) in the pipeline
    /// of `sparse_rows.rs`; 1, the default of a new table, is one heap size at a time, the only
    /// way on wasm32 (no threads there: ignored). On the 2-core machine, two threads took
    /// about 0.6 of one thread's wall time to 10⁷ (BENCHMARKS.md, issue 29).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_threads(self, threads: usize) -> GrundyTable {
        GrundyTable {
            threads: threads.clamp(1, MAX_THREADS),
            ..self
        }
    }

    /// In the browser there are no threads: one heap size at a time.
    #[cfg(target_arch = "wasm32")]
    pub fn with_threads(self, _threads: usize) -> GrundyTable {
        self
    }

    /// With threads on segments of `rows` heap sizes (the tests' way to cross many segments).
    #[cfg(test)]
    fn with_blocks(self, threads: usize, rows: usize) -> GrundyTable {
        let mut table = self.with_threads(threads);
        table.rows = rows.max(BLOCK);
        table
    }

    /// A table holding `values` (a resumed run). The values are trusted as g(0..len): the
    /// caller checks where they came from (the CLI's checkpoint rechecks its last value).
    pub fn from_values(values: Vec<u16>) -> GrundyTable {
        let mut table = GrundyTable::new();
        table.sparse = (0..values.len())
            .filter(|&n| is_sparse(u32::from(values[n])))
            .collect();
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
            let n0 = self.values.len();
            #[cfg(not(target_arch = "wasm32"))]
            if self.threads > 1 && n0 >= 4 * self.rows {
                return self.extend_piped(upto, progress);
            }
            let len = BLOCK.min(upto + 1 - n0);
            let done = self.prepare_block(n0, len);
            for row in 0..len {
                let n = n0 + row;
                if n.is_multiple_of(REPORT_EVERY) {
                    progress
                        .report("Grundy's game", n as u64, upto as u64 + 1)
                        .check()?;
                }
                let value = self.next_value(row, done);
                self.push_value(n, value)?;
            }
        }
        Ok(())
    }

    /// Keeps g(n), the next value: refuses one beyond the table's rows, notes n if sparse.
    #[inline]
    pub(super) fn push_value(&mut self, n: usize, value: usize) -> Result<(), GrundyError> {
        let value = u16::try_from(value)
            .ok()
            .filter(|&v| usize::from(v) < ROW)
            .ok_or(GrundyError::ValueOverflow(n))?;
        if is_sparse(u32::from(value)) {
            self.sparse.push(n);
        }
        self.values.push(value);
        Ok(())
    }

    /// Step 1 for the heap sizes n0..n0 + len at once, for the sparse heaps s with
    /// BLOCK ≤ s ≤ (n0 − 1)/2: for each such s the partners n − s are `len` consecutive
    /// values, all computed before the block (s ≥ BLOCK), read once for the whole block
    /// instead of once for each n (reading them was most of step 1's time: they lie
    /// scattered over the sparse positions' range, outside the nearest cache). Returns the
    /// index in `sparse` of the first sparse heap not done here.
    fn prepare_block(&mut self, n0: usize, len: usize) -> usize {
        self.marks.fill([0; ROW]);
        if n0 == 0 {
            return 0;
        }
        let first = self.sparse.partition_point(|&s| s < BLOCK);
        let end = self.sparse.partition_point(|&s| s <= (n0 - 1) / 2);
        let g = &self.values;
        for &s in self.sparse.get(first..end).unwrap_or(&[]) {
            let gs = g[s];
            for (row, &partner) in self.marks.iter_mut().zip(&g[n0 - s..n0 - s + len]) {
                row[usize::from(gs ^ partner) & (ROW - 1)] = 1;
            }
        }
        end.max(first)
    }

    /// g(n) for n = the number of values so far, the `row`th of its block, whose step 1 has
    /// been done by `prepare_block` for the sparse heaps before index `done`.
    fn next_value(&mut self, row: usize, done: usize) -> usize {
        let g = &self.values;
        let n = g.len();
        if n < 3 {
            return 0; // no split of 0, 1 or 2 into unequal non-empty heaps
        }
        let reached = &mut self.marks[row];
        // Step 1, the rest: the sparse heaps below BLOCK or above (n0 − 1)/2 (including any
        // found in this block), each with its partner n − s (s < n; s = n − s is no split).
        let first = self.sparse.partition_point(|&s| s < BLOCK).min(done);
        for &s in self.sparse[..first].iter().chain(&self.sparse[done..]) {
            if s >= 1 && 2 * s != n {
                reached[usize::from(g[s] ^ g[n - s]) & (ROW - 1)] = 1;
            }
        }
        // Step 1's answer: the smallest common value not reached; if every one below ROW is
        // reached, ROW stands for "too large", which `extend_to` refuses unless a missing
        // sparse value below is the answer.
        // Step 2: the sparse values below it still missing, ascending.
        let missing = &mut self.missing;
        let common = common_mex(reached, missing);
        // Every value below `common` that no split reaches is sparse and listed; if the scan
        // finds one (looking at every split), the smallest is the mex.
        let order = split_order(n, 1);
        self.wanted.strike(g, n, missing, order, &mut self.scanned);
        missing.first().copied().unwrap_or(common)
    }
}

/// Step 1's answer from the marks of a row: the smallest common value not marked, or [`ROW`]
/// if all are ("too large"); and in `missing`, ascending, the sparse values below it not
/// marked (step 2's targets). Read as 64-bit words of "not marked" bits, without branches
/// per value: once for every n, it would otherwise cost as much as a few hundred splits.
fn common_mex(reached: &[u8; ROW], missing: &mut Vec<usize>) -> usize {
    let mut unmarked = [0u64; ROW / 64];
    for (word, chunk) in unmarked.iter_mut().zip(reached.chunks_exact(64)) {
        let mut marked = 0;
        for (k, eight) in chunk.chunks_exact(8).enumerate() {
            // Eight marks (each 0 or 1) packed into eight bits, mark i into bit i: the
            // multiplication moves byte i's bit to bit 56 + i, and no two terms overlap.
            let bytes = u64::from_le_bytes(eight.try_into().unwrap_or_default());
            marked |= (bytes.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
        }
        *word = !marked;
    }
    let common = unmarked
        .iter()
        .zip(SPARSE_BITS)
        .enumerate()
        .find_map(|(k, (&word, sparse))| {
            let common = word & !sparse;
            (common != 0).then(|| 64 * k + common.trailing_zeros() as usize)
        })
        .unwrap_or(ROW);
    missing.clear();
    for (k, (&word, sparse)) in unmarked.iter().zip(SPARSE_BITS).enumerate() {
        let mut bits = word & sparse;
        while bits != 0 {
            let v = 64 * k + bits.trailing_zeros() as usize;
            if v >= common {
                return common;
            }
            missing.push(v);
            bits &= bits - 1;
        }
    }
    common
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

/// How many known sparse values Achim Flammenkamp's table of Grundy's game lists (issue 29).
pub const PUBLISHED_SPARSE: usize = 1_287;

/// What the page shows of a run: its sparse positions and a profile of its values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScaleRun {
    /// The sparse positions up to N.
    pub report: SparseReport,
    /// g(0..=N) in at most the asked number of equal stretches of n: (first n, smallest g,
    /// largest g) of each, so that a million values plot as a few thousand points.
    pub profile: Vec<(usize, u16, u16)>,
}

/// g(0..=upto) by the sparse-space method, as the page shows it (`stretches` ≥ 1).
pub fn grundy_at_scale(
    upto: usize,
    stretches: usize,
    progress: &mut impl Progress,
) -> Result<ScaleRun, GrundyError> {
    let mut table = GrundyTable::new();
    table.extend_to(upto, progress)?;
    let values = &table.values()[..=upto];
    let width = values.len().div_ceil(stretches.max(1));
    let profile = values
        .chunks(width)
        .enumerate()
        .map(|(i, chunk)| {
            let min = chunk.iter().copied().min().unwrap_or(0);
            let max = chunk.iter().copied().max().unwrap_or(0);
            (i * width, min, max)
        })
        .collect();
    Ok(ScaleRun {
        report: table.sparse_report(upto),
        profile,
    })
}

/// `n` with its digits in groups of three ("1,274").
pub(crate) fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The page's plain statement of what a run found, every number taken from `report`.
pub fn statement(report: &SparseReport) -> String {
    let mut text = format!(
        "Up to N = {} this computation found {} with a sparse value of Grundy's game",
        grouped(report.upto),
        if report.count == 1 {
            "1 position n".to_string()
        } else {
            format!("{} positions n", grouped(report.count))
        }
    );
    if let Some(&(last, value)) = report.sparse.last() {
        text += &format!("; the largest such n is {} (g = {value})", grouped(last));
        if last < report.upto {
            text += &format!(
                ", and there are none from {} to {}",
                grouped(last + 1),
                grouped(report.upto)
            );
        }
    }
    text += &format!(
        ". Achim Flammenkamp's table lists {} known positions with a sparse value",
        grouped(PUBLISHED_SPARSE)
    );
    // Every position up to N was computed here, so any other listed one lies beyond N.
    if report.count < PUBLISHED_SPARSE {
        let rest = PUBLISHED_SPARSE - report.count;
        text += &format!(
            "; the other {} {} beyond N = {}",
            grouped(rest),
            if rest == 1 { "lies" } else { "lie" },
            grouped(report.upto)
        );
    }
    text += ". Whether Grundy's game is eventually periodic is an open question.";
    text
}

/// The steps split between threads in a pipeline (native only).
#[cfg(not(target_arch = "wasm32"))]
#[path = "sparse_rows.rs"]
mod rows;

#[cfg(test)]
#[path = "sparse_space_tests.rs"]
mod tests;
