//! How high can you count in limited space?
//!
//! Seed `001_…`, post "How high can you count in limited space?". A bank prints check amounts
//! in words in a fixed-width field; n(m) is the largest integer such that *every* amount from
//! zero to n(m) can be written in words in at most m characters. The post's answer for its
//! 67-character checks is n(67) = 1113322.
//!
//! Numbers are named as in the post's `integer_name`: American style, groups of three digits
//! named "seven hundred seventy-seven" followed by a scale word ("thousand", "million", …),
//! groups of zero left out, a space between words, a hyphen inside "twenty-one". Two options
//! change the length (see [`Style`]): a comma after each group but the last ("one million, one")
//! and "and" between hundreds and tens ("one hundred and one").
//!
//! # Scale names and the cap
//!
//! The post's code stops at decillion (10^33). We name every power 1000^p for p = 1..=[`MAX_POWER`]:
//! "thousand", then the dictionary names million (10^6) … vigintillion (10^63), then the
//! Conway–Wechsler system (unvigintillion, duovigintillion, tresvigintillion, …, centillion, …,
//! novenonagintanongentillion = 10^3000). So every integer below 10^3003 has a name; larger
//! numbers, and any m whose n(m) would reach them, are reported as errors.
//!
//! # Computing n(m)
//!
//! The length of a number's name depends only on its nonzero groups: each nonzero group g at
//! power p costs `len(g) + len(" " + scale(p))`, and consecutive nonzero groups are separated by
//! a space (or a comma and a space). n(m) + 1 is the *smallest* number whose name is longer than
//! m. It has as few groups as possible, and among those is lexicographically smallest group by
//! group from the top; since the lower groups contribute independently, a greedy choice from the
//! top (the smallest group that still leaves a long enough completion) is exact. That costs a
//! few table look-ups per group, so n(m) for every m up to 1000 takes milliseconds.
//! Tests check it against brute force (counting up one by one, as the post does for m = 67) and
//! against a second, digit-by-digit computation of the longest name up to a bound.

mod limit;

#[cfg(test)]
mod tests;

use num_bigint::BigUint;
use num_traits::Zero;
use serde::{Deserialize, Serialize};

pub use limit::{
    CountLimit, CurvePoint, LimitError, MAX_CURVE_M, MIN_M, count_limit, count_limit_curve,
    count_limit_value, name_length,
};

/// The largest power of 1000 with a name: 1000^1000 = 10^3000 ("novenonagintanongentillion").
pub const MAX_POWER: usize = 1000;

/// The post's `units`: names of 0..=19 (whodunit's statements read and write them too).
pub(crate) const UNITS: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];

/// The post's `tens`: names of 10·k for k = 2..=9 (indices 0 and 1 unused by the algorithm).
pub(crate) const TENS: [&str; 10] = [
    "zero", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

/// Dictionary names of 1000^(k+1) for k = 1..=20: million … vigintillion (Merriam-Webster
/// spellings, so "sexdecillion" and "novemdecillion" rather than Conway–Wechsler's
/// "sedecillion" and "novendecillion").
pub(crate) const DICTIONARY_ILLIONS: [&str; 20] = [
    "million",
    "billion",
    "trillion",
    "quadrillion",
    "quintillion",
    "sextillion",
    "septillion",
    "octillion",
    "nonillion",
    "decillion",
    "undecillion",
    "duodecillion",
    "tredecillion",
    "quattuordecillion",
    "quindecillion",
    "sexdecillion",
    "septendecillion",
    "octodecillion",
    "novemdecillion",
    "vigintillion",
];

/// How a number is written: the post's two options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Style {
    /// A comma after each nonzero group followed by another: "one million, one".
    pub commas: bool,
    /// "and" between hundreds and the rest of a group: "one hundred and one".
    pub and: bool,
}

impl Style {
    /// The post's plain American style: no commas, no "and".
    pub const PLAIN: Style = Style {
        commas: false,
        and: false,
    };

    fn separator(self) -> &'static str {
        if self.commas { ", " } else { " " }
    }
}

