//! Tests of the words a Logo user expects (issue 31): `make` and `:name`, `random`, `setxy`,
//! `home`, `setpencolor`, `print`, with hostile input.

use super::geometry::Point;
use super::interp::{MAX_OUTPUT_LINES, Machine, Status, print_number};
use super::lang::{MAX_NESTING, PALETTE, Program};
use super::maze::Maze;
use super::svg;
use super::world::World;
use super::{RunError, RunReport, run_seeded};
use crate::progress::Silent;
use crate::random::{below, seeded};

fn run_with(source: &str, seed: u64) -> Machine {
    run_seeded(source, None, 1_000_000, seed, &mut Silent).unwrap()
}

fn output(m: &Machine) -> Vec<&str> {
    m.output().collect()
}

fn parse_error(source: &str) -> String {
    match Program::parse(source) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("{source:?} parsed"),
    }
}

fn runtime_error(source: &str) -> String {
    match run_with(source, 1).status() {
        Status::Failed(e) => e.to_string(),
        other => panic!("{source:?} ended {other:?}"),
    }
}

#[test]
fn make_sets_globals_and_inputs() {
    let m = run_with("make \"size 50 fd :size", 1);
    assert_eq!(m.robot().position, Point::new(50.0, 0.0));
    // repeat reads its count once; the body changes the variable each pass.
    let m = run_with("make \"n 3 repeat :n [make \"n :n + 1] print :n", 1);
    assert_eq!(output(&m), ["6"]);
    // A procedure's input of the same name is set, not the global.
    let m = run_with(
        "make \"a 1\nto f :a\nmake \"a :a * 2\nfd :a\nend\nf 10 print :a",
        1,
    );
    assert_eq!(m.robot().position, Point::new(20.0, 0.0));
    assert_eq!(output(&m), ["1"]);
    // Globals are seen inside procedures, and names ignore case as Logo's do.
    let m = run_with("make \"Step 5\nto g\nfd :STEP\nend\ng g", 1);
    assert_eq!(m.robot().position, Point::new(10.0, 0.0));
}

#[test]
fn variables_outlive_a_typed_line() {
    let first = Program::parse("make \"side 40").unwrap();
    let mut m = Machine::new(first.clone(), World::open(), 1_000);
    m.run(&mut Silent).unwrap();
    let next = first
        .extend("fd :side make \"side :side / 2 fd :side")
        .unwrap();
    m.continue_with(next, 1_000);
    m.run(&mut Silent).unwrap();
    assert_eq!(*m.status(), Status::Finished);
    assert_eq!(m.robot().position, Point::new(60.0, 0.0));
}

#[test]
fn undefined_variables_are_named() {
    let e = parse_error("fd 10\nfd :nope");
    assert_eq!(
        e,
        "line 2, column 4: ':nope' has no value: no 'make \"nope …' sets it (make \"nope 10 would)"
    );
    let e = parse_error("to f :a\nfd :b\nend");
    assert!(e.contains("':b' is no input of this procedure"), "{e}");
    // Made somewhere, but read before that make runs: a runtime error at the reading command.
    let e = runtime_error("to f\nfd :late\nend\nf\nmake \"late 5");
    assert_eq!(
        e,
        "line 2, column 1: ':late' has no value yet: 'make \"late …' has not run"
    );
}

#[test]
fn wrong_types_say_what_was_expected() {
    let e = parse_error("make \"x \"abc");
    assert!(
        e.contains("'make \"x' needs a number") && e.contains("found the word '\"abc'"),
        "{e}"
    );
    let e = parse_error("make x 10");
    assert!(e.contains("'make' needs a quoted name"), "{e}");
    let e = parse_error("make :x 10");
    assert!(e.contains("'make' needs a quoted name"), "{e}");
    let e = parse_error("fd \"ten");
    assert!(e.contains("'fd' needs a distance, found the word"), "{e}");
    let e = parse_error("setpencolor \"mauve");
    assert!(
        e.starts_with("line 1, column 13: no colour named \"mauve"),
        "{e}"
    );
    let e = parse_error("random 10");
    assert!(e.contains("use it as an input"), "{e}");
    let e = parse_error("setxy 10");
    assert!(e.contains("'setxy' needs a y"), "{e}");
    let e = parse_error("print [a b");
    assert_eq!(
        e,
        "line 1, column 7: this '[' (a list to print) has no matching ']'"
    );
    let e = parse_error("to make\nend");
    assert!(e.contains("'to' needs a new procedure name"), "{e}");
    for (source, wanted) in [
        (
            "setpencolor 16",
            "from 0 to 15, or a name such as \"red; got 16",
        ),
        ("setpencolor 2.5", "got 2.5"),
        ("setpencolor -1", "got -1"),
        (
            "fd random 0",
            "random needs a whole number from 1 to 2^53, got 0",
        ),
        ("fd random 2.5", "got 2.5"),
        ("fd random -3", "got -3"),
        ("fd random 1e300", "got 1e300"),
        ("setxy 1e6 0", "setxy 1000000 0 is too far"),
    ] {
        let e = runtime_error(source);
        assert!(e.contains(wanted), "{source}: {e}");
    }
}

