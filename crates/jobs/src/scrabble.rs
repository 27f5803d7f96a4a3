//! Worker jobs of the Scrabble racks exploration.
//!
//! Enumerating all 3,199,724 distinct racks takes about 0.3 s in WebAssembly: too long for the
//! UI thread, so it runs here with progress.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::scrabble;

use super::WorkerJob;

/// The exact probability that a random rack is unplayable, by enumerating every rack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unplayable;

impl WorkerJob for Unplayable {
    const NAME: &'static str = "scrabble.unplayable";
    type Output = scrabble::Unplayable;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        scrabble::unplayable_probability(progress).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_job_finds_the_posts_probability() {
        // Through the worker's JSON path: what the page receives.
        let result = crate::run_through_json(Unplayable).unwrap();
        assert_eq!(result.racks, 3_199_724);
        assert_eq!(result.probability, "126195491/16007560800");
    }
}
