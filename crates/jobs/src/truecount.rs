//! Worker jobs of the `truecount` exploration.
//!
//! The averages enumerate every depleted shoe a rule can leave: for the single deck and rules
//! dealing up to 10 cards that is 66 ms natively, and 0.5 s for 13 ranks of 24 cards
//! (`truecount::truecount_report`), so the check always runs here.

use serde::{Deserialize, Serialize};
use snipelab_core::progress::Progress;
use snipelab_core::truecount::{self, BurnPoint, Game, Shoe, TrueCountReport};

use super::WorkerJob;

/// The post's four averages for one shoe and game, and the burn curve of both programs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Check {
    /// Cards of each rank, the ace first.
    pub counts: Vec<u32>,
    /// The game and the program computing it.
    pub game: Game,
    /// The most cards the stopping rules deal (and the longest burn of the curve).
    pub max_cards: u32,
}

/// What [`Check`] returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checked {
    /// The four averages and the verdict.
    pub report: TrueCountReport,
    /// Averages after burning 0 to `max_cards` cards, by both programs.
    pub burns: Vec<BurnPoint>,
}

/// What a `truecount` job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// The check of one shoe and game.
    Check {
        /// The expected value and the four rules' averages.
        report: truecount::TrueCountReport,
        /// Burning 0, 1, …, `max_cards` cards, by both programs (same tie rule as the game).
        burns: Vec<BurnPoint>,
    },
}

impl WorkerJob for Check {
    const NAME: &'static str = "truecount.check";
    type Output = Checked;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        // The page checked the shoe, but a job is only a message: check it again.
        let counts: Vec<i64> = self.counts.into_iter().map(i64::from).collect();
        let shoe = Shoe::new(&counts).map_err(|e| e.to_string())?;
        let report = truecount::truecount_report(&shoe, self.game, self.max_cards, progress)
            .map_err(|e| e.to_string())?;
        let burns = truecount::burn_curve(&shoe, self.game, self.max_cards, progress)
            .map_err(|e| e.to_string())?;
        Ok(Checked { report, burns })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::progress::Silent;
    use snipelab_core::serde_big::ratio_text;

    #[test]
    fn the_posts_single_deck_reveals_the_bug() {
        let job = Check {
            counts: vec![4, 4, 4, 4, 4, 4, 4, 4, 4, 16],
            game: Game {
                ties_push: false,
                buggy: true,
            },
            max_cards: 2,
        };
        let Checked { report, burns } = job
            .run(&mut Silent)
            .expect("the single deck is a valid shoe");
        assert_eq!(ratio_text(&report.expected_value_exact), "-25/169");
        assert_eq!(ratio_text(&report.averages[0].average_exact), "-557/3757");
        assert!(report.bug_revealed);
        assert_eq!(burns.len(), 3);
        assert_eq!(ratio_text(&burns[0].buggy_exact), "-25/169");
        assert_eq!(ratio_text(&burns[1].buggy_exact), "-557/3757");
        assert!(
            burns
                .iter()
                .all(|b| ratio_text(&b.correct_exact) == "-29/221")
        );
        assert!((truecount::decimal(&burns[1].buggy_exact) - (-557.0 / 3757.0)).abs() < 1e-15);
    }

    #[test]
    fn a_shoe_too_small_for_the_rules_is_a_message() {
        let job = Check {
            counts: vec![1, 1],
            game: Game::default(),
            max_cards: 1,
        };
        assert!(job.run(&mut Silent).unwrap_err().contains("needs 3"));
    }
}
