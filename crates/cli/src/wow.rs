//! `snipelab wow`: the WOW board's draws-until-first-line distribution.

use serde::Serialize;
use snipelab_core::wow;

use crate::out::{CliResult, Ticker, outln, print_json};

/// Options of `snipelab wow`.
#[derive(clap::Args)]
pub struct Args {
    /// Board side n, 1 to 150 (the board is n×n; the classroom board is 10).
    #[arg(long, default_value_t = 10)]
    n: u32,
    /// Print E(X)/n² for every board side from 1 to this value (at most 20000) instead of one
    /// board's figures.
    #[arg(long, value_name = "N_MAX")]
    ratios: Option<u32>,
    /// Print JSON instead of a readable summary.
    #[arg(long)]
    json: bool,
}

/// The JSON document of `snipelab wow --json` (a stable interface).
#[derive(Serialize)]
struct Report {
    n: u32,
    /// E(X) exactly, as "p/q".
    expected_exact: String,
    /// E(X) as a decimal.
    expected: f64,
    /// E(X)/n².
    expected_ratio: f64,
    /// P(X ≤ k) for k = 0..=n².
    cdf: Vec<f64>,
}

/// The JSON document of `snipelab wow --ratios N --json`.
#[derive(Serialize)]
struct Ratios {
    /// `ratios[i]` is E(X)/n² for n = i + 1.
    ratios: Vec<f64>,
}

/// Runs `snipelab wow`.
pub fn run(args: Args) -> CliResult {
    if let Some(n_max) = args.ratios {
        let ratios = wow::expected_ratios(n_max, &mut Ticker::new()).map_err(|e| e.to_string())?;
        if args.json {
            return print_json(&Ratios { ratios });
        }
        for (i, r) in ratios.iter().enumerate() {
            outln!("{}\t{r:.12}", i + 1);
        }
        return Ok(());
    }
    let summary = wow::summary_reporting(args.n, &mut Ticker::new())?;
    if args.json {
        return print_json(&Report {
            n: summary.n,
            expected_exact: summary.expected_exact,
            expected: summary.expected,
            expected_ratio: summary.expected_ratio,
            cdf: summary.cdf,
        });
    }
    let n = summary.n;
    outln!("WOW board {n}×{n}: draws until the first complete row or column");
    if summary.expected_exact.len() <= 60 {
        outln!(
            "E(X) = {} ≈ {:.6}",
            summary.expected_exact,
            summary.expected
        );
    } else {
        outln!(
            "E(X) ≈ {:.12} (exact fraction: use --json)",
            summary.expected
        );
    }
    outln!("E(X)/n² ≈ {:.6}", summary.expected_ratio);
    let median = summary.cdf.iter().position(|&p| p >= 0.5).unwrap_or(0);
    let first = summary.cdf.iter().position(|&p| p > 0.0).unwrap_or(0);
    outln!(
        "earliest possible X = {first}, median X = {median}, latest possible X = {}",
        n * (n - 1) + 1
    );
    Ok(())
}
