//! Random puzzles with a unique solution in which every statement is needed, from a seed.
//!
//! The first post's wish: "the solution should be unique; but the puzzle should also be
//! interesting, in that we should need all of the suspects' statements". [`generate`]:
//!
//! 1. picks who did it (at least one suspect) and, for each suspect, a random statement from a
//!    few shapes (the posts' "neither … nor", "X wasn't in on it, but Y was", "if …, then so
//!    was …", counts and "X could claim that …"), redrawn until it is true for the innocent
//!    and false for the guilty, so the chosen culprits always fit;
//! 2. climbs: redraws one statement at a time (a random one while several solutions remain,
//!    else one that is not needed), keeping the change unless it makes the score, extra
//!    solutions plus statements not needed, worse;
//! 3. at score 0 checks the difficulty ([`super::reasoning`]) against the one asked for, and
//!    otherwise starts over with the same random stream.
//!
//! Everything random comes from the core's portable [`SplitMix64`], so a seed gives the same
//! puzzle on every platform (a link to a puzzle is its seed).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::reasoning::reason;
use super::solve::{consistency_set, valid_mask, word_count};
use super::{Assignment, Puzzle, Relation, Standing, Statement, Testimony};
use crate::random::{SplitMix64, below_by_modulo, splitmix64};

/// The fewest suspects [`generate`] makes puzzles for.
pub const MIN_GENERATED: usize = 3;
/// The most suspects [`generate`] makes puzzles for.
pub const MAX_GENERATED: usize = 8;
/// The highest difficulty one can ask for; asking for it accepts that difficulty or more
/// (difficulty 4 and up is rare among random puzzles).
pub const MAX_DIFFICULTY: usize = 3;

/// Fresh puzzles tried before giving up.
const MAX_ATTEMPTS: u32 = 2_000;
/// Redraws of single statements per puzzle tried.
const MAX_STEPS: u32 = 80;

/// The names of generated suspects (distinct initials); a puzzle uses n of them in this order.
pub const NAMES: [&str; 16] = [
    "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Kevin",
    "Laura", "Mallory", "Nick", "Olivia", "Peggy",
];

/// The generator's draws: uniform by modulo rejection ([`below_by_modulo`]), the map from bits to
/// values this generator was written with, so every seed keeps its puzzle.
pub(crate) trait Draw {
    /// A uniform number in 0..n (0 when n ≤ 1).
    fn below(&mut self, n: u64) -> u64;

    /// A uniform index in 0..n.
    fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }
}

impl Draw for SplitMix64 {
    fn below(&mut self, n: u64) -> u64 {
        below_by_modulo(self, n)
    }
}

