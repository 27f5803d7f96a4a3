//! Worker jobs of the Scrabble racks exploration.
//!
//! Enumerating all 3,199,724 distinct racks takes about 0.3 s in WebAssembly: too long for the
//! UI thread, so it runs here with progress.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::scrabble;

/// A Scrabble job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The exact probability that a random 7-tile rack is unplayable.
    Unplayable,
}

/// What a Scrabble job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// Every rack enumerated: the exact probability and the likeliest unplayable racks.
    Unplayable(scrabble::Unplayable),
}

/// Runs a Scrabble job in the worker.
pub fn run(job: Job, progress: &mut impl Progress) -> Result<Output, String> {
    match job {
        Job::Unplayable => scrabble::unplayable_probability(progress)
            .map(Output::Unplayable)
            .map_err(|e| e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_job_finds_the_posts_probability() {
        let Output::Unplayable(result) =
            run(Job::Unplayable, &mut snipelab_core::progress::Silent).unwrap();
        assert_eq!(result.racks, 3_199_724);
        assert_eq!(result.probability, "126195491/16007560800");
        // The JSON the worker posts decodes to the same result.
        let text = serde_json::to_string(&crate::jobs::JobOutput::Scrabble(Output::Unplayable(
            result.clone(),
        )))
        .unwrap();
        assert_eq!(
            serde_json::from_str::<crate::jobs::JobOutput>(&text).unwrap(),
            crate::jobs::JobOutput::Scrabble(Output::Unplayable(result))
        );
    }
}
