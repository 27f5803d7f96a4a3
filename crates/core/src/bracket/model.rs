//! The game model of the posts: p(i beats j) = 1/2 + k·(s_i − s_j), after Schwertman, McCready
//! and Howard, "Probability Models for the NCAA Regional Basketball Tournaments", The American
//! Statistician 45(1), 1991.

use super::normal::inverse_normal_cdf;
use super::{Error, Tournament};
use serde::{Deserialize, Serialize};

/// Division I teams, the n of the normal strength in the 2018 post ("n=351 is the number of teams
/// in all of Division I").
pub const DEFAULT_DIVISION_I_TEAMS: u32 = 351;

/// The strength s_i of seed i (1–16), up to the scale k.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Strength {
    /// s_i = −i: "#1 vs. #5 and #11 vs. #15 are essentially identical match-ups".
    Linear,
    /// s_i = Φ⁻¹(1 − 4i/n): strength is normally distributed over the n Division I teams and the
    /// tournament invites the 64 in the upper tail, four per seed line.
    Normal {
        /// Division I teams; more than 64, or seed 16 would sit at Φ⁻¹(0) = −∞.
        n: u32,
    },
}

impl Strength {
    /// The normal strength with the post's n = 351.
    pub const NORMAL: Strength = Strength::Normal {
        n: DEFAULT_DIVISION_I_TEAMS,
    };

    /// s_1 … s_16, or an error when n is too small.
    fn seed_strengths(self) -> Result<[f64; 16], Error> {
        let mut s = [0.0; 16];
        for (seed, strength) in (1..=16u32).zip(s.iter_mut()) {
            *strength = match self {
                Strength::Linear => -f64::from(seed),
                Strength::Normal { n } => {
                    if n <= 64 {
                        return Err(Error::Parameter(format!(
                            "n = {n} Division I teams is too few: the normal strength \
                             Φ⁻¹(1 − 4i/n) needs n > 64 (at n = 64 seed 16 is at −∞)"
                        )));
                    }
                    // Φ⁻¹(1 − x) = −Φ⁻¹(x), which keeps full precision when 4i/n is small.
                    -inverse_normal_cdf(f64::from(4 * seed) / f64::from(n))
                }
            };
        }
        Ok(s)
    }
}

/// The calibrated model: the strengths and the scale k that makes p(16 beats 1) = `p16`.
///
/// Serialised with everything a page may plot (strength, p16, k, s_1…s_16); deserialised from the
/// `strength` and `p16` fields alone, through [`Model::new`], so a bad JSON model is rejected.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "ModelParameters")]
pub struct Model {
    strength: Strength,
    p16: f64,
    k: f64,
    strengths: [f64; 16],
}

/// What a model is built from (and all that deserialising a [`Model`] reads).
#[derive(Deserialize)]
struct ModelParameters {
    strength: Strength,
    p16: f64,
}

impl TryFrom<ModelParameters> for Model {
    type Error = Error;
    fn try_from(parameters: ModelParameters) -> Result<Model, Error> {
        Model::new(parameters.strength, parameters.p16)
    }
}

impl Model {
    /// The model with strength `strength`, scaled so that a #16 seed beats a #1 seed with
    /// probability `p16`. Since both strengths decrease with the seed number, the 1-vs-16 game is
    /// the most lopsided, and `p16` in (0, 1/2] keeps every game probability in (0, 1): at 0 a
    /// 16-over-1 upset (2018, 2023) would be impossible, and above 1/2 worse seeds would be
    /// favourites. At 1/2 every game is a coin flip.
    pub fn new(strength: Strength, p16: f64) -> Result<Model, Error> {
        if !(p16 > 0.0 && p16 <= 0.5) {
            return Err(Error::Parameter(format!(
                "p(16 beats 1) = {p16} is out of range: it must be in (0, 1/2] (0 makes a 16-over-1 \
                 upset impossible; above 1/2 the worse seed would be the favourite)"
            )));
        }
        let strengths = strength.seed_strengths()?;
        // 1/2 + k·(s_16 − s_1) = p16.
        let k = (0.5 - p16) / (strengths[0] - strengths[15]);
        Ok(Model {
            strength,
            p16,
            k,
            strengths,
        })
    }

    /// The strength function.
    pub fn strength(&self) -> Strength {
        self.strength
    }

