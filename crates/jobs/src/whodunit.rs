//! Worker jobs of the `whodunit` exploration.
//!
//! The solver looks at all 2^n assignments, 64 per machine word: natively 8.8 ms for 20
//! suspects but 166 ms for 24 (BENCHMARKS.md), so typed puzzles of more than
//! `snipelab_app::pages::whodunit::SYNC_SUSPECTS` suspects are solved here. The posts' puzzles and
//! generated ones (at most 8 suspects, 256 assignments) are solved on the page.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::whodunit::{self, Puzzle};

use super::WorkerJob;

/// Every solution of a puzzle, and which statements are needed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solve {
    /// The puzzle (deserializing it checks every limit again).
    pub puzzle: Puzzle,
}

impl WorkerJob for Solve {
    const NAME: &'static str = "whodunit.solve";
    type Output = whodunit::Solution;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        whodunit::solve(&self.puzzle, progress).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_through_json;
    use snipelab_core::whodunit::examples;

    #[test]
    fn pauls_puzzle_through_json() {
        let puzzle = examples::example("paul").expect("the post's puzzle parses");
        let solution = run_through_json(Solve { puzzle }).unwrap();
        // Paul and Steve (suspects 0 and 3), every statement needed.
        assert_eq!(solution.solution_count, 1);
        assert_eq!(solution.solutions[0].0, 0b01001);
        assert!(solution.all_needed());
    }
}
