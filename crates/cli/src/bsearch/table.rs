//! `snipelab bsearch --table-upto N --out FILE`: the exact values v(1..=N) for the page.
//!
//! Every n is solved in turn, each warm-started from the previous one, and the file is rewritten
//! (to a temporary name, then renamed) after each n, so an interrupted run keeps what it found
//! and `--resume` continues from the file's last n (that one n is solved from scratch).
//!
//! `--jobs J` cuts the n still to solve into J runs of consecutive n, one thread each (the first
//! n of every run starts cold). The file only ever holds v(1..=m): a value found beyond a gap
//! waits in `<out>.found` until the gap is filled (see `found`), and `--resume` picks it up.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use serde::Serialize;
use snipelab_core::bsearch::{self, AheadReport, Fraction, MAX_N, Solver, ValueTable};
use snipelab_core::progress::{Flow, Progress};

use super::found;
use crate::out::{self, CliResult, Ticker, outln};

/// The largest table file `--resume` reads: a value is a few dozen bytes.
const MAX_TABLE_BYTES: u64 = 16 << 20;

/// The most threads `--jobs` starts: each holds one solver of a few MB.
const MAX_JOBS: usize = 64;

/// The JSON document of `--table-upto`.
#[derive(Serialize)]
struct TableReport {
    out: String,
    n_max: usize,
    /// The n solved by this run (the rest came from the file, with `--resume`).
    solved_from: usize,
    seconds: f64,
    /// Seconds spent on each n from `solved_from` on, in order (0 for an n an interrupted run
    /// had found, taken from the side file `<out>.found`).
    seconds_by_n: Vec<f64>,
    ahead: AheadReport,
}

/// One value found by a segment.
struct Solved {
    n: usize,
    value: Fraction,
    seconds: f64,
}

/// Splits the n to solve (in increasing order) into at most `jobs` runs of consecutive entries,
/// of equal length give or take one. Each run is one thread's: it starts cold and warm-starts
/// each n from n − 1 when it solved that one, so a run costs one cold start (minutes near
/// n = 1000) beyond its share, and one more at each n a resumed run already had.
fn segments(missing: &[usize], jobs: usize) -> Vec<&[usize]> {
    let count = missing.len();
    let jobs = jobs.min(count).max(1);
    (0..jobs)
        .map(|j| &missing[count * j / jobs..count * (j + 1) / jobs])
        .filter(|run| !run.is_empty())
        .collect()
}

/// Solves the n of `run` in turn, sending each exact value as it is found, until one fails or
/// `stop` is set (then the solve in flight is cancelled).
fn solve_segment(run: &[usize], stop: &AtomicBool, sender: &mpsc::Sender<Result<Solved, String>>) {
    let mut solver = Solver::new();
    let mut go_on = |_: &str, _: u64, _: u64| {
        if stop.load(Ordering::Relaxed) {
            Flow::Stop
        } else {
            Flow::Continue
        }
    };
    for &n in run {
        let began = Instant::now();
        let solved = solver.solve(n, &mut go_on).and_then(|eq| {
            if eq.exact_value.is_some() {
                return Ok(eq);
            }
            // A warm start can end on a basis that floating point cannot tell from the optimum
            // but the exact check rejects (v(754) did, its bounds 2e-10 apart); solving that n
            // from scratch certified it, and the next n warm-starts from there.
            solver = Solver::new();
            solver.solve(n, &mut go_on)
        });
        let value = solved.map_err(|e| e.to_string()).and_then(|eq| {
            eq.exact_value.ok_or_else(|| {
                format!(
                    "v({n}) was not certified exactly (bounds {} and {})",
                    eq.lower_bound, eq.upper_bound
                )
            })
        });
        let stopped = value.is_err();
        let sent = value.map(|value| Solved {
            n,
            value,
            seconds: began.elapsed().as_secs_f64(),
        });
        if sender.send(sent).is_err() || stopped {
            return;
        }
    }
}

