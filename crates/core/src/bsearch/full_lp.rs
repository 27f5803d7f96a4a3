//! The post's method: one linear program over a given set of trees, in exact arithmetic.
//!
//! The post solved n ≤ 13 with all Catalan(n) trees in Mathematica (742,900 of them for
//! n = 13); [`solve_full_lp`] does the same. It is an independent route to v(n), sharing no
//! code with the column-generation solver except the tree enumeration: a revised simplex whose
//! basis inverse is kept in big rationals, pricing every tree with integer arithmetic, with
//! Dantzig's rule and Bland's rule after degenerate pivots (so it cannot cycle). Exact
//! throughout, so its answer needs no tolerance. [`solve_restricted`] runs it on any set of
//! trees: the post's n = 13 mixture, or a hand-picked family like Gukov's 586 trees.

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use serde::{Deserialize, Serialize};

use super::tree::{SearchTree, all_depth_vectors};
use super::{Fraction, SolveError};
use crate::progress::Progress;

/// The largest n whose full program is built (742,900 trees of 13 keys, about 10 MB).
pub const FULL_LP_MAX_N: usize = 13;

/// Degenerate pivots in a row after which Bland's rule takes over.
const DEGENERATE_STREAK: usize = 20;

/// The exact solution of a game in which Bob may use only some trees (or all of them).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExactSolution {
    /// The number of keys.
    pub n: usize,
    /// The value of the (restricted) game.
    pub value: Fraction,
    /// Alice's optimal strategy: the probability of each key 1..=n.
    pub alice: Vec<Fraction>,
    /// Bob's optimal mixture: the trees with positive probability, most probable first.
    pub bob: Vec<(SearchTree, Fraction)>,
    /// Simplex pivots performed.
    pub pivots: usize,
}

/// Solves the game on n keys (1 ≤ n ≤ [`FULL_LP_MAX_N`]) as one linear program over every
/// tree, as the post did.
pub fn solve_full_lp(n: usize, progress: &mut impl Progress) -> Result<ExactSolution, SolveError> {
    if n == 0 || n > FULL_LP_MAX_N {
        return Err(SolveError::BadInput(format!(
            "the full linear program is built for 1 <= n <= {FULL_LP_MAX_N}, not n = {n}"
        )));
    }
    solve_lp(n, &all_depth_vectors(n), progress)
}

/// Solves the game on n keys with Bob restricted to `trees` (all on the same n keys). Its value
/// is an upper bound on v(n), equal to it exactly when the trees support an optimal mixture.
/// The basis inverse is a dense n×n matrix of big rationals: fine for the post's n = 13 or a
/// few hundred trees at n = 100, slow beyond.
pub fn solve_restricted(
    trees: &[SearchTree],
    progress: &mut impl Progress,
) -> Result<ExactSolution, SolveError> {
    let n = trees.first().map_or(0, SearchTree::n);
    if n == 0 {
        return Err(SolveError::BadInput("give at least one tree".into()));
    }
    if n > super::MAX_N {
        return Err(SolveError::BadInput(format!(
            "trees have at most {} keys here",
            super::MAX_N
        )));
    }
    if trees.iter().any(|t| t.n() != n) {
        return Err(SolveError::BadInput(
            "all trees must have the same number of keys".into(),
        ));
    }
    let depths: Vec<u16> = trees
        .iter()
        .flat_map(|t| t.depths().iter().copied())
        .collect();
    solve_lp(n, &depths, progress)
}

