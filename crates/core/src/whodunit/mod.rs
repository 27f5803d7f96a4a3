//! Whodunit logic puzzles: suspects make statements, every guilty suspect lies and every
//! innocent one tells the truth; who was in on it?
//!
//! Seeds: "Whodunit logic puzzle" (`001_…`: Paul, Quinn, Ray, Steve and Ted) and "Another
//! whodunit logic puzzle" (`000_…`: Alice, Bob, Charlie, David and Zoe, whose statements are
//! mostly "X could claim that I did it", and Problem 2, where Zoe says "At least two of us are
//! innocent" instead of "at least one"). Any number of suspects may be guilty. The first post asks
//! for a program that solves such puzzles and, better, one that generates new ones whose solution
//! is unique and where every statement is needed: any proper subset of the statements leaves at
//! least two possible solutions.
//!
//! - [`statement`]: the statement language and its plain-English printer;
//! - [`parse`]: puzzle text (as in the posts: `Paul says, "Neither Steve nor Ted was in on it."`)
//!   into a [`Puzzle`], with errors at a line and column;
//! - [`solve`]: every consistent assignment for up to [`MAX_SUSPECTS`] suspects, by evaluating
//!   each statement on 64 assignments per machine word, which statements are needed, and the
//!   truth table a page filters statement by statement;
//! - [`reasoning`]: a human-style chain of deductions and the puzzle's difficulty (how many
//!   statements must be combined at once);
//! - [`generate`]: seeded random puzzles with a unique solution and every statement needed;
//! - [`examples`]: the posts' three puzzles as text.
//!
//! **"X could claim S"** ([`Statement::Claim`]) means: it would be consistent with the rules for
//! X to assert S, that is, S's truth value equals X's innocence. Worked through, Alice's "Bob
//! could claim that I did it" is consistent for Alice exactly when Bob is guilty, whoever Alice
//! is: if Alice is innocent her claim is true, she did not do it, so asserting "Alice did it"
//! would be a lie and Bob must be guilty; if Alice is guilty her claim is false, she did it, so
//! the assertion would be true and Bob still cannot be innocent. The chain then makes Bob,
//! Charlie, David and Zoe guilty. In the first puzzle Zoe, guilty, lies that at least one of them
//! is innocent, so all five are guilty (the posts give no answers; this hand argument and a brute
//! force over the 32 assignments agree, see the tests). In Problem 2, "at least two of us are
//! innocent" is a lie as long as at most one is, so Alice may be guilty or innocent: two
//! solutions, which the solver lists.
//!
//! **Needed.** A statement is needed when removing it lets in an assignment the whole puzzle
//! rules out. For a puzzle with one solution this is exactly the post's definition (removing it
//! leaves at least two solutions); for other puzzles it still says whether the statement does
//! any work.

mod error;
pub mod examples;
pub mod generate;
mod lex;
pub mod parse;
pub mod reasoning;
pub mod solve;
pub mod statement;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod wording_tests;

use std::fmt;

use serde::{Deserialize, Serialize};

pub use generate::{Generated, generate};
pub use parse::{ParseError, parse_puzzle};
pub use reasoning::{Deduction, Reasoning, reason};
pub use solve::{Solution, TruthTable, solve, truth_table};
pub use statement::{Relation, Standing, Statement};

/// The most suspects a puzzle may have: the solver looks at all 2^n assignments, 64 at a time
/// (natively about 9 ms for n = 20 and 170 ms for n = 24 on a loaded machine; BENCHMARKS.md).
pub const MAX_SUSPECTS: usize = 24;

/// The most statements a puzzle may have (a bit each in the truth table's rows).
pub const MAX_STATEMENTS: usize = 64;

/// The deepest nesting of a statement (parentheses, "not", claims …): keeps recursion bounded.
pub const MAX_DEPTH: usize = 32;

/// The most clauses in one statement: a flat chain ("A or B or …") is not nesting, but its
/// length still bounds the recursion of everything that reads the statement.
pub const MAX_CLAUSES: usize = 256;

/// "there is only 1 suspect", "there are only 3 suspects": why a count is impossible.
pub(crate) fn only_suspects(n: usize) -> String {
    if n == 1 {
        "there is only 1 suspect".into()
    } else {
        format!("there are only {n} suspects")
    }
}

