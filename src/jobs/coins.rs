//! Worker jobs of the `coins` exploration.
//!
//! Both runs are the post's generating-function recurrence on big-integer coefficients, O(n²)
//! additions of n-bit numbers. Natively (`coins::coins_report`, `coins::win_curve`): the report
//! takes 0.3 ms at 100 flips but 18 ms at 300 and 72 ms at 1,000 (writing every count in
//! decimal dominates); the curve to 1,000 flips takes 185 ms. The page computes small reports
//! itself and sends the rest here.

use serde::{Deserialize, Serialize};
use snipelab_core::coins;
use snipelab_core::progress::Progress;

/// A `coins` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// Exact counts and the score-difference distribution for `flips` flips.
    Report {
        /// Flips, n.
        flips: u32,
    },
    /// The win probabilities for every n from 1 to `max_flips`.
    Curve {
        /// Largest n.
        max_flips: u32,
    },
}

/// What a `coins` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// One number of flips.
    Report(coins::CoinsReport),
    /// `points[i]` is for i + 1 flips.
    Curve(Vec<coins::WinPoint>),
}

/// Runs a `coins` job in the worker.
pub fn run(job: Job, progress: &mut impl Progress) -> Result<Output, String> {
    match job {
        Job::Report { flips } => coins::coins_report(flips, progress)
            .map(Output::Report)
            .map_err(|e| e.to_string()),
        Job::Curve { max_flips } => coins::win_curve(max_flips, progress)
            .map(Output::Curve)
            .map_err(|e| e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;

    #[test]
    fn four_flips_and_a_short_curve() {
        let Ok(Output::Report(report)) = run(Job::Report { flips: 4 }, &mut Silent) else {
            panic!("4 flips is within the cap")
        };
        assert_eq!(
            (
                report.alice_wins.as_str(),
                report.bob_wins.as_str(),
                report.ties.as_str()
            ),
            ("4", "6", "6")
        );
        let Ok(Output::Curve(points)) = run(Job::Curve { max_flips: 10 }, &mut Silent) else {
            panic!("10 flips is within the cap")
        };
        assert_eq!(points.len(), 10);
        assert!(run(Job::Report { flips: 0 }, &mut Silent).is_err());
    }
}
