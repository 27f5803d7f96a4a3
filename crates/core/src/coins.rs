//! HH vs HT: Alice scores for every HH, Bob for every HT, in n fair coin flips. Who wins?
//!
//! Seed: "Another coin flip puzzle" (`000_…`), after Daniel Litt's puzzle of March 2024. A fair
//! coin is flipped n times; every HH in the sequence scores a point for Alice and every HT a
//! point for Bob, overlapping occurrences included (THHHT: Alice 2, Bob 1). Both expect
//! (n − 1)/4 points, and Alice can score up to n − 1 against Bob's ⌊n/2⌋, yet Bob wins more
//! often (for every n ≥ 3, as Simon Segert proved in 2024, arXiv:2405.16660).
//!
//! The post counts the 2ⁿ equally likely sequences with generating functions in SymPy:
//! `h, t = h*x + t, h/x + t`, n times from `h, t = 0, 1`, where `h` (`t`) sums x^(Alice − Bob)
//! over the sequences ending in H (in T, or empty). We run the same recurrence on its
//! coefficients, a table indexed by (score difference, last flip) of big integers:
//!
//! - a new H after an H is an HH: difference + 1; after a T it scores nothing;
//! - a new T after an H is an HT: difference − 1; after a T it scores nothing.
//!
//! After k flips the difference lies in −⌊k/2⌋..=k − 1, so a run costs O(n²) additions of
//! numbers of at most n bits, with no symbolic algebra: n = 1000 takes tens of milliseconds.

use std::fmt;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

/// The most flips: a run is about n³/20 machine-word additions on a table of 3n numbers of up to
/// n bits (natively 60 ms at 1,000 flips and 0.4 s at 2,000; at 5,000 the table outgrows the
/// caches and it takes 15 s).
pub const MAX_FLIPS: u32 = 2_000;

/// Why an HH vs HT computation cannot run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CoinsError {
    /// The game needs at least one flip.
    NoFlips,
    /// More flips than [`MAX_FLIPS`].
    TooManyFlips(u32),
    /// The caller asked the computation to stop.
    Cancelled,
}

impl fmt::Display for CoinsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoinsError::NoFlips => write!(f, "the game needs at least 1 flip"),
            CoinsError::TooManyFlips(n) => {
                write!(f, "{n} flips is too many: at most {MAX_FLIPS}")
            }
            CoinsError::Cancelled => write!(f, "cancelled"),
        }
    }
}

impl std::error::Error for CoinsError {}

impl From<Cancelled> for CoinsError {
    fn from(_: Cancelled) -> Self {
        CoinsError::Cancelled
    }
}

fn check_flips(flips: u32) -> Result<(), CoinsError> {
    match flips {
        0 => Err(CoinsError::NoFlips),
        n if n > MAX_FLIPS => Err(CoinsError::TooManyFlips(n)),
        _ => Ok(()),
    }
}

/// The fewest points Alice can be behind after `flips` flips: Bob scores at most ⌊n/2⌋.
fn lowest_difference(flips: u32) -> i64 {
    -i64::from(flips / 2)
}

/// The table of the post's `h` and `t`: how many sequences of the flips so far end in H (in T)
/// with each score difference Alice − Bob, index 0 standing for the lowest difference possible
/// after all the flips to come.
struct Table {
    flips: u32,
    lowest: i64,
    ends_in_h: Vec<BigUint>,
    ends_in_t: Vec<BigUint>,
    /// Indices of the differences reachable so far (the rest of the table is zero).
    reached: std::ops::RangeInclusive<usize>,
}

impl Table {
    /// The empty sequence, for a game of `flips` flips: `h, t = 0, 1`.
    fn start(flips: u32) -> Table {
        let lowest = lowest_difference(flips);
        let width = (i64::from(flips) - lowest + 1) as usize;
        let zero = (-lowest) as usize;
        let mut ends_in_t = vec![BigUint::zero(); width];
        ends_in_t[zero] = BigUint::one();
        Table {
            flips: 0,
            lowest,
            ends_in_h: vec![BigUint::zero(); width],
            ends_in_t,
            reached: zero..=zero,
        }
    }

