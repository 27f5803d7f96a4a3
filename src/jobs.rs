//! Long computations in a web worker: the message protocol and the page's side of it.
//!
//! Anything that may take more than ~50 ms runs in the `worker` binary so the UI thread never
//! blocks. The page posts a [`Job`]; the worker answers with [`FromWorker`] messages: `Ready`
//! once its WebAssembly is loaded, `Progress` now and then, then `Done` or `Failed`.
//! Messages are JSON strings: both ends are Rust and serde_json keeps every u64 exact (a JS
//! number would not).
//!
//! Cancelling terminates the worker outright (`Worker.terminate()`): a busy solver cannot read
//! messages, and neither gloo-worker nor yew-agent ever terminates its worker, which is why this
//! module talks to `web_sys::Worker` directly. The next job gets a fresh worker.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use snipelab_core::wow;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

/// The script Trunk generates to load the worker binary (`data-loader-shim` in index.html).
const WORKER_SCRIPT: &str = "/worker_loader.js";

/// A unit of work for the worker. Variants are named `<Exploration><What>`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// E(X)/n² for every n from 1 to `n_max`.
    WowRatios {
        /// Largest board side.
        n_max: u32,
    },
    /// The distribution of X and E(X) for one board.
    WowDistribution {
        /// Board side.
        n: u32,
    },
    /// Histogram of X over many simulated boards.
    WowSimulations {
        /// Board side.
        n: u32,
        /// Number of boards.
        trials: u32,
        /// Random seed, so a run can be repeated.
        seed: u64,
    },
}

/// What a finished job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobOutput {
    /// `ratios[i]` = E(X)/n² for n = i + 1.
    WowRatios(Vec<f64>),
    /// One board's distribution.
    WowDistribution(wow::Summary),
    /// `counts[x]` = boards whose first line was completed at draw x.
    WowSimulations {
        /// Board side simulated.
        n: u32,
        /// Histogram of X.
        counts: Vec<u64>,
    },
}

/// A message from the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker has loaded and listens for a job.
    Ready,
    /// How far the current job is.
    Progress {
        /// What it is doing now.
        phase: String,
        /// Units done.
        done: u64,
        /// Units in all.
        total: u64,
    },
    /// The job's result.
    Done(JobOutput),
    /// The job could not be done; the message says why, for the reader.
    Failed(String),
}

/// Runs a job to completion (called inside the worker; also usable natively in tests).
pub fn run_job(
    job: Job,
    progress: &mut impl snipelab_core::progress::Progress,
) -> Result<JobOutput, String> {
    use rand::SeedableRng;
    match job {
        Job::WowRatios { n_max } => wow::expected_ratios(n_max, progress)
            .map(JobOutput::WowRatios)
            .map_err(|e| e.to_string()),
        Job::WowDistribution { n } => wow::summary(n).map(JobOutput::WowDistribution),
        Job::WowSimulations { n, trials, seed } => {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            // Simulate in batches so that progress can be reported.
            let batch = 1000;
            let mut counts = vec![0u64; (n as usize) * (n as usize) + 1];
            let mut done = 0;
            while done < trials {
                let size = batch.min(trials - done);
                for (total, part) in counts
                    .iter_mut()
                    .zip(wow::simulate_many(n, size, &mut rng)?)
                {
                    *total += part;
                }
                done += size;
                progress
                    .report("simulating", u64::from(done), u64::from(trials))
                    .check()
                    .map_err(|e| e.to_string())?;
            }
            Ok(JobOutput::WowSimulations { n, counts })
        }
    }
}

/// Where a job stands, as the page sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum JobState {
    /// Nothing asked yet.
    Idle,
    /// Running; `done` of `total` units finished.
    Running {
        /// What it is doing now.
        phase: String,
        /// Units done.
        done: u64,
        /// Units in all (0 while unknown).
        total: u64,
    },
    /// Finished with a result.
    Done(Rc<JobOutput>),
    /// Failed; the message is for the reader.
    Failed(String),
    /// Cancelled by the reader.
    Cancelled,
}

impl JobState {
    /// Whether a job is under way.
    pub fn is_running(&self) -> bool {
        matches!(self, JobState::Running { .. })
    }
}

/// The page's handle on its worker: current state, start and cancel.
#[derive(Clone)]
pub struct JobHandle {
    /// Current state.
    pub state: JobState,
    /// Starts a job, cancelling any job still running.
    pub start: Callback<Job>,
    /// Cancels the running job (terminates the worker).
    pub cancel: Callback<()>,
}

