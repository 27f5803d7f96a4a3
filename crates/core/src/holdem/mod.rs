//! One-round hold'em: exact preflop equities and near-optimal play with certified bounds.
//!
//! Seed `004_…`, post "Near optimal holdem play with one round of betting" (2011). Alice posts
//! a small blind of 1, Bob a big blind of 2, each holds two private cards; Alice folds, calls,
//! or raises by an amount b >= 2; Bob calls or folds; five shared cards; showdown. With raises
//! restricted to the integers up to 40 the post finds that Alice gains at least 0.39776 per
//! hand, optimal to within 1e-4, by one dense linear program that did not scale past 40 sizes.
//!
//! - [`cards`]: cards, hands and the 169 classes in their 13 x 13 grid;
//! - [`eval`]: a 7-card hand evaluator;
//! - [`equity`]: exact matchups and the 169 x 169 table (computed by `build`, committed as
//!   `static/holdem/equity.bin` and embedded);
//! - [`game`]: the betting game for any raise sizes, its payoffs and exact best responses;
//! - [`solve`]: regret minimisation with certified lower and upper bounds on the game's value;
//! - [`observe`]: the post's observations about the strategies, as checks;
//! - [`claims`]: the post's observations as sentences with verdicts, read from a table;
//! - [`deal_mix`]: Alice's actions over all 1,326 deals (the post's plot) and its words, checked;
//! - [`view`]: page-oriented summaries (the precomputed files read back, dense strategy
//!   tables, class matchups).

mod build;
pub mod cards;
pub mod claims;
pub mod deal_mix;
pub mod equity;
pub mod eval;
pub mod exact;
pub mod game;
pub mod observe;
pub mod solve;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{CLASS_COUNT, Card, Hand, HandClass, ParseError, ParseErrorKind};
pub use claims::{NEGLIGIBLE, Observation, Verdict};
pub use equity::{BOARDS, EquityTable, Matchup, SharedCard, TableError, matchup};
pub use eval::{Category, HandRank, rank7};
pub use game::{AliceStrategy, BobStrategy, Game, RaiseError, RaiseSizes};
pub use observe::{ClassMix, alice_folds_any, class_mix, overall_mix};
pub use solve::{BoundsPoint, Method, Solution, SolveOptions, solve, solve_observed, solve_with};
pub use view::{
    AliceMix, ClassMatchup, GainSummary, POST_TOLERANCE, POST_VALUE, SolutionFile,
    SolutionFileError, StrategyTable, class_matchup, raise_label,
};
