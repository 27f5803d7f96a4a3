//! Worker jobs of the `halftone` exploration (none yet).

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;

/// A `halftone` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {}

/// What a `halftone` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {}

/// Runs a `halftone` job in the worker.
pub fn run(job: Job, _progress: &mut impl Progress) -> Result<Output, String> {
    match job {}
}
