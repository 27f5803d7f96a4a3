//! The distribution where the empty cells are many: the post's double sum in double-double
//! arithmetic, with a rigorous bound on its error computed as it goes.
//!
//! With e = n² − k empty cells placed uniformly, P(X > k) is the chance that every row and every
//! column keeps an empty cell. The post's formula, read with empty cells, is
//!
//! ```text
//! P = Σ_{i,j} (−1)^{i+j} C(n,i) C(n,j) h_c(e),  h_c(e) = C(n² − c, e)/C(n², e) = Π_{t<e} (n² − c − t)/(n² − t),
//! ```
//!
//! c = ni + nj − ij the cells of i rows and j columns. Its terms are far larger than P when lines
//! are likely to be full (P ≈ e^{−2μ}, Σ|terms| ≈ e^{2μ}, μ = n·h_n(e) the expected number of full
//! rows): that is why `tail.rs` takes over below some e. Here every term is carried in 106 bits, so
//! the sum keeps 16 digits while Σ|terms|/P stays below about 10¹⁴, and each e's value is kept only
//! if a bound on all its errors — rounding, the terms left out, the terms dropped once negligible —
//! is below [`CERTIFIED`] times the value. Where it is not, the caller uses the tail's value.

use super::dd::Dd;

/// Relative error the bulk must certify for a value to be used.
pub(super) const CERTIFIED: f64 = 1e-13;
/// The sweep starts where the expected number of full rows μ(e) falls to this: there Σ|terms|/P
/// is about e^{4μ} ≈ 10¹⁴, the most that 106 bits carry to a 1e-13 answer. Lower starts are
/// certified less often (the tail then covers them); higher ones make the tail do more work.
const START_FULL_ROWS: f64 = 8.0;
/// A term below this fraction of the (certified) sum is dropped for good: terms only shrink as e
/// grows while P grows, so its later values stay below this bound too.
const DROP: f64 = 1e-24;
/// Bound on the relative error of one double-double operation (2⁻¹⁰², generous: Dd's own doc
/// comments give 2⁻¹⁰⁴ to 2⁻¹⁰²).
const ULP_DD: f64 = 1.0 / (1u128 << 102) as f64;

/// The bulk's answer: P(every line keeps an empty cell | e empty cells) for e = `start`..=n².
pub(super) struct Bulk {
    /// The first e computed.
    pub start: usize,
    /// `values[e − start]`, clamped into [0, 1].
    pub values: Vec<f64>,
    /// The largest e whose value could not be certified to [`CERTIFIED`], if any.
    pub uncertified: Option<usize>,
}

/// One (i, j) term of the double sum: the cells it covers and its current signed value.
struct Term {
    covered: usize,
    value: Dd,
}

/// The double sum for e from where μ(e) ≤ [`START_FULL_ROWS`] up to n², from `binomials[m][k]` =
/// C(m, k) for m ≤ n.
pub(super) fn bulk(n: usize, binomials: &[Vec<Dd>]) -> Bulk {
    let cells = n * n;
    let start = start_of_sweep(n);
    let full_rows = expected_full_rows(n, start);
    // Terms smaller than this (absolute) at the start are left out; P(start) is above about
    // e^{−4μ}, so what they add up to is far below CERTIFIED·P (and it is checked: `left_out`).
    let ln_keep = DROP.ln() - 4.0 * full_rows;
    let ln_binomial: Vec<f64> = binomials[n].iter().map(|c| c.hi.ln()).collect();
    let mut terms = Vec::new();
    let mut left_out = 0.0;
    for i in 0..=n {
        for j in i..=n {
            let covered = n * (i + j) - i * j;
            if covered + start > cells {
                continue; // no room for `start` empty cells outside: zero from here on
            }
            let twice: f64 = if i == j { 1.0 } else { 2.0 };
            // h_c(e) ≤ (1 − c/n²)^e: an upper bound on the term for every e ≥ start.
            let ln_bound = ln_binomial[i]
                + ln_binomial[j]
                + twice.ln()
                + if start == 0 {
                    0.0
                } else {
                    start as f64 * (-(covered as f64) / cells as f64).ln_1p()
                };
            if ln_bound < ln_keep {
                // The logarithms are good to 1e-12 or so; 1.001 covers them.
                left_out += 1.001 * ln_bound.exp();
                continue;
            }
            let mut value = binomials[n][i].mul(binomials[n][j]).mul_f64(twice);
            if (i + j) % 2 == 1 {
                value = value.neg();
            }
            for t in 0..start {
                value = value
                    .mul_f64((cells - covered - t) as f64)
                    .div_f64((cells - t) as f64);
            }
            terms.push(Term { covered, value });
        }
    }
    let mut values = Vec::with_capacity(cells + 1 - start);
    let mut uncertified = None;
    let mut dropped = 0.0;
    for e in start..=cells {
        let mut sum = Dd::ZERO;
        let mut magnitude = 0.0;
        for term in &terms {
            sum = sum.add(term.value);
            magnitude += term.value.hi.abs();
        }
        // Each term went through 2 operations per empty cell and 3 for its coefficient; the
        // sum adds one per term. 1.01 covers the f64 sum of magnitudes and the low words.
        let operations = (2 * e + 4 + terms.len()) as f64;
        let error = 1.01 * operations * ULP_DD * magnitude + left_out + dropped;
        let value = sum.to_f64();
        let certified = value > 0.0 && error <= CERTIFIED * value;
        if !certified {
            uncertified = Some(e);
        }
        values.push(value.clamp(0.0, 1.0));
        if certified {
            terms.retain(|term| {
                let keep = term.value.hi.abs() >= DROP * value;
                if !keep {
                    dropped += 1.01 * term.value.hi.abs();
                }
                keep
            });
        }
        // One more empty cell: h_c(e + 1) = h_c(e)·(n² − c − e)/(n² − e), zero once the cells
        // outside the c covered ones are all empty.
        if e < cells {
            for term in &mut terms {
                let room = (cells - e).saturating_sub(term.covered);
                term.value = term.value.mul_f64(room as f64).div_f64((cells - e) as f64);
            }
            terms.retain(|term| term.value.hi != 0.0);
        }
    }
    Bulk {
        start,
        values,
        uncertified,
    }
}

/// μ(e) = n·C(n² − n, e)/C(n², e), the expected number of rows left without an empty cell.
fn expected_full_rows(n: usize, e: usize) -> f64 {
    let cells = n * n;
    (0..e).fold(n as f64, |mu, t| {
        mu * (cells - n).saturating_sub(t) as f64 / (cells - t) as f64
    })
}

/// The first e with μ(e) ≤ [`START_FULL_ROWS`] (0 for boards too small to have more).
fn start_of_sweep(n: usize) -> usize {
    let cells = n * n;
    let mut mu = n as f64;
    let mut e = 0;
    while mu > START_FULL_ROWS && e + n < cells {
        mu *= (cells - n - e) as f64 / (cells - e) as f64;
        e += 1;
    }
    e
}
