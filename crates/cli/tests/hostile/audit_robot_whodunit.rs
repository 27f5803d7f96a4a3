//! The third audit's robot and whodunit cases (issue 28, items 4, 5, 6 and 9; issue 31's
//! `forward 1e308`): each printed something untrue, or a character raw to the terminal.

use crate::{refusal_problem, run, scratch, text};

/// Writes `source` to a file of the scratch directory and returns its path as text.
fn program(name: &str, source: &str) -> String {
    let path = scratch("audit").join(name);
    std::fs::write(&path, source).expect("scratch file");
    text(&path)
}

fn args(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// Refused in one line that says `expect`, with nothing raw that a terminal would reorder.
fn refused(command: &[&str], expect: &str) {
    let output = run(&args(command)).expect("runs");
    if let Some(problem) = refusal_problem(&output, expect) {
        panic!("{command:?}: {problem}");
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !stderr.contains('\u{202E}'),
        "{command:?}: a raw override: {stderr:?}"
    );
}

/// Item 4: after `rt 360` the heading is 0, never −0, in the text and the JSON; and a
/// position that rounds to zero prints without a minus.
#[test]
fn a_full_turn_is_heading_zero() {
    let file = program("turn.logo", "rt 360 rt 90 fd 0.0001\n");
    let output = run(&args(&["robot", "run", "--program", &file, "--no-maze"])).expect("runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(
        stdout.contains("final    x = 0.000, y = 0.000, heading = 270.000°"),
        "{stdout}"
    );
    let file = program("full.logo", "rt 360\n");
    for json in [false, true] {
        let mut command = vec!["robot", "run", "--program", &file, "--no-maze"];
        if json {
            command.push("--json");
        }
        let output = run(&args(&command)).expect("runs");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(!stdout.contains("-0"), "{stdout}");
        assert!(
            stdout.contains(if json {
                "\"heading\": 0.0"
            } else {
                "heading = 0.000°"
            }),
            "{stdout}"
        );
    }
}

/// Items 5 and 6, and `forward 1e308`: the messages name the real cause.
#[test]
fn robot_messages_say_what_is_wrong() {
    let deep = format!("{}fd 1{}", "repeat 1 [".repeat(65), "]".repeat(65));
    let file = program("deep.logo", &deep);
    refused(
        &["robot", "run", "--program", &file],
        "brackets nested more than 64 deep",
    );
    let file = program("rlo.logo", "fd 10\nrt 9\u{202E}0\n");
    refused(
        &["robot", "run", "--program", &file],
        "line 2, column 5: unexpected character '\\u{202e}'",
    );
    let file = program("far.logo", "forward 1e308\n");
    refused(
        &["robot", "run", "--program", &file, "--no-maze"],
        "cannot move 1e308 cm at once: at most 100000",
    );
    // A file name with an override is escaped too (it is echoed in the message).
    let file = program("a\u{202E}b.logo", "fd [\n");
    refused(&["robot", "run", "--program", &file], "\\u{202e}");
}

/// Item 9: the count message for one suspect, and a flat chain of 33 clauses accepted.
#[test]
fn whodunit_counts_and_chains() {
    let file = program(
        "count.txt",
        "Paul says, “At least 4294967295 of us are guilty.”\n",
    );
    refused(
        &["whodunit", "solve", "--file", &file],
        "a count of 4294967295 is impossible: there is only 1 suspect",
    );
    let chain = vec!["Ray was in on it"; 33].join(" or ");
    let file = program(
        "chain.txt",
        &format!("Paul says, “{chain}.”\nRay says, “I did it.”\n"),
    );
    let output = run(&args(&["whodunit", "solve", "--file", &file])).expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
