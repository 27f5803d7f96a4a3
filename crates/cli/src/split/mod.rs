//! `snipelab split`: the exact value of splitting a pair with perfect card memory (the seed's
//! breadth-first search and retrograde solve), compared with not splitting.
//!
//! ```text
//! snipelab split --pair 2 --up 4 --decks 1 --h17 --das --doa --max-splits 1 [--shoe 4,4,4,4,4,4,4,4,4,16]
//!                [--enhc] [--rsa] [--force-resplit] [--d9] [--exact] [--count] [--json]
//! snipelab split --tables static/split [--table-splits 1,2] [--table-decks 1,2,6] [--threads N]
//! ```

mod tables;

use std::time::Instant;

use serde::Serialize;
use snipelab_core::split::precomputed::table_label;
use snipelab_core::split::{
    self, Doubling, MAX_TABLE_BITS, Rules, Scenario, SolveOptions, UnsplitValues, count_states,
    rank_name, solve, solve_exact, unsplit_values,
};

use crate::out::{self, CliResult, Ticker, outln};

/// Options of `snipelab split`.
#[derive(clap::Args)]
pub struct Args {
    /// Rank of the pair: 1 (aces) to 10 (tens).
    #[arg(long, required_unless_present = "tables")]
    pair: Option<u8>,
    /// Rank of the dealer's up card: 1 (ace) to 10.
    #[arg(long, required_unless_present = "tables")]
    up: Option<u8>,
    /// Number of standard decks in the shoe, 1 to 32 (ignored with --shoe).
    #[arg(long, default_value_t = 1)]
    decks: u16,
    /// The shoe as ten counts, aces first and tens last, pair and up card included (at most
    /// 512 of a rank).
    #[arg(long, value_name = "A,2,...,9,T", allow_hyphen_values = true)]
    shoe: Option<String>,
    /// The dealer hits soft 17 (default: stands on all 17s).
    #[arg(long)]
    h17: bool,
    /// European no-hole-card rule: a dealer blackjack takes every wager.
    #[arg(long)]
    enhc: bool,
    /// Double down on any two cards.
    #[arg(long)]
    doa: bool,
    /// Double down on hard 9 to 11 (without --doa; the default is 10 and 11 only).
    #[arg(long)]
    d9: bool,
    /// Double down after splitting.
    #[arg(long)]
    das: bool,
    /// Most splits in a round: 1, 2 or 3.
    #[arg(long, default_value_t = 1)]
    max_splits: u8,
    /// Aces may be resplit.
    #[arg(long)]
    rsa: bool,
    /// A pair that may be resplit must be.
    #[arg(long)]
    force_resplit: bool,
    /// Also solve in exact rationals (small scenarios: slow and memory-hungry).
    #[arg(long)]
    exact: bool,
    /// Only count the states (no dealer odds, no values).
    #[arg(long)]
    count: bool,
    /// log2 of the initial slots of the solver's hash map, 4 to 24 (changes speed, never
    /// results; the map grows as needed).
    #[arg(long, default_value_t = 16,
          value_parser = clap::value_parser!(u8).range(4..=i64::from(MAX_TABLE_BITS)))]
    table_bits: u8,
    /// Give up beyond this many states (the solver also stops at three quarters of the
    /// machine's memory).
    #[arg(long)]
    max_states: Option<u64>,
    /// Compute the precomputed tables (every pair × up card for 1, 2, 6 decks × S17/H17 with
    /// DOA, DAS) into DIR, with an index.json.
    #[arg(long, value_name = "DIR")]
    tables: Option<String>,
    /// Split limits of the tables to compute.
    #[arg(long, value_delimiter = ',', default_value = "1")]
    table_splits: Vec<u8>,
    /// Shoes (numbers of decks) of the tables to compute.
    #[arg(long, value_delimiter = ',', default_value = "1,2,6")]
    table_decks: Vec<u16>,
    /// Threads for --tables, 1 to 256 (default: all cores).
    #[arg(long, value_parser = out::parse_threads)]
    threads: Option<usize>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// The result of one scenario, as printed.
#[derive(Serialize)]
struct Report {
    pair: u8,
    up: u8,
    shoe: [u16; 10],
    rules: Rules,
    e_split: f64,
    /// E(split) as an exact fraction "p/q" (with --exact).
    e_split_exact: Option<String>,
    unsplit: UnsplitValues,
    /// E(split) minus the best of not splitting.
    split_gain: f64,
    should_split: bool,
    states: u64,
    depth: u32,
    states_per_level: Vec<u64>,
    completed_states: u64,
    dealer_compositions: u64,
    configurations: u64,
    seconds: f64,
    /// The process's peak resident memory (VmHWM).
    peak_memory_bytes: Option<u64>,
    /// The solver's own accounting of its largest footprint.
    solver_peak_bytes: u64,
    bytes_per_state: f64,
}