    /// p(16 beats 1), as chosen.
    pub fn p16(&self) -> f64 {
        self.p16
    }

    /// The scale k of p = 1/2 + k·(s_i − s_j).
    pub fn k(&self) -> f64 {
        self.k
    }

    /// s_1 … s_16 (the figure "Normally-distributed strength s_i for each seed").
    pub fn strengths(&self) -> [f64; 16] {
        self.strengths
    }

    /// p(seed `i` beats seed `j`), for seeds 1–16. Equal seeds are a coin flip.
    pub fn win_probability(&self, i: u8, j: u8) -> Result<f64, Error> {
        for seed in [i, j] {
            if !(1..=16).contains(&seed) {
                return Err(Error::Parameter(format!(
                    "seed {seed} is not a seed (1-16)"
                )));
            }
        }
        Ok(self.p(i, j))
    }

    /// p(i beats j) for seeds already known to be 1–16 (the parser checks every seed).
    ///
    /// This is 1/2 + k·(s_i − s_j), written for the underdog as (1 − t)/2 + p16·t with
    /// t = |s_i − s_j| / (s_1 − s_16) in [0, 1]: two non-negative terms, so even a tiny p16
    /// comes out exactly (16 vs 1 has t = 1) instead of as the difference of two halves.
    pub(crate) fn p(&self, i: u8, j: u8) -> f64 {
        let spread = self.s(1) - self.s(16);
        let gap = self.s(i) - self.s(j);
        let t = gap.abs() / spread;
        let underdog = (spread - gap.abs()) / spread / 2.0 + self.p16 * t;
        if gap > 0.0 { 1.0 - underdog } else { underdog }
    }

    fn s(&self, seed: u8) -> f64 {
        let index = usize::from(seed.clamp(1, 16)) - 1;
        self.strengths.get(index).copied().unwrap_or(0.0)
    }
}

/// The record of #16 seeds against #1 seeds through a calibration year: the 2018 post's
/// "maximum likelihood estimate based on the 136 observations over the past 34 years".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Observed16 {
    /// The last year counted.
    pub through: u16,
    /// 1-vs-16 games played (four a year).
    pub games: u32,
    /// Of which the #16 seed won.
    pub upsets: u32,
}

impl Observed16 {
    /// The observed rate upsets/games, the maximum-likelihood p(16 beats 1).
    pub fn p16(&self) -> f64 {
        f64::from(self.upsets) / f64::from(self.games)
    }
}

