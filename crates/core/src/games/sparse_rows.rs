//! The sparse-space steps split between threads (native only: wasm32 has none, and computes
//! one heap size at a time as before), in a pipeline that keeps every thread busy.
//!
//! Heap size n needs, for a split {a, n − a} with a > n − k, only values below k. So the
//! heap sizes are taken in *segments* of `rows`, and a segment's *part A* is done from the
//! values below the start of the segment before it (k = its own start − `rows`): step 1 over
//! the sparse heaps s > r = n − k, and step 2's scan of the splits r < a < n − a for the
//! sparse values below that step 1's common mex c_A. Part A of segment j + 2 can therefore run
//! while segment j + 1 is finished. *Part B* finishes the rows in order on one thread, once
//! the values up to n − 1 are known: the sparse heaps s ≤ r and those at or above k (whose
//! partners are ≤ r), the true common mex c ≥ c_A, and the scan of the splits a ≤ r for the
//! sparse values still missing. Part A marks the sparse values below c_A it found; one
//! between c_A and c is looked for again over all of part A's splits too. The answer is still
//! the exact mex of every split: the order of the work changes, never the set of splits.
//!
//! The main thread does part B and a share of each segment's part A; each helper thread keeps
//! its own copy of the values (sent a segment at a time) and does its share of part A. The
//! shares follow the times each thread took, so that all finish a segment together. The
//! first version started threads for each block and waited for them all before part B: on
//! the 2 cores it took 0.9 of one thread's wall time at best, and more under load; this one
//! about 0.6 (BENCHMARKS.md, issue 29).

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvError, Sender, TryRecvError, channel};
use std::time::{Duration, Instant};

use super::{BLOCK, GrundyError, GrundyTable, REPORT_EVERY, ROW, common_mex, is_sparse};
use crate::games::sparse_scan::{Wanted, both_ends, split_order};
use crate::progress::Progress;

/// Heap sizes per segment: part B does the splits and sparse heaps below twice this (31
/// sparse heaps below 128), so it stays small, and a segment (about 100 µs of work) is enough
/// to pay for handing it between threads. To 2·10⁶ and 10⁷, 64 was as fast as 128 and 256 or
/// faster (the runs were noisy); larger segments move more sparse heaps into part B.
pub const ROWS: usize = 64;

/// What part A leaves for one heap size.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The values reached so far.
    reached: [u8; ROW],
    /// Step 1's common mex from the sparse heaps s > r, c_A: part A looked for the sparse
    /// values below it only.
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

/// Part A for the heap sizes k + first .. k + first + out.len(), from the values g below
/// k = g.len() and their sparse positions (all below k).
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
            let order = split_order(n, r + 1);
            let wanted_here = p.left.len();
            wanted.strike(g, n, &mut p.left, order, &mut p.scanned);
            // Marked only now (not at every split): those found are the ones not left.
            if p.left.len() < wanted_here {
                for v in (0..p.common).filter(|&v| is_sparse(v as u32)) {
                    p.reached[v] = 1;
                }
                for &v in &p.left {
                    p.reached[v] = 0;
                }
            }
        }
    }
}

/// A helper's share of one segment's part A.
struct Work {
    /// The values that follow those the helper has (a segment's worth; empty at first).
    values: Arc<[u16]>,
    /// Part A reads the values below this.
    known: usize,
    /// The first heap size of the share.
    first: usize,
    /// Heap sizes in the share.
    len: usize,
    /// At least `len` entries, one for each heap size of the share: a buffer handed back and
    /// forth, never shortened, so that the entries' lists keep their allocations.
    out: Vec<Pending>,
}

/// A helper's share of part A done (in the buffer it was sent), and the time it took.
type Done = (Vec<Pending>, Duration);

/// A helper thread: part A for each share it is sent, in order, from its own copy of the
/// values, until the main thread hangs up.
fn helper(mut g: Vec<u16>, work: Receiver<Work>, done: Sender<Done>) {
    let mut sparse: Vec<usize> = (0..g.len())
        .filter(|&n| is_sparse(u32::from(g[n])))
        .collect();
    while let Ok(Work {
        values,
        known,
        first,
        len,
        mut out,
    }) = receive(&work)
    {
        for &v in values.iter() {
            if is_sparse(u32::from(v)) {
                sparse.push(g.len());
            }
            g.push(v);
        }
        let below = sparse.partition_point(|&s| s < known);
        let started = Instant::now();
        part_a(
            &g[..known],
            &sparse[..below],
            first - known,
            &mut out[..len],
        );
        if done.send((out, started.elapsed())).is_err() {
            return;
        }
    }
}

