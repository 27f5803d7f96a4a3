//! `snipelab bsearch`: not built yet (placeholder owned by the bsearch exploration's author).

use crate::out::CliResult;

/// Options of `snipelab bsearch`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab bsearch`.
pub fn run(_args: Args) -> CliResult {
    Err("the bsearch exploration is not built yet".into())
}
