//! Tests across the language, the interpreter, the robot and the mazes.

use super::examples::{self, EXAMPLES, par, score};
use super::geometry::Point;
use super::interp::{Event, Machine, Status};
use super::lang::{MAX_NESTING, Program};
use super::maze::Maze;
use super::world::World;
use super::{MAX_STEP_BUDGET, RunError, run};
use crate::progress::{Flow, Silent};

fn run_open(source: &str) -> Machine {
    run(source, None, 1_000_000, &mut Silent).unwrap()
}

fn close(a: Point, b: Point) -> bool {
    a.distance(b) < 1e-9
}

#[test]
fn a_square_returns_to_its_start() {
    for source in [
        "repeat 4 [forward 100 right 90]",
        "repeat 4 [fd 100 rt 90]",
        "lt 30 repeat 4 [fd 100 rt 90]",
        "lt 17.3 repeat 4 [bk 55.5 lt 90]",
        "repeat 5 [fd 100 rt 72]",
        "repeat 7 [fd 100 rt 360 / 7]",
    ] {
        let m = run_open(source);
        assert_eq!(*m.status(), Status::Finished);
        assert!(
            close(m.robot().position, Point::new(0.0, 0.0)),
            "{source}: {:?}",
            m.robot().position
        );
    }
    // The long and the short spellings draw the same thing.
    let long = run_open("repeat 4 [forward 100 right 90]");
    let short = run_open("REPEAT 4 [FD 100 RT 90]");
    assert_eq!(long.trace(), short.trace());
    assert_eq!(long.trace().strokes[0].len(), 5);
}

#[test]
fn many_small_turns_equal_one_big_turn() {
    let ones = run_open("repeat 360 [left 1]");
    let whole = run_open("left 360");
    assert_eq!(ones.robot().heading, whole.robot().heading);
    assert_eq!(ones.robot().heading, 0.0);
    let tenths = run_open("repeat 3600 [rt 0.1]");
    let h = tenths.robot().heading;
    assert!(h.min(360.0 - h) < 1e-9, "{h}");
    // A 360-gon of unit sides closes, and its farthest vertex is a diameter away: 1/sin(0.5°).
    let circle = run_open("repeat 360 [fd 1 rt 1]");
    assert!(close(circle.robot().position, Point::new(0.0, 0.0)));
    let farthest = circle.trace().strokes[0]
        .iter()
        .map(|p| p.length())
        .fold(0.0, f64::max);
    let diameter = 1.0 / (0.5f64).to_radians().sin();
    assert!(
        (farthest - diameter).abs() < 1e-9,
        "{farthest} vs {diameter}"
    );
}

#[test]
fn pen_up_moves_leave_no_trace() {
    let m = run_open("fd 10 pu fd 10 pd fd 10 penup fd 10 pendown fd 10");
    let strokes = &m.trace().strokes;
    assert_eq!(strokes.len(), 3);
    assert_eq!(
        strokes[1],
        vec![Point::new(20.0, 0.0), Point::new(30.0, 0.0)]
    );
    assert!(close(m.robot().position, Point::new(50.0, 0.0)));
}

#[test]
fn procedures_take_inputs_and_recurse() {
    let m =
        run_open("to square :size\n  repeat 4 [fd :size rt 90]\nend\nsquare 50 rt 180 square 20");
    let points: Vec<Point> = m.trace().strokes.iter().flatten().copied().collect();
    let min_y = points.iter().map(|p| p.y).fold(f64::INFINITY, f64::min);
    let max_y = points.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max);
    assert!(
        (min_y + 50.0).abs() < 1e-9 && (max_y - 20.0).abs() < 1e-9,
        "{min_y} {max_y}"
    );
    // Called before it is defined, and the spiral example: sides 5, 10, …, 200.
    let m = run_open("box 3\nto box :n fd :n end");
    assert!(close(m.robot().position, Point::new(3.0, 0.0)));
    let spiral = run_open(examples::example("spiral").unwrap().source);
    assert_eq!(spiral.moves(), 40);
    assert!((spiral.distance() - 5.0 * 820.0).abs() < 1e-9);
    // repcount counts the passes of the innermost repeat: 1 + 2 + 3.
    let m = run_open("repeat 3 [fd repcount] repeat 2 [repeat 2 [fd repcount * 10]]");
    assert!((m.distance() - 66.0).abs() < 1e-12);
}

