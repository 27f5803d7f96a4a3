//! `snipelab truecount`: the Extended True Count check on the high card game.

use snipelab_core::serde_big::ratio_text;
use snipelab_core::truecount::{self, Game, Shoe};

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab truecount`.
#[derive(clap::Args)]
pub struct Args {
    /// Cards of each rank, ace first, comma-separated (1 to 13 ranks, at most 1000 cards).
    #[arg(
        long,
        default_value = "4,4,4,4,4,4,4,4,4,16",
        allow_hyphen_values = true
    )]
    shoe: String,
    /// Leave out the post's missing line (the player's card stays in the shoe).
    #[arg(long)]
    buggy: bool,
    /// Ties push instead of going to the house: the variant where the bug hides.
    #[arg(long)]
    ties_push: bool,
    /// The most cards the stopping rules deal before the round (0 to 10; the post uses 10).
    #[arg(long, default_value_t = 10)]
    max_cards: u32,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab truecount`.
pub fn run(args: Args) -> CliResult {
    let shoe = Shoe::parse(&args.shoe).map_err(|e| e.to_string())?;
    let game = Game {
        ties_push: args.ties_push,
        buggy: args.buggy,
    };
    let report = truecount::truecount_report(&shoe, game, args.max_cards, &mut Ticker::new())
        .map_err(|e| e.to_string())?;
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "high card game, shoe {:?} ({} cards), ties {}, {} expected_value",
        report.shoe,
        report.cards,
        if report.ties_push {
            "push"
        } else {
            "to the house"
        },
        if report.buggy { "buggy" } else { "correct" }
    );
    outln!(
        "{:<60} {:>22}  {}",
        "expected value off the top",
        report.expected_value,
        ratio_text(&report.expected_value_exact)
    );
    for average in &report.averages {
        outln!(
            "{:<60} {:>22}  {}  {}",
            format!("average after: {}", average.description),
            average.average,
            ratio_text(&average.average_exact),
            if average.agrees {
                "="
            } else {
                "≠ expected value"
            }
        );
    }
    if report.bug_revealed {
        outln!("an average disagrees: the Extended True Count theorem proves a bug");
    } else {
        outln!("every average agrees (which does not prove the program correct)");
    }
    Ok(())
}