/// Moves the values that now continue the table from `waiting` into it, then saves the table
/// and the side file of the rest (see `found`).
fn take_in(
    out: &Path,
    table: &mut ValueTable,
    waiting: &mut BTreeMap<usize, (Fraction, f64)>,
    seconds_by_n: &mut Vec<f64>,
) -> CliResult {
    let before = table.values.len();
    while let Some((value, seconds)) = waiting.remove(&(table.values.len() + 1)) {
        table.values.push(value);
        seconds_by_n.push(seconds);
    }
    // The table first, then the side file: a value is always in one of them.
    if table.values.len() > before {
        write_table(out, table)?;
    }
    found::write(out, waiting.iter().map(|(&n, (value, _))| (n, value)))
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

/// Runs `--table-upto N --out FILE [--resume] [--jobs J]`.
pub fn run(n_max: usize, out: &Path, resume: bool, jobs: usize, json: bool) -> CliResult {
    if !(1..=MAX_N).contains(&n_max) {
        return Err(format!(
            "--table-upto wants n from 1 to {MAX_N}, not {n_max}"
        ));
    }
    if !(1..=MAX_JOBS).contains(&jobs) {
        return Err(format!("--jobs wants 1 to {MAX_JOBS}, not {jobs}"));
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
    let threads = if jobs > 1 {
        format!(" --jobs {jobs}")
    } else {
        String::new()
    };
    let made_by = format!(
        "snipelab bsearch --table-upto {n_max} --out {}{threads}",
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
    // Values an interrupted run found beyond the table's end (none without --resume: a fresh
    // table drops them).
    let mut waiting: BTreeMap<usize, (Fraction, f64)> = if resume {
        found::read(out, table.values.len(), n_max)?
            .into_iter()
            .map(|(n, value)| (n, (value, 0.0)))
            .collect()
    } else {
        BTreeMap::new()
    };
    let missing: Vec<usize> = (solved_from..=n_max)
        .filter(|n| !waiting.contains_key(n))
        .collect();
    let start = Instant::now();
    let mut seconds_by_n = Vec::new();
    let mut ticker = Ticker::new();
    let stop = AtomicBool::new(false);
    let (sender, arrivals) = mpsc::channel();
    let total = n_max as u64;
    // The values kept take their places at once (and a fresh run drops a stale side file).
    take_in(out, &mut table, &mut waiting, &mut seconds_by_n)?;
    let failure = std::thread::scope(|scope| {
        for run in segments(&missing, jobs) {
            let (stop, sender) = (&stop, sender.clone());
            scope.spawn(move || solve_segment(run, stop, &sender));
        }
        drop(sender);
        let mut failure = None;
        for arrival in arrivals {
            match arrival {
                Ok(Solved { n, value, seconds }) => {
                    waiting.insert(n, (value, seconds));
                }
                Err(e) => {
                    // The first failure stops the other segments; theirs are only "cancelled".
                    if failure.is_none() {
                        failure = Some(e);
                        stop.store(true, Ordering::Relaxed);
                    }
                    continue;
                }
            }
            if let Err(e) = take_in(out, &mut table, &mut waiting, &mut seconds_by_n) {
                failure.get_or_insert(e);
                stop.store(true, Ordering::Relaxed);
            }
            let done = (table.values.len() + waiting.len()) as u64;
            ticker.report("solving v(n)", done, total);
        }
        failure
    });
    if let Some(e) = failure {
        ticker.clear();
        let kept = found::path(out);
        let beyond = if kept.exists() {
            format!(
                " (values found beyond it are kept in {} for --resume)",
                kept.display()
            )
        } else {
            String::new()
        };
        return Err(format!(
            "{e}; the table stops at n = {}{beyond}",
            table.values.len()
        ));
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

#[cfg(test)]
mod tests {
    use super::segments;

    #[test]
    fn segments_cover_the_list_once_in_order() {
        // Lists with gaps too: a resumed run skips the n it already has.
        let lists: Vec<Vec<usize>> = (0..20)
            .map(|len| (1..=len).collect())
            .chain([vec![3, 4, 9, 10, 11, 30], vec![7]])
            .collect();
        for missing in &lists {
            for jobs in 1..8 {
                let runs = segments(missing, jobs);
                assert_eq!(runs.concat(), *missing);
                assert!(runs.len() <= jobs && runs.iter().all(|run| !run.is_empty()));
                let lengths: Vec<usize> = runs.iter().map(|run| run.len()).collect();
                let (low, high) = (lengths.iter().min(), lengths.iter().max());
                assert!(high.zip(low).is_none_or(|(h, l)| h - l <= 1));
            }
        }
    }
}
