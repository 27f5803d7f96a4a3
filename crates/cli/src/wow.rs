//! `snipelab wow` (in progress).
use crate::out::CliResult;
/// Options.
#[derive(clap::Args)]
pub struct Args {}
/// Runs it.
pub fn run(_args: Args) -> CliResult { Err("wip".into()) }
