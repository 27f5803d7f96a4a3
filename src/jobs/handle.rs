//! The page's side of the worker: [`use_job`] and the live worker behind it.
//!
//! Cancelling terminates the worker outright (`Worker.terminate()`): a busy solver cannot read
//! messages, and neither gloo-worker nor yew-agent ever terminates its worker, which is why this
//! module talks to `web_sys::Worker` directly. The next job gets a fresh worker.
//!
//! A replaced worker may already have posted messages that wait in the page's queue. They must
//! never reach a dropped Rust closure (wasm-bindgen then throws "closure invoked recursively or
//! after being dropped", an uncaught page error): a [`Slot`] detaches its handlers from the
//! worker before it lets the closures go, and every message is checked against the job's
//! generation, so a late message from an old job is ignored rather than shown.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

use super::{Envelope, FromWorker, WorkerJob};

/// The script that loads the worker binary (www/worker_loader.js), relative to the page's
/// `<base>`: the site may live in a folder of its host.
const WORKER_SCRIPT: &str = "worker_loader.js";

/// Where a job stands, as the page sees it; `T` is the job's output.
#[derive(Debug, PartialEq)]
pub enum JobState<T> {
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
    Done(Rc<T>),
    /// Failed; the message is for the reader.
    Failed(String),
    /// Cancelled by the reader.
    Cancelled,
}

impl<T> Clone for JobState<T> {
    fn clone(&self) -> Self {
        match self {
            JobState::Idle => JobState::Idle,
            JobState::Running { phase, done, total } => JobState::Running {
                phase: phase.clone(),
                done: *done,
                total: *total,
            },
            JobState::Done(output) => JobState::Done(output.clone()),
            JobState::Failed(why) => JobState::Failed(why.clone()),
            JobState::Cancelled => JobState::Cancelled,
        }
    }
}

impl<T> JobState<T> {
    /// Whether a job is under way.
    pub fn is_running(&self) -> bool {
        matches!(self, JobState::Running { .. })
    }

    /// The result, once there is one.
    pub fn output(&self) -> Option<&Rc<T>> {
        match self {
            JobState::Done(output) => Some(output),
            _ => None,
        }
    }

    /// Where the job stands, without its result: what [`crate::widgets::JobStatus`] shows.
    pub fn status(&self) -> JobState<()> {
        match self {
            JobState::Idle => JobState::Idle,
            JobState::Running { phase, done, total } => JobState::Running {
                phase: phase.clone(),
                done: *done,
                total: *total,
            },
            JobState::Done(_) => JobState::Done(Rc::new(())),
            JobState::Failed(why) => JobState::Failed(why.clone()),
            JobState::Cancelled => JobState::Cancelled,
        }
    }
}

/// The page's handle on its worker for jobs of type `J`: current state, start and cancel.
pub struct JobHandle<J: WorkerJob> {
    /// Current state.
    pub state: JobState<J::Output>,
    /// The updates the latest job has sent as it ran ([`WorkerJob::Update`]: the hold'em
    /// solve's bounds), oldest first; emptied when a job starts, kept when it ends. The worker
    /// drops a report that comes within 50 ms of the last, so these are a sample.
    pub updates: Rc<Vec<J::Update>>,
    /// Starts a job, cancelling any job still running.
    pub start: Callback<J>,
    /// Cancels the running job (terminates the worker).
    pub cancel: Callback<()>,
    /// Terminates the worker even when idle, to give its memory back (the next job gets a
    /// fresh one).
    pub release: Callback<()>,
    /// The binary payload of the last finished job, if it had one (see [`WorkerJob::take_data`]).
    pub data: Option<js_sys::Uint8Array>,
}

impl<J: WorkerJob> Clone for JobHandle<J> {
    fn clone(&self) -> Self {
        JobHandle {
            state: self.state.clone(),
            updates: self.updates.clone(),
            start: self.start.clone(),
            cancel: self.cancel.clone(),
            release: self.release.clone(),
            data: self.data.clone(),
        }
    }
}

/// A live worker with the closures its handlers point at.
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
        // Detach first: a message already queued must find no handler rather than a dropped
        // closure (see the module docs). Then stop the worker; the closures go last.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
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

/// What a hook does with its worker's messages. One copy of the worker plumbing serves every
/// job type: only [`Shared::done`] knows the output type, and [`Shared::update`] the update
/// type. (Generic over each job's output, the plumbing was written out once per job type:
/// BENCHMARKS.md, the app's WebAssembly.)
#[derive(Clone)]
struct Shared {
    /// Sets the state to running, failed or cancelled.
    status: Rc<dyn Fn(JobState<()>)>,
    /// Reads a `Done` message (its JSON text) into the typed state.
    done: Rc<dyn Fn(&str)>,
    /// Reads a `Progress` message's update (JSON) and keeps it, typed, with the others.
    update: Rc<dyn Fn(serde_json::Value)>,
    /// Forgets the updates of the job before.
    clear_updates: Rc<dyn Fn()>,
    set_data: UseStateSetter<Option<js_sys::Uint8Array>>,
    /// Bumped whenever a job is replaced or cancelled; a message of an older one is ignored.
    generation: Rc<Cell<u64>>,
}

