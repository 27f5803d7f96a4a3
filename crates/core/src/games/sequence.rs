//! Grundy sequences as a page plots them: the values g(0..=N), how often each value occurs,
//! the losing sizes (g = 0), and the period where there is one, with whether it is proven.

use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

use super::splitting::{self, SubtractionSet};

/// The largest N a sequence may be asked for: Grundy's game to 200,000 is 10¹⁰ XORs, about
/// 5 s natively (four times the 100,000 of BENCHMARKS.md); larger N is refused before any work.
pub const MAX_UPTO: usize = 200_000;

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
pub fn octal_period(values: &[u32], t: usize) -> Option<Period> {
    first_period(values, |e, p| 2 * e + p + t + p <= values.len(), true)
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

/// Which game's Grundy sequence to compute (serialised `"grundy"`, `"crosses"`,
/// `{"subtraction": [1, 3, 4]}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SequenceGame {
    /// Grundy's game: split a pile into two unequal piles.
    Grundy,
    /// The crosses game on a 1 × n strip.
    Crosses,
    /// A subtraction game with this set.
    Subtraction(SubtractionSet),
}

/// g(0..=N) with what a page shows about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sequence {
    /// The game.
    pub game: SequenceGame,
    /// N.
    pub upto: usize,
    /// g(0), g(1), …, g(N).
    pub values: Vec<u32>,
    /// The largest value.
    pub max_value: u32,
    /// `counts[v]` = how many n ≤ N have g(n) = v.
    pub counts: Vec<u64>,
    /// The losing sizes (g(n) = 0: the player to move loses).
    pub zeros: Vec<usize>,
    /// The period, proven for crosses (whatever N) and subtraction games (if N is long
    /// enough for the proof); for Grundy's game only an
    /// observed one could appear (none does up to 200,000: the game is not known to be
    /// periodic).
    pub period: Option<Period>,
}

/// Why a sequence cannot be computed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SequenceError {
    /// N above [`MAX_UPTO`].
    TooLong(usize),
    /// The caller stopped the computation.
    Cancelled,
}

impl std::fmt::Display for SequenceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SequenceError::TooLong(n) => write!(f, "n = {n} is too large: at most {MAX_UPTO}"),
            SequenceError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl From<Cancelled> for SequenceError {
    fn from(_: Cancelled) -> Self {
        SequenceError::Cancelled
    }
}

/// Computes g(0..=upto) of `game` and describes it. The limit is checked before any work.
pub fn sequence(
    game: SequenceGame,
    upto: usize,
    progress: &mut impl Progress,
) -> Result<Sequence, SequenceError> {
    if upto > MAX_UPTO {
        return Err(SequenceError::TooLong(upto));
    }
    let (values, period) = match &game {
        SequenceGame::Grundy => {
            let values = splitting::grundy_game_values(upto, progress)?;
            let period = observed_period(&values);
            (values, period)
        }
        SequenceGame::Crosses => {
            // The period belongs to the game, not to N: prove it on enough values even when
            // fewer are asked for.
            let proof = splitting::crosses_values(upto.max(splitting::CROSSES_DIRECT));
            let period = octal_period(&proof, 3);
            let values = proof[..=upto].to_vec();
            (values, period)
        }
        SequenceGame::Subtraction(set) => {
            let values = set.values(upto);
            let period = subtraction_period(&values, set.largest() as usize)
                .or_else(|| observed_period(&values));
            (values, period)
        }
    };
    let max_value = values.iter().copied().max().unwrap_or(0);
    let mut counts = vec![0u64; max_value as usize + 1];
    for &v in &values {
        counts[v as usize] += 1;
    }
    let zeros = (0..values.len()).filter(|&n| values[n] == 0).collect();
    Ok(Sequence {
        game,
        upto,
        values,
        max_value,
        counts,
        zeros,
        period,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Silent;

    #[test]
    fn crosses_has_the_published_period_34() {
        // Dawson's chess (octal .137) has period 34 (Winning Ways, ch. 4; Guy and Smith 1956).
        let s = sequence(SequenceGame::Crosses, 1_000, &mut Silent).unwrap();
        let period = s.period.unwrap();
        assert_eq!(period.period, 34);
        assert!(period.proven);
        assert!(period.preperiod < 60, "{period:?}");
        // The period is the game's: also reported for a short sequence.
        let short = sequence(SequenceGame::Crosses, 10, &mut Silent).unwrap();
        assert_eq!(short.values.len(), 11);
        assert_eq!(short.period, Some(period));
    }

    #[test]
    fn subtraction_periods_match_hand_analysis() {
        // S = {1, 2, 3}: g(n) = n mod 4, period 4 from 0.
        let set = SubtractionSet::new(vec![1, 2, 3]).unwrap();
        let s = sequence(SequenceGame::Subtraction(set), 100, &mut Silent).unwrap();
        assert_eq!(
            s.period,
            Some(Period {
                preperiod: 0,
                period: 4,
                proven: true
            })
        );
        // S = {2, 3}: g = 0,0,1,1,2,0,0,1,1,2,…? By hand: g(0)=g(1)=0, g(2)=1, g(3)=1,
        // g(4)=mex{g2,g1}=mex{1,0}=2, g(5)=mex{g3,g2}=0, g(6)=mex{g4,g3}=0 → period 5.
        let set = SubtractionSet::new(vec![2, 3]).unwrap();
        let s = sequence(SequenceGame::Subtraction(set), 100, &mut Silent).unwrap();
        assert_eq!(&s.values[..7], &[0, 0, 1, 1, 2, 0, 0]);
        assert_eq!(s.period.map(|p| (p.preperiod, p.period)), Some((0, 5)));
    }

    #[test]
    fn a_detected_period_really_repeats() {
        let set = SubtractionSet::new(vec![3, 7, 11, 12]).unwrap();
        let s = sequence(SequenceGame::Subtraction(set.clone()), 2_000, &mut Silent).unwrap();
        let p = s.period.unwrap();
        let longer = set.values(20_000);
        assert!((p.preperiod..20_000 - p.period).all(|n| longer[n] == longer[n + p.period]));
    }

    #[test]
    fn grundys_game_shows_no_period() {
        let s = sequence(SequenceGame::Grundy, 5_000, &mut Silent).unwrap();
        assert_eq!(s.period, None);
        assert_eq!(s.counts.iter().sum::<u64>(), 5_001);
        assert_eq!(s.zeros.last(), Some(&1222));
    }

    #[test]
    fn too_long_is_refused_before_work() {
        assert_eq!(
            sequence(SequenceGame::Grundy, MAX_UPTO + 1, &mut Silent),
            Err(SequenceError::TooLong(MAX_UPTO + 1))
        );
    }
}
