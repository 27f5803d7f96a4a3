//! Hostile input for the `snipelab` binary (issue 18, "The command-line tool, too").
//!
//! One table of every subcommand's options × their bad values (negative, zero, huge, NaN, junk,
//! empty, 10 kB strings, unwritable or unreadable paths): each must exit 2 with exactly one
//! line on stderr, quickly. Then the cases the issue names one by one: stdout on /dev/full,
//! SIGPIPE under `| head`, /dev/zero as a picture, `/` and /proc/self/mem as a Gobblet table,
//! outputs checked before any work, clap's own errors in one line, `--help` still exit 0.
//!
//! Inputs are chosen to fail fast: the whole file runs in seconds. A case that runs past
//! [`PATIENCE`] is killed and reported (a limit checked after the work instead of before).

// /dev/full, /proc, `sh -c ulimit` and SIGPIPE's number are Linux's.
#![cfg(target_os = "linux")]

mod audit;
mod audit_robot_whodunit;
mod bsearch_table;
mod games_table;
mod holdem_table;
mod registry;
mod table;
mod withoutwords_table;

use table::long;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// How long any one refusal may take. Refusals here are instant; the bound only stops a case
/// that computes before refusing (`wow --n 1000` used to run for over ten minutes).
const PATIENCE: Duration = Duration::from_secs(30);

/// SIGPIPE's number on Linux and the BSDs.
const SIGPIPE: i32 = 13;

/// The built binary.
fn snipelab() -> Command {
    Command::new(env!("CARGO_BIN_EXE_snipelab"))
}

/// Runs `command` with the given stdout, killing it after [`PATIENCE`].
fn run_with(mut command: Command, stdout: Stdio) -> Result<Output, String> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start snipelab: {e}"))?;
    // Drain stderr on a thread so a chatty child cannot block on a full pipe.
    let mut stderr = child.stderr.take().ok_or("no stderr")?;
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = stderr.read_to_end(&mut text);
        text
    });
    let mut stdout_pipe = child.stdout.take();
    let out_reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        if let Some(pipe) = stdout_pipe.as_mut() {
            let _ = pipe.read_to_end(&mut text);
        }
        text
    });
    let began = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break status;
        }
        if began.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {PATIENCE:?}"));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(Output {
        status,
        stdout: out_reader.join().unwrap_or_default(),
        stderr: reader.join().unwrap_or_default(),
    })
}

/// Runs `args` with stdout captured.
fn run(args: &[String]) -> Result<Output, String> {
    let mut command = snipelab();
    command.args(args);
    run_with(command, Stdio::piped())
}

/// Why `output` is not a proper refusal (exit 2, one `snipelab: error:` line, no stdout), if it
/// is not; `expect` must then appear in the message.
fn refusal_problem(output: &Output, expect: &str) -> Option<String> {
    let stderr = String::from_utf8_lossy(&output.stderr);
    let lines = stderr.lines().count();
    let problem = if output.status.code() != Some(2) {
        format!("exit status {:?}", output.status)
    } else if lines != 1 || !stderr.ends_with('\n') {
        format!("{lines} lines on stderr")
    } else if !stderr.starts_with("snipelab: error: ") {
        "stderr does not start with `snipelab: error: `".to_string()
    } else if stderr.chars().count() > 500 {
        format!("a {}-character error line", stderr.chars().count())
    } else if !stderr.contains(expect) {
        format!("the message does not say {expect:?}")
    } else if !output.stdout.is_empty() {
        format!("{} bytes on stdout", output.stdout.len())
    } else {
        return None;
    };
    let shown: String = stderr.chars().take(300).collect();
    Some(format!("{problem}; stderr: {shown:?}"))
}

