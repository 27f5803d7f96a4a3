//! Independent checks of the enumeration, as the notebook makes them: a brute force over every
//! arrangement of a small concrete deck (its table of small decks), and a Monte Carlo simulation.

use num_bigint::BigInt;
use num_rational::BigRational;
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::report::{decimal, fraction};
use super::sweep::p_sweep;
use super::{MAX_BRUTE_FORCE_DEALS, NOTEBOOK_DECKS, WarDeck, WarError};
use crate::progress::Progress;

/// The concrete deck of the notebook's `make_deck`: ranks 1..=ranks, each `suits` times, sorted.
fn make_deck(deck: WarDeck) -> Vec<u32> {
    (1..=deck.ranks)
        .flat_map(|rank| std::iter::repeat_n(rank, deck.suits as usize))
        .collect()
}

/// The notebook's `sweep`: upon dealing this deck (A gets cards 0, 2, 4, …; B gets 1, 3, 5, …),
/// does A win every turn?
fn sweep(cards: &[u32]) -> bool {
    cards.chunks_exact(2).all(|turn| turn[0] > turn[1])
}

/// Rearranges `cards` into the next lexicographic arrangement; false after the last one. Each
/// distinct arrangement of a multiset is visited exactly once when starting from sorted order.
fn next_arrangement(cards: &mut [u32]) -> bool {
    let Some(i) = (1..cards.len()).rev().find(|&i| cards[i - 1] < cards[i]) else {
        return false;
    };
    let pivot = i - 1;
    // A successor exists: cards[i] > cards[pivot], so the search finds one.
    let Some(j) = (i..cards.len()).rev().find(|&j| cards[j] > cards[pivot]) else {
        return false;
    };
    cards.swap(pivot, j);
    cards[i..].reverse();
    true
}

/// The notebook's brute force (`p_sweeps(permutations(make_deck(r, s)))`): deal every distinct
/// arrangement of the deck and count the sweeps. Each distinct arrangement stands for the same
/// number (suits!^ranks) of permutations, so the proportion is the same as over permutations.
/// At most [`MAX_BRUTE_FORCE_DEALS`] distinct deals.
pub fn brute_force_p_sweep(deck: WarDeck) -> Result<BigRational, WarError> {
    let mut deals: u128 = 1;
    let mut placed: u32 = 0;
    for _ in 0..deck.ranks {
        for k in 1..=deck.suits {
            placed += 1;
            // After each step this is the multinomial count of the ranks placed so far.
            deals = deals.saturating_mul(u128::from(placed)) / u128::from(k);
        }
    }
    if deals > u128::from(MAX_BRUTE_FORCE_DEALS) {
        return Err(WarError::TooManyDeals {
            ranks: deck.ranks,
            suits: deck.suits,
        });
    }
    let mut cards = make_deck(deck);
    let (mut sweeps, mut seen) = (0u64, 0u64);
    loop {
        seen += 1;
        sweeps += u64::from(sweep(&cards));
        if !next_arrangement(&mut cards) {
            break;
        }
    }
    Ok(BigRational::new(BigInt::from(sweeps), BigInt::from(seen)))
}

/// One row of the notebook's brute-force table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BruteForceCheck {
    /// Ranks of the deck.
    pub ranks: u32,
    /// Suits of the deck.
    pub suits: u32,
    /// P(sweep) by dealing every distinct arrangement, as "p/q".
    pub brute_force: String,
    /// P(sweep) by abstract incremental enumeration, as "p/q".
    pub abstract_enumeration: String,
    /// The probability as a decimal (the notebook prints it to 4 places).
    pub p: f64,
    /// Whether the two methods agree exactly (the notebook's ∆ = 0).
    pub agree: bool,
}

/// The notebook's table: brute force against abstract enumeration for each of
/// [`NOTEBOOK_DECKS`] (157,423 distinct deals in all, 113,400 of them for 5 ranks × 2 suits).
pub fn notebook_table(progress: &mut impl Progress) -> Result<Vec<BruteForceCheck>, WarError> {
    let mut rows = Vec::new();
    for (done, &(ranks, suits)) in NOTEBOOK_DECKS.iter().enumerate() {
        progress
            .report("brute force", done as u64, NOTEBOOK_DECKS.len() as u64)
            .check()?;
        let deck = WarDeck::new(ranks, suits)?;
        let brute = brute_force_p_sweep(deck)?;
        let enumerated = p_sweep(deck, progress)?;
        rows.push(BruteForceCheck {
            ranks,
            suits,
            brute_force: fraction(&brute),
            abstract_enumeration: fraction(&enumerated),
            p: decimal(&enumerated),
            agree: brute == enumerated,
        });
    }
    Ok(rows)
}

/// The notebook's Approach 3, simulation: shuffle and deal `games` times, count A's sweeps.
pub fn simulate<R: Rng + ?Sized>(
    deck: WarDeck,
    games: u64,
    rng: &mut R,
    progress: &mut impl Progress,
) -> Result<u64, WarError> {
    let mut cards = make_deck(deck);
    let mut sweeps = 0;
    for game in 0..games {
        if game % 65_536 == 65_535 {
            progress.report("simulating", game, games).check()?;
        }
        cards.shuffle(rng);
        sweeps += u64::from(sweep(&cards));
    }
    Ok(sweeps)
}