/// The result of --count.
#[derive(Serialize)]
struct CountReport {
    pair: u8,
    up: u8,
    shoe: [u16; 10],
    rules: Rules,
    states: u64,
    depth: u32,
    states_per_level: Vec<u64>,
    completed_states: u64,
    dealer_compositions: u64,
    configurations: u64,
    seconds: f64,
    peak_memory_bytes: Option<u64>,
}

/// Runs `snipelab split`.
pub fn run(args: Args) -> CliResult {
    if let Some(dir) = &args.tables {
        return tables::tables(dir, &args);
    }
    let scenario = scenario(&args)?;
    let mut options = SolveOptions {
        table_bits: args.table_bits,
        max_bytes: memory_budget(),
        ..SolveOptions::default()
    };
    if let Some(m) = args.max_states {
        options.max_states = m;
    }
    if args.count {
        return count(&scenario, &options, args.json);
    }
    let began = Instant::now();
    let solution = with_progress(|p| solve(&scenario, &options, p))?;
    let unsplit = unsplit_values(&scenario).map_err(|e| e.to_string())?;
    let seconds = began.elapsed().as_secs_f64();
    let exact = if args.exact {
        let e = with_progress(|p| solve_exact(&scenario, &options, p))?;
        Some(format!("{}/{}", e.value.numer(), e.value.denom()))
    } else {
        None
    };
    let report = Report {
        pair: scenario.pair,
        up: scenario.up,
        shoe: scenario.shoe,
        rules: scenario.rules,
        e_split: solution.value,
        e_split_exact: exact,
        split_gain: solution.value - unsplit.best,
        should_split: solution.value > unsplit.best,
        unsplit,
        states: solution.states,
        depth: solution.depth,
        states_per_level: solution.states_per_level,
        completed_states: solution.completed_states,
        dealer_compositions: solution.dealer_compositions,
        configurations: solution.configurations,
        seconds,
        peak_memory_bytes: peak_memory(),
        solver_peak_bytes: solution.peak_bytes,
        bytes_per_state: solution.bytes_per_state,
    };
    if args.json {
        return out::print_json(&report);
    }
    print_summary(
        &report,
        &scenario,
        args.shoe
            .is_some()
            .then_some(())
            .map_or(Some(args.decks), |_| None),
    )
}

/// Builds the scenario from the options.
fn scenario(args: &Args) -> Result<Scenario, String> {
    let shoe = match &args.shoe {
        Some(text) => parse_shoe(text)?,
        None if (1..=32).contains(&args.decks) => split::decks(args.decks),
        None => return Err(format!("--decks {} is not 1 to 32", args.decks)),
    };
    let doubling = if args.doa {
        Doubling::AnyTwo
    } else if args.d9 {
        Doubling::NineToEleven
    } else {
        Doubling::TenEleven
    };
    let scenario = Scenario {
        shoe,
        pair: args.pair.unwrap_or(0),
        up: args.up.unwrap_or(0),
        rules: Rules {
            hit_soft_17: args.h17,
            no_hole_card: args.enhc,
            doubling,
            double_after_split: args.das,
            max_splits: args.max_splits,
            resplit_aces: args.rsa,
            forced_resplit: args.force_resplit,
        },
    };
    scenario.validate().map_err(|e| e.to_string())?;
    Ok(scenario)
}

/// Parses "4,4,4,4,4,4,4,4,4,16".
fn parse_shoe(text: &str) -> Result<[u16; 10], String> {
    let counts: Vec<u16> = text
        .split(',')
        .map(|t| {
            t.trim()
                .parse::<u16>()
                .map_err(|_| format!("bad card count {t:?} in --shoe"))
        })
        .collect::<Result<_, _>>()?;
    counts
        .try_into()
        .map_err(|v: Vec<u16>| format!("--shoe needs 10 counts (A,2,...,9,T), got {}", v.len()))
}

/// Runs `f` with a progress line on stderr ([`out::Ticker`]).
fn with_progress<T>(
    f: impl FnOnce(&mut Ticker) -> Result<T, split::SplitError>,
) -> Result<T, String> {
    f(&mut Ticker::new()).map_err(|e| e.to_string())
}

fn count(scenario: &Scenario, options: &SolveOptions, json: bool) -> CliResult {
    let began = Instant::now();
    let c = with_progress(|p| count_states(scenario, options, p))?;
    let report = CountReport {
        pair: scenario.pair,
        up: scenario.up,
        shoe: scenario.shoe,
        rules: scenario.rules,
        states: c.states,
        depth: c.depth,
        states_per_level: c.states_per_level,
        completed_states: c.completed_states,
        dealer_compositions: c.dealer_compositions,
        configurations: c.configurations,
        seconds: began.elapsed().as_secs_f64(),
        peak_memory_bytes: peak_memory(),
    };
    if json {
        return out::print_json(&report);
    }
    outln!(
        "{}-{} vs {}: {} states to depth {} ({} completed rounds, {} dealer compositions), {:.2} s",
        rank_name(report.pair),
        rank_name(report.pair),
        rank_name(report.up),
        report.states,
        report.depth,
        report.completed_states,
        report.dealer_compositions,
        report.seconds
    );
    Ok(())
}