/// The name of 1000^power: "" for power 0, "thousand", "million", …; `None` beyond
/// [`MAX_POWER`].
pub fn scale_name(power: usize) -> Option<String> {
    match power {
        0 => Some(String::new()),
        1 => Some("thousand".to_string()),
        2..=21 => Some(DICTIONARY_ILLIONS[power - 2].to_string()),
        22..=MAX_POWER => Some(conway_wechsler(power - 1)),
        _ => None,
    }
}

/// The Conway–Wechsler name of 10^(3k+3), for k = 1..=999: Latin prefixes for units, tens and
/// hundreds, in that order, with the unit prefix changed to suit the letter that follows it
/// (tre→tres, se→ses/sex, septe→septem/septen, nove→novem/noven), then the final vowel replaced
/// by "illion".
fn conway_wechsler(k: usize) -> String {
    const SMALL: [&str; 10] = [
        "", "m", "b", "tr", "quadr", "quint", "sext", "sept", "oct", "non",
    ];
    const UNITS: [&str; 10] = [
        "", "un", "duo", "tre", "quattuor", "quin", "se", "septe", "octo", "nove",
    ];
    // Each tens and hundreds prefix with the marks (m, n, s, x) that decide the unit's ending.
    const TENS: [(&str, &str); 10] = [
        ("", ""),
        ("deci", "n"),
        ("viginti", "ms"),
        ("triginta", "ns"),
        ("quadraginta", "ns"),
        ("quinquaginta", "ns"),
        ("sexaginta", "n"),
        ("septuaginta", "n"),
        ("octoginta", "mx"),
        ("nonaginta", ""),
    ];
    const HUNDREDS: [(&str, &str); 10] = [
        ("", ""),
        ("centi", "nx"),
        ("ducenti", "n"),
        ("trecenti", "ns"),
        ("quadringenti", "ns"),
        ("quingenti", "ns"),
        ("sescenti", "n"),
        ("septingenti", "n"),
        ("octingenti", "mx"),
        ("nongenti", ""),
    ];
    if k < 10 {
        return format!("{}illion", SMALL[k]);
    }
    let (u, t, h) = (k % 10, k / 10 % 10, k / 100 % 10);
    let (tens, tens_marks) = TENS[t];
    let (hundreds, hundreds_marks) = HUNDREDS[h];
    let marks = if t > 0 { tens_marks } else { hundreds_marks };
    let mut unit = UNITS[u].to_string();
    let has = |mark: char| marks.contains(mark);
    match u {
        3 if has('s') || has('x') => unit.push('s'),
        6 if has('s') => unit.push('s'),
        6 if has('x') => unit.push('x'),
        7 | 9 if has('m') => unit.push('m'),
        7 | 9 if has('n') => unit.push('n'),
        _ => {}
    }
    let mut name = format!("{unit}{tens}{hundreds}");
    name.pop(); // every tens and hundreds prefix ends in a vowel
    name.push_str("illion");
    name
}

/// The post's `small_integer_name`: a group 1..=999, e.g. "one hundred twenty-three".
fn group_name(g: usize, style: Style) -> String {
    let mut s = String::new();
    let mut n = g;
    if n >= 100 {
        s.push_str(UNITS[n / 100]);
        s.push_str(" hundred");
        n %= 100;
        if n > 0 {
            s.push_str(if style.and { " and " } else { " " });
        }
    }
    if n >= 20 {
        s.push_str(TENS[n / 10]);
        n %= 10;
        if n > 0 {
            s.push('-');
        }
    }
    if n > 0 {
        s.push_str(UNITS[n]);
    }
    s
}

/// The groups of three decimal digits of `n`, least significant first.
fn groups(n: &BigUint) -> Vec<usize> {
    let digits = n.to_str_radix(10);
    let bytes = digits.as_bytes();
    bytes
        .rchunks(3)
        .map(|chunk| {
            chunk
                .iter()
                .fold(0usize, |acc, &b| acc * 10 + usize::from(b - b'0'))
        })
        .collect()
}

/// A number of 10^3003 or more, which has no name here ([`say`], [`name_length`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge;

impl std::fmt::Display for TooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "numbers from 10^{} on have no name here (the largest scale word is \
             novenonagintanongentillion, 10^3000)",
            3 * (MAX_POWER + 1)
        )
    }
}

impl std::error::Error for TooLarge {}

