//! The table of every subcommand's options × their bad values.

use std::path::Path;

use crate::text;

/// A 10 kB string of `c`.
pub fn long(c: char) -> String {
    c.to_string().repeat(10_000)
}

/// Bad values shared by many numeric options.
pub fn numbers_and(extra: &[&str]) -> Vec<String> {
    let mut values: Vec<String> = [
        "-1",
        "-inf",
        "99999999999999999999999",
        "NaN",
        "inf",
        "1e3",
        "x",
        "",
        " ",
        "%00",
        "0x",
    ]
    .iter()
    .chain(extra)
    .map(|s| s.to_string())
    .collect();
    values.push(long('9'));
    values.push(long('x'));
    values
}

/// Bad values shared by text options (shoes, racks, keys, amounts, codes).
pub fn texts_and(extra: &[&str]) -> Vec<String> {
    let mut values: Vec<String> = ["", " ", ",", "x", "%zz", "\u{1}\n", "é", "1,,2", "-", "--"]
        .iter()
        .chain(extra)
        .map(|s| s.to_string())
        .collect();
    values.push(long('9'));
    values.push(long('a'));
    values.push(long(','));
    values
}

/// Paths no one can create, not even root: inside /proc, below a file, too long.
pub fn unwritable(file: &str) -> Vec<String> {
    vec![
        format!("/proc/{file}"),
        format!("/dev/null/{file}"),
        format!("/dev/null/sub/{file}"),
        format!("{}/{file}", long('d')),
    ]
}

/// One row of the table: (prefix of the command line, option, bad values).
pub type Row = (Vec<&'static str>, &'static str, Vec<String>);