impl Shared {
    fn typed<T, U>(
        set_state: UseStateSetter<JobState<T>>,
        kept: Rc<RefCell<Vec<U>>>,
        set_updates: UseStateSetter<Rc<Vec<U>>>,
        set_data: UseStateSetter<Option<js_sys::Uint8Array>>,
        generation: Rc<Cell<u64>>,
    ) -> Shared
    where
        T: serde::de::DeserializeOwned + 'static,
        U: serde::de::DeserializeOwned + Clone + 'static,
    {
        let status = {
            let set_state = set_state.clone();
            Rc::new(move |status: JobState<()>| {
                set_state.set(match status {
                    JobState::Idle => JobState::Idle,
                    JobState::Running { phase, done, total } => {
                        JobState::Running { phase, done, total }
                    }
                    JobState::Failed(why) => JobState::Failed(why),
                    // Results come through `done`, never this way.
                    JobState::Cancelled | JobState::Done(_) => JobState::Cancelled,
                })
            })
        };
        let done = Rc::new(move |text: &str| {
            set_state.set(match serde_json::from_str::<FromWorker<T>>(text) {
                Ok(FromWorker::Done(output)) => JobState::Done(Rc::new(output)),
                Ok(_) => JobState::Failed("The worker's answer was not a result.".into()),
                Err(e) => unreadable(e),
            })
        });
        let update = {
            let (kept, set_updates) = (kept.clone(), set_updates.clone());
            Rc::new(move |value: serde_json::Value| {
                // Both ends are this build: an unreadable update cannot come; if one did, the
                // live chart would only miss a point.
                if let Ok(update) = serde_json::from_value::<U>(value) {
                    kept.borrow_mut().push(update);
                    set_updates.set(Rc::new(kept.borrow().clone()));
                }
            })
        };
        let clear_updates = Rc::new(move || {
            if !kept.borrow().is_empty() {
                kept.borrow_mut().clear();
                set_updates.set(Rc::default());
            }
        });
        Shared {
            status,
            done,
            update,
            clear_updates,
            set_data,
            generation,
        }
    }

    fn fail(&self, why: String) {
        (self.status)(JobState::Failed(why));
    }
}

fn unreadable<T>(e: serde_json::Error) -> JobState<T> {
    JobState::Failed(format!(
        "The result could not be read ({e}). Reload the page and try again."
    ))
}