#[test]
fn the_flower_closes_on_itself() {
    let m = run_open(examples::example("flower").unwrap().source);
    assert_eq!(*m.status(), Status::Finished);
    assert!(close(m.robot().position, Point::new(0.0, 0.0)));
    let h = m.robot().heading;
    assert!(h.min(360.0 - h) < 1e-9, "{h}");
    assert_eq!(m.moves(), 12 * 2 * 30);
}

#[test]
fn the_step_budget_stops_endless_loops() {
    for source in [
        "forever [fd 10 rt 90]",
        "forever []",
        "while 1 < 2 [rt 1]",
        "repeat 1000000000 []",
        "to f\n rt 1 f2\nend\nto f2 f end\nf",
    ] {
        let program = Program::parse(source).unwrap();
        let mut m = Machine::new(program, World::open(), 10_000);
        let status = m.run(&mut Silent).unwrap().clone();
        match status {
            Status::OutOfSteps => assert_eq!(m.steps(), 10_000, "{source}"),
            // Endless recursion hits the call depth first.
            Status::Failed(e) => assert!(e.message.contains("deep"), "{source}: {e}"),
            other => panic!("{source}: {other:?}"),
        }
    }
    // Progress can stop a long run.
    let program = Program::parse("forever [rt 1]").unwrap();
    let mut m = Machine::new(program, World::open(), MAX_STEP_BUDGET);
    let mut reports = 0;
    let result = m.run(&mut |_: &str, _: u64, _: u64| {
        reports += 1;
        if reports == 3 {
            Flow::Stop
        } else {
            Flow::Continue
        }
    });
    assert!(result.is_err());
    assert_eq!(m.steps(), 3 * 65_536);
    assert_eq!(
        run("fd 1", None, 0, &mut Silent).unwrap_err(),
        RunError::BadBudget(0)
    );
}

#[test]
fn stepping_one_at_a_time_equals_running() {
    let source = examples::example("wall-follower").unwrap().source;
    let maze = Maze::generate(6, 11).unwrap();
    let whole = run(source, Some(&maze), 100_000, &mut Silent).unwrap();
    let mut stepped = Machine::new(Program::parse(source).unwrap(), maze.world(), 100_000);
    let mut events = 0;
    let mut moved = 0;
    while let Some(span) = stepped.next_span() {
        let step = stepped.step().unwrap();
        assert_eq!(step.span, span);
        events += 1;
        if matches!(step.event, Event::Moved(_)) {
            moved += 1;
        }
    }
    assert_eq!(stepped, whole);
    assert_eq!(events, whole.steps());
    assert_eq!(moved, whole.moves());
    assert!(stepped.step().is_none());
}

#[test]
fn the_command_line_keeps_the_robot_and_the_procedures() {
    let first = Program::parse("to sq :s repeat 4 [fd :s rt 90] end\nfd 10").unwrap();
    let mut m = Machine::new(first.clone(), World::open(), 1_000);
    m.run(&mut Silent).unwrap();
    let second = first.extend("rt 90 fd 10 sq 5").unwrap();
    assert_eq!(second.command_count, 3);
    m.continue_with(second.clone(), 1_000);
    m.run(&mut Silent).unwrap();
    assert_eq!(*m.status(), Status::Finished);
    assert!(close(m.robot().position, Point::new(10.0, -10.0)));
    assert_eq!(m.trace().strokes.len(), 1);
    // Redefining with the same inputs replaces; with other inputs is refused.
    assert!(second.extend("to sq :s fd :s end").is_ok());
    let e = second.extend("to sq fd 1 end").unwrap_err();
    assert_eq!((e.line, e.column), (1, 4));
}

