//! n(m), the largest amount every smaller amount of which can be written in m characters: the
//! lengths of a name's parts, the greedy search for the smallest name longer than m (see the
//! module docs' "Computing n(m)"), and the curve of n(m) over m.

use num_bigint::BigUint;
use num_traits::Zero;
use serde::{Deserialize, Serialize};

use super::{MAX_POWER, Style, TooLarge, UNITS, check_size, group_name, groups, say, scale_name};

/// Lengths of everything a name is made of, for one style: the arithmetic behind n(m).
pub(super) struct Lengths {
    /// `group[g]`: characters in the name of group g (1..=999); `group[0]` unused.
    pub(super) group: Vec<usize>,
    /// The longest group name.
    longest_group: usize,
    /// `smallest_group_reaching[l]`: the smallest group whose name has at least l characters.
    smallest_group_reaching: Vec<usize>,
    /// `scale[p]`: characters of " " + scale word for power p (0 for p = 0).
    pub(super) scale: Vec<usize>,
    /// Characters between consecutive nonzero groups.
    pub(super) separator: usize,
    /// `longest_below[p]`: the longest the groups at powers < p can add after a nonzero group
    /// (all of them nonzero, each the longest group name).
    pub(super) longest_below: Vec<usize>,
}

impl Lengths {
    pub(super) fn new(style: Style) -> Lengths {
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
    pub(super) fn of_groups(&self, groups: &[usize]) -> usize {
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
    pub(super) fn longest_with_top(&self, top: usize) -> usize {
        self.longest_group + self.scale[top] + self.longest_below[top]
    }
}

/// The number of characters of [`say`]`(n, style)`, computed from the groups.
pub fn name_length(n: &BigUint, style: Style) -> Result<usize, TooLarge> {
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

/// Why n(m) or its curve has no answer ([`count_limit`], [`count_limit_curve`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitError {
    /// m is below [`MIN_M`]: not even "zero" fits.
    TooNarrow {
        /// The field width asked for.
        m: usize,
    },
    /// n(m) is past 10^3003, the largest number named here.
    BeyondNames {
        /// The field width asked for.
        m: usize,
    },
    /// The curve's right end is below [`MIN_M`].
    CurveTooShort {
        /// The right end asked for.
        m_max: usize,
    },
    /// The curve's right end is past [`MAX_CURVE_M`].
    CurveTooLong {
        /// The right end asked for.
        m_max: usize,
    },
    /// No group name is long enough for the greedy (never seen: a bug, not an input).
    NoGroupLongEnough,
    /// A number of the answer has no name (never seen: n(m) is checked against 10^3003 first).
    TooLarge(TooLarge),
}

impl From<TooLarge> for LimitError {
    fn from(e: TooLarge) -> Self {
        LimitError::TooLarge(e)
    }
}

impl std::fmt::Display for LimitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LimitError::TooNarrow { m } => write!(
                f,
                "m must be at least {MIN_M}: \"zero\" alone needs 4 characters, so with m = {m} no amount fits"
            ),
            LimitError::BeyondNames { m } => write!(
                f,
                "n({m}) is beyond 10^{}, the largest number named here (the scale words stop at \
                 novenonagintanongentillion)",
                3 * (MAX_POWER + 1)
            ),
            LimitError::CurveTooShort { m_max } => {
                write!(f, "m must be at least {MIN_M}, got {m_max}")
            }
            LimitError::CurveTooLong { m_max } => write!(
                f,
                "the curve stops at m = {MAX_CURVE_M} (each point is a number of up to 3,000 digits), got {m_max}"
            ),
            LimitError::NoGroupLongEnough => f.write_str("internal error: no group long enough"),
            LimitError::TooLarge(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LimitError {}

/// The smallest m accepted: "zero" has 4 characters, so for m < 4 not even 0 fits.
pub const MIN_M: usize = 4;

/// Largest right end of [`count_limit_curve`]: ten times the page's largest field width, and
/// far past the post's tweet widths.
pub const MAX_CURVE_M: usize = 10_000;

/// The smallest number whose name is longer than m characters, as groups (least significant
/// first): the greedy described in the module documentation.
pub(super) fn first_too_long(m: usize, lengths: &Lengths) -> Result<Vec<usize>, LimitError> {
    if m < MIN_M {
        return Err(LimitError::TooNarrow { m });
    }
    let top = (0..=MAX_POWER)
        .find(|&p| lengths.longest_with_top(p) > m)
        .ok_or(LimitError::BeyondNames { m })?;
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
            .ok_or(LimitError::NoGroupLongEnough)?;
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
pub fn count_limit_value(m: usize, style: Style) -> Result<BigUint, LimitError> {
    let lengths = Lengths::new(style);
    let next = from_groups(&first_too_long(m, &lengths)?);
    Ok(next - 1u32)
}

/// n(m) with its name, the first amount that does not fit, and its name.
pub fn count_limit(m: usize, style: Style) -> Result<CountLimit, LimitError> {
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
) -> Result<CountLimit, LimitError> {
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
pub fn count_limit_curve(m_max: usize, style: Style) -> Result<Vec<CurvePoint>, LimitError> {
    if m_max < MIN_M {
        return Err(LimitError::CurveTooShort { m_max });
    }
    // Checked before any work: each point is a number of up to 3,000 digits, so a curve of
    // millions of points would run for minutes only to print gigabytes.
    if m_max > MAX_CURVE_M {
        return Err(LimitError::CurveTooLong { m_max });
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
