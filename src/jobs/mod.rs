//! Long computations in a web worker: the message protocol and the page's side of it.
//!
//! Anything that may take more than ~50 ms runs in the `worker` binary so the UI thread never
//! blocks. The page posts a [`Job`]; the worker answers with [`FromWorker`] messages: `Ready`
//! once its WebAssembly is loaded, `Progress` now and then, then `Done` or `Failed`.
//! Messages are JSON strings: both ends are Rust and serde_json keeps every u64 exact (a JS
//! number would not). A result may also carry a large byte table (see [`JobOutput::take_data`]),
//! which would be slow as JSON: the worker then posts a two-item array, the JSON text and a
//! `Uint8Array` whose buffer is transferred, not copied; the page hands it out as
//! [`JobHandle::data`].
//!
//! Cancelling terminates the worker outright (`Worker.terminate()`): a busy solver cannot read
//! messages, and neither gloo-worker nor yew-agent ever terminates its worker, which is why this
//! module talks to `web_sys::Worker` directly. The next job gets a fresh worker.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

pub mod bsearch;
pub mod coins;
pub mod gobblet;
pub mod halftone;
pub mod poker;
pub mod santa;
pub mod scrabble;
pub mod split;
pub mod truecount;
pub mod war;
pub mod wow;

/// The script Trunk generates to load the worker binary (`data-loader-shim` in index.html).
const WORKER_SCRIPT: &str = "/worker_loader.js";

/// A unit of work for the worker: one variant per exploration that has long computations, whose
/// own module (`jobs/<exploration>.rs`) defines its jobs, their results and how to run them.
/// Explorations whose every figure takes a few milliseconds (bracket, wang, words) have none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// A job of the `bsearch` exploration.
    Bsearch(bsearch::Job),
    /// A job of the `coins` exploration.
    Coins(coins::Job),
    /// A job of the `gobblet` exploration.
    Gobblet(gobblet::Job),
    /// A job of the `halftone` exploration.
    Halftone(halftone::Job),
    /// A job of the `poker` exploration.
    Poker(poker::Job),
    /// A job of the `santa` exploration.
    Santa(santa::Job),
    /// A job of the `scrabble` exploration.
    Scrabble(scrabble::Job),
    /// A job of the `split` exploration.
    Split(split::Job),
    /// A job of the `truecount` exploration.
    Truecount(truecount::Job),
    /// A job of the `war` exploration.
    War(war::Job),
    /// A job of the `wow` exploration.
    Wow(wow::Job),
}

/// What a finished job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobOutput {
    /// A result of the `bsearch` exploration.
    Bsearch(bsearch::Output),
    /// A result of the `coins` exploration.
    Coins(coins::Output),
    /// A result of the `gobblet` exploration.
    Gobblet(gobblet::Output),
    /// A result of the `halftone` exploration.
    Halftone(halftone::Output),
    /// A result of the `poker` exploration.
    Poker(poker::Output),
    /// A result of the `santa` exploration.
    Santa(santa::Output),
    /// A result of the `scrabble` exploration.
    Scrabble(scrabble::Output),
    /// A result of the `split` exploration.
    Split(split::Output),
    /// A result of the `truecount` exploration.
    Truecount(truecount::Output),
    /// A result of the `war` exploration.
    War(war::Output),
    /// A result of the `wow` exploration.
    Wow(wow::Output),
}

/// A result's large binary part, written straight into the buffer that travels to the page
/// (so the worker never holds a second copy of it in its own memory).
pub trait Payload {
    /// Bytes it takes.
    fn byte_len(&self) -> u64;
    /// Writes it, a block at a time.
    fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()>;
}

