//! `snipelab bsearch --table-upto`: the table file of v(n), on one thread or several, fresh or
//! resumed, checked against the full linear program and against one another.

use crate::{TempDir, assert_shape, fraction, items, json, u};

#[test]
fn bsearch_table() {
    let dir = TempDir::new("bsearch-table");
    let out = dir.file("values.json");
    let report = json(&["bsearch", "--table-upto", "4", "--out", &out, "--json"]);
    assert_eq!(u(&report["solved_from"]), 1);
    // Resume to 7: only n = 5..=7 are solved again, and every value is the full linear program's
    // over all Catalan(n) trees.
    let more = json(&[
        "bsearch",
        "--table-upto",
        "7",
        "--out",
        &out,
        "--resume",
        "--json",
    ]);
    assert_shape(
        &more,
        "$: object
         $.ahead: object
         $.ahead.ahead: array
         $.ahead.ahead[]: array
         $.ahead.ahead[][]: number
         $.ahead.conjecture_holds: bool
         $.ahead.exceptions: array
         $.ahead.n_max: number
         $.ahead.octaves: array
         $.ahead.octaves[]: object
         $.ahead.octaves[].ahead: array
         $.ahead.octaves[].ahead[]: array
         $.ahead.octaves[].ahead[][]: number
         $.ahead.octaves[].complete: bool
         $.ahead.octaves[].conjecture_holds: bool
         $.ahead.octaves[].fair: array
         $.ahead.octaves[].fair[]: number
         $.ahead.octaves[].first_ahead: object
         $.ahead.octaves[].first_ahead.alice_return: string
         $.ahead.octaves[].first_ahead.n: number
         $.ahead.octaves[].from: number
         $.ahead.octaves[].k: number
         $.ahead.octaves[].last_behind: null | object
         $.ahead.octaves[].last_behind.alice_return: string
         $.ahead.octaves[].last_behind.n: number
         $.ahead.octaves[].lowest: object
         $.ahead.octaves[].lowest.alice_return: string
         $.ahead.octaves[].lowest.n: number
         $.ahead.octaves[].to: number
         $.n_max: number
         $.out: string
         $.seconds: number
         $.seconds_by_n: array
         $.seconds_by_n[]: number
         $.solved_from: number",
    );
    assert_eq!(u(&more["solved_from"]), 5);
    assert_eq!(items(&more["seconds_by_n"]).len(), 3);
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let values = items(&file["values"]);
    assert_eq!(values.len(), 7);
    for (i, v) in values.iter().enumerate() {
        let n = (i + 1).to_string();
        let full = json(&["bsearch", "--n", &n, "--full-lp", "--json"]);
        assert_eq!(fraction(v), fraction(&full["full_lp"]["value"]), "n = {n}");
    }
    // Alice's return v(n) − floor(log2 n) is positive at n = 1..=3 (v(2) = 3/2, v(3) = 5/3).
    let ahead: Vec<Vec<u64>> = items(&more["ahead"]["ahead"])
        .iter()
        .map(|r| items(r).iter().map(u).collect())
        .collect();
    assert_eq!(ahead[0][..2], [1, 3]);
}

#[test]
fn bsearch_table_on_threads() {
    // Three threads, each a run of consecutive n (cold starts at 1, 5 and 9 of 1..=12), write the
    // same file, value for value, as one thread warm-starting every n from the one before.
    let dir = TempDir::new("bsearch-table-jobs");
    let (one, three) = (dir.file("one.json"), dir.file("three.json"));
    json(&["bsearch", "--table-upto", "12", "--out", &one, "--json"]);
    let report = json(&[
        "bsearch",
        "--table-upto",
        "12",
        "--out",
        &three,
        "--jobs",
        "3",
        "--json",
    ]);
    assert_eq!(items(&report["seconds_by_n"]).len(), 12);
    let values = |path: &str| -> Vec<(i128, i128)> {
        let file: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        items(&file["values"]).iter().map(fraction).collect()
    };
    assert_eq!(values(&three), values(&one));
    assert_eq!(values(&one).len(), 12);

    // An interrupted run: the table holds 1..=4, and v(7), v(8) wait in the side file. A resumed
    // run takes them in (0 seconds each), solves the rest, and removes the side file.
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&one).unwrap()).unwrap();
    let all = items(&file["values"]);
    let cut = dir.file("cut.json");
    let table = serde_json::json!({ "made_by": "test", "values": all[..4] });
    std::fs::write(&cut, table.to_string()).unwrap();
    let side = format!("{cut}.found");
    let kept = serde_json::json!({ "values": { "7": all[6], "8": all[7] } });
    std::fs::write(&side, kept.to_string()).unwrap();
    let resumed = json(&[
        "bsearch",
        "--table-upto",
        "12",
        "--out",
        &cut,
        "--resume",
        "--jobs",
        "2",
        "--json",
    ]);
    assert_eq!(u(&resumed["solved_from"]), 5);
    let seconds: Vec<f64> = items(&resumed["seconds_by_n"])
        .iter()
        .map(|s| s.as_f64().unwrap())
        .collect();
    assert_eq!(seconds.len(), 8);
    assert_eq!((seconds[2], seconds[3]), (0.0, 0.0));
    assert_eq!(values(&cut), values(&one));
    assert!(!std::path::Path::new(&side).exists());
}