    /// One more flip: `h, t = h*x + t, h/x + t`, written into `next` (same size) to reuse its
    /// numbers' storage.
    fn flip(&self, next: &mut Table) {
        let width = self.ends_in_h.len();
        let lo = self.reached.start().saturating_sub(1);
        let hi = (self.reached.end() + 1).min(width - 1);
        for d in lo..=hi {
            // H: from T with the same difference, or from H one point lower (an HH).
            next.ends_in_h[d].clone_from(&self.ends_in_t[d]);
            if d > 0 {
                next.ends_in_h[d] += &self.ends_in_h[d - 1];
            }
            // T: from T with the same difference, or from H one point higher (an HT).
            next.ends_in_t[d].clone_from(&self.ends_in_t[d]);
            if d + 1 < width {
                next.ends_in_t[d] += &self.ends_in_h[d + 1];
            }
        }
        next.flips = self.flips + 1;
        next.reached = lo..=hi;
    }

    /// Sequences with each difference after the flips so far, as (difference, count) pairs,
    /// from −⌊k/2⌋ to k − 1 after k flips (0 alone before any flip).
    fn by_difference(&self) -> impl Iterator<Item = (i64, BigUint)> + '_ {
        let k = i64::from(self.flips);
        let (low, high) = (lowest_difference(self.flips), (k - 1).max(0));
        (low..=high).map(move |difference| {
            let d = (difference - self.lowest) as usize;
            (difference, &self.ends_in_h[d] + &self.ends_in_t[d])
        })
    }

    fn outcomes(&self) -> Outcomes {
        let mut outcomes = Outcomes {
            flips: self.flips,
            alice: BigUint::zero(),
            bob: BigUint::zero(),
            tie: BigUint::zero(),
        };
        for (difference, count) in self.by_difference() {
            match difference.signum() {
                1 => outcomes.alice += count,
                -1 => outcomes.bob += count,
                _ => outcomes.tie += count,
            }
        }
        outcomes
    }
}

/// Runs the recurrence for `flips` flips, calling `each_flip` on the table after every flip.
fn play(
    flips: u32,
    progress: &mut impl Progress,
    mut each_flip: impl FnMut(&Table),
) -> Result<Table, CoinsError> {
    check_flips(flips)?;
    let mut table = Table::start(flips);
    let mut next = Table::start(flips);
    for k in 1..=flips {
        if k % 64 == 0 {
            progress
                .report("flipping", u64::from(k), u64::from(flips))
                .check()?;
        }
        table.flip(&mut next);
        std::mem::swap(&mut table, &mut next);
        each_flip(&table);
    }
    Ok(table)
}

/// How many of the 2ⁿ sequences each player wins, and how many tie.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcomes {
    /// Flips, n.
    pub flips: u32,
    /// Sequences with more HH than HT.
    pub alice: BigUint,
    /// Sequences with more HT than HH.
    pub bob: BigUint,
    /// Sequences with as many of each.
    pub tie: BigUint,
}

/// The exact counts of sequences that Alice wins, Bob wins, or tie, for `flips` flips.
pub fn outcomes(flips: u32, progress: &mut impl Progress) -> Result<Outcomes, CoinsError> {
    Ok(play(flips, progress, |_| {})?.outcomes())
}

/// How many of the 2ⁿ sequences give each score difference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreDifferences {
    /// Flips, n.
    pub flips: u32,
    /// The lowest difference, −⌊n/2⌋ (Bob's best: HTHT…).
    pub lowest: i64,
    /// `counts[i]` sequences have Alice − Bob = `lowest + i`, up to n − 1 (all heads).
    pub counts: Vec<BigUint>,
}

