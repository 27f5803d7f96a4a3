//! The fixed-bet game on finitely many hands, solved as a linear program by [`super::lp`]: a
//! check of the continuous equilibrium that assumes nothing about thresholds.

use num_rational::BigRational;
use serde::{Deserialize, Serialize};

use super::{MAX_BET, fixed_bet_value, lp, to_f64};
use crate::progress::{Cancelled, Progress};

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
        return Err(DiscretisedError::Hands(hands));
    }
    if !(bet >= 0.0 && bet <= f64::from(MAX_BET)) {
        return Err(DiscretisedError::Bet(bet));
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
        other => DiscretisedError::Program(other),
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
    /// Hands outside 2..=[`MAX_HANDS`].
    Hands(usize),
    /// A bet outside 0..=[`MAX_BET`] (or not a number).
    Bet(f64),
    /// The linear program was refused (never seen: a bug, not an input).
    Program(lp::LpError),
    /// The caller asked to stop.
    Cancelled,
}

impl std::fmt::Display for DiscretisedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DiscretisedError::Hands(hands) => {
                write!(f, "hands must be between 2 and {MAX_HANDS}, got {hands}")
            }
            DiscretisedError::Bet(bet) => {
                write!(f, "the bet must be between 0 and {MAX_BET}, got {bet}")
            }
            DiscretisedError::Program(e) => e.fmt(f),
            DiscretisedError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl From<Cancelled> for DiscretisedError {
    fn from(_: Cancelled) -> DiscretisedError {
        DiscretisedError::Cancelled
    }
}
