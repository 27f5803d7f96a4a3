//! The post's card shuffle: pick a random adjacent pair, flip a coin to put it in ascending or
//! descending order.
//!
//! The post leaves as a puzzle which partial order this update preserves. It is the Bruhat
//! order ([`precedes`]): for every threshold m and every prefix of the deck, p has at most as
//! many cards ≥ m in that prefix as q. Sorting two adjacent cards sorts every threshold's 0/1
//! pattern the same way, and putting a pair of 0/1 cards in order can only lower (ascending) or
//! raise (descending) prefix counts, never reorder two decks' counts. The least deck is the
//! sorted one, the greatest the reversed one. The tests check monotonicity by brute force for
//! n = 4, and that the post's other chain ("flip a coin to swap or not"), with the same uniform
//! stationary distribution, is not monotone.

use serde::{Deserialize, Serialize};

use super::{
    BadInput, Graded, MonotoneChain, RandomSource, SplitMix64, coupling_from_the_past,
    forward_chain, forward_coupling,
};
use crate::progress::{Cancelled, Progress};
use crate::random::{RngCore, scale};

/// The largest deck [`Shuffle::new`] accepts. Coalescence takes of the order of n³ log n
/// updates (Wilson 2004): 7.6 million for 100 cards at seed 1, about 40 ms natively.
pub const MAX_CARDS: usize = 100;

/// The largest deck [`histogram`] accepts: 6! = 720 bars.
pub const MAX_HISTOGRAM_CARDS: usize = 6;

/// A deck: `deck[position]` is the card (0-based, in the deck's total order) at that position.
pub type Deck = Vec<u8>;

/// The adjacent-pair shuffle of a deck of n cards (2 ≤ n ≤ [`MAX_CARDS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shuffle {
    cards: usize,
}

impl Shuffle {
    /// The shuffle of `cards` cards, if 2 ≤ cards ≤ [`MAX_CARDS`].
    pub fn new(cards: usize) -> Result<Self, BadInput> {
        if !(2..=MAX_CARDS).contains(&cards) {
            return Err(BadInput(format!(
                "the number of cards must be from 2 to {MAX_CARDS}, not {cards}"
            )));
        }
        Ok(Shuffle { cards })
    }

    /// The number of cards.
    pub fn cards(&self) -> usize {
        self.cards
    }

    /// The random update of one time step: the pair at positions k, k + 1 and the coin (true:
    /// ascending), drawn as in the post's `random_update`.
    pub fn draw(&self, mut draws: SplitMix64) -> (usize, bool) {
        let bits = draws.next_u64();
        let k = scale(bits, self.cards as u64 - 1) as usize;
        (k, bits & 1 == 1)
    }
}

impl MonotoneChain for Shuffle {
    type State = Deck;

    fn bottom(&self) -> Deck {
        (0..self.cards as u8).collect()
    }

    fn top(&self) -> Deck {
        (0..self.cards as u8).rev().collect()
    }

    fn step(&self, deck: &mut Deck, draws: SplitMix64) {
        let (k, ascending) = self.draw(draws);
        // The post's `update`: swap unless the pair is already in the coin's order.
        if ascending != (deck[k] < deck[k + 1]) {
            deck.swap(k, k + 1);
        }
    }

    fn updates_per_step(&self) -> u64 {
        1
    }
}

/// The number of inversions is the Bruhat order's rank function (the order is graded by it:
/// Björner and Brenti, "Combinatorics of Coxeter Groups", ch. 2), so p strictly below q has
/// fewer inversions; the tests check it for every pair of 5-card decks.
impl Graded for Shuffle {
    fn grade(&self, deck: &Deck) -> u64 {
        inversions(deck)
    }
}

/// The pairs of positions whose cards are out of order.
pub fn inversions(deck: &[u8]) -> u64 {
    let mut count = 0;
    for (k, &x) in deck.iter().enumerate() {
        count += deck[k + 1..].iter().filter(|&&y| y < x).count() as u64;
    }
    count
}

