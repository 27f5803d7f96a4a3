//! Worker jobs of the `games` exploration (seed `002_…`, "Class 14: Game Theory II").
//!
//! Solving a position is instant for most games, but Grundy's game computes g up to its
//! largest pile first (about 1 s natively at 10⁵, BENCHMARKS.md), and the three minimax node
//! counts may visit up to 2·10⁶ nodes each: both run here, and so does the sequence g(0..N).

use serde::{Deserialize, Serialize};
use snipelab_core::games::minimax::NodeCounts;
use snipelab_core::games::position::Position;
use snipelab_core::games::sequence::{self, SequenceGame};
use snipelab_core::games::solve::{self, Solution};
use snipelab_core::games::sparse_space;
use snipelab_core::progress::Progress;

use super::WorkerJob;

/// Who wins `position`, every move's outcome, the winning moves and the "why" of a sum.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solve {
    /// The validated position.
    pub position: Position,
}

impl WorkerJob for Solve {
    const NAME: &'static str = "games.solve";
    type Output = Solution;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        solve::solve(&self.position, progress).map_err(|e| e.to_string())
    }
}

/// Nodes visited by minimax, alpha-beta and alpha-beta with ordering from `position`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Counts {
    /// The validated position (a searched game's).
    pub position: Position,
}

impl WorkerJob for Counts {
    const NAME: &'static str = "games.counts";
    /// None for the games solved by Grundy values.
    type Output = Option<NodeCounts>;
    type Update = crate::NoUpdate;

    fn run(self, _progress: &mut impl Progress) -> Result<Self::Output, String> {
        Ok(solve::search_counts(&self.position))
    }
}

/// g(0..=upto) of Grundy's game or crosses, with its period where there is one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Values {
    /// The game.
    pub game: SequenceGame,
    /// N.
    pub upto: usize,
}

impl WorkerJob for Values {
    const NAME: &'static str = "games.values";
    type Output = sequence::Sequence;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        sequence::sequence(self.game, self.upto, progress).map_err(|e| e.to_string())
    }
}

/// Grundy's game to `upto` by the sparse-space method: its sparse positions and a profile of
/// its values, for the page's "at scale" section.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sparse {
    /// N (at most [`SCALE_MAX`]).
    pub upto: usize,
}

/// The largest N the page asks the worker for (the 10⁶: 2 MB of values).
pub const SCALE_MAX: usize = 1_000_000;

/// Stretches of n in the page's profile of the values.
const STRETCHES: usize = 2_000;

impl WorkerJob for Sparse {
    const NAME: &'static str = "games.sparse";
    type Output = sparse_space::ScaleRun;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        if self.upto > SCALE_MAX {
            return Err(format!("N = {} is above the page's {SCALE_MAX}", self.upto));
        }
        sparse_space::grundy_at_scale(self.upto, STRETCHES, progress).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_through_json;
    use snipelab_core::games::position::{Game, parse};

    #[test]
    fn jobs_round_trip_through_json() {
        let nim = parse(Game::Nim, "3,4,5").unwrap();
        let s = run_through_json(Solve { position: nim }).unwrap();
        assert!(s.to_move_wins);
        assert_eq!(s.grundy, Some(2));
        let euclid = parse(Game::Euclid, "34,12").unwrap();
        let counts = run_through_json(Counts { position: euclid })
            .unwrap()
            .unwrap();
        assert!(counts.alpha_beta <= counts.minimax);
        let g = run_through_json(Values {
            game: SequenceGame::Grundy,
            upto: 20,
        })
        .unwrap();
        // g(0..=8) of Grundy's game: 0 0 0 1 0 2 1 0 2 (OEIS A002188).
        assert_eq!(&g.values[..9], &[0, 0, 0, 1, 0, 2, 1, 0, 2]);
        let run = run_through_json(Sparse { upto: 1_222 }).unwrap();
        // The last losing size of Grundy's game is 1,222 (OEIS A002188's zeros).
        assert_eq!(run.report.zeros.last(), Some(&1_222));
        assert!(
            run_through_json(Sparse {
                upto: SCALE_MAX + 1
            })
            .is_err()
        );
    }
}

#[cfg(test)]
mod page_examples {
    use snipelab_core::games::minimax::Method;
    use snipelab_core::games::position::{Game, parse};
    use snipelab_core::games::solve::search_tree;

    /// The page's tree examples (31 near the end, Euclid 34,12, Tic Tac Toe after 4 moves, Stones
    /// with 8) are
    /// drawable with every method, and pruning visits fewer nodes than plain minimax.
    #[test]
    fn the_pages_tree_examples_fit() {
        for (game, pos) in [
            (Game::ThirtyOne, "66553"),
            (Game::Euclid, "34,12"),
            (Game::Tictactoe, "xo.ox...."),
            (Game::Stones, "8"),
        ] {
            let p = parse(game, pos).unwrap();
            let full = search_tree(&p, Method::Minimax).unwrap();
            let cut = search_tree(&p, Method::AlphaBeta).unwrap();
            assert!(cut.visited <= full.visited, "{pos}");
            println!(
                "{pos}: minimax {} nodes, alpha-beta {}",
                full.visited, cut.visited
            );
        }
    }
}
