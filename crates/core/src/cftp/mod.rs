//! Coupling from the past: exact samples from a Markov chain's stationary distribution.
//!
//! From the post "Coupling from the past" (Propp and Wilson 1996; Wilson 2004). Running a chain
//! "for a while" from a fixed state ([`forward_chain`]) only approximates its stationary
//! distribution, and nobody says how long "a while" is. Propp–Wilson instead runs the chain
//! from time −T to time 0 with the *same* random update at each time −t, whatever T is
//! ([`RandomSource`] regenerates the update of time −t from (seed, t), so nothing is stored).
//! If every starting state at time −T ends in one state at time 0, that state is an exact
//! sample: it is what the chain started at −∞ would show at time 0, because before −T nothing
//! mattered. Otherwise T doubles, and the updates of −T..−1 are reused unchanged. (Starting
//! later, or drawing fresh updates for the old times, would bias the sample: the first time
//! chains meet is not a stationary time.)
//!
//! For a *monotone* chain ([`MonotoneChain`]: a partial order with a bottom and a top state
//! that every update preserves) it is enough to run the bottom and the top chains: every other
//! chain is squeezed between them, so when they meet, all have met ([`coupling_from_the_past`]).
//! Instances: [`shuffle`] (the post's adjacent-pair card shuffle, monotone for the Bruhat order)
//! and [`hexagon`] (lozenge tilings of an a×b×c hexagon as stacks of cubes in an a×b×c box, with
//! MacMahon's count in [`macmahon`] and pictures in [`draw`]). Natively, the two chains of each
//! run can also run side by side on two threads ([`coupling_from_the_past_threads`]), with the
//! same samples and counters.

mod diagonal;
pub mod draw;
pub mod hexagon;
pub mod macmahon;
pub mod order;
mod parallel;
pub mod random;
pub mod shuffle;

use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};
pub use parallel::{Graded, coupling_from_the_past_threads};
pub use random::{RandomSource, SplitMix64};

/// A user's parameter out of range; the message says which and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadInput(pub String);

impl std::fmt::Display for BadInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadInput {}

/// A Markov chain given by a deterministic update f(state, draws), monotone for a partial order
/// with a least and a greatest state: if x ≤ y then f(x, u) ≤ f(y, u) for every draw u.
pub trait MonotoneChain {
    /// A state of the chain.
    type State: Clone + PartialEq;

    /// The least state of the partial order.
    fn bottom(&self) -> Self::State;

    /// The greatest state of the partial order.
    fn top(&self) -> Self::State;

    /// Applies one time step's random update, reading its randomness from `draws` (the
    /// generator of that time, [`RandomSource::at`]).
    fn step(&self, state: &mut Self::State, draws: SplitMix64);

    /// Applies one time step to two states with the same draws. The default calls
    /// [`MonotoneChain::step`] twice; a chain may override it to generate the draws once.
    fn step_pair(&self, upper: &mut Self::State, lower: &mut Self::State, draws: SplitMix64) {
        self.step(upper, draws.clone());
        self.step(lower, draws);
    }

    /// How many elementary updates (single-site moves) one time step makes, for counters and
    /// progress reports.
    fn updates_per_step(&self) -> u64;
}

/// An exact sample and what it cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sample<S> {
    /// The state at time 0, distributed exactly as the stationary distribution.
    pub state: S,
    /// T at coalescence: the run from −T to 0 was the first to end in one state.
    pub coalescence_time: u64,
    /// How many runs from the past were made (T = 1, 2, 4, …, coalescence_time).
    pub runs: u32,
    /// Time steps simulated over all runs and both chains (a step after the two chains met
    /// counts once).
    pub steps: u64,
    /// Elementary updates: `steps` × the chain's updates per step.
    pub updates: u64,
}

impl<S> Sample<S> {
    /// The same sample with its state converted (e.g. from a chain's internal form).
    pub fn map<T>(self, f: impl FnOnce(S) -> T) -> Sample<T> {
        Sample {
            state: f(self.state),
            coalescence_time: self.coalescence_time,
            runs: self.runs,
            steps: self.steps,
            updates: self.updates,
        }
    }
}

/// One picture of several chains at one time, for an animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame<S> {
    /// How far before time 0 this is (t in "time −t"); 0 is the end of the run.
    pub time_before_zero: u64,
    /// The states of the chains, in the order they were started.
    pub states: Vec<S>,
}

/// One run from the past, recorded for the page: the top and bottom chains (in that order in
/// every frame) from time −start to time 0.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Run<S> {
    /// The run started at time −start.
    pub start: u64,
    /// Whether the two chains had met by time 0.
    pub coalesced: bool,
    /// Evenly spaced frames, the first at time −start and the last at time 0.
    pub frames: Vec<Frame<S>>,
}

