//! Gobblet Gobblers, strongly solved by retrograde analysis, in every rule variant.
//!
//! From the post "Strongly solving Gobblet Gobblers using retrograde analysis": Tic Tac Toe on
//! a 3×3 board where each player has `num_per_size` pieces in each of `num_sizes` sizes; a piece
//! may be played onto an empty square or over any smaller piece (of either player), and, when
//! `allow_move` is on, a player may instead move one of their top pieces (uncovering what was
//! beneath). Three top pieces in a row win. (3,2,1) is Gobblet Gobblers; (1,5,0) is Tic Tac Toe.
//!
//! Where the post is silent, we follow the author's program (linked from the post), and the
//! counts below, which the tests reproduce, confirm the reading:
//! - the game ends as soon as some line of three top pieces exists; if a move uncovers the
//!   opponent's line, the opponent wins, even if the mover completed a line of their own too;
//! - a move is judged only by the position it leaves: lifting a piece that uncovers the
//!   opponent's line and dropping it back onto that line (gobbling one of its pieces) is fine;
//! - a piece cannot stay on its own square; a player with no legal move (board full, hand
//!   empty) has a draw; repeating positions are allowed, and a game that never ends is a draw;
//! - a state is a board seen from the player to move, up to the 8 symmetries of the square;
//!   "states" are those reachable from the empty board, including finished games.
//!
//! With that reading: (1,5,0) has 765 states of which 614 are won or lost; (2,2,1) 252,238;
//! (2,3,0) 1,964,786; (3,2,0) 148,599,441; (3,2,1) 341,024,631. Gobblet is a first-player win in
//! 13 plies, (3,2,0) a draw, (2,3,0) a win in 9 and (2,3,1) a win in 11.
//!
//! Instead of the post's 4 GB hash map we rank the states: a perfect index of the boards up to
//! symmetry (the `index` submodule) and one byte per slot for the value and distance, 443 MB for
//! the real game (the `solve` submodule explains the level-by-level retrograde analysis).
//!
//! The API in a few lines:
//! - [`Variant`]: the rules `(num_sizes, num_per_size, allow_move)`, text `S,P,M`;
//! - [`Position`]: a board and the player to move, text like `x:-,-,-,-,x1o2,-,-,-,-`;
//!   [`Position::legal_moves`], [`Position::play`];
//! - [`solve()`] → [`Solution`]: [`Solution::value`], [`Solution::move_values`],
//!   [`Solution::best_move`], [`Solution::write_to`] / [`Solution::read_from`];
//! - [`memory_needed`], [`is_solvable`]: bytes a solve will use, known before starting;
//! - [`Solution::chunks`] / [`Solution::from_chunks`]: the saved form in checked pieces, for
//!   stores with a size limit per value;
//! - [`GOBBLET_SOLVED`]: the real game's figures, known before any solve (a test re-solves).

mod checksum;
mod chunks;
mod graph;
mod index;
mod load;
mod position;
mod rules;
mod simple_play;
mod solve;
mod table;
mod value;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use chunks::{CHUNK_HEADER, Chunks, MIN_CHUNK, Reassembly};
pub use position::{Piece, Position};
pub use rules::{LINES, MAX_SIZES, Move, Player, SQUARES};
pub use simple_play::simple_move;
pub use solve::{MAX_MEMORY, is_solvable, memory_needed, solve};
pub use table::{MoveValue, Solution, SolveStats};
pub use value::{MAX_PLIES, Value};

/// Gobblet Gobblers (3,2,1) as our solver found it (`snipelab gobblet solve`, 34 s natively):
/// 341,024,631 states (the post's count), of which 340,920,481 won or lost, the longest game
/// under optimal play 24 plies, and the first player wins in 13 plies. The page states this
/// before any solve and offers the browser solve as the reader's own check; the ignored test
/// `full_3_2_1_is_a_win_in_13` solves again and compares every figure.
pub const GOBBLET_SOLVED: SolveStats = SolveStats {
    variant: Variant::GOBBLET,
    states: 341_024_631,
    win_loss_states: 340_920_481,
    longest: 24,
    start: Value::Win { plies: 13 },
    table_bytes: 443_459_451,
};

/// The largest number of pieces of each size.
pub const MAX_PER_SIZE: u8 = 9;

/// A rule variant, the post's three parameters: the number of piece sizes (1 to 3), the number
/// of pieces of each size per player (1 to 9), and whether pieces already on the board may move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "VariantFields")]
pub struct Variant {
    num_sizes: u8,
    num_per_size: u8,
    allow_move: bool,
}

/// The fields of a [`Variant`] before validation (for deserializing).
#[derive(Deserialize)]
struct VariantFields {
    num_sizes: u8,
    num_per_size: u8,
    allow_move: bool,
}

impl TryFrom<VariantFields> for Variant {
    type Error = GobbletError;

    fn try_from(fields: VariantFields) -> Result<Variant, GobbletError> {
        Variant::new(fields.num_sizes, fields.num_per_size, fields.allow_move)
    }
}

impl Variant {
    /// Gobblet Gobblers itself: (3,2,1).
    pub const GOBBLET: Variant = Variant {
        num_sizes: 3,
        num_per_size: 2,
        allow_move: true,
    };

    /// Plain Tic Tac Toe: (1,5,0).
    pub const TIC_TAC_TOE: Variant = Variant {
        num_sizes: 1,
        num_per_size: 5,
        allow_move: false,
    };

