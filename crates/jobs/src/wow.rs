//! Worker jobs of the WOW board: adapters over `snipelab_core::wow`.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::wow;

use super::WorkerJob;

/// E(X)/n² for every n from 1 to `n_max`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ratios {
    /// Largest board side.
    pub n_max: u32,
}

impl WorkerJob for Ratios {
    const NAME: &'static str = "wow.ratios";
    /// `ratios[i]` = E(X)/n² for n = i + 1.
    type Output = Vec<f64>;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        wow::expected_ratios(self.n_max, progress).map_err(|e| e.to_string())
    }
}

/// The distribution of X and E(X) for one board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Distribution {
    /// Board side.
    pub n: u32,
}

impl WorkerJob for Distribution {
    const NAME: &'static str = "wow.distribution";
    type Output = wow::Summary;
    type Update = crate::NoUpdate;

    fn run(self, _progress: &mut impl Progress) -> Result<Self::Output, String> {
        wow::summary(self.n).map_err(|e| e.to_string())
    }
}

/// Histogram of X over many simulated boards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Simulations {
    /// Board side.
    pub n: u32,
    /// Number of boards.
    pub trials: u32,
    /// Random seed, so a run can be repeated.
    pub seed: u64,
}

/// What [`Simulations`] returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Simulated {
    /// Board side simulated.
    pub n: u32,
    /// `counts[x]` = boards whose first line was completed at draw x.
    pub counts: Vec<u64>,
    /// The exact law to compare with: `survival[k]` = P(X > k). Computed here rather than on
    /// the page, where it cost tens of milliseconds of the UI thread at n = 100.
    pub survival: Vec<f64>,
}

impl WorkerJob for Simulations {
    const NAME: &'static str = "wow.simulations";
    type Output = Simulated;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        // The same generator on every target: a seed draws the same boards here as natively.
        let mut rng = snipelab_core::random::seeded(self.seed);
        let counts = wow::simulate_many(self.n, self.trials, &mut rng, progress)
            .map_err(|e| e.to_string())?;
        let survival = wow::survival(self.n).map_err(|e| e.to_string())?;
        Ok(Simulated {
            n: self.n,
            counts,
            survival,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulation_job_counts_every_board() {
        let out = crate::run_through_json(Simulations {
            n: 4,
            trials: 2500,
            seed: 1,
        })
        .unwrap();
        assert_eq!(out.counts.iter().sum::<u64>(), 2500);
        // The exact law comes along (through JSON, so to the last bit or two): P(X > k) for
        // k = 0..=n², from 1 down to 0.
        let library = snipelab_core::wow::survival(4).unwrap();
        assert_eq!(out.survival.len(), 17);
        for (sent, kept) in out.survival.iter().zip(&library) {
            assert!((sent - kept).abs() <= 1e-15, "{sent} against {kept}");
        }
        assert_eq!((out.survival[3], out.survival[16]), (1.0, 0.0));
        // X = 4 only when the first four slips fill one of the 8 lines: 8 of C(16, 4) = 1820.
        assert!((out.survival[4] - (1.0 - 8.0 / 1820.0)).abs() < 1e-15);
    }
}
