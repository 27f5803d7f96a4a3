//! The WOW board: how many slips until the first complete row or column?
//!
//! Seed `000_…`, post "Expected time to complete a WOW board row or column". An n×n board is
//! filled by drawing numbered slips without replacement; X is the number of draws until some row
//! or column is complete. The post gives
//!
//! ```text
//! P(X > k) = 1/C(n², k) · Σ_{i=0..n} Σ_{j=0..n} (−1)^{i+j} C(n,i) C(n,j) C(n² − c, k − c),
//!            c = ni + nj − ij   (cells covered by i full rows and j full columns)
//! E(X) = Σ_{k=0..n(n−1)} P(X > k)
//! ```
//!
//! We compute three ways, each checked against the others:
//!
//! * [`survival_exact`]: the post's double sum in big rationals (the reference; O(n⁴) big terms).
//! * [`expected_exact`]: E(X) from a single sum of n rationals. Writing 1/(c+1) = ∫₀¹ tᶜ dt turns
//!   Σₖ P(X > k) into (n²+1)·∫₀¹ Q(t) dt, where Q(t) is the chance that a board whose cells are
//!   each filled independently with probability t has no full line. Doing the inclusion–exclusion
//!   over columns only and integrating each term as a Beta function gives
//!   `E(X) = (n²+1) Σ_{j<n} (−1)^j C(n,j) n! (n−j)^n / Π_{r=0..n} (jn + 1 + r(n−j))`.
//!   That makes E(X) for n = 100 a matter of milliseconds instead of a 10⁸-term double sum.
//! * [`survival`] and [`expected_ratio`]: fast floating-point paths. The post's double sum
//!   cancels catastrophically in floating point (its terms reach e^{0.72 n}) where full lines
//!   are likely, so [`survival`] uses it, in 106-bit arithmetic and with a certified error bound,
//!   only where they are not, and a dynamic program with positive weights elsewhere.

mod bulk;
mod dd;
mod error;
mod exact;
mod rate;
#[cfg(test)]
mod rate_tests;
#[cfg(test)]
mod survival_tests;
mod tail;
#[cfg(test)]
mod tests;

pub use error::Error;
pub use rate::{
    BOUNDS_CHECKED_EXACT_ALSO, BOUNDS_CHECKED_EXACT_UP_TO, BOUNDS_CHECKED_IN_FLOAT, BoundedRatio,
    EULER_GAMMA, Shortfall, ln_gamma_shift, shortfall_bounds, some_line_full,
};

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};
use dd::Dd;

/// Largest board side for the distribution ([`survival`], [`simulate`]): its cost grows like
/// n⁴·ln n: about 20 ms of CPU at n = 100 and 0.2 s at 150 natively (BENCHMARKS.md).
pub const MAX_N_DISTRIBUTION: u32 = 150;
/// Largest board side for exact E(X) ([`expected_exact`]): n terms over one common denominator
/// of about n² · 1.44 bits, seconds at n = 1000 natively (BENCHMARKS.md).
pub const MAX_N_EXACT: u32 = 1000;
/// Largest board side for [`expected_exact_by_rationals`], the earlier path kept as an
/// independent check: it reduces after every addition, a few seconds at n = 250.
pub const MAX_N_RATIONAL_SUM: u32 = 250;
/// Largest board side for the floating-point ratio ([`expected_ratio`]), O(n) per board.
pub const MAX_N_RATIO: u32 = 20_000;
/// The reference double sum ([`survival_exact`]) is O(n⁴) big terms: kept for small boards.
pub const MAX_N_REFERENCE: u32 = 30;

/// Rejects board sides outside 1..=`max`, naming what was asked ([`Error::BoardSide`]).
pub fn check_n(n: u32, max: u32, what: &'static str) -> Result<(), Error> {
    if (1..=max).contains(&n) {
        Ok(())
    } else {
        Err(Error::BoardSide { n, max, what })
    }
}

fn binomial(n: u64, k: u64) -> BigUint {
    if k > n {
        return BigUint::zero();
    }
    let k = k.min(n - k);
    let mut b = BigUint::one();
    for i in 0..k {
        b *= n - i;
        b /= i + 1;
    }
    b
}