/// The longest suspect name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Who is guilty: bit i set when suspect i was in on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Assignment(pub u32);

impl Assignment {
    /// Whether suspect `x` is guilty (false beyond the 32 bits).
    pub fn is_guilty(self, x: usize) -> bool {
        u32::try_from(x)
            .ok()
            .and_then(|x| self.0.checked_shr(x))
            .is_some_and(|bits| bits & 1 == 1)
    }

    /// How many suspects are guilty.
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The guilty suspects' numbers, in order.
    pub fn guilty(self, suspects: usize) -> Vec<usize> {
        (0..suspects).filter(|&x| self.is_guilty(x)).collect()
    }

    /// The guilty suspects' names, in the puzzle's order.
    pub fn guilty_names(self, puzzle: &Puzzle) -> Vec<String> {
        self.guilty(puzzle.suspects.len())
            .into_iter()
            .map(|x| puzzle.suspects[x].clone())
            .collect()
    }
}

/// One statement of the puzzle and who said it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Testimony {
    /// The speaker's number.
    pub speaker: usize,
    /// What they said.
    pub statement: Statement,
}

/// A whodunit: the suspects' names and their statements. Build one with [`parse_puzzle`],
/// [`generate`] or [`Puzzle::new`], which check every limit, so a `Puzzle` is always solvable
/// within [`MAX_SUSPECTS`]. Deserializing checks the same limits (a worker message cannot
/// smuggle in a bad puzzle).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PuzzleParts")]
pub struct Puzzle {
    suspects: Vec<String>,
    testimonies: Vec<Testimony>,
}

/// A puzzle as it arrives in JSON, before [`Puzzle::new`] checks it.
#[derive(Deserialize)]
struct PuzzleParts {
    suspects: Vec<String>,
    testimonies: Vec<Testimony>,
}

impl TryFrom<PuzzleParts> for Puzzle {
    type Error = PuzzleError;

    fn try_from(parts: PuzzleParts) -> Result<Puzzle, PuzzleError> {
        Puzzle::new(parts.suspects, parts.testimonies)
    }
}

/// Why a list of suspects and statements is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleError(pub String);

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PuzzleError {}

/// Words of the statement language, which cannot be names.
pub(crate) fn is_keyword(word: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "i", "if", "then", "and", "or", "but", "not", "either", "neither", "nor", "it", "is",
        "the", "case", "that", "so", "was", "were", "am", "are", "wasn't", "weren't", "isn't",
        "did", "didn't", "do", "in", "on", "could", "couldn't", "claim", "at", "least", "most",
        "exactly", "of", "us", "guilty", "innocent", "says", "said",
    ];
    let lower = word.to_lowercase();
    KEYWORDS.contains(&lower.as_str()) || statement::number_value(&lower).is_some()
}

/// Whether `name` can name a suspect: letters only (starting with a capital), at most
/// [`MAX_NAME_CHARS`], and not a word of the language.
pub fn check_name(name: &str) -> Result<(), NameError> {
    let bad = |why: BadName| {
        Err(NameError {
            name: name.to_string(),
            why,
        })
    };
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c.is_uppercase() => {}
        _ => return bad(BadName::NoCapital),
    }
    if !name.chars().all(char::is_alphabetic) {
        return bad(BadName::NotLetters);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return bad(BadName::TooLong);
    }
    if is_keyword(name) {
        return bad(BadName::Keyword);
    }
    Ok(())
}

/// Why a word cannot name a suspect ([`check_name`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameError {
    /// The word.
    pub name: String,
    /// What is wrong with it.
    pub why: BadName,
}

/// What is wrong with a name ([`NameError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadName {
    /// It does not start with a capital letter (or is empty).
    NoCapital,
    /// It has a character that is not a letter.
    NotLetters,
    /// It has more than [`MAX_NAME_CHARS`] characters.
    TooLong,
    /// It is a word of the statement language.
    Keyword,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = &self.name;
        match self.why {
            BadName::NoCapital => write!(f, "a name starts with a capital letter: {name:?}"),
            BadName::NotLetters => write!(f, "a name is letters only: {name:?}"),
            BadName::TooLong => write!(
                f,
                "the name {name:?} is longer than {MAX_NAME_CHARS} letters"
            ),
            BadName::Keyword => write!(f, "{name:?} is a word of the puzzle language, not a name"),
        }
    }
}

