//! Coupling from the past on two threads: each run's top chain on the caller's thread, its
//! bottom chain on a helper, with the same samples and counters as on one thread (issue 30).
//!
//! Propp–Wilson's two chains of one run share nothing but their updates, and each thread
//! regenerates the update of time −t from (seed, t) itself ([`RandomSource::at`]), so they need
//! not talk while they run. What the one-thread driver learns by comparing them every
//! [`STEPS_PER_MEETING_CHECK`] steps (whether, and at which check, they met: after that, a step
//! counts once in [`Sample::steps`]) the threads learn without sending states: the order is
//! graded ([`Graded`]), and the top chain stays above the bottom one, so at a check the two are
//! equal exactly when their grades are. Each thread notes its chain's grade at every check and
//! hands the grades over in batches; whichever thread completes a pair compares it. The first
//! equal pair is the one-thread driver's meeting, so the counters are the same; once it is
//! found the bottom chain stops (the top one stands for both) and the top chain finishes the
//! run alone, as on one thread. The threads meet only at the end of each run.
//!
//! Why not split each sweep between threads instead: a tiling sweep is two half-sweeps of
//! independent sites, but a half-sweep of a 200×200 box takes a few microseconds, about what
//! one handshake between threads costs, and there are 2 per sweep and a million sweeps.
//!
//! In the browser, `std::thread` cannot start a thread: the helper's spawn fails and the run
//! is made on the caller's thread, as [`coupling_from_the_past`] makes it (the app and the
//! worker call the one-thread functions anyway).

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

use super::{
    MonotoneChain, RandomSource, RunEnd, STEPS_PER_MEETING_CHECK, Sample, UPDATES_PER_REPORT,
    coupling_from_the_past, drive, run_from,
};
use crate::progress::{Cancelled, Flow, Progress};

/// A monotone chain whose partial order is graded: `grade` is a rank function, so x < y
/// implies grade(x) < grade(y). Two states x ≤ y are then equal exactly when their grades are,
/// which lets two threads find out whether their chains met by comparing two numbers.
pub trait Graded: MonotoneChain {
    /// The state's rank in the order (e.g. the number of cubes of a stack, the number of
    /// inversions of a deck in the Bruhat order).
    fn grade(&self, state: &Self::State) -> u64;
}

/// How many meeting checks a thread makes between two hand-overs of its grades: the lock is
/// taken once every 16 × 32 steps.
const CHECKS_PER_HAND_OVER: usize = 16;

/// Monotone coupling from the past on `threads` threads: the same [`Sample`] as
/// [`coupling_from_the_past`] for every chain and seed, counters included.
///
/// With 2 threads or more, each run's top chain runs on this thread and its bottom chain on a
/// helper (a run has two chains, so a third thread would have nothing to do); with 1, this is
/// [`coupling_from_the_past`]. Progress is reported from this thread, exactly as on one
/// thread; if told to stop, the helper stops at its next check and `Cancelled` is returned.
pub fn coupling_from_the_past_threads<C>(
    chain: &C,
    source: &RandomSource,
    threads: usize,
    progress: &mut impl Progress,
) -> Result<Sample<C::State>, Cancelled>
where
    C: Graded + Sync,
    C::State: Send,
{
    if threads < 2 {
        return coupling_from_the_past(chain, source, progress);
    }
    drive(chain, false, progress, |start, phase, progress| {
        run_on_two_threads(chain, source, start, phase, progress)
    })
    .map(|(sample, _)| sample)
}

/// Which chain of a run a thread carries.
#[derive(Clone, Copy)]
enum Side {
    Top,
    Bottom,
}

/// The grades handed over so far and not yet compared, and what the comparisons found.
#[derive(Default)]
struct Ledger {
    /// Grades of the top chain at checks `compared`, `compared + 1`, …
    top: VecDeque<u64>,
    /// Grades of the bottom chain at the same checks.
    bottom: VecDeque<u64>,
    /// Checks compared so far, all with different grades unless `met_at` is set.
    compared: u64,
    /// The first check (0-based) at which the chains were equal.
    met_at: Option<u64>,
}

impl Ledger {
    /// Adds `grades` (the side's next checks, emptied) and compares every completed pair;
    /// returns whether the chains have met.
    fn hand_over(&mut self, side: Side, grades: &mut Vec<u64>) -> bool {
        if self.met_at.is_none() {
            match side {
                Side::Top => self.top.extend(grades.iter()),
                Side::Bottom => self.bottom.extend(grades.iter()),
            }
            while let (Some(top), Some(bottom)) = (self.top.front(), self.bottom.front()) {
                if top == bottom {
                    self.met_at = Some(self.compared);
                    self.top.clear();
                    self.bottom.clear();
                    break;
                }
                self.top.pop_front();
                self.bottom.pop_front();
                self.compared += 1;
            }
        }
        grades.clear();
        self.met_at.is_some()
    }
}

