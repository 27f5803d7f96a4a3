//! The two languages: whodunit puzzles and the robot's Logo. Besides random and mutated text,
//! each gets programs built by its own grammar (`whodunit::parse`'s and `robot::lang`'s module
//! documentation), which must be read: a parser that refuses good text fails here too.

use crate::common::{assert_says_why, config, text_for};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::select;
use snipelab_core::progress::Silent;
use snipelab_core::robot::{Machine, Maze, Program, World, examples::EXAMPLES as ROBOT};
use snipelab_core::whodunit::{examples::EXAMPLES as WHODUNIT, parse::parse_puzzle};

const SUSPECTS: [&str; 5] = ["Paul", "Quinn", "Ray", "Steve", "Ted"];

/// A whodunit statement about `n` suspects (the first `n` of [`SUSPECTS`], or "I"), by the
/// grammar, compound parts in parentheses.
fn statement(n: usize) -> impl Strategy<Value = String> {
    let subject = select([&SUSPECTS[..n], &["I"]].concat());
    let predicate = select(
        &[
            "was in on it",
            "did it",
            "was guilty",
            "wasn't in on it",
            "was not in on it",
            "didn't do it",
            "didn't",
        ][..],
    );
    let atom = prop_oneof![
        (subject.clone(), predicate).prop_map(|(s, p)| format!("{s} {p}")),
        (
            subject.clone(),
            subject.clone(),
            select(&["was in on it", "did it"][..])
        )
            .prop_map(|(a, b, p)| format!("neither {a} nor {b} {p}")),
        (
            select(&["at least", "at most", "exactly"][..]),
            1..=n,
            select(&["innocent", "guilty"][..]),
        )
            .prop_map(|(how, k, what)| format!("{how} {k} of us are {what}")),
    ];
    let names = SUSPECTS[..n].to_vec();
    atom.prop_recursive(4, 24, 2, move |inner| {
        prop_oneof![
            inner.clone().prop_map(|s| format!("not ({s})")),
            inner
                .clone()
                .prop_map(|s| format!("it is not the case that ({s})")),
            (
                inner.clone(),
                select(&["and", "but", ", but", "or"][..]),
                inner.clone()
            )
                .prop_map(|(a, op, b)| format!("({a}) {op} ({b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("either ({a}) or ({b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("if ({a}) then ({b})")),
            (
                select(names.clone()),
                select(&["could", "couldn't", "could not"][..]),
                inner
            )
                .prop_map(|(s, could, c)| format!("{s} {could} claim that ({c})")),
        ]
    })
}

/// A puzzle by the grammar: one to five speakers, each with one statement, in any quotes.
fn puzzle() -> impl Strategy<Value = String> {
    (1..=SUSPECTS.len()).prop_flat_map(|n| {
        vec(
            (
                statement(n),
                select(&[("“", "”"), ("\"", "\""), ("", "")][..]),
            ),
            n..=n,
        )
        .prop_map(move |lines| {
            lines
                .iter()
                .zip(SUSPECTS)
                .map(|((said, (open, close)), name)| format!("{name} says, {open}{said}.{close}\n"))
                .collect::<String>()
        })
    })
}

fn whodunit_text() -> impl Strategy<Value = String> {
    let valid: Vec<&str> = WHODUNIT.iter().map(|(_, text)| *text).collect();
    prop_oneof![
        text_for(
            &valid,
            &[
                "Paul",
                " says, ",
                "“",
                "”",
                "\n",
                "not",
                " ",
                "and",
                "or",
                "I",
                "was in on it",
                "."
            ],
        ),
        puzzle(),
    ]
}

/// A robot expression: numbers and `extra` words (`repcount`, `:size` where they mean
/// something), with arithmetic.
fn expr(extra: &[&'static str]) -> impl Strategy<Value = String> + use<> {
    let leaf = select([&["0", "1", "90", "12.5", "100", "3"][..], extra].concat());
    leaf.prop_map(str::to_string)
        .prop_recursive(3, 12, 2, |inner| {
            prop_oneof![
                (
                    inner.clone(),
                    select(&["+", "-", "*", "/"][..]),
                    inner.clone()
                )
                    .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
                inner.prop_map(|a| format!("- {a}")),
            ]
        })
}

/// A robot condition over the sensors and comparisons.
fn condition(extra: &[&'static str]) -> impl Strategy<Value = String> + use<> {
    let sensor = select(
        &[
            "stalled",
            "sensor.left",
            "sensor.centre",
            "sensor.center",
            "sensor.front",
            "sensor.right",
        ][..],
    );
    let leaf = prop_oneof![
        sensor.prop_map(str::to_string),
        (
            expr(extra),
            select(&["<", ">", "=", "<=", ">=", "<>"][..]),
            expr(extra)
        )
            .prop_map(|(a, cmp, b)| format!("{a} {cmp} {b}")),
    ];
    leaf.prop_recursive(3, 8, 2, |inner| {
        prop_oneof![
            inner.clone().prop_map(|c| format!("not {c}")),
            (inner.clone(), select(&["and", "or"][..]), inner)
                .prop_map(|(a, op, b)| format!("[{a} {op} {b}]")),
        ]
    })
}

/// Robot commands, with `extra` words allowed in their expressions.
fn commands(extra: &[&'static str]) -> impl Strategy<Value = String> + use<> {
    let extra = extra.to_vec();
    let simple = prop_oneof![
        (
            select(&["fd", "forward", "bk", "back", "lt", "left", "rt", "right"][..]),
            expr(&extra)
        )
            .prop_map(|(cmd, e)| format!("{cmd} {e}")),
        select(&["pu", "pd", "penup", "pendown"][..]).prop_map(str::to_string),
        (expr(&extra), expr(&[&extra[..], &["repcount"]].concat()))
            .prop_map(|(n, e)| format!("repeat {n} [fd {e} rt repcount]")),
    ];
    let block = simple.prop_recursive(3, 24, 3, move |inner| {
        let body = vec(inner, 1..4).prop_map(|cmds| cmds.join(" "));
        prop_oneof![
            (expr(&extra), body.clone()).prop_map(|(n, b)| format!("repeat {n} [{b}]")),
            (condition(&extra), body.clone()).prop_map(|(c, b)| format!("if {c} [{b}]")),
            (condition(&extra), body.clone(), body.clone())
                .prop_map(|(c, a, b)| format!("ifelse {c} [{a}] [{b}]")),
            (condition(&extra), body).prop_map(|(c, b)| format!("while {c} [{b}]")),
        ]
    });
    vec(block, 1..4).prop_map(|cmds| cmds.join("\n"))
}

/// A program by the grammar: perhaps a procedure of one parameter, then commands that may call it.
fn program() -> impl Strategy<Value = String> {
    (
        prop::option::of(commands(&[":size"])),
        commands(&[]),
        prop::option::of(expr(&[])),
    )
        .prop_map(|(procedure, main, call)| {
            let mut text = String::new();
            if let Some(body) = &procedure {
                text += &format!("to shape :size\n{body}\nend\n");
            }
            text += &main;
            if let (Some(_), Some(size)) = (&procedure, call) {
                text += &format!("\nshape {size}");
            }
            text
        })
}

fn robot_text() -> impl Strategy<Value = String> {
    let valid: Vec<&str> = ROBOT.iter().map(|e| e.source).collect();
    text_for(
        &valid,
        &[
            "fd ", "rt ", "90", "repeat ", "[", "]", "(", ")", ":size", "to ", "end", "if ",
            "stalled", "\n", " ",
        ],
    )
}

proptest! {
    #![proptest_config(config(1000))]

    /// What the parser accepts prints back as text it reads again to the same puzzle.
    #[test]
    fn whodunit_puzzles(text in whodunit_text()) {
        match parse_puzzle(&text) {
            Ok(puzzle) => prop_assert_eq!(parse_puzzle(&puzzle.to_string()), Ok(puzzle)),
            Err(e) => assert_says_why(&e.to_string()),
        }
    }

    /// A puzzle written by the grammar is read, and prints back as itself.
    #[test]
    fn whodunit_puzzles_by_the_grammar(text in puzzle()) {
        let puzzle = parse_puzzle(&text).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(parse_puzzle(&puzzle.to_string()), Ok(puzzle));
    }

    #[test]
    fn robot_programs(text in robot_text()) {
        if let Err(e) = Program::parse(&text) {
            assert_says_why(&e.to_string());
        }
    }

    /// A program written by the grammar is read, and runs for a few thousand steps on an open
    /// floor and in a maze without a panic (division by zero, huge numbers and walls are
    /// the interpreter's to report).
    #[test]
    fn robot_programs_by_the_grammar(text in program()) {
        let program = Program::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        let maze = Maze::generate(4, 28).expect("a small maze").world();
        for world in [World::open(), maze] {
            let mut machine = Machine::new(program.clone(), world, 3_000);
            let _ = machine.run(&mut Silent);
            prop_assert!(machine.steps() <= 3_000);
        }
    }
}
