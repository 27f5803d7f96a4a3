//! Octal games (Winning Ways, ch. 4), given by their code: `0.77` is Kayles, `0.137` Dawson's
//! chess (the class's crosses game), `4.7` splits a heap or takes one token from it, …
//!
//! Digit k of the code (k = 0 before the point, k = 1, 2, … after it) says what a move that
//! removes k tokens from a heap may leave: bit 1 nothing (the heap was exactly k), bit 2 one
//! non-empty heap, bit 4 two non-empty heaps. Digit 0 may only be 0 or 4 (removing nothing
//! while leaving one heap would be a pass, and the game would never end).
//!
//! The values come from the plain rule, g(n) = mex of the options' XORs; the period from the
//! Guy–Smith periodicity theorem (`period::octal_period`), which proves it only when enough
//! values have been computed to check its condition, and says so.

use serde::{Deserialize, Serialize};

use super::error::RuleError;
use crate::progress::{Cancelled, Progress};

/// The most digits after the point (moves removing up to this many tokens).
pub const MAX_DIGITS: usize = 8;

/// A validated octal code. Only [`OctalCode::parse`] makes one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct OctalCode {
    /// `digits[k]`: what removing k tokens may leave; the last digit is not 0.
    digits: Vec<u8>,
}

impl OctalCode {
    /// Reads a code such as `0.77`, `.137` or `4.7`; trailing zeros are dropped.
    pub fn parse(text: &str) -> Result<OctalCode, RuleError> {
        let text = text.trim();
        let bad = || RuleError::NotOctal {
            text: text.to_string(),
        };
        let (head, tail) = text.split_once('.').ok_or_else(bad)?;
        let d0 = match head {
            "" | "0" => 0,
            "4" => 4,
            h if h.len() == 1 && h.chars().all(|c| c.is_ascii_digit()) => {
                let digit = h.chars().next().unwrap_or('?');
                return Err(RuleError::DigitBeforePoint { digit });
            }
            _ => return Err(bad()),
        };
        let mut digits = vec![d0];
        for c in tail.chars() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(bad()),
            }
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.len() - 1 > MAX_DIGITS {
            return Err(RuleError::TooManyDigits {
                text: text.to_string(),
                digits: digits.len() - 1,
                max: MAX_DIGITS,
            });
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(RuleError::NoMove {
                text: text.to_string(),
            });
        }
        Ok(OctalCode { digits })
    }

    /// The most tokens a move removes (t of the periodicity theorem).
    pub fn largest_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// g(0..=upto) by the plain rule, about N²/4 XORs for each digit that may split.
    pub fn values(&self, upto: usize, progress: &mut impl Progress) -> Result<Vec<u32>, Cancelled> {
        let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
        // `seen[v] == stamp`: v is an option's value of the current n; a power of two above
        // twice every value, so XORs of values index it.
        let mut seen: Vec<u32> = vec![0; 64];
        let mut stamp = 0u32;
        for n in 0..=upto {
            if n.is_multiple_of(1024) {
                progress
                    .report("octal game", n as u64, upto as u64 + 1)
                    .check()?;
            }
            stamp += 1;
            let mask = seen.len() - 1;
            for (k, &d) in self.digits.iter().enumerate() {
                if k > n {
                    break;
                }
                let rest = n - k;
                if d & 1 != 0 && rest == 0 {
                    seen[0] = stamp;
                }
                if d & 2 != 0 && rest >= 1 {
                    seen[g[rest] as usize & mask] = stamp;
                }
                if d & 4 != 0 && rest >= 2 {
                    // Two non-empty heaps a + b = rest, a ≤ b.
                    let half = rest / 2;
                    for (x, y) in g[1..=half].iter().zip(g[rest - half..rest].iter().rev()) {
                        seen[(x ^ y) as usize & mask] = stamp;
                    }
                }
            }
            let value = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
            if value * 2 >= seen.len() {
                seen.resize(seen.len() * 2, 0);
            }
            g.push(value as u32);
        }
        Ok(g)
    }
}

impl std::fmt::Display for OctalCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        for d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl TryFrom<String> for OctalCode {
    type Error = RuleError;
    fn try_from(text: String) -> Result<Self, RuleError> {
        OctalCode::parse(&text)
    }
}

impl From<OctalCode> for String {
    fn from(code: OctalCode) -> String {
        code.to_string()
    }
}

#[cfg(test)]
#[path = "octal_tests.rs"]
mod tests;
