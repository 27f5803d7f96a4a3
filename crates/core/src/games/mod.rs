//! Games of the class (seed `002_…`, "Class 14: Game Theory II"): impartial games whose moves
//! split them into independent games, solved by Sprague–Grundy values and XOR, and partizan
//! games with draws, solved by minimax and alpha-beta pruning.
//!
//! - [`impartial`]: the engine (mex, memoised Grundy values of any game given by its moves),
//!   Nim, Misère Nim, Staircase Nim, and the "why" of a sum (components, values, XOR, where to
//!   move);
//! - [`splitting`]: Grundy's game, the crosses game and subtraction games as sequences
//!   g(0..=N), with the seed's two formulas corrected (see there);
//! - [`sparse_space`]: Grundy's game to 10⁹ by the sparse-space method, held to the plain rule
//!   of [`splitting`]; [`octal`]: octal games by their code (Kayles `0.77`, Dawson's chess
//!   `0.137`, …);
//! - [`sequence`]: those sequences as a page plots them, with periods, proven where a theorem
//!   allows (the Guy–Smith periodicity theorem for octal games);
//! - [`minimax`]: minimax, alpha-beta and alpha-beta with move ordering, node counts, and a
//!   recorded tree; [`thirty_one`], [`euclid`], [`box_game`], [`tictactoe`]: the seed's
//!   searched games; [`stones`]: the contest's problem D, Fibonacci Nim, solved by Zeckendorf's
//!   theorem and checked against the seed's brute force;
//! - [`position`]: the games' position strings parsed into valid positions; [`notation`]: moves
//!   as written ("pile 2: 5 → 3"), and a written move replayed against the rules;
//!   [`solve`](mod@solve): who wins, every move's outcome, the winning moves.
//!
//! Every formula of the seed is tested against a brute force of the game it describes. Two
//! were wrong and are corrected here: Grundy's game XORs values, not pile sizes, and a cross at
//! the end of a strip leaves n − 2 cells, not n − 1.

pub mod box_game;
mod error;
pub mod euclid;
pub mod impartial;
pub mod minimax;
pub mod notation;
pub mod octal;
mod period;
pub mod position;
pub mod sequence;
pub mod solve;
mod sparse_scan;
pub mod sparse_space;
pub mod splitting;
pub mod stones;
pub mod thirty_one;
pub mod tictactoe;

pub use error::{RuleError, TreeError, UnknownMethod};
pub use euclid::NotPositive;
pub use position::UnknownGame;

#[cfg(test)]
mod tests;
