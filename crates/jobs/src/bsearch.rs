//! Worker jobs of the adversarial binary search exploration.
//!
//! Solving one n takes from microseconds (n < 20) to a good fraction of a second (n = 128 in
//! WebAssembly), and the sawtooth needs every n up to its maximum, so all of it runs here. The
//! sawtooth is solved in short jobs of a few n each, each carrying the solver's [`WarmStart`] to
//! the next: the page draws every point as soon as its job returns, and the warm start makes the
//! chunks cost what one long range would (the issue asks for each n to start from the previous
//! n's trees).

use serde::{Deserialize, Serialize};
use snipelab_core::bsearch::{self, Equilibrium, SawtoothPoint, Solver, WarmStart, claims};
use snipelab_core::progress::Progress;

use super::WorkerJob;

/// Solve n = `from` ..= `to` for the sawtooth, warm-started from `warm` when it is the
/// previous n's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sawtooth {
    /// First n of the chunk.
    pub from: usize,
    /// Last n of the chunk.
    pub to: usize,
    /// The solver's state after n = from − 1, if the page has it.
    pub warm: Option<WarmStart>,
}

/// A chunk of the sawtooth.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SawtoothChunk {
    /// One point per n of the chunk.
    pub points: Vec<SawtoothPoint>,
    /// The solver's state after the chunk's last n, for the next chunk.
    pub warm: Option<WarmStart>,
}

impl WorkerJob for Sawtooth {
    const NAME: &'static str = "bsearch.sawtooth";
    type Output = SawtoothChunk;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let Sawtooth { from, to, warm } = self;
        if from == 0 || from > to || to > bsearch::MAX_N {
            return Err(format!(
                "the sawtooth is solved for 1 ≤ from ≤ to ≤ {}, not {from}..={to}",
                bsearch::MAX_N
            ));
        }
        // A warm start for another n would be harmless but useless: start cold instead.
        let mut solver = match warm {
            Some(w) if w.n + 1 == from => Solver::resume(w),
            _ => Solver::new(),
        };
        let mut points = Vec::with_capacity(to - from + 1);
        for n in from..=to {
            let eq = solver.solve(n, progress).map_err(|e| e.to_string())?;
            points.push(SawtoothPoint::from(&eq));
        }
        Ok(SawtoothChunk {
            points,
            warm: solver.warm_start(),
        })
    }
}

/// Solve the game for one n, in detail.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    /// Keys, 1..=n.
    pub n: usize,
}

/// One game solved, with the post's n = 13 mixture checked when n = 13.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solved {
    /// Both optimal strategies and the value.
    pub equilibrium: Equilibrium,
    /// For n = 13: the post's mixture, checked exactly.
    pub post_mixture: Option<claims::PostMixture>,
}

impl WorkerJob for Game {
    const NAME: &'static str = "bsearch.game";
    type Output = Box<Solved>;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let equilibrium = bsearch::solve(self.n, progress).map_err(|e| e.to_string())?;
        let post_mixture = if self.n == 13 {
            Some(claims::check_post_mixture(&equilibrium).map_err(|e| e.to_string())?)
        } else {
            None
        };
        Ok(Box::new(Solved {
            equilibrium,
            post_mixture,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_through_json;

    #[test]
    fn chunks_of_the_sawtooth_chain_through_json() {
        let SawtoothChunk { points, warm } = run_through_json(Sawtooth {
            from: 1,
            to: 8,
            warm: None,
        })
        .unwrap();
        assert_eq!(points.len(), 8);
        assert_eq!(warm.as_ref().map(|w| w.n), Some(8));
        let SawtoothChunk { points: next, .. } = run_through_json(Sawtooth {
            from: 9,
            to: 16,
            warm,
        })
        .unwrap();
        // Powers of two are the worst n for Alice (the post's sawtooth): v(16) = 4 + … ≤ 4.
        let p16 = next.last().unwrap();
        assert_eq!(p16.n, 16);
        assert_eq!(p16.entry_fee, 4);
        assert!(p16.alice_return_f64 <= 0.0);
        assert!(
            run_through_json(Sawtooth {
                from: 5,
                to: 4,
                warm: None
            })
            .is_err()
        );
    }

    #[test]
    fn n_13_carries_the_posts_mixture_which_reaches_the_value() {
        let game = run_through_json(Game { n: 13 }).unwrap();
        let post = game.post_mixture.unwrap();
        assert!(post.reaches_value);
        assert_eq!(Some(&post.value), game.equilibrium.exact_value.as_ref());
        assert_eq!(post.trees.len(), 13);
        assert_eq!(
            post.trees[0].exact.as_ref().map(ToString::to_string),
            Some("29/76".into())
        );
        let other = run_through_json(Game { n: 12 }).unwrap();
        assert!(other.post_mixture.is_none());
        assert!(run_through_json(Game { n: 0 }).is_err());
    }
}
