//! Worker jobs of the `coins` exploration (none yet).

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;

/// A `coins` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {}

/// What a `coins` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {}

/// Runs a `coins` job in the worker.
pub fn run(job: Job, _progress: &mut impl Progress) -> Result<Output, String> {
    match job {}
}
