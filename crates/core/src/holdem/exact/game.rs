//! The betting game in integers, and the exact certificate of a pair of strategies.
//!
//! Every chance weight of the game is a count over an exact denominator: with T ordered
//! disjoint combo pairs and B boards per pair, `P[i][j] = pairs(i, j) B / (T B)` and
//! `D[i][j] = (wins(i, j) - wins(j, i)) / (T B)`. With every raise size a multiple of 1/q
//! (b_k = r_k / q), every payoff of Alice, times `T B q`, is an integer:
//!
//! - fold: `-q p_i` (p_i = sum_j pairs(i, j) B);
//! - call: `2 q d_i` (d_i = sum_j wins(i, j) - wins(j, i));
//! - raise k, Bob of class j calling with probability y: `2 q p_ij + c_ijk y`, where
//!   `c_ijk = (2 q + r_k) d_ij - 2 q p_ij` (Bob calls where that is negative for Alice).
//!
//! A strategy pair with rational probabilities is then certified with integer arithmetic
//! only: Alice's numerators over one common denominator, Bob's over another.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};

use super::super::equity::EquityTable;
use super::super::game::RaiseSizes;

/// The largest denominator q tried for the raise sizes (a grid step of 0.001 needs 1000).
const MAX_SIZE_DENOMINATOR: i64 = 1000;

/// The game in integers (see the module comment).
#[derive(Clone, Debug)]
pub struct ExactGame {
    pub(crate) n: usize,
    /// Sizes are `r[k] / q`.
    pub(crate) q: i64,
    pub(crate) r: Vec<i64>,
    /// `pairs(i, j) B`, row-major.
    pub(crate) p: Vec<i64>,
    /// `wins(i, j) - wins(j, i)`, row-major.
    pub(crate) d: Vec<i64>,
    /// Row sums of `p` and `d`.
    pub(crate) p_row: Vec<i128>,
    pub(crate) d_row: Vec<i128>,
    /// `T B q`: every scaled payoff divided by this is Alice's payoff per hand.
    pub(crate) scale: i128,
}

/// Why a game cannot be made exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExactGameError {
    /// A raise size is not a multiple of 1/q for any q up to 1000.
    SizeNotRational(String),
    /// The table's counts are too large for the integer arithmetic used.
    TooLarge,
}

impl std::fmt::Display for ExactGameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExactGameError::SizeNotRational(s) => write!(
                f,
                "raise size {s} is not a multiple of 1/q for any q up to {MAX_SIZE_DENOMINATOR}"
            ),
            ExactGameError::TooLarge => write!(f, "the equity table's counts are too large"),
        }
    }
}

impl std::error::Error for ExactGameError {}

/// The smallest q <= 1000 with every size times q an integer (within 1e-9), and those integers.
fn size_numerators(sizes: &[f64]) -> Result<(i64, Vec<i64>), ExactGameError> {
    for q in 1..=MAX_SIZE_DENOMINATOR {
        let r: Option<Vec<i64>> = sizes
            .iter()
            .map(|&b| {
                let x = b * q as f64;
                ((x - x.round()).abs() <= 1e-9 * x.abs().max(1.0)).then_some(x.round() as i64)
            })
            .collect();
        if let Some(r) = r {
            return Ok((q, r));
        }
    }
    let bad = sizes
        .iter()
        .find(|&&b| (b * 1000.0 - (b * 1000.0).round()).abs() > 1e-9)
        .map_or_else(String::new, |b| format!("{b}"));
    Err(ExactGameError::SizeNotRational(bad))
}

