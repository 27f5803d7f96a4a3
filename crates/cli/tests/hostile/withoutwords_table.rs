//! The option table's rows for `snipelab withoutwords`, kept apart so each file stays short.

use crate::table::{Row, numbers_and};

/// Proofs without words: the hexagon's sides and seed, the throws' speed, gravity and number.
pub fn rows() -> Vec<Row> {
    let sides = |extra: &[&str]| numbers_and(extra);
    // 1e3 is a good speed or gravity (1,000 is within range), so it is not a bad value here.
    let reals = |extra: &[&str]| -> Vec<String> {
        numbers_and(extra)
            .into_iter()
            .filter(|v| v != "1e3")
            .collect()
    };
    let mut rows: Vec<Row> = ["--a", "--b", "--c"]
        .into_iter()
        .map(|side| {
            (
                vec!["withoutwords", "lozenges"],
                side,
                sides(&["0", "201", "18446744073709551616"]),
            )
        })
        .collect();
    rows.extend([
        (
            vec!["withoutwords", "lozenges"],
            "--seed",
            sides(&["18446744073709551616", "1.5"]),
        ),
        (
            vec!["withoutwords", "apogees"],
            "--v",
            reals(&["0", "-0", "1000001", "1e7", "1e-400"]),
        ),
        (
            vec!["withoutwords", "apogees"],
            "--g",
            reals(&["0", "-0", "1000001", "1e7", "1e-400"]),
        ),
        (
            vec!["withoutwords", "apogees"],
            "--throws",
            sides(&["0", "1", "10001", "18446744073709551616"]),
        ),
    ]);
    rows
}
