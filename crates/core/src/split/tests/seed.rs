//! The seed's worked example: states, depth and value, in `f64` and in exact rationals.

use num_rational::BigRational;

use super::*;

/// The seed's worked example: "Split 2 vs. 4: Searched 1247392 states to depth 17 ...
/// E(split)= 0.12079971803625923" (one deck, H17, DOA, DAS, one split).
///
/// States and depth match exactly. The value matches to 1.5e-16 (11 units in the last place):
/// the exact value (`seed_example_exactly_in_rationals`) is
/// 4501035810813158717/37260317192645547000 = 0.120799718036259083852…, whose nearest double,
/// 0.12079971803625908, is what we compute; the seed's last two digits are its own
/// floating-point rounding.
#[test]
fn seed_example_states_depth_and_value() {
    let s = quick(&seed_example());
    assert_eq!(s.states, 1_247_392);
    assert_eq!(s.depth, 17);
    assert!(
        (s.value - 0.12079971803625923).abs() < 2e-16,
        "{:.17}",
        s.value
    );
    assert_eq!(s.value, 0.12079971803625908, "{:.17}", s.value);
    assert!(
        s.bytes_per_state < 24.0,
        "{} bytes per state",
        s.bytes_per_state
    );
}

/// The seed's example in exact rationals (`split::exact`: `i128` fractions, big ones where they
/// would overflow). Slow (about 20 s of CPU, against 76 s all in `BigRational`): run with
/// `cargo test -p snipelab-core --release -- --ignored seed_example_exactly_in_rationals`.
#[test]
#[ignore]
fn seed_example_exactly_in_rationals() {
    let exact = solve_exact(&seed_example(), &SolveOptions::default(), &mut Silent).unwrap();
    assert_eq!(exact.solution.states, 1_247_392);
    let expected = BigRational::new(
        4_501_035_810_813_158_717u64.into(),
        37_260_317_192_645_547_000u128.into(),
    );
    assert_eq!(exact.value, expected);
    assert_eq!(exact.value.to_f64(), 0.12079971803625908);
}
