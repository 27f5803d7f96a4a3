//! Worker jobs of the `gobblet` exploration (none yet).

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;

/// A `gobblet` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {}

/// What a `gobblet` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {}

/// Runs a `gobblet` job in the worker.
pub fn run(job: Job, _progress: &mut impl Progress) -> Result<Output, String> {
    match job {}
}
