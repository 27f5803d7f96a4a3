//! Tests of the closed forms against each other (the thresholds are mutual best responses),
//! against the linear program on a discretised game, and against a brute-force search for Alice's
//! best bet; and the post's 1/4, 2/9 and 7/24.

use super::*;
use crate::progress::{Flow, Silent};

fn q(n: i64, d: i64) -> BigRational {
    ratio(n, d)
}

#[test]
fn fixed_bet_formulas() {
    // The post: b = 0 gives A = 1/4 with Alice calling above 1/2.
    assert_eq!(fixed_bet_value(&q(0, 1)), q(1, 4));
    assert_eq!(alice_threshold(&q(0, 1)), q(1, 2));
    let e = fixed_bet_equilibrium(&q(1, 1)).unwrap();
    assert_eq!(
        (e.alice_threshold.as_str(), e.bob_threshold.as_str()),
        ("5/9", "2/3")
    );
    assert_eq!(e.value, "2/9");
    // A is decreasing and x_t < y_t for b > 0 (the post's notes).
    let mut previous = q(1, 4);
    for k in 1..=40 {
        let b = q(k, 4);
        let a = fixed_bet_value(&b);
        assert!(a < previous, "b = {b}");
        assert!(alice_threshold(&b) < bob_threshold(&b));
        assert_eq!(
            bob_threshold(&b) - alice_threshold(&b),
            &b / ((q(2, 1) + &b) * (q(2, 1) + &b))
        );
        previous = a;
    }
}

/// The thresholds are a Nash equilibrium among threshold strategies, checked exactly on a
/// grid: neither player gains by moving their own threshold, and the payoff is A(b).
#[test]
fn thresholds_are_mutual_best_responses() {
    for b in [q(1, 3), q(1, 1), q(5, 2), q(10, 1)] {
        let (x, y, a) = (alice_threshold(&b), bob_threshold(&b), fixed_bet_value(&b));
        assert_eq!(threshold_payoff(&x, &y, &b), a);
        for k in 0..=60 {
            let t = q(k, 60);
            assert!(threshold_payoff(&t, &y, &b) <= a, "Alice at {t}, b = {b}");
            assert!(threshold_payoff(&x, &t, &b) >= a, "Bob at {t}, b = {b}");
        }
    }
}

/// The linear program knows nothing of thresholds; its value must approach A(b), and the
/// fractions of hands that bet and call must approach 1 − x_t and 1 − y_t. On n hands the
/// discretisation moves each by O(1/n) (ties cost at most 1 + b on a 1/n fraction of deals),
/// so the tolerance is (2 + b)/n.
#[test]
fn linear_program_agrees_with_the_formula() {
    let n = 60;
    for (b, exact) in [
        (0.0, q(0, 1)),
        (0.5, q(1, 2)),
        (1.0, q(1, 1)),
        (3.0, q(3, 1)),
    ] {
        let lp = discretised_equilibrium(b, n, &mut Silent).unwrap();
        let tolerance = (2.0 + b) / n as f64;
        let a = to_f64(&fixed_bet_value(&exact));
        assert!(
            (lp.value - a).abs() < tolerance,
            "b = {b}: {} vs {a}",
            lp.value
        );
        assert!((lp.value - lp.bob_value).abs() < 1e-9, "duality at b = {b}");
        if b > 0.0 {
            let x = to_f64(&alice_threshold(&exact));
            let y = to_f64(&bob_threshold(&exact));
            assert!(
                (lp.alice_bet_fraction - (1.0 - x)).abs() < tolerance,
                "b = {b}"
            );
            assert!(
                (lp.bob_call_fraction - (1.0 - y)).abs() < tolerance,
                "b = {b}"
            );
        }
    }
}

/// The discretisation error shrinks as the grid refines.
#[test]
fn linear_program_converges() {
    let a = 2.0 / 9.0;
    let coarse = discretised_equilibrium(1.0, 20, &mut Silent).unwrap().value;
    let fine = discretised_equilibrium(1.0, 80, &mut Silent).unwrap().value;
    assert!((fine - a).abs() < (coarse - a).abs(), "{coarse} {fine}");
}

