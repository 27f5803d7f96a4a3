//! `snipelab poker`: minimal continuous poker, the fixed-bet equilibrium checked by linear
//! programming, and Alice's best variable bet.

use serde::Serialize;
use snipelab_core::poker::{
    self, DiscretisedEquilibrium, FixedBetEquilibrium, HeatMap, VariableBet,
};

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab poker`.
#[derive(clap::Args)]
pub struct Args {
    /// The fixed bet b, 0 to 1000: a whole number, a decimal or a fraction (1, 0.25, 1/3).
    #[arg(long, default_value = "1", allow_hyphen_values = true)]
    bet: String,
    /// Hands in the discretised game solved by linear programming (2 to 200).
    #[arg(long, default_value_t = 60)]
    hands: usize,
    /// Include the heat map of Alice's outcome over hand x and bet b (JSON only).
    #[arg(long)]
    heat_map: bool,
    /// Largest bet of the heat map (above 0, at most 1000).
    #[arg(long, default_value_t = 8.0)]
    bet_max: f64,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// Alice's best bet for one hand against Bob's fixed-bet strategy.
#[derive(Serialize)]
struct BestBet {
    hand: f64,
    /// `None` where every bet (and folding) gives 0.
    bet: Option<f64>,
    outcome: f64,
}

/// The JSON document of `snipelab poker`.
#[derive(Serialize)]
struct Report {
    fixed_bet: FixedBetEquilibrium,
    discretised: DiscretisedEquilibrium,
    variable_bet: VariableBet,
    /// The post's value of the variable bet.
    post_variable_bet_value: &'static str,
    best_bets: Vec<BestBet>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heat_map: Option<HeatMap>,
}

/// Runs `snipelab poker`.
pub fn run(args: Args) -> CliResult {
    let bet = poker::parse_bet(&args.bet).map_err(|e| e.to_string())?;
    let fixed_bet = poker::fixed_bet_equilibrium(&bet).map_err(|e| e.to_string())?;
    let discretised =
        poker::discretised_equilibrium(fixed_bet.bet_f64, args.hands, &mut Ticker::new())
            .map_err(|e| e.to_string())?;
    let heat_map = if args.heat_map {
        Some(poker::heat_map(101, 81, args.bet_max).map_err(|e| e.to_string())?)
    } else {
        None
    };
    let best_bets = (10..20)
        .map(|k| {
            let hand = f64::from(k) / 20.0;
            BestBet {
                hand,
                bet: poker::best_bet(hand),
                outcome: poker::best_outcome(hand),
            }
        })
        .collect();
    let report = Report {
        fixed_bet,
        discretised,
        variable_bet: poker::variable_bet(),
        post_variable_bet_value: "7/24",
        best_bets,
        heat_map,
    };
    if args.json {
        return out::print_json(&report);
    }
    let f = &report.fixed_bet;
    outln!("fixed bet b = {}", f.bet);
    outln!(
        "  Alice bets above x_t = {} = {:.6}",
        f.alice_threshold,
        f.alice_threshold_f64
    );
    outln!(
        "  Bob calls above  y_t = {} = {:.6}",
        f.bob_threshold,
        f.bob_threshold_f64
    );
    outln!("  Alice's value    A   = {} = {:.6}", f.value, f.value_f64);
    let d = &report.discretised;
    outln!("linear program on {} hands:", d.hands);
    outln!(
        "  value {:.6} (dual {:.6}), bets {:.4} of hands (1 - x_t = {:.4}), calls {:.4} (1 - y_t = {:.4})",
        d.value,
        d.bob_value,
        d.alice_bet_fraction,
        1.0 - f.alice_threshold_f64,
        d.bob_call_fraction,
        1.0 - f.bob_threshold_f64
    );
    let v = &report.variable_bet;
    outln!(
        "Alice's best variable bet against Bob's fixed-bet strategy: value {} = {:.6} (the post: {}; fixed bet at best {})",
        v.value,
        v.value_f64,
        report.post_variable_bet_value,
        v.fixed_bet_value
    );
    for b in &report.best_bets {
        match b.bet {
            Some(bet) => outln!(
                "  hand {:.2}: bet {bet:.4}, outcome {:.4}",
                b.hand,
                b.outcome
            ),
            None => outln!("  hand {:.2}: fold (any bet gives 0)", b.hand),
        }
    }
    Ok(())
}
