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

mod discretised;
pub mod lp;
mod variable;

#[cfg(test)]
mod tests;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use serde::{Deserialize, Serialize};

pub use discretised::{
    DiscretisedEquilibrium, DiscretisedError, MAX_HANDS, discretised_equilibrium,
};
pub use variable::{
    HeatMap, HeatMapError, VariableBet, best_bet, best_outcome, heat_map, outcome, variable_bet,
    variable_bet_value,
};

/// The largest bet accepted, so that payoffs stay well inside `f64` precision for the linear
/// program and the plots.
pub const MAX_BET: u32 = 1000;

fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

/// Parses a bet: a whole number ("2"), a decimal ("0.25") or a fraction ("1/3"), exactly;
/// between 0 and [`MAX_BET`].
pub fn parse_bet(text: &str) -> Result<BigRational, BetError> {
    let trimmed = text.trim();
    let bad = |why: BadBet| BetError::NotABet {
        text: text.to_string(),
        why,
    };
    let digits_only = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let value = if let Some((p, q)) = trimmed.split_once('/') {
        let (p, q) = (p.trim(), q.trim());
        if !digits_only(p) || !digits_only(q) {
            return Err(bad(BadBet::NotAFraction));
        }
        let q: BigInt = q.parse().map_err(|_| bad(BadBet::Denominator))?;
        if q.is_zero() {
            return Err(bad(BadBet::ZeroDenominator));
        }
        BigRational::new(p.parse().map_err(|_| bad(BadBet::Numerator))?, q)
    } else {
        let (whole, fraction) = trimmed.split_once('.').unwrap_or((trimmed, ""));
        if whole.is_empty() && fraction.is_empty() {
            return Err(bad(BadBet::NotANumber));
        }
        let whole = if whole.is_empty() { "0" } else { whole };
        if !digits_only(whole) || !(fraction.is_empty() || digits_only(fraction)) {
            return Err(bad(BadBet::NotANumber));
        }
        let numerator: BigInt = format!("{whole}{fraction}")
            .parse()
            .map_err(|_| bad(BadBet::Digits))?;
        BigRational::new(numerator, BigInt::from(10u32).pow(fraction.len() as u32))
    };
    if value > BigRational::from_integer(MAX_BET.into()) {
        return Err(bad(BadBet::AboveMax));
    }
    Ok(value)
}

/// Why a bet has no equilibrium: a typed bet that is not one ([`parse_bet`]), or a negative
/// bet ([`fixed_bet_equilibrium`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BetError {
    /// The text is not a bet.
    NotABet {
        /// The text as typed.
        text: String,
        /// What is wrong with it.
        why: BadBet,
    },
    /// The bet is below 0.
    Negative {
        /// The bet.
        bet: BigRational,
    },
}

/// What is wrong with a typed bet ([`BetError::NotABet`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadBet {
    /// A `/` without whole numbers on both sides.
    NotAFraction,
    /// A denominator that does not read as a number.
    Denominator,
    /// A zero denominator.
    ZeroDenominator,
    /// A numerator that does not read as a number.
    Numerator,
    /// Neither a whole number nor a decimal.
    NotANumber,
    /// Digits that do not read as a number.
    Digits,
    /// Above [`MAX_BET`].
    AboveMax,
}

impl std::fmt::Display for BadBet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BadBet::NotAFraction => f.write_str("expected a fraction of whole numbers like 1/3"),
            BadBet::Denominator => f.write_str("bad denominator"),
            BadBet::ZeroDenominator => f.write_str("the denominator is zero"),
            BadBet::Numerator => f.write_str("bad numerator"),
            BadBet::NotANumber => f.write_str("expected a non-negative number like 1, 0.25 or 1/3"),
            BadBet::Digits => f.write_str("bad digits"),
            BadBet::AboveMax => write!(f, "bets above {MAX_BET} are not supported"),
        }
    }
}

impl std::fmt::Display for BetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BetError::NotABet { text, why } => write!(f, "'{text}' is not a bet: {why}"),
            BetError::Negative { bet } => {
                write!(f, "the bet must be at least 0, got {}", format_ratio(bet))
            }
        }
    }
}

impl std::error::Error for BetError {}

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
pub fn fixed_bet_equilibrium(bet: &BigRational) -> Result<FixedBetEquilibrium, BetError> {
    if bet.is_negative() {
        return Err(BetError::Negative { bet: bet.clone() });
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
