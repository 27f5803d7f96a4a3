//! `snipelab wang`: not built yet (placeholder owned by the wang exploration's author).

use crate::out::CliResult;

/// Options of `snipelab wang`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab wang`.
pub fn run(_args: Args) -> CliResult {
    Err("the wang exploration is not built yet".into())
}
