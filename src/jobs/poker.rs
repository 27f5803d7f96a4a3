//! Worker jobs of the `poker` exploration (none yet).

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;

/// A `poker` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {}

/// What a `poker` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {}

/// Runs a `poker` job in the worker.
pub fn run(job: Job, _progress: &mut impl Progress) -> Result<Output, String> {
    match job {}
}