impl<S> Run<S> {
    /// The same run with every recorded state converted.
    pub fn map<T>(self, f: impl Fn(&S) -> T) -> Run<T> {
        Run {
            start: self.start,
            coalesced: self.coalesced,
            frames: (self.frames.into_iter())
                .map(|frame| Frame {
                    time_before_zero: frame.time_before_zero,
                    states: frame.states.iter().map(&f).collect(),
                })
                .collect(),
        }
    }
}

/// A sample with the record of every run that led to it.
pub type Recorded<S> = (Sample<S>, Vec<Run<S>>);

/// How often (in elementary updates) a long run reports progress.
const UPDATES_PER_REPORT: u64 = 1 << 22;

/// How often (in time steps) the two chains are compared within a run: once they are equal
/// they stay equal, so only one needs stepping afterwards.
const STEPS_PER_MEETING_CHECK: u64 = 32;

/// Monotone coupling from the past: an exact sample of `chain`'s stationary distribution.
///
/// Runs the top and bottom chains from −T to 0 for T = 1, 2, 4, … with the updates of
/// `source`, until they end equal. Reports each run to `progress`, and returns `Cancelled` if
/// told to stop.
pub fn coupling_from_the_past<C: MonotoneChain>(
    chain: &C,
    source: &RandomSource,
    progress: &mut impl Progress,
) -> Result<Sample<C::State>, Cancelled> {
    coupling_from_the_past_recorded(chain, source, 0, progress).map(|(sample, _)| sample)
}

/// [`coupling_from_the_past`], also recording `frames_per_run` + 1 evenly spaced frames of the
/// top and bottom chains in every run (none if `frames_per_run` is 0), for an animation of the
/// chains being squeezed together as T doubles. The sample is the same as without recording.
pub fn coupling_from_the_past_recorded<C: MonotoneChain>(
    chain: &C,
    source: &RandomSource,
    frames_per_run: u64,
    progress: &mut impl Progress,
) -> Result<Recorded<C::State>, Cancelled> {
    drive(
        chain,
        frames_per_run > 0,
        progress,
        |start, phase, progress| run_from(chain, source, start, frames_per_run, phase, progress),
    )
}

/// The Propp–Wilson loop: runs from −T to 0 by `one_run` for T = 1, 2, 4, … until one ends
/// with the chains equal, summing the runs' counters into the [`Sample`] (and keeping each
/// run's frames if `record`). One loop for every way of running a run, so that the counters
/// are the same whichever runs them ([`coupling_from_the_past_threads`]).
fn drive<C: MonotoneChain, P: Progress>(
    chain: &C,
    record: bool,
    progress: &mut P,
    mut one_run: impl FnMut(u64, &str, &mut P) -> Result<RunEnd<C::State>, Cancelled>,
) -> Result<Recorded<C::State>, Cancelled> {
    let per_step = chain.updates_per_step().max(1);
    let mut runs = Vec::new();
    let mut steps = 0u64;
    let mut start = 1u64;
    loop {
        let phase = format!("T = {start}");
        progress.report(&phase, 0, start).check()?;
        let run = one_run(start, &phase, progress)?;
        steps += run.steps;
        if record {
            runs.push(Run {
                start,
                coalesced: run.coalesced,
                frames: run.frames,
            });
        }
        if run.coalesced {
            let sample = Sample {
                state: run.top,
                coalescence_time: start,
                runs: start.trailing_zeros() + 1,
                steps,
                updates: steps.saturating_mul(per_step),
            };
            return Ok((sample, runs));
        }
        start = start.checked_mul(2).ok_or(Cancelled)?;
    }
}

/// What one run from the past ended with.
struct RunEnd<S> {
    /// The top chain at time 0 (the sample, if the run coalesced).
    top: S,
    /// Whether the top and bottom chains ended equal.
    coalesced: bool,
    /// The run's time steps over both chains, as [`Sample::steps`] counts them.
    steps: u64,
    /// The recorded frames, if any were asked for.
    frames: Vec<Frame<S>>,
}