#[test]
fn sensors_and_stalls_steer_a_program() {
    // A 100 cm box: drive until stalled, then count the stall.
    let walls = vec![
        (Point::new(-50.0, -50.0), Point::new(50.0, -50.0)),
        (Point::new(50.0, -50.0), Point::new(50.0, 50.0)),
        (Point::new(50.0, 50.0), Point::new(-50.0, 50.0)),
        (Point::new(-50.0, 50.0), Point::new(-50.0, -50.0)),
    ];
    let world = World::new(
        walls
            .into_iter()
            .map(|(a, b)| super::geometry::Segment::new(a, b))
            .collect(),
        None,
    );
    let program = Program::parse(
        "while not stalled [fd 7]\nif sensor.centre [rt 90]\nwhile not sensor.front [fd 1]",
    )
    .unwrap();
    let mut m = Machine::new(program, world, 10_000);
    m.run(&mut Silent).unwrap();
    assert_eq!(*m.status(), Status::Finished);
    assert_eq!(m.stalls(), 1);
    // Stalled against the east wall at x = 50 − 0.5 − 9, then down until the south wall is
    // within 19 cm of the centre: its face at −49.5, so y ≤ −30.5, reached at the first whole cm.
    assert!((m.robot().position.x - 40.5).abs() < 1e-9);
    assert_eq!(m.robot().position.y, -31.0);
}

#[test]
fn runtime_errors_name_the_command() {
    let m = run_open("fd 10\nrepeat 2 [\n  fd 10 / (repcount - 2)\n]");
    let Status::Failed(e) = m.status() else {
        panic!("{:?}", m.status())
    };
    assert_eq!(
        (e.line, e.column, e.message.as_str()),
        (3, 3, "division by zero")
    );
    let m = run_open("fd 100000.5");
    assert!(matches!(m.status(), Status::Failed(e) if e.line == 1 && e.column == 1));
    let m = run_open("repeat -1 [fd 1]");
    assert!(matches!(m.status(), Status::Failed(_)));
}

#[test]
fn parse_errors_carry_line_and_column() {
    let cases: [(&str, u32, u32, &str); 15] = [
        ("fd 10\nfoo 3", 2, 1, "unknown command 'foo'"),
        ("repeat 4 [fd 100 rt 90", 1, 10, "no matching ']'"),
        ("fd 10 ]", 1, 7, "without a matching '['"),
        ("fd\n", 1, 1, "'fd' needs a distance"),
        ("rt 90 fd ]", 1, 10, "'fd' needs a distance, found ']'"),
        (
            "to square :size\n fd :size",
            1,
            1,
            "'to square' has no 'end'",
        ),
        ("fd 10\n  end", 2, 3, "'end' without a 'to'"),
        ("repeat 4 fd 10", 1, 10, "expected '[' after 'repeat'"),
        ("fd :size", 1, 4, "has no value: no 'make \"size …' sets it"),
        ("to f :a fd :b end", 1, 12, "is no input of this procedure"),
        ("if [fd 10] [rt 90]", 1, 5, "expected a condition"),
        ("fd repcount", 1, 4, "only meaningful inside 'repeat"),
        ("to fd 10 end", 1, 4, "needs a new procedure name"),
        (
            "to sensor.front fd 1 end",
            1,
            4,
            "needs a new procedure name",
        ),
        ("while sensor.left\n[fd 1] [rt 1]", 2, 8, "unexpected '['"),
    ];
    for (source, line, column, message) in cases {
        let e = Program::parse(source).unwrap_err();
        assert_eq!((e.line, e.column), (line, column), "{source:?}: {e}");
        assert!(e.message.contains(message), "{source:?}: {e}");
    }
    let e = Program::parse("fd 10\nrt 9@0").unwrap_err();
    assert_eq!(e.to_string(), "line 2, column 5: unexpected character '@'");
}

#[test]
fn absurd_nesting_is_refused_not_overflowed() {
    let long_sum = format!("fd {}1", "1+".repeat(10_000));
    assert!(
        Program::parse(&long_sum)
            .unwrap_err()
            .message
            .contains("at most")
    );
    let deep = format!("{}fd 1{}", "repeat 1 [".repeat(1000), "]".repeat(1000));
    assert!(
        Program::parse(&deep)
            .unwrap_err()
            .message
            .contains(&MAX_NESTING.to_string())
    );
    let parens = format!("fd {}1{}", "(".repeat(1000), ")".repeat(1000));
    assert!(Program::parse(&parens).is_err());
    let nots = format!("if {}stalled [fd 1]", "not ".repeat(1000));
    assert!(Program::parse(&nots).is_err());
    let ands = format!("if stalled{} [fd 1]", " and stalled".repeat(1000));
    assert!(Program::parse(&ands).is_err());
    assert!(
        Program::parse(&"fd 1 ".repeat(30_000))
            .unwrap_err()
            .message
            .contains("bytes")
    );
}

