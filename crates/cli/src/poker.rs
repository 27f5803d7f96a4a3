//! `snipelab poker`: not built yet (placeholder owned by the poker exploration's author).

use crate::out::CliResult;

/// Options of `snipelab poker`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab poker`.
pub fn run(_args: Args) -> CliResult {
    Err("the poker exploration is not built yet".into())
}
