//! An exact rational that computes in `i128` while it fits, and in [`BigRational`] when not.
//!
//! The exact solve of a round ([`super::solve_exact`]) adds and compares about a million
//! fractions whose denominators are products of card counts: for one deck they stay far below
//! 2¹²⁷ (the seed's example ends at 4501035810813158717/37260317192645547000), so nearly every
//! operation is a few machine multiplications and a gcd instead of heap-allocated big integers.
//! Any operation whose result would not fit is done again in `BigRational`, so the results are
//! the same numbers; the tests below check every operation against `BigRational`.

use std::cmp::Ordering;
use std::ops::{Add, Div, Mul, Neg, Sub};

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

use super::value::Value;

/// A rational number, always in the smallest form: `Small(n, d)` in lowest terms with `d > 0`
/// and `n ≠ i128::MIN` (so that `-n` fits) whenever the number allows it, `Big` otherwise.
/// With one form per number, equal numbers have equal forms.
#[derive(Clone, Debug)]
pub(crate) enum Exact {
    Small(i128, i128),
    Big(BigRational),
}

use Exact::{Big, Small};

impl Exact {
    /// The number in its smallest form.
    pub(crate) fn from_big(r: BigRational) -> Exact {
        match (r.numer().to_i128(), r.denom().to_i128()) {
            (Some(n), Some(d)) if n != i128::MIN => Small(n, d),
            _ => Big(r),
        }
    }

    /// The same number as a `BigRational`.
    pub(crate) fn to_big(&self) -> BigRational {
        match self {
            Small(n, d) => BigRational::new_raw(BigInt::from(*n), BigInt::from(*d)),
            Big(r) => r.clone(),
        }
    }
}

/// `n / d` in lowest terms, for `d > 0`, or `None` when `n` is `i128::MIN`.
fn reduced(n: i128, d: i128) -> Option<Exact> {
    if n == i128::MIN {
        return None;
    }
    let g = n.gcd(&d);
    Some(Small(n / g, d / g))
}

/// `a/b + c/d` in `i128`, or `None` on overflow (all in lowest terms, `b, d > 0`).
fn add_small(a: i128, b: i128, c: i128, d: i128) -> Option<Exact> {
    let g = b.gcd(&d);
    let (b1, d1) = (b / g, d / g);
    let n = a.checked_mul(d1)?.checked_add(c.checked_mul(b1)?)?;
    reduced(n, b1.checked_mul(d)?)
}

/// `a/b × c/d` in `i128`, or `None` on overflow (all in lowest terms, `b, d > 0`): cancelling
/// across first leaves the product in lowest terms.
fn mul_small(a: i128, b: i128, c: i128, d: i128) -> Option<Exact> {
    let (g1, g2) = (a.gcd(&d), c.gcd(&b));
    let n = (a / g1).checked_mul(c / g2)?;
    let d = (b / g2).checked_mul(d / g1)?;
    (n != i128::MIN).then_some(Small(n, d))
}

impl Add for Exact {
    type Output = Exact;
    fn add(self, other: Exact) -> Exact {
        if let (Small(a, b), Small(c, d)) = (&self, &other)
            && let Some(sum) = add_small(*a, *b, *c, *d)
        {
            return sum;
        }
        Exact::from_big(self.to_big() + other.to_big())
    }
}

impl Neg for Exact {
    type Output = Exact;
    fn neg(self) -> Exact {
        match self {
            Small(n, d) => Small(-n, d),
            Big(r) => Exact::from_big(-r),
        }
    }
}

impl Sub for Exact {
    type Output = Exact;
    fn sub(self, other: Exact) -> Exact {
        self + -other
    }
}

impl Mul for Exact {
    type Output = Exact;
    fn mul(self, other: Exact) -> Exact {
        if let (Small(a, b), Small(c, d)) = (&self, &other)
            && let Some(product) = mul_small(*a, *b, *c, *d)
        {
            return product;
        }
        Exact::from_big(self.to_big() * other.to_big())
    }
}

