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

use std::collections::HashMap;
use std::fmt;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

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

/// C(n, k) in u128, saturating (only compared against caps).
fn binomial(n: u32, k: u32) -> u128 {
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

fn unpack(deck: PackedDeck, suits: u32) -> AbDeck {
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
struct PDist {
    deck: WarDeck,
    turns: u32,
    cards_left: u32,
    weights: HashMap<PackedDeck, BigUint>,
    denominator: BigUint,
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
    fn p_sweep(&self) -> BigRational {
        let total: BigUint = self.weights.values().sum();
        BigRational::new(BigInt::from(total), BigInt::from(self.denominator.clone()))
    }
}

/// Plays turns until `turns` have been played, calling `each_turn` on the distribution after
/// every turn (and on the start).
fn enumerate(
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

/// "p/q", always with a denominator (so that every exact value parses the same way).
fn fraction(r: &BigRational) -> String {
    format!("{}/{}", r.numer(), r.denom())
}

/// A rational as the nearest f64 (num-rational rounds correctly, even for huge terms).
fn decimal(r: &BigRational) -> f64 {
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
    let last = enumerate(deck, deck.turns(), progress, |dist| {
        let p = dist.p_sweep();
        by_turn.push(TurnOdds {
            turn: dist.turns,
            abstract_decks: dist.weights.len() as u64,
            p_exact: fraction(&p),
            p: decimal(&p),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{Flow, Silent};
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn p(ranks: u32, suits: u32) -> BigRational {
        p_sweep(WarDeck::new(ranks, suits).unwrap(), &mut Silent).unwrap()
    }

    fn ratio(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn full_deck_matches_the_notebook() {
        let report = sweep_report(WarDeck::standard(), &mut Silent).unwrap();
        assert_eq!(report.turns, 26);
        // The notebook's float sum: 3.132436174322299e-09; ours is the rounded exact value.
        assert!((report.p_sweep / 3.132436174322299e-09 - 1.0).abs() < 1e-13);
        // 1 / (2 * p_sweep(deck)) = 159620171.70491105: "about once every 160 million games".
        let games = report.games_per_sweep.unwrap();
        assert!((games / 159_620_171.704_911_05 - 1.0).abs() < 1e-13);
        assert_eq!((games / 1e7).round(), 16.0);
        // p_sweep(deck) / ((24/51) ** 26) = 1.0167508045532485.
        assert!(
            (report.p_sweep / report.simple_arithmetic / 1.0167508045532485 - 1.0).abs() < 1e-12
        );
    }

    #[test]
    fn exact_full_deck_value_is_a_reduced_fraction_over_52_falling_52() {
        let exact = p(13, 4);
        // The denominator divides 52! (the weights are counted over 52·51·…·1).
        let factorial: BigInt = (1..=52u32).map(BigInt::from).product();
        assert!((factorial % exact.denom()).is_zero());
        assert_eq!(
            decimal(&exact),
            sweep_report(WarDeck::standard(), &mut Silent)
                .unwrap()
                .p_sweep
        );
    }

    #[test]
    fn first_turns_match_the_notebook_printout() {
        let deck = WarDeck::standard();
        let after = |t| decks_after(deck, t, &mut Silent).unwrap();
        let one = after(1);
        assert_eq!(one.len(), 1);
        assert_eq!(one[0].deck, [3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
        assert_eq!(one[0].p_exact, "8/17"); // 24/51
        let two = after(2);
        let printed = [
            (
                vec![2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
                0.001728691476590634,
            ),
            (
                vec![2, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
                0.050708283313325254,
            ),
            (
                vec![3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4],
                0.16902761104441777,
            ),
        ];
        assert_eq!(two.len(), printed.len());
        for (row, (deck, p)) in two.iter().zip(printed) {
            assert_eq!(row.deck, deck);
            assert!((row.p / p - 1.0).abs() < 1e-12, "{row:?}");
        }
        assert_eq!(after(3).len(), 7);
        let four = after(4);
        assert_eq!(four.len(), 15);
        // The first entry printed for turn 4: all four cards of two ranks gone.
        assert_eq!(four[0].deck, vec![4; 11]);
        assert!((four[0].p / 1.4807032896414793e-09 - 1.0).abs() < 1e-12);
        let thirteen_threes = four
            .iter()
            .find(|o| o.deck == [3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4]);
        assert!((thirteen_threes.unwrap().p / 0.007005029578899085 - 1.0).abs() < 1e-12);
    }

    #[test]
    fn brute_force_agrees_on_the_notebook_table() {
        // The notebook prints p to 4 places for each deck.
        let printed = [
            0.5000, 0.2500, 0.1667, 0.1250, 0.0667, 0.0500, 0.0625, 0.0357, 0.0143, 0.0180, 0.0040,
        ];
        let table = notebook_table(&mut Silent).unwrap();
        for (row, p) in table.iter().zip(printed) {
            assert!(row.agree, "{row:?}");
            assert_eq!(row.brute_force, row.abstract_enumeration);
            assert!((row.p - p).abs() < 0.00005, "{row:?}");
        }
        assert_eq!(table[7].abstract_enumeration, "1/28"); // 0.03571428571428571
    }

    #[test]
    fn brute_force_agrees_on_odd_and_other_small_decks() {
        for (ranks, suits) in [
            (3, 1),
            (3, 3),
            (5, 1),
            (7, 1),
            (3, 4),
            (4, 3),
            (2, 6),
            (3, 5),
        ] {
            let deck = WarDeck::new(ranks, suits).unwrap();
            assert_eq!(
                brute_force_p_sweep(deck).unwrap(),
                p(ranks, suits),
                "{ranks}×{suits}"
            );
        }
    }

    #[test]
    fn one_suit_never_ties_so_each_turn_is_a_coin_flip() {
        for ranks in 2..=40 {
            assert_eq!(p(ranks, 1), ratio(1, 1 << (ranks / 2)), "{ranks} ranks");
        }
    }

    #[test]
    fn one_rank_always_ties() {
        assert!(p(1, 2).is_zero());
        let report = sweep_report(WarDeck::new(1, 8).unwrap(), &mut Silent).unwrap();
        assert_eq!(report.games_per_sweep, None);
        assert_eq!(report.by_turn[1].abstract_decks, 0);
    }

    #[test]
    fn curve_starts_at_one_and_never_rises() {
        let report = sweep_report(WarDeck::new(13, 6).unwrap(), &mut Silent).unwrap();
        assert_eq!(report.by_turn.len(), 40);
        assert_eq!(report.by_turn[0].p_exact, "1/1");
        assert_eq!(report.by_turn[0].abstract_decks, 1);
        assert!(report.by_turn.windows(2).all(|w| w[1].p < w[0].p));
        assert_eq!(report.by_turn.last().unwrap().p, report.p_sweep);
        // P(first turn) = (N - suits) / (N - 1) / 2 exactly.
        assert_eq!(report.by_turn[1].p_exact, "36/77"); // (78 - 6) / 77 / 2
    }

    #[test]
    fn simulation_brackets_the_exact_value() {
        // (4, 2): p = 1/28. 200,000 games: sd = sqrt(p(1-p)/n) ≈ 0.00042; allow 5 sd.
        let deck = WarDeck::new(4, 2).unwrap();
        let mut rng = SmallRng::seed_from_u64(20_200_828);
        let games = 200_000;
        let sweeps = simulate(deck, games, &mut rng, &mut Silent).unwrap();
        let estimate = sweeps as f64 / games as f64;
        assert!((estimate - 1.0 / 28.0).abs() < 5.0 * 0.00042, "{estimate}");
    }

    #[test]
    fn bad_decks_are_refused_with_a_reason() {
        assert_eq!(WarDeck::new(0, 4), Err(WarError::NoRanks));
        assert_eq!(WarDeck::new(13, 0), Err(WarError::NoSuits));
        assert_eq!(WarDeck::new(1, 1), Err(WarError::TooFewCards));
        assert_eq!(WarDeck::new(256, 1), Err(WarError::TooManyRanks(256)));
        assert_eq!(WarDeck::new(13, 9), Err(WarError::TooManySuits(9)));
        assert!(matches!(
            WarDeck::new(40, 8),
            Err(WarError::TooManyAbstractDecks { .. })
        ));
        assert!(WarDeck::new(255, 2).is_ok());
        assert!(WarDeck::new(13, 8).is_ok());
        let big = WarDeck::new(13, 4).unwrap();
        assert!(matches!(
            brute_force_p_sweep(big),
            Err(WarError::TooManyDeals { .. })
        ));
        assert!(matches!(
            decks_after(big, 27, &mut Silent),
            Err(WarError::TooManyTurns {
                asked: 27,
                turns: 26
            })
        ));
        assert!(WarError::TooManySuits(9).to_string().contains("at most 8"));
    }

    #[test]
    fn cancelling_stops_the_enumeration() {
        let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
        assert_eq!(
            p_sweep(WarDeck::standard(), &mut stop),
            Err(WarError::Cancelled)
        );
    }
}
