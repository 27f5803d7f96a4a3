//! Long computations in a web worker: the page's side.
//!
//! The jobs themselves, their message protocol and the worker's dispatch table live in the
//! `snipelab-jobs` crate (`crates/jobs`), which the worker binary (`crates/worker`) builds on
//! without Yew; this module re-exports all of it under the app's old paths
//! (`crate::jobs::halftone::Render`, …) and adds the Yew hooks: a page asks for
//! `use_job::<coins::Curve>()` and gets a [`JobHandle`] whose state holds the job's typed
//! output. Which explorations own which jobs is said once, in the registry
//! (`crate::registry`); its test checks that the worker dispatches exactly those jobs.

mod handle;
pub mod prerendered;

pub use handle::{JobHandle, JobState, use_job, use_prerendered_job};
pub use snipelab_jobs::*;
