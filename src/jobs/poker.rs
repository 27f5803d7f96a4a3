//! Worker jobs of the minimal continuous poker exploration.
//!
//! The discretised linear program takes up to about 0.35 s natively at 200 hands (longer in
//! WebAssembly): too long for the UI thread, so it runs here, reporting simplex pivots.

use serde::{Deserialize, Serialize};
use snipelab_core::poker;
use snipelab_core::progress::Progress;

/// A poker job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The fixed-bet game on `hands` equally likely hands, solved by linear programming.
    Discretised {
        /// The bet.
        bet: f64,
        /// Hands each player can be dealt (2 to [`poker::MAX_HANDS`]).
        hands: usize,
    },
}

/// What a poker job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// The discrete game's value and both players' strategies.
    Discretised(poker::DiscretisedEquilibrium),
}

/// Runs a poker job in the worker.
pub fn run(job: Job, progress: &mut impl Progress) -> Result<Output, String> {
    match job {
        Job::Discretised { bet, hands } => poker::discretised_equilibrium(bet, hands, progress)
            .map(Output::Discretised)
            .map_err(|e| e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_linear_program_agrees_with_the_formula() {
        let Output::Discretised(result) = run(
            Job::Discretised {
                bet: 1.0,
                hands: 60,
            },
            &mut snipelab_core::progress::Silent,
        )
        .unwrap();
        // A(1) = 2/9; the discretisation moves the value by O(1/hands).
        assert!((result.value - 2.0 / 9.0).abs() < 0.02, "{}", result.value);
        assert!((result.value - result.bob_value).abs() < 1e-6);
    }

    #[test]
    fn bad_input_is_a_message() {
        let out = run(
            Job::Discretised {
                bet: -1.0,
                hands: 10,
            },
            &mut snipelab_core::progress::Silent,
        );
        assert!(out.unwrap_err().contains("bet"));
    }
}
