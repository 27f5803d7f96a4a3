//! Tests of the whodunit module against independent values: a brute force that checks the rules
//! one assignment at a time, the posts' puzzles worked by hand (module documentation) and by a
//! separate Python brute force.

use super::examples::{ALICE, ALICE_TWO, EXAMPLES, PAUL, example};
use super::generate::{Draw, MAX_GENERATED, MIN_GENERATED, NAMES};
use super::*;
use crate::progress::{Flow, Silent};
use crate::random::{SplitMix64, splitmix64};

/// The rules, one assignment at a time: every guilty speaker's statement false, every innocent
/// speaker's true.
fn brute_force(puzzle: &Puzzle) -> Vec<Assignment> {
    let n = puzzle.suspects().len();
    (0..1u32 << n)
        .map(Assignment)
        .filter(|&a| {
            (puzzle.testimonies().iter()).all(|t| {
                let innocent = !a.is_guilty(t.speaker);
                t.statement.holds(a, n) == innocent
            })
        })
        .collect()
}

/// Solutions when statement `i` is removed, by brute force.
fn brute_force_without(puzzle: &Puzzle, i: usize) -> Vec<Assignment> {
    let n = puzzle.suspects().len();
    (0..1u32 << n)
        .map(Assignment)
        .filter(|&a| {
            (puzzle.testimonies().iter().enumerate())
                .filter(|&(k, _)| k != i)
                .all(|(_, t)| {
                    let innocent = !a.is_guilty(t.speaker);
                    t.statement.holds(a, n) == innocent
                })
        })
        .collect()
}

fn names(puzzle: &Puzzle, solutions: &[Assignment]) -> Vec<Vec<String>> {
    solutions.iter().map(|a| a.guilty_names(puzzle)).collect()
}

fn solved(puzzle: &Puzzle) -> Solution {
    solve(puzzle, &mut Silent).expect("Silent never stops")
}

fn g(x: usize) -> Box<Statement> {
    Box::new(Statement::Guilty(x))
}

fn not_g(x: usize) -> Box<Statement> {
    Box::new(Statement::Not(g(x)))
}

#[test]
fn paul_puzzle_reads_as_written_and_has_one_answer() {
    let puzzle = parse_puzzle(PAUL).unwrap();
    let (p, q, r, s, t) = (0, 1, 2, 3, 4);
    let expected = [
        Statement::Neither(vec![s, t]),
        Statement::And(not_g(r), g(p)),
        Statement::If(g(t), g(s)),
        Statement::And(not_g(p), g(q)),
        Statement::And(not_g(q), g(p)),
    ];
    let said: Vec<&Statement> = puzzle.testimonies().iter().map(|t| &t.statement).collect();
    assert_eq!(said, expected.iter().collect::<Vec<_>>());
    let solution = solved(&puzzle);
    // Paul and Steve: by brute force here and in a separate Python check of all 32 assignments.
    assert_eq!(names(&puzzle, &solution.solutions), [["Paul", "Steve"]]);
    assert_eq!(solution.solutions, brute_force(&puzzle));
    // Every statement needed, as the post wants: removing one leaves 2, 2, 2, 2, 3 solutions.
    assert_eq!(solution.needed, [true; 5]);
    let left: Vec<usize> = (0..5)
        .map(|i| brute_force_without(&puzzle, i).len())
        .collect();
    assert_eq!(left, [2, 2, 2, 2, 3]);
    let extra: Vec<u64> = solution.appear_without.iter().map(|a| a.count).collect();
    assert_eq!(extra, [1, 1, 1, 1, 2]);
    // Pairs of statements are needed (the Python closure computation gives 2 as well).
    assert_eq!(reason(&puzzle).unwrap().difficulty, 2);
}

