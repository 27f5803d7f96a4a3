//! `snipelab games sequence --game grundy --sparse`: Grundy's game to 10⁹ by the sparse-space
//! method, printing only the sparse positions, with a checkpoint file for the longest runs.
//!
//! The checkpoint is the values themselves, appended as they are computed: a header line, then
//! g(0), g(1), … as two little-endian bytes each (2 GB for 10⁹). A run given the same file
//! resumes after its last whole value; a file that is not a checkpoint, or whose values are
//! not Grundy's game's, is refused before any work.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use snipelab_core::games::sparse_space::{GrundyTable, MAX_SPARSE_UPTO};
use snipelab_core::progress::{Flow, Progress, Silent};

use crate::out::{self, CliResult, Ticker, outln, write_stderr};

/// The checkpoint's first bytes.
const HEADER: &[u8] = b"snipelab grundy-values u16le\n";

/// Values appended to the checkpoint at a time (32 MB, a few seconds of work at 10⁹).
const CHECKPOINT_EVERY: usize = 1 << 24;

/// How many leading values of a checkpoint are recomputed and compared when resuming.
const RECHECK: usize = 20_000;

/// Runs Grundy's game to `upto` and prints its sparse positions.
pub fn run(upto: u64, checkpoint: Option<PathBuf>, threads: usize, json: bool) -> CliResult {
    let upto = match usize::try_from(upto) {
        Ok(n) if n <= MAX_SPARSE_UPTO => n,
        _ => {
            return Err(format!(
                "--upto {upto} is too large: at most {MAX_SPARSE_UPTO} with --sparse"
            ));
        }
    };
    let started = Instant::now();
    let table = match &checkpoint {
        Some(path) if path.exists() => resume(path)?,
        _ => GrundyTable::new(),
    };
    let mut table = table.with_threads(threads);
    let resumed_at = table.values().len();
    let mut ticker = Ticker::new();
    match &checkpoint {
        None => table
            .extend_to(upto, &mut ticker)
            .map_err(|e| e.to_string())?,
        Some(path) => extend_with_checkpoint(&mut table, upto, path, &mut ticker)?,
    }
    ticker.clear();
    let report = table.sparse_report(upto);
    if json {
        return out::print_json(&report);
    }
    outln!(
        "Grundy's game, g(0..={upto}): {} sparse values (the published table lists 1,287)",
        report.count
    );
    if let Some(&(n, v)) = report.sparse.last() {
        outln!(
            "the last at n = {n} (g = {v}); largest value {}",
            report.max_value
        );
    }
    let computed = table.values().len() - resumed_at;
    if computed > 0 {
        // The cost the benchmarks follow (BENCHMARKS.md, issue 29), for this run only.
        outln!(
            "step 2 looked at {:.0} splits per heap size computed",
            table.scanned() as f64 / computed as f64
        );
    }
    let shown: Vec<String> = report
        .sparse
        .iter()
        .take(40)
        .map(|(n, v)| format!("{n}:{v}"))
        .collect();
    let more = if report.count > 40 { ", …" } else { "" };
    outln!("n:g(n) {}{more}", shown.join(", "));
    if resumed_at > 0 {
        outln!("resumed from {resumed_at} values in the checkpoint");
    }
    outln!("{:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// The table held by a checkpoint, its head recomputed and compared.
fn resume(path: &Path) -> Result<GrundyTable, String> {
    let shown = path.display();
    let cannot = |e: std::io::Error| format!("cannot read checkpoint {shown}: {e}");
    let mut file = File::open(path).map_err(cannot)?;
    if file.metadata().map_err(cannot)?.is_dir() {
        return Err(format!("checkpoint {shown} is a directory"));
    }
    let mut header = vec![0u8; HEADER.len()];
    let not_ours = || format!("{shown} is not a Grundy's game checkpoint of snipelab");
    file.read_exact(&mut header).map_err(|_| not_ours())?;
    if header != HEADER {
        return Err(not_ours());
    }
    let mut bytes = Vec::new();
    file.take(2 * (MAX_SPARSE_UPTO as u64 + 1))
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    // A run killed mid-write leaves half a value: drop it, the append resumes after it.
    let values: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    drop(bytes);
    let head = values.len().min(RECHECK);
    let mut fresh = GrundyTable::new();
    if head > 0 {
        fresh
            .extend_to(head - 1, &mut Silent)
            .map_err(|e| e.to_string())?;
    }
    if fresh.values() != &values[..head] {
        return Err(format!(
            "{shown}: its values are not Grundy's game's (recomputed the first {head})"
        ));
    }
    Ok(GrundyTable::from_values(values))
}

/// Extends `table` to `upto`, appending the new values to the checkpoint every
/// [`CHECKPOINT_EVERY`] heaps, with one line on stderr each time.
fn extend_with_checkpoint(
    table: &mut GrundyTable,
    upto: usize,
    path: &Path,
    ticker: &mut Ticker,
) -> CliResult {
    let shown = path.display();
    let cannot = |e: std::io::Error| format!("cannot write checkpoint {shown}: {e}");
    let fresh = table.values().is_empty();
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(cannot)?;
    if fresh {
        file.set_len(0).map_err(cannot)?;
        file.write_all(HEADER).map_err(cannot)?;
    } else {
        // Drop a half-written value so the appended ones line up.
        let whole = (HEADER.len() + 2 * table.values().len()) as u64;
        file.set_len(whole).map_err(cannot)?;
    }
    let started = Instant::now();
    let mut written = table.values().len();
    while written <= upto {
        let end = (written + CHECKPOINT_EVERY - 1).min(upto);
        let mut progress = |phase: &str, done: u64, _: u64| -> Flow {
            ticker.report(phase, done, upto as u64 + 1)
        };
        table
            .extend_to(end, &mut progress)
            .map_err(|e| e.to_string())?;
        let bytes: Vec<u8> = table.values()[written..]
            .iter()
            .flat_map(|v| v.to_le_bytes())
            .collect();
        file.write_all(&bytes).map_err(cannot)?;
        file.sync_data().map_err(cannot)?;
        written = table.values().len();
        ticker.clear();
        write_stderr(format_args!(
            "checkpoint: g(0..{written}) in {shown}, {} sparse so far, {:.0} s\n",
            table.sparse_positions().len(),
            started.elapsed().as_secs_f64()
        ));
    }
    Ok(())
}