/// A live worker with the closures that must outlive it.
struct Slot {
    worker: web_sys::Worker,
    /// Posted once the worker says `Ready`.
    pending: Rc<RefCell<Option<String>>>,
    ready: Rc<Cell<bool>>,
    busy: Rc<Cell<bool>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

fn spawn(set_state: UseStateSetter<JobState>, generation: Rc<Cell<u64>>) -> Result<Slot, String> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Classic);
    let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options)
        .map_err(|e| format!("could not start a web worker: {e:?}"))?;
    let pending: Rc<RefCell<Option<String>>> = Rc::default();
    let ready = Rc::new(Cell::new(false));
    let busy = Rc::new(Cell::new(false));
    let my_generation = generation.get();

    let on_message = {
        let (worker, pending, ready, busy, set_state, generation) = (
            worker.clone(),
            pending.clone(),
            ready.clone(),
            busy.clone(),
            set_state.clone(),
            generation.clone(),
        );
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if generation.get() != my_generation {
                return; // A message from a job the reader has replaced.
            }
            let Some(text) = event.data().as_string() else {
                return;
            };
            let message = match serde_json::from_str::<FromWorker>(&text) {
                Ok(m) => m,
                Err(e) => FromWorker::Failed(format!("unreadable message from the worker: {e}")),
            };
            match message {
                FromWorker::Ready => {
                    ready.set(true);
                    if let Some(job) = pending.borrow_mut().take() {
                        let _ = worker.post_message(&job.into());
                    }
                }
                FromWorker::Progress { phase, done, total } => {
                    set_state.set(JobState::Running { phase, done, total })
                }
                FromWorker::Done(output) => {
                    busy.set(false);
                    set_state.set(JobState::Done(Rc::new(output)));
                }
                FromWorker::Failed(message) => {
                    busy.set(false);
                    set_state.set(JobState::Failed(message));
                }
            }
        })
    };
    let on_error = {
        let (busy, set_state, generation) = (busy.clone(), set_state.clone(), generation.clone());
        Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            event.prevent_default();
            if generation.get() != my_generation {
                return;
            }
            busy.set(false);
            let detail = event
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .unwrap_or_else(|| "unknown error".into());
            set_state.set(JobState::Failed(format!(
                "The computation stopped unexpectedly ({detail}). It may have run out of memory; try a smaller size."
            )));
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Slot {
        worker,
        pending,
        ready,
        busy,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// A worker owned by the calling component; it is terminated when the component unmounts.
#[hook]
pub fn use_job() -> JobHandle {
    let state = use_state(|| JobState::Idle);
    let slot: Rc<RefCell<Option<Slot>>> = use_mut_ref(|| None);
    // Messages from a replaced worker are ignored by generation.
    let generation: Rc<Cell<u64>> = (*use_mut_ref(|| Rc::new(Cell::new(0)))).borrow().clone();

    {
        let slot = slot.clone();
        use_effect_with((), move |_| move || drop(slot.borrow_mut().take()));
    }

    let start = {
        let (slot, set_state, generation) = (slot.clone(), state.setter(), generation.clone());
        Callback::from(move |job: Job| {
            let text = match serde_json::to_string(&job) {
                Ok(t) => t,
                Err(e) => {
                    return set_state
                        .set(JobState::Failed(format!("could not encode the job: {e}")));
                }
            };
            let mut slot = slot.borrow_mut();
            // A busy worker cannot be interrupted: replace it.
            if slot.as_ref().is_some_and(|s| s.busy.get()) {
                *slot = None;
            }
            if slot.is_none() {
                generation.set(generation.get() + 1);
                match spawn(set_state.clone(), generation.clone()) {
                    Ok(s) => *slot = Some(s),
                    Err(message) => return set_state.set(JobState::Failed(message)),
                }
            }
            let Some(s) = slot.as_ref() else { return };
            s.busy.set(true);
            set_state.set(JobState::Running {
                phase: "starting".into(),
                done: 0,
                total: 0,
            });
            if s.ready.get() {
                let _ = s.worker.post_message(&text.into());
            } else {
                *s.pending.borrow_mut() = Some(text);
            }
        })
    };
    let cancel = {
        let (slot, set_state, generation) = (slot.clone(), state.setter(), generation.clone());
        Callback::from(move |()| {
            if slot.borrow().as_ref().is_some_and(|s| s.busy.get()) {
                generation.set(generation.get() + 1);
                *slot.borrow_mut() = None;
                set_state.set(JobState::Cancelled);
            }
        })
    };
    JobHandle {
        state: (*state).clone(),
        start,
        cancel,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_round_trip_through_json() {
        let job = Job::WowSimulations {
            n: 10,
            trials: 5,
            seed: u64::MAX,
        };
        let text = serde_json::to_string(&job).unwrap();
        assert_eq!(serde_json::from_str::<Job>(&text).unwrap(), job);
    }

    #[test]
    fn simulation_job_counts_every_board() {
        let out = run_job(
            Job::WowSimulations {
                n: 4,
                trials: 2500,
                seed: 1,
            },
            &mut snipelab_core::progress::Silent,
        )
        .unwrap();
        let JobOutput::WowSimulations { counts, .. } = out else {
            panic!("wrong output")
        };
        assert_eq!(counts.iter().sum::<u64>(), 2500);
    }
}
