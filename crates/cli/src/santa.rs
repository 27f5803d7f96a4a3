//! `snipelab santa`: not built yet (placeholder owned by the santa exploration's author).

use crate::out::CliResult;

/// Options of `snipelab santa`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab santa`.
pub fn run(_args: Args) -> CliResult {
    Err("the santa exploration is not built yet".into())
}