/// The simplex proper, over the depth vectors `trees` (n entries each).
fn solve_lp<D: Copy + Into<u32>>(
    n: usize,
    trees: &[D],
    progress: &mut impl Progress,
) -> Result<ExactSolution, SolveError> {
    let count = trees.len() / n;
    let mut lp = ExactLp::new(n);
    let mut degenerate = 0usize;
    loop {
        if lp.pivots.is_multiple_of(8) {
            progress
                .report("simplex pivots", lp.pivots as u64, 0)
                .check()?;
        }
        let bland = degenerate >= DEGENERATE_STREAK;
        let Some(entering) = lp.price(trees, count, bland) else {
            break;
        };
        let column: Vec<BigRational> = match entering {
            Var::Slack(k) => (0..n).map(|r| ratio(u32::from(r == k))).collect(),
            Var::Tree(t) => trees[t * n..(t + 1) * n]
                .iter()
                .map(|&d| ratio(Into::<u32>::into(d)))
                .collect(),
        };
        match lp.pivot(entering, &column, bland) {
            Some(degenerate_step) => degenerate = if degenerate_step { degenerate + 1 } else { 0 },
            // Impossible for a bounded program; refuse rather than loop.
            None => {
                return Err(SolveError::BadInput(
                    "the linear program is unbounded".into(),
                ));
            }
        }
    }
    Ok(lp.solution(trees))
}

/// A variable of the program: a key's slack or a tree.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Var {
    Slack(usize),
    Tree(usize),
}

/// max sum x s.t. A x <= 1, x >= 0 over all trees, with an exact basis inverse.
struct ExactLp {
    m: usize,
    basis: Vec<Var>,
    /// Row-major B^{-1}.
    binv: Vec<BigRational>,
    /// Basic variable values B^{-1} 1.
    xb: Vec<BigRational>,
    pivots: usize,
}

fn ratio(v: u32) -> BigRational {
    BigRational::from_integer(BigInt::from(v))
}

impl ExactLp {
    fn new(m: usize) -> Self {
        let mut binv = vec![BigRational::zero(); m * m];
        for i in 0..m {
            binv[i * m + i] = BigRational::one();
        }
        ExactLp {
            m,
            basis: (0..m).map(Var::Slack).collect(),
            binv,
            xb: vec![BigRational::one(); m],
            pivots: 0,
        }
    }

    /// Simplex multipliers y = c_B^T B^{-1}.
    fn duals(&self) -> Vec<BigRational> {
        let m = self.m;
        let mut y = vec![BigRational::zero(); m];
        for (i, var) in self.basis.iter().enumerate() {
            if let Var::Tree(_) = var {
                for (yk, b) in y.iter_mut().zip(&self.binv[i * m..(i + 1) * m]) {
                    *yk += b;
                }
            }
        }
        y
    }

    /// The entering variable: the largest reduced cost 1 - y·a (Dantzig) or the first positive
    /// one (Bland); `None` at the optimum.
    fn price<D: Copy + Into<u32>>(&self, trees: &[D], count: usize, bland: bool) -> Option<Var> {
        let m = self.m;
        let y = self.duals();
        // y = Y / L with integers Y and common denominator L > 0.
        let l = y.iter().fold(BigInt::one(), |acc, v| acc.lcm(v.denom()));
        let big_y: Vec<BigInt> = y.iter().map(|v| v.numer() * (&l / v.denom())).collect();
        // Slacks: reduced cost -y_k, positive when y_k < 0.
        let mut best: Option<(Var, BigRational)> = None;
        for (k, yk) in y.iter().enumerate() {
            if yk.is_negative() && !self.basis.contains(&Var::Slack(k)) {
                if bland {
                    return Some(Var::Slack(k));
                }
                let d = -yk.clone();
                if best.as_ref().is_none_or(|(_, b)| d > *b) {
                    best = Some((Var::Slack(k), d));
                }
            }
        }
        // Trees: reduced cost (L - Y·d) / L; integer numerators, in i128 when they fit.
        let small: Option<(i128, Vec<i128>)> = (|| {
            let l = l.to_i128()?;
            let ys = big_y
                .iter()
                .map(|v| v.to_i128())
                .collect::<Option<Vec<_>>>()?;
            let bound = ys
                .iter()
                .map(|v| v.unsigned_abs())
                .max()?
                .checked_mul((m * m) as u128)?;
            (bound < (1u128 << 120) && l.unsigned_abs() < (1u128 << 120)).then_some((l, ys))
        })();
        let mut best_tree: Option<(usize, BigInt)> = None;
        for t in 0..count {
            let depths = &trees[t * m..(t + 1) * m];
            let numerator = match &small {
                Some((l, ys)) => {
                    let dot: i128 = ys
                        .iter()
                        .zip(depths)
                        .map(|(y, &d)| y * i128::from(Into::<u32>::into(d)))
                        .sum();
                    BigInt::from(l - dot)
                }
                None => {
                    &l - big_y
                        .iter()
                        .zip(depths)
                        .map(|(y, &d)| y * Into::<u32>::into(d))
                        .sum::<BigInt>()
                }
            };
            if numerator.is_positive() {
                if bland {
                    // Slacks come before trees in Bland's order, and none was eligible.
                    return Some(Var::Tree(t));
                }
                if best_tree.as_ref().is_none_or(|(_, b)| numerator > *b) {
                    best_tree = Some((t, numerator));
                }
            }
        }
        if let Some((t, numerator)) = best_tree {
            let d = BigRational::new(numerator, l);
            if best.as_ref().is_none_or(|(_, b)| d > *b) {
                best = Some((Var::Tree(t), d));
            }
        }
        best.map(|(v, _)| v)
    }

