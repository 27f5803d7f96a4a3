//! An estimate of a scenario's size before solving it, so that the page can refuse what would
//! not fit the browser (the solver's `max_states` is the hard stop behind it).
//!
//! The states of a round are, to a good approximation, its *card compositions* (the multisets of
//! cards drawn by the player) times a number of hand configurations per composition that
//! depends on the pair and the number of splits. We count compositions exactly: the vectors
//! `d` with `d_r` at most the cards of rank `r` left and `Σ r·d_r ≤ B`, where `B = hands ×
//! (28 − pair)` approximates how much card value the hands can absorb. The configurations per
//! composition were fitted to exact counts (`snipelab split --count`, up card 6) for every pair
//! from 1 to 8 decks with one split, one and two decks with two splits (up to 237 million
//! states), and 8-8 and 10-10 from one deck with three splits (236 and 191 million); a shallow
//! shoe cuts more compositions than states, which the factor `1 + e^{1−decks}/2` corrects. On
//! those counts the estimate is within 25% of the truth. Split aces get one card each, so their rounds are tiny and
//! counted exactly instead.

use serde::{Deserialize, Serialize};

use super::{Doubling, Scenario, SolveOptions, SplitError, count_states};
use crate::progress::Silent;

/// The estimated size of a solve.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    /// Estimated states (exact for aces).
    pub states: u64,
    /// Estimated peak memory of the solver, in bytes.
    pub bytes: u64,
}

/// A memory budget for one solve in a browser worker: wasm32 addresses at most 4 GB, and a tab
/// should leave room for everything else.
pub const BROWSER_BUDGET_BYTES: u64 = 1_500_000_000;

impl Estimate {
    /// Whether a solve of this size should fit in `budget` bytes (a scenario that does not
    /// belongs to the precomputed tables or the native CLI).
    pub fn fits(&self, budget: u64) -> bool {
        self.bytes <= budget
    }
}

/// Estimated bytes per state (levels) and per dealer composition (odds and their map).
const BYTES_PER_STATE: f64 = 4.0;
const BYTES_PER_COMPOSITION: f64 = 80.0;

/// Number of vectors `d` with `0 ≤ d_r ≤ left[r-1]` and `Σ r·d_r ≤ budget`.
fn compositions(left: &[u32; 10], budget: usize) -> f64 {
    let mut ways = vec![0f64; budget + 1];
    ways[0] = 1.0;
    for (r, &n) in left.iter().enumerate() {
        let rank = r + 1;
        let mut next = vec![0f64; budget + 1];
        for (s, &w) in ways.iter().enumerate() {
            if w == 0.0 {
                continue;
            }
            for k in 0..=n as usize {
                let t = s + rank * k;
                if t > budget {
                    break;
                }
                next[t] += w;
            }
        }
        ways = next;
    }
    ways.iter().sum()
}

/// Estimates the states and memory of solving `scenario`.
pub fn estimate(scenario: &Scenario) -> Result<Estimate, SplitError> {
    scenario.validate()?;
    if scenario.pair == 1 {
        let count = count_states(scenario, &SolveOptions::default(), &mut Silent)?;
        let bytes = BYTES_PER_STATE * count.states as f64
            + BYTES_PER_COMPOSITION * count.dealer_compositions as f64;
        return Ok(Estimate {
            states: count.states,
            bytes: bytes as u64,
        });
    }
    let rules = &scenario.rules;
    let pair = f64::from(scenario.pair);
    let hands = usize::from(rules.max_splits) + 1;
    let budget = hands * (28 - usize::from(scenario.pair));
    let n = compositions(&scenario.left_after_deal(), budget);
    // Hand configurations per composition, fitted for one split; a second split multiplies
    // them by about 6.2, a third by about 4.9 more.
    let per_split = [1.0, 6.2, 6.2 * 4.9];
    let per_composition =
        (7.6 - 0.31 * pair) * per_split[usize::from(rules.max_splits).clamp(1, 3) - 1];
    let decks = f64::from(scenario.shoe.iter().map(|&c| u32::from(c)).sum::<u32>()) / 52.0;
    let shallow = 1.0 + 0.5 * (1.0 - decks).exp();
    // Fewer doubles, fewer states.
    let rule_factor = if rules.doubling == Doubling::AnyTwo && rules.double_after_split {
        1.0
    } else {
        0.85
    };
    let states = per_composition * n * shallow * rule_factor;
    let dealer = (1.3 * n).min(states);
    Ok(Estimate {
        states: states as u64,
        bytes: (BYTES_PER_STATE * states + BYTES_PER_COMPOSITION * dealer) as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::split::{Rules, decks};

    #[test]
    fn compositions_are_counted_exactly() {
        // Two aces and one 2 with budget 3: {}, {A}, {A,A}, {2}, {A,2}.
        let mut left = [0u32; 10];
        left[0] = 2;
        left[1] = 1;
        assert_eq!(compositions(&left, 3), 5.0);
        assert_eq!(compositions(&left, 100), 6.0);
    }

    /// The estimate against exact counts it was not fitted on (other up cards, rules, shoes).
    #[test]
    fn estimates_are_within_a_factor_two_of_exact_counts() {
        let cases = [
            Scenario {
                shoe: decks(1),
                pair: 2,
                up: 4,
                rules: Rules::default(),
            },
            Scenario {
                shoe: decks(2),
                pair: 9,
                up: 10,
                rules: Rules {
                    doubling: Doubling::TenEleven,
                    ..Rules::default()
                },
            },
            Scenario {
                shoe: [3, 5, 4, 4, 6, 4, 3, 5, 4, 20],
                pair: 7,
                up: 2,
                rules: Rules::default(),
            },
            Scenario {
                shoe: decks(1),
                pair: 1,
                up: 6,
                rules: Rules {
                    max_splits: 3,
                    resplit_aces: true,
                    ..Rules::default()
                },
            },
        ];
        for s in cases {
            let exact = count_states(&s, &SolveOptions::default(), &mut Silent)
                .unwrap()
                .states as f64;
            let guess = estimate(&s).unwrap().states as f64;
            assert!(
                guess / exact < 2.0 && exact / guess < 2.0,
                "{s:?}: {guess} vs {exact}"
            );
        }
    }
}
