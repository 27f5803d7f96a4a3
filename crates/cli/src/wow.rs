//! `snipelab wow`: the WOW board's draws-until-first-line distribution.

use serde::Serialize;
use snipelab_core::wow;

use crate::out::{CliResult, Ticker, outln, print_json};

/// Options of `snipelab wow`.
#[derive(clap::Args)]
pub struct Args {
    /// Board side n (the board is n×n; the classroom board is 10): exact E(X) up to 1000, the
    /// distribution of X up to 150.
    #[arg(long, default_value_t = 10)]
    n: u32,
    /// Print only E(X) as an exact reduced fraction p/q (hundreds of thousands of digits at
    /// n = 1000).
    #[arg(long, conflicts_with = "json")]
    exact: bool,
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
    /// P(X ≤ k) for k = 0..=n²; absent above n = 150, where only E(X) is computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    cdf: Option<Vec<f64>>,
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
    // Both limits before any work: exact E(X) goes further than the distribution.
    wow::check_n(
        args.n,
        wow::MAX_N_EXACT,
        "exact E(X) (the distribution stops at 150)",
    )
    .map_err(|e| e.to_string())?;
    if args.exact || args.n > wow::MAX_N_DISTRIBUTION {
        return exact_only(args);
    }
    let summary = wow::summary_reporting(args.n, &mut Ticker::new()).map_err(|e| e.to_string())?;
    if args.json {
        return print_json(&Report {
            n: summary.n,
            expected_exact: summary.expected_exact,
            expected: summary.expected,
            expected_ratio: summary.expected_ratio,
            cdf: Some(summary.cdf),
        });
    }
    let n = summary.n;
    outln!("WOW board {n}×{n}: draws until the first complete row or column");
    print_expected(&summary.expected_exact, summary.expected)?;
    outln!("E(X)/n² ≈ {:.6}", summary.expected_ratio);
    let median = summary.cdf.iter().position(|&p| p >= 0.5).unwrap_or(0);
    // The bounds are combinatorial, not read off the float CDF: a line needs its n squares
    // (the CDF's rounding noise below n once printed 1 for n = 3, and P(X = n) underflows
    // for large n), and n(n − 1) squares can avoid every line, one hole per row and column.
    outln!(
        "earliest possible X = {n}, median X = {median}, latest possible X = {}",
        n * (n - 1) + 1
    );
    Ok(())
}

/// E(X) alone: `--exact`, or a board too large for the distribution.
fn exact_only(args: Args) -> CliResult {
    let exact =
        wow::expected_exact_reporting(args.n, &mut Ticker::new()).map_err(|e| e.to_string())?;
    let fraction = format!("{}/{}", exact.numer(), exact.denom());
    if args.exact {
        outln!("{fraction}");
        return Ok(());
    }
    let expected = wow::rational_to_f64(&exact);
    let n = args.n;
    let expected_ratio = expected / f64::from(n * n);
    if args.json {
        return print_json(&Report {
            n,
            expected_exact: fraction,
            expected,
            expected_ratio,
            cdf: None,
        });
    }
    outln!("WOW board {n}×{n}: draws until the first complete row or column");
    print_expected(&fraction, expected)?;
    outln!("E(X)/n² ≈ {expected_ratio:.9}");
    outln!("(the distribution of X is computed up to n = 150)");
    Ok(())
}

/// E(X) rounded first; the fraction too while it is short enough to read.
fn print_expected(fraction: &str, expected: f64) -> CliResult {
    if fraction.len() <= 60 {
        outln!("E(X) = {fraction} ≈ {expected:.6}");
    } else {
        let digits = fraction.split('/').map(str::len).collect::<Vec<_>>();
        outln!(
            "E(X) ≈ {expected:.6} (exactly a fraction of {} over {} digits: --exact prints it)",
            digits[0],
            digits.get(1).copied().unwrap_or(0)
        );
    }
    Ok(())
}