/// The Bruhat order of the post's puzzle: p ≤ q when, for every threshold m and every prefix
/// length r, p has at most as many cards ≥ m among its first r as q has. Decks of equal length.
pub fn precedes(p: &[u8], q: &[u8]) -> bool {
    let n = p.len();
    (1..n as u8).all(|m| {
        let (mut in_p, mut in_q) = (0i32, 0i32);
        p.iter().zip(q).all(|(&x, &y)| {
            in_p += i32::from(x >= m);
            in_q += i32::from(y >= m);
            in_p <= in_q
        })
    })
}

/// The position of a deck in the lexicographic order of all n! decks (n ≤ 20).
pub fn rank(deck: &[u8]) -> u64 {
    let n = deck.len();
    let mut rank = 0u64;
    for (i, &card) in deck.iter().enumerate() {
        let smaller_later = deck[i + 1..].iter().filter(|&&c| c < card).count() as u64;
        rank = rank * (n - i) as u64 + smaller_later;
    }
    rank
}

/// Every deck of n cards in lexicographic order (n ≤ [`MAX_HISTOGRAM_CARDS`] + 2, for pages
/// that start all n! chains at once and for tests).
pub fn all_decks(n: usize) -> Vec<Deck> {
    let mut out = Vec::new();
    let mut deck: Deck = Vec::with_capacity(n);
    let mut used = vec![false; n];
    fn extend(deck: &mut Deck, used: &mut [bool], out: &mut Vec<Deck>) {
        if deck.len() == used.len() {
            out.push(deck.clone());
            return;
        }
        for card in 0..used.len() {
            if !used[card] {
                used[card] = true;
                deck.push(card as u8);
                extend(deck, used, out);
                deck.pop();
                used[card] = false;
            }
        }
    }
    extend(&mut deck, &mut used, &mut out);
    out
}

/// How a histogram's samples are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// Coupling from the past: exact.
    CouplingFromThePast,
    /// The forward chain from the sorted deck for this many steps: biased.
    Forward {
        /// Steps of the chain per sample.
        steps: u64,
    },
    /// The top and bottom chains run forward from now until they meet ([`forward_coupling`]):
    /// biased too, although every chain has met.
    ForwardCoupling,
}

/// How often each of the n! decks came up, and how far that is from uniform.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Histogram {
    /// The number of cards.
    pub cards: usize,
    /// `counts[rank(deck)]`: samples equal to each deck, in lexicographic order.
    pub counts: Vec<u64>,
    /// Pearson's chi-square statistic against the uniform distribution (n! − 1 degrees of
    /// freedom; about n! − 1 when the samples are uniform).
    pub chi_square: f64,
    /// Mean T at coalescence over the samples (coupling from the past), or mean steps until the
    /// chains met (forward coupling); none for the plain forward chain.
    pub mean_coalescence_time: Option<f64>,
}

/// `samples` shuffles of `cards` cards (2 ≤ cards ≤ [`MAX_HISTOGRAM_CARDS`]) by `method`,
/// sample k from `source.fork(k)`, tallied by deck.
pub fn histogram(
    cards: usize,
    samples: u64,
    method: Method,
    source: &RandomSource,
    progress: &mut impl Progress,
) -> Result<Histogram, HistogramError> {
    if cards > MAX_HISTOGRAM_CARDS {
        return Err(HistogramError::BadInput(BadInput(format!(
            "histograms are for at most {MAX_HISTOGRAM_CARDS} cards, not {cards}"
        ))));
    }
    let shuffle = Shuffle::new(cards).map_err(HistogramError::BadInput)?;
    let bars = all_decks(cards).len();
    let mut counts = vec![0u64; bars];
    let mut total_time = 0u64;
    for k in 0..samples {
        let fork = source.fork(k);
        let deck = match method {
            Method::CouplingFromThePast => {
                let sample = coupling_from_the_past(&shuffle, &fork, &mut crate::progress::Silent)?;
                total_time += sample.coalescence_time;
                sample.state
            }
            Method::Forward { steps } => forward_chain(
                &shuffle,
                shuffle.bottom(),
                &fork,
                steps,
                &mut crate::progress::Silent,
            )?,
            Method::ForwardCoupling => {
                let (deck, t) = forward_coupling(&shuffle, &fork, &mut crate::progress::Silent)?;
                total_time += t;
                deck
            }
        };
        counts[rank(&deck) as usize] += 1;
        if k % 1024 == 1023 {
            progress.report("sampling", k + 1, samples).check()?;
        }
    }
    let mean_coalescence_time = match method {
        Method::CouplingFromThePast | Method::ForwardCoupling if samples > 0 => {
            Some(total_time as f64 / samples as f64)
        }
        _ => None,
    };
    Ok(Histogram {
        cards,
        chi_square: chi_square_uniform(&counts),
        counts,
        mean_coalescence_time,
    })
}