/// The solver's memory budget: three quarters of the machine's memory (from /proc/meminfo on
/// Linux), so that a scenario too large for the machine stops with a message instead of
/// being killed; no budget where the size is unknown.
fn memory_budget() -> u64 {
    let total = || -> Option<u64> {
        let info = std::fs::read_to_string("/proc/meminfo").ok()?;
        let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
        let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kilobytes.saturating_mul(1024) / 4 * 3)
    };
    total().unwrap_or(u64::MAX)
}

/// The process's peak resident memory, from /proc/self/status (Linux).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

fn print_summary(r: &Report, scenario: &Scenario, decks: Option<u16>) -> CliResult {
    let p = rank_name(r.pair);
    let rules = match decks {
        Some(d) => table_label(d, &scenario.rules),
        None => {
            let shoe: Vec<String> = r.shoe.iter().map(u16::to_string).collect();
            let label = table_label(1, &scenario.rules);
            format!(
                "shoe {}{}",
                shoe.join(","),
                label.trim_start_matches("1 deck")
            )
        }
    };
    outln!("Split {p}-{p} vs {}: {rules}", rank_name(r.up));
    outln!("  E(split)    = {:+.17}", r.e_split);
    if let Some(exact) = &r.e_split_exact {
        outln!("              = {exact}");
    }
    let double = r
        .unsplit
        .double
        .map_or("not allowed".to_string(), |d| format!("{d:+.6}"));
    outln!(
        "  not split:    stand {:+.6}, hit {:+.6}, double {double}; best {:+.6}",
        r.unsplit.stand,
        r.unsplit.hit,
        r.unsplit.best
    );
    outln!(
        "  {} (splitting gains {:+.6} per unit)",
        if r.should_split {
            "split"
        } else {
            "do not split"
        },
        r.split_gain
    );
    outln!(
        "  {} states to depth {} ({} completed rounds, {} dealer compositions, {} hand configurations)",
        r.states,
        r.depth,
        r.completed_states,
        r.dealer_compositions,
        r.configurations
    );
    let peak = r
        .peak_memory_bytes
        .map_or("?".to_string(), |b| format!("{:.1} MB", b as f64 / 1e6));
    outln!(
        "  {:.3} s, peak memory {peak} (solver tables {:.1} MB, {:.1} bytes per state)",
        r.seconds,
        r.solver_peak_bytes as f64 / 1e6,
        r.bytes_per_state
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;
    use snipelab_core::split::precomputed::{SplitTable, TableIndex, table_cell, table_file};

    fn shipped(file: &str) -> String {
        let path = format!("{}/../../static/split/{file}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The shipped tables parse, are complete, and agree with the solver where we recompute.
    #[test]
    fn shipped_tables_are_complete_and_current() {
        let index: TableIndex = serde_json::from_str(&shipped("index.json")).unwrap();
        assert!(index.tables.len() >= 6);
        for entry in &index.tables {
            let table: SplitTable = serde_json::from_str(&shipped(&entry.file)).unwrap();
            assert_eq!(table.file, entry.file);
            assert_eq!(table.file, table_file(table.decks, &table.rules));
            assert_eq!(table.cells.len(), 100, "{}", table.file);
            for (i, cell) in table.cells.iter().enumerate() {
                assert_eq!(
                    (cell.pair, cell.up),
                    ((i / 10) as u8 + 1, (i % 10) as u8 + 1)
                );
            }
        }
        let seed: SplitTable = serde_json::from_str(&shipped("1d-h17-doa-das-spl1.json")).unwrap();
        let cell = &seed.cells[13];
        assert_eq!((cell.pair, cell.up, cell.states), (2, 4, 1_247_392));
        assert_eq!(cell.e_split, 0.12079971803625908);
        let six: SplitTable = serde_json::from_str(&shipped("6d-s17-doa-das-spl1.json")).unwrap();
        let cell = &six.cells[99];
        let fresh = table_cell(6, &six.rules, 10, 10, &mut Silent).unwrap();
        assert_eq!((cell.e_split, cell.states), (fresh.e_split, fresh.states));
        // A table with up to two splits: the cheapest pair (8 million states, under a second).
        let two: SplitTable = serde_json::from_str(&shipped("1d-s17-doa-das-spl2.json")).unwrap();
        let cell = &two.cells[99];
        let fresh = table_cell(1, &two.rules, 10, 10, &mut Silent).unwrap();
        assert_eq!((cell.e_split, cell.states), (fresh.e_split, fresh.states));
    }

    #[test]
    fn shoes_parse_or_explain() {
        assert_eq!(parse_shoe("4,4,4,4,4,4,4,4,4,16"), Ok(split::decks(1)));
        assert!(parse_shoe("4,4").is_err());
        assert!(parse_shoe("4,4,4,4,x,4,4,4,4,16").is_err());
    }
}
