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

use num_bigint::BigUint;
use num_traits::Zero;
use serde::{Deserialize, Serialize};

/// The largest power of 1000 with a name: 1000^1000 = 10^3000 ("novenonagintanongentillion").
pub const MAX_POWER: usize = 1000;

/// The post's `units`: names of 0..=19.
const UNITS: [&str; 20] = [
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
const TENS: [&str; 10] = [
    "zero", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

/// Dictionary names of 1000^(k+1) for k = 1..=20: million … vigintillion (Merriam-Webster
/// spellings, so "sexdecillion" and "novemdecillion" rather than Conway–Wechsler's
/// "sedecillion" and "novendecillion").
const DICTIONARY_ILLIONS: [&str; 20] = [
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

fn check_size(groups: &[usize]) -> Result<(), String> {
    if groups.len() > MAX_POWER + 1 {
        Err(format!(
            "numbers from 10^{} on have no name here (the largest scale word is \
             novenonagintanongentillion, 10^3000)",
            3 * (MAX_POWER + 1)
        ))
    } else {
        Ok(())
    }
}

/// `n` in words, as the post's `integer_name` writes it (e.g. 1113322 → "one million one
/// hundred thirteen thousand three hundred twenty-two"). Errors for n ≥ 10^3003.
pub fn say(n: &BigUint, style: Style) -> Result<String, String> {
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
pub fn parse_amount(text: &str) -> Result<(bool, BigUint), String> {
    let trimmed = text.trim();
    let (negative, rest) = match trimmed.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, trimmed),
    };
    let mut digits = String::new();
    for c in rest.chars() {
        match c {
            '0'..='9' => digits.push(c),
            ',' | '_' | ' ' => {}
            _ => {
                return Err(format!(
                    "'{text}' is not a whole number: unexpected character '{c}'"
                ));
            }
        }
    }
    let value = BigUint::parse_bytes(digits.as_bytes(), 10)
        .ok_or_else(|| format!("'{text}' is not a whole number: no digits"))?;
    Ok((negative && !value.is_zero(), value))
}

/// A typed amount in words, with the post's "minus" for negative numbers.
pub fn say_amount(text: &str, style: Style) -> Result<String, String> {
    let (negative, value) = parse_amount(text)?;
    let words = say(&value, style)?;
    Ok(if negative {
        format!("minus {words}")
    } else {
        words
    })
}

/// Lengths of everything a name is made of, for one style: the arithmetic behind n(m).
struct Lengths {
    /// `group[g]`: characters in the name of group g (1..=999); `group[0]` unused.
    group: Vec<usize>,
    /// The longest group name.
    longest_group: usize,
    /// `smallest_group_reaching[l]`: the smallest group whose name has at least l characters.
    smallest_group_reaching: Vec<usize>,
    /// `scale[p]`: characters of " " + scale word for power p (0 for p = 0).
    scale: Vec<usize>,
    /// Characters between consecutive nonzero groups.
    separator: usize,
    /// `longest_below[p]`: the longest the groups at powers < p can add after a nonzero group
    /// (all of them nonzero, each the longest group name).
    longest_below: Vec<usize>,
}

impl Lengths {
    fn new(style: Style) -> Lengths {
        let group: Vec<usize> = (0..1000)
            .map(|g| {
                if g == 0 {
                    0
                } else {
                    group_name(g, style).len()
                }
            })
            .collect();
        let longest_group = group.iter().copied().max().unwrap_or(0);
        let smallest_group_reaching = (0..=longest_group)
            .map(|l| (1..1000).find(|&g| group[g] >= l).unwrap_or(999))
            .collect();
        let scale: Vec<usize> = (0..=MAX_POWER)
            .map(|p| match p {
                0 => 0,
                _ => 1 + scale_name(p).map_or(0, |s| s.len()),
            })
            .collect();
        let separator = style.separator().len();
        let mut longest_below = vec![0; MAX_POWER + 2];
        for p in 0..=MAX_POWER {
            longest_below[p + 1] = longest_below[p] + separator + longest_group + scale[p];
        }
        Lengths {
            group,
            longest_group,
            smallest_group_reaching,
            scale,
            separator,
            longest_below,
        }
    }

    /// The length of a name from its groups (least significant first), without building it.
    fn of_groups(&self, groups: &[usize]) -> usize {
        let mut total = 0;
        let mut nonzero = 0;
        for (p, &g) in groups.iter().enumerate() {
            if g > 0 {
                total += self.group[g] + self.scale[p];
                nonzero += 1;
            }
        }
        if nonzero == 0 {
            UNITS[0].len()
        } else {
            total + self.separator * (nonzero - 1)
        }
    }

    /// The longest name of a number whose top nonzero group is at power `top`.
    fn longest_with_top(&self, top: usize) -> usize {
        self.longest_group + self.scale[top] + self.longest_below[top]
    }
}

/// The number of characters of [`say`]`(n, style)`, computed from the groups.
pub fn name_length(n: &BigUint, style: Style) -> Result<usize, String> {
    let groups = groups(n);
    check_size(&groups)?;
    Ok(Lengths::new(style).of_groups(&groups))
}

/// n(m) and the number just past it, with their names: what a page shows for one m.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CountLimit {
    /// The field width in characters.
    pub m: usize,
    /// The convention used.
    pub style: Style,
    /// n(m) in decimal (it may exceed any machine integer).
    pub n: String,
    /// n(m) in words.
    pub n_words: String,
    /// Characters in `n_words` (at most m).
    pub n_length: usize,
    /// n(m) + 1, the first amount that does not fit, in decimal.
    pub next: String,
    /// n(m) + 1 in words.
    pub next_words: String,
    /// Characters in `next_words` (more than m).
    pub next_length: usize,
    /// Decimal digits of n(m).
    pub digits: usize,
    /// log10(n(m)), for plotting on a log axis (n(m) ≥ 2 for every valid m).
    pub log10: f64,
}

/// The smallest m accepted: "zero" has 4 characters, so for m < 4 not even 0 fits.
pub const MIN_M: usize = 4;

/// The smallest number whose name is longer than m characters, as groups (least significant
/// first): the greedy described in the module documentation.
fn first_too_long(m: usize, lengths: &Lengths) -> Result<Vec<usize>, String> {
    if m < MIN_M {
        return Err(format!(
            "m must be at least {MIN_M}: \"zero\" alone needs 4 characters, so with m = {m} no amount fits"
        ));
    }
    let top = (0..=MAX_POWER)
        .find(|&p| lengths.longest_with_top(p) > m)
        .ok_or_else(|| {
            format!(
                "n({m}) is beyond 10^{}, the largest number named here (the scale words stop at \
                 novenonagintanongentillion)",
                3 * (MAX_POWER + 1)
            )
        })?;
    let mut groups = vec![0; top + 1];
    // Characters used so far by the chosen groups (the top one is always nonzero, so every
    // later nonzero group pays a separator).
    let mut used = 0;
    for p in (0..=top).rev() {
        let lead = if p == top { 0 } else { lengths.separator };
        // The chosen groups plus this one plus the longest completion must exceed m.
        let need = (m + 1).saturating_sub(used + lengths.longest_below[p]);
        if need == 0 && p < top {
            continue; // group 0 already leaves a long enough completion
        }
        let need_group = need.saturating_sub(lead + lengths.scale[p]).max(1);
        let g = *lengths
            .smallest_group_reaching
            .get(need_group)
            .ok_or("internal error: no group long enough")?;
        groups[p] = g;
        used += lead + lengths.group[g] + lengths.scale[p];
    }
    Ok(groups)
}

fn from_groups(groups: &[usize]) -> BigUint {
    groups
        .iter()
        .rev()
        .fold(BigUint::zero(), |acc, &g| acc * 1000u32 + g)
}

/// n(m): the largest integer such that every amount from 0 to n(m) fits in m characters.
pub fn count_limit_value(m: usize, style: Style) -> Result<BigUint, String> {
    let lengths = Lengths::new(style);
    let next = from_groups(&first_too_long(m, &lengths)?);
    Ok(next - 1u32)
}

/// n(m) with its name, the first amount that does not fit, and its name.
pub fn count_limit(m: usize, style: Style) -> Result<CountLimit, String> {
    let lengths = Lengths::new(style);
    let next = from_groups(&first_too_long(m, &lengths)?);
    let n: BigUint = &next - 1u32;
    describe(m, style, &lengths, n, next)
}

fn describe(
    m: usize,
    style: Style,
    lengths: &Lengths,
    n: BigUint,
    next: BigUint,
) -> Result<CountLimit, String> {
    let n_words = say(&n, style)?;
    let next_words = say(&next, style)?;
    let n_decimal = n.to_str_radix(10);
    Ok(CountLimit {
        m,
        style,
        n_length: lengths.of_groups(&groups(&n)),
        next_length: lengths.of_groups(&groups(&next)),
        digits: n_decimal.len(),
        log10: log10_of_decimal(&n_decimal),
        n: n_decimal,
        n_words,
        next: next.to_str_radix(10),
        next_words,
    })
}

/// log10 of a positive decimal string (n(m) ≥ 2, so never of zero).
fn log10_of_decimal(decimal: &str) -> f64 {
    let lead: String = decimal.chars().take(17).collect();
    let mantissa: f64 = lead.parse().unwrap_or(1.0);
    mantissa.log10() + (decimal.len() - lead.len()) as f64
}

/// One point of the n(m) curve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CurvePoint {
    /// The field width.
    pub m: usize,
    /// n(m) in decimal.
    pub n: String,
    /// log10(n(m)), for a log axis.
    pub log10: f64,
}

