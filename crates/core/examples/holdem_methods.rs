//! One hold'em solve by a chosen regret-minimisation method, to time the methods against each
//! other natively (BENCHMARKS.md, "One-round hold'em"): the page's worker and the CLI both use
//! discounted CFR (`holdem::solve_observed`); the others stay for comparison.
//!
//! `cargo run --locked --profile test -p snipelab-core --example holdem_methods -- METHOD RAISES GAP [MAX_ITERATIONS]`
//! with METHOD `discounted`, `predictive` or `cfr+`, RAISES as the CLI's `--raises` ("2,4,8")
//! or `2..40` for the integers, e.g. `-- predictive 2..40 1e-4`; time it with `/usr/bin/time`.

use snipelab_core::holdem::{EquityTable, Game, Method, RaiseSizes, SolveOptions, solve_with};
use snipelab_core::progress::Silent;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: holdem_methods discounted|predictive|cfr+ RAISES GAP [MAX_ITERATIONS]";
    let [method, raises, gap, rest @ ..] = args.as_slice() else {
        return Err(usage.into());
    };
    let method = match method.as_str() {
        "discounted" => Method::Discounted,
        "predictive" => Method::PredictiveCfrPlus,
        "cfr+" => Method::CfrPlus,
        _ => return Err(usage.into()),
    };
    let raises = match raises.split_once("..") {
        Some((lo, hi)) => RaiseSizes::integers(
            lo.parse().map_err(|_| usage)?,
            hi.parse().map_err(|_| usage)?,
        ),
        None => RaiseSizes::parse(raises),
    }
    .map_err(|e| e.to_string())?;
    let options = SolveOptions {
        target_gap: gap.parse().map_err(|_| usage)?,
        max_iterations: match rest.first() {
            Some(n) => n.parse().map_err(|_| usage)?,
            None => 1_000_000,
        },
    };
    let table = EquityTable::embedded().map_err(|e| e.to_string())?;
    let game = Game::new(&table, raises);
    let s = solve_with(&game, &options, method, &mut Silent, |_| {}).map_err(|e| e.to_string())?;
    println!(
        "{method:?}: {} iterations, Alice in [{:.6}, {:.6}], gap {:.2e}",
        s.iterations, s.alice_lower, s.alice_upper, s.gap
    );
    Ok(())
}
