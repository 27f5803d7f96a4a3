//! `snipelab halftone`: not built yet (placeholder owned by the halftone exploration's author).

use crate::out::CliResult;

/// Options of `snipelab halftone`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab halftone`.
pub fn run(_args: Args) -> CliResult {
    Err("the halftone exploration is not built yet".into())
}
