//! `snipelab split --tables DIR`: the precomputed tables the page loads, every cell computed in
//! parallel on the machine's cores and written with an index.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use serde::Serialize;
use snipelab_core::progress::Silent;
use snipelab_core::split::Rules;
use snipelab_core::split::precomputed::{
    SplitTable, TableEntry, TableIndex, standard_tables, table_cell, table_file, table_label,
};

use super::Args;
use crate::out::{self, CliResult, outln};

/// Computes the precomputed tables into `dir`, in parallel, and updates `dir/index.json`.
///
/// Every option is checked, and the directory made, before the first cell is computed.
pub(super) fn tables(dir: &str, args: &Args) -> CliResult {
    if dir.trim().is_empty() {
        return Err("--tables needs a directory name".into());
    }
    if let Some(&bad) = args.table_splits.iter().find(|s| !(1..=3).contains(*s)) {
        return Err(format!("--table-splits {bad} is not 1, 2 or 3"));
    }
    if let Some(&bad) = args.table_decks.iter().find(|d| !(1..=32).contains(*d)) {
        return Err(format!("--table-decks {bad} is not 1 to 32"));
    }
    let sets: Vec<(u16, Rules)> = standard_tables(&args.table_splits)
        .into_iter()
        .filter(|(d, _)| args.table_decks.contains(d))
        .collect();
    if sets.is_empty() {
        return Err("the standard tables are for 1, 2 or 6 decks: --table-decks has none".into());
    }
    let jobs: Vec<(usize, u8, u8)> = (0..sets.len())
        .flat_map(|t| (1..=10u8).flat_map(move |pair| (1..=10u8).map(move |up| (t, pair, up))))
        .collect();
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {dir}: {e}"))?;
    let probe = format!("{dir}/.snipelab-write-test");
    std::fs::write(&probe, b"")
        .and_then(|()| std::fs::remove_file(&probe))
        .map_err(|e| format!("cannot write in {dir}: {e}"))?;
    let threads = out::threads(args.threads).min(jobs.len());
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results = Mutex::new(BTreeMap::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let began = Instant::now();
    let show = std::io::stderr().is_terminal();
    let spawned = std::thread::scope(|scope| {
        let mut spawned = 0;
        for _ in 0..threads {
            let worker = std::thread::Builder::new().spawn_scoped(scope, || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(t, pair, up)) = jobs.get(i) else {
                        break;
                    };
                    let (decks, rules) = sets[t];
                    let start = thread_cpu_seconds();
                    match table_cell(decks, &rules, pair, up, &mut Silent) {
                        Ok(mut cell) => {
                            cell.seconds = thread_cpu_seconds() - start;
                            if let Ok(mut r) = results.lock() {
                                r.insert(i, cell);
                            }
                        }
                        Err(e) => {
                            if let Ok(mut f) = failure.lock() {
                                *f = Some(format!(
                                    "{}: {pair} vs {up}: {e}",
                                    table_label(decks, &rules)
                                ));
                            }
                            break;
                        }
                    }
                    let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if show {
                        out::write_stderr(format_args!(
                            "\r{n} of {} cells, {:.0} s   ",
                            jobs.len(),
                            began.elapsed().as_secs_f64()
                        ));
                    }
                }
            });
            // A thread that cannot start (a process limit) leaves its share to the others.
            match worker {
                Ok(_) => spawned += 1,
                Err(e) if spawned == 0 => return Err(format!("cannot start a thread: {e}")),
                Err(_) => break,
            }
        }
        Ok(spawned)
    })?;
    if show {
        out::write_stderr(format_args!("\n"));
    }
    if let Some(e) = failure
        .into_inner()
        .map_err(|_| "a worker panicked".to_string())?
    {
        return Err(e);
    }
    let mut cells = results
        .into_inner()
        .map_err(|_| "a worker panicked".to_string())?;
    let index_path = format!("{dir}/index.json");
    let mut index: TableIndex = std::fs::read_to_string(&index_path)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(TableIndex { tables: Vec::new() });
    let mut written = Vec::with_capacity(sets.len());
    for (t, &(decks, rules)) in sets.iter().enumerate() {
        let cells: Vec<_> = (t * 100..t * 100 + 100)
            .filter_map(|i| cells.remove(&i))
            .collect();
        let seconds: f64 = cells.iter().map(|c| c.seconds).sum();
        let table = SplitTable {
            file: table_file(decks, &rules),
            label: table_label(decks, &rules),
            decks,
            rules,
            cells,
            seconds,
        };
        let path = format!("{dir}/{}", table.file);
        let text = serde_json::to_string(&table).map_err(|e| format!("cannot encode JSON: {e}"))?;
        std::fs::write(&path, text + "\n").map_err(|e| format!("cannot write {path}: {e}"))?;
        let entry = TableEntry {
            file: table.file,
            label: table.label,
            decks,
            rules,
            seconds,
        };
        index.tables.retain(|e| e.file != entry.file);
        index.tables.push(entry.clone());
        written.push(entry);
    }
    index.tables.sort_by(|a, b| {
        (a.rules.max_splits, a.decks, a.rules.hit_soft_17).cmp(&(
            b.rules.max_splits,
            b.decks,
            b.rules.hit_soft_17,
        ))
    });
    let text =
        serde_json::to_string_pretty(&index).map_err(|e| format!("cannot encode JSON: {e}"))?;
    std::fs::write(&index_path, text + "\n")
        .map_err(|e| format!("cannot write {index_path}: {e}"))?;
    let summary = TablesWritten {
        dir: dir.to_string(),
        cells: jobs.len(),
        threads: spawned,
        wall_seconds: began.elapsed().as_secs_f64(),
        tables: written,
    };
    if args.json {
        return out::print_json(&summary);
    }
    for t in &summary.tables {
        outln!("{}: {dir}/{} ({:.1} s of CPU)", t.label, t.file, t.seconds);
    }
    outln!(
        "{} cells in {:.1} s wall time on {} threads",
        summary.cells,
        summary.wall_seconds,
        summary.threads
    );
    Ok(())
}

/// The JSON document of `snipelab split --tables DIR --json`: what was written where.
#[derive(Serialize)]
struct TablesWritten {
    /// The directory written to.
    dir: String,
    /// Cells computed (pairs × up cards × tables).
    cells: usize,
    /// Threads that computed them.
    threads: usize,
    /// Wall time of the whole run.
    wall_seconds: f64,
    /// The tables written, as their index entries (file, label, decks, rules, CPU seconds).
    tables: Vec<TableEntry>,
}

/// CPU seconds used by the calling thread (user + system), from /proc/thread-self/stat
/// (Linux; fields 14 and 15, in the kernel's fixed USER_HZ = 100 ticks per second). A table
/// cell records CPU time rather than wall time, which a shared machine inflates.
fn thread_cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/thread-self/stat") else {
        return 0.0;
    };
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    (ticks(11) + ticks(12)) as f64 / 100.0
}
