//! Games whose moves split a heap into independent heaps (the seed's "Grundy's games"), and
//! subtraction games: their Grundy sequences g(0), g(1), …, g(N).
//!
//! - **Grundy's game** (seed, first problem): split a pile into two non-empty piles of
//!   different sizes. g(n) = mex{ g(a) ⊕ g(n − a) : 1 ≤ a < n − a }.
//!   *Correction:* the seed writes mex{ a₁ ⊕ a₂ }, the XOR of the pile *sizes*; the
//!   Sprague–Grundy theorem XORs their *values*. The literal formula already fails at n = 3
//!   (it gives 0, but 3 → 1 + 2 leaves two dead piles, so g(3) = 1); the test
//!   `seed_formulas_disagree_with_the_games` records this.
//! - **Crosses** (seed, second problem): a 1 × n strip, a move writes a cross in an empty cell
//!   not adjacent to a cross. A cross in cell i leaves independent strips of i − 2 and n − i − 1
//!   free cells, where a cross at an end (i = 1 or n) leaves one strip of n − 2, not n − 1.
//!   *Correction:* the seed's corner term g(n − 1) is wrong: for n = 2 it gives
//!   g(2) = mex{g(1)} = 0, but the first cross on a 1 × 2 strip wins at once, so g(2) = 1.
//!   With the corner term g(n − 2) the recurrence matches a brute force over bitmasks of the
//!   strip (tests). The game is the octal game .137 (Dawson's chess): take 1 cell only if it
//!   is the whole heap, 2 from an end, 3 from anywhere; its values have period 34.
//! - **Subtraction games**: remove s chips for some s in a given set S;
//!   g(n) = mex{ g(n − s) : s ∈ S, s ≤ n }.

use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

use super::error::RuleError;
use super::impartial::mex;

/// Reports progress every this many heap sizes.
const REPORT_EVERY: usize = 1024;

/// g(0..=upto) of Grundy's game.
///
/// Each g(n) is the mex of the n/2 values g(a) ⊕ g(n − a), so the whole sequence is about N²/4
/// XORs: 2.5·10⁹ for N = 100,000. What makes that affordable is that the values stay small
/// (below 256 up to 10⁵, see the tests), so the set of reached values is a tiny table indexed by
/// value and reset in O(1) by a generation stamp, and the inner loop is a branch-free
/// `seen[g(a) ^ g(n − a)] = stamp` over two contiguous slices, at well under a nanosecond per
/// split: N = 100,000 takes about a second natively (BENCHMARKS.md), ten times under the
/// target, so the sparse-space methods used for N in the billions are not needed here.
pub fn grundy_game_values(
    upto: usize,
    progress: &mut impl Progress,
) -> Result<Vec<u32>, Cancelled> {
    let mut g: Vec<u16> = Vec::with_capacity(upto + 1);
    // `seen[v] == stamp` means value v is reached from the current n; its length is a power
    // of two above every value so far, and XORs of values below it stay below it.
    let mut seen: Vec<u32> = vec![0; 64];
    let mut stamp = 0u32;
    for n in 0..=upto {
        if n % REPORT_EVERY == 0 {
            progress
                .report("Grundy's game", n as u64, upto as u64 + 1)
                .check()?;
        }
        stamp += 1;
        let half = n.saturating_sub(1) / 2; // a = 1..=half gives a < n − a
        let mask = seen.len() - 1;
        let left = g.get(1..=half).unwrap_or(&[]);
        let right = &g[n - half..n];
        for (&x, &y) in left.iter().zip(right.iter().rev()) {
            seen[usize::from(x ^ y) & mask] = stamp;
        }
        let value = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len());
        let value = u16::try_from(value).expect("Grundy values stay far below 65,536");
        if usize::from(value) * 2 >= seen.len() {
            seen.resize(seen.len() * 2, 0);
        }
        g.push(value);
    }
    Ok(g.into_iter().map(u32::from).collect())
}

