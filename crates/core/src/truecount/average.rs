//! The Extended True Count averages: the expected value after a stopping rule has dealt cards
//! unseen, averaged exactly over every way it could have dealt them (binomial weights over a common
//! denominator, summed in 128-bit integers), as the module docs describe.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use super::{Game, MAX_DEALT, MAX_RANKS, Shoe, Stopping, TrueCountError};
use crate::progress::Progress;

/// C(n, k) for the small k of a dealing (k ≤ [`MAX_DEALT`], so at most C(1000, 10) < 2⁷⁸).
fn binomial(n: u32, k: u32) -> u128 {
    (0..k).fold(1, |c, i| c * u128::from(n - i) / u128::from(i + 1))
}

/// Walks every way to take `m` cards off a shoe with `counts`, none of rank `skip`, as counts
/// `taken` per rank, summing `ways × ev_numerator(counts − taken)` where
/// `ways = Π C(counts[r], taken[r])` is the number of sets of concrete cards with those counts.
struct Taking<'t, 'd, P: Progress> {
    counts: &'t [u32],
    skip: Option<usize>,
    taken: Vec<u32>,
    dealer: &'t mut Dealer<'d, P>,
}

impl<P: Progress> Taking<'_, '_, P> {
    fn sum(&mut self, rank: usize, m: u32, ways: u128) -> Result<i128, TrueCountError> {
        if rank == self.counts.len() {
            if m > 0 {
                return Ok(0);
            }
            self.dealer.tick()?;
            let mut left = [0; MAX_RANKS];
            for ((left, &count), &taken) in left.iter_mut().zip(self.counts).zip(&self.taken) {
                *left = count - taken;
            }
            let ev = self.dealer.game.ev_numerator(&left[..self.counts.len()]);
            let ways = i128::try_from(ways).map_err(|_| TrueCountError::Overflow)?;
            return ways.checked_mul(ev.into()).ok_or(TrueCountError::Overflow);
        }
        let most = if self.skip == Some(rank) {
            0
        } else {
            m.min(self.counts[rank])
        };
        let mut total: i128 = 0;
        for x in 0..=most {
            self.taken[rank] = x;
            let ways = ways
                .checked_mul(binomial(self.counts[rank], x))
                .ok_or(TrueCountError::Overflow)?;
            let sum = self.sum(rank + 1, m - x, ways)?;
            total = total.checked_add(sum).ok_or(TrueCountError::Overflow)?;
        }
        self.taken[rank] = 0;
        Ok(total)
    }
}

/// Averages the game over depleted shoes for one rule, telling `progress` which of the rule's
/// `steps` (one per number of cards dealt) it is on.
struct Dealer<'a, P: Progress> {
    game: Game,
    phase: String,
    step: u64,
    steps: u64,
    visited: u64,
    progress: &'a mut P,
}

impl<P: Progress> Dealer<'_, P> {
    /// One more depleted shoe visited: report now and then (and honour a stop).
    fn tick(&mut self) -> Result<(), TrueCountError> {
        self.visited += 1;
        if self.visited.is_multiple_of(65_536) {
            self.progress
                .report(&self.phase, self.step, self.steps)
                .check()?;
        }
        Ok(())
    }

    /// The average expected value after `m` cards, none of rank `skip`, have come off a shoe
    /// with `counts`, each set of concrete cards equally likely.
    fn average_after_taking(
        &mut self,
        counts: &[u32],
        m: u32,
        skip: Option<usize>,
    ) -> Result<BigRational, TrueCountError> {
        self.progress
            .report(&self.phase, self.step, self.steps)
            .check()?;
        self.step += 1;
        let game = self.game;
        let sum = Taking {
            counts,
            skip,
            taken: vec![0; counts.len()],
            dealer: self,
        }
        .sum(0, m, 1)?;
        let cards: u32 = counts.iter().sum();
        let usable = match skip {
            Some(rank) => cards - counts[rank],
            None => cards,
        };
        let sets = BigInt::from(binomial(usable, m));
        let denominator = sets * game.denominator(cards - m);
        Ok(BigRational::new(sum.into(), denominator))
    }
}

/// The post's `average_ev` generalised: the expected value of the round played after `rule`
/// has dealt cards off the top, averaged exactly over every way the dealing can go.
///
/// Dealing d cards off a shuffled shoe takes each set of d concrete cards with the same chance,
/// so burning d cards averages over how many of each rank were taken, weighted by
/// Π C(c_r, x_r) out of C(N, d). The ace rule stops at the d-th card when the first d − 1 are
/// not aces and the d-th is (probability C(others, d − 1)/C(N, d − 1) × aces/(N − d + 1), the
/// d − 1 others then a uniform set of non-aces), or deals its maximum without an ace
/// (probability C(others, max)/C(N, max)). The coin rule deals d cards with probability
/// 2^−(d+1) (2^−max for the maximum), independently of the cards.
pub fn average_ev(
    shoe: &Shoe,
    game: Game,
    rule: Stopping,
    progress: &mut impl Progress,
) -> Result<BigRational, TrueCountError> {
    let max_dealt = rule.max_dealt();
    if max_dealt > MAX_DEALT {
        return Err(TrueCountError::TooManyDealt(max_dealt));
    }
    shoe.check_room(max_dealt)?;
    let counts = &shoe.counts;
    let mut dealer = Dealer {
        game,
        phase: rule.describe(),
        step: 0,
        steps: match rule {
            Stopping::Burn(_) => 1,
            _ => u64::from(max_dealt) + 1,
        },
        visited: 0,
        progress,
    };
    match rule {
        Stopping::Burn(k) => dealer.average_after_taking(counts, k, None),
        Stopping::CoinFlips { max_heads } => {
            let mut average = BigRational::zero();
            for heads in 0..=max_heads {
                let flips = (heads + 1).min(max_heads);
                let chance = BigRational::new(BigInt::one(), BigInt::one() << flips);
                average += chance * dealer.average_after_taking(counts, heads, None)?;
            }
            Ok(average)
        }
        Stopping::UntilRank { rank, max_cards } => {
            let Some(&stoppers) = counts.get(rank) else {
                return Err(TrueCountError::NoSuchRank(rank));
            };
            let cards = shoe.cards();
            let others = cards - stoppers;
            // No card of the rank in the first `max_cards`: C(others, max) / C(N, max).
            let never = BigRational::new(
                binomial(others, max_cards).into(),
                binomial(cards, max_cards).into(),
            );
            let mut average = if never.is_zero() {
                never
            } else {
                never * dealer.average_after_taking(counts, max_cards, Some(rank))?
            };
            if stoppers > 0 {
                // The stopping card is the d-th: d − 1 others first, then one of the rank.
                let mut without_one = counts.clone();
                without_one[rank] -= 1;
                for others_first in 0..max_cards.min(others + 1) {
                    let chance = BigRational::new(
                        (binomial(others, others_first) * u128::from(stoppers)).into(),
                        (binomial(cards, others_first) * u128::from(cards - others_first)).into(),
                    );
                    let after =
                        dealer.average_after_taking(&without_one, others_first, Some(rank))?;
                    average += chance * after;
                }
            }
            Ok(average)
        }
    }
}
