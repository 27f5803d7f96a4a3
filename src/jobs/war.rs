//! Worker jobs of the `war` exploration.
//!
//! The sweep curve of a deck is an exact enumeration over abstract decks with big-integer
//! weights: 13 ms natively for the 52-card deck, but about half a second for 13 ranks × 8 suits
//! or 30 ranks × 5 suits (measured with `war::sweep_report`), so it always runs here.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::war::{self, WarDeck};

/// A `war` job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The notebook's abstract incremental enumeration for a `ranks × suits` deck.
    Sweep {
        /// Ranks in the deck.
        ranks: u32,
        /// Suits (cards per rank).
        suits: u32,
    },
}

/// What a `war` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// P(A wins each of the first t turns) for every t, with the state counts.
    Sweep(war::SweepReport),
}

/// Runs a `war` job in the worker.
pub fn run(job: Job, progress: &mut impl Progress) -> Result<Output, String> {
    match job {
        Job::Sweep { ranks, suits } => {
            // The page checked the deck, but a job is only a message: check it again.
            let deck = WarDeck::new(ranks, suits).map_err(|e| e.to_string())?;
            war::sweep_report(deck, progress)
                .map(Output::Sweep)
                .map_err(|e| e.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;

    #[test]
    fn the_standard_deck_sweeps_once_in_160_million_games() {
        let Ok(Output::Sweep(report)) = run(
            Job::Sweep {
                ranks: 13,
                suits: 4,
            },
            &mut Silent,
        ) else {
            panic!("the 52-card deck is within the caps")
        };
        assert!((report.p_sweep - 3.1324361743223e-9).abs() < 1e-20);
        assert_eq!(report.by_turn.len(), 27);
    }

    #[test]
    fn an_impossible_deck_is_a_message() {
        let out = run(
            Job::Sweep {
                ranks: 13,
                suits: 0,
            },
            &mut Silent,
        );
        assert_eq!(out, Err("a deck needs at least 1 suit".to_string()));
    }
}