/// P(X > k) for k = 0..=n², exactly, by the post's double sum (the reference implementation).
///
/// Cost grows like n⁴ big-integer products: fine for the n ≤ 30 that the tests use.
pub fn survival_exact(n: u32) -> Result<Vec<BigRational>, Error> {
    check_n(n, MAX_N_REFERENCE, "the exact distribution")?;
    let n = u64::from(n);
    let cells = n * n;
    // Group the (i, j) terms by c = ni + nj − ij: A_c = Σ (−1)^{i+j} C(n,i) C(n,j).
    let mut weight_by_c: Vec<BigInt> = vec![BigInt::zero(); (cells + 1) as usize];
    let row_binomials: Vec<BigInt> = (0..=n).map(|i| BigInt::from(binomial(n, i))).collect();
    for i in 0..=n {
        for j in 0..=n {
            let c = n * i + n * j - i * j;
            let term = &row_binomials[i as usize] * &row_binomials[j as usize];
            if (i + j) % 2 == 0 {
                weight_by_c[c as usize] += term;
            } else {
                weight_by_c[c as usize] -= term;
            }
        }
    }
    // Σ_c A_c·C(n² − c, k − c) for every k, each binomial from the last along k:
    // C(m, t + 1) = C(m, t)·(m − t)/(t + 1). O(n⁴) big products instead of O(n⁶).
    let mut counts = vec![BigInt::zero(); (cells + 1) as usize];
    for (c, weight) in weight_by_c.iter().enumerate() {
        if weight.is_zero() {
            continue;
        }
        let m = cells - c as u64;
        let mut choose = BigUint::one();
        for t in 0..=m {
            counts[c + t as usize] += weight * BigInt::from(choose.clone());
            choose = choose * (m - t) / (t + 1);
        }
    }
    let mut all_ways = BigUint::one(); // C(n², k)
    let mut survival = Vec::with_capacity(counts.len());
    for (k, count) in counts.into_iter().enumerate() {
        survival.push(BigRational::new(count, BigInt::from(all_ways.clone())));
        all_ways = all_ways * (cells - k as u64) / (k as u64 + 1);
    }
    Ok(survival)
}

/// E(X) exactly, from the single-sum closed form in the module docs, summed as integers over
/// one common denominator and reduced once (see `exact.rs`).
pub fn expected_exact(n: u32) -> Result<BigRational, Error> {
    expected_exact_reporting(n, &mut crate::progress::Silent)
}

/// [`expected_exact`], reporting `("exact E(X)", terms done, n)`; stopping gives
/// [`Error::Cancelled`].
pub fn expected_exact_reporting(
    n: u32,
    progress: &mut impl Progress,
) -> Result<BigRational, Error> {
    check_n(n, MAX_N_EXACT, "exact E(X)")?;
    Ok(exact::expected_exact(u64::from(n), progress)?)
}

/// E(X) from the same closed form summed as big rationals, reducing after every addition: the
/// earlier path, kept to check [`expected_exact`] and to measure it against (BENCHMARKS.md).
pub fn expected_exact_by_rationals(n: u32) -> Result<BigRational, Error> {
    check_n(n, MAX_N_RATIONAL_SUM, "exact E(X) by rationals")?;
    let n = u64::from(n);
    let factorial_n: BigUint = (1..=n).map(BigUint::from).product();
    let mut sum = BigRational::zero();
    for j in 0..n {
        let m = n - j;
        let numerator = binomial(n, j) * &factorial_n * BigUint::from(m).pow(n as u32);
        let denominator: BigUint = (0..=n).map(|r| BigUint::from(j * n + 1 + r * m)).product();
        let term = BigRational::new(BigInt::from(numerator), BigInt::from(denominator));
        if j % 2 == 0 {
            sum += term;
        } else {
            sum -= term;
        }
    }
    Ok(sum * BigRational::from_integer(BigInt::from(n * n + 1)))
}

/// E(X)/n² in floating point, from the closed form with log-gamma: O(n) work; the error is at
/// most [`expected_ratio_bounded`]'s bound (below 1e-11 up to n = 300 and 1e-9 at n = 20000,
/// pinned by tests).
pub fn expected_ratio(n: u32) -> Result<f64, Error> {
    expected_ratio_bounded(n).map(|r| r.value)
}

/// [`expected_ratio`] with a rigorous bound on its rounding error.
pub fn expected_ratio_bounded(n: u32) -> Result<BoundedRatio, Error> {
    check_n(n, MAX_N_RATIO, "E(X)/n²")?;
    Ok(rate::expected_ratio_bounded(n))
}