/// The exact distribution of Alice − Bob over the 2ⁿ sequences of `flips` flips.
pub fn score_differences(
    flips: u32,
    progress: &mut impl Progress,
) -> Result<ScoreDifferences, CoinsError> {
    let table = play(flips, progress, |_| {})?;
    Ok(ScoreDifferences {
        flips,
        lowest: table.lowest,
        counts: table.by_difference().map(|(_, count)| count).collect(),
    })
}

/// `count / 2^flips` as the nearest f64 (exact rational rounding, no overflow past 1,023 flips).
fn share(count: &BigUint, flips: u32) -> f64 {
    BigRational::new_raw(BigInt::from(count.clone()), BigInt::one() << flips)
        .to_f64()
        .unwrap_or(f64::NAN)
}

/// One score difference with how many sequences give it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DifferenceOdds {
    /// Alice's points minus Bob's.
    pub difference: i64,
    /// Sequences with this difference, exactly (in JSON a decimal integer as a string).
    #[serde(with = "crate::serde_big::biguint")]
    pub sequences: BigUint,
    /// Their share of the 2ⁿ sequences.
    pub p: f64,
}

/// Everything the HH vs HT page shows for one number of flips.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CoinsReport {
    /// Flips, n.
    pub flips: u32,
    /// 2ⁿ, the number of equally likely sequences (in JSON a decimal string).
    #[serde(with = "crate::serde_big::biguint")]
    pub sequences: BigUint,
    /// Sequences Alice wins (in JSON a decimal string).
    #[serde(with = "crate::serde_big::biguint")]
    pub alice_wins: BigUint,
    /// Sequences Bob wins (in JSON a decimal string).
    #[serde(with = "crate::serde_big::biguint")]
    pub bob_wins: BigUint,
    /// Sequences that tie (in JSON a decimal string).
    #[serde(with = "crate::serde_big::biguint")]
    pub ties: BigUint,
    /// P(Alice wins).
    pub p_alice: f64,
    /// P(Bob wins).
    pub p_bob: f64,
    /// P(tie).
    pub p_tie: f64,
    /// The distribution of Alice − Bob, from −⌊n/2⌋ to n − 1.
    pub differences: Vec<DifferenceOdds>,
}

/// Exact counts, probabilities and the score-difference distribution for `flips` flips.
pub fn coins_report(flips: u32, progress: &mut impl Progress) -> Result<CoinsReport, CoinsError> {
    let table = play(flips, progress, |_| {})?;
    let outcomes = table.outcomes();
    let differences = table
        .by_difference()
        .map(|(difference, count)| DifferenceOdds {
            difference,
            p: share(&count, flips),
            sequences: count,
        })
        .collect();
    Ok(CoinsReport {
        flips,
        sequences: BigUint::one() << flips,
        p_alice: share(&outcomes.alice, flips),
        p_bob: share(&outcomes.bob, flips),
        p_tie: share(&outcomes.tie, flips),
        alice_wins: outcomes.alice,
        bob_wins: outcomes.bob,
        ties: outcomes.tie,
        differences,
    })
}

/// The win probabilities after one number of flips.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WinPoint {
    /// Flips, n.
    pub flips: u32,
    /// P(Alice wins).
    pub p_alice: f64,
    /// P(Bob wins).
    pub p_bob: f64,
    /// P(tie).
    pub p_tie: f64,
}

/// The win probabilities for every n from 1 to `max_flips`, from a single run (the table after
/// k flips is the answer for k flips).
pub fn win_curve(
    max_flips: u32,
    progress: &mut impl Progress,
) -> Result<Vec<WinPoint>, CoinsError> {
    let mut curve = Vec::new();
    play(max_flips, progress, |table| {
        let outcomes = table.outcomes();
        curve.push(WinPoint {
            flips: table.flips,
            p_alice: share(&outcomes.alice, table.flips),
            p_bob: share(&outcomes.bob, table.flips),
            p_tie: share(&outcomes.tie, table.flips),
        });
    })?;
    Ok(curve)
}

