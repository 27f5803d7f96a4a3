//! Tests against a brute force over every set of filled cells of small boards, of the fast paths
//! against the post's double sum in exact rationals, of the floating point against the exact
//! values, and of a simulation against the exact distribution.

use super::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn rational(p: i64, q: i64) -> BigRational {
    BigRational::new(BigInt::from(p), BigInt::from(q))
}

/// Brute force: every subset of the n² cells, counted by size and by "has a full line".
fn survival_brute_force(n: u32) -> Vec<BigRational> {
    let cells = (n * n) as usize;
    let mut total = vec![0i64; cells + 1];
    let mut open = vec![0i64; cells + 1];
    for mask in 0u32..(1 << cells) {
        let k = mask.count_ones() as usize;
        total[k] += 1;
        let full_row = (0..n).any(|r| (0..n).all(|c| mask & (1 << (r * n + c)) != 0));
        let full_column = (0..n).any(|c| (0..n).all(|r| mask & (1 << (r * n + c)) != 0));
        if !full_row && !full_column {
            open[k] += 1;
        }
    }
    (0..=cells).map(|k| rational(open[k], total[k])).collect()
}

#[test]
fn exact_survival_matches_brute_force_for_small_boards() {
    for n in 1..=4 {
        assert_eq!(
            survival_exact(n).unwrap(),
            survival_brute_force(n),
            "n = {n}"
        );
    }
}

#[test]
fn closed_form_expectation_matches_the_posts_sum() {
    for n in 1..=12 {
        let by_post: BigRational = survival_exact(n).unwrap().into_iter().sum();
        assert_eq!(expected_exact(n).unwrap(), by_post, "n = {n}");
    }
}

#[test]
fn known_expectations() {
    assert_eq!(expected_exact(1).unwrap(), rational(1, 1));
    assert_eq!(expected_exact(2).unwrap(), rational(7, 3));
    assert_eq!(expected_exact(3).unwrap(), rational(71, 14));
    // The post: "the expected number of draws – about 71.6" for the 10×10 board.
    let e10 = rational_to_f64(&expected_exact(10).unwrap());
    assert!((e10 - 71.6).abs() < 0.05, "E(X) for n = 10 is {e10}");
}

#[test]
fn float_survival_matches_exact() {
    for n in [1, 2, 3, 5, 8, 12, 20] {
        let exact = survival_exact(n).unwrap();
        let fast = survival(n).unwrap();
        for (k, (e, f)) in exact.iter().zip(&fast).enumerate() {
            let e = rational_to_f64(e);
            assert!(
                (e - f).abs() < 1e-12,
                "n = {n}, k = {k}: exact {e}, float {f}"
            );
        }
    }
}

#[test]
fn float_ratio_matches_exact() {
    for n in [1, 2, 3, 10, 37, 100, 250] {
        let exact = rational_to_f64(&expected_exact(n).unwrap()) / f64::from(n * n);
        let fast = expected_ratio(n).unwrap();
        assert!(
            (exact - fast).abs() < 1e-11,
            "n = {n}: exact {exact}, float {fast}"
        );
    }
}

#[test]
fn ratio_increases_towards_one() {
    // Not a proof of the post's open question, but what the numbers say up to n = 4000: the
    // ratio dips from 1 (n = 1) through 7/12 (n = 2) to 71/126 (n = 3), then rises steadily.
    let ratios = expected_ratios(4000, &mut crate::progress::Silent).unwrap();
    assert!((ratios[2] - 71.0 / 126.0).abs() < 1e-14);
    assert!(ratios.windows(2).skip(2).all(|w| w[1] > w[0]));
    assert!(ratios[1..].iter().all(|&r| r > 0.0 && r < 1.0));
    assert!(
        ratios[3999] > 0.9,
        "E(X)/n² at n = 4000 is {}",
        ratios[3999]
    );
}

/// The float ratio against the exact value for the largest exact board (slow in debug builds:
/// `cargo test -p snipelab-core --release -- --ignored wow::`).
#[test]
#[ignore]
fn float_ratio_matches_exact_at_the_cap() {
    let n = MAX_N_EXACT;
    let exact = rational_to_f64(&expected_exact(n).unwrap()) / f64::from(n * n);
    let fast = expected_ratio(n).unwrap();
    assert!(
        (exact - fast).abs() < 1e-10,
        "n = {n}: exact {exact}, float {fast}"
    );
}