impl ExactGame {
    /// The game on `table` with Alice's raise `sizes`.
    pub fn new(table: &EquityTable, sizes: &RaiseSizes) -> Result<ExactGame, ExactGameError> {
        let n = table.classes();
        let (q, r) = size_numerators(sizes.sizes())?;
        let boards = i64::try_from(table.boards()).map_err(|_| ExactGameError::TooLarge)?;
        let mut p = vec![0i64; n * n];
        let mut d = vec![0i64; n * n];
        let mut total: i128 = 0;
        for i in 0..n {
            for j in 0..n {
                let pairs =
                    i64::try_from(table.pairs(i, j)).map_err(|_| ExactGameError::TooLarge)?;
                total += i128::from(pairs);
                p[i * n + j] = pairs.checked_mul(boards).ok_or(ExactGameError::TooLarge)?;
                let (w, l) = (table.wins(i, j), table.losses(i, j));
                d[i * n + j] = i64::try_from(i128::from(w) - i128::from(l))
                    .map_err(|_| ExactGameError::TooLarge)?;
            }
        }
        // c_ijk must fit an i64 with room for sums of a few hundred terms in i128.
        let rmax = r.iter().copied().max().unwrap_or(0);
        let pmax = p.iter().map(|v| v.abs()).max().unwrap_or(0);
        if (i128::from(2 * q + rmax) * i128::from(pmax)) * 4 > i128::from(i64::MAX) {
            return Err(ExactGameError::TooLarge);
        }
        let p_row = p
            .chunks(n)
            .map(|r| r.iter().map(|&v| i128::from(v)).sum())
            .collect();
        let d_row = d
            .chunks(n)
            .map(|r| r.iter().map(|&v| i128::from(v)).sum())
            .collect();
        Ok(ExactGame {
            n,
            q,
            r,
            p,
            d,
            p_row,
            d_row,
            scale: total.max(1) * i128::from(boards) * i128::from(q),
        })
    }

    /// Number of classes.
    pub fn classes(&self) -> usize {
        self.n
    }

    /// Number of raise sizes.
    pub fn sizes(&self) -> usize {
        self.r.len()
    }

    /// `c_ijk`: Alice's scaled gain, over Bob folding, when Bob of class j calls raise k.
    pub(crate) fn c(&self, i: usize, j: usize, k: usize) -> i64 {
        let ij = i * self.n + j;
        (2 * self.q + self.r[k]) * self.d[ij] - 2 * self.q * self.p[ij]
    }

    /// Alice's scaled payoff for class i folding, calling, or (before Bob's answer) raising.
    pub(crate) fn fold_value(&self, i: usize) -> i128 {
        -i128::from(self.q) * self.p_row[i]
    }

    pub(crate) fn call_value(&self, i: usize) -> i128 {
        2 * i128::from(self.q) * self.d_row[i]
    }

    pub(crate) fn raise_base(&self, i: usize) -> i128 {
        2 * i128::from(self.q) * self.p_row[i]
    }
}

/// Rational strategies as integer numerators over common denominators.
#[derive(Clone, Debug, PartialEq)]
pub struct ExactStrategies {
    /// Class i's row `[fold, call, raise_0, ..]` at `i * (m + 2)`, over `alice_den`.
    pub alice: Vec<BigInt>,
    /// Positive.
    pub alice_den: BigInt,
    /// Bob's call probability for class j and raise k at `j * m + k`, over `bob_den`.
    pub bob: Vec<BigInt>,
    /// Positive.
    pub bob_den: BigInt,
}

/// What went wrong with a pair of strategies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidStrategy {
    /// Wrong number of entries.
    Shape,
    /// A denominator that is not positive.
    Denominator,
    /// Class i's row has a negative entry or does not sum to 1.
    AliceRow(usize),
    /// Bob's entry for class j, raise k is outside [0, 1].
    BobEntry(usize, usize),
}

impl std::fmt::Display for InvalidStrategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InvalidStrategy::Shape => write!(f, "strategies of the wrong shape"),
            InvalidStrategy::Denominator => write!(f, "a denominator is not positive"),
            InvalidStrategy::AliceRow(i) => write!(f, "Alice's row {i} is not a distribution"),
            InvalidStrategy::BobEntry(j, k) => {
                write!(f, "Bob's call probability ({j}, {k}) is outside [0, 1]")
            }
        }
    }
}

impl std::error::Error for InvalidStrategy {}

/// The exact bounds that a pair of strategies proves.
#[derive(Clone, Debug, PartialEq)]
pub struct Certificate {
    /// Alice's strategy against Bob's exact best response: the game's value is at least this.
    pub lower: BigRational,
    /// Bob's strategy against Alice's exact best response: the value is at most this.
    pub upper: BigRational,
}

impl Certificate {
    /// The value, when the two bounds meet (then both strategies are optimal).
    pub fn value(&self) -> Option<&BigRational> {
        (self.lower == self.upper).then_some(&self.lower)
    }
}

