//! Periods of Grundy sequences: proven by the octal games theorem or by a subtraction game's
//! window, or merely observed. Both the sequences (`sequence.rs`) and the crosses game's values
//! (`splitting.rs`, which extends them by the proven period) use them, so they live below both.

use serde::{Deserialize, Serialize};

/// A periodic tail: g(n + period) = g(n) for every n ≥ preperiod that was checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    /// The first n from which the values repeat.
    pub preperiod: usize,
    /// The smallest period of the tail.
    pub period: usize,
    /// Whether a theorem makes the period hold for every n, not only the computed ones.
    pub proven: bool,
}

/// The least n₀ such that values[n] = values[n + p] for every computed n ≥ n₀.
fn preperiod_for(values: &[u32], p: usize) -> usize {
    (0..values.len().saturating_sub(p))
        .rev()
        .find(|&n| values[n] != values[n + p])
        .map_or(0, |n| n + 1)
}

/// The smallest period whose repetition, checked over `values`, satisfies `enough(e, p)`.
fn first_period(
    values: &[u32],
    enough: impl Fn(usize, usize) -> bool,
    proven: bool,
) -> Option<Period> {
    (1..=values.len() / 2).find_map(|p| {
        let e = preperiod_for(values, p);
        enough(e, p).then_some(Period {
            preperiod: e,
            period: p,
            proven,
        })
    })
}

/// The period of an octal game whose moves remove at most `t` tokens, proven by the
/// periodicity theorem (Guy and Smith; Winning Ways ch. 4): if g(n + p) = g(n) for all
/// e ≤ n < 2e + p + t, then for all n ≥ e. None when the values computed do not reach that far.
///
/// The theorem is applied with e at least 1: its proof moves the larger heap of a split by p,
/// which must leave it non-empty. A tail periodic from 0 is then proven from 1, and g(0) =
/// g(p) is among the values checked.
pub fn octal_period(values: &[u32], t: usize) -> Option<Period> {
    first_period(
        values,
        |e, p| 2 * e.max(1) + p + t + p <= values.len(),
        true,
    )
}

/// The period of a subtraction game whose largest amount is `largest`: g(n) depends only on
/// the `largest` values before it, so once a window of that many values repeats after p,
/// everything after repeats (g(n + p) = g(n) for e ≤ n < e + largest proves it for n ≥ e).
pub fn subtraction_period(values: &[u32], largest: usize) -> Option<Period> {
    first_period(values, |e, p| e + largest + p <= values.len(), true)
}

/// A period merely observed: the repeating tail covers at least half of the values and at
/// least three periods. Without a theorem this is evidence, never proof (`proven` is false).
pub fn observed_period(values: &[u32]) -> Option<Period> {
    let len = values.len();
    first_period(
        values,
        |e, p| 2 * (len - e) >= len && len - e >= 3 * p,
        false,
    )
}