    /// A variant, checked: `num_sizes` in 1..=3 and `num_per_size` in 1..=9, as in the post.
    pub fn new(num_sizes: u8, num_per_size: u8, allow_move: bool) -> Result<Variant, GobbletError> {
        if !(1..=MAX_SIZES as u8).contains(&num_sizes) {
            return Err(GobbletError::InvalidVariant(format!(
                "the number of sizes must be 1 to {MAX_SIZES}, not {num_sizes}"
            )));
        }
        if !(1..=MAX_PER_SIZE).contains(&num_per_size) {
            return Err(GobbletError::InvalidVariant(format!(
                "the number of pieces per size must be 1 to {MAX_PER_SIZE}, not {num_per_size}"
            )));
        }
        Ok(Variant {
            num_sizes,
            num_per_size,
            allow_move,
        })
    }

    /// Number of piece sizes, 1 to 3.
    pub fn num_sizes(self) -> u8 {
        self.num_sizes
    }

    /// Number of pieces of each size per player, 1 to 9.
    pub fn num_per_size(self) -> u8 {
        self.num_per_size
    }

    /// Whether pieces already on the board may be moved.
    pub fn allow_move(self) -> bool {
        self.allow_move
    }
}

impl std::fmt::Display for Variant {
    /// The post's notation without spaces: `3,2,1`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (s, p, m) = (self.num_sizes, self.num_per_size, u8::from(self.allow_move));
        write!(f, "{s},{p},{m}")
    }
}

impl std::str::FromStr for Variant {
    type Err = GobbletError;

    /// Parses `S,P,M` (e.g. `3,2,1`; `M` is 0 or 1).
    fn from_str(text: &str) -> Result<Variant, GobbletError> {
        let bad = || GobbletError::InvalidVariant(format!("{text:?} is not `sizes,per_size,0|1`"));
        let fields: Vec<&str> = text.split(',').map(str::trim).collect();
        let [sizes, per_size, allow_move] = fields.as_slice() else {
            return Err(bad());
        };
        let allow_move = match *allow_move {
            "0" => false,
            "1" => true,
            _ => return Err(bad()),
        };
        Variant::new(
            sizes.parse().map_err(|_| bad())?,
            per_size.parse().map_err(|_| bad())?,
            allow_move,
        )
    }
}

/// Everything that can go wrong in this module, each with a one-line explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GobbletError {
    /// The variant's parameters are out of range.
    InvalidVariant(String),
    /// A position's text or contents are not valid for its variant.
    InvalidPosition(String),
    /// A move's text is malformed, or the move is not legal in the position.
    InvalidMove(String),
    /// The position belongs to another variant than the solution.
    VariantMismatch {
        /// The solution's variant.
        solved: Variant,
        /// The position's variant.
        asked: Variant,
    },
    /// The position cannot arise from the empty board in this variant, so it has no value.
    Unreachable,
    /// Solving this variant needs more memory than we allow ([`MAX_MEMORY`]).
    TooLarge {
        /// Bytes the table would need.
        bytes: u64,
    },
    /// The memory for the table could not be obtained.
    OutOfMemory {
        /// Bytes requested.
        bytes: u64,
    },
    /// A distance to the end exceeds what a one-byte entry holds.
    TooDeep,
    /// The caller asked the solver to stop.
    Cancelled,
    /// A saved solution could not be read: wrong file, other variant or version, or corrupt.
    BadFile(String),
    /// A solution saved in chunks lacks chunk `index` (counted from 0).
    MissingChunk {
        /// The first chunk not found.
        index: usize,
    },
    /// Chunk `index` of a solution saved in chunks is damaged, out of order, or from another
    /// save.
    BadChunk {
        /// The chunk's place in the sequence given, from 0.
        index: usize,
        /// What is wrong with it.
        why: String,
    },
}

impl std::fmt::Display for GobbletError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GobbletError::InvalidVariant(m)
            | GobbletError::InvalidPosition(m)
            | GobbletError::InvalidMove(m) => f.write_str(m),
            GobbletError::VariantMismatch { solved, asked } => write!(
                f,
                "the position is for variant {asked} but the solution is for {solved}"
            ),
            GobbletError::Unreachable => {
                f.write_str("this position cannot arise from the empty board in this variant")
            }
            GobbletError::TooLarge { bytes } => write!(
                f,
                // One unit in one sentence: the limit (1 GiB) in GB too.
                "solving this variant would need {:.1} GB, more than the {:.2} GB allowed",
                *bytes as f64 / 1e9,
                solve::MAX_MEMORY as f64 / 1e9
            ),
            GobbletError::OutOfMemory { bytes } => {
                write!(
                    f,
                    "could not get the {:.1} MB of memory the table needs (the browser or the \
                     machine has less to spare): close other tabs or programs and try again, or \
                     choose a smaller variant",
                    *bytes as f64 / 1e6
                )
            }
            GobbletError::TooDeep => write!(
                f,
                "some position needs more than {MAX_PLIES} plies, beyond the table's encoding"
            ),
            GobbletError::Cancelled => f.write_str("cancelled"),
            GobbletError::MissingChunk { index } => write!(
                f,
                "part {} of the saved table is missing: solve the variant again",
                index + 1
            ),
            GobbletError::BadChunk { index, why } => write!(
                f,
                "part {} of the saved table is unusable ({why}): solve the variant again",
                index + 1
            ),
            GobbletError::BadFile(m) => write!(
                f,
                "not a usable solution file ({m}): use a table saved by `snipelab gobblet solve \
                 --out`, or solve the variant again"
            ),
        }
    }
}

impl std::error::Error for GobbletError {}

impl From<crate::progress::Cancelled> for GobbletError {
    fn from(_: crate::progress::Cancelled) -> GobbletError {
        GobbletError::Cancelled
    }
}