#[test]
fn alice_puzzle_all_five_did_it() {
    let puzzle = parse_puzzle(ALICE).unwrap();
    assert_eq!(
        puzzle.testimonies()[0].statement,
        Statement::Claim(1, g(0)),
        "Alice: Bob could claim that I (Alice) did it"
    );
    let solution = solved(&puzzle);
    assert_eq!(
        names(&puzzle, &solution.solutions),
        [["Alice", "Bob", "Charlie", "David", "Zoe"]]
    );
    assert_eq!(solution.solutions, brute_force(&puzzle));
    // Removing Alice's, Bob's or Charlie's statement leaves the answer unique (Python: 1, 1, 1,
    // 3, 2 solutions), so only David's and Zoe's are needed.
    assert_eq!(solution.needed, [false, false, false, true, true]);
    let left: Vec<usize> = (0..5)
        .map(|i| brute_force_without(&puzzle, i).len())
        .collect();
    assert_eq!(left, [1, 1, 1, 3, 2]);
    let reasoning = reason(&puzzle).unwrap();
    assert_eq!(reasoning.difficulty, 1);
    assert!(reasoning.undetermined.is_empty());
}

#[test]
fn alice_problem_two_has_two_solutions_and_says_so() {
    let puzzle = parse_puzzle(ALICE_TWO).unwrap();
    let solution = solved(&puzzle);
    assert_eq!(solution.solution_count, 2);
    assert!(!solution.is_unique());
    assert_eq!(
        names(&puzzle, &solution.solutions),
        vec![
            vec!["Bob", "Charlie", "David", "Zoe"],
            vec!["Alice", "Bob", "Charlie", "David", "Zoe"]
        ]
    );
    assert_eq!(solution.solutions, brute_force(&puzzle));
    // Removing any of the first four lets in one more assignment (Python: 3 solutions); removing
    // Zoe's leaves the same two.
    assert_eq!(solution.needed, [true, true, true, true, false]);
    for i in 0..5 {
        let without = brute_force_without(&puzzle, i);
        let extra: Vec<Assignment> = (without.into_iter())
            .filter(|a| !solution.solutions.contains(a))
            .collect();
        assert_eq!(solution.appear_without[i].assignments, extra);
    }
    let reasoning = reason(&puzzle).unwrap();
    assert_eq!(reasoning.undetermined, [0], "Alice is left open");
    assert_eq!(reasoning.difficulty, 1);
}

#[test]
fn alices_claim_is_consistent_exactly_when_bob_is_guilty() {
    // The hand argument of the module documentation, on all 32 assignments.
    let claim = Statement::Claim(1, g(0));
    for a in (0..32).map(Assignment) {
        let alice_innocent = !a.is_guilty(0);
        let consistent_for_alice = claim.holds(a, 5) == alice_innocent;
        assert_eq!(consistent_for_alice, a.is_guilty(1), "{a:?}");
    }
}

#[test]
fn examples_print_back_word_for_word() {
    for (name, text) in EXAMPLES {
        let puzzle = example(name).unwrap();
        assert_eq!(puzzle.to_string(), text, "{name}");
    }
    assert!(example("nobody").is_none());
}

#[test]
fn a_chain_of_twenty_claims_is_solved_like_alices() {
    // Alice's puzzle for n suspects: each claims the next could claim they did it, the last says
    // at least one is innocent. By the hand argument all n are guilty, uniquely, and the
    // suspects past the sixth exercise the word-level patterns.
    let n = 20;
    let names: Vec<String> = (0..n)
        .map(|i| format!("Suspect{}", char::from(b'a' + i as u8)))
        .collect();
    let mut testimonies: Vec<Testimony> = (0..n - 1)
        .map(|x| Testimony {
            speaker: x,
            statement: Statement::Claim(x + 1, g(x)),
        })
        .collect();
    testimonies.push(Testimony {
        speaker: n - 1,
        statement: Statement::Count {
            relation: Relation::AtLeast,
            k: 1,
            of: Standing::Innocent,
        },
    });
    let puzzle = Puzzle::new(names, testimonies).unwrap();
    let solution = solved(&puzzle);
    assert_eq!(solution.solutions, [Assignment((1 << n) - 1)]);
    // As in Alice's puzzle, only the last two statements are needed.
    let mut needed = vec![false; n];
    needed[n - 2] = true;
    needed[n - 1] = true;
    assert_eq!(solution.needed, needed);
}

