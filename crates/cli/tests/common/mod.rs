//! What the subcommands' test files share: running the built binary, reading its JSON, and the
//! promised refusal (exit code 2, one line on stderr).

// Each test binary includes this module and uses a part of it.
#![allow(dead_code)]

use std::process::{Command, Output};

use serde_json::Value;

/// Runs the built `snipelab` with `args`.
pub fn snipelab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_snipelab"))
        .args(args)
        .output()
        .expect("run snipelab")
}

/// The JSON `snipelab args` prints, which must succeed.
pub fn json(args: &[&str]) -> Value {
    let output = snipelab(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON on stdout")
}

/// Exit code 2 and exactly one line on stderr, naming the problem.
pub fn assert_fails(args: &[&str], mentions: &str) {
    let output = snipelab(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.contains(mentions), "{args:?}: {stderr}");
}
