//! Worker jobs of the minimal continuous poker exploration.
//!
//! The discretised linear program takes up to about 0.35 s natively at 200 hands (longer in
//! WebAssembly): too long for the UI thread, so it runs here, reporting simplex pivots.

use serde::{Deserialize, Serialize};
use snipelab_core::poker;
use snipelab_core::progress::Progress;

use super::WorkerJob;

/// The fixed-bet game on `hands` equally likely hands, solved by linear programming.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Discretised {
    /// The bet.
    pub bet: f64,
    /// Hands each player can be dealt (2 to [`poker::MAX_HANDS`]).
    pub hands: usize,
}

impl WorkerJob for Discretised {
    const NAME: &'static str = "poker.discretised";
    type Output = poker::DiscretisedEquilibrium;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        poker::discretised_equilibrium(self.bet, self.hands, progress).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_linear_program_agrees_with_the_formula() {
        let result = Discretised {
            bet: 1.0,
            hands: 60,
        }
        .run(&mut snipelab_core::progress::Silent)
        .unwrap();
        // A(1) = 2/9; the discretisation moves the value by O(1/hands).
        assert!((result.value - 2.0 / 9.0).abs() < 0.02, "{}", result.value);
        assert!((result.value - result.bob_value).abs() < 1e-6);
    }

    #[test]
    fn bad_input_is_a_message() {
        let out = Discretised {
            bet: -1.0,
            hands: 10,
        }
        .run(&mut snipelab_core::progress::Silent);
        assert!(out.unwrap_err().contains("bet"));
    }
}