/// The table: every row.
pub fn option_table(dir: &Path) -> Vec<Row> {
    let junk = dir.join("junk.png");
    std::fs::write(&junk, b"\x89PNG\r\n\x1a\nnot really").expect("junk file");
    let empty = dir.join("empty.png");
    std::fs::write(&empty, b"").expect("empty file");
    let table_junk = dir.join("junk.gobblet");
    std::fs::write(&table_junk, vec![7u8; 100]).expect("junk table");
    let pictures = vec![
        text(&junk),
        text(&empty),
        "/nonexistent.png".to_string(),
        "/".to_string(),
        "/dev/null".to_string(),
        "/proc/self/mem".to_string(),
        String::new(),
        long('p'),
    ];
    let tables = vec![
        text(&table_junk),
        text(&empty),
        "/nonexistent.bin".to_string(),
        "/".to_string(),
        "/dev/null".to_string(),
        "/dev/zero".to_string(),
        "/proc/self/mem".to_string(),
        String::new(),
        long('t'),
    ];
    let sides = |extra: &[&str]| numbers_and(extra);
    // Where a halftone would write if a refusal failed (never created by the passing test).
    let out: &'static str = Box::leak(text(&dir.join("never.png")).into_boxed_str());
    vec![
        (vec!["bracket"], "--model", texts_and(&["quadratic"])),
        (
            vec!["bracket"],
            "--p16",
            texts_and(&["-1", "2", "NaN", "inf", "1/0", "0/0", "1/"]),
        ),
        (
            vec!["bracket"],
            "--calibrate-through",
            sides(&["0", "1984", "65536"]),
        ),
        (vec!["bracket"], "--n", sides(&["0", "4294967296"])),
        (
            vec!["bracket"],
            "--year",
            sides(&["0", "1900", "2020", "3000", "65536"]),
        ),
        (
            vec!["bracket"],
            "--picks",
            texts_and(&["0", "g000000000000000", "00000000000000000"]),
        ),
        // An empty file is a valid (empty) program, so the empty file and /dev/null are not here.
        (
            vec!["robot", "run"],
            "--program",
            tables
                .iter()
                .filter(|t| **t != text(&empty) && *t != "/dev/null")
                .cloned()
                .collect(),
        ),
        (
            vec!["robot", "run"],
            "--example",
            texts_and(&["squares", "Square", "wall_follower"]),
        ),
        (
            vec!["robot", "run", "--example", "square"],
            "--maze-size",
            sides(&["0", "1", "41", "4294967296"]),
        ),
        (
            vec!["robot", "run", "--example", "square"],
            "--max-steps",
            sides(&["0", "10000001", "18446744073709551616"]),
        ),
        (
            vec!["robot", "run", "--example", "square"],
            "--svg",
            unwritable("trace.svg"),
        ),
        (
            vec!["robot", "maze"],
            "--maze-size",
            sides(&["0", "1", "41"]),
        ),
        (vec!["cftp", "shuffle"], "--n", sides(&["0", "1", "101"])),
        (
            vec!["cftp", "shuffle", "--n", "4"],
            "--samples",
            sides(&["0", "100000001"]),
        ),
        (
            vec!["cftp", "tiling", "--b", "2", "--c", "2"],
            "--a",
            sides(&["0", "201"]),
        ),
        (
            vec!["cftp", "count", "--b", "2", "--c", "2"],
            "--a",
            sides(&["0", "201"]),
        ),
        (
            vec!["cftp", "tiling", "--a", "2", "--b", "2", "--c", "2"],
            "--out",
            unwritable("tiling.svg"),
        ),
        (
            vec!["cftp", "tiling", "--a", "2", "--b", "2", "--c", "2"],
            "--threads",
            sides(&["0", "65", "100000"]),
        ),
        (vec!["whodunit", "solve"], "--file", {
            let mut files: Vec<String> = tables
                .iter()
                .filter(|t| *t != "/dev/null")
                .cloned()
                .collect();
            files.push(text(&junk));
            files
        }),
        (
            vec!["whodunit", "solve"],
            "--text",
            texts_and(&["Paul says", "Paul says, \"Quinn was in on it.\""]),
        ),
        (
            vec!["whodunit", "solve"],
            "--example",
            texts_and(&["pual", "Paul"]),
        ),
        (
            vec!["whodunit", "generate", "--seed", "1"],
            "--suspects",
            sides(&["0", "2", "9"]),
        ),
        (
            vec!["games", "sequence", "--game", "grundy"],
            "--upto",
            sides(&["10000001", "18446744073709551616"]),
        ),
        (
            vec!["games", "sequence", "--game", "crosses"],
            "--upto",
            sides(&["200001"]),
        ),
        (
            vec!["games", "sequence", "--game", "octal", "--code", "0.77"],
            "--upto",
            sides(&["50001"]),
        ),
        (
            vec!["games", "sequence", "--game", "grundy", "--sparse"],
            "--upto",
            sides(&["2000000001", "18446744073709551616"]),
        ),
        // A checkpoint that is not one, or cannot be written, is refused before any work.
        (
            vec![
                "games", "sequence", "--game", "grundy", "--sparse", "--upto", "10",
            ],
            "--checkpoint",
            tables
                .iter()
                .filter(|t| !t.starts_with("/nonexistent"))
                .cloned()
                .chain(unwritable("grundy.values"))
                .collect(),
        ),
        (
            vec!["games", "sequence", "--game", "octal", "--upto", "10"],
            "--code",
            texts_and(&["0.8", "1.7", "77", "0.000", "0.123456701", "0.7.7"]),
        ),
        (
            vec!["games", "sequence", "--upto", "10"],
            "--game",
            texts_and(&["nim", "Grundy", "subtraction", "octal"]),
        ),
        (
            vec!["games", "sequence", "--game", "subtraction", "--upto", "10"],
            "--set",
            texts_and(&["0", "-1", "1,,2", "99999999999999999999"]),
        ),
        (
            vec!["games", "solve", "--game", "nim"],
            "--position",
            texts_and(&["3,-1", "1e3", "3;4", "NaN"]),
        ),
        // No card played yet ("" or " ") is the game's start, so those are not here.
        (
            vec!["games", "solve", "--game", "thirty-one"],
            "--position",
            texts_and(&["7", "66666", "0", "3a"])
                .into_iter()
                .filter(|t| !t.trim().is_empty())
                .collect(),
        ),
        (
            vec!["games", "solve", "--game", "tictactoe"],
            "--position",
            texts_and(&["xxxxxxxxx", "x", "xo.......x", "xxxx.oooo"]),
        ),
        (
            vec!["games", "solve", "--game", "euclid"],
            "--position",
            texts_and(&["0,0", "5", "1,2,3", "-3,4"]),
        ),
        (
            vec!["games", "solve", "--position", "3"],
            "--game",
            texts_and(&["chess", "Nim"]),
        ),
        (vec!["coins"], "--n", sides(&["0", "2001", "4294967296"])),
        (vec!["coins", "--curve"], "--n", sides(&["0", "2001"])),
        (
            vec!["gobblet", "solve"],
            "--sizes",
            sides(&["0", "4", "256"]),
        ),
        (
            vec!["gobblet", "solve"],
            "--per-size",
            sides(&["0", "10", "256"]),
        ),
        (
            vec!["gobblet", "solve"],
            "--threads",
            sides(&["0", "257", "100000"]),
        ),
        (
            vec!["gobblet", "solve"],
            "--out",
            unwritable("table.bin")
                .into_iter()
                .chain(["/".to_string(), String::new()])
                .collect(),
        ),
        (
            vec!["gobblet", "moves"],
            "--variant",
            texts_and(&["0,0,0", "4,2,1", "3,2", "3,2,1,1", "3,2,2", "1,10,0"]),
        ),
        (
            vec!["gobblet", "moves"],
            "--position",
            texts_and(&[
                "x:",
                "z:-,-,-,-,-,-,-,-,-",
                "x:-,-,-",
                "x:x9,-,-,-,-,-,-,-,-",
                "x:x3x3x3,-,-,-,-,-,-,-,-",
            ]),
        ),
        (vec!["gobblet", "moves"], "--table", tables.clone()),
        (
            vec!["gobblet", "moves"],
            "--threads",
            sides(&["0", "257", "100000"]),
        ),
        (
            vec!["halftone", "--sample", "face", out],
            "--size",
            sides(&["0", "0x5", "5x0", "5000", "100000x1", "4x", "x4"]),
        ),
        (
            vec!["halftone", "--sample", "face", out],
            "--step",
            sides(&["0", "4294967296", "100000"]),
        ),
        (
            vec!["halftone", "--sample", "face", out],
            "--thresholds",
            texts_and(&["3,2,1", "1,2", "1,2,300", "1,2,3,4", "-1,2,3"]),
        ),
        (
            vec!["halftone", "--sample", "face"],
            "OUTPUT",
            unwritable("out.png")
                .into_iter()
                .chain([
                    "/".to_string(),
                    "out.gif".to_string(),
                    String::new(),
                    long('o'),
                ])
                .collect(),
        ),
        (
            vec!["halftone", out],
            "--sample",
            texts_and(&["cat", "FACE "]),
        ),
        (
            vec!["halftone", "--size", "16", "--json"],
            "INPUT",
            pictures,
        ),
        (
            vec!["poker"],
            "--bet",
            texts_and(&["-1", "NaN", "inf", "-inf", "1/0", "0/0", "1e400", "1/-2"]),
        ),
        (vec!["poker"], "--hands", sides(&["0", "1", "201"])),
        (
            vec!["poker", "--heat-map"],
            "--bet-max",
            vec![
                "NaN".into(),
                "-1".into(),
                "inf".into(),
                "0".into(),
                "1e308".into(),
                "x".into(),
                "".into(),
                long('9'),
            ],
        ),
        (
            vec!["robot", "run", "--example", "square"],
            "--maze-size",
            sides(&["0", "1", "41", "4294967296"]),
        ),
        (
            vec!["robot", "run", "--example", "square"],
            "--maze-seed",
            numbers_and(&["18446744073709551616"]),
        ),
        (
            vec!["robot", "run", "--example", "square"],
            "--max-steps",
            sides(&["0", "10000001", "18446744073709551616"]),
        ),
        (
            vec!["robot", "run"],
            "--example",
            texts_and(&["squares", "Wall-Follower "]),
        ),
        (
            vec!["robot", "run"],
            "--program",
            vec![
                String::new(),
                "/nonexistent.logo".into(),
                "/".into(),
                "/proc/self/mem".into(),
                long('p'),
            ],
        ),
        (
            vec!["robot", "run", "--example", "square"],
            "--svg",
            vec![String::new(), "x.png".into(), "/".into()]
                .into_iter()
                .chain(unwritable("r.svg"))
                .collect(),
        ),
        (
            vec!["robot", "maze"],
            "--maze-size",
            sides(&["0", "1", "41"]),
        ),
        (
            vec!["robot", "maze"],
            "--maze-seed",
            numbers_and(&["18446744073709551616"]),
        ),
        (vec!["santa"], "--n", sides(&["0", "2001", "4294967296"])),
        (vec!["santa", "--curve"], "--n", sides(&["0", "501"])),
        (
            vec!["santa", "--draw"],
            "--seed",
            numbers_and(&["18446744073709551616"]),
        ),
        (
            vec!["scrabble"],
            "--rack",
            // "x" alone is a (one-tile) rack.
            texts_and(&["ABCDEFGH", "ZZ", "QQ", "_____", "12"])
                .into_iter()
                .filter(|rack| rack != "x")
                .collect(),
        ),
        (
            vec!["split", "--up", "4"],
            "--pair",
            sides(&["0", "11", "256"]),
        ),
        (
            vec!["split", "--pair", "2"],
            "--up",
            sides(&["0", "11", "256"]),
        ),
        (
            vec!["split", "--pair", "2", "--up", "4"],
            "--decks",
            sides(&["0", "33", "65536"]),
        ),
        (
            vec!["split", "--pair", "2", "--up", "4"],
            "--shoe",
            texts_and(&[
                "4,4",
                "4,4,4,4,4,4,4,4,4,16,4",
                "0,0,0,0,0,0,0,0,0,0",
                "513,4,4,4,4,4,4,4,4,16",
                "-4,4,4,4,4,4,4,4,4,16",
            ]),
        ),
        (
            vec!["split", "--pair", "2", "--up", "4"],
            "--max-splits",
            sides(&["0", "4", "256"]),
        ),
        (
            vec!["split", "--pair", "2", "--up", "4"],
            "--table-bits",
            sides(&["0", "3", "25", "31", "32", "255", "256"]),
        ),
        (
            vec!["split", "--pair", "2", "--up", "4"],
            "--max-states",
            sides(&["18446744073709551616"]),
        ),
        (
            vec!["split"],
            "--tables",
            vec![String::new(), " ".into()]
                .into_iter()
                .chain(unwritable("split"))
                .collect(),
        ),
        (
            vec!["split", "--tables", "/dev/null/t"],
            "--table-decks",
            sides(&["0", "3", "33", "65536", "1,,2", "1,0"]),
        ),
        (
            vec!["split", "--tables", "/dev/null/t"],
            "--table-splits",
            sides(&["0", "4", "256", "1,4"]),
        ),
        (
            vec!["split", "--tables", "/dev/null/t"],
            "--threads",
            sides(&["0", "257", "100000"]),
        ),
        (
            vec!["truecount"],
            "--shoe",
            texts_and(&[
                "0",
                "1001",
                "1,2,3,4,5,6,7,8,9,10,11,12,13,14",
                "-1,4",
                "0,0,0",
            ]),
        ),
        (
            vec!["truecount"],
            "--max-cards",
            sides(&["11", "4294967296"]),
        ),
        (
            vec!["wang"],
            "--hash",
            texts_and(&[
                "-1",
                "18446744073709551616",
                "0x",
                "0x10000000000000000",
                "0b101",
                "1.5",
                "NaN",
            ]),
        ),
        (
            vec!["wang"],
            "--inverse",
            texts_and(&["-1", "18446744073709551616", "0x", "0xg"]),
        ),
        (vec!["war"], "--ranks", sides(&["0", "256"])),
        (vec!["war"], "--suits", sides(&["0", "9"])),
        (
            vec!["words"],
            "--m",
            sides(&["0", "3", "18446744073709551616"]),
        ),
        (
            vec!["words"],
            "--say",
            // Commas are optional, but groups are checked (issue 28): "1,,2" is refused.
            texts_and(&[
                "1.5",
                "1e3",
                "--1",
                "0x10",
                &"9".repeat(4000),
                ",1",
                "1,,000",
                "1,0000",
            ]),
        ),
        (
            vec!["words"],
            "--curve",
            sides(&["0", "3", "10001", "18446744073709551616"]),
        ),
        (
            vec!["wow"],
            "--n",
            sides(&["0", "1001", "4000", "4294967296"]),
        ),
        (
            vec!["wow"],
            "--ratios",
            sides(&["0", "20001", "4294967296"]),
        ),
    ]
    .into_iter()
    .chain(crate::holdem_table::rows())
    .chain(crate::bsearch_table::rows(dir, &tables))
    .chain(crate::withoutwords_table::rows())
    .chain(crate::games_table::rows())
    .collect()
}
