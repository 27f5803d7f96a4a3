//! Minimal continuous poker.
//!
//! Seed `004_…`, post "Minimal continuous poker" (2011). Bob posts a blind of 1. Alice and Bob
//! are each dealt a hand uniform on [0, 1]. Alice folds (payoff 0) or bets: she calls the blind
//! and raises b ≥ 0. Bob then folds (Alice wins his blind: +1) or calls, and the higher hand wins
//! 1 + b from the other.
//!
//! # The fixed-bet game
//!
//! With b fixed, Alice bets when x > x_t and Bob calls when y > y_t. Alice's hand x_t must be
//! indifferent between folding (0) and bluffing into Bob's calls, which lose to every calling
//! hand: y_t·1 − (1 + b)(1 − y_t) = 0. Bob's hand y_t must be indifferent between folding (−1)
//! and calling against Alice's range (x_t, 1]: (1 + b)(2y_t − x_t − 1)/(1 − x_t) = −1. Hence
//!
//! ```text
//! y_t = (1 + b)/(2 + b),    x_t = (2 + 2b + b²)/(2 + b)²,    y_t − x_t = b/(2 + b)² ≥ 0.
//! ```
//!
//! Alice's payoff with hand x is 0 on [x_t, y_t] (indifference) and y_t + (1 + b)(2x − 1 − y_t)
//! above y_t, whose integral over (y_t, 1] is (1 − y_t)·y_t + (1 + b)·0, so
//!
//! ```text
//! A(b) = y_t (1 − y_t) = (1 + b)/(2 + b)²,    A(0) = 1/4,
//! ```
//!
//! decreasing in b, as the post says. (Our copy of the post lost the fraction bars; its
//! thresholds read correctly as above, and its A must be this one, which
//! [`discretised_equilibrium`] confirms by linear programming: at b = 1, A = 2/9, where the
//! garbled text would suggest (2 + 2b)/(2 + b)³ = 4/27.)
//!
//! Bob's equilibrium strategy is pinned down, Alice's is not: her bluffs lose to every calling
//! hand wherever they lie below y_t, so bluffing with any set of hands of measure y_t − x_t
//! below y_t is as good as the post's interval (x_t, y_t). The linear program typically finds
//! the classic von Neumann poker shape, bluffing with the *worst* hands; what every optimal
//! strategy shares is the fraction of hands bet, 1 − x_t.
//!
//! # Alice's variable bet
//!
//! Against Bob's fixed-bet strategy (call bet b iff y > y_t(b)), Alice's outcome with hand x
//! and bet b is `y_t + (1 + b)(x − 1) + (1 + b)|x − y_t|` (the post's formula; 0 when
//! x ≤ y_t). Writing s = 2 + b it is 2 − 2/s − 2(1 − x)(s − 1) for x > y_t, maximized at
//! s = 1/√(1 − x): the post's best bet b*(x) = 1/√(1 − x) − 2, positive iff x > 3/4, with value
//! 2(1 − √(1 − x))². Below 3/4 the best bet is 0 (value 2x − 1 for x > 1/2, nothing to gain
//! below). Integrating, Alice gets 1/16 + 11/48 = 7/24 > 1/4, the post's 7/24.

pub mod lp;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

/// The largest bet accepted, so that payoffs stay well inside `f64` precision for the linear
/// program and the plots.
pub const MAX_BET: u32 = 1000;

fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

/// Parses a bet: a whole number ("2"), a decimal ("0.25") or a fraction ("1/3"), exactly;
/// between 0 and [`MAX_BET`].
pub fn parse_bet(text: &str) -> Result<BigRational, String> {
    let trimmed = text.trim();
    let bad = |why: &str| format!("'{text}' is not a bet: {why}");
    let digits_only = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let value = if let Some((p, q)) = trimmed.split_once('/') {
        let (p, q) = (p.trim(), q.trim());
        if !digits_only(p) || !digits_only(q) {
            return Err(bad("expected a fraction of whole numbers like 1/3"));
        }
        let q: BigInt = q.parse().map_err(|_| bad("bad denominator"))?;
        if q.is_zero() {
            return Err(bad("the denominator is zero"));
        }
        BigRational::new(p.parse().map_err(|_| bad("bad numerator"))?, q)
    } else {
        let (whole, fraction) = trimmed.split_once('.').unwrap_or((trimmed, ""));
        if whole.is_empty() && fraction.is_empty() {
            return Err(bad("expected a non-negative number like 1, 0.25 or 1/3"));
        }
        let whole = if whole.is_empty() { "0" } else { whole };
        if !digits_only(whole) || !(fraction.is_empty() || digits_only(fraction)) {
            return Err(bad("expected a non-negative number like 1, 0.25 or 1/3"));
        }
        let numerator: BigInt = format!("{whole}{fraction}")
            .parse()
            .map_err(|_| bad("bad digits"))?;
        BigRational::new(numerator, BigInt::from(10u32).pow(fraction.len() as u32))
    };
    if value > BigRational::from_integer(MAX_BET.into()) {
        return Err(bad(&format!("bets above {MAX_BET} are not supported")));
    }
    Ok(value)
}

