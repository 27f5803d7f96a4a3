//! The exact distribution of the number of upsets in a tournament under the model (beyond the
//! posts, which count each year's upsets: "11 upsets– the fewest ever").
//!
//! A dynamic program over the bracket, round by round: for every line ℓ, keep the vector
//! P(the team on ℓ has won its block so far, with u upsets inside the block). Two blocks merge
//! by summing over the opponent o from the other half, p(ℓ beats o), the opponent's own vector,
//! and one more upset if ℓ's seed number is the larger; then a convolution with ℓ's vector. At
//! the end, summing over the champion's line gives P(u upsets) exactly, in O(64 · 32 · 64) steps
//! per round instead of the 2^63 brackets.

use super::data::standard_seeds;
use super::{GAMES, Model};
use serde::{Deserialize, Serialize};

/// P(the tournament has u upsets) for u = 0 … 63, with its mean and standard deviation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UpsetDistribution {
    /// `probabilities[u]` = P(u upsets); 64 entries that sum to 1.
    pub probabilities: Vec<f64>,
    /// The expected number of upsets.
    pub mean: f64,
    /// Its standard deviation.
    pub standard_deviation: f64,
}

/// The exact distribution of the number of upsets in a 64-team tournament under `model`.
pub fn upset_distribution(model: &Model) -> UpsetDistribution {
    let probabilities = upsets_in_bracket(&standard_seeds(), model);
    let mean: f64 = probabilities
        .iter()
        .enumerate()
        .map(|(u, p)| u as f64 * p)
        .sum();
    let variance: f64 = probabilities
        .iter()
        .enumerate()
        .map(|(u, p)| (u as f64 - mean).powi(2) * p)
        .sum();
    debug_assert_eq!(probabilities.len(), GAMES + 1);
    UpsetDistribution {
        probabilities,
        mean,
        standard_deviation: variance.sqrt(),
    }
}

/// P(u upsets), u = 0 … lines − 1, for a bracket whose lines have seeds `seeds` (a power of two
/// long, as the full bracket or one region is).
pub(crate) fn upsets_in_bracket(seeds: &[u8], model: &Model) -> Vec<f64> {
    let lines = seeds.len();
    // alive[ℓ][u] = P(line ℓ has won its current block, with u upsets in the block).
    let mut alive: Vec<Vec<f64>> = vec![vec![1.0]; lines];
    let mut half = 1;
    while half < lines {
        alive = (0..lines)
            .map(|line| {
                let block = line / (2 * half) * (2 * half);
                let other_half = if line < block + half {
                    block + half
                } else {
                    block
                };
                // beaten[u] = P(line beats whoever comes out of the other half, with u upsets
                // there plus this game's own).
                let mut beaten = vec![0.0; half + 1];
                for (opponent, opponent_upsets) in
                    alive.iter().enumerate().skip(other_half).take(half)
                {
                    let (Some(&mine), Some(&theirs)) = (seeds.get(line), seeds.get(opponent))
                    else {
                        continue;
                    };
                    let p = model.p(mine, theirs);
                    let upset = usize::from(mine > theirs);
                    for (u, q) in opponent_upsets.iter().enumerate() {
                        if let Some(slot) = beaten.get_mut(u + upset) {
                            *slot += p * q;
                        }
                    }
                }
                convolve(alive.get(line).map_or(&[][..], Vec::as_slice), &beaten)
            })
            .collect();
        half *= 2;
    }
    let mut total = vec![0.0; lines];
    for distribution in &alive {
        for (slot, p) in total.iter_mut().zip(distribution) {
            *slot += p;
        }
    }
    total
}

