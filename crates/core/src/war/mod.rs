//! Sweeps in the card game War: the probability that player A wins every turn.
//!
//! Seed: Peter Norvig's notebook "War (What is it Good For?)" (`003_…`), on the 538 Riddler of
//! 28 August 2020. A shuffled deck of `ranks × suits` cards is dealt out to two players; on each
//! turn both flip their top card and the higher rank wins the turn (equal ranks tie). A
//! **sweep** is a game in which A wins every turn. For the 52-card deck the notebook finds
//! p ≈ 3.132436174322299e-09, so that a sweep by *either* player comes about once every
//! 1/(2p) ≈ 160 million games.
//!
//! The method is the notebook's *abstract incremental enumeration*:
//! - **Abstract**: an [`AbDeck`] is the sorted tuple of how many cards of each rank remain,
//!   without saying which rank; that is all the odds of the next turn depend on. The full deck is
//!   13 fours, `(4, 4, …, 4)`.
//! - **Incremental**: turn by turn we keep the distribution of abstract decks over the deals in
//!   which A has won every turn so far, and drop every deal in which A ties or loses.
//!
//! Where the notebook adds floats, we count: after `t` turns each abstract deck carries the
//! number of ordered deals of the first `2t` cards that reach it with A winning every turn, over
//! the common denominator N(N−1)…(N−2t+1). The probabilities are therefore exact rationals.
//!
//! Internally a sorted tuple such as `(1, 1, 2, 4, 4)` is stored as its "count of counts" (two
//! ranks with one card, one with two, two with four), the alternative representation the
//! notebook mentions; both describe the same abstract deck, and the public API speaks in sorted
//! tuples. A deck with an odd number of cards leaves its last card undealt, as the notebook's
//! `p_sweep` does (it plays `sum(deck) // 2` turns).

mod checks;
mod report;
mod sweep;

#[cfg(test)]
mod tests;

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::progress::Cancelled;

pub use checks::{BruteForceCheck, brute_force_p_sweep, notebook_table, simulate};
pub use report::{AbDeckOdds, SweepReport, TurnOdds, decks_after, sweep_report};
use sweep::binomial;
pub use sweep::p_sweep;

/// The most suits per rank: the packed representation gives each count of counts one byte of a
/// `u64`, one byte per possible count 1..=8.
pub const MAX_SUITS: u32 = 8;

/// The most ranks: a count of counts is at most the number of ranks and must fit in a byte.
pub const MAX_RANKS: u32 = 255;

/// The most abstract decks the enumeration may meet, counted as C(ranks + suits, suits) (every
/// sorted tuple of at most `ranks` counts in 1..=suits). The 52-card deck has C(17, 4) = 2,380;
/// 13 ranks × 8 suits has 203,490. The cap keeps a run within seconds and memory within reach
/// of a browser tab.
pub const MAX_ABSTRACT_DECKS: u64 = 1_000_000;

/// The most distinct deals [`brute_force_p_sweep`] may enumerate: any deck of up to ten cards
/// (10! = 3,628,800 deals for ten ranks of one suit). The notebook's table stops at ten cards,
/// where its brute force over all 10! permutations took about 4 seconds.
pub const MAX_BRUTE_FORCE_DEALS: u64 = 4_000_000;

/// The decks of the notebook's brute-force table, as (ranks, suits), in its order.
pub const NOTEBOOK_DECKS: [(u32, u32); 11] = [
    (2, 1),
    (4, 1),
    (2, 2),
    (6, 1),
    (3, 2),
    (2, 3),
    (8, 1),
    (4, 2),
    (2, 4),
    (5, 2),
    (2, 5),
];

/// An abstract deck: how many cards of each rank remain, sorted ascending, ranks with no card
/// left dropped. The full 52-card deck is thirteen 4s.
pub type AbDeck = Vec<u32>;