/// Formats an exact rational as "p/q" (or "p" when whole).
pub fn format_ratio(r: &BigRational) -> String {
    if r.denom().is_one() {
        r.numer().to_string()
    } else {
        format!("{}/{}", r.numer(), r.denom())
    }
}

fn to_f64(r: &BigRational) -> f64 {
    r.to_f64().unwrap_or(f64::NAN)
}

/// Bob's calling threshold in the fixed-bet game: y_t = (1 + b)/(2 + b).
pub fn bob_threshold(bet: &BigRational) -> BigRational {
    let one = BigRational::one();
    (&one + bet) / (&one + &one + bet)
}

/// Alice's betting threshold in the fixed-bet game: x_t = (2 + 2b + b²)/(2 + b)².
pub fn alice_threshold(bet: &BigRational) -> BigRational {
    let two = BigRational::from_integer(2.into());
    let s = &two + bet;
    (&two + &two * bet + bet * bet) / (&s * &s)
}

/// Alice's value of the fixed-bet game: A(b) = (1 + b)/(2 + b)².
pub fn fixed_bet_value(bet: &BigRational) -> BigRational {
    let y = bob_threshold(bet);
    &y * (BigRational::one() - &y)
}

/// Alice's expected payoff when she bets (x_a < x) and Bob calls (y_b < y) with thresholds
/// x_a and y_b, integrated exactly. For x_a ≤ y_b: (1 − x_a)·y_b + (1 + b)(y_b − x_a)(y_b − 1);
/// otherwise (1 − x_a)·y_b + (1 + b)(1 − x_a)(x_a − y_b).
pub fn threshold_payoff(alice: &BigRational, bob: &BigRational, bet: &BigRational) -> BigRational {
    let one = BigRational::one();
    let stake = &one + bet;
    let folds = (&one - alice) * bob;
    if alice <= bob {
        folds + stake * (bob - alice) * (bob - &one)
    } else {
        folds + stake * (&one - alice) * (alice - bob)
    }
}

/// The fixed-bet equilibrium for one bet, exactly and as floats.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FixedBetEquilibrium {
    /// The bet b, "p/q".
    pub bet: String,
    /// Alice bets with hands above x_t, "p/q".
    pub alice_threshold: String,
    /// Bob calls with hands above y_t, "p/q".
    pub bob_threshold: String,
    /// Alice's value A(b), "p/q".
    pub value: String,
    /// b as a float.
    pub bet_f64: f64,
    /// x_t as a float.
    pub alice_threshold_f64: f64,
    /// y_t as a float.
    pub bob_threshold_f64: f64,
    /// A(b) as a float.
    pub value_f64: f64,
}

/// The fixed-bet game's equilibrium for bet `bet` (at b = 0 Bob's threshold is the limit 1/2;
/// any threshold up to 1/2 is as good, since those hands lose to every betting hand anyway).
pub fn fixed_bet_equilibrium(bet: &BigRational) -> Result<FixedBetEquilibrium, String> {
    if bet.is_negative() {
        return Err(format!(
            "the bet must be at least 0, got {}",
            format_ratio(bet)
        ));
    }
    let (x, y, a) = (
        alice_threshold(bet),
        bob_threshold(bet),
        fixed_bet_value(bet),
    );
    Ok(FixedBetEquilibrium {
        bet: format_ratio(bet),
        alice_threshold: format_ratio(&x),
        bob_threshold: format_ratio(&y),
        value: format_ratio(&a),
        bet_f64: to_f64(bet),
        alice_threshold_f64: to_f64(&x),
        bob_threshold_f64: to_f64(&y),
        value_f64: to_f64(&a),
    })
}