impl Div for Exact {
    type Output = Exact;
    /// Panics on division by zero, as `BigRational` does.
    fn div(self, other: Exact) -> Exact {
        if let (Small(a, b), Small(c, d)) = (&self, &other) {
            assert!(*c != 0, "division by zero");
            // a/b ÷ c/d = a/b × d/c, with the sign moved to the numerator (c ≠ i128::MIN).
            let (c, d) = if *c < 0 { (-*c, -*d) } else { (*c, *d) };
            if let Some(quotient) = mul_small(*a, *b, d, c) {
                return quotient;
            }
        }
        Exact::from_big(self.to_big() / other.to_big())
    }
}

impl PartialOrd for Exact {
    fn partial_cmp(&self, other: &Exact) -> Option<Ordering> {
        if let (Small(a, b), Small(c, d)) = (self, other)
            && let (Some(ad), Some(cb)) = (a.checked_mul(*d), c.checked_mul(*b))
        {
            return Some(ad.cmp(&cb));
        }
        Some(self.to_big().cmp(&other.to_big()))
    }
}

impl PartialEq for Exact {
    fn eq(&self, other: &Exact) -> bool {
        self.partial_cmp(other) == Some(Ordering::Equal)
    }
}

impl Value for Exact {
    fn from_i64(n: i64) -> Self {
        Small(i128::from(n), 1)
    }
    /// Correctly rounded, as `BigRational`'s (a quotient of two `f64` would not always be).
    fn to_f64(&self) -> f64 {
        Value::to_f64(&self.to_big())
    }
    fn is_zero_value(&self) -> bool {
        match self {
            Small(n, _) => *n == 0,
            Big(r) => r.is_zero(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Numbers near the edges of `i128` as well as small ones, so that both the fast path and the
    /// fallback run.
    fn rational() -> impl Strategy<Value = BigRational> {
        let part = prop_oneof![
            -1000i128..1000,
            any::<i64>().prop_map(i128::from),
            any::<i128>(),
            Just(i128::MAX),
            Just(i128::MIN),
        ];
        (part.clone(), part, 0u32..3).prop_filter_map("a zero denominator", |(n, d, scale)| {
            (d != 0).then(|| {
                let big = BigInt::from(i128::MAX) * BigInt::from(scale);
                BigRational::new(BigInt::from(n) + big, BigInt::from(d))
            })
        })
    }

    /// The smallest form: `Small` exactly when the number fits.
    fn assert_canonical(x: &Exact) {
        let fits = Exact::from_big(x.to_big());
        assert_eq!(matches!(x, Small(..)), matches!(fits, Small(..)), "{x:?}");
        if let Small(n, d) = x {
            assert!(*d > 0 && *n != i128::MIN && n.gcd(d) == 1, "{x:?}");
        }
    }

    proptest! {
        #[test]
        fn every_operation_is_bigrational_s(a in rational(), b in rational()) {
            let (x, y) = (Exact::from_big(a.clone()), Exact::from_big(b.clone()));
            let results = [
                (x.clone() + y.clone(), &a + &b),
                (x.clone() - y.clone(), &a - &b),
                (x.clone() * y.clone(), &a * &b),
                (-x.clone(), -a.clone()),
            ];
            for (exact, big) in results {
                prop_assert_eq!(exact.to_big(), big);
                assert_canonical(&exact);
            }
            if !b.is_zero() {
                let quotient = x.clone() / y.clone();
                prop_assert_eq!(quotient.to_big(), &a / &b);
                assert_canonical(&quotient);
            }
            prop_assert_eq!(x.partial_cmp(&y), a.partial_cmp(&b));
            prop_assert_eq!(x == y, a == b);
            prop_assert_eq!(x.to_f64(), Value::to_f64(&a));
        }
    }

    #[test]
    fn overflow_falls_back_and_comes_back() {
        let max = Exact::from_i64(i64::MAX);
        let square = max.clone() * max.clone();
        let fourth = square.clone() * square.clone();
        assert!(matches!(fourth, Big(_)));
        // Divided back down, the number fits again and is small again.
        let back = fourth / square;
        assert!(matches!(back, Small(..)));
        assert_eq!(back, max.clone() * max);
    }
}