/// `ratios[i]` = E(X)/n² for n = i + 1, for every n up to `n_max`, reporting progress (this is
/// the worker job behind the page's "does E(X)/n² tend to 1?" plot).
pub fn expected_ratios(n_max: u32, progress: &mut impl Progress) -> Result<Vec<f64>, RatioError> {
    check_n(n_max, MAX_N_RATIO, "E(X)/n²").map_err(RatioError::Invalid)?;
    let mut ratios = Vec::with_capacity(n_max as usize);
    // Work for n is proportional to n, so report in units of Σ n.
    let total = u64::from(n_max) * (u64::from(n_max) + 1) / 2;
    let mut done = 0u64;
    for n in 1..=n_max {
        ratios.push(expected_ratio(n).map_err(RatioError::Invalid)?);
        done += u64::from(n);
        if n % 16 == 0 || n == n_max {
            progress
                .report(&format!("n = {n}"), done, total)
                .check()
                .map_err(RatioError::Cancelled)?;
        }
    }
    Ok(ratios)
}

/// Why [`expected_ratios`] stopped without an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RatioError {
    /// The request was out of range ([`Error::BoardSide`]).
    Invalid(Error),
    /// The caller asked to stop.
    Cancelled(Cancelled),
}

impl std::error::Error for RatioError {}

impl std::fmt::Display for RatioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RatioError::Invalid(e) => e.fmt(f),
            RatioError::Cancelled(c) => c.fmt(f),
        }
    }
}

/// C(m, k) for 0 ≤ k ≤ m ≤ n in double-double, by Pascal's rule: sums of positive terms, so
/// each is good to about m·2⁻¹⁰⁴ (C(150, 75) ≈ 9e43 does not fit in 53 bits).
fn binomial_table(n: usize) -> Vec<Vec<Dd>> {
    let mut rows: Vec<Vec<Dd>> = vec![vec![Dd::ONE]];
    for m in 1..=n {
        let above = &rows[m - 1];
        let row = (0..=m)
            .map(|k| match k {
                0 => Dd::ONE,
                _ if k == m => Dd::ONE,
                _ => above[k - 1].add(above[k]),
            })
            .collect();
        rows.push(row);
    }
    rows
}

/// P(X > k) for k = 0..=n² in floating point, each to 1e-12 relative (tests against the post's
/// double sum in exact rationals, every k for n ≤ 30, and at chosen k for n = 100).
///
/// Read with the e = n² − k empty cells: P(X > k) is the chance that every row and every column
/// keeps one. Where empty cells are many, the post's double sum in 106-bit arithmetic
/// (`bulk.rs`) certifies each value with a bound on its error; where they are few, and that sum
/// cancels beyond what 106 bits carry, a dynamic program with positive weights over the rows
/// (`tail.rs`) takes over. About n³·n·ln(n/8) multiply-adds in all, about 20 ms of CPU at
/// n = 100 natively (BENCHMARKS.md).
pub fn survival(n: u32) -> Result<Vec<f64>, Error> {
    survival_reporting(n, &mut crate::progress::Silent)
}

/// [`survival`], reporting progress as `("distribution", rows done, n)`: a command line should
/// show it (issue 18). Stopping gives [`Error::Cancelled`].
pub fn survival_reporting(n: u32, progress: &mut impl Progress) -> Result<Vec<f64>, Error> {
    check_n(n, MAX_N_DISTRIBUTION, "the distribution")?;
    let n = n as usize;
    let cells = n * n;
    let binomials = binomial_table(n);
    let bulk = bulk::bulk(n, &binomials);
    // The tail covers every e below the bulk's start and every e the bulk could not certify.
    let tail_end = bulk.uncertified.max(bulk.start.checked_sub(1));
    let tail = match tail_end {
        Some(end) => tail::tail(n, end, &binomials, progress)?,
        None => Vec::new(),
    };
    Ok((0..=cells)
        .map(|k| {
            let empty = cells - k;
            match tail.get(empty) {
                Some(&p) => p,
                None => bulk.values[empty - bulk.start],
            }
        })
        .collect())
}

/// One simulated board: the order in which slips were drawn until the first complete line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Simulation {
    /// Board side.
    pub n: u32,
    /// Cells drawn (row-major index `row * n + column`), in order; its length is X.
    pub draws: Vec<u32>,
    /// The line completed by the last draw: rows are 0..n, columns n..2n.
    pub completed_line: u32,
}

