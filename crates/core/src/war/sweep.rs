//! The notebook's abstract incremental enumeration, in exact counts: decks packed as their
//! "count of counts", the distribution of abstract decks turn by turn, and [`p_sweep`].

use std::collections::HashMap;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::One;

use super::{AbDeck, WarDeck, WarError};
use crate::progress::{Cancelled, Progress};

/// C(n, k) in u128, saturating (only compared against caps).
pub(super) fn binomial(n: u32, k: u32) -> u128 {
    let mut c: u128 = 1;
    for i in 0..k {
        // Exact at every step: the running product is C(n, i + 1) after the division.
        c = c.saturating_mul(u128::from(n - i)) / u128::from(i + 1);
    }
    c
}

/// The abstract deck packed as its count of counts: byte `c − 1` holds how many ranks have
/// exactly `c` cards left.
type PackedDeck = u64;

fn shift(count: u32) -> u32 {
    8 * (count - 1)
}

fn ranks_with(deck: PackedDeck, count: u32) -> u64 {
    (deck >> shift(count)) & 0xff
}

/// Takes one card from a rank that has `count` cards left (the caller checked there is one).
fn take_card(deck: PackedDeck, count: u32) -> PackedDeck {
    let fewer = deck - (1 << shift(count));
    if count > 1 {
        fewer + (1 << shift(count - 1))
    } else {
        fewer
    }
}

pub(super) fn unpack(deck: PackedDeck, suits: u32) -> AbDeck {
    let mut tuple = Vec::new();
    for count in 1..=suits {
        for _ in 0..ranks_with(deck, count) {
            tuple.push(count);
        }
    }
    tuple
}

/// The distribution of abstract decks after `turns` turns, all won by A (the notebook's
/// `PDist`), as integer weights over `denominator`.
pub(super) struct PDist {
    deck: WarDeck,
    pub(super) turns: u32,
    cards_left: u32,
    pub(super) weights: HashMap<PackedDeck, BigUint>,
    pub(super) denominator: BigUint,
}

impl PDist {
    fn start(deck: WarDeck) -> PDist {
        let full = u64::from(deck.ranks) << shift(deck.suits);
        PDist {
            deck,
            turns: 0,
            cards_left: deck.cards(),
            weights: HashMap::from([(full, BigUint::one())]),
            denominator: BigUint::one(),
        }
    }

    /// The notebook's `play_turn`: deal A's and B's cards in every way, keep the outcomes in
    /// which A's card is higher. For two ranks with `a` and `b` cards left (a different pair of
    /// ranks, in either order of size), exactly one of the two orders has A higher, so each
    /// unordered pair of ranks contributes `a × b` ordered card pairs; same-rank pairs are ties
    /// and are dropped. Ranks are grouped by how many cards they have left, hence the
    /// `ranks_with(a) × ranks_with(b)` (or C(ranks_with(a), 2)) pairs of ranks per group.
    fn play_turn(&self, progress: &mut impl Progress) -> Result<PDist, Cancelled> {
        let suits = self.deck.suits;
        let n = u64::from(self.cards_left);
        let mut next: HashMap<PackedDeck, BigUint> = HashMap::new();
        for (done, (&deck, weight)) in self.weights.iter().enumerate() {
            if done % 4096 == 4095 {
                let phase = format!("turn {} of {}", self.turns + 1, self.deck.turns());
                progress
                    .report(&phase, done as u64, self.weights.len() as u64)
                    .check()?;
            }
            for a in 1..=suits {
                let with_a = ranks_with(deck, a);
                if with_a == 0 {
                    continue;
                }
                for b in a..=suits {
                    let with_b = ranks_with(deck, b);
                    let rank_pairs = if a == b {
                        with_a * with_a.saturating_sub(1) / 2
                    } else {
                        with_a * with_b
                    };
                    if rank_pairs == 0 {
                        continue;
                    }
                    let card_pairs = rank_pairs * u64::from(a) * u64::from(b);
                    let after = take_card(take_card(deck, a), b);
                    *next.entry(after).or_default() += weight * card_pairs;
                }
            }
        }
        Ok(PDist {
            deck: self.deck,
            turns: self.turns + 1,
            cards_left: self.cards_left - 2,
            weights: next,
            denominator: &self.denominator * (n * (n - 1)),
        })
    }

    /// P(A has won every turn so far), exactly.
    pub(super) fn p_sweep(&self) -> BigRational {
        let total: BigUint = self.weights.values().sum();
        BigRational::new(BigInt::from(total), BigInt::from(self.denominator.clone()))
    }
}

/// Plays turns until `turns` have been played, calling `each_turn` on the distribution after
/// every turn (and on the start).
pub(super) fn enumerate(
    deck: WarDeck,
    turns: u32,
    progress: &mut impl Progress,
    mut each_turn: impl FnMut(&PDist),
) -> Result<PDist, WarError> {
    let mut dist = PDist::start(deck);
    each_turn(&dist);
    while dist.turns < turns {
        let phase = format!("turn {} of {}", dist.turns + 1, deck.turns());
        progress
            .report(&phase, u64::from(dist.turns), u64::from(deck.turns()))
            .check()?;
        dist = dist.play_turn(progress)?;
        each_turn(&dist);
    }
    Ok(dist)
}

/// The notebook's `p_sweep`: the exact probability that A wins every turn.
pub fn p_sweep(deck: WarDeck, progress: &mut impl Progress) -> Result<BigRational, WarError> {
    Ok(enumerate(deck, deck.turns(), progress, |_| {})?.p_sweep())
}
