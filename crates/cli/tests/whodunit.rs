//! `snipelab whodunit`, run as a built binary: the JSON shapes of `solve` and `generate`, the
//! round trip generate → solve, and one-line errors with exit code 2.

mod common;

use serde_json::Value;

use common::{json, snipelab};

/// Exit code 2 and exactly one line on stderr.
fn fails_in_one_line(args: &[&str]) -> String {
    let output = snipelab(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    stderr
}

#[test]
fn solve_paul_json() {
    let v = json(&["whodunit", "solve", "--example", "paul", "--json"]);
    assert_eq!(v["solutions"], serde_json::json!([["Paul", "Steve"]]));
    assert_eq!(
        v["needed"],
        serde_json::json!([true, true, true, true, true])
    );
    assert_eq!(v["solution_count"], 1);
    assert_eq!(v["unique"], true);
    assert_eq!(v["suspects"].as_array().unwrap().len(), 5);
    assert_eq!(
        v["statements"][0],
        "Paul says, “Neither Steve nor Ted was in on it.”"
    );
    assert_eq!(v["appear_without"].as_array().unwrap().len(), 5);
    assert_eq!(v["difficulty"], 2);
    let step = &v["reasoning"][0];
    assert!(step["statements"].is_array() && step["suspect"].is_string());
    assert!(step["guilty"].is_boolean());
    assert_eq!(v["undetermined"], serde_json::json!([]));
}

#[test]
fn solve_alice_two_lists_both_solutions() {
    let v = json(&["whodunit", "solve", "--example", "alice-two", "--json"]);
    assert_eq!(
        v["solutions"],
        serde_json::json!([
            ["Bob", "Charlie", "David", "Zoe"],
            ["Alice", "Bob", "Charlie", "David", "Zoe"]
        ])
    );
    assert_eq!(v["unique"], false);
    assert_eq!(v["undetermined"], serde_json::json!(["Alice"]));
    let v = json(&["whodunit", "solve", "--example", "alice", "--json"]);
    assert_eq!(
        v["solutions"],
        serde_json::json!([["Alice", "Bob", "Charlie", "David", "Zoe"]])
    );
    assert_eq!(
        v["needed"],
        serde_json::json!([false, false, false, true, true])
    );
}

#[test]
fn solve_text_and_file() {
    let text = "Ann says, \"Bob was in on it.\"\nBob says, \"Ann wasn't in on it.\"";
    let v = json(&["whodunit", "solve", "--text", text, "--json"]);
    // If Ann is innocent, Bob is guilty and lies, so Ann is guilty; if Ann is guilty, Bob is
    // innocent and truthful, so Ann is innocent: no solution.
    assert_eq!(v["solution_count"], 0);
    assert_eq!(v["solutions"], serde_json::json!([]));
    assert_eq!(v["difficulty"], Value::Null);
    let path = std::env::temp_dir().join(format!("whodunit-{}.txt", std::process::id()));
    std::fs::write(&path, snipelab_core::whodunit::examples::PAUL).unwrap();
    let v = json(&[
        "whodunit",
        "solve",
        "--file",
        path.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["solutions"], serde_json::json!([["Paul", "Steve"]]));
    std::fs::remove_file(&path).unwrap();
    let summary = snipelab(&["whodunit", "solve", "--example", "paul"]);
    let summary = String::from_utf8(summary.stdout).unwrap();
    assert!(
        summary.contains("One solution: Paul and Steve (guilty)."),
        "{summary}"
    );
}

#[test]
fn generate_json_and_solve_reads_it_back() {
    let v = json(&[
        "whodunit",
        "generate",
        "--suspects",
        "6",
        "--seed",
        "42",
        "--json",
    ]);
    assert_eq!(v["suspects"].as_array().unwrap().len(), 6);
    assert_eq!(v["seed"], 42);
    assert!(v["difficulty"].as_u64().unwrap() >= 1);
    assert!(v["attempts"].as_u64().unwrap() >= 1);
    assert_eq!(v["statements"].as_array().unwrap().len(), 6);
    let text = v["text"].as_str().unwrap();
    let solved = json(&["whodunit", "solve", "--text", text, "--json"]);
    assert_eq!(solved["solutions"], serde_json::json!([v["solution"]]));
    assert_eq!(solved["needed"], serde_json::json!(vec![true; 6]));
    assert_eq!(solved["difficulty"], v["difficulty"]);
    // The plain output is the same puzzle in the text format, with a comment line.
    let plain = snipelab(&["whodunit", "generate", "--suspects", "6", "--seed", "42"]);
    let plain = String::from_utf8(plain.stdout).unwrap();
    assert!(plain.starts_with('#'));
    assert!(plain.ends_with(text), "{plain}");
    let again = json(&["whodunit", "solve", "--text", &plain, "--json"]);
    assert_eq!(again["solutions"], solved["solutions"]);
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let e = fails_in_one_line(&[
        "whodunit",
        "solve",
        "--text",
        "Paul says, \"Xavier did it.\"",
    ]);
    assert!(e.contains("line 1, column 13"), "{e}");
    fails_in_one_line(&["whodunit", "solve", "--text", "}{ junk"]);
    fails_in_one_line(&["whodunit", "solve", "--file", "/nonexistent/puzzle.txt"]);
    fails_in_one_line(&["whodunit", "solve", "--example", "nobody"]);
    fails_in_one_line(&["whodunit", "generate", "--suspects", "9"]);
    fails_in_one_line(&[
        "whodunit",
        "generate",
        "--suspects",
        "5",
        "--difficulty",
        "7",
    ]);
}
