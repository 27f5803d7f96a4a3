//! The adversarial binary search game, solved exactly for every n.
//!
//! From the post "Analysis of adversarial binary search game": Alice secretly picks a key in
//! 1..=n; Bob searches for it with guesses answered "correct", "higher" or "lower", and pays
//! Alice one dollar per guess, the last one included. Bob's pure strategies are the binary
//! search trees on 1..=n (Catalan(n) of them, about 10^57 for n = 100) and the payoff is the
//! depth of Alice's key in Bob's tree ([`payoff`]). The post solved n ≤ 13 by one linear program
//! over all trees ([`solve_full_lp`] does the same, exactly) and called n = 100 infeasible that
//! way.
//!
//! [`solve`] handles every n by column generation, a double oracle in which Alice's side is
//! never restricted since she has only n pure strategies: solve the game restricted to the trees
//! found so far, then ask Bob's oracle, the optimal binary search tree against Alice's current
//! mixture (Knuth's O(n^2) dynamic program), for a better tree. Alice's mixture certifies a
//! lower bound (no tree does better against it), Bob's restricted mixture an upper bound (no key,
//! Alice's best response, does better against it). When they meet, the final basis is re-solved
//! in exact arithmetic and both best responses are checked exactly, which gives v(n) as a
//! fraction. [`solve_range`] solves 1..=N, warm-starting each n from the trees of n − 1.
//!
//! [`ValueTable`] holds the values precomputed by the CLI, and [`alice_ahead`] tests the post's
//! reading of the sawtooth (where Alice is ahead) on it.
//!
//! [`claims`] checks the post's other statements: Alice's conjectured 2/(n+2) strategy, the
//! "Ballmer strategy", and the n = 13 mixture of 13 trees.

pub mod claims;
mod exact;
mod full_lp;
mod obst;
mod simplex;
mod solver;
mod table;
mod tree;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use serde::{Deserialize, Serialize};

pub use claims::AliceStrategyCheck;
pub use full_lp::{ExactSolution, FULL_LP_MAX_N, solve_full_lp, solve_restricted};
pub use solver::{Solver, WarmStart};
pub use table::{AheadReport, Octave, Return, TableError, ValueTable, alice_ahead};
pub use tree::{SearchTree, TreeError, tree_count};

use crate::progress::{Cancelled, Progress};
pub use crate::serde_big::NotAFraction;

/// The largest n the solvers accept. The work grows steeply with n and depends on whether the
/// post's conjecture holds there: natively n = 100 takes about 30 ms, n = 128 about 60 ms,
/// n = 300 about a second; n near 1000 is a long computation. The precomputed table
/// ([`ValueTable`]) reaches 1024, so the limit leaves room above it.
pub const MAX_N: usize = 2048;

/// Why a solve did not produce an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The input was out of range; the message says why.
    BadInput(String),
    /// The caller asked to stop.
    Cancelled,
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::BadInput(message) => f.write_str(message),
            SolveError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for SolveError {}

impl From<Cancelled> for SolveError {
    fn from(_: Cancelled) -> Self {
        SolveError::Cancelled
    }
}

/// An exact rational number. It serializes as the string "p/q" (or "p" for an integer), since
/// numerators and denominators can outgrow JSON numbers.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fraction(pub BigRational);

impl Fraction {
    /// The nearest f64 (for plotting).
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64().unwrap_or(f64::NAN)
    }

    /// The integer `k` as a fraction.
    pub fn from_integer(k: i64) -> Self {
        Fraction(BigRational::from_integer(BigInt::from(k)))
    }
}

impl std::fmt::Display for Fraction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::str::FromStr for Fraction {
    type Err = NotAFraction;

    /// "p/q" or "p", as [`crate::serde_big::parse_ratio`] reads them.
    fn from_str(text: &str) -> Result<Self, NotAFraction> {
        crate::serde_big::parse_ratio(text).map(Fraction)
    }
}

/// In JSON through [`crate::serde_big::ratio_short`]: "p/q", or "p" for an integer.
impl Serialize for Fraction {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        crate::serde_big::ratio_short::serialize(&self.0, serializer)
    }
}

impl<'de> Deserialize<'de> for Fraction {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        crate::serde_big::ratio_short::deserialize(deserializer).map(Fraction)
    }
}

/// The payoff of the game: the number of guesses (dollars) Bob pays when he searches with `tree`
/// and Alice picked `key`, that is the key's depth; `None` if the key is not in 1..=n.
pub fn payoff(tree: &SearchTree, key: usize) -> Option<usize> {
    tree.depth(key)
}

/// One tree of Bob's optimal mixture.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BobTree {
    /// The search strategy (serialized as its pre-order key list, the post's notation).
    pub tree: SearchTree,
    /// Its probability.
    pub probability: f64,
    /// The same probability exactly, when the equilibrium was verified exactly.
    pub exact: Option<Fraction>,
}

/// The solved game on n keys.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Equilibrium {
    /// The number of keys.
    pub n: usize,
    /// The value v(n), Bob's expected number of guesses under optimal play, exactly, when the
    /// final equilibrium passed the exact check (it has for every n tried).
    pub exact_value: Option<Fraction>,
    /// The value as a float: `exact_value` rounded, or the midpoint of the bounds.
    pub value: f64,
    /// A certified lower bound on v(n): what Alice's returned strategy guarantees (rounded down).
    pub lower_bound: f64,
    /// A certified upper bound on v(n): what Bob's returned mixture guarantees (rounded up).
    pub upper_bound: f64,
    /// Alice's optimal strategy: the probability of each key 1..=n.
    pub alice: Vec<f64>,
    /// The same, exactly, when verified.
    pub alice_exact: Option<Vec<Fraction>>,
    /// Bob's optimal mixture, most probable tree first.
    pub bob: Vec<BobTree>,
    /// Column-generation rounds (calls of Bob's oracle).
    pub iterations: usize,
    /// Trees generated in total (the restricted game's size at the end).
    pub trees_generated: usize,
    /// Simplex pivots in total.
    pub pivots: usize,
    /// The post's conjecture for Alice: keys 1 and n with probability 2/(n+2), the others 1/(n+2).
    pub conjecture: AliceStrategyCheck,
    /// The post's "Ballmer strategy": uniform over the keys for which plain midpoint binary
    /// search needs its maximum floor(log2 n) + 1 guesses.
    pub ballmer: AliceStrategyCheck,
}

