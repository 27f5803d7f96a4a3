//! `snipelab war`: not built yet (placeholder owned by the war exploration's author).

use crate::out::CliResult;

/// Options of `snipelab war`.
#[derive(clap::Args)]
pub struct Args {}

/// Runs `snipelab war`.
pub fn run(_args: Args) -> CliResult {
    Err("the war exploration is not built yet".into())
}