/// The first n from which, up to the curve's end, both Bob's edge (P(Bob) − P(Alice)) and the
/// chance of a tie fall with every further flip; `None` if they do not both fall at the last
/// step (or the curve has fewer than two points).
pub fn both_fall_from(curve: &[WinPoint]) -> Option<u32> {
    let edge = |p: &WinPoint| p.p_bob - p.p_alice;
    let falls = |w: &[WinPoint]| edge(&w[1]) < edge(&w[0]) && w[1].p_tie < w[0].p_tie;
    let run = curve.windows(2).rev().take_while(|w| falls(w)).count();
    (run > 0).then(|| curve[curve.len() - 1 - run].flips)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{Flow, Silent};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Alice − Bob for the sequence whose bit i (1 = H) is flip i, by scanning its pairs.
    fn scan(sequence: u128, flips: u32) -> i64 {
        (1..flips)
            .map(|i| match ((sequence >> (i - 1)) & 1, (sequence >> i) & 1) {
                (1, 1) => 1,
                (1, 0) => -1,
                _ => 0,
            })
            .sum()
    }

    #[test]
    fn agrees_with_every_sequence_up_to_18_flips() {
        for flips in 1..=18u32 {
            let table = score_differences(flips, &mut Silent).unwrap();
            let mut counts = vec![0u64; table.counts.len()];
            for sequence in 0..1u128 << flips {
                let d = scan(sequence, flips);
                counts[(d - table.lowest) as usize] += 1;
            }
            let exact: Vec<BigUint> = counts.into_iter().map(BigUint::from).collect();
            assert_eq!(table.counts, exact, "{flips} flips");
        }
    }

    #[test]
    fn the_four_flip_table() {
        // TTHH THHH HHHT HHHH for Alice; TTHT THTT THTH HTTT HTTH HTHT for Bob; 6 ties.
        let four = outcomes(4, &mut Silent).unwrap();
        assert_eq!(
            (four.alice, four.bob, four.tie),
            (4u32.into(), 6u32.into(), 6u32.into())
        );
        // THHHT scores 2 for Alice and 1 for Bob (the post's example), bits read from flip 1.
        assert_eq!(scan(0b01110, 5), 1);
    }

    #[test]
    fn moments_are_exact_at_1000_flips() {
        // D = Σ_{i<n} X_i (2 X_{i+1} − 1) with X = 1 for heads: the terms have mean 0,
        // E[term²] = P(X_i = 1) = 1/2, and distinct terms are uncorrelated (for adjacent ones
        // the later factor 2X − 1 has mean 0 given the rest). So E[D] = 0, E[D²] = (n − 1)/2.
        let n = 1000;
        let table = score_differences(n, &mut Silent).unwrap();
        let (mut total, mut first, mut second) = (BigInt::zero(), BigInt::zero(), BigInt::zero());
        for (i, count) in table.counts.iter().enumerate() {
            let d = BigInt::from(table.lowest + i as i64);
            let count = BigInt::from(count.clone());
            total += &count;
            first += &count * &d;
            second += &count * &d * &d;
        }
        assert_eq!(total, BigInt::one() << n);
        assert!(first.is_zero());
        assert_eq!(second * 2, (BigInt::one() << n) * (n - 1));
    }

    #[test]
    fn extremes_have_the_counts_they_must() {
        for n in 2..=200u32 {
            let table = score_differences(n, &mut Silent).unwrap();
            // Only all heads gives n − 1.
            assert_eq!(table.counts.last(), Some(&BigUint::one()));
            // −⌊n/2⌋: HTHT…HT when n is even; when n = 2m + 1, (HT)^m with one extra T in any
            // of m + 1 places, or (HT)^m H.
            let expected = if n % 2 == 0 { 1 } else { n / 2 + 2 };
            assert_eq!(table.counts[0], BigUint::from(expected), "{n} flips");
        }
    }

    #[test]
    fn bob_wins_more_often_for_every_n_from_3() {
        // Segert (2024) proved it for every n ≥ 3; check it to 1000, and that n = 1, 2 are even.
        let curve = win_curve(1000, &mut Silent).unwrap();
        assert_eq!(curve.len(), 1000);
        for point in &curve {
            let sum = point.p_alice + point.p_bob + point.p_tie;
            assert!((sum - 1.0).abs() < 1e-12);
            if point.flips >= 3 {
                assert!(point.p_bob > point.p_alice, "{point:?}");
            } else {
                assert_eq!(point.p_bob, point.p_alice);
            }
        }
        let report = coins_report(1000, &mut Silent).unwrap();
        assert_eq!(curve[999].p_bob, report.p_bob);
        assert_eq!(curve[999].p_tie, report.p_tie);
    }

    #[test]
    fn simulation_brackets_the_exact_odds_at_100_flips() {
        let report = coins_report(100, &mut Silent).unwrap();
        let mut rng = SmallRng::seed_from_u64(20_240_316);
        let games = 200_000;
        let (mut alice, mut bob) = (0u32, 0u32);
        for _ in 0..games {
            let flips: u128 = rng.random();
            match scan(flips, 100).signum() {
                1 => alice += 1,
                -1 => bob += 1,
                _ => {}
            }
        }
        // sd of a proportion near 1/2 over 200,000 games ≈ 0.0011; allow 5 sd.
        let share = |wins: u32| f64::from(wins) / f64::from(games);
        assert!(
            (share(alice) - report.p_alice).abs() < 0.0056,
            "{}",
            share(alice)
        );
        assert!((share(bob) - report.p_bob).abs() < 0.0056, "{}", share(bob));
    }

    #[test]
    fn counts_add_up_at_the_cap() {
        let o = outcomes(MAX_FLIPS, &mut Silent).unwrap();
        assert_eq!(o.alice + o.bob + o.tie, BigUint::one() << MAX_FLIPS);
    }

    #[test]
    fn bad_sizes_are_refused_and_cancelling_stops() {
        assert_eq!(outcomes(0, &mut Silent), Err(CoinsError::NoFlips));
        assert_eq!(
            win_curve(MAX_FLIPS + 1, &mut Silent),
            Err(CoinsError::TooManyFlips(MAX_FLIPS + 1))
        );
        assert_eq!(
            CoinsError::NoFlips.to_string(),
            "the game needs at least 1 flip"
        );
        let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
        assert_eq!(coins_report(1000, &mut stop), Err(CoinsError::Cancelled));
        // One flip: no pair at all, a certain tie.
        assert_eq!(coins_report(1, &mut Silent).unwrap().p_tie, 1.0);
    }

    /// The lede's claim, exactly, for every n the page allows and beyond: Bob wins as often as
    /// Alice for 1 and 2 flips and strictly more often for every n from 3 to [`MAX_FLIPS`].
    #[test]
    fn bob_wins_more_often_in_exact_counts_to_max_flips() {
        play(MAX_FLIPS, &mut Silent, |table| {
            let o = table.outcomes();
            if table.flips <= 2 {
                assert_eq!(o.bob, o.alice, "n = {}", table.flips);
            } else {
                assert!(o.bob > o.alice, "n = {}", table.flips);
            }
        })
        .unwrap();
    }

    /// Bob's edge (0.125, 0.125, 0.094, 0.109, 0.109 for n = 3 to 7) rises from 5 to 6 flips
    /// and stays put from 6 to 7; from 7 flips on, both it and the tie fall with every flip, to
    /// the curve's end (the page's 1,000 flips, or 2,000).
    #[test]
    fn edge_and_tie_both_fall_from_7_flips() {
        let curve = win_curve(MAX_FLIPS, &mut Silent).unwrap();
        assert_eq!(both_fall_from(&curve), Some(7));
        assert_eq!(both_fall_from(&curve[..1000]), Some(7));
        let edge = |n: usize| curve[n - 1].p_bob - curve[n - 1].p_alice;
        assert!(edge(6) > edge(5), "the edge rises from 5 to 6 flips");
        assert_eq!(both_fall_from(&curve[..7]), None);
        assert_eq!(both_fall_from(&curve[..1]), None);
    }
}
