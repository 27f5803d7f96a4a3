//! Worker jobs of the WOW board.

use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::wow;

/// A WOW-board job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// E(X)/n² for every n from 1 to `n_max`.
    Ratios {
        /// Largest board side.
        n_max: u32,
    },
    /// The distribution of X and E(X) for one board.
    Distribution {
        /// Board side.
        n: u32,
    },
    /// Histogram of X over many simulated boards.
    Simulations {
        /// Board side.
        n: u32,
        /// Number of boards.
        trials: u32,
        /// Random seed, so a run can be repeated.
        seed: u64,
    },
}

/// What a WOW-board job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// `ratios[i]` = E(X)/n² for n = i + 1.
    Ratios(Vec<f64>),
    /// One board's distribution.
    Distribution(wow::Summary),
    /// `counts[x]` = boards whose first line was completed at draw x.
    Simulations {
        /// Board side simulated.
        n: u32,
        /// Histogram of X.
        counts: Vec<u64>,
    },
}

/// Runs a WOW-board job in the worker.
pub fn run(job: Job, progress: &mut impl Progress) -> Result<Output, String> {
    match job {
        Job::Ratios { n_max } => wow::expected_ratios(n_max, progress)
            .map(Output::Ratios)
            .map_err(|e| e.to_string()),
        Job::Distribution { n } => wow::summary(n).map(Output::Distribution),
        Job::Simulations { n, trials, seed } => {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            // Simulate in batches so that progress can be reported.
            let batch = 1000;
            let mut counts = vec![0u64; (n as usize) * (n as usize) + 1];
            let mut done = 0;
            while done < trials {
                let size = batch.min(trials - done);
                for (total, part) in counts
                    .iter_mut()
                    .zip(wow::simulate_many(n, size, &mut rng)?)
                {
                    *total += part;
                }
                done += size;
                progress
                    .report("simulating", u64::from(done), u64::from(trials))
                    .check()
                    .map_err(|e| e.to_string())?;
            }
            Ok(Output::Simulations { n, counts })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulation_job_counts_every_board() {
        let out = run(
            Job::Simulations {
                n: 4,
                trials: 2500,
                seed: 1,
            },
            &mut snipelab_core::progress::Silent,
        )
        .unwrap();
        let Output::Simulations { counts, .. } = out else {
            panic!("wrong output")
        };
        assert_eq!(counts.iter().sum::<u64>(), 2500);
    }
}