/// Bob's exact best-response decision: where Alice's raise k meets Bob's class j, the sign of
/// `t_jk = sum_i c_ijk x_ik` (negative: Bob calls).
pub(crate) fn bob_totals(game: &ExactGame, alice: &[BigInt]) -> Vec<BigInt> {
    let (n, m) = (game.n, game.sizes());
    let mut t = vec![BigInt::zero(); n * m];
    for i in 0..n {
        for k in 0..m {
            let x = &alice[i * (m + 2) + 2 + k];
            if x.is_zero() {
                continue;
            }
            for j in 0..n {
                let c = game.c(i, j, k);
                if c != 0 {
                    t[j * m + k] += x * c;
                }
            }
        }
    }
    t
}

/// Alice's scaled action values against Bob's numerators (times `bob_den`): row i is
/// `[fold, call, raise_0, ..]`.
pub(crate) fn alice_values(game: &ExactGame, bob: &[BigInt], bob_den: &BigInt) -> Vec<BigInt> {
    let (n, m) = (game.n, game.sizes());
    let mut out = vec![BigInt::zero(); n * (m + 2)];
    for k in 0..m {
        // Bob's classes that call raise k for sure, and those that mix.
        let mut sure = Vec::new();
        let mut mixed = Vec::new();
        for j in 0..n {
            let y = &bob[j * m + k];
            if y == bob_den {
                sure.push(j);
            } else if !y.is_zero() {
                mixed.push(j);
            }
        }
        for i in 0..n {
            let s: i128 = sure.iter().map(|&j| i128::from(game.c(i, j, k))).sum();
            let mut v = (BigInt::from(game.raise_base(i)) + BigInt::from(s)) * bob_den;
            for &j in &mixed {
                v += &bob[j * m + k] * game.c(i, j, k);
            }
            out[i * (m + 2) + 2 + k] = v;
        }
    }
    for i in 0..n {
        out[i * (m + 2)] = BigInt::from(game.fold_value(i)) * bob_den;
        out[i * (m + 2) + 1] = BigInt::from(game.call_value(i)) * bob_den;
    }
    out
}

/// Checks that both strategies are valid and computes the exact bounds they prove.
pub fn certify(game: &ExactGame, s: &ExactStrategies) -> Result<Certificate, InvalidStrategy> {
    let (n, m) = (game.n, game.sizes());
    if s.alice.len() != n * (m + 2) || s.bob.len() != n * m {
        return Err(InvalidStrategy::Shape);
    }
    if !s.alice_den.is_positive() || !s.bob_den.is_positive() {
        return Err(InvalidStrategy::Denominator);
    }
    for (i, row) in s.alice.chunks(m + 2).enumerate() {
        let sum: BigInt = row.iter().sum();
        if row.iter().any(|x| x.is_negative()) || sum != s.alice_den {
            return Err(InvalidStrategy::AliceRow(i));
        }
    }
    if let Some(jk) = s.bob.iter().position(|y| y.is_negative() || y > &s.bob_den) {
        return Err(InvalidStrategy::BobEntry(jk / m, jk % m));
    }
    // Lower: Alice's strategy, Bob answering each (class, raise) with the better of call/fold.
    let mut lower = BigInt::zero();
    for i in 0..n {
        let row = &s.alice[i * (m + 2)..(i + 1) * (m + 2)];
        lower += &row[0] * game.fold_value(i) + &row[1] * game.call_value(i);
        let raised: BigInt = row[2..].iter().sum();
        lower += raised * game.raise_base(i);
    }
    for t in bob_totals(game, &s.alice) {
        if t.is_negative() {
            lower += t;
        }
    }
    // Upper: Bob's strategy, Alice answering each class with her best action.
    let values = alice_values(game, &s.bob, &s.bob_den);
    let upper: BigInt = values
        .chunks(m + 2)
        .map(|row| row.iter().max().cloned().unwrap_or_default())
        .sum();
    let scale = BigInt::from(game.scale);
    Ok(Certificate {
        lower: BigRational::new(lower, &s.alice_den * &scale),
        upper: BigRational::new(upper, &s.bob_den * &scale),
    })
}
