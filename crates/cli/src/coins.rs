//! `snipelab coins`: not built yet (placeholder owned by the coins exploration's author).

use crate::out::CliResult;

/// Options of `snipelab coins`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab coins`.
pub fn run(_args: Args) -> CliResult {
    Err("the coins exploration is not built yet".into())
}
