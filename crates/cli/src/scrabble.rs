//! `snipelab scrabble`: not built yet (placeholder owned by the scrabble exploration's author).

use crate::out::CliResult;

/// Options of `snipelab scrabble`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab scrabble`.
pub fn run(_args: Args) -> CliResult {
    Err("the scrabble exploration is not built yet".into())
}
