//! `snipelab scrabble`: the probability that a random 7-tile rack is unplayable, and a rack
//! explorer.

use std::time::Instant;

use serde::Serialize;
use snipelab_core::scrabble::{self, RackReport, Unplayable};

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab scrabble`.
#[derive(clap::Args)]
pub struct Args {
    /// Explore this rack instead: which of the 223 minimal subracks it holds, or why none
    /// (letters, and _ or ? for a blank).
    #[arg(long, value_name = "TILES")]
    rack: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// The JSON document of `snipelab scrabble` without `--rack`.
#[derive(Serialize)]
struct Report {
    #[serde(flatten)]
    unplayable: Unplayable,
    /// The post's figure, for comparison.
    post_probability: f64,
    minimal_subracks: usize,
    seconds: f64,
}

/// Runs `snipelab scrabble`.
pub fn run(args: Args) -> CliResult {
    if let Some(rack) = &args.rack {
        let report = scrabble::explore_rack(rack).map_err(|e| e.to_string())?;
        return if args.json {
            out::print_json(&report)
        } else {
            print_rack(&report)
        };
    }
    let start = Instant::now();
    let unplayable =
        scrabble::unplayable_probability(&mut Ticker::new()).map_err(|e| e.to_string())?;
    let report = Report {
        unplayable,
        post_probability: 0.00788349,
        minimal_subracks: scrabble::minimal_subracks().len(),
        seconds: start.elapsed().as_secs_f64(),
    };
    if args.json {
        return out::print_json(&report);
    }
    let u = &report.unplayable;
    outln!(
        "{} distinct racks, {} unplayable ({} minimal subracks, {:.3} s)",
        u.racks,
        u.unplayable_racks,
        report.minimal_subracks,
        report.seconds
    );
    outln!(
        "P(unplayable) = {} = {:.8}",
        u.probability,
        u.probability_f64
    );
    outln!("the post:        {}", report.post_probability);
    outln!("likeliest unplayable racks:");
    for w in &u.likeliest_unplayable {
        outln!(
            "  {:<8} {:>6} ways  {:.3e}",
            w.rack,
            w.weight,
            w.probability
        );
    }
    Ok(())
}

fn print_rack(report: &RackReport) -> CliResult {
    outln!(
        "rack {} ({} tiles): {}",
        report.rack,
        report.tiles,
        if report.playable {
            "playable"
        } else {
            "unplayable"
        }
    );
    if report.playable {
        outln!("holds: {}", report.contained.join(", "));
    } else {
        outln!("closest minimal subracks (missing tiles):");
        let misses: Vec<String> = report
            .near_misses
            .iter()
            .map(|n| format!("{} (+{})", n.subrack, n.missing))
            .collect();
        outln!("  {}", misses.join(", "));
    }
    outln!(
        "chance of drawing exactly these {} tiles: {} = {:.3e}",
        report.tiles,
        report.probability,
        report.probability_f64
    );
    Ok(())
}