/// How long a thread waiting for another spins before it sleeps: a segment is a fraction of
/// a millisecond of work, and waking a sleeping thread took about as long (threads that slept
/// between segments spent a third of the wall time waiting). After [`SPIN_ALONE`] the spinning
/// thread yields between looks, so that with more threads than free cores (the tests run 4 on
/// 2) the one it waits for gets the core.
const SPIN: Duration = Duration::from_millis(2);
const SPIN_ALONE: Duration = Duration::from_micros(50);

/// The next message, waited for by spinning for up to [`SPIN`], then by sleeping.
fn receive<T>(line: &Receiver<T>) -> Result<T, RecvError> {
    let start = Instant::now();
    loop {
        for _ in 0..64 {
            match line.try_recv() {
                Ok(message) => return Ok(message),
                Err(TryRecvError::Empty) => std::hint::spin_loop(),
                Err(TryRecvError::Disconnected) => return Err(RecvError),
            }
        }
        let waited = start.elapsed();
        if waited > SPIN {
            return line.recv();
        }
        if waited > SPIN_ALONE {
            std::thread::yield_now();
        }
    }
}

/// One segment in flight: its part A split between the helpers (each an equal share of the
/// first rows, in order) and the main thread (the rest, `mine`).
struct Segment {
    start: usize,
    len: usize,
    /// Heap sizes in each helper's share.
    share: usize,
    mine: Vec<Pending>,
}

/// How the rows of a segment's part A are shared so that the helpers and the main thread
/// (which also does part B) finish together: from the times each took, smoothed.
struct Balance {
    /// Seconds of part A for one heap size, on a helper and on the main thread.
    helper_row: f64,
    main_row: f64,
    /// Seconds of part B for a segment.
    finish: f64,
    helpers: usize,
    rows: usize,
}

impl Balance {
    fn new(helpers: usize, rows: usize) -> Balance {
        Balance {
            helper_row: 1.0,
            main_row: 1.0,
            finish: 0.0,
            helpers,
            rows,
        }
    }

    /// Rows for each helper: h·helper_row = finish + (rows − helpers·h)·main_row.
    fn share(&self) -> usize {
        let main = self.finish + self.rows as f64 * self.main_row;
        let share = main / (self.helper_row + self.helpers as f64 * self.main_row);
        (share.round() as usize).min(self.rows / self.helpers)
    }

    /// Moves an estimate an eighth of the way to a new measurement.
    fn note(estimate: &mut f64, time: Duration, per: usize) {
        if per > 0 {
            *estimate += (time.as_secs_f64() / per as f64 - *estimate) / 8.0;
        }
    }
}

