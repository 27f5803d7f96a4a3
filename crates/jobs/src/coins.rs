//! Worker jobs of the `coins` exploration.
//!
//! Both runs are the post's generating-function recurrence on big-integer coefficients, O(n²)
//! additions of n-bit numbers. Natively (`coins::coins_report`, `coins::win_curve`): the report
//! takes 0.3 ms at 100 flips but 18 ms at 300 and 72 ms at 1,000 (writing every count in
//! decimal dominates, now when the report is sent as JSON); the curve to 1,000 flips takes 185 ms. The page computes small reports
//! itself and sends the rest here.

use serde::{Deserialize, Serialize};
use snipelab_core::coins;
use snipelab_core::progress::Progress;

use super::WorkerJob;

/// Exact counts and the score-difference distribution for `flips` flips.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// Flips, n.
    pub flips: u32,
}

impl WorkerJob for Report {
    const NAME: &'static str = "coins.report";
    type Output = coins::CoinsReport;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        coins::coins_report(self.flips, progress).map_err(|e| e.to_string())
    }
}

/// The win probabilities for every n from 1 to `max_flips`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Curve {
    /// Largest n.
    pub max_flips: u32,
}

impl WorkerJob for Curve {
    const NAME: &'static str = "coins.curve";
    /// `points[i]` is for i + 1 flips.
    type Output = Vec<coins::WinPoint>;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        coins::win_curve(self.max_flips, progress).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_through_json;

    #[test]
    fn four_flips_and_a_short_curve() {
        let report = run_through_json(Report { flips: 4 }).unwrap();
        assert_eq!(
            (
                report.alice_wins.to_string().as_str(),
                report.bob_wins.to_string().as_str(),
                report.ties.to_string().as_str()
            ),
            ("4", "6", "6")
        );
        let points = run_through_json(Curve { max_flips: 10 }).unwrap();
        assert_eq!(points.len(), 10);
        assert!(run_through_json(Report { flips: 0 }).is_err());
    }
}