/// A random statement using every construct, for the cross-checks.
fn random_statement(rng: &mut SplitMix64, n: usize, depth: usize) -> Statement {
    let x = rng.below(n as u64) as usize;
    let leaf = depth == 0 || rng.below(3) == 0;
    let kind = if leaf { rng.below(3) } else { 3 + rng.below(5) };
    let sub = |rng: &mut SplitMix64| Box::new(random_statement(rng, n, depth - 1));
    match kind {
        0 => Statement::Guilty(x),
        1 if n >= 2 => {
            let y = (x + 1 + rng.below(n as u64 - 1) as usize) % n;
            Statement::Neither(vec![x, y])
        }
        1 | 2 => Statement::Count {
            relation: [Relation::AtLeast, Relation::Exactly, Relation::AtMost]
                [rng.below(3) as usize],
            k: rng.below(n as u64 + 1) as u32,
            of: [Standing::Innocent, Standing::Guilty][rng.below(2) as usize],
        },
        3 => Statement::Not(sub(rng)),
        4 => Statement::And(sub(rng), sub(rng)),
        5 => Statement::Or(sub(rng), sub(rng)),
        6 => Statement::If(sub(rng), sub(rng)),
        _ => Statement::Claim(x, sub(rng)),
    }
}

fn random_puzzle(rng: &mut SplitMix64, n: usize, depth: usize) -> Puzzle {
    let names: Vec<String> = NAMES.iter().take(n).map(|s| s.to_string()).collect();
    let testimonies = (0..n)
        .map(|speaker| Testimony {
            speaker,
            statement: random_statement(rng, n, depth),
        })
        .collect();
    Puzzle::new(names, testimonies).unwrap()
}

#[test]
fn the_word_solver_agrees_with_brute_force() {
    let mut rng = splitmix64(7);
    for round in 0..400 {
        let n = 1 + round % 10;
        let puzzle = random_puzzle(&mut rng, n, 3);
        let solution = solved(&puzzle);
        let brute = brute_force(&puzzle);
        assert_eq!(solution.solutions, brute, "{puzzle}");
        assert_eq!(solution.solution_count, brute.len() as u64);
        for i in 0..n {
            let without = brute_force_without(&puzzle, i);
            assert_eq!(
                solution.appear_without[i].count,
                (without.len() - brute.len()) as u64
            );
            assert_eq!(solution.needed[i], without.len() > brute.len());
        }
        let table = truth_table(&puzzle).unwrap();
        assert_eq!(table.survivors_after[0], 1 << n);
        assert_eq!(*table.survivors_after.last().unwrap(), brute.len() as u64);
        assert_eq!(table.survivors(&(0..n).collect::<Vec<_>>()), brute);
    }
}

#[test]
fn the_word_solver_agrees_with_brute_force_past_six_suspects() {
    let mut rng = splitmix64(11);
    for n in [7, 9, 12] {
        for _ in 0..6 {
            let puzzle = random_puzzle(&mut rng, n, 2);
            assert_eq!(solved(&puzzle).solutions, brute_force(&puzzle), "{puzzle}");
        }
    }
}

#[test]
fn text_round_trips_through_puzzles() {
    let mut rng = splitmix64(3);
    for round in 0..500 {
        let n = 1 + round % 8;
        let puzzle = random_puzzle(&mut rng, n, 4);
        let text = puzzle.to_string();
        let back = parse_puzzle(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, puzzle, "{text}");
        assert_eq!(back.to_string(), text);
    }
}

#[test]
fn the_parser_reads_other_wordings() {
    let text = "• Ann says: \"Bea is guilty and it is not the case that Cy did it.\"\n\
                \n# a comment\n\
                Bea said \"Ann couldn't claim that (Cy was not in on it or I was)\"\n\
                Cy says, “Exactly 2 of us are guilty, but neither Ann nor I did it.”";
    let puzzle = parse_puzzle(text).unwrap();
    let said: Vec<&Statement> = puzzle.testimonies().iter().map(|t| &t.statement).collect();
    let expected = [
        Statement::And(g(1), not_g(2)),
        Statement::Not(Box::new(Statement::Claim(
            0,
            Box::new(Statement::Or(not_g(2), g(1))),
        ))),
        Statement::And(
            Box::new(Statement::Count {
                relation: Relation::Exactly,
                k: 2,
                of: Standing::Guilty,
            }),
            Box::new(Statement::Neither(vec![0, 2])),
        ),
    ];
    assert_eq!(said, expected.iter().collect::<Vec<_>>());
}