impl GrundyTable {
    /// g(n) for every n from the number of values (at least 4 × `self.rows`) to `upto`, with
    /// `self.threads` threads in the pipeline described at the top of this file.
    pub(super) fn extend_piped(
        &mut self,
        upto: usize,
        progress: &mut impl Progress,
    ) -> Result<(), GrundyError> {
        let rows = self.rows;
        let helpers = self.threads - 1;
        let n_start = self.values.len();
        let mut balance = Balance::new(helpers, rows);
        std::thread::scope(|scope| {
            let mut lines = Vec::with_capacity(helpers);
            for _ in 0..helpers {
                let (work_tx, work_rx) = channel();
                let (done_tx, done_rx) = channel();
                // The whole copy asked for up front, as `extend_to` asks for the table's: too
                // large an N is an error here, not an abort when a helper's copy grows.
                let mut g = Vec::new();
                g.try_reserve_exact(upto + 1)
                    .map_err(|_| GrundyError::OutOfMemory(upto.saturating_add(1)))?;
                g.extend_from_slice(&self.values);
                scope.spawn(move || helper(g, work_rx, done_tx));
                lines.push((work_tx, done_rx));
            }
            let mut in_flight = VecDeque::new();
            let mut spare: Vec<Vec<Pending>> = Vec::new();
            let mut next = n_start;
            // Segments j and j + 1 need only the values below j's start.
            let none: Arc<[u16]> = Arc::from([]);
            for _ in 0..2 {
                if next <= upto {
                    let segment =
                        self.send_segment(next, upto, &mut balance, &lines, &none, &mut spare);
                    next += segment.len;
                    in_flight.push_back(segment);
                }
            }
            while let Some(mut segment) = in_flight.pop_front() {
                let mut parts = Vec::with_capacity(helpers + 1);
                let mut slowest = Duration::ZERO;
                for (_, done) in &lines {
                    let (part, took) = receive(done).expect("a helper thread stopped");
                    parts.push(part);
                    slowest = slowest.max(took);
                }
                Balance::note(&mut balance.helper_row, slowest, segment.share);
                let finishing = Instant::now();
                let known = segment.start - rows;
                let mut n = segment.start;
                let shares = parts.iter_mut().map(|part| &mut part[..segment.share]);
                let mine = &mut segment.mine[..segment.len - helpers * segment.share];
                for p in shares.chain([mine]).flatten() {
                    if n.is_multiple_of(REPORT_EVERY) {
                        progress
                            .report("Grundy's game", n as u64, upto as u64 + 1)
                            .check()?;
                    }
                    let value = self.finish_row(known, n, p);
                    self.push_value(n, value)?;
                    n += 1;
                }
                Balance::note(&mut balance.finish, finishing.elapsed(), 1);
                spare.extend(parts);
                spare.push(std::mem::take(&mut segment.mine));
                if next <= upto {
                    // The segment just finished is what the helpers lack for the one after next.
                    let values: Arc<[u16]> = Arc::from(&self.values[segment.start..n]);
                    let sent =
                        self.send_segment(next, upto, &mut balance, &lines, &values, &mut spare);
                    next += sent.len;
                    in_flight.push_back(sent);
                }
            }
            Ok(())
        })
    }

    /// Starts the segment of heap sizes from `start`: sends each helper its share of part A
    /// (with the values it lacks) and does the main thread's share here.
    fn send_segment(
        &self,
        start: usize,
        upto: usize,
        balance: &mut Balance,
        lines: &[(Sender<Work>, Receiver<Done>)],
        values: &Arc<[u16]>,
        spare: &mut Vec<Vec<Pending>>,
    ) -> Segment {
        let len = self.rows.min(upto + 1 - start);
        let known = start - self.rows;
        let share = balance.share().min(len / lines.len());
        let mut buffer = || {
            let mut out = spare.pop().unwrap_or_default();
            if out.len() < self.rows {
                out.resize(self.rows, Pending::EMPTY);
            }
            out
        };
        for (k, (work, _)) in lines.iter().enumerate() {
            // A helper that has stopped shows when its answer is awaited.
            let _ = work.send(Work {
                values: Arc::clone(values),
                known,
                first: start + k * share,
                len: share,
                out: buffer(),
            });
        }
        let mut mine = buffer();
        let below = self.sparse.partition_point(|&s| s < known);
        let first = start + lines.len() * share - known;
        let rows = len - lines.len() * share;
        let started = Instant::now();
        part_a(
            &self.values[..known],
            &self.sparse[..below],
            first,
            &mut mine[..rows],
        );
        Balance::note(&mut balance.main_row, started.elapsed(), rows);
        Segment {
            start,
            len,
            share,
            mine,
        }
    }

    /// Part B for heap size n, whose part A read the values below `known`: g(n), with the
    /// values below n all known.
    fn finish_row(&mut self, known: usize, n: usize, p: &mut Pending) -> usize {
        let g = &self.values;
        let r = n - known;
        self.scanned += p.scanned;
        // Step 1, the rest: the sparse heaps s ≤ r and those from `known` on (s < n).
        let small = self.sparse.partition_point(|&s| s <= r);
        let late = self.sparse.partition_point(|&s| s < known);
        for &s in self.sparse[..small].iter().chain(&self.sparse[late..]) {
            if s >= 1 && 2 * s != n {
                p.reached[usize::from(g[s] ^ g[n - s]) & (ROW - 1)] = 1;
            }
        }
        // The marks hold step 1 and the values part A found: a sparse value below c_A not
        // marked is one part A looked for over all its splits (in `left`), and one above it
        // is still to look for over part A's splits.
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
