//! Output helpers shared by every subcommand.

use serde::Serialize;

/// What a subcommand returns: `Err` holds the one-line message `main` prints before exiting 2.
pub type CliResult = Result<(), String>;

/// Prints `value` as pretty JSON on stdout. The JSON shapes are a stable interface: add fields,
/// never rename or remove them.
pub fn print_json<T: Serialize>(value: &T) -> CliResult {
    let text =
        serde_json::to_string_pretty(value).map_err(|e| format!("cannot encode JSON: {e}"))?;
    println!("{text}");
    Ok(())
}
