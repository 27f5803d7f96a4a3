//! The `--json` document of every `snipelab` subcommand, pinned (ARCHITECTURE.md: "`--json`
//! output is a stable interface: fields are added, never renamed or removed").
//!
//! Each test runs the built binary with small inputs, parses its stdout and compares the
//! document's *shape* (every field name and the JSON type found there, recursively) with a
//! literal, so a renamed, removed or retyped field fails here. Where a figure is exact or
//! published and cheap to get, the test also checks it against an independent value: a brute
//! force written out below, a seed post's figure, or a textbook fact.
//!
//! One test binary, split by theme: `chance` (coins, santa, truecount, war, wow, scrabble),
//! `games` (bsearch, gobblet, poker), `real_games` (bracket, split) and `text` (halftone, wang,
//! words).

use std::collections::{BTreeMap, BTreeSet};
use std::process::{Command, Output};

use serde_json::Value;

mod bsearch_table;
mod chance;
mod games;
mod real_games;
mod text;

/// Runs the built `snipelab` with `args`.
fn snipelab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_snipelab"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run snipelab {args:?}: {e}"))
}

/// Runs `snipelab ARGS`, which must succeed with nothing on stderr (progress goes there only on
/// a terminal), and parses its stdout as one JSON document.
fn json(args: &[&str]) -> Value {
    let output = snipelab(args);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "snipelab {args:?} failed: {stderr}"
    );
    assert!(
        stderr.is_empty(),
        "snipelab {args:?} wrote to stderr: {stderr}"
    );
    serde_json::from_str(&stdout)
        .unwrap_or_else(|e| panic!("snipelab {args:?} printed no JSON ({e}):\n{stdout}"))
}

/// The JSON type of a value, as the shapes name it.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// What the walk saw at one path.
#[derive(Default)]
struct Seen {
    kinds: BTreeSet<&'static str>,
    /// Values found at this path.
    values: usize,
    /// Of those, objects (the count a field of theirs is compared with).
    objects: usize,
}

fn walk(value: &Value, path: String, seen: &mut BTreeMap<String, Seen>) {
    let entry = seen.entry(path.clone()).or_default();
    entry.kinds.insert(kind(value));
    entry.values += 1;
    match value {
        Value::Object(fields) => {
            entry.objects += 1;
            for (name, field) in fields {
                walk(field, format!("{path}.{name}"), seen);
            }
        }
        Value::Array(items) => {
            for item in items {
                walk(item, format!("{path}[]"), seen);
            }
        }
        _ => {}
    }
}

/// The shape of a document, one sorted line per path: `$` is the root, `.name` a field, `[]`
/// every element of an array, then the JSON types found there (`null | number` where both
/// occur). A field absent from some of the objects at its parent path is marked `name?`.
fn shape(value: &Value) -> Vec<String> {
    let mut seen = BTreeMap::new();
    walk(value, "$".to_string(), &mut seen);
    seen.iter()
        .map(|(path, here)| {
            let parent = path.rsplit_once('.').map(|(parent, _)| parent);
            let sometimes = match parent.and_then(|p| seen.get(p)) {
                Some(parent) if !path.ends_with("[]") => here.values < parent.objects,
                _ => false,
            };
            let kinds: Vec<&str> = here.kinds.iter().copied().collect();
            let mark = if sometimes { "?" } else { "" };
            format!("{path}{mark}: {}", kinds.join(" | "))
        })
        .collect()
}

/// Asserts that `value` has exactly the `expected` shape (lines in any order; blank lines and
/// indentation ignored). On failure, says which lines are missing and which are new.
fn assert_shape(value: &Value, expected: &str) {
    let actual: BTreeSet<String> = shape(value).into_iter().collect();
    let expected: BTreeSet<String> = expected
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(String::from)
        .collect();
    if actual != expected {
        let missing: Vec<&String> = expected.difference(&actual).collect();
        let new: Vec<&String> = actual.difference(&expected).collect();
        let whole: Vec<&String> = actual.iter().collect();
        panic!(
            "JSON shape changed\n  expected, not found: {missing:#?}\n  \
             found, not expected: {new:#?}\nthe whole shape: {whole:#?}"
        );
    }
}

/// Runs `snipelab ARGS`, which must fail the documented way: exit code 2, nothing on stdout,
/// exactly one line `snipelab: error: …` on stderr.
fn assert_fails(args: &[&str]) {
    let output = snipelab(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "snipelab {args:?}: {stderr}");
    assert!(
        output.stdout.is_empty(),
        "snipelab {args:?} printed to stdout"
    );
    assert!(
        stderr.starts_with("snipelab: error: ")
            && stderr.ends_with('\n')
            && stderr.matches('\n').count() == 1,
        "snipelab {args:?}: not one error line: {stderr:?}"
    );
}