/// Why a War computation cannot run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WarError {
    /// A deck needs at least one rank.
    NoRanks,
    /// A deck needs at least one suit.
    NoSuits,
    /// More ranks than [`MAX_RANKS`].
    TooManyRanks(u32),
    /// More suits than [`MAX_SUITS`].
    TooManySuits(u32),
    /// Fewer than two cards: there is not a single turn to play.
    TooFewCards,
    /// The enumeration would meet more than [`MAX_ABSTRACT_DECKS`] abstract decks.
    TooManyAbstractDecks {
        /// Ranks of the deck asked for.
        ranks: u32,
        /// Suits of the deck asked for.
        suits: u32,
    },
    /// Brute force would enumerate more than [`MAX_BRUTE_FORCE_DEALS`] deals.
    TooManyDeals {
        /// Ranks of the deck asked for.
        ranks: u32,
        /// Suits of the deck asked for.
        suits: u32,
    },
    /// More turns asked for than the deck has.
    TooManyTurns {
        /// Turns asked for.
        asked: u32,
        /// Turns the deck plays.
        turns: u32,
    },
    /// The caller asked the computation to stop.
    Cancelled,
}

impl fmt::Display for WarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarError::NoRanks => write!(f, "a deck needs at least 1 rank"),
            WarError::NoSuits => write!(f, "a deck needs at least 1 suit"),
            WarError::TooManyRanks(r) => {
                write!(f, "{r} ranks is too many: at most {MAX_RANKS}")
            }
            WarError::TooManySuits(s) => {
                write!(f, "{s} suits is too many: at most {MAX_SUITS}")
            }
            WarError::TooFewCards => {
                write!(
                    f,
                    "a deck of 1 card has no turn to play: use at least 2 cards"
                )
            }
            WarError::TooManyAbstractDecks { ranks, suits } => write!(
                f,
                "{ranks} ranks × {suits} suits is too big: the enumeration could meet more than \
                 {MAX_ABSTRACT_DECKS} abstract decks"
            ),
            WarError::TooManyDeals { ranks, suits } => write!(
                f,
                "{ranks} ranks × {suits} suits is too big for brute force: more than \
                 {MAX_BRUTE_FORCE_DEALS} distinct deals"
            ),
            WarError::TooManyTurns { asked, turns } => {
                write!(
                    f,
                    "{asked} turns asked for, but this deck plays only {turns}"
                )
            }
            WarError::Cancelled => write!(f, "cancelled"),
        }
    }
}

impl std::error::Error for WarError {}

impl From<Cancelled> for WarError {
    fn from(_: Cancelled) -> Self {
        WarError::Cancelled
    }
}

/// A War deck of `ranks × suits` cards: `suits` cards of each of `ranks` ranks. Build it with
/// [`WarDeck::new`], which checks the sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarDeck {
    ranks: u32,
    suits: u32,
}

impl WarDeck {
    /// The deck of `ranks × suits` cards, if it has at least two cards and is within the caps
    /// ([`MAX_RANKS`], [`MAX_SUITS`], [`MAX_ABSTRACT_DECKS`]).
    pub fn new(ranks: u32, suits: u32) -> Result<WarDeck, WarError> {
        if ranks == 0 {
            return Err(WarError::NoRanks);
        }
        if suits == 0 {
            return Err(WarError::NoSuits);
        }
        if ranks > MAX_RANKS {
            return Err(WarError::TooManyRanks(ranks));
        }
        if suits > MAX_SUITS {
            return Err(WarError::TooManySuits(suits));
        }
        if ranks * suits < 2 {
            return Err(WarError::TooFewCards);
        }
        if binomial(ranks + suits, suits) > u128::from(MAX_ABSTRACT_DECKS) {
            return Err(WarError::TooManyAbstractDecks { ranks, suits });
        }
        Ok(WarDeck { ranks, suits })
    }

    /// The standard 52-card deck: 13 ranks × 4 suits.
    pub fn standard() -> WarDeck {
        WarDeck {
            ranks: 13,
            suits: 4,
        }
    }

    /// Number of ranks.
    pub fn ranks(self) -> u32 {
        self.ranks
    }

    /// Number of suits (cards per rank).
    pub fn suits(self) -> u32 {
        self.suits
    }

    /// Number of cards, `ranks × suits`.
    pub fn cards(self) -> u32 {
        self.ranks * self.suits
    }

    /// Number of turns: each player gets half the deck (an odd last card stays undealt).
    pub fn turns(self) -> u32 {
        self.cards() / 2
    }

    /// The full deck as an abstract deck: `ranks` copies of `suits`.
    pub fn abstract_deck(self) -> AbDeck {
        vec![self.suits; self.ranks as usize]
    }
}