/// Alice's expected outcome with hand x betting b, against Bob's fixed-bet strategy for that b:
/// the post's y_t + (1 + b)(x − 1) + (1 + b)|x − y_t| (exactly 0 for x ≤ y_t: she might as well
/// fold).
pub fn outcome(x: f64, bet: f64) -> f64 {
    let y = (1.0 + bet) / (2.0 + bet);
    if x <= y {
        0.0
    } else {
        y + (1.0 + bet) * (2.0 * x - 1.0 - y)
    }
}

/// Alice's best bet with hand x against Bob's fixed-bet strategy: b*(x) = 1/√(1 − x) − 2 for
/// x ≥ 3/4, 0 for 1/2 < x < 3/4, and `None` for x ≤ 1/2, where every bet (and folding) gives
/// 0, and for x ≥ 1, where the best bet is unbounded.
pub fn best_bet(x: f64) -> Option<f64> {
    if !(x > 0.5 && x < 1.0) {
        None
    } else if x < 0.75 {
        Some(0.0)
    } else {
        Some(1.0 / (1.0 - x).sqrt() - 2.0)
    }
}

/// Alice's outcome with hand x and her best bet: 0 up to 1/2, 2x − 1 up to 3/4,
/// 2(1 − √(1 − x))² above (2 at x = 1, approached as the bet grows without bound).
pub fn best_outcome(x: f64) -> f64 {
    if x <= 0.5 {
        0.0
    } else if x < 0.75 {
        2.0 * x - 1.0
    } else {
        let u = (1.0 - x.min(1.0)).sqrt();
        2.0 * (1.0 - u) * (1.0 - u)
    }
}

/// ∫ of a polynomial (coefficients, constant first) from `lo` to `hi`, exactly.
fn integrate(coefficients: &[BigRational], lo: &BigRational, hi: &BigRational) -> BigRational {
    let antiderivative = |x: &BigRational| {
        coefficients
            .iter()
            .enumerate()
            .rev()
            .fold(BigRational::zero(), |acc, (k, c)| {
                (acc + c / BigRational::from_integer((k as u32 + 1).into())) * x
            })
    };
    antiderivative(hi) - antiderivative(lo)
}

/// Alice's value with her best variable bet against Bob's fixed-bet strategy, exactly:
/// ∫_{1/2}^{3/4} (2x − 1) dx plus ∫_{3/4}^{1} 2(1 − √(1 − x))² dx, the second with
/// u = √(1 − x) as ∫_0^{1/2} 4u(1 − u)² du. The post's 7/24.
pub fn variable_bet_value() -> BigRational {
    let r = |n: i64| BigRational::from_integer(n.into());
    let zero = BigRational::zero();
    // 2x − 1 on [1/2, 3/4]: where the best bet is 0 and Alice beats Bob's threshold 1/2.
    let calling = integrate(&[r(-1), r(2)], &ratio(1, 2), &ratio(3, 4));
    // 4u(1 − u)² = 4u − 8u² + 4u³ on u ∈ [0, 1/2]: where the best bet is positive.
    let raising = integrate(&[zero.clone(), r(4), r(-8), r(4)], &zero, &ratio(1, 2));
    calling + raising
}

/// Alice's variable bet against Bob's fixed-bet strategy: the exact value and its parts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VariableBet {
    /// Alice's value, "p/q" (the post: 7/24).
    pub value: String,
    /// The value as a float.
    pub value_f64: f64,
    /// The fixed-bet game's best value A(0) = 1/4, for comparison.
    pub fixed_bet_value: String,
    /// Hands below which Alice folds (or bets anything: it makes no difference).
    pub fold_below: f64,
    /// Hands from which Alice bets more than 0.
    pub raise_above: f64,
}

/// Summary of Alice's best variable bet (see [`variable_bet_value`]).
pub fn variable_bet() -> VariableBet {
    let value = variable_bet_value();
    VariableBet {
        value: format_ratio(&value),
        value_f64: to_f64(&value),
        fixed_bet_value: format_ratio(&fixed_bet_value(&BigRational::zero())),
        fold_below: 0.5,
        raise_above: 0.75,
    }
}

