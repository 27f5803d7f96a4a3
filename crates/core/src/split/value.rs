//! The number type of a solve: `f64` for speed, or an exact `BigRational`.
//!
//! "An algorithm incorrectness proof" (the seed) checks blackjack code by running the very same
//! algorithm in exact rationals, where the burn-card identity must hold with equality. Every
//! computation of this module is therefore generic over [`Value`]; the page and the CLI use `f64`,
//! the tests also use [`BigRational`].

use std::fmt::Debug;
use std::ops::{Add, Div, Mul, Neg, Sub};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

/// A field of numbers the solver can compute in: `f64` (fast) or [`BigRational`] (exact).
pub trait Value:
    Clone
    + PartialOrd
    + Debug
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    /// The integer `n` as a value.
    fn from_i64(n: i64) -> Self;
    /// The nearest `f64` (for reports).
    fn to_f64(&self) -> f64;
    /// Whether this is exactly zero (an impossible event, a skipped term).
    fn is_zero_value(&self) -> bool;
}

impl Value for f64 {
    fn from_i64(n: i64) -> Self {
        n as f64
    }
    fn to_f64(&self) -> f64 {
        *self
    }
    fn is_zero_value(&self) -> bool {
        *self == 0.0
    }
}

impl Value for BigRational {
    fn from_i64(n: i64) -> Self {
        BigRational::from_integer(BigInt::from(n))
    }
    fn to_f64(&self) -> f64 {
        ToPrimitive::to_f64(self).unwrap_or(f64::NAN)
    }
    fn is_zero_value(&self) -> bool {
        self.is_zero()
    }
}

/// The larger of two values (`a` on ties), for `PartialOrd` types.
pub(crate) fn max<V: Value>(a: V, b: V) -> V {
    if b > a { b } else { a }
}