/// Why a typed amount has no name ([`parse_amount`], [`say_amount`]); each carries the text as
/// typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AmountError {
    /// Digits not grouped in threes, or two separators in a row.
    Misgrouped {
        /// The text as typed.
        text: String,
    },
    /// A character that is neither a digit nor a separator (nor a leading minus).
    UnexpectedCharacter {
        /// The text as typed.
        text: String,
        /// The first such character.
        character: char,
    },
    /// No digit at all.
    NoDigits {
        /// The text as typed.
        text: String,
    },
    /// A whole number, but too large to name.
    TooLarge(TooLarge),
}

impl From<TooLarge> for AmountError {
    fn from(e: TooLarge) -> Self {
        AmountError::TooLarge(e)
    }
}

impl std::fmt::Display for AmountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AmountError::Misgrouped { text } => write!(
                f,
                "'{text}' is not a whole number: digits are grouped in threes, as in 1,113,322, \
                 with one comma, space or underscore between groups"
            ),
            AmountError::UnexpectedCharacter { text, character } => write!(
                f,
                "'{text}' is not a whole number: unexpected character '{character}'"
            ),
            AmountError::NoDigits { text } => {
                write!(f, "'{text}' is not a whole number: no digits")
            }
            AmountError::TooLarge(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AmountError {}

fn check_size(groups: &[usize]) -> Result<(), TooLarge> {
    if groups.len() > MAX_POWER + 1 {
        Err(TooLarge)
    } else {
        Ok(())
    }
}

/// `n` in words, as the post's `integer_name` writes it (e.g. 1113322 → "one million one
/// hundred thirteen thousand three hundred twenty-two"). Errors for n ≥ 10^3003.
pub fn say(n: &BigUint, style: Style) -> Result<String, TooLarge> {
    if n.is_zero() {
        return Ok(UNITS[0].to_string());
    }
    let groups = groups(n);
    check_size(&groups)?;
    let mut parts = Vec::new();
    for (power, &g) in groups.iter().enumerate().rev() {
        if g == 0 {
            continue;
        }
        let mut part = group_name(g, style);
        if power > 0 {
            part.push(' ');
            part.push_str(&scale_name(power).unwrap_or_default());
        }
        parts.push(part);
    }
    Ok(parts.join(style.separator()))
}

/// Parses an amount typed by a user: decimal digits, optionally grouped with commas, spaces or
/// underscores ("1,113,322"), optionally preceded by a minus sign. Returns (negative, value).
/// Grouping is checked as it reads: one to three digits, then groups of exactly three, each
/// after a single separator. "1,,000" and ",1" used to be read as 1000 and 1 (issue 28).
pub fn parse_amount(text: &str) -> Result<(bool, BigUint), AmountError> {
    let trimmed = text.trim();
    let (negative, rest) = match trimmed.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, trimmed),
    };
    let mut digits = String::new();
    // Digits in the current group, and how many groups came before it.
    let (mut group, mut groups) = (0usize, 0usize);
    let misgrouped = || AmountError::Misgrouped {
        text: text.to_string(),
    };
    for c in rest.chars() {
        match c {
            '0'..='9' => {
                digits.push(c);
                group += 1;
            }
            ',' | '_' | ' ' => {
                // A separator ends a group: the first of one to three digits, the others of three.
                if group == 0 || (groups > 0 && group != 3) || (groups == 0 && group > 3) {
                    return Err(misgrouped());
                }
                groups += 1;
                group = 0;
            }
            _ => {
                return Err(AmountError::UnexpectedCharacter {
                    text: text.to_string(),
                    character: c,
                });
            }
        }
    }
    let no_digits = || AmountError::NoDigits {
        text: text.to_string(),
    };
    if digits.is_empty() {
        return Err(no_digits());
    }
    if groups > 0 && group != 3 {
        return Err(misgrouped());
    }
    let value = BigUint::parse_bytes(digits.as_bytes(), 10).ok_or_else(no_digits)?;
    Ok((negative && !value.is_zero(), value))
}

/// A typed amount in words, with the post's "minus" for negative numbers.
pub fn say_amount(text: &str, style: Style) -> Result<String, AmountError> {
    let (negative, value) = parse_amount(text)?;
    let words = say(&value, style)?;
    Ok(if negative {
        format!("minus {words}")
    } else {
        words
    })
}
