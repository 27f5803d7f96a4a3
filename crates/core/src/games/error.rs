//! The games' typed errors that more than one file returns or that sit above the files they
//! name: [`RuleError`] (an octal code or a subtraction set that is no game, for `octal.rs` and
//! `splitting.rs`), [`UnknownMethod`] and [`TreeError`] (for `solve.rs`, whose search tree they
//! describe). It imports only files below them all (`minimax.rs`, `position.rs`,
//! `sparse_space.rs`), so none of them imports another for it.

use std::fmt;

use super::minimax::{Method, method_name};
use super::position::Game;
use super::sparse_space::grouped;

/// Why a game's rules are not a game: an octal code ([`OctalCode::parse`]) or a subtraction set
/// ([`SubtractionSet::new`]).
///
/// [`OctalCode::parse`]: super::octal::OctalCode::parse
/// [`SubtractionSet::new`]: super::splitting::SubtractionSet::new
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// Not of the form `d.ddd` with octal digits.
    NotOctal {
        /// The code as given (trimmed).
        text: String,
    },
    /// A digit other than 0 or 4 before the point: a move could leave one heap forever.
    DigitBeforePoint {
        /// The digit.
        digit: char,
    },
    /// More digits after the point than a code may have.
    TooManyDigits {
        /// The code as given (trimmed).
        text: String,
        /// Its digits after the point, trailing zeros dropped.
        digits: usize,
        /// The most allowed.
        max: usize,
    },
    /// Every digit 0: no move at all.
    NoMove {
        /// The code as given (trimmed).
        text: String,
    },
    /// A subtraction set with no amount.
    EmptySet,
    /// A subtraction set with too many amounts.
    TooManyAmounts {
        /// Its number of distinct amounts.
        amounts: usize,
        /// The most allowed.
        max: usize,
    },
    /// An amount of 0 or above the largest allowed.
    Amount {
        /// The amount.
        amount: u32,
        /// The largest allowed.
        max: u32,
    },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotOctal { text } => write!(
                f,
                "'{text}' is not an octal code such as 0.77, 0.137 or 4.7"
            ),
            RuleError::DigitBeforePoint { digit } => write!(
                f,
                "digit {digit} before the point would let a move remove nothing and leave \
                 one heap: only 0 or 4 (split a heap in two) are games that end"
            ),
            RuleError::TooManyDigits { text, digits, max } => write!(
                f,
                "'{text}' has {digits} digits after the point: at most {max}"
            ),
            RuleError::NoMove { text } => write!(f, "'{text}' allows no move"),
            RuleError::EmptySet => f.write_str("the subtraction set is empty"),
            RuleError::TooManyAmounts { amounts, max } => {
                write!(f, "{amounts} amounts is too many: at most {max}")
            }
            RuleError::Amount { amount, max } => {
                write!(f, "cannot subtract {amount}: amounts are 1 to {max}")
            }
        }
    }
}

impl std::error::Error for RuleError {}

/// A name that is not a search method's ([`method_from_name`](super::solve::method_from_name)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownMethod {
    /// The name given.
    pub name: String,
}

impl fmt::Display for UnknownMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown method '{}': minimax, alpha-beta or alpha-beta-ordered",
            self.name
        )
    }
}

impl std::error::Error for UnknownMethod {}

/// Why a position has no search tree to draw ([`search_tree`](super::solve::search_tree)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The search visits more nodes than a page draws.
    TooBig {
        /// The search method.
        method: Method,
        /// The position, described in words.
        position: String,
        /// The most nodes drawn.
        max_nodes: u64,
    },
    /// A Stones pile above the largest searched.
    TooManyStones {
        /// The pile.
        stones: u64,
        /// The largest pile searched.
        max: u64,
    },
    /// A Euclid's game or Box game number above the largest searched.
    TooLarge {
        /// The largest number of the position.
        number: u64,
        /// The largest number searched.
        max: u64,
    },
    /// A heap game, solved by its rule rather than by a search.
    NotSearched {
        /// The game.
        game: Game,
    },
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::TooBig {
                method,
                position,
                max_nodes,
            } => write!(
                f,
                "the {} tree of {position} has more than {} nodes: \
                 try a position nearer the end",
                method_name(*method),
                grouped(*max_nodes as usize)
            ),
            TreeError::TooManyStones { max, .. } => {
                write!(f, "trees are drawn for piles of up to {max} stones")
            }
            TreeError::TooLarge { max, .. } => write!(
                f,
                "trees are drawn for numbers up to {}",
                grouped(*max as usize)
            ),
            TreeError::NotSearched {
                game: Game::MisereNim,
            } => write!(
                f,
                "{} is decided by the misère rule, not by a search tree",
                Game::MisereNim
            ),
            TreeError::NotSearched { game } => {
                write!(f, "{game} is solved by Grundy values, not by a search tree")
            }
        }
    }
}

impl std::error::Error for TreeError {}
