//! The CLI items of issue 28's audit, one case each, every one failing before its fix.

use std::process::Stdio;

use crate::{assert_all_refused, refusal_problem, run_with, scratch, snipelab, table, text};

fn s(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// Items 1, 2, 7, 8 and 9 (words): each refused at once, saying the limit or the rule.
#[test]
fn the_audits_cases_are_refused_saying_why() {
    let dir = scratch("audit");
    let svg = dir.join("x.svg");
    let tiling = |side: &str| {
        s(&[
            "cftp",
            "tiling",
            "--a",
            "2",
            "--b",
            "2",
            "--c",
            "2",
            "--out",
            &text(&svg),
            "--side",
            side,
        ])
    };
    let cases: Vec<(Vec<String>, &str)> = vec![
        // 1: 100,000 decks of 100 cards took 1.9 hours with no progress; now a limit first.
        (
            s(&["cftp", "shuffle", "--n", "100", "--samples", "100000"]),
            "at most 250 samples of 100 cards",
        ),
        (
            s(&["cftp", "shuffle", "--n", "100", "--samples", "251"]),
            "at most 250 samples of 100 cards",
        ),
        (
            s(&["cftp", "shuffle", "--n", "50", "--samples", "2001"]),
            "at most 2000 samples of 50 cards",
        ),
        // 2: the count of a huge grid wrapped to 0 in release builds.
        (
            s(&["holdem", "solve", "--grid", "2:1000:1e-300"]),
            "about 9.98e302 raise sizes, at most 200",
        ),
        (
            s(&["holdem", "solve", "--grid", "2:1000:0.5"]),
            "1997 raise sizes, at most 200",
        ),
        // 7: an SVG's side gets the PNG's range.
        (
            tiling("0"),
            "the lozenge side must be 1 to 400 pixels, not 0",
        ),
        (
            tiling("4294967295"),
            "the lozenge side must be 1 to 400 pixels, not 4294967295",
        ),
        (tiling("401"), "1 to 400 pixels"),
        // 8: the start of 31 was named with a blank.
        (
            s(&[
                "games",
                "tree",
                "--game",
                "thirty-one",
                "--position",
                "",
                "--method",
                "minimax",
            ]),
            "the minimax tree of the start of 31 (no card played yet) has more than 5,000 nodes",
        ),
        // 9: malformed digit groups.
        (s(&["words", "--say", "1,,000"]), "grouped in threes"),
        (s(&["words", "--say", ",1"]), "grouped in threes"),
        (s(&["words", "--say", "1,0000"]), "grouped in threes"),
        (s(&["words", "--say", "1,"]), "grouped in threes"),
    ];
    assert_all_refused(&cases);
    assert!(!svg.exists(), "a refused tiling wrote its SVG");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 3: a value with a leading minus, written as its own word (`--upto -1`, `--raises
/// -inf`), reaches the option's own check, as `--upto=-1` always did; clap used to take it for
/// a short option ("unexpected argument '-i' found"). Every row of the option table with such
/// a value, plus the issue's own cases.
#[test]
fn a_leading_minus_is_a_value_refused_by_the_options_own_rule() {
    let dir = scratch("minus");
    let mut cases: Vec<(Vec<String>, &str)> = vec![
        (
            s(&["holdem", "solve", "--raises", "-inf"]),
            "raise size -inf is outside [2, 1000]",
        ),
        (
            s(&["games", "sequence", "--game", "grundy", "--upto", "-1"]),
            "invalid value '-1' for '--upto",
        ),
        (
            s(&[
                "holdem",
                "solve",
                "--max-raise",
                "2",
                "--target-gap",
                "-inf",
            ]),
            "--target-gap",
        ),
        (s(&["coins", "--n", "-1"]), "invalid value '-1' for '--n"),
        (s(&["wow", "--n", "-.5"]), "invalid value '-.5' for '--n"),
    ];
    for (prefix, option, values) in table::option_table(&dir) {
        if option == "INPUT" || option == "OUTPUT" {
            continue;
        }
        for value in values {
            // "--" and "--1" are not numbers: clap may rightly read them as options.
            if value.starts_with('-') && !value.starts_with("--") {
                let mut args = s(&prefix);
                args.extend([option.to_string(), value]);
                cases.push((args, ""));
            }
        }
    }
    let mut failures = Vec::new();
    for (args, expect) in &cases {
        let mut command = snipelab();
        command.args(args);
        let problem = match run_with(command, Stdio::piped()) {
            Ok(output) => refusal_problem(&output, expect).or_else(|| {
                let stderr = String::from_utf8_lossy(&output.stderr);
                (stderr.contains("unexpected argument") || stderr.contains("a value is required"))
                    .then(|| format!("clap's error, not the option's: {stderr}"))
            }),
            Err(e) => Some(e),
        };
        if let Some(problem) = problem {
            failures.push(format!("snipelab {}: {problem}", args.join(" ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    println!(
        "leading minus: {} cases refused by their own rule",
        cases.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Item 9: a Gobblet table written to a full disk says so; it used to say "Invalid argument
/// (os error 22)" (truncating /dev/full fails before any write).
#[test]
fn a_gobblet_table_on_a_full_disk_says_the_disk_is_full() {
    let mut command = snipelab();
    command.args([
        "gobblet",
        "solve",
        "--sizes",
        "1",
        "--per-size",
        "2",
        "--out",
        "/dev/full",
    ]);
    let output = run_with(command, Stdio::piped()).expect("runs");
    let problem = refusal_problem(&output, "cannot write /dev/full: No space left on device");
    assert!(problem.is_none(), "{problem:?}");
}
