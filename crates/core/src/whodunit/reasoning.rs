//! A human-style chain of deductions, and the difficulty of a puzzle.
//!
//! A detective does not try all 2^n assignments; they take a few statements together, with
//! what they already know, and conclude that some suspect must be guilty (or innocent). We model
//! one such step as: a set K of statements and the facts known so far leave only assignments
//! that agree on suspect x. The **difficulty** of a puzzle is the smallest k such that repeating
//! steps that each combine at most k statements settles every suspect the puzzle settles (for a
//! unique solution, everyone). Difficulty 1: every step reads one statement in the light of what
//! is known; the posts' Alice puzzles are like that (each "X could claim that I did it" says
//! that X is guilty). Paul's puzzle needs pairs of statements: difficulty 2.
//!
//! (Removing an assignment is always the work of a single statement, since the rules are a
//! conjunction, so "the smallest set of statements refuting a wrong assignment" would be 1 for
//! every puzzle; facts about suspects are what a reader carries from one step to the next.)
//!
//! Facts only accumulate, so the steps that use at most k statements reach a single closure
//! whatever their order. [`reason`] takes the narrowest step available each time, which reaches
//! the closure for the smallest k that works, and so its widest step is the difficulty.

use serde::{Deserialize, Serialize};

use super::Puzzle;
use super::solve::{consistency_set, guilty_set, valid_mask, word_count};

/// The most suspects (and statements) [`reason`] takes on: it may try every subset of the
/// statements, 2^12 = 4,096 of them, each over 2^12 assignments.
pub const MAX_REASONING: usize = 12;

/// One step: these statements, with the facts found before, settle this suspect.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deduction {
    /// The statements combined (their numbers, in order).
    pub statements: Vec<usize>,
    /// The suspect settled.
    pub suspect: usize,
    /// Guilty (true) or innocent (false).
    pub guilty: bool,
}

/// A chain of deductions to the answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reasoning {
    /// The steps in order.
    pub steps: Vec<Deduction>,
    /// The most statements any step combines (see the module documentation); 0 when the
    /// puzzle settles no one.
    pub difficulty: usize,
    /// The suspects the puzzle leaves open (guilty in some solutions, innocent in others).
    pub undetermined: Vec<usize>,
}

fn and_into(acc: &mut [u64], other: &[u64]) {
    for (a, b) in acc.iter_mut().zip(other) {
        *a &= b;
    }
}

/// Whether the set `s` lies inside `inside`.
fn is_subset(s: &[u64], inside: &[u64]) -> bool {
    s.iter().zip(inside).all(|(a, b)| a & !b == 0)
}

fn is_disjoint(s: &[u64], other: &[u64]) -> bool {
    s.iter().zip(other).all(|(a, b)| a & b == 0)
}

/// The next subset of the same size after `mask` (Gosper's hack), in increasing order.
fn next_subset(mask: u64) -> u64 {
    let lowest = mask & mask.wrapping_neg();
    let ripple = mask + lowest;
    ripple | (((mask ^ ripple) >> 2) / lowest)
}

/// The chain of narrowest deductions and the difficulty; `None` when the puzzle has no solution
/// or more than [`MAX_REASONING`] suspects or statements.
pub fn reason(puzzle: &Puzzle) -> Option<Reasoning> {
    let n = puzzle.suspects().len();
    let m = puzzle.testimonies().len();
    if n > MAX_REASONING || m > MAX_REASONING {
        return None;
    }
    let sets: Vec<Vec<u64>> = (puzzle.testimonies().iter())
        .map(|t| consistency_set(t, n))
        .collect();
    let guilty: Vec<Vec<u64>> = (0..n).map(|x| guilty_set(x, n)).collect();
    let mut solutions = vec![valid_mask(n); word_count(n)];
    for set in &sets {
        and_into(&mut solutions, set);
    }
    if solutions.iter().all(|&w| w == 0) {
        return None;
    }
    let (settled, undetermined): (Vec<usize>, Vec<usize>) = (0..n)
        .partition(|&x| is_subset(&solutions, &guilty[x]) || is_disjoint(&solutions, &guilty[x]));
    let mut open = settled;
    let mut known = vec![valid_mask(n); word_count(n)];
    let mut steps = Vec::new();
    let mut difficulty = 0;
    let mut width = 1;
    let mut survivors = known.clone();
    while !open.is_empty() && width <= m {
        let mut found = false;
        'search: for size in 1..=width {
            let mut subset: u64 = (1 << size) - 1;
            while subset < 1 << m {
                survivors.copy_from_slice(&known);
                for (i, set) in sets.iter().enumerate() {
                    if subset >> i & 1 == 1 {
                        and_into(&mut survivors, set);
                    }
                }
                let statements: Vec<usize> = (0..m).filter(|i| subset >> i & 1 == 1).collect();
                open.retain(|&x| {
                    let verdict = if is_subset(&survivors, &guilty[x]) {
                        true
                    } else if is_disjoint(&survivors, &guilty[x]) {
                        false
                    } else {
                        return true;
                    };
                    steps.push(Deduction {
                        statements: statements.clone(),
                        suspect: x,
                        guilty: verdict,
                    });
                    found = true;
                    false
                });
                if found {
                    difficulty = difficulty.max(size);
                    break 'search;
                }
                subset = next_subset(subset);
            }
        }
        if found {
            // Fold the new facts into what is known, and look for the narrowest step again.
            known = vec![valid_mask(n); word_count(n)];
            for step in &steps {
                let set = &guilty[step.suspect];
                for (k, g) in known.iter_mut().zip(set) {
                    *k &= if step.guilty { *g } else { !*g };
                }
            }
        } else {
            width += 1;
        }
    }
    Some(Reasoning {
        steps,
        difficulty,
        undetermined,
    })
}
