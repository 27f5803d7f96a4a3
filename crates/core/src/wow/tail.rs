//! The distribution where the empty cells are few: a dynamic program with positive weights
//! only, so every value comes out to a few hundred roundings however small it is (P(X > n² − n)
//! is about 1e-84 at n = 100).
//!
//! Count the sets of e empty cells that leave an empty cell in every row and every column. Add
//! the rows one at a time, remembering u, the columns with no empty cell yet, and e, the empty
//! cells so far. A row takes a ≥ 0 empty cells among the u uncovered columns, C(u, a) ways, and
//! b ≥ 0 among the n − u covered ones, C(n − u, b) ways, with a + b ≥ 1. That is done in two
//! steps with nothing subtracted: first the b ≥ 1 part for every u (`fresh`), then
//! `next[u − a][e + a] += C(u, a)·(fresh + current)[u][e]` for a ≥ 1 plus `fresh[u][e]` for
//! a = 0. After n rows, `current[0][e]`/C(n², e) is the answer.
//!
//! Both steps are sums of shifted rows times constants, computed eight values of e at a time
//! in registers, so the compiler vectorises them. The counts reach 10⁹⁰⁰, so each is kept as
//! `count·2^(−s·e − shift)`: the factor 2^(−s·e) is folded into the weights (an empty cell
//! weighs 2^(−s)), and `shift` renormalises after each row; both are exact.

use super::dd::Dd;
use super::error::Error;
use crate::progress::Progress;

/// `out[i] += Σ weight·source[i]` over `terms`, eight values at a time in registers (the loop
/// over terms is the inner one, so nothing is loaded or stored per multiply-add but the
/// source).
fn mix(out: &mut [f64], terms: &[(f64, &[f64])]) {
    const LANES: usize = 8;
    let mut start = 0;
    while start + LANES <= out.len() {
        let mut sums = [0.0; LANES];
        sums.copy_from_slice(&out[start..start + LANES]);
        for &(weight, source) in terms {
            for (sum, x) in sums.iter_mut().zip(&source[start..start + LANES]) {
                *sum += weight * x;
            }
        }
        out[start..start + LANES].copy_from_slice(&sums);
        start += LANES;
    }
    for (i, slot) in out.iter_mut().enumerate().skip(start) {
        *slot += terms
            .iter()
            .map(|&(weight, source)| weight * source[i])
            .sum::<f64>();
    }
}

/// The largest e worth keeping after `rows` rows with `uncovered` columns still uncovered:
/// every later row adds an empty cell and every uncovered column needs one, and the answer is
/// wanted only up to `e_max`.
fn highest(n: usize, e_max: usize, rows: usize, uncovered: usize) -> Option<usize> {
    e_max.checked_sub((n - rows).max(uncovered))
}

/// log₂ of the weight divisor λ = 2^s: chosen so that the counts wanted, from n! at e = n to
/// about C(n², e_max) at e_max, come out of comparable size once divided by λ^e.
fn slope_bits(n: usize, e_max: usize) -> usize {
    if e_max <= n {
        return 0;
    }
    let ln_factorial = |m: usize| libm::lgamma(m as f64 + 1.0);
    let cells = n * n;
    let ln_top = ln_factorial(cells) - ln_factorial(e_max) - ln_factorial(cells - e_max);
    let slope = (ln_top - ln_factorial(n)) / (e_max - n) as f64;
    (slope / std::f64::consts::LN_2).round().clamp(0.0, 30.0) as usize
}

