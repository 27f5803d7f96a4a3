//! The option table's rows for `snipelab games solve --game stones`, kept apart so each file
//! stays short.

use crate::table::{Row, numbers_and};

/// Stones (Fibonacci Nim): a pile, or the stones left and the most to take.
pub fn rows() -> Vec<Row> {
    vec![(
        vec!["games", "solve", "--game", "stones"],
        "--position",
        numbers_and(&[
            "1000000000000000001",
            "18446744073709551616",
            "7,0",
            "1,2,3",
            "3;4",
            "2.5",
            "-3,1",
            "5,-1",
            ",",
        ]),
    )]
}