fn spawn(shared: Shared) -> Result<Slot, String> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Classic);
    let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options)
        .map_err(|_| "This browser could not start a background worker for the computation. Reload the page and try again.".to_string())?;
    let pending: Rc<RefCell<Option<String>>> = Rc::default();
    let ready = Rc::new(Cell::new(false));
    let busy = Rc::new(Cell::new(false));
    let my_generation = shared.generation.get();

    let on_message = {
        let (worker, pending, ready, busy, shared) = (
            worker.clone(),
            pending.clone(),
            ready.clone(),
            busy.clone(),
            shared.clone(),
        );
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if shared.generation.get() != my_generation {
                return; // A message from a job the reader has replaced.
            }
            let Some((text, bytes)) = message_parts(event.data()) else {
                return;
            };
            // Which message it is, without reading a result yet: only `done` knows its type.
            let message =
                serde_json::from_str::<FromWorker<serde::de::IgnoredAny, serde_json::Value>>(&text);
            match message {
                Ok(FromWorker::Ready) => {
                    ready.set(true);
                    if let Some(job) = pending.borrow_mut().take() {
                        let _ = worker.post_message(&job.into());
                    }
                }
                Ok(FromWorker::Progress {
                    phase,
                    done,
                    total,
                    update,
                }) => {
                    if let Some(update) = update {
                        (shared.update)(update);
                    }
                    (shared.status)(JobState::Running { phase, done, total })
                }
                Ok(FromWorker::Done(_)) => {
                    busy.set(false);
                    shared.set_data.set(bytes);
                    (shared.done)(&text);
                }
                Ok(FromWorker::Failed(message)) => {
                    busy.set(false);
                    shared.fail(message);
                }
                Err(e) => {
                    busy.set(false);
                    (shared.status)(unreadable(e));
                }
            }
        })
    };
    let on_error = {
        let (busy, shared) = (busy.clone(), shared.clone());
        Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            event.prevent_default();
            if shared.generation.get() != my_generation {
                return;
            }
            busy.set(false);
            shared.fail(
                "The computation stopped unexpectedly, most likely because it ran out of memory. \
                 Try a smaller size."
                    .to_string(),
            );
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

/// Posts a job (its envelope's JSON) to the hook's worker, replacing a busy one.
fn post(text: String, slot: &RefCell<Option<Slot>>, shared: &Shared) {
    // A busy worker cannot be interrupted: replace it.
    stop_busy(slot, &shared.generation);
    if slot.borrow().is_none() {
        shared.generation.set(shared.generation.get() + 1);
        match spawn(shared.clone()) {
            Ok(s) => *slot.borrow_mut() = Some(s),
            Err(message) => return shared.fail(message),
        }
    }
    let slot = slot.borrow();
    let Some(s) = slot.as_ref() else { return };
    s.busy.set(true);
    shared.set_data.set(None);
    (shared.clear_updates)();
    (shared.status)(JobState::Running {
        phase: "starting".into(),
        done: 0,
        total: 0,
    });
    if s.ready.get() {
        let _ = s.worker.post_message(&text.into());
    } else {
        *s.pending.borrow_mut() = Some(text);
    }
}

/// Stops the worker in `slot` if it is busy, so that its job's messages are ignored from now
/// on; returns whether there was one. The worker is taken out of the slot before it is dropped,
/// so no borrow of the slot is held while it goes.
fn stop_busy(slot: &RefCell<Option<Slot>>, generation: &Cell<u64>) -> bool {
    let old = {
        let mut slot = slot.borrow_mut();
        if slot.as_ref().is_some_and(|s| s.busy.get()) {
            slot.take()
        } else {
            None
        }
    };
    if old.is_some() {
        generation.set(generation.get() + 1);
    }
    old.is_some()
}

/// A worker for jobs of type `J`, owned by the calling component and terminated when it
/// unmounts. Starting a job while one runs replaces it.
#[hook]
pub fn use_job<J: WorkerJob>() -> JobHandle<J> {
    use_job_from::<J>(None)
}

/// [`use_job`], starting with `first`'s output when the build prerendered it (see
/// [`super::prerendered`]): the page's first view then shows it at once, the same in the
/// browser as in the prerendered HTML, and starting `first` again while its output is shown
/// does nothing. Any other job runs as usual.
#[hook]
pub fn use_prerendered_job<J: WorkerJob>(first: J) -> JobHandle<J> {
    use_job_from::<J>(Some(first))
}

#[hook]
fn use_job_from<J: WorkerJob>(first: Option<J>) -> JobHandle<J> {
    // The job whose prerendered output the state holds, until another job starts.
    let shown: Rc<RefCell<Option<J>>> = use_mut_ref(|| None);
    let state = use_state(|| {
        let first = first.and_then(|job| Some((super::prerendered::output(&job)?, job)));
        match first {
            Some((output, job)) => {
                *shown.borrow_mut() = Some(job);
                JobState::Done(Rc::new(output))
            }
            None => JobState::<J::Output>::Idle,
        }
    });
    let data = use_state(|| None::<js_sys::Uint8Array>);
    let updates = use_state(Rc::<Vec<J::Update>>::default);
    let kept: Rc<RefCell<Vec<J::Update>>> = use_mut_ref(Vec::new);
    let slot: Rc<RefCell<Option<Slot>>> = use_mut_ref(|| None);
    let generation: Rc<Cell<u64>> = (*use_mut_ref(|| Rc::new(Cell::new(0)))).borrow().clone();
    let shared = Shared::typed(
        state.setter(),
        kept,
        updates.setter(),
        data.setter(),
        generation,
    );

    {
        let (slot, generation) = (slot.clone(), shared.generation.clone());
        use_effect_with((), move |_| {
            move || {
                generation.set(generation.get() + 1);
                drop(slot.borrow_mut().take());
            }
        });
    }

    let start = {
        let (slot, shared) = (slot.clone(), shared.clone());
        Callback::from(move |job: J| {
            if shown.borrow().as_ref() == Some(&job) {
                return; // Its prerendered output is on the page already.
            }
            shown.borrow_mut().take();
            let envelope = Envelope {
                name: J::NAME.to_string(),
                job,
            };
            match serde_json::to_string(&envelope) {
                Ok(text) => post(text, &slot, &shared),
                Err(e) => shared.fail(format!("could not encode the job: {e}")),
            }
        })
    };
    let cancel = {
        let (slot, shared) = (slot.clone(), shared.clone());
        Callback::from(move |()| {
            if stop_busy(&slot, &shared.generation) {
                (shared.status)(JobState::Cancelled);
            }
        })
    };
    let release = {
        let (slot, generation) = (slot.clone(), shared.generation.clone());
        Callback::from(move |()| {
            generation.set(generation.get() + 1);
            let old = slot.borrow_mut().take();
            drop(old);
        })
    };
    JobHandle {
        state: (*state).clone(),
        updates: (*updates).clone(),
        start,
        cancel,
        release,
        data: (*data).clone(),
    }
}