/// Data for the post's plot of Alice's expected outcome over hand x and bet b.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HeatMap {
    /// Hands x, increasing from 0 to 1.
    pub hands: Vec<f64>,
    /// Bets b, increasing from 0 to the chosen maximum.
    pub bets: Vec<f64>,
    /// `outcomes[i][j]` = [`outcome`]`(hands[j], bets[i])`: one row per bet.
    pub outcomes: Vec<Vec<f64>>,
    /// Alice's best bet for each hand ([`best_bet`]; `None` where any bet is as good, or where
    /// the best bet exceeds the plotted range or is unbounded).
    pub best_bets: Vec<Option<f64>>,
    /// The largest value in `outcomes`, for the colour scale.
    pub max_outcome: f64,
}

/// Samples [`outcome`] on a grid of `hand_points` hands in [0, 1] and `bet_points` bets in
/// [0, `bet_max`] (each 2..=1000 points; 0 < `bet_max` ≤ [`MAX_BET`]).
pub fn heat_map(hand_points: usize, bet_points: usize, bet_max: f64) -> Result<HeatMap, String> {
    for (name, n) in [("hand", hand_points), ("bet", bet_points)] {
        if !(2..=1000).contains(&n) {
            return Err(format!("{name} points must be between 2 and 1000, got {n}"));
        }
    }
    if !(bet_max > 0.0 && bet_max <= f64::from(MAX_BET)) {
        return Err(format!(
            "the largest bet must be above 0 and at most {MAX_BET}, got {bet_max}"
        ));
    }
    let grid = |n: usize, top: f64| -> Vec<f64> {
        (0..n).map(|i| top * i as f64 / (n - 1) as f64).collect()
    };
    let hands = grid(hand_points, 1.0);
    let bets = grid(bet_points, bet_max);
    let outcomes: Vec<Vec<f64>> = bets
        .iter()
        .map(|&b| hands.iter().map(|&x| outcome(x, b)).collect())
        .collect();
    let max_outcome = outcomes.iter().flatten().copied().fold(0.0, f64::max);
    let best_bets = hands
        .iter()
        .map(|&x| best_bet(x).filter(|&b| b <= bet_max))
        .collect();
    Ok(HeatMap {
        hands,
        bets,
        outcomes,
        best_bets,
        max_outcome,
    })
}

/// The fixed-bet game on `hands` equally likely hands, solved as a linear program: a check of
/// the continuous equilibrium that assumes nothing about thresholds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DiscretisedEquilibrium {
    /// Number of hands each player can be dealt (hand i beats hand j when i > j; ties split).
    pub hands: usize,
    /// The bet.
    pub bet: f64,
    /// Alice's value of the discrete game (Alice's program).
    pub value: f64,
    /// Bob's value of the discrete game (the dual program): equal to `value` by duality.
    pub bob_value: f64,
    /// The continuous game's A(b), which `value` approaches as `hands` grows.
    pub continuous_value: f64,
    /// `alice_bets[i]`: probability that Alice bets with hand i.
    pub alice_bets: Vec<f64>,
    /// `bob_calls[j]`: probability that Bob calls with hand j.
    pub bob_calls: Vec<f64>,
    /// Fraction of hands Alice bets (continuous game: 1 − x_t).
    pub alice_bet_fraction: f64,
    /// Fraction of hands Bob calls (continuous game: 1 − y_t).
    pub bob_call_fraction: f64,
}

/// Largest number of hands for [`discretised_equilibrium`]: the dense tableau has 2·hands rows
/// and 4·hands columns, and 200 hands take up to about 0.4 s natively (Bland's rule needs up to
/// about 11·hands pivots).
pub const MAX_HANDS: usize = 200;