/// The heaps a cross in cell `i` (1-based) of a strip of `n` free cells leaves: the cells
/// next to the cross can never take one, so they vanish with it.
pub fn crosses_split(n: usize, i: usize) -> (usize, usize) {
    (i.saturating_sub(2), n.saturating_sub(i + 1))
}

/// g(0..=upto) of the crosses game by its recurrence, O(N²).
fn crosses_direct(upto: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    for n in 0..=upto {
        // Cells i and n + 1 − i give the same split, so half the cells suffice.
        let value = mex((1..=n.div_ceil(2)).map(|i| {
            let (left, right) = crosses_split(n, i);
            g[left] ^ g[right]
        }));
        g.push(value);
    }
    g
}

/// Sizes computed directly before the crosses sequence's periodicity is proven by the octal
/// games theorem (it is proven by n = 2·e + p + 3 with preperiod e = 52 and period p = 34).
pub const CROSSES_DIRECT: usize = 400;

/// g(0..=upto) of the crosses game.
///
/// Up to [`CROSSES_DIRECT`] by the recurrence; beyond, by the period that
/// [`super::period::octal_period`] proves from those values (the octal periodicity theorem
/// of Guy and Smith: if g(n + p) = g(n) for e ≤ n < 2e + p + t, where t = 3 is the most cells
/// a move removes, then for every n ≥ e). The tests check the two agree to 3,000.
pub fn crosses_values(upto: usize) -> Vec<u32> {
    let direct = crosses_direct(upto.min(CROSSES_DIRECT));
    if upto <= CROSSES_DIRECT {
        return direct;
    }
    let period = super::period::octal_period(&direct, 3)
        .expect("the crosses game is periodic (Dawson's chess, period 34)");
    let mut g = direct;
    for n in g.len()..=upto {
        g.push(g[n - period.period]);
    }
    g
}

/// A subtraction set S: distinct sizes 1..=[`MAX_SUBTRACTION`], at most
/// [`MAX_SUBTRACTIONS`] of them, sorted. Only [`SubtractionSet::new`] makes one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<u32>", into = "Vec<u32>")]
pub struct SubtractionSet(Vec<u32>);

/// The largest amount a subtraction set may allow.
pub const MAX_SUBTRACTION: u32 = 1000;
/// The most amounts in a subtraction set.
pub const MAX_SUBTRACTIONS: usize = 32;

impl SubtractionSet {
    /// Validates a set of amounts: non-empty, each in 1..=[`MAX_SUBTRACTION`], at most
    /// [`MAX_SUBTRACTIONS`]; duplicates are merged.
    pub fn new(mut amounts: Vec<u32>) -> Result<SubtractionSet, RuleError> {
        amounts.sort_unstable();
        amounts.dedup();
        if amounts.is_empty() {
            return Err(RuleError::EmptySet);
        }
        if amounts.len() > MAX_SUBTRACTIONS {
            return Err(RuleError::TooManyAmounts {
                amounts: amounts.len(),
                max: MAX_SUBTRACTIONS,
            });
        }
        if let Some(&amount) = amounts.iter().find(|&&s| s == 0 || s > MAX_SUBTRACTION) {
            return Err(RuleError::Amount {
                amount,
                max: MAX_SUBTRACTION,
            });
        }
        Ok(SubtractionSet(amounts))
    }

    /// The amounts, ascending.
    pub fn amounts(&self) -> &[u32] {
        &self.0
    }

    /// The largest amount: g(n) depends on the previous this many values only.
    pub fn largest(&self) -> u32 {
        *self.0.last().expect("a subtraction set is never empty")
    }

    /// g(0..=upto) of the subtraction game with this set.
    pub fn values(&self, upto: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
        for n in 0..=upto {
            let value = mex(self
                .0
                .iter()
                .map(|&s| s as usize)
                .take_while(|&s| s <= n)
                .map(|s| g[n - s]));
            g.push(value);
        }
        g
    }
}

impl TryFrom<Vec<u32>> for SubtractionSet {
    type Error = RuleError;
    fn try_from(amounts: Vec<u32>) -> Result<Self, RuleError> {
        SubtractionSet::new(amounts)
    }
}