impl JobOutput {
    /// Takes the result's binary payload out of it, if it has one, to travel beside the JSON
    /// as a transferred buffer (the field is skipped by serde, so the JSON stays small).
    pub fn take_data(&mut self) -> Option<Box<dyn Payload>> {
        match self {
            JobOutput::Gobblet(output) => output.take_data(),
            _ => None,
        }
    }
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
pub fn run_job(job: Job, progress: &mut impl Progress) -> Result<JobOutput, String> {
    match job {
        Job::Bsearch(job) => bsearch::run(job, progress).map(JobOutput::Bsearch),
        Job::Coins(job) => coins::run(job, progress).map(JobOutput::Coins),
        Job::Gobblet(job) => gobblet::run(job, progress).map(JobOutput::Gobblet),
        Job::Halftone(job) => halftone::run(job, progress).map(JobOutput::Halftone),
        Job::Poker(job) => poker::run(job, progress).map(JobOutput::Poker),
        Job::Santa(job) => santa::run(job, progress).map(JobOutput::Santa),
        Job::Scrabble(job) => scrabble::run(job, progress).map(JobOutput::Scrabble),
        Job::Split(job) => split::run(job, progress).map(JobOutput::Split),
        Job::Truecount(job) => truecount::run(job, progress).map(JobOutput::Truecount),
        Job::War(job) => war::run(job, progress).map(JobOutput::War),
        Job::Wow(job) => wow::run(job, progress).map(JobOutput::Wow),
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
    /// Terminates the worker even when idle, to give its memory back (the next job gets a
    /// fresh one).
    pub release: Callback<()>,
    /// The binary payload of the last finished job, if it had one (see the module docs).
    pub data: Option<js_sys::Uint8Array>,
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

/// Splits a message from the worker into its JSON text and its binary payload, if any.
fn message_parts(data: wasm_bindgen::JsValue) -> Option<(String, Option<js_sys::Uint8Array>)> {
    if let Some(text) = data.as_string() {
        return Some((text, None));
    }
    let parts = data.dyn_into::<js_sys::Array>().ok()?;
    let text = parts.get(0).as_string()?;
    let bytes = parts.get(1).dyn_into::<js_sys::Uint8Array>().ok();
    Some((text, bytes))
}

fn spawn(
    set_state: UseStateSetter<JobState>,
    set_data: UseStateSetter<Option<js_sys::Uint8Array>>,
    generation: Rc<Cell<u64>>,
) -> Result<Slot, String> {
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
            let Some((text, bytes)) = message_parts(event.data()) else {
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
                    set_data.set(bytes);
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
    let data = use_state(|| None::<js_sys::Uint8Array>);
    let slot: Rc<RefCell<Option<Slot>>> = use_mut_ref(|| None);
    // Messages from a replaced worker are ignored by generation.
    let generation: Rc<Cell<u64>> = (*use_mut_ref(|| Rc::new(Cell::new(0)))).borrow().clone();

    {
        let slot = slot.clone();
        use_effect_with((), move |_| move || drop(slot.borrow_mut().take()));
    }

    let start = {
        let (slot, set_state, set_data, generation) = (
            slot.clone(),
            state.setter(),
            data.setter(),
            generation.clone(),
        );
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
                match spawn(set_state.clone(), set_data.clone(), generation.clone()) {
                    Ok(s) => *slot = Some(s),
                    Err(message) => return set_state.set(JobState::Failed(message)),
                }
            }
            let Some(s) = slot.as_ref() else { return };
            s.busy.set(true);
            set_data.set(None);
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
    let release = {
        let (slot, generation) = (slot.clone(), generation.clone());
        Callback::from(move |()| {
            generation.set(generation.get() + 1);
            *slot.borrow_mut() = None;
        })
    };
    JobHandle {
        state: (*state).clone(),
        start,
        cancel,
        release,
        data: (*data).clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_round_trip_through_json() {
        let job = Job::Wow(wow::Job::Simulations {
            n: 10,
            trials: 5,
            seed: u64::MAX,
        });
        let text = serde_json::to_string(&job).unwrap();
        assert_eq!(serde_json::from_str::<Job>(&text).unwrap(), job);
    }
}