/// The left-hand rule on the maze's passage graph, independent of walls, sensors and
/// collisions: how many one-cell moves from the start until it leaves by the exit.
fn left_hand_moves(maze: &Maze) -> u64 {
    let open = |c: u32, r: u32, d: u32| match d {
        0 => maze.open_east(c, r) || (c, r) == maze.exit_cell(),
        1 => maze.open_north(c, r),
        2 => c > 0 && maze.open_east(c - 1, r),
        _ => r > 0 && maze.open_north(c, r - 1),
    };
    let (mut c, mut r, mut d, mut moves) = (0u32, 0u32, 0u32, 0u64);
    loop {
        if open(c, r, (d + 1) % 4) {
            d = (d + 1) % 4;
        } else if !open(c, r, d) {
            d = (d + 3) % 4;
            continue;
        }
        moves += 1;
        if (c, r, d) == (maze.exit_cell().0, maze.exit_cell().1, 0) {
            return moves;
        }
        match d {
            0 => c += 1,
            1 => r += 1,
            2 => c -= 1,
            _ => r -= 1,
        }
    }
}

#[test]
fn the_wall_follower_solves_every_maze() {
    let follower = Program::parse(examples::example("wall-follower").unwrap().source).unwrap();
    for size in 5..=30 {
        for seed in 0..100 {
            let maze = Maze::generate(size, seed).unwrap();
            let mut m = Machine::new(follower.clone(), maze.world(), 1_000_000);
            m.run(&mut Silent).unwrap();
            assert_eq!(*m.status(), Status::ReachedExit, "maze {size}/{seed}");
            assert_eq!(m.stalls(), 0, "maze {size}/{seed}");
            // The robot's walk, through sensors and geometry, is the graph's walk.
            let cells = u64::from(size * size);
            let walk = left_hand_moves(&maze);
            assert_eq!(m.moves(), walk, "maze {size}/{seed}");
            assert!(walk <= 2 * (cells - 1) + 1);
        }
    }
}

#[test]
fn the_challenge_scores_par_and_the_wall_follower() {
    for (size, seed) in [(5, 0), (5, 1), (8, 42), (12, 7), (20, 3)] {
        let maze = Maze::generate(size, seed).unwrap();
        let par = par(&maze);
        // Par's own program solves the maze in exactly par commands.
        let program = Program::parse(&par.program).unwrap();
        let scored = score(&program, &maze, 100_000);
        assert!(
            scored.solved && scored.commands == par.commands && scored.stalls == 0,
            "{scored:?}"
        );
        // Par is the straight runs plus the turns along the maze's one path to the exit.
        assert_eq!(par.commands, runs_and_turns(&maze), "maze {size}/{seed}");
        let follower = Program::parse(examples::example("wall-follower").unwrap().source).unwrap();
        let scored = score(&follower, &maze, 1_000_000);
        assert!(scored.solved && scored.commands == 7 && scored.par == par.commands);
    }
    let lost = score(
        &Program::parse("fd 10").unwrap(),
        &Maze::generate(5, 0).unwrap(),
        100,
    );
    assert!(!lost.solved && lost.status == Status::Finished);
}

/// The unique path from the start to the exit (depth-first search on the passage tree), out
/// through the opening, counted as straight runs plus changes of direction (the robot starts
/// facing east).
fn runs_and_turns(maze: &Maze) -> usize {
    let n = maze.size();
    let neighbours = |c: u32, r: u32| {
        let mut v = Vec::new();
        if maze.open_east(c, r) {
            v.push((c + 1, r))
        }
        if maze.open_north(c, r) {
            v.push((c, r + 1))
        }
        if c > 0 && maze.open_east(c - 1, r) {
            v.push((c - 1, r))
        }
        if r > 0 && maze.open_north(c, r - 1) {
            v.push((c, r - 1))
        }
        v
    };
    let mut parent = vec![None; (n * n) as usize];
    let mut stack = vec![(0u32, 0u32)];
    parent[0] = Some((0, 0));
    while let Some((c, r)) = stack.pop() {
        for (a, b) in neighbours(c, r) {
            if parent[(b * n + a) as usize].is_none() {
                parent[(b * n + a) as usize] = Some((c, r));
                stack.push((a, b));
            }
        }
    }
    let mut path = vec![(n, n - 1), maze.exit_cell()];
    while *path.last().unwrap() != (0, 0) {
        let (c, r) = *path.last().unwrap();
        path.push(parent[(r * n + c) as usize].unwrap());
    }
    path.reverse();
    let mut heading = (1i64, 0i64);
    let mut commands = 0;
    for pair in path.windows(2) {
        let step = (
            pair[1].0 as i64 - pair[0].0 as i64,
            pair[1].1 as i64 - pair[0].1 as i64,
        );
        if step != heading {
            commands += 2;
            heading = step;
        } else if commands == 0 {
            commands = 1;
        }
    }
    commands
}

