//! Worker jobs of the `war` exploration.
//!
//! The sweep curve of a deck is an exact enumeration over abstract decks with big-integer
//! weights: 13 ms natively for the 52-card deck, but about half a second for 13 ranks × 8 suits
//! or 30 ranks × 5 suits (measured with `war::sweep_report`), so it always runs here.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::war::{self, WarDeck};

use super::WorkerJob;

/// The sweep report of a deck of `ranks` ranks × `suits` suits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sweep {
    /// Ranks in the deck.
    pub ranks: u32,
    /// Suits in the deck.
    pub suits: u32,
}

impl WorkerJob for Sweep {
    const NAME: &'static str = "war.sweep";
    type Output = war::SweepReport;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        // The page checked the deck, but a job is only a message: check it again.
        let deck = WarDeck::new(self.ranks, self.suits).map_err(|e| e.to_string())?;
        war::sweep_report(deck, progress).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;

    #[test]
    fn the_standard_deck_sweeps_once_in_160_million_games() {
        let report = Sweep {
            ranks: 13,
            suits: 4,
        }
        .run(&mut Silent)
        .expect("the 52-card deck is within the caps");
        assert!((report.p_sweep - 3.1324361743223e-9).abs() < 1e-20);
        assert_eq!(report.by_turn.len(), 27);
    }

    #[test]
    fn an_impossible_deck_is_a_message() {
        let out = Sweep {
            ranks: 13,
            suits: 0,
        }
        .run(&mut Silent);
        assert_eq!(out, Err("a deck needs at least 1 suit".to_string()));
    }
}