    /// Pivots `entering` (with constraint column `a`) into the basis by the exact ratio test.
    /// Returns whether the step was degenerate, or `None` if nothing limits it (unbounded).
    fn pivot(&mut self, entering: Var, a: &[BigRational], bland: bool) -> Option<bool> {
        let m = self.m;
        let alpha: Vec<BigRational> = (0..m)
            .map(|i| {
                self.binv[i * m..(i + 1) * m]
                    .iter()
                    .zip(a)
                    .map(|(b, v)| b * v)
                    .sum()
            })
            .collect();
        let mut leave: Option<(usize, BigRational)> = None;
        for (i, ai) in alpha.iter().enumerate() {
            if ai.is_positive() {
                let r = &self.xb[i] / ai;
                let better = match &leave {
                    None => true,
                    Some((l, best)) => {
                        r < *best || (r == *best && (!bland || self.basis[i] < self.basis[*l]))
                    }
                };
                if better {
                    leave = Some((i, r));
                }
            }
        }
        // Every tree's column is at least 1 in every row, so the program is bounded and a
        // leaving row always exists.
        let (r, theta) = leave?;
        for (x, ai) in self.xb.iter_mut().zip(&alpha) {
            *x -= &theta * ai;
        }
        self.xb[r] = theta.clone();
        let pivot = alpha[r].clone();
        let row: Vec<BigRational> = self.binv[r * m..(r + 1) * m]
            .iter()
            .map(|v| v / &pivot)
            .collect();
        for (i, ai) in alpha.iter().enumerate() {
            if i != r && !ai.is_zero() {
                for (v, rv) in self.binv[i * m..(i + 1) * m].iter_mut().zip(&row) {
                    *v -= ai * rv;
                }
            }
        }
        self.binv[r * m..(r + 1) * m].clone_from_slice(&row);
        self.basis[r] = entering;
        self.pivots += 1;
        Some(theta.is_zero())
    }

    /// Reads value and strategies off the optimal basis.
    fn solution<D: Copy + Into<u32>>(&self, trees: &[D]) -> ExactSolution {
        let m = self.m;
        let y = self.duals();
        let total_y: BigRational = y.iter().sum();
        let mut total_x = BigRational::zero();
        let mut bob = Vec::new();
        for (var, x) in self.basis.iter().zip(&self.xb) {
            if let Var::Tree(t) = *var {
                total_x += x;
                if x.is_positive() {
                    let depths = trees[t * m..(t + 1) * m]
                        .iter()
                        .map(|&d| Into::<u32>::into(d) as u16)
                        .collect();
                    bob.push((SearchTree::from_depths_unchecked(depths), x.clone()));
                }
            }
        }
        let mut bob: Vec<(SearchTree, Fraction)> = bob
            .into_iter()
            .map(|(t, x)| (t, Fraction(x / &total_x)))
            .collect();
        bob.sort_by(|a, b| b.1.cmp(&a.1));
        ExactSolution {
            n: m,
            value: Fraction(total_x.recip()),
            alice: y.iter().map(|v| Fraction(v / &total_y)).collect(),
            bob,
            pivots: self.pivots,
        }
    }
}