/// The convolution of two sequences: the law of the sum of two independent counts.
fn convolve(a: &[f64], b: &[f64]) -> Vec<f64> {
    let mut out = vec![0.0; (a.len() + b.len()).saturating_sub(1)];
    for (i, x) in a.iter().enumerate() {
        for (slot, y) in out.iter_mut().skip(i).zip(b) {
            *slot += x * y;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bracket::picks::played;
    use crate::bracket::{Picks, REGION_SEED_ORDER, Strength, history, summarize, tournaments};
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    fn models() -> Vec<Model> {
        [
            (Strength::Linear, 1.0 / 136.0),
            (Strength::NORMAL, 1.0 / 80.0),
            (Strength::Normal { n: 70 }, 0.2),
        ]
        .into_iter()
        .map(|(s, p)| Model::new(s, p).unwrap())
        .collect()
    }

    /// Every one of the 2^(lines−1) outcomes of a small bracket, weighted by its probability.
    fn brute_force(seeds: &[u8], model: &Model) -> Vec<f64> {
        let lines = seeds.len();
        let mut out = vec![0.0; lines];
        for bits in 0..1u64 << (lines - 1) {
            let mut p = 1.0;
            let mut upsets = 0;
            for game in played(lines, bits) {
                let (w, l) = (seeds[game.winner], seeds[game.loser]);
                p *= model.p(w, l);
                upsets += usize::from(w > l);
            }
            out[upsets] += p;
        }
        out
    }

    #[test]
    fn matches_brute_force_on_sub_brackets() {
        // A region's top quarter and half, a whole region (2^15 outcomes), and an odd layout
        // with equal seeds meeting early.
        let layouts: Vec<Vec<u8>> = vec![
            vec![1, 16],
            REGION_SEED_ORDER[..4].to_vec(),
            REGION_SEED_ORDER[..8].to_vec(),
            REGION_SEED_ORDER.to_vec(),
            vec![5, 5, 12, 1, 16, 16, 3, 9],
        ];
        for model in models() {
            for seeds in &layouts {
                let exact = upsets_in_bracket(seeds, &model);
                let brute = brute_force(seeds, &model);
                assert_eq!(exact.len(), seeds.len());
                for (u, (a, b)) in exact.iter().zip(&brute).enumerate() {
                    assert!((a - b).abs() < 1e-14, "{seeds:?} u = {u}: {a} vs {b}");
                }
            }
        }
    }

    #[test]
    fn sums_to_one_and_no_upsets_is_the_chalk_family() {
        for model in models() {
            let d = upset_distribution(&model);
            assert_eq!(d.probabilities.len(), 64);
            assert!((d.probabilities.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            assert!(d.probabilities.iter().all(|p| *p >= 0.0));
            // 0 upsets = one of the 8 chalk brackets (Final Four #1 seeds in either order).
            let chalk = 10f64.powf(summarize(Picks::CHALK, &model).log10_probability);
            assert!((d.probabilities[0] - 8.0 * chalk).abs() < 1e-12 * chalk);
            // A region of 15 upsets always ends with its #16 seed (16 > 9 > … at every step), so
            // the Final Four is 16 vs 16 twice and once more: at most 4 · 15 = 60 upsets.
            assert!(d.probabilities[60] > 0.0);
            assert!(d.probabilities[61..].iter().all(|p| *p == 0.0));
        }
    }

    /// Simulates `tournaments` tournaments under `model`; the upset count of each.
    fn simulate(model: &Model, tournaments: usize, seed: u64) -> Vec<usize> {
        let seeds = crate::bracket::data::standard_seeds();
        let mut rng = SmallRng::seed_from_u64(seed);
        (0..tournaments)
            .map(|_| {
                let mut entrants: Vec<u8> = seeds.to_vec();
                let mut upsets = 0;
                while entrants.len() > 1 {
                    entrants = entrants
                        .chunks_exact(2)
                        .map(|pair| {
                            let top_wins = rng.random::<f64>() < model.p(pair[0], pair[1]);
                            let (w, l) = if top_wins {
                                (pair[0], pair[1])
                            } else {
                                (pair[1], pair[0])
                            };
                            upsets += usize::from(w > l);
                            w
                        })
                        .collect();
                }
                upsets
            })
            .collect()
    }

    #[test]
    fn mean_matches_monte_carlo() {
        const RUNS: usize = 200_000;
        for (i, model) in models().into_iter().enumerate() {
            let d = upset_distribution(&model);
            let counts = simulate(&model, RUNS, 2018 + i as u64);
            let mean = counts.iter().sum::<usize>() as f64 / RUNS as f64;
            let standard_error = d.standard_deviation / (RUNS as f64).sqrt();
            assert!(
                (mean - d.mean).abs() < 5.0 * standard_error,
                "simulated {mean}, exact {}",
                d.mean
            );
            // And each count's frequency, within 5 binomial standard errors.
            for (u, p) in d.probabilities.iter().enumerate() {
                let freq = counts.iter().filter(|c| **c == u).count() as f64 / RUNS as f64;
                let se = (p * (1.0 - p) / RUNS as f64).sqrt();
                assert!(
                    (freq - p).abs() <= 5.0 * se + 1e-5,
                    "u = {u}: {freq} vs {p}"
                );
            }
        }
    }

    #[test]
    fn the_years_sit_in_the_body_of_the_distribution() {
        // Through 2025 the observed upsets average 17.9 a year; the normal model at the observed
        // p16 expects a similar number (a sanity check of the model, with a generous margin).
        let all = tournaments().unwrap();
        let model = Model::new(Strength::NORMAL, 1.0 / 80.0).unwrap();
        let d = upset_distribution(&model);
        let h = history(&all, &model);
        let observed = h
            .years
            .iter()
            .map(|y| f64::from(y.bracket.upsets))
            .sum::<f64>()
            / h.years.len() as f64;
        assert!(
            (observed - d.mean).abs() < 3.0,
            "observed {observed}, model {}",
            d.mean
        );
    }
}
