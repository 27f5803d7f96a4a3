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
//! * [`survival`] and [`expected_ratio`]: fast floating-point paths. The post's double sum is
//!   useless in floating point (its terms reach e^{0.72 n} before cancelling to something below
//!   1), so [`survival`] keeps the inclusion–exclusion over columns only, whose terms stay
//!   bounded, and computes the "no full row" factor by a dynamic program with positive weights.

mod exact;
mod rate;
#[cfg(test)]
mod rate_tests;
#[cfg(test)]
mod tests;

pub use rate::{
    BoundedRatio, EULER_GAMMA, Shortfall, ln_gamma_shift, shortfall_bounds, some_line_full,
};

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

/// Largest board side for the distribution ([`survival`], [`simulate`]): its cost grows like n⁵,
/// about a second at n = 100 natively.
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

/// Rejects board sides outside 1..=`max`, naming what was asked.
pub fn check_n(n: u32, max: u32, what: &str) -> Result<(), String> {
    if (1..=max).contains(&n) {
        Ok(())
    } else {
        Err(format!(
            "board side n for {what} must be between 1 and {max}, got {n}"
        ))
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
/// Cost grows like n⁴ big-integer terms: fine for the n ≤ 30 or so that tests and the CLI use.
pub fn survival_exact(n: u32) -> Result<Vec<BigRational>, String> {
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
    let mut survival = Vec::with_capacity((cells + 1) as usize);
    for k in 0..=cells {
        let mut count = BigInt::zero();
        for (c, weight) in weight_by_c.iter().enumerate().take(k as usize + 1) {
            if !weight.is_zero() {
                let c = c as u64;
                count += weight * BigInt::from(binomial(cells - c, k - c));
            }
        }
        survival.push(BigRational::new(count, BigInt::from(binomial(cells, k))));
    }
    Ok(survival)
}

/// E(X) exactly, from the single-sum closed form in the module docs, summed as integers over
/// one common denominator and reduced once (see `exact.rs`).
pub fn expected_exact(n: u32) -> Result<BigRational, String> {
    expected_exact_reporting(n, &mut crate::progress::Silent)
}

/// [`expected_exact`], reporting `("exact E(X)", terms done, n)`; stopping gives
/// `Err("cancelled")`.
pub fn expected_exact_reporting(
    n: u32,
    progress: &mut impl Progress,
) -> Result<BigRational, String> {
    check_n(n, MAX_N_EXACT, "exact E(X)")?;
    exact::expected_exact(u64::from(n), progress).map_err(|e| e.to_string())
}

/// E(X) from the same closed form summed as big rationals, reducing after every addition: the
/// earlier path, kept to check [`expected_exact`] and to measure it against (BENCHMARKS.md).
pub fn expected_exact_by_rationals(n: u32) -> Result<BigRational, String> {
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
pub fn expected_ratio(n: u32) -> Result<f64, String> {
    expected_ratio_bounded(n).map(|r| r.value)
}

/// [`expected_ratio`] with a rigorous bound on its rounding error.
pub fn expected_ratio_bounded(n: u32) -> Result<BoundedRatio, String> {
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
    /// The request was out of range.
    Invalid(String),
    /// The caller asked to stop.
    Cancelled(Cancelled),
}

impl std::fmt::Display for RatioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RatioError::Invalid(message) => f.write_str(message),
            RatioError::Cancelled(c) => c.fmt(f),
        }
    }
}

/// ln k! for k = 0..=max, so that a log-binomial is three look-ups instead of three log-gammas.
struct LnFactorials(Vec<f64>);

impl LnFactorials {
    fn up_to(max: usize) -> Self {
        // lgamma per entry rather than a running sum of logs: the running sum drifts by ~1e-11
        // at k = 10⁴, which the tests against exact rationals notice.
        LnFactorials((0..=max).map(|k| libm::lgamma(k as f64 + 1.0)).collect())
    }

    fn ln_binomial(&self, n: usize, k: usize) -> f64 {
        self.0[n] - self.0[k] - self.0[n - k]
    }
}

