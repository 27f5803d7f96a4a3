//! Column generation (double oracle) for every n, with exact certification at the end.
//!
//! Each round solves the game with Bob restricted to the trees found so far (a small linear
//! program, see `simplex`), then asks Bob's oracle (the optimal search tree, see `obst`) for a
//! tree that beats the restricted game's value against Alice's current mixture. Alice's oracle
//! needs no call: all her n keys are rows of the program from the start, so the program itself
//! is her best response. When no tree improves, the final basis goes to `exact`, which either
//! certifies it or hands back the tree that floating point missed.
//!
//! The game is symmetric under the reflection k -> n+1-k, so it has an equilibrium in which
//! Alice plays k and n+1-k equally often and Bob plays every tree as often as its mirror image.
//! The restricted program is solved in that folded form: one row per key pair (right-hand side
//! 2, or 1 for the middle key), one column per tree-and-mirror pair with the pair's summed
//! depths. That halves rows and columns, so pivots cost a quarter and there are fewer of them.

use std::collections::HashMap;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use serde::{Deserialize, Serialize};

use super::claims::{ballmer_strategy, check_alice_strategy, conjectured_strategy};
use super::exact::{Certificate, Rejection, certify};
use super::obst::Obst;
use super::simplex::{RestrictedLp, Var};
use super::tree::SearchTree;
use super::{BobTree, Equilibrium, Fraction, SolveError, check_n};
use crate::progress::Progress;

/// Weight of the centre in Wentges smoothing (0.9 beat 0.5, 0.8 and 0.95 for n = 100 from
/// scratch; over 1..=100 with warm starts the choice hardly matters).
const SMOOTHING: f64 = 0.9;

/// Give up (and report bounds only) after this many rounds per key: never reached in practice.
const MAX_ITERATIONS_PER_KEY: usize = 200;

/// Simplex pivots allowed per solve of the restricted game, per key: never reached in practice.
const MAX_PIVOTS_PER_KEY: usize = 1000;

/// Forced pivots allowed after the exact check (see `Solver::solve`): never needed so far.
const MAX_FORCED: usize = 8;

/// Column-generation rounds between progress reports (a round takes about a millisecond at
/// n = 128 natively, a few in the browser).
const REPORT_EVERY: usize = 16;

/// A column out of the basis for this many rounds is dropped from the restricted game: every
/// simplex pivot prices every column, and near n = 480 the warm start and the rounds leave over
/// a thousand of them, most never basic again. A dropped tree that matters comes back from the
/// oracle like any new one. At n = 480..=482 (the throwaway harness of BENCHMARKS.md) 40 took
/// 14.3 s of CPU, 100 took 15.3 s and keeping every column 18.7 s, with 5–15 % more rounds.
const IDLE_ROUNDS: usize = 40;

/// Rounds between sweeps for idle columns.
const SWEEP_EVERY: usize = 10;

/// Column generation that remembers the previous n's optimal trees, to warm-start the next n.
pub struct Solver {
    /// The number of keys and Bob's optimal trees of the last solve.
    previous: Option<(usize, Vec<SearchTree>)>,
    /// Alice's optimal strategy of the last solve (empty before the first).
    previous_alice: Vec<f64>,
    /// The oracle's dynamic-programming tables, reused across rounds and across n.
    oracle: Obst<f64>,
}

/// What a [`Solver`] carries from one n to the next: Bob's optimal trees and Alice's optimal
/// strategy for the last n solved. It serializes, so the web worker can solve a range in short
/// jobs (the page shows each point of the sawtooth as soon as it is found) and still warm-start
/// every n from the previous one, exactly as [`super::solve_range`] does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WarmStart {
    /// The number of keys solved last.
    pub n: usize,
    /// Bob's optimal trees for that n.
    pub trees: Vec<SearchTree>,
    /// Alice's optimal strategy for that n. It travels as the floats' bit patterns: decimal
    /// JSON may round the last bit, and a resumed solver should be the very same solver.
    #[serde(with = "float_bits")]
    pub alice: Vec<f64>,
}

