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
}
