//! Worker jobs of the `santa` exploration.
//!
//! One number of couples takes about a millisecond natively at 500 couples, so the page computes
//! it directly; the curve against n computes every n from 1 up (14 ms natively to 100 couples,
//! 64 ms to 200, about a second to 500, measured with `santa::santa_curve`), so it runs here.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::santa;

/// A `santa` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// Both probabilities for every number of couples from 1 to `max_couples`.
    Curve {
        /// Largest number of couples.
        max_couples: u32,
    },
}

/// What a `santa` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// `points[i]` is for i + 1 couples.
    Curve(Vec<santa::SantaPoint>),
}

/// Runs a `santa` job in the worker.
pub fn run(job: Job, progress: &mut impl Progress) -> Result<Output, String> {
    match job {
        Job::Curve { max_couples } => santa::santa_curve(max_couples, progress)
            .map(Output::Curve)
            .map_err(|e| e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;

    #[test]
    fn the_curve_starts_at_zero_and_one_third() {
        let Ok(Output::Curve(points)) = run(Job::Curve { max_couples: 3 }, &mut Silent) else {
            panic!("3 couples is within the cap")
        };
        assert_eq!(points.len(), 3);
        assert_eq!(points[0].p_cyclic, 0.0);
        assert!((points[1].p_cyclic - 1.0 / 3.0).abs() < 1e-15);
        assert!(run(Job::Curve { max_couples: 0 }, &mut Silent).is_err());
    }
}
