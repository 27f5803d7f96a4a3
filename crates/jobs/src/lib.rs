//! The worker's jobs: typed jobs, the message protocol, and the dispatch by name (no Yew).
//!
//! Anything that may take more than ~50 ms runs in the `worker` binary (`crates/worker`) so the
//! UI thread never blocks. Each kind of job is a type implementing [`WorkerJob`]: it names itself
//! once, declares its output type, and says how to run. A page asks for
//! `use_job::<coins::Curve>()` (the app's `jobs` module, which re-exports this crate beside its
//! Yew hooks) and gets a handle whose state holds a `Vec<WinPoint>`, never an enum of every
//! exploration's outputs to unpick. The worker finds the code to run by the job's name in
//! [`JOBS`]; the app's registry lists the same jobs per exploration, and a test of the app keeps
//! the two lists equal.
//!
//! This crate is apart from the app so that the worker's WebAssembly does not compile Yew and
//! every page a second time (ARCHITECTURE.md, "Crates").
//!
//! Messages are JSON strings: both ends are Rust and serde_json keeps every u64 exact (a JS
//! number would not). The page posts `{"name": …, "job": …}`; the worker answers with
//! [`FromWorker`] messages: `Ready` once its WebAssembly is loaded, `Progress` now and then,
//! then `Done` or `Failed`. A job may also send the page typed updates while it runs (its
//! [`WorkerJob::Update`]: the hold'em solve's latest bounds, for its live chart); each rides
//! in a `Progress` message, and the page keeps them, typed, in the job's handle. A result's
//! bytes (a table, pictures, a file) would be slow as JSON: [`WorkerJob::take_data`] takes them
//! out, and the worker posts a two-item array, the JSON text and a `Uint8Array` whose buffer is
//! transferred, not copied; the page hands it out as the handle's data. That is the one way
//! bytes leave the worker ([`bytes`]).

pub mod bytes;
pub mod clock;
pub mod text;

pub mod bsearch;
pub mod cftp;
pub mod coins;
pub mod games;
pub mod gobblet;
pub mod halftone;
pub mod holdem;
pub mod poker;
pub mod santa;
pub mod scrabble;
pub mod split;
pub mod truecount;
pub mod war;
pub mod whodunit;
pub mod wow;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use snipelab_core::progress::{Flow, Progress, Silent};

/// Every kind of worker job, for the worker's dispatch by name. The app's registry
/// (`snipelab_app::registry`) lists the same jobs under their explorations; the app's test
/// `the_worker_dispatches_exactly_the_registry_jobs` keeps the two lists equal.
pub const JOBS: &[JobEntry] = &[
    entry::<wow::Ratios>(),
    entry::<wow::Distribution>(),
    entry::<wow::Simulations>(),
    entry::<bsearch::Sawtooth>(),
    entry::<bsearch::Game>(),
    entry::<halftone::Render>(),
    entry::<halftone::Svg>(),
    entry::<halftone::Measure>(),
    entry::<gobblet::Solve>(),
    entry::<split::Solve>(),
    entry::<war::Sweep>(),
    entry::<santa::Curve>(),
    entry::<games::Solve>(),
    entry::<games::Counts>(),
    entry::<games::Values>(),
    entry::<games::Sparse>(),
    entry::<coins::Report>(),
    entry::<coins::Curve>(),
    entry::<truecount::Check>(),
    entry::<scrabble::Unplayable>(),
    entry::<poker::Discretised>(),
    entry::<whodunit::Solve>(),
    entry::<cftp::ShuffleSample>(),
    entry::<cftp::ShuffleHistograms>(),
    entry::<cftp::TilingSample>(),
    entry::<cftp::TilingExport>(),
    entry::<cftp::RandomTiling>(),
    entry::<holdem::Solve>(),
    entry::<holdem::Showdown>(),
];

/// One kind of job the worker can run: its input is `Self`, its result [`Self::Output`].
///
/// Job modules (`jobs/<exploration>.rs`) are adapters only: `run` calls `snipelab-core`, where
/// the maths and its tests live, so the worker and the CLI call the same functions.
pub trait WorkerJob: Serialize + DeserializeOwned + Clone + PartialEq + 'static {
    /// The name the job travels under, unique across the app (`"<exploration>.<job>"`).
    const NAME: &'static str;
    /// What the job returns.
    type Output: Serialize + DeserializeOwned + PartialEq + 'static;
    /// What the job sends the page while it runs, beside its progress ([`Reporter::update`]);
    /// [`NoUpdate`] for a job that sends nothing but progress.
    type Update: Serialize + DeserializeOwned + Clone + PartialEq + 'static;
    /// Runs the job (in the worker; natively in tests), reporting progress and any updates. A
    /// job without updates may take `&mut impl Progress`.
    fn run(self, progress: &mut impl Reporter<Self::Update>) -> Result<Self::Output, String>;
    /// Takes a large binary part out of the output to travel beside the JSON as a transferred
    /// buffer (the field is skipped by serde, so the JSON stays small). None by default.
    fn take_data(_output: &mut Self::Output) -> Option<Box<dyn Payload>> {
        None
    }
}

