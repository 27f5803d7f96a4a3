//! Every assignment consistent with the rules, which statements are needed, and the truth table.
//!
//! Under the rules a statement is consistent with an assignment when its truth value equals its
//! speaker's innocence (a guilty speaker lies, an innocent one tells the truth): the speaker
//! "could claim" it. A solution is an assignment consistent with every statement.
//!
//! Rather than evaluating the statements on one assignment at a time, [`solve`] evaluates each on
//! 64 assignments at once: assignment a = 64·w + j lives in bit j of word w, so "suspect x is
//! guilty" is a fixed bit pattern for x < 6 and a whole word of ones or zeros for x ≥ 6; "and",
//! "or", "not" are word operations, and a count "at least k of us are innocent" splits the
//! number of guilty suspects into the bits of w and those of j (six precomputed masks). For each
//! word the solver forms the conjunction of all statements and, with prefix and suffix
//! conjunctions, of all statements but one, which gives the solutions and, for every statement,
//! the assignments that appear when it is removed, in one pass with memory independent of n:
//! 2^20 assignments are 16,384 words per statement.

use serde::{Deserialize, Serialize};

use super::{Assignment, Puzzle, PuzzleError, Statement, Testimony};
use crate::progress::{Cancelled, Progress};
use crate::whodunit::statement::Standing;

/// How many solutions (and appearing assignments per removed statement) are listed; beyond
/// this only counted. A puzzle worth the name has a handful.
pub const MAX_LISTED: usize = 1000;

/// The most suspects [`truth_table`] shows (2^10 = 1,024 rows).
pub const MAX_TABLE_SUSPECTS: usize = 10;

/// Bit j set when suspect x is guilty in assignment j, for x < 6, j < 64.
const LOW_GUILTY: [u64; 6] = [
    0xAAAA_AAAA_AAAA_AAAA,
    0xCCCC_CCCC_CCCC_CCCC,
    0xF0F0_F0F0_F0F0_F0F0,
    0xFF00_FF00_FF00_FF00,
    0xFFFF_0000_FFFF_0000,
    0xFFFF_FFFF_0000_0000,
];

/// Bit j set when j (below 64) has c bits set, for c = 0..=6.
const LOW_COUNT: [u64; 7] = low_count_masks();

const fn low_count_masks() -> [u64; 7] {
    let mut masks = [0u64; 7];
    let mut j = 0;
    while j < 64 {
        masks[(j as u64).count_ones() as usize] |= 1 << j;
        j += 1;
    }
    masks
}

/// How many 64-bit words hold the 2^n assignments of n suspects.
pub(super) fn word_count(suspects: usize) -> usize {
    if suspects <= 6 {
        1
    } else {
        1 << (suspects - 6)
    }
}

/// The bits of a word that are real assignments (all of them unless n < 6).
pub(super) fn valid_mask(suspects: usize) -> u64 {
    if suspects >= 6 {
        !0
    } else {
        (1u64 << (1 << suspects)) - 1
    }
}

/// Suspect x's guilt on the 64 assignments of word `w`.
fn guilty_word(x: usize, w: usize) -> u64 {
    if x < 6 {
        LOW_GUILTY[x]
    } else if (w >> (x - 6)) & 1 == 1 {
        !0
    } else {
        0
    }
}

/// The statement's truth on the 64 assignments of word `w` (bits beyond 2^n are garbage).
fn eval_word(s: &Statement, w: usize, suspects: usize) -> u64 {
    match s {
        Statement::Guilty(x) => guilty_word(*x, w),
        Statement::Not(a) => !eval_word(a, w, suspects),
        Statement::And(a, b) => eval_word(a, w, suspects) & eval_word(b, w, suspects),
        Statement::Or(a, b) => eval_word(a, w, suspects) | eval_word(b, w, suspects),
        Statement::If(a, b) => !eval_word(a, w, suspects) | eval_word(b, w, suspects),
        Statement::Neither(xs) => xs.iter().fold(!0, |acc, &x| acc & !guilty_word(x, w)),
        Statement::Count { relation, k, of } => {
            let high = w.count_ones();
            (0..=6u32).fold(0, |acc, low| {
                let guilty = high + low;
                let count = match of {
                    Standing::Guilty => guilty,
                    Standing::Innocent => (suspects as u32).saturating_sub(guilty),
                };
                if relation.holds(count, *k) {
                    acc | LOW_COUNT[low as usize]
                } else {
                    acc
                }
            })
        }
        Statement::Claim(x, a) => eval_word(a, w, suspects) ^ guilty_word(*x, w),
    }
}

/// Where the testimony is consistent with the rules on word `w`: truth equals innocence.
fn consistent_word(t: &Testimony, w: usize, suspects: usize) -> u64 {
    eval_word(&t.statement, w, suspects) ^ guilty_word(t.speaker, w)
}

/// The testimony's consistent assignments over all 2^n, as words (for the reasoning and the
/// generator, which work on small n).
pub(super) fn consistency_set(t: &Testimony, suspects: usize) -> Vec<u64> {
    let valid = valid_mask(suspects);
    (0..word_count(suspects))
        .map(|w| consistent_word(t, w, suspects) & valid)
        .collect()
}

/// The assignments in which suspect x is guilty, as words.
pub(super) fn guilty_set(x: usize, suspects: usize) -> Vec<u64> {
    let valid = valid_mask(suspects);
    (0..word_count(suspects))
        .map(|w| guilty_word(x, w) & valid)
        .collect()
}

/// The assignments set in the words, in increasing order, at most `limit` of them.
fn push_members(word: u64, w: usize, out: &mut Vec<Assignment>, limit: usize) {
    let mut bits = word;
    while bits != 0 && out.len() < limit {
        let j = bits.trailing_zeros();
        out.push(Assignment(((w as u32) << 6) | j));
        bits &= bits - 1;
    }
}