/// Checks that every command line in `cases` is refused; panics listing every failure.
fn assert_all_refused(cases: &[(Vec<String>, &str)]) {
    let mut failures = Vec::new();
    for (args, expect) in cases {
        let problem = match run(args) {
            Ok(output) => refusal_problem(&output, expect),
            Err(e) => Some(e),
        };
        if let Some(problem) = problem {
            let shown: Vec<String> = args
                .iter()
                .map(|a| {
                    if a.len() > 40 {
                        format!("<{} bytes>", a.len())
                    } else {
                        a.clone()
                    }
                })
                .collect();
            failures.push(format!("snipelab {}: {problem}", shown.join(" ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// A scratch directory for this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("snipelab-hostile-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn text(path: &Path) -> String {
    path.to_str().expect("UTF-8 temp path").to_string()
}

/// Every option × its bad values, plus unknown options, stray arguments and missing values.
#[test]
fn every_option_refuses_every_bad_value_in_one_line() {
    let dir = scratch("table");
    let mut cases: Vec<(Vec<String>, &str)> = Vec::new();
    for (prefix, option, values) in table::option_table(&dir) {
        for value in values {
            let mut args: Vec<String> = prefix.iter().map(|s| s.to_string()).collect();
            if option == "INPUT" {
                // `halftone INPUT OUTPUT` with a bad picture.
                args.extend([value, text(&dir.join("never.png"))]);
            } else if option == "OUTPUT" {
                args.push(value);
            } else {
                args.push(format!("{option}={value}"));
            }
            cases.push((args, ""));
        }
    }
    let subcommands = [
        "bracket",
        "bsearch",
        "coins",
        "gobblet solve",
        "gobblet moves",
        "halftone",
        "holdem equity",
        "holdem solve",
        "holdem table",
        "poker",
        "robot run",
        "robot maze",
        "santa",
        "scrabble",
        "split",
        "truecount",
        "wang",
        "war",
        "words",
        "wow",
    ];
    for subcommand in subcommands {
        let words: Vec<String> = subcommand.split(' ').map(str::to_string).collect();
        for extra in [
            vec!["--no-such-option".to_string()],
            vec!["stray".to_string(), "arguments".to_string()],
            vec![long('-')],
            vec!["--json=maybe".to_string()],
        ] {
            let mut args = words.clone();
            args.extend(extra);
            cases.push((args, ""));
        }
    }
    assert_all_refused(&cases);
    assert!(
        !dir.join("never.png").exists(),
        "a refused halftone wrote its output"
    );
    assert!(
        !dir.join("never.json").exists(),
        "a refused bsearch table was written"
    );
    println!(
        "hostile CLI table: {} cases refused in one line",
        cases.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 18: stdout that cannot be written (a full disk) is an error line and exit 2, with and
/// without --json, for every subcommand; not a panic (exit 101).
#[test]
fn a_full_stdout_is_one_error_line() {
    let dir = scratch("full");
    let out = text(&dir.join("face.svg"));
    let cases: Vec<Vec<&str>> = vec![
        vec!["bracket"],
        vec!["bsearch", "--n", "5"],
        vec!["bsearch", "--range", "1..4"],
        vec!["coins"],
        vec!["coins", "--curve", "--n", "10"],
        vec!["gobblet", "solve", "--sizes", "1", "--per-size", "2"],
        vec!["gobblet", "moves", "--variant", "1,2,0"],
        vec!["halftone", "--sample", "face", &out, "--size", "8"],
        vec!["poker", "--hands", "4"],
        vec!["holdem", "equity", "--hands", "AsKs,QdQc"],
        vec!["holdem", "solve", "--raises", "2", "--target-gap", "1e-2"],
        vec!["robot", "run", "--example", "square"],
        vec!["robot", "maze", "--maze-size", "3"],
        vec!["santa"],
        vec!["santa", "--draw", "--seed", "1"],
        vec!["scrabble", "--rack", "aeinrst"],
        vec!["split", "--pair", "10", "--up", "10", "--count"],
        vec!["truecount", "--shoe", "2,2", "--max-cards", "1"],
        vec!["wang", "--hash", "1"],
        vec!["war", "--ranks", "3", "--suits", "2"],
        vec!["words", "--say", "123"],
        vec!["wow", "--n", "3"],
        vec!["--help"],
    ];
    let mut runs = 0;
    let mut failures = Vec::new();
    for case in &cases {
        for json in [false, true] {
            if json && case == &["--help"] {
                continue;
            }
            let mut command = snipelab();
            command.args(case);
            if json {
                command.arg("--json");
            }
            let full = std::fs::File::create("/dev/full").expect("/dev/full");
            let expect = if case == &["--help"] {
                ""
            } else {
                "cannot write to standard output"
            };
            runs += 1;
            match run_with(command, Stdio::from(full)) {
                // clap prints help itself; all we ask is no panic.
                Ok(output) if case == &["--help"] => {
                    if output.status.code() == Some(101) {
                        failures.push("--help panicked".to_string());
                    }
                }
                Ok(output) => {
                    if let Some(problem) = refusal_problem(&output, expect) {
                        failures.push(format!("{case:?} json={json}: {problem}"));
                    }
                }
                Err(e) => failures.push(format!("{case:?}: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("/dev/full: {runs} runs, each one error line");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `snipelab … | head` still ends quietly by SIGPIPE, with nothing on stderr.
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let mut child = snipelab()
        .args(["coins", "--curve", "--n", "2000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = [0u8; 10];
    stdout.read_exact(&mut first).expect("some output");
    drop(stdout);
    let output = child.wait_with_output().expect("wait");
    assert_eq!(output.status.signal(), Some(SIGPIPE), "{:?}", output.status);
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The named cases of issue 18, each with what its message must say.
#[test]
fn the_issues_cases_fail_fast_and_say_why() {
    let dir = scratch("named");
    let never = dir.join("never-created");
    let out_png = text(&dir.join("out.png"));
    let s = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (s(&["halftone", "/dev/zero", &out_png]), "more than 200 MiB"),
        (s(&["halftone", "/", &out_png]), "directory"),
        (
            s(&["split", "--pair", "2", "--up", "4", "--table-bits", "32"]),
            "4..=24",
        ),
        (
            s(&["split", "--pair", "2", "--up", "4", "--table-bits", "31"]),
            "4..=24",
        ),
        (s(&["split", "--tables", ""]), "directory"),
        (
            s(&["split", "--tables", &text(&never), "--table-decks", "0"]),
            "--table-decks 0",
        ),
        (
            s(&["split", "--tables", &text(&never), "--table-splits", "7"]),
            "--table-splits 7",
        ),
        (
            s(&["split", "--tables", &text(&never), "--table-decks", "3"]),
            "1, 2 or 6 decks",
        ),
        (
            s(&["split", "--tables", &text(&never), "--threads", "100000"]),
            "1 to 256",
        ),
        (s(&["gobblet", "solve", "--threads", "100000"]), "1 to 256"),
        (s(&["gobblet", "moves", "--threads", "100000"]), "1 to 256"),
        (
            s(&["gobblet", "solve", "--out", "/proc/t.bin"]),
            "cannot create",
        ),
        (s(&["gobblet", "moves", "--table", "/"]), "is a directory"),
        (
            s(&[
                "gobblet",
                "solve",
                "--per-size",
                "9",
                "--out",
                &text(&never),
            ]),
            "1.07 GB allowed",
        ),
        (
            s(&["gobblet", "moves", "--table", "/proc/self/mem"]),
            "read error",
        ),
        (s(&["wow", "--n", "1001"]), "between 1 and 1000"),
        (s(&["wow", "--n", "4000"]), "between 1 and 1000"),
        (s(&["split", "--pair", "2"]), "--up"),
        (s(&["coins", "--n"]), "a value is required"),
        (s(&["gobblet"]), "usage snipelab gobblet"),
        (s(&[]), "usage snipelab"),
    ];
    assert_all_refused(&cases);
    assert!(!never.exists(), "a refused --tables created its directory");
    assert!(
        !dir.join("out.png").exists(),
        "a refused halftone created its output"
    );
    assert!(!Path::new("/proc/t.bin").exists());
    for help in [
        vec!["--help"],
        vec!["--version"],
        vec!["gobblet", "solve", "--help"],
    ] {
        let output = run(&s(&help)).expect("runs");
        assert_eq!(output.status.code(), Some(0), "{help:?}");
        assert!(!output.stdout.is_empty(), "{help:?}");
    }
    println!("named cases: {} refused, 3 help/version runs", cases.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 18: under a process limit a thread that cannot start used to panic (exit 101). With
/// 30 MB of address space, at most a few of 256 requested threads get their stacks; the solve
/// still finishes on those that started, with the same count as on one thread.
#[test]
fn threads_that_cannot_start_leave_their_work_to_the_others() {
    let solve = |limit: &str, threads: &str| {
        let script = format!(
            "{limit} exec \"$0\" gobblet solve --sizes 2 --per-size 2 --threads {threads} --json"
        );
        let mut command = Command::new("sh");
        command.args(["-c", &script, env!("CARGO_BIN_EXE_snipelab")]);
        let output = run_with(command, Stdio::piped()).expect("runs");
        assert_eq!(
            output.status.code(),
            Some(0),
            "{limit}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let json = String::from_utf8_lossy(&output.stdout).to_string();
        json.lines()
            .find(|l| l.trim_start().starts_with("\"states\""))
            .map(str::to_string)
            .expect("a state count")
    };
    assert_eq!(solve("ulimit -v 30000;", "256"), solve("", "1"));
}
