//! `snipelab bracket`: not built yet (placeholder owned by the bracket exploration's author).

use crate::out::CliResult;

/// Options of `snipelab bracket`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab bracket`.
pub fn run(_args: Args) -> CliResult {
    Err("the bracket exploration is not built yet".into())
}
