//! Alice's variable bet against Bob's fixed-bet strategy: her outcome for each hand and bet,
//! her best bet, its exact value 7/24 (see the module docs' "Alice's variable bet"), and the heat
//! map of outcomes over hands and bets.

use num_rational::BigRational;
use num_traits::Zero;
use serde::{Deserialize, Serialize};

use super::{MAX_BET, fixed_bet_value, format_ratio, ratio, to_f64};

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

/// Why [`heat_map`] refused its grid; each carries the value asked for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HeatMapError {
    /// Hand points outside 2..=1000.
    HandPoints(usize),
    /// Bet points outside 2..=1000.
    BetPoints(usize),
    /// A largest bet not above 0 and at most [`MAX_BET`] (or not a number).
    BetMax(f64),
}

impl std::fmt::Display for HeatMapError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HeatMapError::HandPoints(n) => {
                write!(f, "hand points must be between 2 and 1000, got {n}")
            }
            HeatMapError::BetPoints(n) => {
                write!(f, "bet points must be between 2 and 1000, got {n}")
            }
            HeatMapError::BetMax(bet_max) => write!(
                f,
                "the largest bet must be above 0 and at most {MAX_BET}, got {bet_max}"
            ),
        }
    }
}

impl std::error::Error for HeatMapError {}

/// Samples [`outcome`] on a grid of `hand_points` hands in [0, 1] and `bet_points` bets in
/// [0, `bet_max`] (each 2..=1000 points; 0 < `bet_max` ≤ [`MAX_BET`]).
pub fn heat_map(
    hand_points: usize,
    bet_points: usize,
    bet_max: f64,
) -> Result<HeatMap, HeatMapError> {
    if !(2..=1000).contains(&hand_points) {
        return Err(HeatMapError::HandPoints(hand_points));
    }
    if !(2..=1000).contains(&bet_points) {
        return Err(HeatMapError::BetPoints(bet_points));
    }
    if !(bet_max > 0.0 && bet_max <= f64::from(MAX_BET)) {
        return Err(HeatMapError::BetMax(bet_max));
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