/// A fresh directory under the system's temporary directory, removed when dropped (also when
/// a test fails).
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!(
            "snipelab-json-shapes-{}-{name}",
            std::process::id()
        ));
        std::fs::create_dir_all(&path)
            .unwrap_or_else(|e| panic!("cannot create {}: {e}", path.display()));
        TempDir(path)
    }

    /// The path of `file` inside, as the text a command line takes.
    fn file(&self, file: &str) -> String {
        self.0.join(file).to_string_lossy().into_owned()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Greatest common divisor.
fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

/// The fraction a/b in lowest terms with a positive denominator.
fn q(a: i128, b: i128) -> (i128, i128) {
    assert_ne!(b, 0, "{a}/0");
    let g = gcd(a, b) * b.signum();
    (a / g, b / g)
}

/// An exact fraction as the CLI prints it ("p/q", or a whole number), in lowest terms.
fn fraction(value: &Value) -> (i128, i128) {
    let text = value
        .as_str()
        .unwrap_or_else(|| panic!("{value} is not a fraction string"));
    let number = |s: &str| {
        s.parse::<i128>()
            .unwrap_or_else(|e| panic!("{text:?} is not a fraction: {e}"))
    };
    match text.split_once('/') {
        Some((a, b)) => q(number(a), number(b)),
        None => q(number(text), 1),
    }
}

/// A JSON number as f64.
fn f(value: &Value) -> f64 {
    value
        .as_f64()
        .unwrap_or_else(|| panic!("{value} is not a number"))
}

/// A JSON whole number (a count; printed without a decimal point).
fn u(value: &Value) -> u64 {
    value
        .as_u64()
        .unwrap_or_else(|| panic!("{value} is not a whole number"))
}

/// A JSON array.
fn items(value: &Value) -> &Vec<Value> {
    value
        .as_array()
        .unwrap_or_else(|| panic!("{value} is not an array"))
}

/// Asserts |a − b| ≤ tolerance.
fn assert_close(a: f64, b: f64, tolerance: f64) {
    assert!(
        (a - b).abs() <= tolerance,
        "{a} differs from {b} by more than {tolerance}"
    );
}

/// Every subcommand refuses bad input (malformed values, and sizes over its limits, which are
/// checked before the work) with one line and exit code 2, with or without `--json`.
#[test]
fn bad_input_gives_one_error_line_and_exit_code_2() {
    let cases: &[&[&str]] = &[
        &["bracket", "--year", "2020"],
        &["bracket", "--p16", "one"],
        &["bracket", "--model", "linear", "--n", "300"],
        &["bsearch", "--n", "2049"],
        &["bsearch", "--range", "5..4"],
        &["bsearch", "--n", "14", "--full-lp"],
        &["bsearch"],
        &["coins", "--n", "0"],
        &["coins", "--n", "2001"],
        &["gobblet", "solve", "--sizes", "4"],
        &["gobblet", "moves", "--variant", "1,5,9"],
        &[
            "gobblet",
            "moves",
            "--variant",
            "1,5,0",
            "--position",
            "x:x1",
        ],
        &[
            "gobblet",
            "moves",
            "--table",
            "/nonexistent/snipelab/table.bin",
        ],
        &["halftone", "--sample", "cat", "out.png"],
        &["halftone", "--sample", "face", "out.gif"],
        &["poker", "--bet", "-1"],
        &["poker", "--hands", "201"],
        &["santa", "--n", "0"],
        &["santa", "--n", "501", "--curve"],
        &["scrabble", "--rack", "QQ"],
        &["scrabble", "--rack", "AB1"],
        &["split", "--pair", "11", "--up", "4"],
        &["split", "--pair", "2", "--up", "4", "--shoe", "4,4"],
        &["split", "--pair", "2", "--up", "4", "--decks", "33"],
        &["truecount", "--shoe", "4,x"],
        &["truecount", "--shoe", "2000"],
        &["truecount", "--max-cards", "11"],
        &["wang", "--hash", "0xZZ"],
        &["wang", "--inverse", "18446744073709551616"],
        &["war", "--ranks", "0"],
        &["war", "--suits", "9"],
        &["words", "--say", "12a"],
        &["words", "--m", "3"],
        &["words", "--m", "100000"],
        &["wow", "--n", "0"],
        &["wow", "--n", "100000"],
        &["wow", "--ratios", "0"],
    ];
    for args in cases {
        assert_fails(args);
        let mut with_json = args.to_vec();
        with_json.push("--json");
        assert_fails(&with_json);
    }
}

/// The shape helper itself: types, nesting, unions and fields missing from some objects.
#[test]
fn shapes_name_types_paths_and_optional_fields() {
    let value = serde_json::json!({
        "n": 3, "name": "x", "ok": true, "none": null,
        "list": [{"a": 1, "b": null}, {"a": 2.5, "b": "s"}, {"a": 3}],
        "grid": [[1, 2], []], "empty": []
    });
    let expected = [
        "$: object",
        "$.empty: array",
        "$.grid: array",
        "$.grid[]: array",
        "$.grid[][]: number",
        "$.list: array",
        "$.list[]: object",
        "$.list[].a: number",
        "$.list[].b?: null | string",
        "$.n: number",
        "$.name: string",
        "$.none: null",
        "$.ok: bool",
    ];
    assert_eq!(shape(&value), expected);
    assert_shape(&value, &expected.join("\n"));
    assert_eq!(q(6, -4), (-3, 2));
    assert_eq!(fraction(&Value::from("-10/4")), (-5, 2));
    assert_eq!(fraction(&Value::from("7")), (7, 1));
}