impl std::error::Error for NameError {}

impl Puzzle {
    /// A puzzle from names and statements, checking every limit: 1 to [`MAX_SUSPECTS`]
    /// distinct valid names, 1 to [`MAX_STATEMENTS`] statements, suspects in range, nesting at
    /// most [`MAX_DEPTH`], counts at most the number of suspects, "neither" of two or more, and
    /// every suspect making a statement.
    pub fn new(suspects: Vec<String>, testimonies: Vec<Testimony>) -> Result<Puzzle, PuzzleError> {
        let n = suspects.len();
        let bad = |m: String| Err(PuzzleError(m));
        if n == 0 || n > MAX_SUSPECTS {
            return bad(format!(
                "a puzzle has 1 to {MAX_SUSPECTS} suspects, not {n}"
            ));
        }
        if testimonies.is_empty() || testimonies.len() > MAX_STATEMENTS {
            return bad(format!(
                "a puzzle has 1 to {MAX_STATEMENTS} statements, not {}",
                testimonies.len()
            ));
        }
        for (i, name) in suspects.iter().enumerate() {
            check_name(name).map_err(|e| PuzzleError(e.to_string()))?;
            if suspects[..i].iter().any(|o| o.eq_ignore_ascii_case(name)) {
                return bad(format!("{name} is named twice"));
            }
        }
        for t in &testimonies {
            if t.speaker >= n || t.statement.named_suspects().iter().any(|&x| x >= n) {
                return bad("a statement names a suspect who is not in the puzzle".into());
            }
            if t.statement.clauses() > MAX_CLAUSES {
                return bad(format!("a statement has more than {MAX_CLAUSES} clauses"));
            }
            if t.statement.depth() > MAX_DEPTH {
                return bad(format!("a statement nests deeper than {MAX_DEPTH}"));
            }
            check_counts(&t.statement, n)?;
        }
        // The text format lists statements only, so a silent suspect would be lost.
        if let Some(silent) = (0..n).find(|&x| testimonies.iter().all(|t| t.speaker != x)) {
            return bad(format!("{} makes no statement", suspects[silent]));
        }
        Ok(Puzzle {
            suspects,
            testimonies,
        })
    }

    /// The suspects' names, in order.
    pub fn suspects(&self) -> &[String] {
        &self.suspects
    }

    /// The statements, in order.
    pub fn testimonies(&self) -> &[Testimony] {
        &self.testimonies
    }

    /// Statement `i` as a line of the text format: `Paul says, “Neither Steve nor Ted was in on
    /// it.”` (what [`parse_puzzle`] reads back).
    pub fn line(&self, i: usize) -> String {
        let t = &self.testimonies[i];
        format!(
            "{} says, “{}.”",
            self.suspects[t.speaker],
            t.statement.to_english(t.speaker, &self.suspects)
        )
    }
}

/// Counts beyond the number of suspects are almost surely typing errors ("at least 7 of us"
/// among five), so they are refused; "neither" needs two names.
fn check_counts(s: &Statement, n: usize) -> Result<(), PuzzleError> {
    match s {
        Statement::Count { k, .. } if *k as usize > n => Err(PuzzleError(format!(
            "a count of {k} is impossible: {}",
            only_suspects(n)
        ))),
        Statement::Neither(xs) if xs.len() < 2 => {
            Err(PuzzleError("\"neither\" needs two or more".into()))
        }
        Statement::Not(a) | Statement::Claim(_, a) => check_counts(a, n),
        Statement::And(a, b) | Statement::Or(a, b) | Statement::If(a, b) => {
            check_counts(a, n)?;
            check_counts(b, n)
        }
        _ => Ok(()),
    }
}

/// The text format, one statement per line; [`parse_puzzle`] reads it back to an equal puzzle.
impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.testimonies.len() {
            writeln!(f, "{}", self.line(i))?;
        }
        Ok(())
    }
}
