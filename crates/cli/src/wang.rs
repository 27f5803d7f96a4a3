//! `snipelab wang`: Thomas Wang's 64-bit hash and its inverse, step by step.

use serde::Serialize;
use snipelab_core::wang::{self, StepTrace};

use crate::out::{self, CliResult, outln};

/// Options of `snipelab wang`. Keys are decimal or `0x` hexadecimal 64-bit numbers.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("direction").required(true).args(["hash", "inverse"])))]
pub struct Args {
    /// Hash this key.
    #[arg(long, value_name = "X", allow_hyphen_values = true)]
    hash: Option<String>,
    /// Find the key whose hash is this value (e.g. 0 gives the post's 0x7ffffbffffdfffff).
    #[arg(long, value_name = "Y", allow_hyphen_values = true)]
    inverse: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

/// The JSON document of `snipelab wang`.
#[derive(Serialize)]
struct Report {
    /// "hash" or "inverse".
    direction: &'static str,
    input: String,
    output: String,
    /// The other direction applied to `output`: equals `input`.
    round_trip: String,
    round_trip_ok: bool,
    /// The steps executed, in order.
    steps: Vec<StepTrace>,
    /// The key that was hashed (the input, or the output for --inverse).
    hashed_key: String,
    /// For each input bit 0..63 of `hashed_key`: how many of the 64 hash bits change when it flips.
    avalanche_changed_bits: Vec<u32>,
}

/// Runs `snipelab wang`.
pub fn run(args: Args) -> CliResult {
    let report = match (&args.hash, &args.inverse) {
        (Some(text), None) => {
            let key = wang::parse_key(text).map_err(|e| e.to_string())?;
            let output = wang::hash(key);
            let round_trip = wang::inverse_hash(output);
            make_report("hash", key, output, round_trip, wang::trace_hash(key), key)
        }
        (None, Some(text)) => {
            let value = wang::parse_key(text).map_err(|e| e.to_string())?;
            let output = wang::inverse_hash(value);
            let round_trip = wang::hash(output);
            make_report(
                "inverse",
                value,
                output,
                round_trip,
                wang::trace_inverse(value),
                output,
            )
        }
        _ => return Err("give exactly one of --hash X or --inverse Y".into()),
    };
    if args.json {
        return out::print_json(&report);
    }
    let name = if report.direction == "hash" {
        "hash"
    } else {
        "inverse_hash"
    };
    outln!("{name}({}) = {}", report.input, report.output);
    outln!(
        "round trip: {} ({})",
        report.round_trip,
        if report.round_trip_ok {
            "ok"
        } else {
            "MISMATCH"
        }
    );
    outln!();
    for (i, step) in report.steps.iter().enumerate() {
        outln!(
            "{}. {:<28} {} -> {}",
            i + 1,
            step.name,
            wang::format_key(step.input),
            wang::format_key(step.output)
        );
        outln!("   {}", step.formula);
    }
    let changed = &report.avalanche_changed_bits;
    let (min, max) = (changed.iter().min(), changed.iter().max());
    let mean = f64::from(changed.iter().sum::<u32>()) / changed.len().max(1) as f64;
    if let (Some(min), Some(max)) = (min, max) {
        outln!();
        outln!(
            "avalanche at {}: flipping one input bit changes {min}..{max} output bits (mean {mean:.1} of 64)",
            report.hashed_key
        );
    }
    Ok(())
}

fn make_report(
    direction: &'static str,
    input: u64,
    output: u64,
    round_trip: u64,
    steps: Vec<StepTrace>,
    hashed_key: u64,
) -> Report {
    Report {
        direction,
        input: wang::format_key(input),
        output: wang::format_key(output),
        round_trip: wang::format_key(round_trip),
        round_trip_ok: round_trip == input,
        steps,
        hashed_key: wang::format_key(hashed_key),
        avalanche_changed_bits: wang::avalanche_profile(hashed_key),
    }
}