/// `no_full_row[e]` = P(no row is full) when e of the n·m cells of an n-row, m-column grid are
/// filled uniformly at random, for e = 0..=n·m.
///
/// Rows are added one at a time; a new row of m cells takes `a < m` of the e filled cells with
/// hypergeometric weight C(rm, e−a)·C(m, a)/C(rm+m, e). Every weight is positive, so the result
/// is accurate to a few ulps however small it gets.
fn no_full_row(n: usize, m: usize, ln_factorials: &LnFactorials, reciprocals: &[f64]) -> Vec<f64> {
    // q[e] after r rows: P(no full row among r rows | e filled among r·m cells).
    let mut q = vec![1.0];
    for r in 0..n {
        let before = r * m;
        let after = before + m;
        let mut next = vec![0.0; after + 1];
        for (e, slot) in next.iter_mut().enumerate() {
            // a ranges so that 0 ≤ e − a ≤ before, a ≤ m − 1.
            let a_min = e.saturating_sub(before);
            let a_max = e.min(m.saturating_sub(1));
            if a_min > a_max {
                continue;
            }
            // Hypergeometric weight at a_min from log-binomials, then the ratio recurrence
            // w(a+1)/w(a) = (m−a)(e−a) / ((a+1)(before − e + a + 1)).
            let mut w = (ln_factorials.ln_binomial(before, e - a_min)
                + ln_factorials.ln_binomial(m, a_min)
                - ln_factorials.ln_binomial(after, e))
            .exp();
            let mut acc = 0.0;
            for a in a_min..=a_max {
                acc += w * q[e - a];
                w *= ((m - a) * (e - a)) as f64
                    * reciprocals[a + 1]
                    * reciprocals[before + a + 1 - e];
            }
            *slot = acc;
        }
        q = next;
    }
    q
}

/// P(X > k) for k = 0..=n² in floating point, accurate to about 1e-13 absolute.
///
/// Inclusion–exclusion over the j columns forced full, with the exact chance that no row is
/// full among the other n − j columns: `P(X > k) = Σ_j (−1)^j C(n,j) · P(j given columns full)
/// · P(no full row in the n×(n−j) rest | k − nj filled)`. Cost about n⁵/6 multiply-adds.
pub fn survival(n: u32) -> Result<Vec<f64>, String> {
    survival_reporting(n, &mut crate::progress::Silent)
}

/// [`survival`], reporting progress as `("distribution", columns done, n)`: at n = 150 it takes
/// seconds, which a command line should show (issue 18). Stopping gives `Err("cancelled")`.
pub fn survival_reporting(n: u32, progress: &mut impl Progress) -> Result<Vec<f64>, String> {
    check_n(n, MAX_N_DISTRIBUTION, "the distribution")?;
    let n = n as usize;
    let cells = n * n;
    let ln_factorials = LnFactorials::up_to(cells);
    let reciprocals: Vec<f64> = (0..=cells + 1).map(|x| 1.0 / x as f64).collect();
    let mut survival = vec![0.0; cells + 1];
    for j in 0..n {
        progress
            .report("distribution", j as u64, n as u64)
            .check()
            .map_err(|e| e.to_string())?;
        let m = n - j;
        let rest = no_full_row(n, m, &ln_factorials, &reciprocals);
        let forced = n * j;
        let sign = if j % 2 == 0 { 1.0 } else { -1.0 };
        let ln_choose_columns = ln_factorials.ln_binomial(n, j);
        for (e, &p_rest) in rest.iter().enumerate() {
            if p_rest == 0.0 {
                continue;
            }
            let k = forced + e;
            // P(the nj forced cells are all among the k drawn) = C(N−nj, k−nj)/C(N, k).
            let ln_forced =
                ln_factorials.ln_binomial(cells - forced, e) - ln_factorials.ln_binomial(cells, k);
            survival[k] += sign * (ln_choose_columns + ln_forced).exp() * p_rest;
        }
    }
    // Rounding can leave ±1e-16 where the true value is 0 or 1; clamp into [0, 1].
    for p in &mut survival {
        *p = p.clamp(0.0, 1.0);
    }
    Ok(survival)
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
pub fn simulate<R: Rng>(n: u32, rng: &mut R) -> Result<Simulation, String> {
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
    Err("simulation ended without a complete line".into())
}

/// `counts[x]` = how many of `trials` simulated boards first completed a line at draw x.
/// Reports progress every thousand boards, so a page can show a bar and a caller can stop it.
pub fn simulate_many<R: Rng>(
    n: u32,
    trials: u32,
    rng: &mut R,
    progress: &mut impl Progress,
) -> Result<Vec<u64>, String> {
    check_n(n, MAX_N_DISTRIBUTION, "a simulation")?;
    let mut counts = vec![0u64; (n * n + 1) as usize];
    for done in 0..trials {
        if done % 1000 == 0 {
            progress
                .report("simulating", u64::from(done), u64::from(trials))
                .check()
                .map_err(|e| e.to_string())?;
        }
        let x = simulate(n, rng)?.draws.len();
        counts[x] += 1;
    }
    progress
        .report("simulating", u64::from(trials), u64::from(trials))
        .check()
        .map_err(|e| e.to_string())?;
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
pub fn summary(n: u32) -> Result<Summary, String> {
    summary_reporting(n, &mut crate::progress::Silent)
}

/// [`summary`], reporting the distribution's progress (see [`survival_reporting`]).
pub fn summary_reporting(n: u32, progress: &mut impl Progress) -> Result<Summary, String> {
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
