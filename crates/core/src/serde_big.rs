//! The one serde adapter for exact values: results hold `BigUint` and `BigRational`, and their
//! JSON (the CLI's `--json`, the worker's messages, the committed tables) holds them as text,
//! since they outgrow JSON numbers (a JS number is exact only to 2⁵³).
//!
//! num-bigint's own serde feature writes a big integer as a list of 32-bit digits, which is
//! neither what the CLI's JSON has always held nor readable; these helpers write:
//!
//! - [`biguint`]: a `BigUint` as its decimal string, `"1267650600228229401496703205376"`;
//! - [`ratio`]: a `BigRational` as `"p/q"` in lowest terms, always with its denominator
//!   (`"0/1"`, `"-25/169"`), so every exact value parses the same way;
//! - [`ratio_short`]: a `BigRational` as its `Display`, `"p/q"` or `"p"` for an integer
//!   (`"0"`, `"-3/16"`).
//!
//! Use them as `#[serde(with = "crate::serde_big::ratio")]` on a field. Both rational forms read
//! either form back ([`parse_ratio`]); a decimal integer reads only as plain digits
//! ([`parse_biguint`]).

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::Zero;
use serde::{Deserialize, Deserializer, Serializer};

/// Reads a fraction "p/q" or an integer "p" (spaces around p and q allowed), in lowest terms;
/// a zero denominator or anything else is an error naming the text.
pub fn parse_ratio(text: &str) -> Result<BigRational, NotAFraction> {
    let bad = || NotAFraction {
        text: text.to_string(),
    };
    let (p, q) = text.split_once('/').unwrap_or((text, "1"));
    let p: BigInt = p.trim().parse().map_err(|_| bad())?;
    let q: BigInt = q.trim().parse().map_err(|_| bad())?;
    if q.is_zero() {
        return Err(bad());
    }
    Ok(BigRational::new(p, q))
}

/// Reads a non-negative integer written in decimal digits only (no sign, space or separator).
pub fn parse_biguint(text: &str) -> Result<BigUint, NotACount> {
    let bad = || NotACount {
        text: text.to_string(),
    };
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    text.parse().map_err(|_| bad())
}

/// A text that does not read as a fraction ([`parse_ratio`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAFraction {
    /// The text.
    pub text: String,
}

impl std::fmt::Display for NotAFraction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a fraction p/q: {:?}", self.text)
    }
}

impl std::error::Error for NotAFraction {}

/// A text that is not a count in plain decimal digits ([`parse_biguint`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotACount {
    /// The text.
    pub text: String,
}

impl std::fmt::Display for NotACount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a decimal count: {:?}", self.text)
    }
}

impl std::error::Error for NotACount {}

/// "p/q" in lowest terms, always with the denominator.
pub fn ratio_text(r: &BigRational) -> String {
    format!("{}/{}", r.numer(), r.denom())
}

/// A `BigUint` as its decimal string.
pub mod biguint {
    use super::*;

    /// Writes the decimal digits.
    pub fn serialize<S: Serializer>(n: &BigUint, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(n)
    }

    /// Reads the decimal digits.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<BigUint, D::Error> {
        let text = String::deserialize(deserializer)?;
        parse_biguint(&text).map_err(serde::de::Error::custom)
    }
}

/// A `BigRational` as "p/q", always with its denominator.
pub mod ratio {
    use super::*;

    /// Writes "p/q".
    pub fn serialize<S: Serializer>(r: &BigRational, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{}/{}", r.numer(), r.denom()))
    }

    /// Reads "p/q" or "p".
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<BigRational, D::Error> {
        let text = String::deserialize(deserializer)?;
        parse_ratio(&text).map_err(serde::de::Error::custom)
    }
}

/// A `BigRational` as "p/q", or "p" when it is an integer.
pub mod ratio_short {
    use super::*;

    /// Writes "p/q", or "p" for an integer.
    pub fn serialize<S: Serializer>(r: &BigRational, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(r)
    }

    /// Reads "p/q" or "p".
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<BigRational, D::Error> {
        super::ratio::deserialize(deserializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Exact {
        #[serde(with = "biguint")]
        count: BigUint,
        #[serde(with = "ratio")]
        long: BigRational,
        #[serde(with = "ratio_short")]
        short: BigRational,
    }

    fn q(p: i64, q: i64) -> BigRational {
        BigRational::new(p.into(), q.into())
    }

    #[test]
    fn writes_the_text_forms_and_reads_them_back() {
        let two_to_100 = BigUint::from(1u8) << 100u32;
        let exact = Exact {
            count: two_to_100.clone(),
            long: q(-50, 338),
            short: q(6, 1),
        };
        let json = serde_json::to_string(&exact).unwrap();
        assert_eq!(
            json,
            r#"{"count":"1267650600228229401496703205376","long":"-25/169","short":"6"}"#
        );
        assert_eq!(serde_json::from_str::<Exact>(&json).unwrap(), exact);
        let zero = Exact {
            count: BigUint::zero(),
            long: q(0, 5),
            short: q(-3, 16),
        };
        let json = serde_json::to_string(&zero).unwrap();
        assert_eq!(json, r#"{"count":"0","long":"0/1","short":"-3/16"}"#);
        assert_eq!(serde_json::from_str::<Exact>(&json).unwrap(), zero);
    }

    #[test]
    fn either_rational_form_reads_and_bad_text_is_refused() {
        assert_eq!(parse_ratio("6"), Ok(q(6, 1)));
        assert_eq!(parse_ratio(" 2 / 4 "), Ok(q(1, 2)));
        assert_eq!(ratio_text(&q(4, 2)), "2/1");
        for bad in ["", "x", "1/0", "1/", "/2", "1/2/3", "0.5"] {
            assert_eq!(
                parse_ratio(bad).map_err(|e| e.to_string()),
                Err(format!("not a fraction p/q: {bad:?}")),
                "{bad}"
            );
        }
        assert_eq!(parse_biguint("0042"), Ok(BigUint::from(42u8)));
        for bad in ["", "-1", "+1", " 1", "1_000", "1e3", "x"] {
            assert!(parse_biguint(bad).is_err(), "{bad}");
        }
        let text = r#"{"count":"-4","long":"1/2","short":"1/2"}"#;
        assert!(serde_json::from_str::<Exact>(text).is_err());
        let text = r#"{"count":4,"long":"1/2","short":"1/2"}"#;
        assert!(serde_json::from_str::<Exact>(text).is_err());
    }
}
