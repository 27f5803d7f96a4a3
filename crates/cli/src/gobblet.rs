//! `snipelab gobblet`: not built yet (placeholder owned by the gobblet exploration's author).

use crate::out::CliResult;

/// Subcommands of `snipelab gobblet`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Solve a variant.
    Solve,
}

/// Runs `snipelab gobblet`.
pub fn run(_command: Command) -> CliResult {
    Err("the gobblet exploration is not built yet".into())
}
