//! Retrograde analysis over the ranked table, one byte per state.
//!
//! The post first searches every state reachable from the empty board, then works backward
//! from the finished games, propagating wins and losses through the "unmoves" and counting down,
//! for each undecided state, the moves not yet known to lose. We keep its two steps but store
//! nothing besides the table's byte per slot, so there is no room for the post's per-state
//! counter. Instead the backward step goes level by level, one ply at a time:
//!
//! - every parent of a state lost in `d - 1` plies is won in `d` (its fastest win: levels are
//!   processed in order, so a faster one would already have been found);
//! - every parent of a state won in `d - 1` plies becomes a *candidate*; a candidate whose moves
//!   all lead to states won in at most `d - 1` plies is lost in `d` (its slowest loss);
//! - what is never decided is a draw, as in the post.
//!
//! That is a *push*, from the last level's states along their unmoves. When the undecided
//! states are few next to the last level (the first two levels of the real game: most states
//! are finished games or won in one ply), the level is found by a *pull* instead: each
//! undecided state looks at its own moves, with the same outcome (see [`pull_pays`]).
//!
//! Rather than a queue, each level finds its states by scanning the table a block at a time
//! (the boards sharing their larger pieces, see the `index` module), skipping blocks not
//! touched in the previous level. Within a block, the children and parents reached by moving a
//! larger piece are found once for the whole block (the `graph` module), so a state's children
//! cost a table lookup each. The work per level is split among threads natively; in the
//! browser the same code runs on one thread.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};

use super::graph::{Block, Graph};
use super::index::Indexer;
use super::rules::{Board, Ending};
use super::table::{Solution, SolveStats};
use super::value::{DRAW, LOSS, PENDING, UNREACHED, Value, WIN, decode, loss_code, win_code};
use super::{GobbletError, Variant};
use crate::progress::{Cancelled, Flow, Progress};

/// Most memory a solve may use: 1 GiB. The real game needs 444 MB; the next larger variants,
/// three sizes of three or more pieces, would need 45 GB and up, so they are out of reach (of
/// the post's program too, whose hash map holds 2²⁹ states).
pub const MAX_MEMORY: u64 = 1 << 30;

/// Blocks handed to a thread at a time. Each pass looks at every block, most of them not
/// flagged, and each batch is one locked add on a counter both threads share: with 4 blocks a
/// batch, that add (the counter's cache line going from core to core) was the hottest
/// instruction of a two-thread solve, some 9 % of its samples; with 64 (one cache line of
/// flags) it no longer shows (BENCHMARKS.md, Gobblet).
const BATCH: usize = 64;

/// Report progress after about this many states handled (some 10 ms of work).
const REPORT_EVERY: u64 = 200_000;

/// Bytes of memory a solve of `variant` uses: the table (one byte per slot), three flags per
/// block and the ranking tables (under 600 kB). Known before solving, for the page to show.
pub fn memory_needed(variant: Variant) -> u64 {
    let (slots, block_len) = Indexer::shape_of(variant);
    slots + 3 * slots / block_len + 600_000
}

/// Whether `variant` can be solved within [`MAX_MEMORY`]: all but three sizes with three or
/// more pieces per size.
pub fn is_solvable(variant: Variant) -> bool {
    memory_needed(variant) <= MAX_MEMORY
}

/// Allocates `len` items without aborting when memory is short (a browser worker may have
/// much less than the machine).
fn try_alloc<T>(len: usize, item: impl FnMut() -> T) -> Result<Vec<T>, GobbletError> {
    let mut items = Vec::new();
    items
        .try_reserve_exact(len)
        .map_err(|_| GobbletError::OutOfMemory {
            bytes: (len * std::mem::size_of::<T>()) as u64,
        })?;
    items.resize_with(len, item);
    Ok(items)
}

/// Solves `variant`: every reachable state's value and distance.
///
/// `threads` is how many threads to use natively (at least one); in wasm32 the solve always
/// runs on the calling thread. Progress goes to `progress` in two phases, `"searching"`
/// (states explored so far, of at most the table's slot count) and `"solving"` (states decided
/// so far, of all reachable states; draws are never "decided", so it ends below the total).
pub fn solve(
    variant: Variant,
    threads: usize,
    progress: &mut impl Progress,
) -> Result<Solution, GobbletError> {
    solve_with(variant, threads, pull_pays, progress)
}

