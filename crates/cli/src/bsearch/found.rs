//! Values a `--table-upto` run found beyond the table's end, kept in `<out>.found`.
//!
//! With `--jobs`, the threads solve runs of n out of order, and the table file only ever holds
//! v(1..=m). What a later run found before an earlier one finished waits in this side file
//! (rewritten as it changes, removed once the table has taken everything in), so an
//! interrupted run loses none of it: `--resume` takes the values from here and solves only
//! the n still missing.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use snipelab_core::bsearch::Fraction;

use crate::out::{self, CliResult};

/// The largest side file read: a value is a few hundred bytes.
const MAX_FOUND_BYTES: u64 = 16 << 20;

/// The side file's JSON: v(n) by n.
#[derive(Serialize, Deserialize)]
struct Found {
    values: BTreeMap<usize, Fraction>,
}

/// Where the values found beyond the end of the table `out` are kept.
pub fn path(out: &Path) -> PathBuf {
    let mut path = out.as_os_str().to_owned();
    path.push(".found");
    path.into()
}

/// The values kept beside `out` for n in `after + 1..=upto`; none if there is no side file.
pub fn read(out: &Path, after: usize, upto: usize) -> Result<BTreeMap<usize, Fraction>, String> {
    let path = path(out);
    if !path.exists() {
        return Ok(BTreeMap::new());
    }
    let text = out::read_text(&path, MAX_FOUND_BYTES, "values found beyond a table")?;
    let found: Found = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{} is not a list of values v(n) ({e}); delete it to solve those n again",
            path.display()
        )
    })?;
    // Whoever searches n keys needs at least one guess, so v(n) ≥ 1.
    let one = Fraction::from_integer(1);
    if let Some((n, _)) = found.values.iter().find(|&(&n, v)| n == 0 || *v < one) {
        return Err(format!(
            "{}: the value for n = {n} is impossible; delete the file to solve those n again",
            path.display()
        ));
    }
    Ok(found
        .values
        .into_iter()
        .filter(|(n, _)| (after + 1..=upto).contains(n))
        .collect())
}

/// Keeps `values` beside `out` (written to a temporary name, then renamed), or removes the side
/// file when there is nothing to keep.
pub fn write<'a>(out: &Path, values: impl Iterator<Item = (usize, &'a Fraction)>) -> CliResult {
    let path = path(out);
    let found = Found {
        values: values.map(|(n, v)| (n, v.clone())).collect(),
    };
    if found.values.is_empty() {
        return match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(format!("cannot remove {}: {e}", path.display()))
            }
            _ => Ok(()),
        };
    }
    let text = serde_json::to_string(&found).map_err(|e| e.to_string())?;
    let mut temporary = path.clone().into_os_string();
    temporary.push(".part");
    std::fs::write(&temporary, text + "\n")
        .and_then(|()| std::fs::rename(&temporary, &path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}
