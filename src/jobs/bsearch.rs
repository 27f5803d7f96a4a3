//! Worker jobs of the adversarial binary search exploration.
//!
//! Solving one n takes from microseconds (n < 20) to a good fraction of a second (n = 128 in
//! WebAssembly), and the sawtooth needs every n up to its maximum, so all of it runs here. The
//! sawtooth is solved in short jobs of a few n each, each carrying the solver's [`WarmStart`] to
//! the next: the page draws every point as soon as its job returns, and the warm start makes the
//! chunks cost what one long range would (the issue asks for each n to start from the previous
//! n's trees).

use serde::{Deserialize, Serialize};
use snipelab_core::bsearch::{
    self, Equilibrium, Fraction, SawtoothPoint, SearchTree, Solver, WarmStart, claims,
};
use snipelab_core::progress::{Progress, Silent};

/// An adversarial binary search job for the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The sawtooth's points for n = `from..=to`, warm-started from `warm` (the previous chunk's
    /// last n, `from − 1`), or from scratch without it.
    Sawtooth {
        /// First n of the chunk.
        from: usize,
        /// Last n of the chunk.
        to: usize,
        /// The solver's memory of n = `from − 1`.
        warm: Option<WarmStart>,
    },
    /// The whole equilibrium for one n, with the post's claims for it.
    Game {
        /// The number of keys.
        n: usize,
    },
}

/// What an adversarial binary search job returns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Output {
    /// A chunk of the sawtooth.
    Sawtooth {
        /// One point per n of the chunk, in order.
        points: Vec<SawtoothPoint>,
        /// The solver's memory of the chunk's last n, for the next chunk.
        warm: Option<WarmStart>,
    },
    /// One solved game.
    Game(Box<Game>),
}

/// One solved game and the post's claims about it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Game {
    /// Both players' optimal strategies, the value and its certificate.
    pub equilibrium: Equilibrium,
    /// For n = 13 only: the post's mixture of 13 trees, re-solved exactly.
    pub post_mixture: Option<PostMixture>,
}

/// The post's n = 13 mixture: "an optimal mixed strategy for Bob is to select from just the
/// following baker's dozen with the indicated probabilities".
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostMixture {
    /// The value of the game when Bob may use only these 13 trees.
    pub value: Fraction,
    /// Whether that equals v(13), that is whether the 13 trees support an optimal mixture.
    pub reaches_value: bool,
    /// Each tree with the probability the post printed and the exact one from our solve.
    pub trees: Vec<PostTree>,
}

/// One of the post's 13 trees.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostTree {
    /// The search strategy (the post lists its pre-order).
    pub tree: SearchTree,
    /// The probability as printed in the post (six decimals).
    pub printed: f64,
    /// The exact probability in the restricted game's optimal mixture.
    pub exact: Option<Fraction>,
}

/// Runs an adversarial binary search job in the worker.
pub fn run(job: Job, progress: &mut impl Progress) -> Result<Output, String> {
    match job {
        Job::Sawtooth { from, to, warm } => sawtooth(from, to, warm, progress),
        Job::Game { n } => game(n, progress).map(|g| Output::Game(Box::new(g))),
    }
}

fn sawtooth(
    from: usize,
    to: usize,
    warm: Option<WarmStart>,
    progress: &mut impl Progress,
) -> Result<Output, String> {
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
    Ok(Output::Sawtooth {
        points,
        warm: solver.warm_start(),
    })
}

fn game(n: usize, progress: &mut impl Progress) -> Result<Game, String> {
    let equilibrium = bsearch::solve(n, progress).map_err(|e| e.to_string())?;
    let post_mixture = if n == 13 {
        Some(post_mixture(&equilibrium)?)
    } else {
        None
    };
    Ok(Game {
        equilibrium,
        post_mixture,
    })
}

/// Re-solves the game restricted to the post's 13 trees exactly (a few milliseconds).
fn post_mixture(eq: &Equilibrium) -> Result<PostMixture, String> {
    let post = claims::post_mixture_13();
    let trees: Vec<SearchTree> = post.iter().map(|(t, _)| t.clone()).collect();
    let restricted = bsearch::solve_restricted(&trees, &mut Silent).map_err(|e| e.to_string())?;
    Ok(PostMixture {
        reaches_value: eq.exact_value.as_ref() == Some(&restricted.value),
        value: restricted.value.clone(),
        trees: post
            .into_iter()
            .map(|(tree, printed)| PostTree {
                exact: restricted
                    .bob
                    .iter()
                    .find(|(u, _)| *u == tree)
                    .map(|(_, q)| q.clone()),
                tree,
                printed,
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::JobOutput;

    fn through_json(output: Output) -> Output {
        let text = serde_json::to_string(&JobOutput::Bsearch(output)).unwrap();
        match serde_json::from_str::<JobOutput>(&text).unwrap() {
            JobOutput::Bsearch(o) => o,
            other => panic!("decoded {other:?}"),
        }
    }

    #[test]
    fn chunks_of_the_sawtooth_chain_through_json() {
        let Output::Sawtooth { points, warm } = through_json(
            run(
                Job::Sawtooth {
                    from: 1,
                    to: 8,
                    warm: None,
                },
                &mut Silent,
            )
            .unwrap(),
        ) else {
            panic!("not a sawtooth chunk");
        };
        assert_eq!(points.len(), 8);
        assert_eq!(warm.as_ref().map(|w| w.n), Some(8));
        let Output::Sawtooth { points: next, .. } = run(
            Job::Sawtooth {
                from: 9,
                to: 16,
                warm,
            },
            &mut Silent,
        )
        .unwrap() else {
            panic!("not a sawtooth chunk");
        };
        // Powers of two are the worst n for Alice (the post's sawtooth): v(16) = 4 + … ≤ 4.
        let p16 = next.last().unwrap();
        assert_eq!(p16.n, 16);
        assert_eq!(p16.entry_fee, 4);
        assert!(p16.alice_return_f64 <= 0.0);
        assert!(
            run(
                Job::Sawtooth {
                    from: 5,
                    to: 4,
                    warm: None
                },
                &mut Silent
            )
            .is_err()
        );
    }

    #[test]
    fn n_13_carries_the_posts_mixture_which_reaches_the_value() {
        let Output::Game(game) = through_json(run(Job::Game { n: 13 }, &mut Silent).unwrap())
        else {
            panic!("not a game");
        };
        let post = game.post_mixture.unwrap();
        assert!(post.reaches_value);
        assert_eq!(Some(&post.value), game.equilibrium.exact_value.as_ref());
        assert_eq!(post.trees.len(), 13);
        assert_eq!(
            post.trees[0].exact.as_ref().map(ToString::to_string),
            Some("29/76".into())
        );
        let Output::Game(other) = run(Job::Game { n: 12 }, &mut Silent).unwrap() else {
            panic!("not a game");
        };
        assert!(other.post_mixture.is_none());
        assert!(run(Job::Game { n: 0 }, &mut Silent).is_err());
    }
}
