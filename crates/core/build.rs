//! Embeds the NCAA tournament data (`data/ncaa/YYYY.txt` at the workspace root) into the library.
//!
//! The bracket exploration must work without any run-time fetch (the app is a static WebAssembly
//! page), and a new year must need no code change: this script lists the directory and writes
//! `$OUT_DIR/ncaa_years.rs`, a table of `(file name, include_str!(…))` in year order, which
//! `bracket::data` includes. Files not named like `2027.txt` (the README) are left out. The
//! contents are only checked at run time, by the library's parser, so that a malformed file is
//! reported with its name and line by the same code (and tests) that users get.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest_dir =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let data_dir = manifest_dir.join("../../data/ncaa");
    // Re-run when a file is added, removed or edited (cargo scans a directory given here).
    println!("cargo:rerun-if-changed={}", data_dir.display());
    println!("cargo:rerun-if-changed=build.rs");

    let mut years: Vec<(String, PathBuf)> = fs::read_dir(&data_dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", data_dir.display()))
        .map(|entry| entry.unwrap_or_else(|e| panic!("cannot list {}: {e}", data_dir.display())))
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            is_year_file(&name).then(|| (name, entry.path()))
        })
        .collect();
    years.sort();

    let mut table = String::from(
        "/// Every embedded `YYYY.txt` of `data/ncaa/`, in year order: (file name, contents).\n",
    );
    table.push_str("pub(crate) static YEAR_FILES: &[(&str, &str)] = &[\n");
    for (name, path) in &years {
        let path = canonical(path);
        table.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    table.push_str("];\n");

    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("ncaa_years.rs");
    fs::write(&out, table).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// A year file is named by four digits and `.txt`, e.g. `1985.txt`.
fn is_year_file(name: &str) -> bool {
    name.len() == 8 && name.ends_with(".txt") && name.bytes().take(4).all(|b| b.is_ascii_digit())
}

/// An absolute path without `..`, so that `include_str!` finds it from anywhere.
fn canonical(path: &Path) -> PathBuf {
    fs::canonicalize(path).unwrap_or_else(|e| panic!("cannot resolve {}: {e}", path.display()))
}
