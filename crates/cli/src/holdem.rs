//! `snipelab holdem`: exact preflop equities and near-optimal one-round hold'em with certified
//! bounds (seed post "Near optimal holdem play with one round of betting").
//!
//! ```text
//! snipelab holdem equity --hands AsKs,QdQc [--json]
//! snipelab holdem table --out FILE [--threads N]
//! snipelab holdem solve (--max-raise N | --raises 2,3,5,8 | --grid LO:HI:STEP)
//!                       [--target-gap G] [--max-iterations K] [--json] [--out FILE]
//! ```
//!
//! `solve --out FILE` writes the solve's JSON document as one compact line: exactly the form of
//! the committed `static/holdem/solve-*.json` (regenerated with, e.g., `snipelab holdem solve
//! --max-raise 40 --out static/holdem/solve-2-40.json`; see ARCHITECTURE.md).

use std::time::Instant;

use serde::Serialize;
use snipelab_core::holdem::{
    self, EquityTable, Game, Hand, RaiseSizes, SolutionFile, SolveOptions,
};

use crate::out::{self, CliResult, Ticker, outln};

mod exact;

/// The most iterations `solve` accepts.
const MAX_ITERATIONS: u64 = 10_000_000;
/// The smallest target gap `solve` accepts (below it rounding dominates).
const MIN_TARGET_GAP: f64 = 1e-9;

/// Subcommands of `snipelab holdem`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Exact win/tie/loss counts of one hand against another over all 1,712,304 boards.
    Equity(EquityArgs),
    /// Recompute the full 169 x 169 class equity table and write it in the binary format.
    Table(TableArgs),
    /// Near-optimal strategies for a set of Alice's raise sizes, with certified bounds.
    Solve(SolveArgs),
}

/// Options of `snipelab holdem equity`.
#[derive(clap::Args)]
pub struct EquityArgs {
    /// Two hands, comma-separated, each two cards such as AsKs (ranks 23456789TJQKA, suits cdhs).
    #[arg(long)]
    hands: String,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Options of `snipelab holdem table`.
#[derive(clap::Args)]
pub struct TableArgs {
    /// Where to write the table (static/holdem/equity.bin is the committed copy).
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Threads (default: one per core).
    #[arg(long, value_parser = out::parse_threads)]
    threads: Option<usize>,
}

/// Options of `snipelab holdem solve`.
#[derive(clap::Args)]
#[command(group(
    clap::ArgGroup::new("sizes").required(true).multiple(false).args(["max_raise", "raises", "grid"])
))]
pub struct SolveArgs {
    /// Every integer raise from 2 to N (the post: 40; at most 201).
    #[arg(long, value_name = "N")]
    max_raise: Option<u32>,
    /// A list of raise sizes such as 2,3,5.5,8 (each from 2 to 1000, at most 200).
    #[arg(long, allow_hyphen_values = true)]
    raises: Option<String>,
    /// A grid LO:HI:STEP of raise sizes, such as 2:40:0.5.
    #[arg(long, value_name = "LO:HI:STEP", allow_hyphen_values = true)]
    grid: Option<String>,
    /// Stop once the certified gap is at most this (1e-9 to 1); with --exact, the gap of the
    /// floating-point solve that starts the exact one.
    #[arg(long, default_value_t = 1e-4)]
    target_gap: f64,
    /// Stop after this many iterations at most (1 to 10,000,000).
    #[arg(long, default_value_t = 100_000)]
    max_iterations: u64,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
    /// The exact value as a fraction, with rational strategies proving it (exact best
    /// responses of both players give the same value).
    #[arg(long)]
    exact: bool,
    /// Also write the JSON document, compact on one line, to FILE (the form of the committed
    /// static/holdem/solve-*.json).
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
    /// With --exact: also write the value alone (the fraction and how it was certified, a few
    /// KB, compact on one line) to FILE, the form of the committed static/holdem/exact-2-40.json.
    #[arg(long, value_name = "FILE", requires = "exact")]
    value_out: Option<String>,
}

/// Runs `snipelab holdem`.
pub fn run(command: Command) -> CliResult {
    match command {
        Command::Equity(a) => equity(a),
        Command::Table(a) => table(a),
        Command::Solve(a) => solve(a),
    }
}

/// The JSON document of `snipelab holdem equity`.
#[derive(Serialize)]
struct EquityReport {
    hands: [String; 2],
    classes: [String; 2],
    boards: u64,
    win: u64,
    tie: u64,
    loss: u64,
    /// (win + tie / 2) / boards.
    equity: f64,
    /// The first class's equity against the second, over all their disjoint combos.
    class_equity: f64,
}

fn parse_hands(text: &str) -> Result<(Hand, Hand), String> {
    let items: Vec<&str> = text.split(',').map(str::trim).collect();
    if items.len() != 2 {
        return Err(format!(
            "--hands takes two hands such as AsKs,QdQc, found {}",
            items.len()
        ));
    }
    let hand = |k: usize| {
        Hand::parse(items[k]).map_err(|e| format!("--hands: hand {} {:?}: {e}", k + 1, items[k]))
    };
    Ok((hand(0)?, hand(1)?))
}

fn table_or_error() -> Result<EquityTable, String> {
    EquityTable::embedded().map_err(|e| format!("the embedded equity table: {e}"))
}