/// Whether a level is cheaper to find by asking every undecided state about its children
/// (a pull) than by following the unmoves of the last level's states (a push), from the
/// number of undecided states and the number decided at the last level.
///
/// A pull visits at most every move of each undecided state and stops at its first winning
/// move; a push visits every unmove of each state of the last level, writes to the parents,
/// then checks the candidates' moves again. For (3,2,1), 155 M finished games and 154 M
/// states won in 1 ply make the first two levels 90 % of the unmoves (5.3 G of 5.9 G), while
/// only 186 M and then 32 M states are undecided: pulling those levels visits far fewer moves.
/// Later levels have about as many undecided states as states in the last level, and the
/// two cost about the same there (this rule pulls levels 1 to 10 of the real game, then pushes;
/// pushing from level 3 on instead was measured no faster), so the rule stays this simple.
fn pull_pays(undecided: u64, last_level: u64) -> bool {
    undecided <= 2 * last_level
}

/// [`solve`], with `pull` choosing how each level of the retrograde analysis is found (see
/// [`pull_pays`]). Tests force either way and compare the tables: both give the same.
pub(crate) fn solve_with(
    variant: Variant,
    threads: usize,
    pull: fn(u64, u64) -> bool,
    progress: &mut impl Progress,
) -> Result<Solution, GobbletError> {
    let bytes = memory_needed(variant);
    if bytes > MAX_MEMORY {
        return Err(GobbletError::TooLarge { bytes });
    }
    let indexer = Indexer::new(variant);
    let slots = indexer.slots();
    let blocks = slots / indexer.block_len();
    let solver = Solver {
        graph: Graph {
            variant,
            indexer: &indexer,
        },
        table: try_alloc(slots, || AtomicU8::new(UNREACHED))?,
        pending: try_alloc(blocks, || AtomicBool::new(false))?,
        frontiers: [
            try_alloc(blocks, || AtomicBool::new(false))?,
            try_alloc(blocks, || AtomicBool::new(false))?,
        ],
        #[cfg(not(target_arch = "wasm32"))]
        threads: threads.max(1),
    };
    // In the browser there is one thread, whatever was asked.
    #[cfg(target_arch = "wasm32")]
    let _ = threads;
    let (states, finished) = solver.search(progress)?;
    let (win_loss_states, longest) = solver.retrograde(states, finished, pull, progress)?;
    progress.report("solving", states, states).check()?;
    let start = indexer.index(&Board::default());
    // Read only from now on: plain bytes (the same allocation, collected in place).
    let table: Vec<u8> = solver.table.into_iter().map(AtomicU8::into_inner).collect();
    let stats = SolveStats {
        variant,
        states,
        win_loss_states,
        longest,
        start: decode(table[start]).unwrap_or(Value::Draw),
        table_bytes: slots as u64,
    };
    Ok(Solution::new(indexer, table, stats))
}

/// Whether `code` is a win in fewer plies than the win `won` (a code of the level being found).
fn is_win_before(code: u8, won: u8) -> bool {
    (WIN..won).contains(&code) && code % 2 == 1
}

/// The codes and block flags of one level of the retrograde analysis.
struct Level<'a> {
    /// The codes of a win and a loss in this level's number of plies.
    won: u8,
    lost: u8,
    /// Per block: whether it holds states decided at the last level, and at this one.
    frontier: &'a [AtomicBool],
    next: &'a [AtomicBool],
}

/// The state of one solve.
struct Solver<'a> {
    graph: Graph<'a>,
    table: Vec<AtomicU8>,
    /// Per block: whether it may hold pending states (searching) or candidates (solving).
    pending: Vec<AtomicBool>,
    /// Per block: whether it holds states decided at the last level, and at this one.
    frontiers: [Vec<AtomicBool>; 2],
    /// Threads working on each level (natively; the browser uses one).
    #[cfg(not(target_arch = "wasm32"))]
    threads: usize,
}

