//! Tests of the common-denominator E(X) against the rational sum, of the float path's error
//! bound against exact values, and of the proven bounds and rate (rate.rs) against exact E(X)
//! for small boards and the bounded float path far beyond n = 1000.

use super::*;
use num_integer::Integer;

fn shortfall_exact(n: u32) -> f64 {
    // 1 − E/n² as an exact rational first, then rounded: no cancellation in floating point.
    let e = expected_exact(n).unwrap();
    let n2 = BigInt::from(u64::from(n) * u64::from(n));
    let s = (BigRational::from_integer(n2.clone()) - e) / BigRational::from_integer(n2);
    rational_to_f64(&s)
}

#[test]
fn common_denominator_matches_the_rational_sum_and_is_reduced() {
    for n in (1..=40).chain([61, 97, 100]) {
        let fast = expected_exact(n).unwrap();
        assert_eq!(fast, expected_exact_by_rationals(n).unwrap(), "n = {n}");
        assert!(
            fast.numer().gcd(fast.denom()).is_one(),
            "n = {n} not reduced"
        );
        assert_eq!(
            fast.numer(),
            expected_exact_by_rationals(n).unwrap().numer()
        );
    }
}

#[test]
fn exact_progress_reports_every_term_and_can_stop() {
    let mut terms = 0;
    let mut count = |_: &str, done: u64, total: u64| {
        assert!(done <= total && total == 30);
        terms += 1;
        crate::progress::Flow::Continue
    };
    assert_eq!(expected_exact_reporting(30, &mut count), expected_exact(30));
    assert_eq!(terms, 30);
    let mut stop = |_: &str, _: u64, _: u64| crate::progress::Flow::Stop;
    assert_eq!(
        expected_exact_reporting(30, &mut stop)
            .err()
            .map(|e| e.to_string())
            .as_deref(),
        Some("cancelled")
    );
    assert_eq!(
        expected_exact_reporting(30, &mut stop),
        Err(Error::Cancelled(Cancelled))
    );
}

#[test]
fn ln_gamma_shift_by_one_is_the_logarithm() {
    // Γ(x + 1) = x Γ(x): an exact identity the Stirling difference does not know about.
    for x in [1.0, 2.5, 19.9, 20.0, 123.4, 1e4, 4e8 + 0.5, 1e12] {
        let got = ln_gamma_shift(x, 1.0);
        let want = f64::ln(x);
        assert!(
            (got - want).abs() <= 32.0 * f64::EPSILON * want.abs().max(1.0),
            "x = {x}: {got} vs {want}"
        );
    }
    // Half steps against the duplication-free value Γ(x + ½)/Γ(x) at x = 1: Γ(3/2) = √π/2.
    let half = ln_gamma_shift(1.0, 0.5);
    assert!((half - (std::f64::consts::PI.sqrt() / 2.0).ln()).abs() < 1e-15);
}

#[test]
fn some_line_full_matches_the_exact_integral() {
    // 1 − ∫₀¹ (1 − t^m)^L dt = 1 − Σ_i C(L,i) (−1)^i / (mi + 1), in exact rationals.
    for m in 0..=6u32 {
        for lines in 0..=12u32 {
            let mut integral = BigRational::zero();
            for i in 0..=lines {
                let term = BigRational::new(
                    BigInt::from(binomial(u64::from(lines), u64::from(i))),
                    BigInt::from(u64::from(m * i + 1)),
                );
                integral = if i % 2 == 0 {
                    integral + term
                } else {
                    integral - term
                };
            }
            let want = rational_to_f64(&(BigRational::one() - integral));
            let got = some_line_full(m, lines);
            assert!(
                (got - want).abs() < 1e-14,
                "m = {m}, L = {lines}: {got} vs {want}"
            );
        }
    }
}

#[test]
fn proven_bounds_hold_for_exact_boards() {
    for n in (1..=BOUNDS_CHECKED_EXACT_UP_TO).chain(BOUNDS_CHECKED_EXACT_ALSO) {
        let s = shortfall_exact(n);
        let b = shortfall_bounds(n);
        assert!(
            b.lower <= s + 1e-15 && s <= b.upper + 1e-15,
            "n = {n}: {b:?}, s = {s}"
        );
        // The plain union bound of the page's proof, on 1 − E/(n²+1) ≥ 1 − E/n².
        let nf = f64::from(n);
        assert!(s <= (1.0 + (2.0 * nf).ln()) / (nf + 1.0), "n = {n}");
    }
}

#[test]
fn float_error_bound_covers_the_exact_values() {
    for n in [1, 2, 3, 10, 37, 100, 250, 300] {
        let exact = rational_to_f64(&expected_exact(n).unwrap()) / f64::from(n * n);
        let r = expected_ratio_bounded(n).unwrap();
        assert!(
            (r.value - exact).abs() <= r.error_bound,
            "n = {n}: {} vs {exact}, bound {}",
            r.value,
            r.error_bound
        );
        assert!(r.error_bound < 1e-11, "n = {n}: bound {}", r.error_bound);
    }
}

#[test]
fn rate_holds_far_beyond_a_thousand() {
    // The computed shortfall lies between the proven bounds with room to spare for its own
    // error bound, and n·(1 − E/n²) − ln 2n tends to γ as O((ln n)²/n).
    let mut last_gap = f64::INFINITY;
    for n in BOUNDS_CHECKED_IN_FLOAT {
        let r = expected_ratio_bounded(n).unwrap();
        let s = 1.0 - r.value;
        let b = shortfall_bounds(n);
        assert!(
            r.error_bound < (b.upper - b.lower) / 10.0,
            "n = {n}: {r:?}, {b:?}"
        );
        assert!(
            b.lower - r.error_bound <= s && s <= b.upper + r.error_bound,
            "n = {n}: s = {s}, {b:?}"
        );
        let nf = f64::from(n);
        let gap = (nf * s - (2.0 * nf).ln() - EULER_GAMMA).abs();
        let ln = (2.0 * nf).ln() + EULER_GAMMA;
        assert!(gap <= ln * ln / nf, "n = {n}: n·s − ln 2n − γ = {gap}");
        assert!(gap < last_gap, "n = {n}: the gap must shrink");
        last_gap = gap;
    }
}

/// Exact E(X) at the cap against the bounded float path (seconds in release builds:
/// `cargo test -p snipelab-core --release -- --ignored wow::`).
#[test]
#[ignore]
fn exact_at_the_cap_matches_the_float_path() {
    let n = MAX_N_EXACT;
    let exact = expected_exact(n).unwrap();
    assert!(exact.numer().gcd(exact.denom()).is_one());
    let r = expected_ratio_bounded(n).unwrap();
    let e = rational_to_f64(&exact) / f64::from(n * n);
    assert!((r.value - e).abs() <= r.error_bound, "{e} vs {r:?}");
}