#[test]
fn variable_bet_is_seven_twenty_fourths() {
    assert_eq!(variable_bet_value(), q(7, 24));
    assert_eq!(variable_bet().value, "7/24");
    assert_eq!(variable_bet().fixed_bet_value, "1/4");
}

/// Brute force: for each of 20,000 hands, the best of 4001 bets in [0, 40] (and folding),
/// integrated by the midpoint rule. The grid and the cut-off at 40 cost less than 10⁻³.
#[test]
fn brute_force_best_bet_reaches_seven_twenty_fourths() {
    let hands = 20_000;
    let total: f64 = (0..hands)
        .map(|i| {
            let x = (i as f64 + 0.5) / hands as f64;
            (0..=4000)
                .map(|k| outcome(x, k as f64 / 100.0))
                .fold(0.0, f64::max)
        })
        .sum::<f64>()
        / hands as f64;
    assert!((total - 7.0 / 24.0).abs() < 1e-3, "{total}");
}

#[test]
fn best_bet_is_a_maximum() {
    for k in 1..100 {
        let x = k as f64 / 100.0;
        let best = best_outcome(x);
        match best_bet(x) {
            None => assert!(x <= 0.5 && best == 0.0),
            Some(b) => {
                assert!((outcome(x, b) - best).abs() < 1e-12, "x = {x}");
                for db in [-0.01, 0.01, 0.1, 1.0] {
                    if b + db >= 0.0 {
                        assert!(outcome(x, b + db) <= best + 1e-12, "x = {x}, b = {b}");
                    }
                }
            }
        }
        assert!(best >= 0.0);
    }
    assert!((best_bet(0.96).unwrap() - 3.0).abs() < 1e-12); // 1/√0.04 − 2
    assert_eq!(best_bet(1.0), None);
    assert_eq!(best_bet(f64::NAN), None);
}

#[test]
fn outcome_matches_the_posts_formula_and_threshold_payoff() {
    for (x, b) in [(0.3, 1.0), (0.7, 1.0), (0.9, 0.5), (0.99, 8.0), (0.6, 0.0)] {
        let y: f64 = (1.0 + b) / (2.0 + b);
        let post = y + (1.0 + b) * (x - 1.0) + (1.0 + b) * (x - y).abs();
        assert!((outcome(x, b) - post).abs() < 1e-12, "x = {x}, b = {b}");
    }
    // Averaging the outcome over hands above x_t gives back A(b).
    let b = 1.0;
    let x_t = 5.0 / 9.0;
    let n = 100_000;
    let mean: f64 = (0..n)
        .map(|i| {
            let x = (i as f64 + 0.5) / n as f64;
            if x > x_t { outcome(x, b) } else { 0.0 }
        })
        .sum::<f64>()
        / n as f64;
    assert!((mean - 2.0 / 9.0).abs() < 1e-6);
}

#[test]
fn heat_map_has_the_requested_shape() {
    let map = heat_map(11, 5, 4.0).unwrap();
    assert_eq!(map.hands.len(), 11);
    assert_eq!(map.bets, vec![0.0, 1.0, 2.0, 3.0, 4.0]);
    assert_eq!(map.outcomes.len(), 5);
    assert!(map.outcomes.iter().all(|row| row.len() == 11));
    assert_eq!(map.outcomes[1][10], outcome(1.0, 1.0));
    assert_eq!(
        map.max_outcome,
        map.outcomes.iter().flatten().copied().fold(0.0, f64::max)
    );
    assert_eq!(map.best_bets[10], None); // x = 1: unbounded
    assert_eq!(map.best_bets[7], Some(0.0)); // x = 0.7
    assert!(heat_map(1, 5, 4.0).is_err());
    assert_eq!(heat_map(1, 5, 4.0).err(), Some(HeatMapError::HandPoints(1)));
    assert_eq!(
        heat_map(10, 1001, 4.0).err(),
        Some(HeatMapError::BetPoints(1001))
    );
    assert_eq!(
        heat_map(10, 5, 0.0).unwrap_err().to_string(),
        "the largest bet must be above 0 and at most 1000, got 0"
    );
    assert!(heat_map(10, 5, 0.0).is_err());
    assert!(heat_map(10, 5, f64::NAN).is_err());
}

