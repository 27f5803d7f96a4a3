//! What the CLI and the page show: the sweep probability turn by turn with the odds of each
//! turn, and the abstract decks left after some turns, as exact fractions with their decimals.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use serde::{Deserialize, Serialize};

use super::sweep::{enumerate, unpack};
use super::{AbDeck, WarDeck, WarError};
use crate::progress::Progress;

/// "p/q", always with a denominator (so that every exact value parses the same way).
pub(super) fn fraction(r: &BigRational) -> String {
    format!("{}/{}", r.numer(), r.denom())
}

/// A rational as the nearest f64 (num-rational rounds correctly, even for huge terms).
pub(super) fn decimal(r: &BigRational) -> f64 {
    r.to_f64().unwrap_or(f64::NAN)
}

/// The odds after one turn of the sweep curve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnOdds {
    /// Turns played, 0 (before the first) to the deck's number of turns.
    pub turn: u32,
    /// Distinct abstract decks in which A has won every one of these turns.
    pub abstract_decks: u64,
    /// P(A wins each of the first `turn` turns), exactly, as "p/q".
    pub p_exact: String,
    /// The same probability as a decimal.
    pub p: f64,
    /// P(A wins each of the first `turn` turns) divided by the notebook's "simple arithmetic"
    /// p₁^turn, where p₁ is P(A wins the first turn): the ratio is taken exactly, then rounded.
    /// It is 1 up to the first turn and 1.0167508… at the end of the 52-card deck, the
    /// notebook's 1.6 % gap (0 if A cannot win the first turn).
    pub vs_simple: f64,
}

/// Everything the War page shows for one deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SweepReport {
    /// Ranks of the deck.
    pub ranks: u32,
    /// Suits of the deck.
    pub suits: u32,
    /// Cards in the deck.
    pub cards: u32,
    /// Turns in a game (half the cards, rounded down).
    pub turns: u32,
    /// P(A wins every turn), exactly, as "p/q".
    pub p_sweep_exact: String,
    /// P(A wins every turn) as a decimal (3.132436174322299e-09 for 52 cards).
    pub p_sweep: f64,
    /// Expected games per sweep by either player, 1/(2p), the Riddler's question (about 160
    /// million for 52 cards); `None` when no sweep is possible (a single rank).
    pub games_per_sweep: Option<f64>,
    /// The notebook's "simple arithmetic" estimate: (P(A wins the first turn))^turns.
    pub simple_arithmetic: f64,
    /// The sweep curve: the odds after each turn, from turn 0 to the last.
    pub by_turn: Vec<TurnOdds>,
}

/// The sweep curve of a deck: P(A wins each of the first t turns) for every t, with the number
/// of abstract decks in play after each turn, and the summary figures of the notebook.
pub fn sweep_report(deck: WarDeck, progress: &mut impl Progress) -> Result<SweepReport, WarError> {
    let mut by_turn = Vec::new();
    // p₁^t for the turn being reported, exactly (p₁ is known once turn 1 is).
    let mut first_turn: Option<BigRational> = None;
    let mut simple = BigRational::one();
    let last = enumerate(deck, deck.turns(), progress, |dist| {
        let p = dist.p_sweep();
        if dist.turns == 1 {
            first_turn = Some(p.clone());
        }
        if let Some(p1) = &first_turn {
            simple = if dist.turns == 1 {
                p1.clone()
            } else {
                &simple * p1
            };
        }
        let vs_simple = if simple.is_zero() {
            0.0
        } else {
            decimal(&(&p / &simple))
        };
        by_turn.push(TurnOdds {
            turn: dist.turns,
            abstract_decks: dist.weights.len() as u64,
            p_exact: fraction(&p),
            p: decimal(&p),
            vs_simple,
        });
    })?;
    let p = last.p_sweep();
    let p_sweep = decimal(&p);
    let first_turn = by_turn.get(1).map_or(1.0, |odds| odds.p);
    Ok(SweepReport {
        ranks: deck.ranks,
        suits: deck.suits,
        cards: deck.cards(),
        turns: deck.turns(),
        p_sweep_exact: fraction(&p),
        p_sweep,
        games_per_sweep: (!p.is_zero())
            .then(|| decimal(&(BigRational::one() / (p * BigInt::from(2))))),
        simple_arithmetic: first_turn.powi(deck.turns() as i32),
        by_turn,
    })
}

/// One abstract deck of the distribution after some turns, with its probability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AbDeckOdds {
    /// The abstract deck: sorted counts of the ranks still in the deck.
    pub deck: AbDeck,
    /// P(A has won every turn so far and this is what is left), exactly, as "p/q".
    pub p_exact: String,
    /// The same probability as a decimal.
    pub p: f64,
}

/// The notebook's "working through the algorithm": the distribution of abstract decks after
/// `turns` turns all won by A, sorted by deck (shortest first, then lexicographically).
pub fn decks_after(
    deck: WarDeck,
    turns: u32,
    progress: &mut impl Progress,
) -> Result<Vec<AbDeckOdds>, WarError> {
    if turns > deck.turns() {
        return Err(WarError::TooManyTurns {
            asked: turns,
            turns: deck.turns(),
        });
    }
    let dist = enumerate(deck, turns, progress, |_| {})?;
    let denominator = BigInt::from(dist.denominator.clone());
    let mut odds: Vec<AbDeckOdds> = dist
        .weights
        .iter()
        .map(|(&packed, weight)| {
            let p = BigRational::new(BigInt::from(weight.clone()), denominator.clone());
            AbDeckOdds {
                deck: unpack(packed, deck.suits),
                p_exact: fraction(&p),
                p: decimal(&p),
            }
        })
        .collect();
    odds.sort_by(|x, y| (x.deck.len(), &x.deck).cmp(&(y.deck.len(), &y.deck)));
    Ok(odds)
}
