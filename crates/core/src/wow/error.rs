//! [`Error`], what the WOW board's computations refuse or stop for, shared by `mod.rs` and the
//! tail's dynamic program (`tail.rs`) so that neither imports the other for it.

use std::fmt;

use crate::progress::Cancelled;

/// Why a WOW board computation gave no answer. Its text is the message the CLI and the page
/// show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The board side is outside 1..=`max` for this computation.
    BoardSide {
        /// The side asked for.
        n: u32,
        /// The largest side this computation takes.
        max: u32,
        /// The computation, in words ("the distribution", "exact E(X)", …).
        what: &'static str,
    },
    /// The caller asked to stop.
    Cancelled(Cancelled),
    /// The tail's dynamic program left floating point at this row (never seen; never panic).
    Overflow {
        /// The row being added, from 0.
        row: usize,
        /// The board side.
        n: usize,
    },
    /// A simulated board ran out of slips without a complete line (unreachable for n ≥ 1).
    NoCompleteLine,
}

impl From<Cancelled> for Error {
    fn from(c: Cancelled) -> Self {
        Error::Cancelled(c)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BoardSide { n, max, what } => write!(
                f,
                "board side n for {what} must be between 1 and {max}, got {n}"
            ),
            Error::Cancelled(c) => c.fmt(f),
            Error::Overflow { row, n } => {
                write!(f, "the distribution overflowed at row {row} for n = {n}")
            }
            Error::NoCompleteLine => f.write_str("simulation ended without a complete line"),
        }
    }
}

impl std::error::Error for Error {}