/// n(m) for every m from [`MIN_M`] to `m_max`: the post's plot of how high you can count.
pub fn count_limit_curve(m_max: usize, style: Style) -> Result<Vec<CurvePoint>, String> {
    if m_max < MIN_M {
        return Err(format!("m must be at least {MIN_M}, got {m_max}"));
    }
    let lengths = Lengths::new(style);
    (MIN_M..=m_max)
        .map(|m| {
            let n = from_groups(&first_too_long(m, &lengths)?) - 1u32;
            let decimal = n.to_str_radix(10);
            Ok(CurvePoint {
                m,
                log10: log10_of_decimal(&decimal),
                n: decimal,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    const ALL_STYLES: [Style; 4] = [
        Style::PLAIN,
        Style {
            commas: true,
            and: false,
        },
        Style {
            commas: false,
            and: true,
        },
        Style {
            commas: true,
            and: true,
        },
    ];

    fn big(n: u64) -> BigUint {
        BigUint::from(n)
    }

    #[test]
    fn says_numbers_like_the_post() {
        let plain = Style::PLAIN;
        assert_eq!(say(&big(0), plain).unwrap(), "zero");
        assert_eq!(say(&big(7), plain).unwrap(), "seven");
        assert_eq!(say(&big(40), plain).unwrap(), "forty");
        assert_eq!(say(&big(123), plain).unwrap(), "one hundred twenty-three");
        // The post's check and its haiku.
        assert_eq!(
            say(&big(12034), plain).unwrap(),
            "twelve thousand thirty-four"
        );
        assert_eq!(
            say(&big(121_700), plain).unwrap(),
            "one hundred twenty-one thousand seven hundred"
        );
        assert_eq!(
            say(&big(1_113_322), plain).unwrap(),
            "one million one hundred thirteen thousand three hundred twenty-two"
        );
        let both = Style {
            commas: true,
            and: true,
        };
        assert_eq!(
            say(&big(1_113_322), both).unwrap(),
            "one million, one hundred and thirteen thousand, three hundred and twenty-two"
        );
        assert_eq!(say(&big(1_000_001), both).unwrap(), "one million, one");
        assert_eq!(say(&big(1_000_000_000), plain).unwrap(), "one billion");
        assert_eq!(say_amount("-1,000", plain).unwrap(), "minus one thousand");
        assert_eq!(say_amount("-0", plain).unwrap(), "zero");
    }

    #[test]
    fn scale_names_follow_dictionary_then_conway_wechsler() {
        let name = |p| scale_name(p).unwrap();
        assert_eq!(name(1), "thousand");
        assert_eq!(name(2), "million");
        assert_eq!(name(11), "decillion");
        assert_eq!(name(17), "sexdecillion");
        assert_eq!(name(21), "vigintillion");
        let cw = [
            (22, "unvigintillion"),
            (23, "duovigintillion"),
            (24, "tresvigintillion"),
            (25, "quattuorvigintillion"),
            (27, "sesvigintillion"),
            (28, "septemvigintillion"),
            (30, "novemvigintillion"),
            (31, "trigintillion"),
            (101, "centillion"),
            (104, "trescentillion"),
            (107, "sexcentillion"),
            (108, "septencentillion"),
            (301, "trecentillion"),
            (MAX_POWER, "novenonagintanongentillion"),
        ];
        for (p, expected) in cw {
            assert_eq!(name(p), expected, "1000^{p}");
        }
        assert_eq!(scale_name(MAX_POWER + 1), None);
        // Conway–Wechsler agrees with the dictionary wherever the dictionary is regular.
        for k in 1..=20 {
            if k != 16 && k != 19 {
                assert_eq!(conway_wechsler(k), name(k + 1), "k = {k}");
            }
        }
        assert_eq!(conway_wechsler(16), "sedecillion");
    }

    #[test]
    fn name_length_matches_the_words() {
        let mut rng = SmallRng::seed_from_u64(67);
        for style in ALL_STYLES {
            for digits in 1..200 {
                let decimal: String = (0..digits)
                    .map(|i| {
                        let d = rng.random_range(if i == 0 { 1 } else { 0 }..10u8);
                        // Plenty of zero groups, which change the separators.
                        char::from(b'0' + if rng.random_bool(0.3) { 0 } else { d })
                    })
                    .collect();
                let n = BigUint::parse_bytes(decimal.as_bytes(), 10).unwrap();
                assert_eq!(
                    name_length(&n, style).unwrap(),
                    say(&n, style).unwrap().len(),
                    "{decimal}"
                );
            }
        }
    }

    /// The post's brute force: count up until a name is too long. Gives n(m) for every m in
    /// 4..=`m_max` from [`say`] alone.
    fn brute_force(m_max: usize, style: Style) -> Vec<u64> {
        let mut first_too_long = vec![None; m_max + 1];
        let mut longest_so_far = 0;
        let mut n = 0u64;
        while first_too_long[m_max].is_none() {
            let len = say(&big(n), style).unwrap().len();
            if len > longest_so_far {
                for slot in first_too_long
                    .iter_mut()
                    .take(len.min(m_max + 1))
                    .skip(longest_so_far)
                {
                    slot.get_or_insert(n);
                }
                longest_so_far = len;
            }
            n += 1;
        }
        first_too_long
            .iter()
            .map(|f| f.map_or(0, |f| f.saturating_sub(1)))
            .collect()
    }

    #[test]
    fn n_of_67_is_the_posts_figure() {
        assert_eq!(count_limit_value(67, Style::PLAIN).unwrap(), big(1_113_322));
        let limit = count_limit(67, Style::PLAIN).unwrap();
        assert_eq!(limit.n, "1113322");
        assert_eq!(limit.next, "1113323");
        assert!(limit.n_length <= 67 && limit.next_length > 67);
        assert_eq!(limit.next_length, limit.next_words.len());
    }

    #[test]
    fn greedy_agrees_with_brute_force() {
        for style in ALL_STYLES {
            let brute = brute_force(67, style);
            for (m, &expected) in brute.iter().enumerate().skip(MIN_M) {
                assert_eq!(
                    count_limit_value(m, style).unwrap(),
                    big(expected),
                    "m = {m}, {style:?}"
                );
            }
        }
    }

    /// The longest name of any number in 0..=x, digit group by digit group: either x itself,
    /// or x's top groups followed by a smaller group and then anything. An independent route to
    /// n(m): it must satisfy longest_up_to(n) ≤ m < len(n + 1).
    fn longest_up_to(x: &BigUint, style: Style) -> usize {
        let lengths = Lengths::new(style);
        let xs = groups(x);
        let top = xs.len() - 1;
        let longest_group_below = |g: usize| (1..g).map(|h| lengths.group[h]).max();
        let mut best = lengths.of_groups(&xs).max(UNITS[0].len());
        if top > 0 {
            best = best.max(lengths.longest_with_top(top - 1));
        }
        if let Some(l) = longest_group_below(xs[top]) {
            best = best.max(l + lengths.scale[top] + lengths.longest_below[top]);
        }
        let mut prefix = lengths.group[xs[top]] + lengths.scale[top];
        for p in (0..top).rev() {
            // Groups above p equal x's, group p smaller than x's, anything below.
            let here =
                longest_group_below(xs[p]).map_or(0, |l| lengths.separator + l + lengths.scale[p]);
            if xs[p] > 0 {
                best = best.max(prefix + here + lengths.longest_below[p]);
                prefix += lengths.separator + lengths.group[xs[p]] + lengths.scale[p];
            }
        }
        best
    }

    #[test]
    fn greedy_agrees_with_longest_name_up_to_the_limit() {
        for style in ALL_STYLES {
            for m in (MIN_M..=1000).step_by(7).chain([1000, 2000]) {
                let n = count_limit_value(m, style).unwrap();
                assert!(longest_up_to(&n, style) <= m, "m = {m}, {style:?}");
                assert!(
                    name_length(&(&n + 1u32), style).unwrap() > m,
                    "m = {m}, {style:?}"
                );
            }
        }
    }

    #[test]
    fn curve_is_increasing_and_reaches_m_1000() {
        let curve = count_limit_curve(1000, Style::PLAIN).unwrap();
        assert_eq!(curve.len(), 997);
        assert_eq!(curve[0].n, "2"); // "zero", "one", "two" fit in 4 characters, "three" not
        for pair in curve.windows(2) {
            let (a, b) = (&pair[0], &pair[1]);
            assert!(b.log10 >= a.log10, "m = {}", b.m);
        }
        assert_eq!(curve[63].n, "1113322"); // m = 67
    }

    #[test]
    fn bad_input_is_an_error() {
        for m in 0..MIN_M {
            assert!(
                count_limit(m, Style::PLAIN)
                    .unwrap_err()
                    .contains("at least 4")
            );
        }
        assert!(
            count_limit(usize::MAX, Style::PLAIN)
                .unwrap_err()
                .contains("beyond")
        );
        assert!(count_limit_curve(3, Style::PLAIN).is_err());
        let huge = BigUint::from(10u32).pow(3003);
        assert!(say(&huge, Style::PLAIN).is_err());
        assert!(say(&(huge - 1u32), Style::PLAIN).is_ok());
        for junk in ["", "-", "12a", "1.5", "0x10"] {
            assert!(parse_amount(junk).is_err(), "{junk}");
        }
        assert_eq!(parse_amount("1,113,322").unwrap(), (false, big(1_113_322)));
    }

    /// serde_json parses floats to within an ulp, not always exactly: compare the exact fields
    /// and the floats to 1e-12.
    #[test]
    fn results_round_trip_through_json() {
        let limit = count_limit(
            279,
            Style {
                commas: true,
                and: false,
            },
        )
        .unwrap();
        let back: CountLimit =
            serde_json::from_str(&serde_json::to_string(&limit).unwrap()).unwrap();
        assert_eq!(
            (back.style, &back.n, &back.next_words),
            (limit.style, &limit.n, &limit.next_words)
        );
        assert!((back.log10 - limit.log10).abs() < 1e-12);
        let curve = count_limit_curve(30, Style::PLAIN).unwrap();
        let back: Vec<CurvePoint> =
            serde_json::from_str(&serde_json::to_string(&curve).unwrap()).unwrap();
        assert_eq!(back.len(), curve.len());
        assert!(
            back.iter()
                .zip(&curve)
                .all(|(a, b)| a.n == b.n && (a.log10 - b.log10).abs() < 1e-12)
        );
    }
}
