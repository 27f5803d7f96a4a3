//! `snipelab robot`: the built binary's JSON shapes and its one-line errors (exit code 2).

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

fn snipelab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_snipelab"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// A file in a fresh temporary directory of this test process.
fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("snipelab-robot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn json(output: &Output) -> Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

/// Exit code 2 and exactly one line on stderr, containing `fragment`.
fn fails_with(output: &Output, fragment: &str) {
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(fragment), "{stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn run_json_has_the_pose_exit_steps_and_stalls() {
    let square = temp_file("square.logo", "repeat 4 [fd 100 rt 90]\n");
    let out = json(&snipelab(&[
        "robot",
        "run",
        "--program",
        square.to_str().unwrap(),
        "--no-maze",
        "--json",
    ]));
    for field in [
        "program",
        "x",
        "y",
        "heading",
        "pen_down",
        "reached_exit",
        "status",
        "steps",
        "stalls",
        "moves",
        "distance",
        "commands",
        "sensors",
        "strokes",
        "maze",
        "svg",
    ] {
        assert!(out.get(field).is_some(), "missing {field}: {out}");
    }
    assert!(out["x"].as_f64().unwrap().abs() < 1e-9 && out["y"].as_f64().unwrap().abs() < 1e-9);
    assert_eq!(out["heading"], 0.0);
    assert_eq!(out["reached_exit"], false);
    assert_eq!(out["status"], "finished");
    // repeat's head, 4 × (fd, rt, loop foot).
    assert_eq!(out["steps"], 13);
    assert_eq!(out["stalls"], 0);
    assert_eq!(out["commands"], 3);
    assert_eq!(out["maze"], Value::Null);
    for sensor in ["stalled", "left", "centre", "right"] {
        assert!(out["sensors"][sensor].is_boolean());
    }
}

#[test]
fn the_wall_follower_reaches_the_exit_and_draws_an_svg() {
    let svg = temp_file("follow.svg", "");
    let out = json(&snipelab(&[
        "robot",
        "run",
        "--example",
        "wall-follower",
        "--maze-seed",
        "7",
        "--maze-size",
        "10",
        "--svg",
        svg.to_str().unwrap(),
        "--json",
    ]));
    assert_eq!(out["reached_exit"], true);
    assert_eq!(out["status"], "reached_exit");
    assert_eq!(out["maze"]["seed"], 7);
    assert_eq!(out["maze"]["size"], 10);
    assert_eq!(out["stalls"], 0);
    // Out through the east side of the north-east cell (centre x = 270): beyond x = 285.
    assert!(out["x"].as_f64().unwrap() > 285.0);
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(drawn.starts_with("<svg") && drawn.trim_end().ends_with("</svg>"));
    // The text summary says so too.
    let text = snipelab(&[
        "robot",
        "run",
        "--example",
        "wall-follower",
        "--maze-seed",
        "7",
    ]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("reached the exit"));
}

#[test]
fn a_walled_in_run_counts_stalls_and_an_endless_one_runs_out_of_steps() {
    let bump = temp_file("bump.logo", "fd 100 fd 100\n");
    let out = json(&snipelab(&[
        "robot",
        "run",
        "--program",
        bump.to_str().unwrap(),
        "--maze-seed",
        "1",
        "--json",
    ]));
    assert!(out["stalls"].as_u64().unwrap() >= 1);
    let endless = temp_file("endless.logo", "forever [rt 1]\n");
    let out = json(&snipelab(&[
        "robot",
        "run",
        "--program",
        endless.to_str().unwrap(),
        "--no-maze",
        "--max-steps",
        "500",
        "--json",
    ]));
    assert_eq!(out["status"], "out_of_steps");
    assert_eq!(out["steps"], 500);
}

#[test]
fn maze_json_shape() {
    let out = json(&snipelab(&[
        "robot",
        "maze",
        "--maze-seed",
        "3",
        "--maze-size",
        "6",
        "--json",
    ]));
    assert_eq!(out["size"], 6);
    assert_eq!(out["seed"], 3);
    assert!(out["walls"].as_u64().unwrap() > 0);
    assert!(out["par"].as_u64().unwrap() >= 2);
    assert!(out["par_program"].as_str().unwrap().contains("forward"));
    assert_eq!(out["text"].as_str().unwrap().lines().count(), 13);
    // The same seed, the same maze.
    let again = json(&snipelab(&[
        "robot",
        "maze",
        "--maze-seed",
        "3",
        "--maze-size",
        "6",
        "--json",
    ]));
    assert_eq!(out, again);
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    let bad = temp_file("bad.logo", "fd 10\nrepeat 4 [fd 10 rt 90\n");
    fails_with(
        &snipelab(&["robot", "run", "--program", bad.to_str().unwrap()]),
        "line 2, column 10",
    );
    let runtime = temp_file("zero.logo", "fd 10 / 0\n");
    fails_with(
        &snipelab(&["robot", "run", "--program", runtime.to_str().unwrap()]),
        "division by zero",
    );
    fails_with(
        &snipelab(&["robot", "run", "--program", "/nonexistent/x.logo"]),
        "cannot read",
    );
    fails_with(
        &snipelab(&["robot", "run", "--example", "nope"]),
        "no example",
    );
    fails_with(
        &snipelab(&["robot", "run", "--example", "square", "--maze-size", "1"]),
        "out of range",
    );
    fails_with(
        &snipelab(&["robot", "run", "--example", "square", "--max-steps", "0"]),
        "out of range",
    );
    fails_with(
        &snipelab(&["robot", "maze", "--maze-size", "99"]),
        "out of range",
    );
    // The SVG path is checked before running: nothing is printed and nothing is run.
    fails_with(
        &snipelab(&[
            "robot",
            "run",
            "--example",
            "square",
            "--svg",
            "/nonexistent/dir/a.svg",
        ]),
        "does not exist",
    );
    fails_with(
        &snipelab(&[
            "robot",
            "run",
            "--example",
            "square",
            "--svg",
            "picture.png",
        ]),
        ".svg",
    );
    let huge = temp_file("huge.logo", &"fd 1 ".repeat(30_000));
    fails_with(
        &snipelab(&["robot", "run", "--program", huge.to_str().unwrap()]),
        "the most a program may have",
    );
    // Contradictory options are clap's errors: exit 2 as well.
    let both = snipelab(&[
        "robot",
        "run",
        "--example",
        "square",
        "--no-maze",
        "--maze-seed",
        "3",
    ]);
    assert_eq!(both.status.code(), Some(2));
}

/// Issue 31: `make`, `random` (seeded), `setxy`, `home`, `setpencolor` and `print` from the
/// command line; the same seed prints the same numbers, and `print` reaches the JSON.
#[test]
fn logo_words_print_and_random_is_seeded() {
    let program = temp_file(
        "logo.logo",
        "make \"n 3\nsetpc \"red\nsetxy 30 -20\nprint :n * 2\nrepeat 5 [print random 1000]\nhome\n",
    );
    let run = |seed: &str| {
        json(&snipelab(&[
            "robot",
            "run",
            "--program",
            program.to_str().unwrap(),
            "--no-maze",
            "--random-seed",
            seed,
            "--json",
        ]))
    };
    let a = run("7");
    let lines: Vec<&str> = a["output"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0], "6");
    assert!(lines[1..].iter().all(|l| l.parse::<u32>().unwrap() < 1000));
    assert_eq!(run("7")["output"], a["output"]);
    assert_ne!(run("8")["output"], a["output"]);
    assert_eq!((a["x"].as_f64(), a["y"].as_f64()), (Some(0.0), Some(0.0)));
    // Text mode prints the lines first, as Logo does.
    let out = snipelab(&[
        "robot",
        "run",
        "--program",
        program.to_str().unwrap(),
        "--no-maze",
    ]);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("6\n"));
    let bad = temp_file("bad.logo", "fd :nowhere\n");
    fails_with(
        &snipelab(&[
            "robot",
            "run",
            "--program",
            bad.to_str().unwrap(),
            "--no-maze",
        ]),
        "':nowhere' has no value",
    );
}