/// The assignments that appear when one statement is removed (beyond the puzzle's solutions).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Appearing {
    /// How many.
    pub count: u64,
    /// The first [`MAX_LISTED`] of them, in increasing order.
    pub assignments: Vec<Assignment>,
}

/// A solved puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    /// How many suspects (assignments have this many bits).
    pub suspects: usize,
    /// How many assignments are consistent with every statement.
    pub solution_count: u64,
    /// The first [`MAX_LISTED`] of them, in increasing order.
    pub solutions: Vec<Assignment>,
    /// For each statement, whether it is needed: removing it lets in assignments the puzzle
    /// rules out (for a unique solution: removing it leaves at least two).
    pub needed: Vec<bool>,
    /// For each statement, the assignments that appear when it is removed.
    pub appear_without: Vec<Appearing>,
}

impl Solution {
    /// Whether exactly one assignment fits.
    pub fn is_unique(&self) -> bool {
        self.solution_count == 1
    }

    /// Whether every statement is needed.
    pub fn all_needed(&self) -> bool {
        self.needed.iter().all(|&n| n)
    }
}

/// Solves the puzzle: all 2^n assignments, 64 per word (see the module documentation). Reports
/// progress every 4,096 words; n = 20 is 16,384 words.
pub fn solve(puzzle: &Puzzle, progress: &mut impl Progress) -> Result<Solution, Cancelled> {
    let n = puzzle.suspects().len();
    let testimonies = puzzle.testimonies();
    let m = testimonies.len();
    let words = word_count(n);
    let valid = valid_mask(n);
    let mut solution_count = 0;
    let mut solutions = Vec::new();
    let mut appear_without = vec![
        Appearing {
            count: 0,
            assignments: Vec::new(),
        };
        m
    ];
    let mut consistent = vec![0u64; m];
    // prefix[i] = statements 0..i all consistent; suffix[i] = statements i..m.
    let mut prefix = vec![0u64; m + 1];
    let mut suffix = vec![0u64; m + 1];
    for w in 0..words {
        if w % 4096 == 0 {
            progress.report("solving", w as u64, words as u64).check()?;
        }
        for (c, t) in consistent.iter_mut().zip(testimonies) {
            *c = consistent_word(t, w, n) & valid;
        }
        prefix[0] = valid;
        suffix[m] = valid;
        for i in 0..m {
            prefix[i + 1] = prefix[i] & consistent[i];
            suffix[m - 1 - i] = suffix[m - i] & consistent[m - 1 - i];
        }
        let all = prefix[m];
        solution_count += u64::from(all.count_ones());
        push_members(all, w, &mut solutions, MAX_LISTED);
        for (i, appearing) in appear_without.iter_mut().enumerate() {
            let extra = prefix[i] & suffix[i + 1] & !all;
            appearing.count += u64::from(extra.count_ones());
            push_members(extra, w, &mut appearing.assignments, MAX_LISTED);
        }
    }
    progress
        .report("solving", words as u64, words as u64)
        .check()?;
    Ok(Solution {
        suspects: n,
        solution_count,
        solutions,
        needed: appear_without.iter().map(|a| a.count > 0).collect(),
        appear_without,
    })
}

/// One assignment of the truth table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// Who is guilty in this row.
    pub guilty: Assignment,
    /// Each statement's truth value here.
    pub truth: Vec<bool>,
    /// Whether each statement is consistent with the rules here (truth equals the speaker's
    /// innocence).
    pub consistent: Vec<bool>,
}

/// Every assignment with every statement's truth and consistency: the page filters it statement
/// by statement and watches the survivors shrink to the answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TruthTable {
    /// All 2^n rows, in increasing order of assignment.
    pub rows: Vec<Row>,
    /// `survivors_after[k]`: how many rows are consistent with the first k statements
    /// (`[0]` is 2^n, the last is the number of solutions).
    pub survivors_after: Vec<u64>,
}

impl TruthTable {
    /// The rows consistent with every statement in `statements` (any order, any subset: the
    /// page's filter).
    pub fn survivors(&self, statements: &[usize]) -> Vec<Assignment> {
        (self.rows.iter())
            .filter(|r| statements.iter().all(|&i| r.consistent[i]))
            .map(|r| r.guilty)
            .collect()
    }
}

/// The truth table, for up to [`MAX_TABLE_SUSPECTS`] suspects. It evaluates each statement
/// directly with [`Statement::holds`], one assignment at a time.
pub fn truth_table(puzzle: &Puzzle) -> Result<TruthTable, PuzzleError> {
    let n = puzzle.suspects().len();
    if n > MAX_TABLE_SUSPECTS {
        return Err(PuzzleError(format!(
            "a truth table of {n} suspects is too long to show (at most {MAX_TABLE_SUSPECTS})"
        )));
    }
    let testimonies = puzzle.testimonies();
    let rows: Vec<Row> = (0..1u32 << n)
        .map(|a| {
            let guilty = Assignment(a);
            let truth: Vec<bool> = (testimonies.iter())
                .map(|t| t.statement.holds(guilty, n))
                .collect();
            let consistent = (testimonies.iter().zip(&truth))
                .map(|(t, &value)| value != guilty.is_guilty(t.speaker))
                .collect();
            Row {
                guilty,
                truth,
                consistent,
            }
        })
        .collect();
    let survivors_after = (0..=testimonies.len())
        .map(|k| {
            let first: Vec<usize> = (0..k).collect();
            rows.iter()
                .filter(|r| first.iter().all(|&i| r.consistent[i]))
                .count() as u64
        })
        .collect();
    Ok(TruthTable {
        rows,
        survivors_after,
    })
}