/// Counts the 1-vs-16 games and #16 wins in every tournament up to and including `through`.
/// An error if `through` is outside the data, or if no #16 seed had won yet (the rate would be 0,
/// which the model cannot use).
pub fn observed_16_over_1(tournaments: &[Tournament], through: u16) -> Result<Observed16, Error> {
    let first = tournaments.iter().map(|t| t.year).min();
    let last = tournaments.iter().map(|t| t.year).max();
    let (Some(first), Some(last)) = (first, last) else {
        return Err(Error::Parameter(
            "there are no tournaments to calibrate on".into(),
        ));
    };
    if !(first..=last).contains(&through) {
        return Err(Error::Parameter(format!(
            "calibration year {through} is outside the data ({first}-{last})"
        )));
    }
    let mut observed = Observed16 {
        through,
        games: 0,
        upsets: 0,
    };
    for game in tournaments
        .iter()
        .filter(|t| t.year <= through)
        .flat_map(|t| t.games())
    {
        if (game.winner.seed, game.loser.seed) == (16, 1) {
            observed.upsets += 1;
            observed.games += 1;
        } else if (game.winner.seed, game.loser.seed) == (1, 16) {
            observed.games += 1;
        }
    }
    if observed.upsets == 0 {
        return Err(Error::Parameter(format!(
            "no #16 seed beat a #1 seed in the {} games through {through}, and a rate of 0 would \
             make such an upset impossible: calibrate through a later year or set p(16 beats 1)",
            observed.games
        )));
    }
    Ok(observed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bracket::tournaments;

    #[test]
    fn calibration_is_pinned_to_the_posts() {
        // "for the first time in 136 games over the 34 years … a #16 seed (UMBC) beat a #1 seed".
        let all = tournaments().unwrap();
        assert_eq!(
            observed_16_over_1(&all, 2018),
            Ok(Observed16 {
                through: 2018,
                games: 136,
                upsets: 1
            })
        );
        // 2023 (Fairleigh Dickinson over Purdue) is the second; 2020 was cancelled.
        let through_2025 = observed_16_over_1(&all, 2025).unwrap();
        assert_eq!((through_2025.games, through_2025.upsets), (160, 2));
        assert_eq!(through_2025.p16(), 1.0 / 80.0);
        assert!(
            observed_16_over_1(&all, 2017)
                .unwrap_err()
                .to_string()
                .contains("no #16 seed")
        );
        assert!(observed_16_over_1(&all, 1984).is_err());
        assert!(observed_16_over_1(&all, 3000).is_err());
        assert!(observed_16_over_1(&[], 2018).is_err());
    }

    #[test]
    fn p16_calibrates_k_and_equal_seeds_are_coin_flips() {
        for strength in [
            Strength::Linear,
            Strength::NORMAL,
            Strength::Normal { n: 65 },
        ] {
            for p16 in [1.0 / 136.0, 0.01, 0.3, 0.5] {
                let model = Model::new(strength, p16).unwrap();
                assert!((model.win_probability(16, 1).unwrap() - p16).abs() < 1e-15);
                for i in 1..=16 {
                    assert_eq!(model.p(i, i), 0.5);
                    for j in 1..=16 {
                        let p = model.p(i, j);
                        assert!((0.0..=1.0).contains(&p) && p > 0.0);
                        assert!((p + model.p(j, i) - 1.0).abs() < 1e-15);
                        // Better seeds are favourites.
                        assert_eq!(p > 0.5, i < j && p16 < 0.5, "{i} vs {j}");
                    }
                }
            }
        }
    }

    #[test]
    fn linear_model_is_linear_in_the_seed_gap() {
        // "#1 vs. #5 and #11 vs. #15 are essentially identical match-ups".
        let model = Model::new(Strength::Linear, 1.0 / 136.0).unwrap();
        assert!((model.p(1, 5) - model.p(11, 15)).abs() < 1e-15);
        // k = (1/2 − 1/136)/15 = 67/2040.
        assert!((model.k() - 67.0 / 2040.0).abs() < 1e-17);
        let normal = Model::new(Strength::NORMAL, 1.0 / 136.0).unwrap();
        assert!(normal.p(1, 5) > normal.p(11, 15));
    }

    #[test]
    fn bad_parameters_are_clear_errors() {
        for p16 in [0.0, -0.1, 0.51, 1.0, f64::NAN, f64::INFINITY, -0.0] {
            let err = Model::new(Strength::Linear, p16).unwrap_err().to_string();
            assert!(err.contains("p(16 beats 1)"), "{p16}: {err}");
        }
        for n in [0, 1, 64] {
            let err = Model::new(Strength::Normal { n }, 0.01)
                .unwrap_err()
                .to_string();
            assert!(err.contains("n > 64"), "{n}: {err}");
        }
        let model = Model::new(Strength::Linear, 0.01).unwrap();
        assert!(model.win_probability(0, 1).is_err());
        // A tiny p16 is still exact, not lost in 1/2 − 1/2.
        let tiny = Model::new(Strength::NORMAL, 1e-300).unwrap();
        assert_eq!(tiny.win_probability(16, 1), Ok(1e-300));
        assert!(tiny.win_probability(15, 1).unwrap() > 1e-300);
        assert!(model.win_probability(1, 17).is_err());
    }

    #[test]
    fn model_json_round_trips_and_is_validated() {
        let model = Model::new(Strength::NORMAL, 1.0 / 136.0).unwrap();
        let json = serde_json::to_string(&model).unwrap();
        assert!(
            json.contains("\"kind\":\"normal\"") && json.contains("\"strengths\""),
            "{json}"
        );
        let back: Model = serde_json::from_str(&json).unwrap();
        assert_eq!(back, model);
        let bad = r#"{"strength":{"kind":"normal","n":10},"p16":0.01}"#;
        assert!(serde_json::from_str::<Model>(bad).is_err());
        let bad = r#"{"strength":{"kind":"linear"},"p16":0.9}"#;
        assert!(serde_json::from_str::<Model>(bad).is_err());
    }
}
