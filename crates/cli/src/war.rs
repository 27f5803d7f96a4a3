//! `snipelab war`: the probability that player A sweeps a game of War (wins every turn).

use snipelab_core::war::{self, WarDeck};

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab war`.
#[derive(clap::Args)]
pub struct Args {
    /// Ranks in the deck (1 to 255).
    #[arg(long, default_value_t = 13)]
    ranks: u32,
    /// Suits, that is cards per rank (1 to 8).
    #[arg(long, default_value_t = 4)]
    suits: u32,
    /// Instead, check brute force against the abstract enumeration on the notebook's small decks.
    #[arg(long)]
    table: bool,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab war`.
pub fn run(args: Args) -> CliResult {
    if args.table {
        let rows = war::notebook_table(&mut Ticker::new()).map_err(|e| e.to_string())?;
        if args.json {
            return out::print_json(&rows);
        }
        for row in rows {
            outln!(
                "deck({}, {}): p = {:.4}; brute force {} {} abstract enumeration {}",
                row.ranks,
                row.suits,
                row.p,
                row.brute_force,
                if row.agree { "=" } else { "≠" },
                row.abstract_enumeration
            );
        }
        return Ok(());
    }
    let deck = WarDeck::new(args.ranks, args.suits).map_err(|e| e.to_string())?;
    let report = war::sweep_report(deck, &mut Ticker::new()).map_err(|e| e.to_string())?;
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "War with {} ranks × {} suits ({} cards, {} turns)",
        report.ranks,
        report.suits,
        report.cards,
        report.turns
    );
    outln!("P(A wins every turn) = {:e}", report.p_sweep);
    outln!("                     = {}", report.p_sweep_exact);
    match report.games_per_sweep {
        Some(games) => outln!("a sweep by either player about once every {games:.0} games"),
        None => outln!("no sweep is possible: every turn is a tie"),
    }
    outln!(
        "simple arithmetic, P(first turn)^{} = {:e}",
        report.turns,
        report.simple_arithmetic
    );
    outln!();
    outln!(
        "{:>5} {:>14} {:>24}",
        "turn",
        "abstract decks",
        "P(sweep so far)"
    );
    for odds in &report.by_turn {
        outln!(
            "{:>5} {:>14} {:>24.15e}",
            odds.turn,
            odds.abstract_decks,
            odds.p
        );
    }
    Ok(())
}