impl From<SubtractionSet> for Vec<u32> {
    fn from(set: SubtractionSet) -> Vec<u32> {
        set.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::impartial::{GrundyMemo, ImpartialGame};
    use crate::progress::Silent;

    /// Grundy's game as the real game: a sorted multiset of piles, a move splits one pile
    /// into two unequal non-empty piles.
    struct GrundyGame;

    impl ImpartialGame for GrundyGame {
        type Position = Vec<u32>;
        fn options(&self, piles: &Vec<u32>) -> Vec<Vec<u32>> {
            let mut out = Vec::new();
            for (i, &p) in piles.iter().enumerate() {
                for a in 1..p {
                    if a < p - a {
                        let mut next = piles.clone();
                        next[i] = a;
                        next.push(p - a);
                        next.sort_unstable();
                        out.push(next);
                    }
                }
            }
            out
        }
    }

    /// The crosses game as the real game: a bitmask of crosses on a strip of `n` cells.
    struct CrossesStrip {
        n: u32,
    }

    impl ImpartialGame for CrossesStrip {
        type Position = u32;
        fn options(&self, &crosses: &u32) -> Vec<u32> {
            (0..self.n)
                .map(|i| 1u32 << i)
                .filter(|&cell| crosses & (cell | cell << 1 | cell >> 1) == 0)
                .map(|cell| crosses | cell)
                .collect()
        }
    }

    #[test]
    fn grundy_game_matches_the_brute_force_on_piles_and_sums() {
        let g = grundy_game_values(40, &mut Silent).unwrap();
        let mut memo = GrundyMemo::new(GrundyGame);
        for n in 0..=16u32 {
            assert_eq!(memo.grundy(&vec![n]), g[n as usize], "pile {n}");
        }
        // Sums: the brute force of the combined game equals the XOR (Sprague–Grundy).
        for a in 1..=10u32 {
            for b in a..=10u32 {
                assert_eq!(
                    memo.grundy(&vec![a, b]),
                    g[a as usize] ^ g[b as usize],
                    "piles {a}, {b}"
                );
            }
        }
    }

    #[test]
    fn grundy_game_known_values_and_zeros() {
        // The start of the sequence and its zeros as published (Winning Ways, ch. 4; OEIS
        // A002188): after 1,222 no single pile is a second-player win as far as computed.
        let g = grundy_game_values(20_000, &mut Silent).unwrap();
        assert_eq!(
            &g[..21],
            &[
                0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0
            ]
        );
        let zeros: Vec<usize> = (0..g.len()).filter(|&n| g[n] == 0).collect();
        assert_eq!(
            zeros,
            [
                0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337,
                340, 346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682,
                685, 923, 926, 929, 932, 1222
            ]
        );
        assert!(g.iter().all(|&v| v < 256));
    }

    #[test]
    fn grundy_game_fast_loop_equals_the_mex_definition() {
        let g = grundy_game_values(2_000, &mut Silent).unwrap();
        for n in 0..g.len() {
            let by_definition = mex((1..n).filter(|&a| a < n - a).map(|a| g[a] ^ g[n - a]));
            assert_eq!(g[n], by_definition, "n = {n}");
        }
    }

    #[test]
    fn grundy_game_stops_when_told() {
        let mut calls = 0;
        let mut stop = |_: &str, _: u64, _: u64| {
            calls += 1;
            if calls > 2 {
                crate::progress::Flow::Stop
            } else {
                crate::progress::Flow::Continue
            }
        };
        assert_eq!(grundy_game_values(10_000, &mut stop), Err(Cancelled));
    }

    #[test]
    fn crosses_matches_the_brute_force_over_bitmasks() {
        let g = crosses_values(20);
        for n in 0..=18u32 {
            let mut memo = GrundyMemo::new(CrossesStrip { n });
            assert_eq!(memo.grundy(&0), g[n as usize], "strip of {n}");
        }
    }

    #[test]
    fn crosses_sums_match_the_brute_force_of_two_strips() {
        // Two strips side by side as one bitmask game: a blocked cell between them keeps
        // their crosses apart. The brute force of the combined game equals the XOR.
        struct TwoStrips {
            a: u32,
            b: u32,
        }
        impl ImpartialGame for TwoStrips {
            type Position = u32;
            fn options(&self, &crosses: &u32) -> Vec<u32> {
                let n = self.a + 1 + self.b;
                (0..n)
                    .filter(|&i| i != self.a)
                    .map(|i| 1u32 << i)
                    .filter(|&cell| {
                        let neighbours = cell | cell << 1 | cell >> 1;
                        crosses & neighbours == 0
                    })
                    .map(|cell| crosses | cell)
                    .collect()
            }
        }
        let g = crosses_values(12);
        for a in 0..=9 {
            for b in 0..=9 {
                let mut memo = GrundyMemo::new(TwoStrips { a, b });
                assert_eq!(memo.grundy(&0), g[a as usize] ^ g[b as usize], "{a} + {b}");
            }
        }
    }

    #[test]
    fn crosses_periodic_extension_equals_the_recurrence() {
        assert_eq!(crosses_values(3_000), crosses_direct(3_000));
    }

    #[test]
    fn seed_formulas_disagree_with_the_games() {
        // Grundy's game with the seed's literal mex{a₁ ⊕ a₂}: wrong at n = 3.
        let literal = |n: usize| mex((1..n).filter(|&a| a < n - a).map(|a| (a ^ (n - a)) as u32));
        let g = grundy_game_values(10, &mut Silent).unwrap();
        assert_eq!((literal(3), g[3]), (0, 1));
        // Crosses with the seed's corner term g(n − 1): wrong at n = 2.
        let mut seed = vec![0u32];
        for n in 1..=20usize {
            let value =
                mex(std::iter::once(seed[n - 1])
                    .chain((2..n).map(|i| seed[i - 2] ^ seed[n - i - 1])));
            seed.push(value);
        }
        let right = crosses_values(20);
        assert_eq!((seed[2], right[2]), (0, 1));
        let mut memo = GrundyMemo::new(CrossesStrip { n: 2 });
        assert_eq!(memo.grundy(&0), 1);
    }

    #[test]
    fn subtraction_games_match_known_sequences() {
        // S = {1, 2, 3}: g(n) = n mod 4 (Ferguson, ch. 1).
        let g = SubtractionSet::new(vec![3, 1, 2, 2]).unwrap().values(40);
        assert!((0..=40).all(|n| g[n] == (n % 4) as u32));
        // Brute force: explicit game on a single pile.
        struct Sub(Vec<u32>);
        impl ImpartialGame for Sub {
            type Position = u32;
            fn options(&self, &n: &u32) -> Vec<u32> {
                self.0.iter().filter(|&&s| s <= n).map(|&s| n - s).collect()
            }
        }
        let set = SubtractionSet::new(vec![2, 5, 6]).unwrap();
        let g = set.values(60);
        let mut memo = GrundyMemo::new(Sub(set.amounts().to_vec()));
        assert!((0..=60u32).all(|n| memo.grundy(&n) == g[n as usize]));
    }

    #[test]
    fn subtraction_sets_are_validated() {
        assert!(SubtractionSet::new(vec![]).is_err());
        assert!(SubtractionSet::new(vec![0, 1]).is_err());
        assert!(SubtractionSet::new(vec![1001]).is_err());
        assert!(SubtractionSet::new((1..=33).collect()).is_err());
        assert_eq!(SubtractionSet::new(vec![]), Err(RuleError::EmptySet));
        assert_eq!(
            SubtractionSet::new(vec![1001]),
            Err(RuleError::Amount {
                amount: 1001,
                max: 1000
            })
        );
        assert_eq!(
            SubtractionSet::new((1..=33).collect())
                .unwrap_err()
                .to_string(),
            "33 amounts is too many: at most 32"
        );
        assert!(serde_json::from_str::<SubtractionSet>("[0]").is_err());
    }
}
