//! `snipelab holdem`: the JSON shapes of every subcommand, and one-line errors with exit 2.

use std::process::{Command, Output};

use serde_json::Value;

fn snipelab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_snipelab"))
        .args(args)
        .output()
        .expect("run snipelab")
}

fn json(args: &[&str]) -> Value {
    let output = snipelab(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON on stdout")
}

/// Exit code 2 and exactly one line on stderr, naming the problem.
fn assert_fails(args: &[&str], mentions: &str) {
    let output = snipelab(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(mentions), "{args:?}: {stderr}");
}

#[test]
fn equity_json_shape_and_published_counts() {
    // GNU poker-eval's counts for AdAc vs KhKs (see the library's tests).
    let v = json(&["holdem", "equity", "--hands", "AdAc,KhKs", "--json"]);
    assert_eq!(v["hands"], serde_json::json!(["AdAc", "KsKh"]));
    assert_eq!(v["classes"], serde_json::json!(["AA", "KK"]));
    assert_eq!(v["boards"], 1_712_304);
    assert_eq!(v["win"], 1_388_072);
    assert_eq!(v["loss"], 317_694);
    assert_eq!(v["tie"], 6_538);
    let e = v["equity"].as_f64().unwrap();
    assert!((e - (1_388_072.0 + 6_538.0 / 2.0) / 1_712_304.0).abs() < 1e-12);
    let c = v["class_equity"].as_f64().unwrap();
    assert!(0.80 < c && c < 0.83, "{c}");
}

#[test]
fn equity_errors_are_one_line() {
    assert_fails(
        &["holdem", "equity", "--hands", "AsKs,AsQd"],
        "both hands hold As",
    );
    assert_fails(&["holdem", "equity", "--hands", "AsKs"], "two hands");
    assert_fails(&["holdem", "equity", "--hands", "AsKs,10dQc"], "T for ten");
    assert_fails(&["holdem", "equity", "--hands", "AsKx,QdQc"], "character 4");
    assert_fails(&["holdem", "equity", "--hands", "AsAs,QdQc"], "same card");
}

#[test]
fn solve_json_shape() {
    let v = json(&[
        "holdem",
        "solve",
        "--raises",
        "2,3,5.5,8",
        "--target-gap",
        "1e-3",
        "--json",
    ]);
    assert_eq!(v["raises"], serde_json::json!([2.0, 3.0, 5.5, 8.0]));
    let (lower, upper) = (
        v["alice_lower"].as_f64().unwrap(),
        v["alice_upper"].as_f64().unwrap(),
    );
    assert!(lower <= upper && upper - lower <= 1e-3);
    assert!((v["gap"].as_f64().unwrap() - (upper - lower)).abs() < 1e-12);
    assert!(v["iterations"].as_u64().unwrap() >= 1);
    let alice = v["alice"].as_object().unwrap();
    let bob = v["bob"].as_object().unwrap();
    assert_eq!(alice.len(), 169);
    assert_eq!(bob.len(), 169);
    for (name, mix) in alice {
        let raise = mix["raise"].as_object().unwrap();
        let total = mix["fold"].as_f64().unwrap()
            + mix["call"].as_f64().unwrap()
            + raise.values().map(|p| p.as_f64().unwrap()).sum::<f64>();
        assert!((total - 1.0).abs() < 1e-4, "{name}: {total}");
        assert!(
            raise
                .keys()
                .all(|k| ["2", "3", "5.5", "8"].contains(&k.as_str())),
            "{name}"
        );
        assert!(raise.values().all(|p| p.as_f64().unwrap() > 0.0));
    }
    for calls in bob.values() {
        for (k, p) in calls.as_object().unwrap() {
            assert!(["2", "3", "5.5", "8"].contains(&k.as_str()));
            let p = p.as_f64().unwrap();
            assert!(p > 0.0 && p <= 1.0);
        }
    }
    assert_eq!(v["alice_folds_any"], false);
    // Each class's expected gain; weighted by its combos they are the game's value with these
    // strategies, which lies between the bounds (up to the 1e-6 rounding of each gain).
    let values = v["values"].as_object().unwrap();
    assert_eq!(values.len(), 169);
    let combos = |name: &str| match name.len() {
        2 => 6.0,
        _ if name.ends_with('s') => 4.0,
        _ => 12.0,
    };
    let average = values
        .iter()
        .map(|(name, g)| combos(name) * g.as_f64().unwrap())
        .sum::<f64>()
        / 1326.0;
    assert!(
        lower - 1e-5 <= average && average <= upper + 1e-5,
        "{average} outside [{lower}, {upper}]"
    );
}

/// A fresh file name in the system's temporary directory (removed by the caller).
fn temp_file(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("snipelab-holdem-{}-{name}", std::process::id()))
}