/// A result's large binary part, written straight into the buffer that travels to the page
/// (so the worker never holds a second copy of it in its own memory).
pub trait Payload {
    /// Bytes it takes.
    fn byte_len(&self) -> u64;
    /// Writes it, a block at a time.
    fn write_to(&self, out: &mut dyn std::io::Write) -> std::io::Result<()>;
}

/// The [`WorkerJob::Update`] of a job that sends none: a type without values, so such a job
/// cannot send one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoUpdate {}

/// What a job reports to as it runs: its progress, and now and then an update of type `U` for
/// the page (the hold'em solve's latest bounds).
pub trait Reporter<U>: Progress {
    /// A progress report that also carries `update`; answers whether to go on.
    fn update(&mut self, phase: &str, done: u64, total: u64, update: U) -> Flow;
}

impl<U> Reporter<U> for Silent {
    fn update(&mut self, _phase: &str, _done: u64, _total: u64, _update: U) -> Flow {
        Flow::Continue
    }
}

/// A message from the worker to the page about a job whose output is `T` and whose updates
/// are `U` (the worker, which runs any job, posts them as JSON values).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker<T, U = NoUpdate> {
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
        /// The job's update, if this report carries one ([`Reporter::update`]).
        #[serde(skip_serializing_if = "Option::is_none")]
        update: Option<U>,
    },
    /// The job's result.
    Done(T),
    /// The job could not be done; the message says why, for the reader.
    Failed(String),
}

/// One progress report on its way from a job to the page, its update (if any) already JSON:
/// what the worker posts, as [`progress_message`], when it is not too soon after the last.
#[derive(Clone, Debug, PartialEq)]
pub struct Report<'a> {
    /// What the job is doing now.
    pub phase: &'a str,
    /// Units done.
    pub done: u64,
    /// Units in all.
    pub total: u64,
    /// The job's update ([`WorkerJob::Update`]), as JSON.
    pub update: Option<serde_json::Value>,
}

/// Where a running job's reports go: the worker posts them to the page, tests keep or drop them.
pub type Sink<'a> = dyn FnMut(Report<'_>) -> Flow + 'a;

/// The JSON text of a `FromWorker::Progress` message carrying `report` (the worker posts it).
pub fn progress_message(report: Report<'_>) -> String {
    let message = FromWorker::<(), serde_json::Value>::Progress {
        phase: report.phase.to_string(),
        done: report.done,
        total: report.total,
        update: report.update,
    };
    serde_json::to_string(&message).unwrap_or_default()
}

/// A job's [`Reporter`], whatever its update type: reports go to the sink, updates as JSON.
struct ToSink<'s, 'a> {
    sink: &'s mut Sink<'a>,
}

impl Progress for ToSink<'_, '_> {
    fn report(&mut self, phase: &str, done: u64, total: u64) -> Flow {
        (self.sink)(Report {
            phase,
            done,
            total,
            update: None,
        })
    }
}

impl<U: Serialize> Reporter<U> for ToSink<'_, '_> {
    fn update(&mut self, phase: &str, done: u64, total: u64, update: U) -> Flow {
        (self.sink)(Report {
            phase,
            done,
            total,
            update: serde_json::to_value(update).ok(),
        })
    }
}

/// A sink that drops every report and never stops (native callers that only want the answer).
pub fn ignore(_report: Report<'_>) -> Flow {
    Flow::Continue
}

/// A job as it travels to the worker: its [`WorkerJob::NAME`] and its fields.
#[derive(Serialize, Deserialize)]
pub struct Envelope<J> {
    /// Which kind of job.
    pub name: String,
    /// The job itself.
    pub job: J,
}

/// What the worker posts back when a job ends: the JSON of a [`FromWorker`] message, and the
/// bytes to transfer beside it, if any.
pub struct Reply {
    /// The message, as JSON text.
    pub text: String,
    /// A large binary part of the result.
    pub data: Option<Box<dyn Payload>>,
}

