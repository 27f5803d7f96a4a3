//! `snipelab words`: not built yet (placeholder owned by the words exploration's author).

use crate::out::CliResult;

/// Options of `snipelab words`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab words`.
pub fn run(_args: Args) -> CliResult {
    Err("the words exploration is not built yet".into())
}
