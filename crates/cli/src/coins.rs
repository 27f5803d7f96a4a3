//! `snipelab coins`: HH vs HT, who wins more often over n coin flips?

use snipelab_core::coins;

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab coins`.
#[derive(clap::Args)]
pub struct Args {
    /// Flips of the coin (1 to 2000).
    #[arg(long, default_value_t = 100)]
    n: u32,
    /// Also print how many sequences give each score difference (always in the JSON).
    #[arg(long, conflicts_with = "curve")]
    distribution: bool,
    /// Instead, the win probabilities for every number of flips from 1 to n.
    #[arg(long)]
    curve: bool,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab coins`.
pub fn run(args: Args) -> CliResult {
    if args.curve {
        let curve = coins::win_curve(args.n, &mut Ticker::new()).map_err(|e| e.to_string())?;
        if args.json {
            return out::print_json(&curve);
        }
        outln!(
            "{:>6} {:>20} {:>20} {:>20}",
            "flips",
            "P(Alice)",
            "P(Bob)",
            "P(tie)"
        );
        for point in curve {
            outln!(
                "{:>6} {:>20.15} {:>20.15} {:>20.15}",
                point.flips,
                point.p_alice,
                point.p_bob,
                point.p_tie
            );
        }
        return Ok(());
    }
    let report = coins::coins_report(args.n, &mut Ticker::new()).map_err(|e| e.to_string())?;
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "{} flips, {} equally likely sequences (Alice scores per HH, Bob per HT)",
        report.flips,
        report.sequences
    );
    outln!("Alice wins {:.15}  ({})", report.p_alice, report.alice_wins);
    outln!("Bob wins   {:.15}  ({})", report.p_bob, report.bob_wins);
    outln!("tie        {:.15}  ({})", report.p_tie, report.ties);
    if args.distribution {
        outln!();
        outln!("{:>11} {:>20}  sequences", "Alice − Bob", "P");
        for odds in &report.differences {
            outln!(
                "{:>11} {:>20.15e}  {}",
                odds.difference,
                odds.p,
                odds.sequences
            );
        }
    }
    Ok(())
}
