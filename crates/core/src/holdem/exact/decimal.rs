//! Digits of an exact value, for people.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Signed;

/// `v` in decimal with `digits` digits after the point, truncated toward zero (so every digit
/// shown is a digit of the exact value), e.g. "0.3978...".
pub fn decimal(v: &BigRational, digits: usize) -> String {
    let ten = BigInt::from(10);
    let scaled = (v.numer().abs() * num_traits::pow(ten, digits)) / v.denom();
    let mut s = scaled.to_string();
    if s.len() <= digits {
        s = "0".repeat(digits + 1 - s.len()) + &s;
    }
    let (int, frac) = s.split_at(s.len() - digits);
    let sign = if v.is_negative() { "-" } else { "" };
    if digits == 0 {
        format!("{sign}{int}")
    } else {
        format!("{sign}{int}.{frac}")
    }
}