/// Solves the fixed-bet game on `hands` hands by linear programming.
///
/// Alice's strategy is a betting probability a_i per hand. Against it Bob calls with hand j
/// only if that lowers Alice's payoff, so her guaranteed payoff is
/// (1/n²)[Σ_i n·a_i + Σ_j min(0, Σ_i a_i r_ij)] with r_ij = (1 + b)·sign(i − j) − 1 (calling
/// instead of folding changes Alice's +1 into ±(1 + b)). Writing −w_j for each min gives the
/// program: maximize Σ a_i/n − Σ w_j/n² subject to −Σ_i r_ij a_i − w_j ≤ 0, a_i ≤ 1, a, w ≥ 0.
/// Its dual is Bob's program, and n²·(dual of row j) is his calling probability with hand j.
///
/// Progress reports count simplex pivots, with total 0 (unknown in advance).
pub fn discretised_equilibrium(
    bet: f64,
    hands: usize,
    progress: &mut impl Progress,
) -> Result<DiscretisedEquilibrium, DiscretisedError> {
    if !(2..=MAX_HANDS).contains(&hands) {
        return Err(DiscretisedError::Invalid(format!(
            "hands must be between 2 and {MAX_HANDS}, got {hands}"
        )));
    }
    if !(bet >= 0.0 && bet <= f64::from(MAX_BET)) {
        return Err(DiscretisedError::Invalid(format!(
            "the bet must be between 0 and {MAX_BET}, got {bet}"
        )));
    }
    let n = hands;
    let nf = n as f64;
    let stake = 1.0 + bet;
    let r = |i: usize, j: usize| stake * f64::from(i.cmp(&j) as i8) - 1.0;
    // Variables: a_0..a_{n-1}, then w_0..w_{n-1}.
    let mut c = vec![1.0 / nf; n];
    c.extend(std::iter::repeat_n(-1.0 / (nf * nf), n));
    let mut a = Vec::with_capacity(2 * n);
    for j in 0..n {
        let mut row: Vec<f64> = (0..n).map(|i| -r(i, j)).collect();
        row.extend((0..n).map(|k| if k == j { -1.0 } else { 0.0 }));
        a.push(row);
    }
    for i in 0..n {
        let mut row = vec![0.0; 2 * n];
        row[i] = 1.0;
        a.push(row);
    }
    let mut b = vec![0.0; n];
    b.extend(std::iter::repeat_n(1.0, n));
    let solution = lp::maximize(&c, &a, &b, progress).map_err(|e| match e {
        lp::LpError::Cancelled => DiscretisedError::Cancelled,
        other => DiscretisedError::Invalid(other.to_string()),
    })?;
    let alice_bets: Vec<f64> = solution.primal[..n]
        .iter()
        .map(|&p| p.clamp(0.0, 1.0))
        .collect();
    let bob_calls: Vec<f64> = solution.dual[..n]
        .iter()
        .map(|&y| (y * nf * nf).clamp(0.0, 1.0))
        .collect();
    // Bob's payoff-side value: Alice's best response to his strategy, Σ_i max(0, row_i)/n².
    let bob_value = (0..n)
        .map(|i| {
            let row: f64 = (0..n).map(|j| 1.0 + bob_calls[j] * r(i, j)).sum();
            row.max(0.0)
        })
        .sum::<f64>()
        / (nf * nf);
    let bet_exact = BigRational::from_float(bet).unwrap_or_default();
    Ok(DiscretisedEquilibrium {
        hands,
        bet,
        value: solution.objective,
        bob_value,
        continuous_value: to_f64(&fixed_bet_value(&bet_exact)),
        alice_bet_fraction: alice_bets.iter().sum::<f64>() / nf,
        bob_call_fraction: bob_calls.iter().sum::<f64>() / nf,
        alice_bets,
        bob_calls,
    })
}

/// Why [`discretised_equilibrium`] returned no answer.
#[derive(Clone, Debug, PartialEq)]
pub enum DiscretisedError {
    /// Bad input (or a program the solver rejected), with a message.
    Invalid(String),
    /// The caller asked to stop.
    Cancelled,
}

impl std::fmt::Display for DiscretisedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DiscretisedError::Invalid(why) => f.write_str(why),
            DiscretisedError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl From<Cancelled> for DiscretisedError {
    fn from(_: Cancelled) -> DiscretisedError {
        DiscretisedError::Cancelled
    }
}

#[cfg(test)]
mod tests {
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
        assert!(fixed_bet_equilibrium(&q(-1, 2)).is_err());
        assert!(discretised_equilibrium(-1.0, 10, &mut Silent).is_err());
        assert!(discretised_equilibrium(f64::NAN, 10, &mut Silent).is_err());
        assert!(discretised_equilibrium(1.0, 1, &mut Silent).is_err());
        assert!(discretised_equilibrium(1.0, MAX_HANDS + 1, &mut Silent).is_err());
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
}
