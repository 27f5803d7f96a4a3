//! Worker jobs of the optimal pair splitting exploration.
//!
//! The seed's example (2-2 against a 4, one deck) searches 1,247,392 states: seconds of work,
//! so every solve runs here, with the browser's memory budget as the solver's hard stop.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::split::{
    self, BROWSER_BUDGET_BYTES, Scenario, SolveOptions, SplitError, SplitSolution, UnsplitValues,
};

use super::WorkerJob;

/// Solve a scenario: E(split) with perfect card memory, and the values of not splitting. The
/// second field is a memory budget in bytes below the browser's (the page's `?budget=` test
/// hook, see `snipelab_app::view::memory_budget`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solve(pub Scenario, pub Option<u64>);

/// A solved scenario: the split and its alternatives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solved {
    /// The scenario solved (the page shows the result only while it is still the one chosen).
    pub scenario: Scenario,
    /// E(split), states, depth and memory.
    pub solution: SplitSolution,
    /// Standing, hitting and doubling the pair instead.
    pub unsplit: UnsplitValues,
    /// Wall-clock seconds of the solve in the worker (unsplit values not included).
    pub seconds: f64,
}

impl WorkerJob for Solve {
    const NAME: &'static str = "split.solve";
    type Output = Solved;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let Solve(scenario, budget) = self;
        // The estimate refused what would not fit; the budget stops what it underestimated
        // with a message instead of an out-of-memory crash.
        let options = SolveOptions {
            max_bytes: budget.map_or(BROWSER_BUDGET_BYTES, |b| b.min(BROWSER_BUDGET_BYTES)),
            ..SolveOptions::default()
        };
        let start = crate::clock::now_ms();
        let solution = split::solve(&scenario, &options, progress).map_err(|e| match e {
            SplitError::TooLarge { states, bytes } => format!(
                "This scenario needs more memory than the page may use: the solve stopped at \
                 {states} states and {:.0} MB. Choose fewer decks or a smaller shoe, or see \
                 the precomputed tables",
                bytes as f64 / 1e6
            ),
            other => other.to_string(),
        })?;
        let seconds = (crate::clock::now_ms() - start) / 1e3;
        let unsplit = split::unsplit_values(&scenario).map_err(|e| e.to_string())?;
        Ok(Solved {
            scenario,
            solution,
            unsplit,
            seconds,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;
    use snipelab_core::split::{Rules, decks};

    #[test]
    fn the_job_solves_the_seeds_example() {
        let scenario = Scenario {
            shoe: decks(1),
            pair: 2,
            up: 4,
            rules: Rules::default(),
        };
        // Through the worker's JSON path: what the page receives.
        let solved = crate::run_through_json(Solve(scenario.clone(), None)).unwrap();
        // The seed prints 0.12079971803625923; the exact value's nearest double is ...908 (the
        // core's `seed_example_states_depth_and_value` explains the last two digits).
        assert_eq!(solved.solution.value, 0.12079971803625908);
        assert_eq!(solved.solution.states, 1_247_392);
        assert_eq!(solved.solution.depth, 17);
        assert_eq!(solved.scenario, scenario);
    }

    #[test]
    fn an_impossible_shoe_is_a_message() {
        let scenario = Scenario {
            shoe: [0; 10],
            pair: 2,
            up: 4,
            rules: Rules::default(),
        };
        let error = Solve(scenario, None).run(&mut Silent).unwrap_err();
        assert!(error.contains("rank 2"), "{error}");
    }

    #[test]
    fn a_small_budget_stops_the_solve_with_a_message() {
        let scenario = Scenario {
            shoe: decks(1),
            pair: 2,
            up: 4,
            rules: Rules::default(),
        };
        let error = Solve(scenario, Some(100_000)).run(&mut Silent).unwrap_err();
        assert!(
            error.contains("needs more memory than the page may use"),
            "{error}"
        );
    }
}
