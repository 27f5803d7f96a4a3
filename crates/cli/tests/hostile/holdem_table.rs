//! The option table's rows for `snipelab holdem`, kept apart so each file stays short.

use crate::table::{Row, numbers_and, texts_and, unwritable};

/// One-round hold'em's options (issue 16): hands, raise grids, the solver's limits, the table.
pub fn rows() -> Vec<Row> {
    let sides = |extra: &[&str]| numbers_and(extra);
    vec![
        (
            vec!["holdem", "equity"],
            "--hands",
            texts_and(&[
                "AsKs",
                "AsKs,AsQd",
                "10sKs,QdQc",
                "AsKs,QdQc,2c2d",
                "AsAs,KdKc",
            ]),
        ),
        (
            vec!["holdem", "solve"],
            "--max-raise",
            sides(&["0", "1", "202", "4294967296"]),
        ),
        (
            vec!["holdem", "solve"],
            "--raises",
            texts_and(&["1", "2,2", "1001", "NaN", "inf", "2;3", &"2,".repeat(201)]),
        ),
        (
            vec!["holdem", "solve"],
            "--grid",
            texts_and(&[
                "2:40",
                "2:40:0",
                "2:40:-1",
                "40:2:1",
                "2:1000:0.1",
                "2:x:1",
                "1:3:1",
            ]),
        ),
        (
            vec!["holdem", "solve", "--raises", "2"],
            "--target-gap",
            sides(&["0", "1e-10", "2", "inf"]),
        ),
        (
            vec!["holdem", "solve", "--raises", "2"],
            "--max-iterations",
            sides(&["0", "10000001", "18446744073709551616"]),
        ),
        (
            vec!["holdem", "solve", "--max-raise", "100"],
            "--out",
            unwritable("solve.json"),
        ),
        (
            vec!["holdem", "solve", "--raises", "2", "--exact"],
            "--value-out",
            unwritable("exact.json"),
        ),
        (vec!["holdem", "table"], "--out", unwritable("equity.bin")),
        (
            vec!["holdem", "table", "--out", "/nonexistent/equity.bin"],
            "--threads",
            sides(&["0", "257"]),
        ),
    ]
}