impl Equilibrium {
    /// floor(log2 n): what Alice pays to play in the post's sawtooth (Ballmer's $6 at n = 100).
    pub fn entry_fee(&self) -> u32 {
        self.n.max(1).ilog2()
    }

    /// Alice's expected return v(n) − floor(log2 n), exactly when known: the post's sawtooth.
    /// Negative means Bob should take Ballmer's bet.
    pub fn alice_return(&self) -> Option<Fraction> {
        let fee = BigRational::from_integer(BigInt::from(self.entry_fee()));
        self.exact_value.as_ref().map(|v| Fraction(&v.0 - fee))
    }

    /// The probability that Bob's first guess is each key 1..=n under his optimal mixture.
    pub fn first_guess_distribution(&self) -> Vec<f64> {
        let mut dist = vec![0.0; self.n];
        for bt in &self.bob {
            if let Some(p) = dist.get_mut(bt.tree.root().wrapping_sub(1)) {
                *p += bt.probability;
            }
        }
        dist
    }

    /// Bob's expected number of guesses against each key under his mixture (each is at most
    /// v(n), with equality wherever Alice's strategy is positive).
    pub fn expected_guesses_per_key(&self) -> Vec<f64> {
        (0..self.n)
            .map(|k| {
                self.bob
                    .iter()
                    .map(|bt| bt.probability * f64::from(bt.tree.depths()[k]))
                    .sum()
            })
            .collect()
    }
}

/// One point of the post's sawtooth: Alice's expected return when she pays floor(log2 n).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SawtoothPoint {
    /// The number of keys.
    pub n: usize,
    /// v(n) exactly, when verified.
    pub exact_value: Option<Fraction>,
    /// v(n) as a float.
    pub value: f64,
    /// floor(log2 n), Alice's entry fee.
    pub entry_fee: u32,
    /// v(n) − floor(log2 n) exactly, when verified.
    pub alice_return: Option<Fraction>,
    /// v(n) − floor(log2 n) as a float.
    pub alice_return_f64: f64,
    /// Certified lower bound on v(n).
    pub lower_bound: f64,
    /// Certified upper bound on v(n).
    pub upper_bound: f64,
    /// Number of trees in Bob's optimal mixture.
    pub bob_support: usize,
    /// Number of keys Alice plays with positive probability.
    pub alice_support: usize,
    /// Column-generation rounds.
    pub iterations: usize,
    /// Whether the post's 2/(n+2) strategy is optimal for Alice at this n (`None` if v(n) is
    /// not known exactly).
    pub conjecture_optimal: Option<bool>,
}

impl From<&Equilibrium> for SawtoothPoint {
    fn from(eq: &Equilibrium) -> Self {
        SawtoothPoint {
            n: eq.n,
            exact_value: eq.exact_value.clone(),
            value: eq.value,
            entry_fee: eq.entry_fee(),
            alice_return: eq.alice_return(),
            alice_return_f64: eq.value - f64::from(eq.entry_fee()),
            lower_bound: eq.lower_bound,
            upper_bound: eq.upper_bound,
            bob_support: eq.bob.len(),
            alice_support: eq.alice.iter().filter(|&&p| p > 0.0).count(),
            iterations: eq.iterations,
            conjecture_optimal: eq.conjecture.optimal,
        }
    }
}

/// Checks `n` is in 1..=[`MAX_N`].
fn check_n(n: usize) -> Result<(), SolveError> {
    if (1..=MAX_N).contains(&n) {
        Ok(())
    } else {
        Err(SolveError::BadInput(format!(
            "n must be between 1 and {MAX_N}, not {n}"
        )))
    }
}

/// Solves the game on n keys (1 ≤ n ≤ [`MAX_N`]) from scratch.
pub fn solve(n: usize, progress: &mut impl Progress) -> Result<Equilibrium, SolveError> {
    Solver::new().solve(n, progress)
}

/// Solves n = 1..=n_max in order, calling `on_solved` with each equilibrium as soon as it is
/// found (the web worker posts the sawtooth's points from it) and warm-starting each n from the
/// previous one's trees. Progress reports say "n = k" with k − 1 of n_max done.
pub fn solve_range(
    n_max: usize,
    progress: &mut impl Progress,
    mut on_solved: impl FnMut(&Equilibrium),
) -> Result<Vec<SawtoothPoint>, SolveError> {
    check_n(n_max)?;
    let mut solver = Solver::new();
    let mut points = Vec::with_capacity(n_max);
    for n in 1..=n_max {
        let phase = format!("n = {n}");
        let done = (n - 1) as u64;
        progress.report(&phase, done, n_max as u64).check()?;
        let mut inner = |_: &str, _: u64, _: u64| progress.report(&phase, done, n_max as u64);
        let eq = solver.solve(n, &mut inner)?;
        on_solved(&eq);
        points.push(SawtoothPoint::from(&eq));
    }
    progress
        .report("done", n_max as u64, n_max as u64)
        .check()?;
    Ok(points)
}

#[cfg(test)]
mod tests;
