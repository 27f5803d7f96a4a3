//! `snipelab truecount`: not built yet (placeholder owned by the truecount exploration's author).

use crate::out::CliResult;

/// Options of `snipelab truecount`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab truecount`.
pub fn run(_args: Args) -> CliResult {
    Err("the truecount exploration is not built yet".into())
}