#[test]
fn every_example_parses_and_runs_cleanly() {
    for example in EXAMPLES {
        let maze = Maze::generate(8, 1).unwrap();
        let m = run(
            example.source,
            example.in_maze.then_some(&maze),
            1_000_000,
            &mut Silent,
        )
        .unwrap();
        let expected = if example.in_maze {
            Status::ReachedExit
        } else {
            Status::Finished
        };
        assert_eq!(*m.status(), expected, "{}", example.name);
    }
}

/// Issue 28, item 4: a full turn is heading 0 (the documented range is [0, 360)), never −0,
/// in the machine, in the report and in its JSON.
#[test]
fn a_full_turn_is_heading_zero_not_minus_zero() {
    for source in ["rt 360", "lt 360 rt 720", "rt 90 lt 90", "bk 10 fd 10"] {
        let m = run_open(source);
        let report = super::RunReport::of(&m, None);
        for value in [report.heading, report.x, report.y] {
            assert!(
                value.is_sign_positive() || value != 0.0,
                "{source}: {value}"
            );
        }
        let json = serde_json::to_string(&report).unwrap();
        assert!(!json.contains("-0.0"), "{source}: {json}");
        assert_eq!(crate::text::decimal(report.heading, 3), "0.000", "{source}");
    }
    // Slightly below zero after rounding: shown as 0.0, as the page and the CLI print it.
    let m = run_open("rt 90 fd 0.04");
    assert_eq!(crate::text::decimal(m.robot().position.y, 1), "0.0");
}

/// Issue 28, item 5: brackets nested too deep are named as such (the arithmetic inside them
/// used to be charged for the brackets' depth and refused first).
#[test]
fn deep_brackets_are_named_as_brackets() {
    let nest = |head: &str, n: usize| format!("{}fd 1{}", head.repeat(n), "]".repeat(n));
    for head in ["repeat 1 [", "if stalled [", "while 1 > 2 [", "forever ["] {
        assert!(
            Program::parse(&nest(head, MAX_NESTING)).is_ok(),
            "{head} × {MAX_NESTING}"
        );
        let e = Program::parse(&nest(head, MAX_NESTING + 1)).unwrap_err();
        assert!(
            e.message
                .starts_with(&format!("brackets nested more than {MAX_NESTING} deep")),
            "{head}: {e}"
        );
    }
    // Deep arithmetic inside deep brackets is still measured on its own.
    let parens = format!("({}1{})", "(".repeat(70), ")".repeat(70));
    let e = Program::parse(&format!(
        "{}fd {parens}{}",
        "repeat 1 [".repeat(10),
        "]".repeat(10)
    ))
    .unwrap_err();
    assert!(e.message.starts_with("arithmetic nested"), "{e}");
}

/// `forward 1e308` is a number too far to drive, not "'1e' is not a number".
#[test]
fn huge_numbers_are_numbers_that_are_too_big() {
    let m = run_open("forward 1e308");
    let Status::Failed(e) = m.status() else {
        panic!("{:?}", m.status())
    };
    assert_eq!(e.message, "cannot move 1e308 cm at once: at most 100000");
    let m = run_open("repeat 1e300 [rt 1]");
    let Status::Failed(e) = m.status() else {
        panic!("{:?}", m.status())
    };
    assert!(e.message.ends_with("got 1e300"), "{e}");
    assert_eq!(run_open("fd 1e2").robot().position, Point::new(100.0, 0.0));
}