/// Draws slips until a row or column is complete, as in the classroom.
pub fn simulate<R: Rng>(n: u32, rng: &mut R) -> Result<Simulation, Error> {
    check_n(n, MAX_N_DISTRIBUTION, "a simulation")?;
    let side = n as usize;
    let mut slips: Vec<u32> = (0..n * n).collect();
    let mut row_count = vec![0u32; side];
    let mut column_count = vec![0u32; side];
    for drawn in 0..slips.len() {
        let pick = rng.random_range(drawn..slips.len());
        slips.swap(drawn, pick);
        let cell = slips[drawn];
        let (row, column) = ((cell / n) as usize, (cell % n) as usize);
        row_count[row] += 1;
        column_count[column] += 1;
        let completed = if row_count[row] == n {
            Some(row as u32)
        } else if column_count[column] == n {
            Some(n + column as u32)
        } else {
            None
        };
        if let Some(completed_line) = completed {
            slips.truncate(drawn + 1);
            return Ok(Simulation {
                n,
                draws: slips,
                completed_line,
            });
        }
    }
    // Unreachable for n ≥ 1 (the last draw completes every line), but never panic.
    Err(Error::NoCompleteLine)
}

/// `counts[x]` = how many of `trials` simulated boards first completed a line at draw x.
/// Reports progress every thousand boards, so a page can show a bar and a caller can stop it.
pub fn simulate_many<R: Rng>(
    n: u32,
    trials: u32,
    rng: &mut R,
    progress: &mut impl Progress,
) -> Result<Vec<u64>, Error> {
    check_n(n, MAX_N_DISTRIBUTION, "a simulation")?;
    let mut counts = vec![0u64; (n * n + 1) as usize];
    for done in 0..trials {
        if done % 1000 == 0 {
            progress
                .report("simulating", u64::from(done), u64::from(trials))
                .check()?;
        }
        let x = simulate(n, rng)?.draws.len();
        counts[x] += 1;
    }
    progress
        .report("simulating", u64::from(trials), u64::from(trials))
        .check()?;
    Ok(counts)
}

/// Everything the CLI and the page show for one board size.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Board side.
    pub n: u32,
    /// E(X) exactly, as "p/q".
    pub expected_exact: String,
    /// E(X) as a decimal.
    pub expected: f64,
    /// E(X)/n².
    pub expected_ratio: f64,
    /// P(X ≤ k) for k = 0..=n².
    pub cdf: Vec<f64>,
}

/// Computes the [`Summary`] for board side `n` (1 to [`MAX_N_DISTRIBUTION`]).
pub fn summary(n: u32) -> Result<Summary, Error> {
    summary_reporting(n, &mut crate::progress::Silent)
}

/// [`summary`], reporting the distribution's progress (see [`survival_reporting`]).
pub fn summary_reporting(n: u32, progress: &mut impl Progress) -> Result<Summary, Error> {
    // The distribution has the smaller limit: check it before the exact E(X), which alone
    // took seconds at n = 200 before the refusal (issue 18).
    check_n(n, MAX_N_DISTRIBUTION, "the summary")?;
    let exact = expected_exact(n)?;
    let expected = rational_to_f64(&exact);
    let cdf = survival_reporting(n, progress)?
        .into_iter()
        .map(|p| 1.0 - p)
        .collect();
    Ok(Summary {
        n,
        expected_exact: format!("{}/{}", exact.numer(), exact.denom()),
        expected,
        expected_ratio: expected / f64::from(n * n),
        cdf,
    })
}

/// A big rational as the nearest-ish f64 (exact to well within f64 precision for our values).
pub fn rational_to_f64(r: &BigRational) -> f64 {
    // Scale so that numerator/denominator fit in f64 without overflow.
    let shift = r.numer().bits() as i64 - r.denom().bits() as i64;
    let (numer, denom) = if shift > 0 {
        (r.numer().clone(), r.denom() << shift as usize)
    } else {
        (r.numer() << (-shift) as usize, r.denom().clone())
    };
    const MANTISSA_BITS: usize = 60;
    let scaled: BigInt = (numer << MANTISSA_BITS) / denom;
    scaled.to_f64().unwrap_or(f64::NAN) * 2f64.powi(shift as i32 - MANTISSA_BITS as i32)
}