#[test]
fn junk_text_is_refused_with_its_position() {
    let cases = [
        ("", 1, 1, "no statements"),
        ("hello world", 1, 7, "expected a line like"),
        (
            "Paul says, “Neither Steve nor Xavier was in on it.”\nSteve says, “I did it.”",
            1,
            31,
            "\"Xavier\" is not",
        ),
        (
            "Paul says, “Paul was in on it.”\nRay says “If Paul was in on it so was Ray.”",
            2,
            32,
            "expected “then”",
        ),
        (
            "Paul says, “Ray was in on it @ once.”\nRay says, “I did it.”",
            1,
            30,
            "unexpected character '@'",
        ),
        (
            "Paul says, “At least 3 of us are guilty.”",
            1,
            22,
            "a count of 3 is impossible: there is only 1 suspect",
        ),
        (
            "Paul says, “Ray was in on it.” and more\nRay says, “I did it.”",
            1,
            32,
            "after the end",
        ),
        ("Paul says, “(I did it”", 1, 22, "expected “)”"),
        (
            "If says, “I did it.”",
            1,
            1,
            "a word of the puzzle language",
        ),
        (
            "Paul says, “Neither I was in on it.”",
            1,
            23,
            "expected “nor”",
        ),
        ("Paul says, “I could claim”", 1, 26, "expected a statement"),
    ];
    for (text, line, column, message) in cases {
        let error = parse_puzzle(text).expect_err(text);
        assert_eq!(
            (error.line, error.column),
            (line, column),
            "{text}: {error}"
        );
        assert!(error.message.contains(message), "{text}: {error}");
    }
    let deep = format!("Paul says, “{}I did it{}”", "(".repeat(40), ")".repeat(40));
    assert!(
        parse_puzzle(&deep)
            .unwrap_err()
            .message
            .contains("nested deeper")
    );
    let many: String = (0..25)
        .map(|i| {
            format!(
                "{} says, “I did it.”\n",
                NAMES[i % 16].to_string() + &"x".repeat(i / 16)
            )
        })
        .collect();
    assert_eq!(parse_puzzle(&many).unwrap_err().line, 25);
    let huge = "Paul says, “I did it.”\n".repeat(4000);
    assert!(parse_puzzle(&huge).unwrap_err().message.contains("bytes"));
}

#[test]
fn a_deserialized_puzzle_is_checked() {
    let paul = example("paul").unwrap();
    let json = serde_json::to_string(&paul).unwrap();
    assert_eq!(serde_json::from_str::<Puzzle>(&json).unwrap(), paul);
    let bad = json.replacen("\"Guilty\":4", "\"Guilty\":9", 1);
    assert_ne!(bad, json);
    assert!(serde_json::from_str::<Puzzle>(&bad).is_err());
}

#[test]
fn solving_can_be_cancelled() {
    let puzzle = parse_puzzle(PAUL).unwrap();
    let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
    assert!(solve(&puzzle, &mut stop).is_err());
}

/// The difficulty by a separate, naive computation: for k = 0, 1, …, the closure of the facts
/// that subsets of at most k statements settle, checked assignment by assignment.
fn naive_difficulty(puzzle: &Puzzle) -> usize {
    let n = puzzle.suspects().len();
    let m = puzzle.testimonies().len();
    let fits = |a: Assignment, i: usize| {
        let t = &puzzle.testimonies()[i];
        t.statement.holds(a, n) != a.is_guilty(t.speaker)
    };
    let solutions = brute_force(puzzle);
    let settled: Vec<usize> = (0..n)
        .filter(|&x| {
            solutions
                .iter()
                .all(|a| a.is_guilty(x) == solutions[0].is_guilty(x))
        })
        .collect();
    for k in 0..=m {
        let mut facts: Vec<Option<bool>> = vec![None; n];
        loop {
            let before = facts.clone();
            for subset in 1u32..1 << m {
                if subset.count_ones() as usize > k {
                    continue;
                }
                let left: Vec<Assignment> = (0..1u32 << n)
                    .map(Assignment)
                    .filter(|&a| (0..n).all(|x| facts[x].is_none_or(|f| a.is_guilty(x) == f)))
                    .filter(|&a| (0..m).all(|i| subset >> i & 1 == 0 || fits(a, i)))
                    .collect();
                for &x in &settled {
                    if left.iter().all(|a| a.is_guilty(x) == left[0].is_guilty(x)) {
                        facts[x] = Some(left[0].is_guilty(x));
                    }
                }
            }
            if facts == before {
                break;
            }
        }
        if settled.iter().all(|&x| facts[x].is_some()) {
            return k;
        }
    }
    unreachable!("all statements together settle what the solutions settle")
}