/// Why [`histogram`] gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HistogramError {
    /// A parameter out of range.
    BadInput(BadInput),
    /// The caller asked to stop.
    Cancelled,
}

impl From<Cancelled> for HistogramError {
    fn from(_: Cancelled) -> Self {
        HistogramError::Cancelled
    }
}

impl std::fmt::Display for HistogramError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HistogramError::BadInput(e) => e.fmt(f),
            HistogramError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for HistogramError {}

/// Pearson's chi-square statistic of `counts` against equal expected counts.
pub fn chi_square_uniform(counts: &[u64]) -> f64 {
    let total: u64 = counts.iter().sum();
    if counts.is_empty() || total == 0 {
        return 0.0;
    }
    let expected = total as f64 / counts.len() as f64;
    counts
        .iter()
        .map(|&k| (k as f64 - expected).powi(2) / expected)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cftp::trace;
    use crate::progress::Silent;

    /// Chi-square critical values at p = 0.001 (tables): 23 and 19 degrees of freedom.
    pub(crate) const CHI2_999_DF23: f64 = 49.73;

    /// Every pair p ≤ q of 4-card decks stays ordered under every update (k, coin): the
    /// post's chain is monotone for the Bruhat order, with the sorted deck least and the
    /// reversed deck greatest.
    #[test]
    fn the_update_is_monotone_for_the_bruhat_order() {
        let decks = all_decks(4);
        let sorted: Deck = vec![0, 1, 2, 3];
        let reversed: Deck = vec![3, 2, 1, 0];
        let apply = |deck: &Deck, k: usize, ascending: bool| {
            let mut d = deck.clone();
            if ascending != (d[k] < d[k + 1]) {
                d.swap(k, k + 1);
            }
            d
        };
        let mut comparable = 0;
        for p in &decks {
            assert!(precedes(&sorted, p) && precedes(p, &reversed));
            for q in &decks {
                if !precedes(p, q) {
                    continue;
                }
                comparable += 1;
                for k in 0..3 {
                    for ascending in [false, true] {
                        assert!(precedes(&apply(p, k, ascending), &apply(q, k, ascending)));
                    }
                }
            }
        }
        // The Bruhat order of S4 has 24 decks, so 24 reflexive pairs plus proper ones.
        assert!(comparable > 24 && comparable < 24 * 24);
    }

    /// The post's warning: "swap or not by a coin" has the same stationary distribution but
    /// is not monotone; a brute force over 3-card decks finds ordered decks it unorders.
    #[test]
    fn swap_or_not_is_not_monotone() {
        let decks = all_decks(3);
        let found = decks.iter().any(|p| {
            decks.iter().any(|q| {
                precedes(p, q)
                    && (0..2).any(|k| {
                        let (mut p2, mut q2) = (p.clone(), q.clone());
                        p2.swap(k, k + 1);
                        q2.swap(k, k + 1);
                        !precedes(&p2, &q2)
                    })
            })
        });
        assert!(found);
    }

    /// After every step from −T, top ≥ every other chain ≥ bottom (all 120 decks of 5 cards
    /// started at once), and at T = coalescence time all 120 end in the sample.
    #[test]
    fn all_chains_stay_between_top_and_bottom_and_meet() {
        let shuffle = Shuffle::new(5).unwrap();
        let source = RandomSource::new(11);
        let sample = coupling_from_the_past(&shuffle, &source, &mut Silent).unwrap();
        let mut starts = vec![shuffle.top(), shuffle.bottom()];
        starts.extend(all_decks(5));
        let frames = trace(&shuffle, &source, starts, sample.coalescence_time, u64::MAX);
        assert_eq!(frames.len() as u64, sample.coalescence_time + 1);
        for frame in &frames {
            let (top, bottom) = (&frame.states[0], &frame.states[1]);
            for deck in &frame.states {
                assert!(precedes(bottom, deck) && precedes(deck, top));
            }
        }
        let last = frames.last().unwrap();
        assert!(last.states.iter().all(|d| *d == sample.state));
        // Half as far back, the chains had not all met (that is why T doubled).
        if sample.coalescence_time > 1 {
            let half = trace(
                &shuffle,
                &source,
                all_decks(5),
                sample.coalescence_time / 2,
                1,
            );
            let end = &half.last().unwrap().states;
            assert!(end.iter().any(|d| *d != end[0]));
        }
    }

    /// 24,000 exact samples of 4 cards, at a fixed seed, pass the chi-square test for 24
    /// equally likely decks at the 0.1% level; the forward chain run for 4 steps from the
    /// sorted deck fails it badly (the bias coupling from the past removes).
    #[test]
    fn four_cards_are_uniform_by_chi_square() {
        let source = RandomSource::new(2024);
        let exact =
            histogram(4, 24_000, Method::CouplingFromThePast, &source, &mut Silent).unwrap();
        assert_eq!(exact.counts.iter().sum::<u64>(), 24_000);
        assert!(
            exact.chi_square < CHI2_999_DF23,
            "chi² = {}",
            exact.chi_square
        );
        let forward = histogram(
            4,
            24_000,
            Method::Forward { steps: 4 },
            &source,
            &mut Silent,
        )
        .unwrap();
        assert!(
            forward.chi_square > 10.0 * CHI2_999_DF23,
            "chi² = {}",
            forward.chi_square
        );
    }

    /// Running forward until the chains meet is biased, and by the exact law: for three
    /// cards the meeting state is the sorted or the reversed deck with probability 1/4 each,
    /// each other deck 1/8 (absorption probabilities of the pair chain, computed exactly by
    /// iterating it over fractions). 16,000 samples: each count within 4.5 standard
    /// deviations, and far from uniform by chi-square.
    #[test]
    fn forward_coupling_is_biased_as_computed() {
        let samples = 16_000u64;
        let h = histogram(
            3,
            samples,
            Method::ForwardCoupling,
            &RandomSource::new(7),
            &mut Silent,
        )
        .unwrap();
        let law = [0.25, 0.125, 0.125, 0.125, 0.125, 0.25];
        for (count, p) in h.counts.iter().zip(law) {
            let mean = samples as f64 * p;
            let sd = (samples as f64 * p * (1.0 - p)).sqrt();
            assert!((*count as f64 - mean).abs() < 4.5 * sd, "{:?}", h.counts);
        }
        assert!(h.chi_square > 1000.0, "chi² = {}", h.chi_square);
        assert!(h.mean_coalescence_time.is_some_and(|m| m >= 1.0));
    }

    /// The same seed gives the same deck; another seed (almost surely) another.
    #[test]
    fn samples_are_reproducible_from_the_seed() {
        let shuffle = Shuffle::new(20).unwrap();
        let one = coupling_from_the_past(&shuffle, &RandomSource::new(5), &mut Silent).unwrap();
        let again = coupling_from_the_past(&shuffle, &RandomSource::new(5), &mut Silent).unwrap();
        let other = coupling_from_the_past(&shuffle, &RandomSource::new(6), &mut Silent).unwrap();
        assert_eq!(one, again);
        assert_ne!(one.state, other.state);
        let mut sorted = one.state.clone();
        sorted.sort();
        assert_eq!(sorted, shuffle.bottom());
    }

    /// Lexicographic ranks run over 0..n! in the order `all_decks` lists the decks.
    #[test]
    fn ranks_follow_the_lexicographic_order() {
        for (k, deck) in all_decks(5).iter().enumerate() {
            assert_eq!(rank(deck), k as u64);
        }
    }

    /// Decks outside 2..=MAX_CARDS and histograms of more than 6 cards are refused.
    #[test]
    fn bad_sizes_are_refused() {
        assert!(Shuffle::new(1).is_err());
        assert!(Shuffle::new(MAX_CARDS + 1).is_err());
        assert!(Shuffle::new(MAX_CARDS).is_ok());
        let source = RandomSource::new(0);
        let result = histogram(7, 1, Method::CouplingFromThePast, &source, &mut Silent);
        assert!(matches!(result, Err(HistogramError::BadInput(_))));
    }
}