/// One run of the top and bottom chains from time −`start` to 0 on this thread, comparing them
/// every [`STEPS_PER_MEETING_CHECK`] steps and stepping only the top one once they have met;
/// with `frames_per_run` + 1 frames recorded if `frames_per_run` > 0.
fn run_from<C: MonotoneChain>(
    chain: &C,
    source: &RandomSource,
    start: u64,
    frames_per_run: u64,
    phase: &str,
    progress: &mut impl Progress,
) -> Result<RunEnd<C::State>, Cancelled> {
    let steps_per_report = (UPDATES_PER_REPORT / chain.updates_per_step().max(1)).max(1);
    let mut steps = 0u64;
    let mut top = chain.top();
    let mut bottom = chain.bottom();
    let mut met = false;
    let mut frames = Vec::new();
    for t in (1..=start).rev() {
        let elapsed = start - t;
        if frames_per_run > 0 && is_frame(elapsed, start, frames_per_run) {
            // After the chains met only `top` is stepped: it stands for both.
            let lower = if met { &top } else { &bottom };
            frames.push(Frame {
                time_before_zero: t,
                states: vec![top.clone(), lower.clone()],
            });
        }
        if met {
            chain.step(&mut top, source.at(t));
            steps += 1;
        } else {
            chain.step_pair(&mut top, &mut bottom, source.at(t));
            steps += 2;
            if elapsed % STEPS_PER_MEETING_CHECK == STEPS_PER_MEETING_CHECK - 1 {
                met = top == bottom;
            }
        }
        if elapsed % steps_per_report == steps_per_report - 1 {
            progress.report(phase, elapsed + 1, start).check()?;
        }
    }
    let coalesced = met || top == bottom;
    if frames_per_run > 0 {
        let last = if met { top.clone() } else { bottom };
        frames.push(Frame {
            time_before_zero: 0,
            states: vec![top.clone(), last],
        });
    }
    Ok(RunEnd {
        top,
        coalesced,
        steps,
        frames,
    })
}

/// Whether the state after `elapsed` of `length` steps is one of `frames` evenly spaced frames
/// (the final state at time 0 is added separately).
fn is_frame(elapsed: u64, length: u64, frames: u64) -> bool {
    if length <= frames {
        return true;
    }
    // Frame k is at step ⌊k·length/frames⌋; `elapsed` is one if it equals that for its k.
    let k = (u128::from(elapsed) * u128::from(frames)).div_ceil(u128::from(length));
    (k * u128::from(length) / u128::from(frames)) as u64 == elapsed
}

/// Runs several chains from time −`start` to 0 with `source`'s updates (the same updates as in
/// coupling from the past), recording `frames` + 1 evenly spaced frames. For tiny chains a page
/// can start every state (all n! orders of n ≤ 5 cards) and watch them merge.
pub fn trace<C: MonotoneChain>(
    chain: &C,
    source: &RandomSource,
    starts: Vec<C::State>,
    start: u64,
    frames: u64,
) -> Vec<Frame<C::State>> {
    let mut states = starts;
    let mut out = Vec::new();
    for t in (1..=start).rev() {
        if is_frame(start - t, start, frames.max(1)) {
            out.push(Frame {
                time_before_zero: t,
                states: states.clone(),
            });
        }
        let draws = source.at(t);
        for state in &mut states {
            chain.step(state, draws.clone());
        }
    }
    out.push(Frame {
        time_before_zero: 0,
        states,
    });
    out
}

/// The naive alternative the post starts from: run the chain forward from `start` for `steps`
/// time steps (step k uses the updates of "time −k" of `source`) and take where it ends. Its
/// distribution is only close to stationary, and how close depends on `steps`.
pub fn forward_chain<C: MonotoneChain>(
    chain: &C,
    start: C::State,
    source: &RandomSource,
    steps: u64,
    progress: &mut impl Progress,
) -> Result<C::State, Cancelled> {
    let steps_per_report = (UPDATES_PER_REPORT / chain.updates_per_step().max(1)).max(1);
    let mut state = start;
    for t in 1..=steps {
        chain.step(&mut state, source.at(t));
        if t % steps_per_report == 0 {
            progress.report("forward chain", t, steps).check()?;
        }
    }
    Ok(state)
}

/// The tempting mistake the post warns about: start the top and bottom chains now, run them
/// forward with fresh updates (step k uses those of "time −k" of `source`) until they meet,
/// and take the state where they meet, with the number of steps. Every chain has met by then,
/// but the meeting time depends on the updates, so the state is biased: for three cards the
/// sorted and the reversed deck each come up a quarter of the time, the other four decks an
/// eighth (the tests check this).
pub fn forward_coupling<C: MonotoneChain>(
    chain: &C,
    source: &RandomSource,
    progress: &mut impl Progress,
) -> Result<(C::State, u64), Cancelled> {
    let steps_per_report = (UPDATES_PER_REPORT / chain.updates_per_step().max(1)).max(1);
    let mut top = chain.top();
    let mut bottom = chain.bottom();
    let mut t = 0u64;
    while top != bottom {
        t += 1;
        chain.step_pair(&mut top, &mut bottom, source.at(t));
        if t.is_multiple_of(steps_per_report) {
            progress.report("forward coupling", t, t).check()?;
        }
    }
    Ok((top, t))
}

#[cfg(test)]
mod tests;