/// Runs `solve` with `--out` into a temporary file and returns what it wrote.
fn solve_out(args: &[&str], name: &str) -> String {
    let path = temp_file(name);
    let path_text = path.to_string_lossy().into_owned();
    let mut all = args.to_vec();
    all.extend(["--out", &path_text]);
    let output = snipelab(&all);
    assert!(
        output.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("wrote "));
    let written = std::fs::read_to_string(&path).expect("the --out file");
    let _ = std::fs::remove_file(&path);
    written
}

/// Every object key of a JSON document with the kind of its value, by path (array items and
/// the per-class maps collapsed to `*`): the document's shape.
fn shape(v: &Value, path: &str, out: &mut std::collections::BTreeSet<String>) {
    let kind = match v {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    };
    out.insert(format!("{path}: {kind}"));
    match v {
        Value::Array(items) => items
            .iter()
            .for_each(|x| shape(x, &format!("{path}[]"), out)),
        Value::Object(map) => {
            // Class names and raise sizes are data, not shape.
            let data =
                path.ends_with(".alice") || path.ends_with(".bob") || path.ends_with(".raise");
            for (k, x) in map {
                let key = if data || path.starts_with(".bob.") {
                    "*"
                } else {
                    k.as_str()
                };
                shape(x, &format!("{path}.{key}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn solve_out_writes_one_compact_line_equal_to_the_json() {
    // The 5-size game of the criterion benchmark, to a coarse gap: well under a second.
    let args = [
        "holdem",
        "solve",
        "--raises",
        "2,4,7,12,20",
        "--target-gap",
        "1e-3",
    ];
    let written = solve_out(&args, "5-sizes.json");
    assert!(
        written.ends_with('\n') && written.lines().count() == 1,
        "{written:.200}"
    );
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let printed = json(&with_json);
    let file: Value = serde_json::from_str(&written).expect("JSON in the --out file");
    assert_eq!(file, printed);
    // The committed files have the same shape as this fresh document.
    let mut fresh = std::collections::BTreeSet::new();
    shape(&file, "", &mut fresh);
    for (name, text) in [
        (
            "solve-2-40.json",
            include_str!("../../../static/holdem/solve-2-40.json"),
        ),
        (
            "solve-2-100.json",
            include_str!("../../../static/holdem/solve-2-100.json"),
        ),
        (
            "solve-2-40-step-0.5.json",
            include_str!("../../../static/holdem/solve-2-40-step-0.5.json"),
        ),
    ] {
        let committed: Value = serde_json::from_str(text).expect(name);
        let mut found = std::collections::BTreeSet::new();
        shape(&committed, "", &mut found);
        assert_eq!(found, fresh, "{name}");
        assert!(text.ends_with('\n') && text.lines().count() == 1, "{name}");
        let (lower, upper, gap) = (
            committed["alice_lower"].as_f64().unwrap(),
            committed["alice_upper"].as_f64().unwrap(),
            committed["gap"].as_f64().unwrap(),
        );
        assert!(
            lower <= upper && gap <= 1e-4 && (upper - lower - gap).abs() < 1e-15,
            "{name}"
        );
        assert_eq!(committed["alice"].as_object().unwrap().len(), 169, "{name}");
    }
}

/// The post's game solved again writes the committed file byte for byte (about 2 s of CPU:
/// the solver is deterministic, so this pins both the figures and the file's form).
#[test]
fn solve_out_reproduces_the_committed_post_game() {
    let written = solve_out(&["holdem", "solve", "--max-raise", "40"], "2-40.json");
    let committed = include_str!("../../../static/holdem/solve-2-40.json");
    assert!(
        written == committed,
        "static/holdem/solve-2-40.json differs from --out"
    );
}

#[test]
fn solve_errors_are_one_line_and_checked_first() {
    assert_fails(&["holdem", "solve", "--raises", "2,1"], "outside [2, 1000]");
    assert_fails(&["holdem", "solve", "--raises", "2,x"], "not a number");
    assert_fails(&["holdem", "solve", "--raises", "2,2"], "twice");
    assert_fails(&["holdem", "solve", "--max-raise", "1"], "--max-raise");
    assert_fails(&["holdem", "solve", "--max-raise", "500"], "--max-raise");
    assert_fails(&["holdem", "solve", "--grid", "2:40"], "LO:HI:STEP");
    assert_fails(&["holdem", "solve", "--grid", "2:40:0"], "step");
    assert_fails(&["holdem", "solve", "--grid", "2:1000:0.1"], "at most 200");
    assert_fails(
        &["holdem", "solve", "--max-raise", "40", "--target-gap", "0"],
        "--target-gap",
    );
    assert_fails(
        &[
            "holdem",
            "solve",
            "--max-raise",
            "40",
            "--max-iterations",
            "0",
        ],
        "--max-iterations",
    );
    assert_fails(
        &["holdem", "solve", "--max-raise", "40", "--raises", "2"],
        "cannot be used",
    );
    assert_fails(&["holdem", "solve"], "required");
    // The output file is opened before the solve (a 2..100 solve takes 20 s).
    assert_fails(
        &[
            "holdem",
            "solve",
            "--max-raise",
            "100",
            "--out",
            "/nonexistent/s.json",
        ],
        "cannot write /nonexistent/s.json",
    );
}

/// `solve --exact`: a fraction "p/q" that the command says is certified, its decimal digits,
/// and rational strategies; a size with no small denominator fails in one line.
#[test]
fn solve_exact_json_shape() {
    let v = json(&["holdem", "solve", "--raises", "2,5", "--exact", "--json"]);
    let value = v["value"].as_str().unwrap();
    let (p, q) = value.split_once('/').unwrap();
    assert!(
        p.parse::<f64>().is_ok() && q.parse::<f64>().is_ok(),
        "{value}"
    );
    let f = p.parse::<f64>().unwrap() / q.parse::<f64>().unwrap();
    assert!((f - v["value_f64"].as_f64().unwrap()).abs() < 1e-12);
    assert_eq!(v["certified"], true);
    let decimal = v["value_decimal"].as_str().unwrap();
    assert!(decimal.starts_with(&format!("{:.6}", f)[..7]), "{decimal}");
    assert_eq!(decimal.len(), 2 + 60);
    // The bounds of the floating-point start contain the exact value.
    let g = &v["guess"];
    assert!(g["alice_lower"].as_f64().unwrap() <= f + 1e-12);
    assert!(f <= g["alice_upper"].as_f64().unwrap() + 1e-12);
    let aa = v["alice"]["AA"].as_object().unwrap();
    assert!(!aa.is_empty() && aa.values().all(|x| x.is_string()));
    assert!(v["bob"]["AA"].is_object());
    assert_fails(
        &["holdem", "solve", "--raises", "2.0001", "--exact"],
        "not a multiple of 1/q",
    );
}

/// `solve --exact --value-out`: the value alone, one compact line (the form of the committed
/// static/holdem/exact-2-40.json), the same fraction as `--json` prints; without `--exact`
/// it is refused.
#[test]
fn solve_exact_value_out_is_the_value_alone() {
    let path = temp_file("value.json");
    let path_text = path.to_string_lossy().into_owned();
    let args = ["holdem", "solve", "--raises", "2,5", "--exact"];
    let mut all = args.to_vec();
    all.extend(["--value-out", &path_text, "--json"]);
    let v = json(&all);
    let written = std::fs::read_to_string(&path).expect("the --value-out file");
    let _ = std::fs::remove_file(&path);
    assert!(
        written.ends_with('\n') && written.lines().count() == 1,
        "{written}"
    );
    let file: Value = serde_json::from_str(&written).unwrap();
    let mut keys: Vec<&str> = file
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        ["certified", "raises", "rounds", "system_size", "value"]
    );
    for key in ["value", "raises", "certified", "rounds", "system_size"] {
        assert_eq!(file[key], v[key], "{key}");
    }
    assert_eq!(file["certified"], true);
    let output = snipelab(&[
        "holdem",
        "solve",
        "--raises",
        "2",
        "--value-out",
        &path_text,
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(!path.exists());
}