#[test]
fn deep_nesting_is_refused_with_a_message() {
    let deep = MAX_NESTING + 5;
    let parens = format!("print {}1{}", "(".repeat(deep), ")".repeat(deep));
    assert!(parse_error(&parens).contains("nested more than"));
    let randoms = format!("fd {}10", "random ".repeat(deep));
    assert!(parse_error(&randoms).contains("nested more than"));
    let lists = format!("print {}x{}", "[".repeat(deep), "]".repeat(deep));
    assert!(parse_error(&lists).contains("lists nested more than"));
    let makes = format!("make \"x 0 make \"x {}", vec![":x"; 200].join(" + "));
    assert!(parse_error(&makes).contains("at most"));
    // Just inside the limit is fine.
    let ok = format!("print {}1{}", "(".repeat(10), ")".repeat(10));
    assert_eq!(output(&run_with(&ok, 1)), ["1"]);
}

#[test]
fn random_is_the_seeded_generator_and_uniform() {
    let source = "repeat 600 [print random 6]";
    let a = run_with(source, 7);
    let draws: Vec<u64> = a.output().map(|l| l.parse().unwrap()).collect();
    // The same stream as the core's generator for the seed: reproducible from the seed alone.
    let mut rng = seeded(7);
    let expected: Vec<u64> = (0..600).map(|_| below(&mut rng, 6)).collect();
    assert_eq!(draws, expected);
    assert_eq!(output(&run_with(source, 7)), output(&a));
    assert_ne!(output(&run_with(source, 8)), output(&a));
    // Each face about 100 times: 5 standard deviations (√(600·⅙·⅚) ≈ 9.1) either side.
    for face in 0..6 {
        let count = draws.iter().filter(|&&d| d == face).count();
        assert!((55..=145).contains(&count), "{face}: {count}");
    }
    // random 1 is always 0; Logo's precedence reads random 2 + 3 as random 5.
    assert_eq!(output(&run_with("repeat 5 [print random 1]", 3)), ["0"; 5]);
    let m = run_with("repeat 400 [print random 2 + 3]", 3);
    assert!(m.output().any(|l| l == "4"));
    assert!(m.output().all(|l| l.parse::<u64>().unwrap() < 5));
}

#[test]
fn setxy_drives_straight_and_home_returns() {
    let m = run_with("lt 30 setxy 30 -20", 1);
    assert_eq!(m.robot().position, Point::new(30.0, -20.0));
    assert_eq!(m.robot().heading, 30.0);
    assert_eq!(
        m.trace().strokes,
        [vec![Point::new(0.0, 0.0), Point::new(30.0, -20.0)]]
    );
    let m = run_with("fd 50 rt 90 fd 20 home", 1);
    assert_eq!(m.robot().position, Point::new(0.0, 0.0));
    assert_eq!(m.robot().heading, 0.0);
    assert_eq!(m.moves(), 3);
    // A wall stops setxy as it stops forward: in the maze, the first cell's walls.
    let maze = Maze::generate(4, 1).unwrap();
    let mut m = Machine::new(Program::parse("setxy 0 -100").unwrap(), maze.world(), 10);
    m.run(&mut Silent).unwrap();
    assert!(m.robot().stalled && m.stalls() == 1);
    assert!(m.robot().position.y > -15.0, "{:?}", m.robot().position);
}

#[test]
fn print_writes_numbers_words_and_lists() {
    let m = run_with(
        "print \"Hello\nprint [Hello   World 1+2]\nshow [a [b c]]\npr 0.1 + 0.2\nprint -0\nprint 7 / 2\nprint 1e21",
        1,
    );
    assert_eq!(
        output(&m),
        [
            "Hello",
            "Hello World 1+2",
            "[a [b c]]",
            "0.3",
            "0",
            "3.5",
            "1e21"
        ]
    );
    assert_eq!(print_number(2.0 / 3.0), "0.666666666666667");
    let report = RunReport::of(&m, None);
    assert_eq!(report.output.len(), 7);
    // Output keeps the latest lines only.
    let m = run_with("repeat 1500 [print repcount]", 1);
    assert_eq!(m.printed(), 1500);
    let lines = output(&m);
    assert_eq!(lines.len(), MAX_OUTPUT_LINES);
    assert_eq!((lines[0], lines[999]), ("501", "1500"));
}

#[test]
fn pen_colours_split_strokes_and_reach_the_picture() {
    let m = run_with(
        "fd 10 setpc 4 fd 10 setpencolor \"blue fd 10 pu fd 5 pd fd 5 setpc 1 fd 5",
        1,
    );
    assert_eq!(m.trace().strokes.len(), 4);
    assert_eq!(m.trace().colours, [None, Some(4), Some(1), Some(1)]);
    let picture = svg::render(&m);
    assert!(picture.contains(&format!("stroke=\"{}\"", svg::TRACE_STROKE)));
    assert!(picture.contains("stroke=\"#ff0000\""));
    assert!(picture.contains("stroke=\"#0000ff\""));
    // UCBLogo's numbering: 4 is red, 14 orange, and the names are the numbers.
    assert_eq!(PALETTE[4].0, "red");
    assert_eq!(PALETTE[14].0, "orange");
    let named = run_with("setpc \"GRAY fd 1", 1);
    assert_eq!(named.trace().colours, [Some(15)]);
}

#[test]
fn the_open_floor_is_shown_wider_than_the_robot() {
    let m = run_with("fd 0", 1);
    let [_, _, width, height] = svg::frame(&m, None);
    // The robot is 18 cm across; the board at least 2 m.
    assert!(width >= 200.0 && height >= 200.0, "{width} × {height}");
    let bad = run_seeded("fd 1", None, 0, 1, &mut Silent);
    assert!(matches!(bad, Err(RunError::BadBudget(0))));
}