/// Why no puzzle was generated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GenerateError {
    /// The number of suspects is outside [`MIN_GENERATED`]..=[`MAX_GENERATED`].
    Suspects(usize),
    /// The difficulty asked for is outside 1..=[`MAX_DIFFICULTY`].
    Difficulty(usize),
    /// No puzzle of that difficulty turned up within the attempts allowed.
    NotFound {
        /// Suspects asked for.
        suspects: usize,
        /// Difficulty asked for.
        difficulty: usize,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Suspects(n) => write!(
                f,
                "puzzles have {MIN_GENERATED} to {MAX_GENERATED} suspects, not {n}"
            ),
            GenerateError::Difficulty(d) => {
                write!(f, "the difficulty is 1 to {MAX_DIFFICULTY}, not {d}")
            }
            GenerateError::NotFound {
                suspects,
                difficulty,
            } => write!(
                f,
                "no puzzle of difficulty {difficulty} with {suspects} suspects found from this \
                 seed; try another seed"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Generated {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its only solution.
    pub solution: Assignment,
    /// Its difficulty (see [`super::reasoning`]).
    pub difficulty: usize,
    /// The seed it came from.
    pub seed: u64,
    /// Puzzles tried before this one (a measure of the luck needed).
    pub attempts: u32,
}

/// A suspect other than `not`.
fn other(rng: &mut SplitMix64, n: usize, not: usize) -> usize {
    let x = rng.index(n - 1);
    if x >= not { x + 1 } else { x }
}

fn guilty(x: usize) -> Box<Statement> {
    Box::new(Statement::Guilty(x))
}

fn innocent(x: usize) -> Box<Statement> {
    Box::new(Statement::Not(guilty(x)))
}

/// A random statement by `speaker` of one of the shapes in the module documentation.
fn random_statement(rng: &mut SplitMix64, speaker: usize, n: usize) -> Statement {
    // Two distinct suspects, anyone (the speaker included).
    let a = rng.index(n);
    let b = other(rng, n, a);
    match rng.index(11) {
        0 => Statement::Guilty(other(rng, n, speaker)),
        1 => Statement::Not(guilty(other(rng, n, speaker))),
        2 => Statement::Neither(vec![a.min(b), a.max(b)]),
        3 => Statement::And(innocent(a), guilty(b)),
        4 => Statement::Or(guilty(a), guilty(b)),
        5 => Statement::If(guilty(a), guilty(b)),
        6 => Statement::If(guilty(a), innocent(b)),
        7 => Statement::Count {
            relation: [Relation::AtLeast, Relation::Exactly, Relation::AtMost][rng.index(3)],
            k: 1 + rng.index(n - 1) as u32,
            of: [Standing::Innocent, Standing::Guilty][rng.index(2)],
        },
        8 => {
            let x = other(rng, n, speaker);
            Statement::Claim(x, guilty(other(rng, n, x)))
        }
        9 => {
            let x = other(rng, n, speaker);
            Statement::Claim(x, innocent(other(rng, n, x)))
        }
        _ => Statement::Or(innocent(a), innocent(b)),
    }
}

/// A random statement that `speaker` can make when `culprits` did it: true if the speaker is
/// innocent, false if guilty. Random shapes are tried first; a plain "X was (not) in on it"
/// about someone else always fits.
fn fitting_statement(
    rng: &mut SplitMix64,
    speaker: usize,
    n: usize,
    culprits: Assignment,
) -> Statement {
    let innocent_speaker = !culprits.is_guilty(speaker);
    for _ in 0..64 {
        let s = random_statement(rng, speaker, n);
        if s.holds(culprits, n) == innocent_speaker {
            return s;
        }
    }
    let x = other(rng, n, speaker);
    if culprits.is_guilty(x) == innocent_speaker {
        Statement::Guilty(x)
    } else {
        Statement::Not(guilty(x))
    }
}

/// Extra solutions plus statements not needed: 0 for a puzzle the post would accept. The
/// culprits always fit, so there is at least one solution.
fn score(sets: &[Vec<u64>], words: usize, valid: u64) -> (u32, Vec<usize>) {
    let m = sets.len();
    let word = |i: usize, w: usize| sets[i][w];
    let mut solutions = 0;
    let mut not_needed = vec![true; m];
    for w in 0..words {
        let mut prefix = vec![valid; m + 1];
        let mut suffix = vec![valid; m + 1];
        for i in 0..m {
            prefix[i + 1] = prefix[i] & word(i, w);
            suffix[m - 1 - i] = suffix[m - i] & word(m - 1 - i, w);
        }
        solutions += prefix[m].count_ones();
        for (i, flag) in not_needed.iter_mut().enumerate() {
            if prefix[i] & suffix[i + 1] & !prefix[m] != 0 {
                *flag = false;
            }
        }
    }
    let not_needed: Vec<usize> = (0..m).filter(|&i| not_needed[i]).collect();
    (solutions - 1 + not_needed.len() as u32, not_needed)
}

/// A puzzle of `suspects` suspects (3 to 8), one statement each, with a unique solution and
/// every statement needed, of the given difficulty (1 to [`MAX_DIFFICULTY`], or any), from
/// `seed`. The same arguments give the same puzzle on every platform.
pub fn generate(
    suspects: usize,
    difficulty: Option<usize>,
    seed: u64,
) -> Result<Generated, GenerateError> {
    let n = suspects;
    if !(MIN_GENERATED..=MAX_GENERATED).contains(&n) {
        return Err(GenerateError::Suspects(n));
    }
    if let Some(d) = difficulty
        && !(1..=MAX_DIFFICULTY).contains(&d)
    {
        return Err(GenerateError::Difficulty(d));
    }
    let names: Vec<String> = NAMES[..n].iter().map(|s| s.to_string()).collect();
    let mut rng = splitmix64(seed);
    let (words, valid) = (word_count(n), valid_mask(n));
    let testimony = |speaker, statement| Testimony { speaker, statement };
    for attempt in 0..MAX_ATTEMPTS {
        let culprits = Assignment(1 + rng.below((1 << n) - 1) as u32);
        let mut statements: Vec<Statement> = (0..n)
            .map(|x| fitting_statement(&mut rng, x, n, culprits))
            .collect();
        let mut sets: Vec<Vec<u64>> = (statements.iter().enumerate())
            .map(|(x, s)| consistency_set(&testimony(x, s.clone()), n))
            .collect();
        let (mut current, mut not_needed) = score(&sets, words, valid);
        for _ in 0..MAX_STEPS {
            if current == 0 {
                break;
            }
            let i = if not_needed.is_empty() || rng.below(2) == 0 {
                rng.index(n)
            } else {
                not_needed[rng.index(not_needed.len())]
            };
            let candidate = fitting_statement(&mut rng, i, n, culprits);
            let old_set = std::mem::replace(
                &mut sets[i],
                consistency_set(&testimony(i, candidate.clone()), n),
            );
            let (new_score, new_not_needed) = score(&sets, words, valid);
            if new_score <= current {
                statements[i] = candidate;
                (current, not_needed) = (new_score, new_not_needed);
            } else {
                sets[i] = old_set;
            }
        }
        if current != 0 {
            continue;
        }
        let testimonies = (statements.into_iter().enumerate())
            .map(|(x, s)| testimony(x, s))
            .collect();
        let Ok(puzzle) = Puzzle::new(names.clone(), testimonies) else {
            continue;
        };
        let Some(reasoning) = reason(&puzzle) else {
            continue;
        };
        let wanted = difficulty.is_none_or(|d| {
            reasoning.difficulty == d || (d == MAX_DIFFICULTY && reasoning.difficulty > d)
        });
        if wanted {
            return Ok(Generated {
                puzzle,
                solution: culprits,
                difficulty: reasoning.difficulty,
                seed,
                attempts: attempt + 1,
            });
        }
    }
    Err(GenerateError::NotFound {
        suspects: n,
        difficulty: difficulty.unwrap_or(0),
    })
}