/// One entry of the worker's dispatch table: a job's name and how to run it from JSON.
pub struct JobEntry {
    /// [`WorkerJob::NAME`].
    pub name: &'static str,
    /// Decodes the job, runs it (its reports to the sink) and encodes the answer.
    pub run: fn(serde_json::Value, &mut Sink<'_>) -> Reply,
}

/// The dispatch entry of job type `J` (one line of [`JOBS`]).
pub const fn entry<J: WorkerJob>() -> JobEntry {
    JobEntry {
        name: J::NAME,
        run: run_value::<J>,
    }
}

fn run_value<J: WorkerJob>(job: serde_json::Value, sink: &mut Sink<'_>) -> Reply {
    let mut reporter = ToSink { sink };
    let outcome = serde_json::from_value::<J>(job)
        .map_err(|e| format!("unreadable job: {e}"))
        .and_then(|job| job.run(&mut reporter));
    let (message, data) = match outcome {
        Ok(mut output) => {
            let data = J::take_data(&mut output);
            (FromWorker::<_, NoUpdate>::Done(output), data)
        }
        Err(why) => (FromWorker::<_, NoUpdate>::Failed(why), None),
    };
    match serde_json::to_string(&message) {
        Ok(text) => Reply { text, data },
        Err(e) => failed(&format!("could not encode the result: {e}")),
    }
}

/// The reply for a job that could not run.
pub fn failed(why: &str) -> Reply {
    let message: FromWorker<()> = FromWorker::Failed(why.to_string());
    Reply {
        text: serde_json::to_string(&message).unwrap_or_default(),
        data: None,
    }
}

/// Runs the job named in an envelope's JSON text (the worker's dispatch; natively in tests),
/// its progress and updates to `sink`.
pub fn run_envelope(text: &str, sink: &mut Sink<'_>) -> Reply {
    let envelope = match serde_json::from_str::<Envelope<serde_json::Value>>(text) {
        Ok(e) => e,
        Err(e) => return failed(&format!("unreadable job: {e}")),
    };
    match JOBS.iter().find(|entry| entry.name == envelope.name) {
        Some(entry) => (entry.run)(envelope.job, sink),
        None => failed(&format!("no job is called {}", envelope.name)),
    }
}

/// Runs a job natively, straight through the worker's JSON path, and returns its output: what
/// the page would receive. For tests of the adapters.
pub fn run_through_json<J: WorkerJob>(job: J) -> Result<J::Output, String> {
    run_through_json_with_data(job).map(|(output, _)| output)
}

/// [`run_through_json`], with the bytes the output hands over beside its JSON
/// ([`WorkerJob::take_data`]; empty if none).
pub fn run_through_json_with_data<J: WorkerJob>(job: J) -> Result<(J::Output, Vec<u8>), String> {
    let text = serde_json::to_string(&Envelope {
        name: J::NAME.to_string(),
        job,
    })
    .map_err(|e| e.to_string())?;
    let reply = run_envelope(&text, &mut ignore);
    let mut data = Vec::new();
    if let Some(payload) = &reply.data {
        payload.write_to(&mut data).map_err(|e| e.to_string())?;
    }
    match serde_json::from_str::<FromWorker<J::Output>>(&reply.text) {
        Ok(FromWorker::Done(output)) => Ok((output, data)),
        Ok(FromWorker::Failed(why)) => Err(why),
        Ok(_) => Err("the worker answered with progress, not a result".into()),
        Err(e) => Err(format!("unreadable answer: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_job_name_is_unique() {
        let mut names: Vec<_> = JOBS.iter().map(|e| e.name).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(names.len(), before, "two jobs share a name");
    }

    #[test]
    fn a_progress_message_carries_its_update_only_when_it_has_one() {
        let report = |update| Report {
            phase: "solving",
            done: 3,
            total: 10,
            update,
        };
        let plain = progress_message(report(None));
        assert_eq!(
            plain,
            r#"{"Progress":{"phase":"solving","done":3,"total":10}}"#
        );
        // A job without updates reads it as always; one with updates finds none in it.
        let read: FromWorker<()> = serde_json::from_str(&plain).unwrap();
        assert!(matches!(read, FromWorker::Progress { update: None, .. }));
        let with = progress_message(report(Some(serde_json::json!([1, 2]))));
        let read: FromWorker<(), (u8, u8)> = serde_json::from_str(&with).unwrap();
        assert!(matches!(
            read,
            FromWorker::Progress {
                update: Some((1, 2)),
                done: 3,
                ..
            }
        ));
    }

    #[test]
    fn junk_and_unknown_jobs_fail_with_a_message() {
        for text in [
            "",
            "{",
            r#"{"name":"nope","job":{}}"#,
            r#"{"name":"coins.report","job":{"flips":"x"}}"#,
        ] {
            let reply = run_envelope(text, &mut ignore);
            let message: FromWorker<()> = serde_json::from_str(&reply.text).unwrap();
            assert!(
                matches!(message, FromWorker::Failed(_)),
                "{text}: {message:?}"
            );
        }
    }
}
