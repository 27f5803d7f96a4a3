//! The Extended True Count check: proving a program wrong without finding its bug.
//!
//! Seed: "An algorithm incorrectness proof" (`000_…`). The high card game: the house shuffles
//! a shoe, deals one card to the player and one to itself; the higher card wins even money and
//! a tie goes to the house (aces low, every ten-valued card the same rank). The post's
//! `expected_value(shoe)` computes the player's exact expected return from the rank counts, but
//! one line is missing: after dealing the player's card it never takes that card out of the
//! shoe, so the house's card is drawn as if with replacement. For the single deck
//! (4, 4, 4, 4, 4, 4, 4, 4, 4, 16) it answers −25/169.
//!
//! The **Extended True Count theorem** says that dealing cards unseen off the top before the
//! round (burning one card, or two, or dealing by any stopping rule that looks only at the
//! cards dealt) leaves the expected return unchanged when averaged over what was dealt. So
//! `average_ev(shoe)` must equal `expected_value(shoe)`; with the bug, burning one card gives
//! −557/3757 ≠ −25/169, which proves the code wrong. With the missing line restored, every
//! average equals the true −29/221. The converse fails: if ties push, the game is symmetric,
//! every expected value is 0, and the averages agree even with the bug in place.
//!
//! The averages are exact: a rule leaves a depleted shoe determined by how many cards of each
//! rank it dealt, and we enumerate those counts with their exact chances (binomial weights over
//! a common denominator, summed in 128-bit integers) rather than sampling.

mod average;
mod report;

#[cfg(test)]
mod tests;

use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use serde::{Deserialize, Serialize};

use crate::progress::Cancelled;

pub use average::average_ev;
pub use report::{BurnPoint, RuleAverage, TrueCountReport, burn_curve, decimal, truecount_report};

/// The most ranks in a shoe: 13, a full suit's worth (the seed's shoes have 10, all ten-valued
/// cards being one rank). Ranks drive the number of depleted shoes to enumerate ([`MAX_DEALT`]).
pub const MAX_RANKS: usize = 13;

/// The most cards in a shoe: 1,000, enough for 19 decks. With [`MAX_DEALT`] this bounds the
/// weight of a depleted shoe by C(1000, 10) < 2⁷⁸ and a weighted sum of expected-value
/// numerators (each at most N² < 2²⁰) by 2⁹⁸, well within an `i128`.
pub const MAX_CARDS: u32 = 1_000;

/// The most cards a stopping rule may deal before the round: 10, the post's maximum. With 13
/// ranks that is up to C(22, 10) = 646,646 depleted shoes for 10 cards dealt.
pub const MAX_DEALT: u32 = 10;

/// Why a true-count computation cannot run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TrueCountError {
    /// The shoe was given as text that is not a list of counts.
    NotACount(String),
    /// A rank with a negative count (1-based position, count).
    NegativeCount {
        /// Position of the rank in the list, from 1 (the ace).
        rank: usize,
        /// The count given.
        count: i64,
    },
    /// A count too big for any shoe (1-based position, count).
    HugeCount {
        /// Position of the rank in the list, from 1.
        rank: usize,
        /// The count given.
        count: i64,
    },
    /// No ranks at all.
    NoRanks,
    /// More ranks than [`MAX_RANKS`].
    TooManyRanks(usize),
    /// More cards than [`MAX_CARDS`].
    TooManyCards(u64),
    /// Fewer cards than the rule may deal plus the two of the round.
    NotEnoughCards {
        /// Cards in the shoe.
        cards: u32,
        /// Cards the rule may deal before the round, plus 2.
        needed: u32,
    },
    /// A stopping rule dealing more than [`MAX_DEALT`] cards.
    TooManyDealt(u32),
    /// A stopping rule naming a rank the shoe does not have (0-based index).
    NoSuchRank(usize),
    /// A weighted sum outgrew 128 bits (cannot happen within the caps).
    Overflow,
    /// The caller asked the computation to stop.
    Cancelled,
}