#[test]
fn bets_parse_exactly_and_bad_ones_are_errors() {
    assert_eq!(parse_bet("1").unwrap(), q(1, 1));
    assert_eq!(parse_bet(" 0.25 ").unwrap(), q(1, 4));
    assert_eq!(parse_bet(".5").unwrap(), q(1, 2));
    assert_eq!(parse_bet("2/6").unwrap(), q(1, 3));
    assert_eq!(parse_bet("1000").unwrap(), q(1000, 1));
    for junk in [
        "", ".", "-1", "1/0", "abc", "1e3", "1.2.3", "1001", "/2", "0x1", "1/-2",
    ] {
        assert!(parse_bet(junk).is_err(), "{junk}");
    }
    assert!(matches!(
        parse_bet("1001"),
        Err(BetError::NotABet { ref text, why: BadBet::AboveMax }) if text == "1001"
    ));
    assert_eq!(
        parse_bet("1/0").unwrap_err().to_string(),
        "'1/0' is not a bet: the denominator is zero"
    );
    assert!(fixed_bet_equilibrium(&q(-1, 2)).is_err());
    assert_eq!(
        fixed_bet_equilibrium(&q(-1, 2)).err(),
        Some(BetError::Negative { bet: q(-1, 2) })
    );
    assert_eq!(
        fixed_bet_equilibrium(&q(-1, 2)).unwrap_err().to_string(),
        "the bet must be at least 0, got -1/2"
    );
    assert!(discretised_equilibrium(-1.0, 10, &mut Silent).is_err());
    assert!(discretised_equilibrium(f64::NAN, 10, &mut Silent).is_err());
    assert!(discretised_equilibrium(1.0, 1, &mut Silent).is_err());
    assert!(discretised_equilibrium(1.0, MAX_HANDS + 1, &mut Silent).is_err());
    assert_eq!(
        discretised_equilibrium(1.0, 1, &mut Silent),
        Err(DiscretisedError::Hands(1))
    );
    assert_eq!(
        discretised_equilibrium(-1.0, 10, &mut Silent)
            .unwrap_err()
            .to_string(),
        "the bet must be between 0 and 1000, got -1"
    );
}

#[test]
fn cancelling_stops_the_linear_program() {
    let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
    assert_eq!(
        discretised_equilibrium(1.0, 60, &mut stop),
        Err(DiscretisedError::Cancelled)
    );
}

/// serde_json parses floats to within an ulp, not always exactly: compare the exact fields
/// and the floats to 1e-12.
#[test]
fn results_round_trip_through_json() {
    let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
    let e = fixed_bet_equilibrium(&q(1, 3)).unwrap();
    let back: FixedBetEquilibrium =
        serde_json::from_str(&serde_json::to_string(&e).unwrap()).unwrap();
    assert_eq!(
        (&back.value, &back.alice_threshold),
        (&e.value, &e.alice_threshold)
    );
    assert!(close(back.value_f64, e.value_f64));
    let map = heat_map(5, 4, 2.0).unwrap();
    let back: HeatMap = serde_json::from_str(&serde_json::to_string(&map).unwrap()).unwrap();
    let flat = |m: &HeatMap| m.outcomes.iter().flatten().copied().collect::<Vec<f64>>();
    assert!(
        flat(&back)
            .iter()
            .zip(flat(&map))
            .all(|(&a, b)| close(a, b))
    );
    assert_eq!(back.best_bets.len(), map.best_bets.len());
    let d = discretised_equilibrium(1.0, 8, &mut Silent).unwrap();
    let back: DiscretisedEquilibrium =
        serde_json::from_str(&serde_json::to_string(&d).unwrap()).unwrap();
    assert!(close(back.value, d.value) && back.bob_calls.len() == 8);
}