#[test]
fn progress_can_cancel() {
    let mut stop = |_: &str, _: u64, _: u64| crate::progress::Flow::Stop;
    assert_eq!(
        expected_ratios(100, &mut stop),
        Err(RatioError::Cancelled(Cancelled))
    );
}

#[test]
fn monte_carlo_agrees_with_exact_distribution() {
    // For each n, the sample mean of X over 20,000 boards lies within 5 standard errors of
    // the exact E(X) (a false alarm has probability below 1e-6 per n).
    let mut rng = SmallRng::seed_from_u64(2026);
    let trials = 20_000u32;
    for n in 4..=10 {
        let counts = simulate_many(n, trials, &mut rng, &mut crate::progress::Silent).unwrap();
        let survival = survival(n).unwrap();
        let mean = counts
            .iter()
            .enumerate()
            .map(|(x, &c)| x as f64 * c as f64)
            .sum::<f64>()
            / f64::from(trials);
        let expected: f64 = survival.iter().sum();
        let second_moment: f64 = (0..survival.len())
            .map(|x| {
                let p = if x == 0 {
                    0.0
                } else {
                    survival[x - 1] - survival[x]
                };
                (x * x) as f64 * p
            })
            .sum();
        let sd = (second_moment - expected * expected).sqrt();
        let tolerance = 5.0 * sd / f64::from(trials).sqrt();
        assert!(
            (mean - expected).abs() < tolerance,
            "n = {n}: simulated mean {mean}, exact {expected} ± {tolerance}"
        );
    }
}

#[test]
fn simulation_stops_at_the_first_complete_line() {
    let mut rng = SmallRng::seed_from_u64(7);
    for n in 1..=6 {
        let sim = simulate(n, &mut rng).unwrap();
        let mut seen = std::collections::HashSet::new();
        assert!(sim.draws.iter().all(|&c| c < n * n && seen.insert(c)));
        let full = |draws: &[u32]| {
            (0..n).any(|r| (0..n).all(|c| draws.contains(&(r * n + c))))
                || (0..n).any(|c| (0..n).all(|r| draws.contains(&(r * n + c))))
        };
        let x = sim.draws.len();
        assert!(full(&sim.draws) && !full(&sim.draws[..x - 1]), "n = {n}");
    }
}

#[test]
fn the_summary_reports_progress_and_can_stop() {
    let mut reports = 0;
    let mut count = |_: &str, done: u64, total: u64| {
        assert!(done < total);
        reports += 1;
        crate::progress::Flow::Continue
    };
    assert_eq!(summary_reporting(12, &mut count), summary(12));
    assert_eq!(reports, 12);
    let mut stop = |_: &str, _: u64, _: u64| crate::progress::Flow::Stop;
    assert_eq!(
        summary_reporting(12, &mut stop)
            .err()
            .map(|e| e.to_string())
            .as_deref(),
        Some("cancelled")
    );
    assert_eq!(
        summary_reporting(12, &mut stop),
        Err(Error::Cancelled(Cancelled))
    );
}

#[test]
fn out_of_range_boards_are_refused() {
    assert!(expected_exact(0).is_err());
    assert_eq!(
        expected_exact(0),
        Err(Error::BoardSide {
            n: 0,
            max: MAX_N_EXACT,
            what: "exact E(X)"
        })
    );
    assert_eq!(
        expected_exact(0).unwrap_err().to_string(),
        "board side n for exact E(X) must be between 1 and 1000, got 0"
    );
    assert!(survival(MAX_N_DISTRIBUTION + 1).is_err());
    assert!(expected_exact(MAX_N_EXACT + 1).is_err());
    assert!(expected_ratio(MAX_N_RATIO + 1).is_err());
    assert!(expected_ratios(0, &mut crate::progress::Silent).is_err());
    assert!(matches!(
        expected_ratios(0, &mut crate::progress::Silent),
        Err(RatioError::Invalid(Error::BoardSide { n: 0, .. }))
    ));
}
