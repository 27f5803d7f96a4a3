//! The option table's rows for `snipelab bsearch`, kept apart so each file stays short.

use std::path::Path;

use crate::table::{Row, numbers_and, texts_and, unwritable};
use crate::text;

/// The adversarial binary search's options: one game, a range, the table and its side file.
/// `tables` are the shared bad table files (junk, empty, missing, a directory, devices).
pub fn rows(dir: &Path, tables: &[String]) -> Vec<Row> {
    let sides = |extra: &[&str]| numbers_and(extra);
    // Where a table of v(n) would go if a refusal failed.
    let table_out: &'static str = Box::leak(text(&dir.join("never.json")).into_boxed_str());
    // Good tables whose side files of values found beyond them (`<table>.found`) are bad:
    // junk, a value no game has, a directory, an endless device.
    let found_beside: Vec<String> = ["junk", "zero", "dir", "device"]
        .iter()
        .map(|name| {
            let table = dir.join(format!("{name}-values.json"));
            std::fs::write(&table, r#"{"made_by":"test","values":["1"]}"#).expect("table");
            let side = dir.join(format!("{name}-values.json.found"));
            match *name {
                "junk" => std::fs::write(&side, b"\x00junk").expect("side file"),
                "zero" => std::fs::write(&side, r#"{"values":{"9":"0"}}"#).expect("side file"),
                "dir" => std::fs::create_dir_all(&side).expect("side directory"),
                _ => std::os::unix::fs::symlink("/dev/zero", &side).expect("symlink"),
            }
            text(&table)
        })
        .collect();
    vec![
        (
            vec!["bsearch"],
            "--n",
            sides(&["0", "2049", "18446744073709551616"]),
        ),
        (
            vec!["bsearch"],
            "--range",
            texts_and(&["0..5", "5..4", "1..2049", "1...5", "..", "a..b"]),
        ),
        (
            vec!["bsearch", "--out", table_out],
            "--table-upto",
            sides(&["0", "2049", "18446744073709551616"]),
        ),
        (
            vec!["bsearch", "--table-upto", "5"],
            "--out",
            unwritable("values.json")
                .into_iter()
                .chain(["/".to_string(), "/proc/self/mem".to_string(), String::new()])
                .collect(),
        ),
        // --resume reads the file first: junk, empty, missing, a directory, endless devices.
        (
            vec!["bsearch", "--table-upto", "5", "--resume"],
            "--out",
            tables.to_vec(),
        ),
        (
            vec!["bsearch", "--table-upto", "5", "--resume"],
            "--out",
            found_beside,
        ),
        (
            vec!["bsearch", "--table-upto", "5", "--out", table_out],
            "--jobs",
            sides(&["0", "65"]),
        ),
        (
            vec!["bsearch", "--full-lp"],
            "--n",
            sides(&["0", "14", "1000"]),
        ),
    ]
}