fn equity(args: EquityArgs) -> CliResult {
    let (a, b) = parse_hands(&args.hands)?;
    let m = holdem::matchup(a, b).map_err(|e| format!("--hands: {e}"))?;
    let table = table_or_error()?;
    let (ca, cb) = (a.class(), b.class());
    let report = EquityReport {
        hands: [a.to_string(), b.to_string()],
        classes: [ca.name(), cb.name()],
        boards: m.boards(),
        win: m.win,
        tie: m.tie,
        loss: m.loss,
        equity: m.equity(),
        class_equity: table.equity(ca.index(), cb.index()),
    };
    if args.json {
        return out::print_json(&report);
    }
    let pct = |x: u64| 100.0 * x as f64 / m.boards() as f64;
    outln!("{a} vs {b} over {} boards:", m.boards());
    outln!("  win  {:>9} ({:.3}%)", m.win, pct(m.win));
    outln!("  tie  {:>9} ({:.3}%)", m.tie, pct(m.tie));
    outln!("  loss {:>9} ({:.3}%)", m.loss, pct(m.loss));
    outln!(
        "  equity {:.5}; class {ca} vs {cb}: {:.5}",
        m.equity(),
        report.class_equity
    );
    Ok(())
}

fn table(args: TableArgs) -> CliResult {
    let threads = out::threads(args.threads);
    // Open the output before the work, so a bad path fails at once, not after the table.
    let mut file =
        std::fs::File::create(&args.out).map_err(|e| format!("cannot write {}: {e}", args.out))?;
    let start = Instant::now();
    let mut ticker = Ticker::new();
    let table = EquityTable::compute_threads(threads, &mut ticker).map_err(|e| e.to_string())?;
    ticker.clear();
    let bytes = table.to_bytes();
    std::io::Write::write_all(&mut file, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.out))?;
    outln!(
        "wrote {} ({} bytes): 169 x 169 classes in {:.1} s on {threads} thread(s)",
        args.out,
        bytes.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

fn parse_sizes(args: &SolveArgs) -> Result<RaiseSizes, String> {
    let sizes = if let Some(n) = args.max_raise {
        if !(2..=201).contains(&n) {
            return Err(format!("--max-raise {n}: expected 2 to 201"));
        }
        RaiseSizes::integers(2, n)
    } else if let Some(list) = &args.raises {
        RaiseSizes::parse(list)
    } else if let Some(grid) = &args.grid {
        let parts: Vec<&str> = grid.split(':').collect();
        let numbers: Option<Vec<f64>> = parts.iter().map(|p| p.trim().parse().ok()).collect();
        match numbers.as_deref() {
            Some(&[lo, hi, step]) => RaiseSizes::grid(lo, hi, step),
            _ => {
                return Err(format!(
                    "--grid {grid:?}: expected LO:HI:STEP such as 2:40:0.5"
                ));
            }
        }
    } else {
        return Err("give --max-raise, --raises or --grid".into());
    };
    sizes.map_err(|e| format!("raise sizes: {e}"))
}

fn solve(args: SolveArgs) -> CliResult {
    let raises = parse_sizes(&args)?;
    if !(args.target_gap.is_finite() && (MIN_TARGET_GAP..=1.0).contains(&args.target_gap)) {
        return Err(format!(
            "--target-gap {}: expected 1e-9 to 1",
            args.target_gap
        ));
    }
    if !(1..=MAX_ITERATIONS).contains(&args.max_iterations) {
        return Err(format!(
            "--max-iterations {}: expected 1 to {MAX_ITERATIONS}",
            args.max_iterations
        ));
    }
    // Open the output before the work, so a bad path fails at once, not after the solve.
    let out_file = match &args.out {
        Some(path) => {
            Some(std::fs::File::create(path).map_err(|e| format!("cannot write {path}: {e}"))?)
        }
        None => None,
    };
    let value_file = match &args.value_out {
        Some(path) => {
            Some(std::fs::File::create(path).map_err(|e| format!("cannot write {path}: {e}"))?)
        }
        None => None,
    };
    let table = table_or_error()?;
    if args.exact {
        let files = exact::Files {
            out: args.out.as_deref().zip(out_file),
            value_out: args.value_out.as_deref().zip(value_file),
        };
        return exact::run(&raises, &table, args.target_gap, args.json, files);
    }
    let game = Game::new(&table, raises.clone());
    let options = SolveOptions {
        target_gap: args.target_gap,
        max_iterations: args.max_iterations,
    };
    let mut ticker = Ticker::new();
    let solution = holdem::solve(&game, &options, &mut ticker).map_err(|e| e.to_string())?;
    ticker.clear();
    let report = SolutionFile::from_solution(&solution, &game);
    if let (Some(path), Some(mut file)) = (&args.out, out_file) {
        // Compact, one line and a newline: the committed files are exactly this.
        let mut text =
            serde_json::to_string(&report).map_err(|e| format!("cannot encode JSON: {e}"))?;
        text.push('\n');
        std::io::Write::write_all(&mut file, text.as_bytes())
            .map_err(|e| format!("cannot write {path}: {e}"))?;
        if !args.json {
            outln!("wrote {path} ({} bytes)", text.len());
        }
    }
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "raise sizes: {} from {} to {}",
        raises.len(),
        raises.sizes()[0],
        raises.sizes()[raises.len() - 1]
    );
    outln!(
        "Alice's value in [{:.6}, {:.6}] (gap {:.2e}) after {} iterations",
        solution.alice_lower,
        solution.alice_upper,
        solution.gap,
        solution.iterations
    );
    outln!(
        "Alice folds some hand: {}; flat calls {:.1}% of hands",
        report.alice_folds_any,
        100.0 * report.overall_call
    );
    for name in ["AA", "63s", "87s", "72o"] {
        if let Some(mix) = report.alice.get(name) {
            let raises: Vec<String> = mix
                .raise
                .iter()
                .filter(|(_, p)| **p >= 0.01)
                .map(|(b, p)| format!("{b}: {:.0}%", 100.0 * p))
                .collect();
            outln!(
                "  {name:>3}: call {:.0}%, raise {}",
                100.0 * mix.call,
                raises.join(", ")
            );
        }
    }
    Ok(())
}