/// P(every row and column keeps an empty cell | e empty cells) for e = 0..=`e_max`, from
/// `binomials[m][k]` = C(m, k) for m ≤ n. Reports `("distribution", rows done, n)` before each
/// row; stopping gives [`Error::Cancelled`].
pub(super) fn tail(
    n: usize,
    e_max: usize,
    binomials: &[Vec<Dd>],
    progress: &mut impl Progress,
) -> Result<Vec<f64>, Error> {
    let cells = n * n;
    // Reads reach n cells to the left of the first e: pad each row with n zeros.
    let pad = n;
    let width = pad + e_max + 1;
    let s = slope_bits(n, e_max);
    // weights[m][d] = C(m, d)·2^(−s·d): the counts are divided by 2^(s·e).
    let weights: Vec<Vec<f64>> = binomials
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(d, c)| libm::scalbn(c.hi, -((s * d).min(2000) as i32)))
                .collect()
        })
        .collect();
    let size = (n + 1) * width;
    let (mut current, mut next) = (vec![0.0; size], vec![0.0; size]);
    let (mut fresh, mut all) = (vec![0.0; size], vec![0.0; size]);
    current[n * width + pad] = 1.0; // no rows: all n columns uncovered, no empty cell
    let mut shift = 0i64;
    for r in 0..n {
        progress
            .report("distribution", r as u64, n as u64)
            .check()?;
        fresh.fill(0.0);
        all.fill(0.0);
        next.fill(0.0);
        // Step 1: b ≥ 1 empty cells among the n − u covered columns.
        for u in 0..=n {
            let low = r.max(n - u);
            let Some(high) = highest(n, e_max, r + 1, u).filter(|&h| h >= low) else {
                continue;
            };
            let row = u * width;
            let source = &current[row..row + width];
            let covered = n - u;
            let terms: Vec<(f64, &[f64])> = (1..=covered)
                .map(|b| {
                    (
                        weights[covered][b],
                        &source[pad + low - b..pad + high + 1 - b],
                    )
                })
                .collect();
            mix(&mut fresh[row + pad + low..row + pad + high + 1], &terms);
            for e in pad + low..pad + high + 1 {
                all[row + e] = source[e] + fresh[row + e];
            }
        }
        // Step 2: a ≥ 1 empty cells among the u + a uncovered columns, or a = 0 (then b ≥ 1).
        for u in 0..=n {
            let low = (r + 1).max(n - u);
            let Some(high) = highest(n, e_max, r + 1, u).filter(|&h| h >= low) else {
                continue;
            };
            let row = u * width;
            let out = &mut next[row + pad + low..row + pad + high + 1];
            out.copy_from_slice(&fresh[row + pad + low..row + pad + high + 1]);
            let terms: Vec<(f64, &[f64])> = (1..=n - u)
                .map(|a| {
                    let from = (u + a) * width + pad;
                    (weights[u + a][a], &all[from + low - a..from + high + 1 - a])
                })
                .collect();
            mix(out, &terms);
        }
        let largest = next.iter().fold(0.0f64, |m, &x| m.max(x));
        if !largest.is_finite() {
            return Err(Error::Overflow { row: r, n });
        }
        if largest > 0.0 {
            let k = libm::ilogb(largest);
            let factor = libm::scalbn(1.0, -k);
            next.iter_mut().for_each(|x| *x *= factor);
            shift += i64::from(k);
        }
        std::mem::swap(&mut current, &mut next);
    }
    // count(e) = current[0][e]·2^(s·e + shift); divide by C(n², e) = choose·2^choose_shift.
    let mut survival = vec![0.0; e_max + 1];
    let (mut choose, mut choose_shift) = (Dd::ONE, 0i64);
    for (e, p) in survival.iter_mut().enumerate() {
        let stored = current[pad + e];
        if stored > 0.0 {
            let ratio = Dd {
                hi: stored,
                lo: 0.0,
            }
            .div(choose)
            .to_f64();
            let k = (s * e) as i64 + shift - choose_shift;
            *p = libm::scalbn(ratio, k.clamp(-5000, 5000) as i32);
        }
        choose = choose
            .mul_f64(cells.saturating_sub(e) as f64)
            .div_f64((e + 1) as f64);
        if choose.hi > 1e150 {
            choose = choose.scale(-500);
            choose_shift += 500;
        }
    }
    Ok(survival)
}