/// What the two threads of a run share.
#[derive(Default)]
struct Shared {
    ledger: Mutex<Ledger>,
    /// Set by the caller's thread when told to stop.
    cancelled: AtomicBool,
}

impl Shared {
    fn hand_over(&self, side: Side, grades: &mut Vec<u64>) -> bool {
        let mut ledger = self.ledger.lock().unwrap_or_else(PoisonError::into_inner);
        ledger.hand_over(side, grades)
    }

    fn met_at(&self) -> Option<u64> {
        self.ledger
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .met_at
    }
}

/// One run from −`start` to 0, the bottom chain on a helper thread if one can be started,
/// else both on this one ([`run_from`]).
fn run_on_two_threads<C>(
    chain: &C,
    source: &RandomSource,
    start: u64,
    phase: &str,
    progress: &mut impl Progress,
) -> Result<RunEnd<C::State>, Cancelled>
where
    C: Graded + Sync,
    C::State: Send,
{
    let shared = Shared::default();
    std::thread::scope(|scope| {
        let helper = std::thread::Builder::new()
            .name("cftp bottom chain".into())
            .spawn_scoped(scope, || run_bottom(chain, source, start, &shared));
        let Ok(helper) = helper else {
            return run_from(chain, source, start, 0, phase, progress);
        };
        let top = run_top(chain, source, start, &shared, phase, progress);
        if top.is_err() {
            shared.cancelled.store(true, Ordering::Relaxed);
        }
        let bottom = helper
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        let top = top?;
        // Both threads have handed over every grade: the ledger has compared every check
        // the one-thread driver would have compared, up to the first equal one.
        let (coalesced, steps) = match (shared.met_at(), bottom) {
            // Both chains were stepped up to and including the meeting check, then one.
            (Some(check), _) => (true, start + (check + 1) * STEPS_PER_MEETING_CHECK),
            (None, Some(bottom)) => (top == bottom, 2 * start),
            // The helper stops early only when the chains met or the caller said stop.
            (None, None) => return Err(Cancelled),
        };
        Ok(RunEnd {
            top,
            coalesced,
            steps,
            frames: Vec::new(),
        })
    })
}

/// Whether the step `elapsed` steps into a run is followed by a meeting check (as in
/// [`run_from`]).
fn is_check(elapsed: u64) -> bool {
    elapsed % STEPS_PER_MEETING_CHECK == STEPS_PER_MEETING_CHECK - 1
}

/// The top chain of a run, on the caller's thread, reporting progress as [`run_from`] does.
fn run_top<C: Graded>(
    chain: &C,
    source: &RandomSource,
    start: u64,
    shared: &Shared,
    phase: &str,
    progress: &mut impl Progress,
) -> Result<C::State, Cancelled> {
    let steps_per_report = (UPDATES_PER_REPORT / chain.updates_per_step().max(1)).max(1);
    let mut top = chain.top();
    let mut grades = Vec::with_capacity(CHECKS_PER_HAND_OVER);
    let mut met = false;
    for t in (1..=start).rev() {
        let elapsed = start - t;
        chain.step(&mut top, source.at(t));
        if !met && is_check(elapsed) {
            grades.push(chain.grade(&top));
            if grades.len() == CHECKS_PER_HAND_OVER {
                met = shared.hand_over(Side::Top, &mut grades);
            }
        }
        if elapsed % steps_per_report == steps_per_report - 1
            && progress.report(phase, elapsed + 1, start) == Flow::Stop
        {
            return Err(Cancelled);
        }
    }
    shared.hand_over(Side::Top, &mut grades);
    Ok(top)
}

/// The bottom chain of a run, on the helper thread: its state at time 0, or `None` if it
/// stopped early because the chains met (or the caller said stop).
fn run_bottom<C: Graded>(
    chain: &C,
    source: &RandomSource,
    start: u64,
    shared: &Shared,
) -> Option<C::State> {
    let mut bottom = chain.bottom();
    let mut grades = Vec::with_capacity(CHECKS_PER_HAND_OVER);
    for t in (1..=start).rev() {
        chain.step(&mut bottom, source.at(t));
        if is_check(start - t) {
            grades.push(chain.grade(&bottom));
            let met =
                grades.len() == CHECKS_PER_HAND_OVER && shared.hand_over(Side::Bottom, &mut grades);
            if met || shared.cancelled.load(Ordering::Relaxed) {
                return None;
            }
        }
    }
    shared.hand_over(Side::Bottom, &mut grades);
    Some(bottom)
}

#[cfg(test)]
#[path = "parallel_tests.rs"]
mod tests;
