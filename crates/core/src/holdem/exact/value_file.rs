//! The committed summary of an exact solve (`static/holdem/exact-2-40.json`): the value as a
//! fraction and the little the page says about how it was found. The CLI's full
//! `--exact --json` document also holds both strategies as fractions, far too large to ship;
//! this one is a few KB. `snipelab holdem solve --max-raise 40 --exact --value-out FILE`
//! writes it, and the slow lane solves again and compares the bytes.

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed};
use serde::{Deserialize, Serialize};

use super::ExactSolution;
use crate::holdem::RaiseSizes;

/// The longest numerator or denominator read, in characters: the committed one has 1,052
/// digits; this keeps a damaged file from costing a long parse.
pub const MAX_FRACTION_DIGITS: usize = 20_000;

/// The file as written: compact JSON on one line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExactValueFile {
    /// Alice's raise sizes.
    pub raises: Vec<f64>,
    /// Alice's value, "p/q" in lowest terms.
    pub value: String,
    /// True when Alice's strategy against Bob's exact best response and Bob's against Alice's
    /// both gave `value` (the solver returns nothing else, so a written file always says so).
    pub certified: bool,
    /// Restricted linear programs the exact solve needed.
    pub rounds: usize,
    /// Size of the last exact linear system.
    pub system_size: usize,
}

/// A read and checked [`ExactValueFile`].
#[derive(Clone, Debug, PartialEq)]
pub struct ExactValue {
    /// Alice's raise sizes.
    pub raises: Vec<f64>,
    /// The value, in lowest terms.
    pub value: BigRational,
    /// Restricted linear programs the exact solve needed.
    pub rounds: usize,
    /// Size of the last exact linear system.
    pub system_size: usize,
}

impl ExactValue {
    /// Digits of the numerator, without its sign.
    pub fn numerator_digits(&self) -> usize {
        self.value.numer().abs().to_string().len()
    }

    /// Digits of the denominator.
    pub fn denominator_digits(&self) -> usize {
        self.value.denom().to_string().len()
    }
}

/// Why a file is not an exact value.
#[derive(Clone, Debug, PartialEq)]
pub enum ExactValueError {
    /// The value is not "p/q" with integers p and q > 0.
    Fraction(String),
    /// p and q share a factor: the file was not written by the solver.
    NotLowestTerms,
    /// The file does not say both best responses gave the value.
    NotCertified,
    /// The raise sizes are not a valid set.
    Raises(String),
}

impl std::fmt::Display for ExactValueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExactValueError::Fraction(e) => write!(f, "the value is not a fraction p/q: {e}"),
            ExactValueError::NotLowestTerms => write!(f, "the value is not in lowest terms"),
            ExactValueError::NotCertified => write!(f, "the value is not marked certified"),
            ExactValueError::Raises(e) => write!(f, "bad raise sizes: {e}"),
        }
    }
}

impl std::error::Error for ExactValueError {}

/// An integer in plain decimal digits (an optional leading '-' when `signed`).
fn integer(text: &str, signed: bool) -> Result<BigInt, ExactValueError> {
    let digits = match text.strip_prefix('-') {
        Some(rest) if signed => rest,
        _ => text,
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ExactValueError::Fraction(format!(
            "{:?} is not an integer",
            text.chars().take(20).collect::<String>()
        )));
    }
    if digits.len() > MAX_FRACTION_DIGITS {
        return Err(ExactValueError::Fraction(format!(
            "{} digits, at most {MAX_FRACTION_DIGITS}",
            digits.len()
        )));
    }
    text.parse()
        .map_err(|e| ExactValueError::Fraction(format!("{e}")))
}

/// Reads "p/q" (q > 0, in lowest terms) exactly as written.
pub fn parse_fraction(text: &str) -> Result<BigRational, ExactValueError> {
    let (p, q) = text
        .split_once('/')
        .ok_or_else(|| ExactValueError::Fraction("no '/'".into()))?;
    let (p, q) = (integer(p, true)?, integer(q, false)?);
    if !q.is_positive() {
        return Err(ExactValueError::Fraction("the denominator is 0".into()));
    }
    if !p.gcd(&q).is_one() {
        return Err(ExactValueError::NotLowestTerms);
    }
    Ok(BigRational::new_raw(p, q))
}

impl ExactValueFile {
    /// The summary of a solve of `raises`.
    pub fn new(raises: &RaiseSizes, s: &ExactSolution) -> ExactValueFile {
        ExactValueFile {
            raises: raises.sizes().to_vec(),
            value: format!("{}/{}", s.value.numer(), s.value.denom()),
            certified: s.certificate.value() == Some(&s.value),
            rounds: s.rounds,
            system_size: s.system_size,
        }
    }

    /// Checks a file read by the caller (the core reads no files and parses no JSON: the CLI
    /// writes it with `serde_json::to_string` and a newline, the page reads it with
    /// `serde_json::from_str`).
    pub fn check(&self) -> Result<ExactValue, ExactValueError> {
        if !self.certified {
            return Err(ExactValueError::NotCertified);
        }
        RaiseSizes::new(self.raises.clone()).map_err(|e| ExactValueError::Raises(e.to_string()))?;
        Ok(ExactValue {
            value: parse_fraction(&self.value)?,
            raises: self.raises.clone(),
            rounds: self.rounds,
            system_size: self.system_size,
        })
    }
}