impl Solver<'_> {
    fn code(&self, slot: usize) -> u8 {
        self.table[slot].load(Ordering::Relaxed)
    }

    /// Marks the block holding `slot`. Release, with the acquiring swap in
    /// [`Self::take_flag`], makes the entry written before visible to whoever takes the flag.
    fn flag(&self, flags: &[AtomicBool], slot: usize) {
        flags[slot / self.graph.indexer.block_len()].store(true, Ordering::Release);
    }

    /// Marks the block holding `slot` for a later pass: the flags are read only after this
    /// pass's threads have all ended (which orders every write before), so a flag already set
    /// is left alone rather than written again, a write that would take its cache line from
    /// the other core.
    fn flag_for_later(&self, flags: &[AtomicBool], slot: usize) {
        let flag = &flags[slot / self.graph.indexer.block_len()];
        if !flag.load(Ordering::Relaxed) {
            flag.store(true, Ordering::Relaxed);
        }
    }

    fn take_flag(&self, flags: &[AtomicBool], block: usize) -> bool {
        if self.shared() {
            flags[block].swap(false, Ordering::AcqRel)
        } else {
            let flagged = flags[block].load(Ordering::Relaxed);
            if flagged {
                flags[block].store(false, Ordering::Relaxed);
            }
            flagged
        }
    }

    /// Whether other threads work on the table at the same time (natively, with more than one
    /// thread). Alone, a load then a store does what a compare-and-swap or a swap does, without
    /// its locked instruction: that lock was half the time of a one-thread solve natively.
    fn shared(&self) -> bool {
        #[cfg(not(target_arch = "wasm32"))]
        return self.threads > 1;
        #[cfg(target_arch = "wasm32")]
        return false;
    }

    /// Changes the code of `slot` from `old` to `new`; false (and nothing changed) if it was
    /// not `old`. A compare-and-swap when threads share the table.
    fn replace(&self, slot: usize, old: u8, new: u8) -> bool {
        // Looked at first: most children are reached already, and a compare-and-swap that
        // fails still takes the cache line from the other core. Codes only move forward
        // (unreached, pending, settled), so a code seen as not `old` cannot be `old` again.
        if self.code(slot) != old {
            return false;
        }
        if self.shared() {
            self.table[slot]
                .compare_exchange(old, new, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        } else {
            self.table[slot].store(new, Ordering::Relaxed);
            true
        }
    }

    /// First step (the post's `search`): every state reachable from the empty board, finished
    /// games marked as won or lost in 0 plies (and flagged as the first frontier). Returns the
    /// number of states and of finished games.
    fn search(&self, progress: &mut impl Progress) -> Result<(u64, u64), GobbletError> {
        let start = self.graph.indexer.index(&Board::default());
        self.table[start].store(PENDING, Ordering::Relaxed);
        self.flag(&self.pending, start);
        let found = AtomicU64::new(0);
        let finished = AtomicU64::new(0);
        let total = self.table.len() as u64;
        loop {
            let explored = self.for_each_block(progress, "searching", &found, total, |id| {
                if !self.take_flag(&self.pending, id) {
                    return 0;
                }
                let first = self.graph.block_start(id);
                let mut block = None;
                let (mut explored, mut ended) = (0, 0);
                // Offsets of the states settled here whose children are still to be reached.
                let mut open = Vec::new();
                for small in 0..self.graph.indexer.block_len() {
                    if self.code(first + small) == PENDING {
                        let block = block.get_or_insert_with(|| self.graph.block(id, false));
                        match self.settle_reached(block, first, small) {
                            Some(true) => {
                                explored += 1;
                                ended += 1;
                            }
                            Some(false) => {
                                explored += 1;
                                open.push(small as u16);
                            }
                            None => {}
                        }
                    }
                }
                if let Some(block) = &block {
                    self.graph.for_each_child_slot_of(block, &open, |child| {
                        if self.replace(child, UNREACHED, PENDING) {
                            self.flag(&self.pending, child);
                        }
                    });
                }
                found.fetch_add(explored, Ordering::Relaxed);
                finished.fetch_add(ended, Ordering::Relaxed);
                explored
            })?;
            if explored == 0 {
                let found = found.into_inner();
                progress.report("searching", found, found).check()?;
                return Ok((found, finished.into_inner()));
            }
        }
    }

    /// Settles a reached state: a finished game gets its value (and returns `Some(true)`), any
    /// other is a draw for now, its children to be reached by the caller (`Some(false)`).
    /// `None` when another thread settled it first.
    ///
    /// Every change of a state's code is a compare-and-swap ([`Self::replace`] when threads
    /// share the table), so that each state moves from
    /// unreached to pending to settled exactly once, whatever the threads do: a block may be
    /// flagged again (and taken by a second thread) while a first thread still works on it,
    /// and a plain store could reset a settled state to pending, counting it twice.
    fn settle_reached(&self, block: &Block, first: usize, small: usize) -> Option<bool> {
        let slot = first + small;
        let code = match self.graph.board(block, small).ending() {
            Some(Ending::MoverWins) => WIN,
            Some(Ending::MoverLoses) => LOSS,
            None => DRAW,
        };
        if !self.replace(slot, PENDING, code) {
            return None;
        }
        if code != DRAW {
            self.flag_for_later(&self.frontiers[0], slot);
        }
        Some(code != DRAW)
    }

    /// Second step: level by level, as described in the module documentation, starting from
    /// the `finished` games; `pull` chooses, per level, between a pull and a push (see
    /// [`pull_pays`]). Returns the number of won or lost states and the longest distance.
    fn retrograde(
        &self,
        states: u64,
        finished: u64,
        pull: fn(u64, u64) -> bool,
        progress: &mut impl Progress,
    ) -> Result<(u64, u32), GobbletError> {
        let decided = AtomicU64::new(finished);
        let mut longest = 0;
        let mut last_level = finished;
        for plies in 1.. {
            let [frontier, next] = if plies % 2 == 1 {
                [&self.frontiers[0], &self.frontiers[1]]
            } else {
                [&self.frontiers[1], &self.frontiers[0]]
            };
            let (Some(won), Some(lost)) = (win_code(plies), loss_code(plies)) else {
                if frontier.iter().any(|f| f.load(Ordering::Relaxed)) {
                    return Err(GobbletError::TooDeep);
                }
                break;
            };
            let level = Level {
                won,
                lost,
                frontier,
                next,
            };
            let before = decided.load(Ordering::Relaxed);
            if pull(states - before, last_level) {
                self.pull_level(&level, &decided, states, progress)?;
            } else {
                self.push_level(&level, &decided, states, progress)?;
            }
            last_level = decided.load(Ordering::Relaxed) - before;
            if last_level == 0 {
                break;
            }
            longest = plies;
        }
        Ok((decided.into_inner(), longest))
    }

    /// One level by a pull: every undecided state looks at its moves. It is won in `d` plies
    /// if one leads to a state lost in `d - 1`, lost in `d` if all lead to states won in at
    /// most `d - 1` (those levels are complete, so the slowest is `d - 1`), and stays
    /// undecided otherwise. A state reads only codes of earlier levels, so the order of the
    /// states, and the threads, do not matter.
    fn pull_level(
        &self,
        level: &Level,
        decided: &AtomicU64,
        states: u64,
        progress: &mut impl Progress,
    ) -> Result<(), Cancelled> {
        let was_lost = level.lost - 2;
        self.for_each_block(progress, "solving", decided, states, |id| {
            // The last level's flags are not needed: every block is visited.
            level.frontier[id].store(false, Ordering::Relaxed);
            let first = self.graph.block_start(id);
            let mut block = None;
            let (mut handled, mut newly_decided) = (0, 0);
            for small in 0..self.graph.indexer.block_len() {
                let slot = first + small;
                if self.code(slot) != DRAW {
                    continue;
                }
                handled += 1;
                let block = block.get_or_insert_with(|| self.graph.block(id, false));
                let (mut any_move, mut all_won) = (false, true);
                let wins = self
                    .graph
                    .for_each_child_slot(block, small, |child| {
                        any_move = true;
                        let code = self.code(child);
                        if code == was_lost {
                            return ControlFlow::Break(());
                        }
                        all_won &= is_win_before(code, level.won);
                        ControlFlow::Continue(())
                    })
                    .is_break();
                // A player with no move at all is stuck: a draw, not a loss.
                let code = if wins {
                    level.won
                } else if any_move && all_won {
                    level.lost
                } else {
                    continue;
                };
                // Each block is visited by one thread, so a plain store suffices.
                self.table[slot].store(code, Ordering::Relaxed);
                self.flag_for_later(level.next, slot);
                newly_decided += 1;
            }
            decided.fetch_add(newly_decided, Ordering::Relaxed);
            handled
        })?;
        Ok(())
    }

    /// One level by a push, from the states decided at the last level (see the module
    /// documentation).
    fn push_level(
        &self,
        level: &Level,
        decided: &AtomicU64,
        states: u64,
        progress: &mut impl Progress,
    ) -> Result<(), Cancelled> {
        let (won, lost) = (level.won, level.lost);
        let (was_won, was_lost) = (won - 2, lost - 2);
        // Parents of the last level's states: won if they can reach a loss, candidates
        // for a loss if they can reach a win.
        self.for_each_block(progress, "solving", decided, states, |id| {
            if !self.take_flag(level.frontier, id) {
                return 0;
            }
            let first = self.graph.block_start(id);
            let mut block = None;
            let (mut handled, mut newly_won) = (0, 0);
            for small in 0..self.graph.indexer.block_len() {
                let code = self.code(first + small);
                if code != was_won && code != was_lost {
                    continue;
                }
                handled += 1;
                let block = block.get_or_insert_with(|| self.graph.block(id, true));
                self.graph.for_each_parent_slot(block, small, |parent| {
                    if code == was_lost {
                        if self.settle(parent, won) {
                            self.flag_for_later(level.next, parent);
                            newly_won += 1;
                        }
                    } else if self.replace(parent, DRAW, PENDING) {
                        self.flag_for_later(&self.pending, parent);
                    }
                });
            }
            decided.fetch_add(newly_won, Ordering::Relaxed);
            handled
        })?;
        // Candidates all of whose moves lead to wins of the opponent (in fewer than
        // `plies` plies) are lost; the others are undecided again.
        self.for_each_block(progress, "solving", decided, states, |id| {
            if !self.take_flag(&self.pending, id) {
                return 0;
            }
            let first = self.graph.block_start(id);
            let mut block = None;
            let (mut handled, mut newly_lost) = (0, 0);
            for small in 0..self.graph.indexer.block_len() {
                let slot = first + small;
                if self.code(slot) != PENDING {
                    continue;
                }
                handled += 1;
                let block = block.get_or_insert_with(|| self.graph.block(id, false));
                let mut any_move = false;
                let all_won = self
                    .graph
                    .for_each_child_slot(block, small, |child| {
                        any_move = true;
                        if is_win_before(self.code(child), won) {
                            ControlFlow::Continue(())
                        } else {
                            ControlFlow::Break(())
                        }
                    })
                    .is_continue();
                // A player with no move at all is stuck: a draw, not a loss.
                if any_move && all_won {
                    self.table[slot].store(lost, Ordering::Relaxed);
                    self.flag_for_later(level.next, slot);
                    newly_lost += 1;
                } else {
                    self.table[slot].store(DRAW, Ordering::Relaxed);
                }
            }
            decided.fetch_add(newly_lost, Ordering::Relaxed);
            handled
        })?;
        Ok(())
    }

    /// Records a win in `plies` for an undecided (or candidate) state; false if it was decided.
    fn settle(&self, slot: usize, won: u8) -> bool {
        let mut current = self.code(slot);
        while current == DRAW || current == PENDING {
            if self.replace(slot, current, won) {
                return true;
            }
            current = self.code(slot);
        }
        false
    }

    /// Runs `body` on every block, on the solver's threads, reporting progress as
    /// `(phase, shown, total)` every [`REPORT_EVERY`] states handled (the count `body`
    /// returns). Returns the total handled.
    fn for_each_block<P: Progress>(
        &self,
        progress: &mut P,
        phase: &str,
        shown: &AtomicU64,
        total: u64,
        body: impl Fn(usize) -> u64 + Sync,
    ) -> Result<u64, Cancelled> {
        let blocks = self.pending.len();
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let handled = AtomicU64::new(0);
        let batch = || -> Option<u64> {
            let first = next.fetch_add(BATCH, Ordering::Relaxed);
            (first < blocks).then(|| (first..(first + BATCH).min(blocks)).map(&body).sum())
        };
        let main = |progress: &mut P| -> Result<(), Cancelled> {
            let (mut mine, mut since) = (0, 0);
            let mut outcome = Ok(());
            while let Some(n) = batch() {
                mine += n;
                since += n;
                if since >= REPORT_EVERY {
                    since = 0;
                    if progress.report(phase, shown.load(Ordering::Relaxed), total) == Flow::Stop {
                        stop.store(true, Ordering::Relaxed);
                        outcome = Err(Cancelled);
                        break;
                    }
                }
            }
            handled.fetch_add(mine, Ordering::Relaxed);
            outcome
        };
        #[cfg(not(target_arch = "wasm32"))]
        let outcome = if self.threads > 1 {
            let helper = || {
                let mut mine = 0;
                while !stop.load(Ordering::Relaxed) {
                    match batch() {
                        Some(n) => mine += n,
                        None => break,
                    }
                }
                handled.fetch_add(mine, Ordering::Relaxed);
            };
            std::thread::scope(|scope| {
                // A helper that cannot start (a process limit) leaves its blocks to the others:
                // the blocks are shared out as they go, so the result is the same.
                for _ in 1..self.threads {
                    if std::thread::Builder::new()
                        .spawn_scoped(scope, helper)
                        .is_err()
                    {
                        break;
                    }
                }
                main(progress)
            })
        } else {
            main(progress)
        };
        #[cfg(target_arch = "wasm32")]
        let outcome = main(progress);
        outcome.map(|()| handled.into_inner())
    }
}