impl fmt::Display for TrueCountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrueCountError::NotACount(text) => {
                write!(
                    f,
                    "{text:?} is not a count: give the shoe as counts like 4,4,16"
                )
            }
            TrueCountError::NegativeCount { rank, count } => write!(
                f,
                "rank {rank} has {count} cards: counts cannot be negative"
            ),
            TrueCountError::HugeCount { rank, count } => write!(
                f,
                "rank {rank} has {count} cards: a shoe holds at most {MAX_CARDS}"
            ),
            TrueCountError::NoRanks => write!(f, "the shoe needs at least 1 rank"),
            TrueCountError::TooManyRanks(n) => {
                write!(f, "{n} ranks is too many: at most {MAX_RANKS}")
            }
            TrueCountError::TooManyCards(n) => {
                write!(f, "{n} cards is too many: at most {MAX_CARDS}")
            }
            TrueCountError::NotEnoughCards { cards, needed } => write!(
                f,
                "the shoe has {cards} cards but needs {needed}: the cards dealt before the \
                 round plus the round's 2"
            ),
            TrueCountError::TooManyDealt(n) => write!(
                f,
                "a rule dealing up to {n} cards is too many: at most {MAX_DEALT}"
            ),
            TrueCountError::NoSuchRank(r) => {
                write!(f, "the shoe has no rank {}", r + 1)
            }
            TrueCountError::Overflow => write!(f, "a weighted sum outgrew 128 bits"),
            TrueCountError::Cancelled => write!(f, "cancelled"),
        }
    }
}

impl std::error::Error for TrueCountError {}

impl From<Cancelled> for TrueCountError {
    fn from(_: Cancelled) -> Self {
        TrueCountError::Cancelled
    }
}

/// A shoe: how many cards of each rank, lowest rank (the ace) first. Build it with
/// [`Shoe::new`] or [`Shoe::parse`], which check the counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shoe {
    counts: Vec<u32>,
}

impl Shoe {
    /// The shoe with these counts (signed, so that a negative count gets its own message):
    /// 1 to [`MAX_RANKS`] ranks, at most [`MAX_CARDS`] cards, at least 2 cards.
    pub fn new(counts: &[i64]) -> Result<Shoe, TrueCountError> {
        if counts.is_empty() {
            return Err(TrueCountError::NoRanks);
        }
        if counts.len() > MAX_RANKS {
            return Err(TrueCountError::TooManyRanks(counts.len()));
        }
        let mut checked = Vec::with_capacity(counts.len());
        for (i, &count) in counts.iter().enumerate() {
            let rank = i + 1;
            if count < 0 {
                return Err(TrueCountError::NegativeCount { rank, count });
            }
            match u32::try_from(count) {
                Ok(c) if c <= MAX_CARDS => checked.push(c),
                _ => return Err(TrueCountError::HugeCount { rank, count }),
            }
        }
        let cards: u64 = checked.iter().map(|&c| u64::from(c)).sum();
        if cards > u64::from(MAX_CARDS) {
            return Err(TrueCountError::TooManyCards(cards));
        }
        let shoe = Shoe { counts: checked };
        shoe.check_room(0)?;
        Ok(shoe)
    }

    /// Parses counts separated by commas (spaces allowed), as in "4,4,4,4,4,4,4,4,4,16".
    pub fn parse(text: &str) -> Result<Shoe, TrueCountError> {
        let counts = text
            .split(',')
            .map(|part| {
                let part = part.trim();
                part.parse::<i64>()
                    .map_err(|_| TrueCountError::NotACount(part.to_string()))
            })
            .collect::<Result<Vec<i64>, _>>()?;
        Shoe::new(&counts)
    }

    /// The post's single deck: four each of ace to nine, sixteen ten-valued cards.
    pub fn single_deck() -> Shoe {
        Shoe {
            counts: vec![4, 4, 4, 4, 4, 4, 4, 4, 4, 16],
        }
    }

    /// The counts, lowest rank first.
    pub fn counts(&self) -> &[u32] {
        &self.counts
    }

    /// The number of cards.
    pub fn cards(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// Whether `dealt` cards can come off the top and still leave the round its 2 cards.
    fn check_room(&self, dealt: u32) -> Result<(), TrueCountError> {
        let needed = dealt + 2;
        if self.cards() < needed {
            return Err(TrueCountError::NotEnoughCards {
                cards: self.cards(),
                needed,
            });
        }
        Ok(())
    }
}

/// Which game, and which implementation of its expected value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Ties push (return 0) instead of going to the house (−1): the variant that hides the bug.
    pub ties_push: bool,
    /// Leave out the post's missing line, so that the player's card is never removed from the
    /// shoe before the house's card is drawn.
    pub buggy: bool,
}