/// Serializes floats as their IEEE bit patterns (u64), exactly.
mod float_bits {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(values: &[f64], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(values.iter().map(|v| v.to_bits()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<f64>, D::Error> {
        Ok(Vec::<u64>::deserialize(deserializer)?
            .into_iter()
            .map(f64::from_bits)
            .collect())
    }
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver with nothing remembered.
    pub fn new() -> Self {
        Solver {
            previous: None,
            previous_alice: Vec::new(),
            oracle: Obst::new(),
        }
    }

    /// A solver that remembers `warm`, as if it had just solved `warm.n` itself. Parts that do
    /// not fit `warm.n` (a tree or a strategy on another number of keys, as a hand-edited
    /// message could carry) are dropped: they would only slow the next solve, never mislead it.
    pub fn resume(warm: WarmStart) -> Self {
        let WarmStart { n, trees, alice } = warm;
        let trees: Vec<SearchTree> = trees.into_iter().filter(|t| t.n() == n).collect();
        let fits = alice.len() == n && alice.iter().all(|p| p.is_finite() && *p >= 0.0);
        Solver {
            previous: Some((n, trees)),
            previous_alice: if fits { alice } else { Vec::new() },
            oracle: Obst::new(),
        }
    }

    /// What this solver remembers of its last solve, to resume later with [`Solver::resume`].
    pub fn warm_start(&self) -> Option<WarmStart> {
        self.previous.as_ref().map(|(n, trees)| WarmStart {
            n: *n,
            trees: trees.clone(),
            alice: self.previous_alice.clone(),
        })
    }

    /// Solves the game on n keys (1 ≤ n ≤ [`super::MAX_N`]), warm-started from the previous
    /// call's trees when that was for n − 1.
    pub fn solve(
        &mut self,
        n: usize,
        progress: &mut impl Progress,
    ) -> Result<Equilibrium, SolveError> {
        check_n(n)?;
        let mut game = Restricted::new(n);
        // Seeds: the previous optimal trees grown by one key in the middle (and mirrored), and Bob's best
        // response to the post's conjectured strategy for Alice.
        if let Some((m, trees)) = &self.previous
            && *m + 1 == n
        {
            for t in trees {
                game.add(&grow_middle(t));
            }
        }
        // Wentges smoothing: Bob's oracle is asked about a point between the restricted game's
        // dual (Alice's current strategy) and the best strategy for Alice seen so far, the
        // "centre". This damps the oscillation of plain column generation (the Python
        // baseline needed damped dual prices too). The centre starts at the post's conjectured
        // strategy, which is optimal for about half of all n and close to it otherwise.
        let mut centre: Vec<f64> = conjectured_strategy(n)?
            .iter()
            .map(Fraction::to_f64)
            .collect();
        let (mut centre_lower, seed) = self.oracle.best_tree(&centre);
        game.add(&seed);
        // Alice's side warm-starts too: her previous optimal strategy, grown by one key, may
        // beat the conjecture as the first centre (it does where the conjecture fails).
        if !self.previous_alice.is_empty() && self.previous_alice.len() + 1 == n {
            let grown = grow_strategy(&self.previous_alice);
            let (lower, tree) = self.oracle.best_tree(&grown);
            game.add(&tree);
            if lower > centre_lower {
                (centre_lower, centre) = (lower, grown);
            }
        }
        game.lp.perturb();

        let mut iterations: usize = 0;
        let mut perturbed = true;
        let mut forced = 0;
        let certificate = loop {
            iterations += 1;
            if iterations.is_multiple_of(REPORT_EVERY) {
                progress
                    .report("column generation", iterations as u64, 0)
                    .check()?;
            }
            if iterations > MAX_ITERATIONS_PER_KEY * n + 1000
                || !game.lp.optimize(MAX_PIVOTS_PER_KEY * n + 1000)
            {
                break None;
            }
            game.note_basic(iterations);
            if iterations.is_multiple_of(SWEEP_EVERY) {
                game.forget_idle(iterations, IDLE_ROUNDS);
            }
            let p = game.alice();
            let upper = 1.0 / game.lp.objective();
            let improving = |t: &SearchTree| dot(&p, t.depths()) < upper * (1.0 - 1e-12);
            // Ask the oracle about the smoothed point; if its tree does not cut off the current
            // dual ("mispricing"), ask about the dual itself.
            let mix: Vec<f64> = centre
                .iter()
                .zip(&p)
                .map(|(c, q)| SMOOTHING * c + (1.0 - SMOOTHING) * q)
                .collect();
            let (mix_lower, mut tree) = self.oracle.best_tree(&mix);
            if mix_lower > centre_lower {
                (centre_lower, centre) = (mix_lower, mix);
            }
            if !improving(&tree) {
                let (lower, t) = self.oracle.best_tree(&p);
                if lower > centre_lower {
                    (centre_lower, centre) = (lower, p.clone());
                }
                tree = t;
            }
            // A tree already in the restricted game is not improving (up to the simplex's
            // tolerance), whatever rounding says.
            if improving(&tree) && game.add(&tree) {
                continue;
            }
            // No tree improves on the restricted game: back to the true right-hand side, then
            // check the basis exactly.
            if perturbed {
                perturbed = false;
                if !game.lp.unperturb(MAX_PIVOTS_PER_KEY * n + 1000) {
                    break None;
                }
                continue;
            }
            match game.certify() {
                Ok(c) => break Some(c),
                Err(Rejection::BetterTree(t)) => {
                    // Usually a new tree; if floating point already had it but called its
                    // reduced cost zero, pivot it in by force (a few times at most).
                    if !game.add(&t) {
                        forced += 1;
                        let column = game.seen.get(&t.canonical()).copied();
                        if forced > MAX_FORCED || !column.is_some_and(|j| game.lp.force_enter(j)) {
                            break None;
                        }
                    }
                }
                Err(Rejection::Unusable) => break None,
            }
        };
        let eq = game.equilibrium(certificate, iterations)?;
        self.previous = Some((n, eq.bob.iter().map(|b| b.tree.clone()).collect()));
        self.previous_alice.clone_from(&eq.alice);
        Ok(eq)
    }
}

/// Grows a symmetric strategy on n - 1 keys to n keys by duplicating the middle entry (the
/// equilibria change little from one n to the next, and least in the middle).
fn grow_strategy(p: &[f64]) -> Vec<f64> {
    let mid = p.len() / 2;
    let mut grown = p.to_vec();
    grown.insert(mid, p.get(mid).copied().unwrap_or(1.0));
    let total: f64 = grown.iter().sum();
    grown.iter().map(|v| v / total).collect()
}

/// p · depths.
fn dot(p: &[f64], depths: &[u16]) -> f64 {
    p.iter().zip(depths).map(|(a, &d)| a * f64::from(d)).sum()
}

/// Grows a tree on n − 1 keys into one on n keys by inserting the new key in the middle, as a
/// leaf below the deeper of its two neighbours (of two adjacent keys one descends from the
/// other, and that one has a free child on the side facing the other), which changes no other
/// depth. In the middle the mirror pairs survive: keys k and n − k of the old game become k and
/// n + 1 − k, the same fold class of the new one (`grow_strategy` duplicates the same middle
/// entry), so the previous equilibrium's columns keep their shape. Hanging the new key at the
/// right end instead, as this solver first did, shifted every pair by one and made the new key
/// the deepest in every tree; warm n = 471..473 took 10 % more CPU that way.
fn grow_middle(tree: &SearchTree) -> SearchTree {
    let mut depths = tree.depths().to_vec();
    let at = depths.len().div_ceil(2);
    let left = at.checked_sub(1).and_then(|i| depths.get(i)).copied();
    let right = depths.get(at).copied();
    let deeper = left.max(right).unwrap_or(0);
    depths.insert(at, deeper + 1);
    SearchTree::from_depths_unchecked(depths)
}

/// The restricted game in folded form: the trees found so far (one per mirror pair) and its
/// linear program.
struct Restricted {
    n: usize,
    lp: RestrictedLp,
    /// Canonical representatives of the tree pairs, one per column.
    trees: Vec<SearchTree>,
    /// Column of each representative.
    seen: HashMap<SearchTree, usize>,
    /// The last round in which each column was basic (or was added).
    last_basic: Vec<usize>,
    /// The round now, as last told by `note_basic`.
    round: usize,
    /// Trees added over the whole solve, dropped ones included.
    generated: usize,
}

impl Restricted {
    fn new(n: usize) -> Self {
        // Row c is the key pair {c + 1, n - c}: two keys, or one in the middle.
        let rhs = (0..n.div_ceil(2))
            .map(|c| if 2 * c + 1 == n { 1.0 } else { 2.0 })
            .collect();
        Restricted {
            n,
            lp: RestrictedLp::new(rhs),
            trees: Vec::new(),
            seen: HashMap::new(),
            last_basic: Vec::new(),
            round: 0,
            generated: 0,
        }
    }

    /// Adds a tree and its mirror image unless already present; returns whether they were new.
    fn add(&mut self, tree: &SearchTree) -> bool {
        let canonical = tree.canonical();
        if self.seen.contains_key(&canonical) {
            return false;
        }
        let column = self.lp.add_column(&canonical.folded_depths());
        self.seen.insert(canonical.clone(), column);
        self.trees.push(canonical);
        self.last_basic.push(self.round);
        self.generated += 1;
        true
    }

    /// Records that the current basis's columns are basic in round `round`.
    fn note_basic(&mut self, round: usize) {
        self.round = round;
        for var in self.lp.basis() {
            if let Var::Column(j) = *var {
                self.last_basic[j] = round;
            }
        }
    }

    /// Drops the columns that have not been basic for more than `idle` rounds.
    fn forget_idle(&mut self, round: usize, idle: usize) {
        let keep: Vec<bool> = self.last_basic.iter().map(|&r| round - r <= idle).collect();
        if keep.iter().all(|&k| k) {
            return;
        }
        let map = self.lp.retain_columns(&keep);
        let trees = std::mem::take(&mut self.trees);
        let last = std::mem::take(&mut self.last_basic);
        self.seen.clear();
        for ((tree, r), new) in trees.into_iter().zip(last).zip(map) {
            if let Some(j) = new {
                self.seen.insert(tree.clone(), j);
                self.trees.push(tree);
                self.last_basic.push(r);
            }
        }
    }

    /// Alice's current strategy: the simplex multipliers unfolded to keys and normalised.
    fn alice(&self) -> Vec<f64> {
        let z = self.lp.duals();
        let y: Vec<f64> = (0..self.n).map(|k| z[k.min(self.n - 1 - k)]).collect();
        let total: f64 = y.iter().sum();
        y.iter().map(|v| v / total).collect()
    }

    /// Re-solves the current basis exactly and checks it against all trees and keys.
    fn certify(&self) -> Result<Certificate, Rejection> {
        let classes = self.n.div_ceil(2);
        let mut tight = vec![true; classes];
        let mut trees = Vec::new();
        for var in self.lp.basis() {
            match *var {
                Var::Slack(c) => tight[c] = false,
                Var::Column(j) => trees.push(&self.trees[j]),
            }
        }
        let tight: Vec<usize> = (0..classes).filter(|&c| tight[c]).collect();
        certify(self.n, &trees, &tight)
    }

    /// Packages the result: exact when certified, otherwise the floating-point strategies with
    /// certified bounds.
    fn equilibrium(
        &self,
        certificate: Option<Certificate>,
        iterations: usize,
    ) -> Result<Equilibrium, SolveError> {
        let n = self.n;
        let to_f64 = |q: &BigRational| q.to_f64().unwrap_or(f64::NAN);
        let (exact_value, alice_exact, mut bob, alice) = match certificate {
            Some(c) => {
                let bob: Vec<BobTree> = c
                    .bob
                    .into_iter()
                    .map(|(tree, q)| BobTree {
                        tree,
                        probability: to_f64(&q),
                        exact: Some(Fraction(q)),
                    })
                    .collect();
                let alice: Vec<f64> = c.alice.iter().map(to_f64).collect();
                let alice_exact = c.alice.into_iter().map(Fraction).collect();
                (Some(Fraction(c.value)), Some(alice_exact), bob, alice)
            }
            None => {
                // Unfold: each column's weight goes half to the tree, half to its mirror.
                let x = self.lp.column_values();
                let total: f64 = x.iter().sum();
                let mut bob = Vec::new();
                for (tree, &v) in self.trees.iter().zip(&x) {
                    if v > 0.0 {
                        let mirror = tree.mirror();
                        let share = if mirror == *tree { 1.0 } else { 0.5 };
                        for t in [tree.clone(), mirror].into_iter().take(if share == 1.0 {
                            1
                        } else {
                            2
                        }) {
                            bob.push(BobTree {
                                tree: t,
                                probability: share * v / total,
                                exact: None,
                            });
                        }
                    }
                }
                let alice = self.alice().iter().map(|p| p.max(0.0)).collect();
                (None, None, bob, alice)
            }
        };
        bob.sort_by(|a, b| b.probability.total_cmp(&a.probability));
        let (lower_bound, upper_bound) = match &exact_value {
            Some(v) => (round_down(&v.0), round_up(&v.0)),
            None => certified_bounds(&alice, &bob),
        };
        let value = exact_value
            .as_ref()
            .map_or((lower_bound + upper_bound) / 2.0, Fraction::to_f64);
        let mixture: Option<Vec<(SearchTree, Fraction)>> = bob
            .iter()
            .map(|b| b.exact.clone().map(|q| (b.tree.clone(), q)))
            .collect();
        let conjecture = check_alice_strategy(
            conjectured_strategy(n)?,
            exact_value.as_ref(),
            mixture.as_deref(),
        )?;
        let ballmer = check_alice_strategy(
            ballmer_strategy(n)?,
            exact_value.as_ref(),
            mixture.as_deref(),
        )?;
        Ok(Equilibrium {
            n,
            exact_value,
            value,
            lower_bound,
            upper_bound,
            alice,
            alice_exact,
            bob,
            iterations,
            trees_generated: self.generated,
            pivots: self.lp.pivots,
            conjecture,
            ballmer,
        })
    }
}

/// Rigorous bounds from floating-point strategies: both are rounded to multiples of 2^-60 and
/// evaluated in exact integer arithmetic (an optimal search against Alice's rounded mixture, the
/// worst key against Bob's), then rounded outwards to f64.
fn certified_bounds(alice: &[f64], bob: &[BobTree]) -> (f64, f64) {
    let scale = (1u64 << 60) as f64;
    let grid = |v: f64| (v.max(0.0) * scale).round() as u128;
    let weights: Vec<u128> = alice.iter().map(|&p| grid(p)).collect();
    let total: u128 = weights.iter().sum();
    let (cost, _) = Obst::<u128>::new().best_tree(&weights);
    let lower = if total == 0 {
        0.0
    } else {
        round_down(&ratio(cost, total))
    };
    let mix: Vec<u128> = bob.iter().map(|b| grid(b.probability)).collect();
    let total: u128 = mix.iter().sum();
    let worst = (0..alice.len())
        .map(|k| {
            bob.iter()
                .zip(&mix)
                .map(|(b, &q)| q * u128::from(b.tree.depths()[k]))
                .sum::<u128>()
        })
        .max()
        .unwrap_or(0);
    let upper = if total == 0 {
        f64::INFINITY
    } else {
        round_up(&ratio(worst, total))
    };
    (lower, upper)
}

/// a / b exactly.
fn ratio(a: u128, b: u128) -> BigRational {
    BigRational::new(BigInt::from(a), BigInt::from(b))
}

/// The largest f64 at most q.
fn round_down(q: &BigRational) -> f64 {
    let f = q.to_f64().unwrap_or(f64::NEG_INFINITY);
    if BigRational::from_float(f).is_some_and(|g| g > *q) {
        f.next_down()
    } else {
        f
    }
}

/// The smallest f64 at least q.
fn round_up(q: &BigRational) -> f64 {
    let f = q.to_f64().unwrap_or(f64::INFINITY);
    if BigRational::from_float(f).is_some_and(|g| g < *q) {
        f.next_up()
    } else {
        f
    }
}

#[cfg(test)]
mod tests {
    use super::super::tree::all_depth_vectors;
    use super::*;

    #[test]
    fn growing_in_the_middle_keeps_a_search_tree_and_every_old_depth() {
        for n in 1..=8 {
            for small in all_depth_vectors(n).chunks(n) {
                let depths: Vec<u16> = small.iter().map(|&d| u16::from(d)).collect();
                let tree = SearchTree::from_depths(depths.clone()).unwrap();
                let grown = grow_middle(&tree);
                let checked = SearchTree::from_depths(grown.depths().to_vec());
                assert_eq!(checked.as_ref(), Ok(&grown), "{tree}");
                let at = n.div_ceil(2);
                let mut without = grown.depths().to_vec();
                without.remove(at);
                assert_eq!(without, depths, "{tree}");
            }
        }
    }
}