#[test]
fn generated_puzzles_are_unique_and_need_every_statement() {
    // Checked by the brute force, not by the generator's own word-level scoring.
    for n in MIN_GENERATED..=MAX_GENERATED {
        for seed in 0..30 {
            let generated = generate(n, None, seed).unwrap();
            let puzzle = &generated.puzzle;
            assert_eq!(puzzle.suspects().len(), n);
            assert_eq!(brute_force(puzzle), [generated.solution], "{puzzle}");
            for i in 0..n {
                assert!(
                    brute_force_without(puzzle, i).len() >= 2,
                    "{i} in\n{puzzle}"
                );
            }
            assert_eq!(parse_puzzle(&puzzle.to_string()).as_ref(), Ok(puzzle));
            if n <= 5 {
                assert_eq!(naive_difficulty(puzzle), generated.difficulty, "{puzzle}");
            }
        }
    }
}

#[test]
fn a_seed_is_a_puzzle() {
    let a = generate(6, Some(2), 42).unwrap();
    let b = generate(6, Some(2), 42).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.puzzle, generate(6, Some(2), 43).unwrap().puzzle);
}

#[test]
fn generated_puzzles_have_the_difficulty_asked_for() {
    for d in 1..=2 {
        for n in [4, 8] {
            for seed in 0..5 {
                let generated = generate(n, Some(d), seed).unwrap();
                assert_eq!(generated.difficulty, d);
                assert_eq!(reason(&generated.puzzle).unwrap().difficulty, d);
            }
        }
    }
    let hard = generate(5, Some(3), 1).unwrap();
    assert!(hard.difficulty >= 3);
    assert_eq!(naive_difficulty(&hard.puzzle), hard.difficulty);
    assert!(generate(2, None, 0).is_err());
    assert!(generate(9, None, 0).is_err());
    assert!(generate(5, Some(0), 0).is_err());
    assert!(generate(5, Some(4), 0).is_err());
}

#[test]
fn the_reasoning_steps_are_sound() {
    // Each step's conclusion holds in the answer, and the statements it cites with the earlier
    // facts really leave only that verdict.
    for name in ["paul", "alice"] {
        let puzzle = example(name).unwrap();
        let answer = brute_force(&puzzle)[0];
        let reasoning = reason(&puzzle).unwrap();
        assert_eq!(reasoning.steps.len(), 5);
        for (k, step) in reasoning.steps.iter().enumerate() {
            assert_eq!(answer.is_guilty(step.suspect), step.guilty);
            let earlier = &reasoning.steps[..k];
            let left = (0..32).map(Assignment).filter(|&a| {
                earlier.iter().all(|e| a.is_guilty(e.suspect) == e.guilty)
                    && step.statements.iter().all(|&i| {
                        let t = &puzzle.testimonies()[i];
                        t.statement.holds(a, 5) != a.is_guilty(t.speaker)
                    })
            });
            let verdicts: Vec<bool> = left.map(|a| a.is_guilty(step.suspect)).collect();
            assert!(!verdicts.is_empty() && verdicts.iter().all(|&v| v == step.guilty));
        }
    }
}

#[test]
fn count_words_are_zero_to_twenty_and_nothing_else() {
    use super::statement::number_value;
    let spelled = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    for (k, word) in spelled.iter().enumerate() {
        assert_eq!(number_value(word), Some(k as u32), "{word}");
    }
    for not_a_count in ["twenty-one", "thirty", "hundred", "Two", "", "2"] {
        assert_eq!(number_value(not_a_count), None, "{not_a_count}");
    }
}