impl Game {
    /// The player's return on a tie: the house takes the wager, or it pushes.
    fn tie_payoff(self) -> i64 {
        if self.ties_push { 0 } else { -1 }
    }

    /// The post's `expected_value` as an integer numerator over `denominator(cards)`: its
    /// double loop over the player's `card1` and the house's `card2`, with or without the
    /// missing line `s[card1] = s[card1] - 1`. The inner loop is summed in one step per
    /// `card1`: the house's cards below it lose to the player, those above win, and those of
    /// the same rank tie.
    fn ev_numerator(self, remaining: &[u32]) -> i64 {
        let total: i64 = remaining.iter().map(|&c| i64::from(c)).sum();
        let (mut ev, mut below) = (0, 0);
        for &count in remaining {
            let player = i64::from(count);
            let mut same = player;
            if !self.buggy {
                // The missing line: the player's card has left the shoe.
                same -= 1;
            }
            let above = total - below - player;
            ev += player * (below - above + self.tie_payoff() * same);
            below += player;
        }
        ev
    }

    /// The denominator of [`Game::ev_numerator`] for a shoe of `cards` cards: N(N − 1) once the
    /// player's card is removed, N² without the missing line.
    fn denominator(self, cards: u32) -> u64 {
        let n = u64::from(cards);
        if self.buggy { n * n } else { n * (n - 1) }
    }
}

/// The post's `expected_value(shoe)`: the player's exact expected return, as a fraction of the
/// wager, for one round off the top of `shoe`.
pub fn expected_value(shoe: &Shoe, game: Game) -> BigRational {
    let numerator = game.ev_numerator(&shoe.counts);
    BigRational::new(
        numerator.into(),
        BigInt::from(game.denominator(shoe.cards())),
    )
}

/// How cards come off the top, unseen, before the round is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stopping {
    /// Burn this many cards (1 is the post's `average_ev`; 2 is "play the game twice and
    /// average the second round").
    Burn(u32),
    /// Deal until a card of rank `rank` (0-based, 0 = the ace) has been dealt or `max_cards`
    /// cards have: the post's "stopping when you have either dealt an ace or a maximum of ten
    /// cards".
    UntilRank {
        /// The rank that stops the dealing, 0-based.
        rank: usize,
        /// The most cards dealt.
        max_cards: u32,
    },
    /// Flip a fair coin, dealing a card for each heads, until tails or `max_heads` heads: the
    /// post's last rule.
    CoinFlips {
        /// The most heads (cards dealt).
        max_heads: u32,
    },
}

impl Stopping {
    /// The post's four rules, the stopping rules dealing at most `max_cards`: burn 1, burn 2,
    /// until an ace, coin flips.
    pub fn post_rules(max_cards: u32) -> [Stopping; 4] {
        [
            Stopping::Burn(1),
            Stopping::Burn(2),
            Stopping::UntilRank { rank: 0, max_cards },
            Stopping::CoinFlips {
                max_heads: max_cards,
            },
        ]
    }

    /// The most cards the rule deals.
    pub fn max_dealt(self) -> u32 {
        match self {
            Stopping::Burn(k) => k,
            Stopping::UntilRank { max_cards, .. } => max_cards,
            Stopping::CoinFlips { max_heads } => max_heads,
        }
    }

    /// A short description, as on the page.
    pub fn describe(self) -> String {
        match self {
            Stopping::Burn(1) => "burn 1 card".to_string(),
            Stopping::Burn(k) => format!("burn {k} cards"),
            Stopping::UntilRank { rank: 0, max_cards } => {
                format!("deal until an ace or {max_cards} {}", cards(max_cards))
            }
            Stopping::UntilRank { rank, max_cards } => {
                format!(
                    "deal until a card of rank {} or {max_cards} {}",
                    rank + 1,
                    cards(max_cards)
                )
            }
            Stopping::CoinFlips { max_heads } => {
                let heads = if max_heads == 1 { "head" } else { "heads" };
                format!("deal a card per heads until tails or {max_heads} {heads}")
            }
        }
    }
}

/// "card" for one, "cards" otherwise, after a count in [`Stopping::describe`].
fn cards(n: u32) -> &'static str {
    if n == 1 { "card" } else { "cards" }
}
