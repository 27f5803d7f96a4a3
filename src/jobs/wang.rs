//! Worker jobs of the `wang` exploration (none yet).

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;

/// A `wang` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {}

/// What a `wang` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {}

/// Runs a `wang` job in the worker.
pub fn run(job: Job, _progress: &mut impl Progress) -> Result<Output, String> {
    match job {}
}
