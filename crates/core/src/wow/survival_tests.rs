//! The fast distribution against independent values, relatively (issue 19): the post's double
//! sum in exact rationals at every k for n ≤ 30 and at chosen k for n = 100 and 150, two
//! closed forms of the deepest tail, exact E(X), and the two halves of the method against each
//! other where both apply.

use super::*;

/// Relative error of `fast` against the exact `p`, where 0 must be exactly 0.
fn relative_error(fast: f64, p: &BigRational) -> f64 {
    let exact = rational_to_f64(p);
    if exact == 0.0 {
        if fast == 0.0 { 0.0 } else { f64::INFINITY }
    } else {
        (fast - exact).abs() / exact
    }
}

#[test]
fn every_k_is_relatively_exact_up_to_n_30() {
    for n in 1..=MAX_N_REFERENCE {
        let exact = survival_exact(n).unwrap();
        let fast = survival(n).unwrap();
        assert_eq!(fast.len(), exact.len());
        for (k, (f, p)) in fast.iter().zip(&exact).enumerate() {
            let error = relative_error(*f, p);
            assert!(
                error <= 1e-12,
                "n = {n}, k = {k}: fast {f:e}, exact {:e}, relative error {error:e}",
                rational_to_f64(p)
            );
        }
    }
}

/// P(X > n² − e) exactly, by the post's double sum at that one k, read with empty cells:
/// Σ (−1)^{i+j} C(n,i) C(n,j) C((n−i)(n−j), e) / C(n², e).
fn survival_exact_at(n: u64, empty: u64) -> BigRational {
    let cells = n * n;
    // C(m, e) for m = e..=n², each from the last: C(m + 1, e) = C(m, e)·(m + 1)/(m + 1 − e).
    let mut choose = vec![BigUint::zero(); (cells + 1) as usize];
    let mut c = BigUint::one();
    for m in empty..=cells {
        choose[m as usize] = c.clone();
        c = c * (m + 1) / (m + 1 - empty);
    }
    let mut count = BigInt::zero();
    for i in 0..=n {
        for j in 0..=n {
            let rest = ((n - i) * (n - j)) as usize;
            if (rest as u64) < empty {
                continue;
            }
            let term = BigInt::from(binomial(n, i) * binomial(n, j) * &choose[rest]);
            if (i + j) % 2 == 0 {
                count += term;
            } else {
                count -= term;
            }
        }
    }
    BigRational::new(count, BigInt::from(choose[cells as usize].clone()))
}

#[test]
fn chosen_k_are_relatively_exact_for_large_boards() {
    // From the deepest tail (e = n, where only permutation matrices of empty cells work) through
    // where the two methods meet (e ≈ 2.6n) to where P is close to 1.
    for (n, empties) in [
        (
            100u32,
            &[
                100u64, 101, 102, 150, 200, 240, 250, 260, 270, 300, 400, 700, 2000,
            ][..],
        ),
        (150, &[150, 151, 300, 390, 400, 410, 420, 600, 1500][..]),
    ] {
        let fast = survival(n).unwrap();
        let cells = u64::from(n * n);
        for &e in empties {
            let exact = survival_exact_at(u64::from(n), e);
            let f = fast[(cells - e) as usize];
            let error = relative_error(f, &exact);
            assert!(
                error <= 1e-12,
                "n = {n}, e = {e}: fast {f:e}, exact {:e}, relative error {error:e}",
                rational_to_f64(&exact)
            );
        }
    }
}

/// P(X > n² − n) = n!/C(n², n): the n empty cells must form a permutation matrix.
/// P(X > n² − n − 1) = C(n,2)²·(n − 2)!·(n + 2)/C(n², n + 1): n + 1 empty cells meeting all 2n
/// lines form n − 1 trees, so all are single cells but either one path row–column–row–column
/// (4 of the spanning trees of a 2×2 square) or one row with two and one column with two.
fn deepest_tail(n: u64) -> (BigRational, BigRational) {
    let cells = n * n;
    let factorial = |m: u64| (1..=m).map(BigUint::from).product::<BigUint>();
    let ratio = |count: BigUint, e: u64| {
        BigRational::new(BigInt::from(count), BigInt::from(binomial(cells, e)))
    };
    let pairs = binomial(n, 2);
    (
        ratio(factorial(n), n),
        ratio(&pairs * &pairs * factorial(n - 2) * (n + 2), n + 1),
    )
}

#[test]
fn the_deepest_tail_follows_its_closed_forms() {
    // The closed forms themselves against the post's sum on small boards…
    for n in 2..=12u32 {
        let exact = survival_exact(n).unwrap();
        let cells = (n * n) as usize;
        let (last, before_last) = deepest_tail(u64::from(n));
        assert_eq!(exact[cells - n as usize], last, "n = {n}");
        assert_eq!(exact[cells - n as usize - 1], before_last, "n = {n}");
    }
    // …then the fast distribution against them where the values are about 1e-84 and 1e-129.
    for n in [100u32, 150] {
        let fast = survival(n).unwrap();
        let cells = (n * n) as usize;
        let (last, before_last) = deepest_tail(u64::from(n));
        for (k, p) in [
            (cells - n as usize, last),
            (cells - n as usize - 1, before_last),
        ] {
            let error = relative_error(fast[k], &p);
            assert!(
                error <= 1e-12,
                "n = {n}, k = {k}: {} vs {:e}",
                fast[k],
                rational_to_f64(&p)
            );
        }
        assert_eq!(fast[cells - n as usize + 1], 0.0);
    }
}

/// Σ of positive terms with Neumaier's compensation, so that the test measures the
/// distribution and not the summation.
fn compensated_sum(values: &[f64]) -> f64 {
    let (mut sum, mut carry) = (0.0f64, 0.0);
    for &x in values {
        let t = sum + x;
        carry += if sum.abs() >= x.abs() {
            (sum - t) + x
        } else {
            (x - t) + sum
        };
        sum = t;
    }
    sum + carry
}

#[test]
fn the_distribution_sums_to_exact_expectation() {
    for n in [50, 100, 150] {
        let sum = compensated_sum(&survival(n).unwrap());
        let exact = rational_to_f64(&expected_exact(n).unwrap());
        assert!(
            (sum - exact).abs() / exact <= 1e-12,
            "n = {n}: {sum} vs {exact}"
        );
    }
}

#[test]
fn the_two_methods_agree_where_both_apply() {
    for n in [40usize, 100] {
        let binomials = binomial_table(n);
        let bulk = bulk::bulk(n, &binomials);
        let certified_from = bulk.uncertified.map_or(bulk.start, |e| e + 1);
        // The positive dynamic program carried n further than it is needed.
        let tail = tail::tail(
            n,
            certified_from + n,
            &binomials,
            &mut crate::progress::Silent,
        )
        .unwrap();
        for (e, &t) in tail.iter().enumerate().skip(certified_from) {
            let b = bulk.values[e - bulk.start];
            assert!(
                (b - t).abs() <= 2e-13 * t,
                "n = {n}, e = {e}: bulk {b:e}, tail {t:e}"
            );
        }
        // The handover is near e ≈ n·ln(n/8), not far above it (that would cost time).
        let expected = n as f64 * (n as f64 / 8.0).ln();
        assert!(
            (certified_from as f64) < expected + 0.2 * n as f64,
            "n = {n}: {certified_from}"
        );
    }
}
