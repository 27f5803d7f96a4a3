//! `snipelab split`: not built yet (placeholder owned by the split exploration's author).

use crate::out::CliResult;

/// Options of `snipelab split`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab split`.
pub fn run(_args: Args) -> CliResult {
    Err("the split exploration is not built yet".into())
}
