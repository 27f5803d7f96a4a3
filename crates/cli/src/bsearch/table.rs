//! `snipelab bsearch --table-upto N --out FILE`: the exact values v(1..=N) for the page.
//!
//! Every n is solved in turn, each warm-started from the previous one, and the file is rewritten
//! (to a temporary name, then renamed) after each n, so an interrupted run keeps what it found
//! and `--resume` continues from the file's last n (that one n is solved from scratch).

use std::path::Path;
use std::time::Instant;

use serde::Serialize;
use snipelab_core::bsearch::{self, AheadReport, Fraction, MAX_N, Solver, ValueTable};
use snipelab_core::progress::Progress;

use crate::out::{self, CliResult, Ticker, outln};

/// The largest table file `--resume` reads: a value is a few dozen bytes.
const MAX_TABLE_BYTES: u64 = 16 << 20;

/// The JSON document of `--table-upto`.
#[derive(Serialize)]
struct TableReport {
    out: String,
    n_max: usize,
    /// The n solved by this run (the rest came from the file, with `--resume`).
    solved_from: usize,
    seconds: f64,
    /// Seconds spent on each n solved by this run, in order.
    seconds_by_n: Vec<f64>,
    ahead: AheadReport,
}

/// A table file's text, decoded and checked.
fn parse(out: &Path, text: &str) -> Result<ValueTable, String> {
    let table: ValueTable = serde_json::from_str(text)
        .map_err(|e| format!("{} is not a table of v(n): {e}", out.display()))?;
    table
        .check()
        .map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(table)
}

/// Reads the table `--resume` continues, or an empty list without it.
fn start_values(out: &Path, resume: bool) -> Result<Vec<Fraction>, String> {
    if !resume {
        return Ok(Vec::new());
    }
    let text = out::read_text(out, MAX_TABLE_BYTES, "a table of v(n)")?;
    Ok(parse(out, &text)?.values)
}

/// The temporary file written beside `out`.
fn part_path(out: &Path) -> std::ffi::OsString {
    let mut temporary = out.as_os_str().to_owned();
    temporary.push(".part");
    temporary
}

/// Writes the table atomically: a temporary file beside it, then a rename.
fn write_table(out: &Path, table: &ValueTable) -> CliResult {
    let text = serde_json::to_string(table).map_err(|e| e.to_string())?;
    let temporary = part_path(out);
    std::fs::write(&temporary, text + "\n")
        .and_then(|()| std::fs::rename(&temporary, out))
        .map_err(|e| format!("cannot write {}: {e}", out.display()))
}

/// Runs `--table-upto N --out FILE [--resume]`.
pub fn run(n_max: usize, out: &Path, resume: bool, json: bool) -> CliResult {
    if !(1..=MAX_N).contains(&n_max) {
        return Err(format!(
            "--table-upto wants n from 1 to {MAX_N}, not {n_max}"
        ));
    }
    if out.as_os_str().is_empty() {
        return Err("--out needs a file name".into());
    }
    // Only a regular file is replaced: renaming over a device such as /dev/null would replace
    // the device itself.
    if out.exists() && !out.is_file() {
        return Err(format!(
            "{} exists and is not a regular file",
            out.display()
        ));
    }
    let mut values = start_values(out, resume)?;
    values.truncate(n_max);
    let made_by = format!(
        "snipelab bsearch --table-upto {n_max} --out {}",
        out.display()
    );
    // A path we cannot write must fail before any work.
    let mut table = ValueTable {
        made_by: made_by.clone(),
        values,
    };
    if table.values.is_empty() {
        // Nothing to keep yet: only check that the file can be written beside.
        let probe = part_path(out);
        std::fs::write(&probe, b"")
            .and_then(|()| std::fs::remove_file(&probe))
            .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    } else {
        write_table(out, &table)?;
    }
    let solved_from = table.values.len() + 1;
    let start = Instant::now();
    let mut seconds_by_n = Vec::new();
    let mut solver = Solver::new();
    let mut ticker = Ticker::new();
    for n in solved_from..=n_max {
        let began = Instant::now();
        let phase = format!("n = {n} of {n_max}");
        let done = (n - 1) as u64;
        let mut inner = |_: &str, _: u64, _: u64| ticker.report(&phase, done, n_max as u64);
        let mut eq = solver.solve(n, &mut inner).map_err(|e| e.to_string())?;
        if eq.exact_value.is_none() {
            // A warm start can end on a basis that floating point cannot tell from the optimum
            // but the exact check rejects (v(754) did, its bounds 2e-10 apart); solving that n
            // from scratch certified it, and the next n warm-starts from there.
            solver = Solver::new();
            eq = solver.solve(n, &mut inner).map_err(|e| e.to_string())?;
        }
        let value = eq.exact_value.ok_or_else(|| {
            format!(
                "v({n}) was not certified exactly (bounds {} and {}); the table stops at n = {}",
                eq.lower_bound,
                eq.upper_bound,
                n - 1
            )
        })?;
        table.values.push(value);
        write_table(out, &table)?;
        seconds_by_n.push(began.elapsed().as_secs_f64());
    }
    ticker.clear();
    let seconds = start.elapsed().as_secs_f64();
    // Read back what was written: the file is what the page will see.
    let written = parse(
        out,
        &out::read_text(out, MAX_TABLE_BYTES, "a table of v(n)")?,
    )?;
    let ahead = bsearch::alice_ahead(&written);
    if json {
        return out::print_json(&TableReport {
            out: out.display().to_string(),
            n_max,
            solved_from,
            seconds,
            seconds_by_n,
            ahead,
        });
    }
    outln!(
        "v(n) for n = 1..={n_max} written to {} ({} solved in {seconds:.1} s)",
        out.display(),
        seconds_by_n.len()
    );
    if let Some((i, slowest)) = seconds_by_n
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
    {
        outln!("slowest: n = {} in {slowest:.2} s", solved_from + i);
    }
    let runs: Vec<String> = ahead
        .ahead
        .iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}..={b}")
            }
        })
        .collect();
    outln!(
        "Alice is ahead (v(n) > floor(log2 n)) for n = {}",
        runs.join(", ")
    );
    outln!(
        "the post's reading (lowest at each power of two, ahead on one final stretch of each octave): {}",
        if ahead.conjecture_holds {
            "holds in every complete octave".to_string()
        } else {
            format!("fails in the octaves k = {:?}", ahead.exceptions)
        }
    );
    Ok(())
}
