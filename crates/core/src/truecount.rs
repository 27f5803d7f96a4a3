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

use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

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
                format!("deal until an ace or {max_cards} cards")
            }
            Stopping::UntilRank { rank, max_cards } => {
                format!(
                    "deal until a card of rank {} or {max_cards} cards",
                    rank + 1
                )
            }
            Stopping::CoinFlips { max_heads } => {
                format!("deal a card per heads until tails or {max_heads} heads")
            }
        }
    }
}

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

/// "p/q", always with a denominator (so that every exact value parses the same way).
fn fraction(r: &BigRational) -> String {
    format!("{}/{}", r.numer(), r.denom())
}

/// A rational as the nearest f64.
fn decimal(r: &BigRational) -> f64 {
    r.to_f64().unwrap_or(f64::NAN)
}

/// One stopping rule's average against the expected value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RuleAverage {
    /// The rule.
    pub rule: Stopping,
    /// The rule in words.
    pub description: String,
    /// The average expected value after the rule's dealing, exactly, as "p/q".
    pub average_exact: String,
    /// The same as a decimal.
    pub average: f64,
    /// Whether it equals the expected value off the top (it must, for a correct program).
    pub agrees: bool,
}

/// Everything the true-count page shows for one shoe and game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrueCountReport {
    /// The shoe, lowest rank first.
    pub shoe: Vec<u32>,
    /// Cards in the shoe.
    pub cards: u32,
    /// Whether ties push.
    pub ties_push: bool,
    /// Whether the missing line is missing.
    pub buggy: bool,
    /// `expected_value(shoe)`, exactly, as "p/q".
    pub expected_value_exact: String,
    /// The same as a decimal.
    pub expected_value: f64,
    /// `average_ev` under each of the post's rules.
    pub averages: Vec<RuleAverage>,
    /// Whether some average disagrees with the expected value: proof of a bug.
    pub bug_revealed: bool,
}

/// The expected value and the post's four averages: burn 1, burn 2, and the two stopping rules
/// dealing at most `max_cards` (0 to [`MAX_DEALT`]; the post uses 10).
pub fn truecount_report(
    shoe: &Shoe,
    game: Game,
    max_cards: u32,
    progress: &mut impl Progress,
) -> Result<TrueCountReport, TrueCountError> {
    let ev = expected_value(shoe, game);
    let mut averages = Vec::new();
    for rule in Stopping::post_rules(max_cards) {
        let average = average_ev(shoe, game, rule, progress)?;
        averages.push(RuleAverage {
            rule,
            description: rule.describe(),
            average_exact: fraction(&average),
            average: decimal(&average),
            agrees: average == ev,
        });
    }
    Ok(TrueCountReport {
        shoe: shoe.counts.clone(),
        cards: shoe.cards(),
        ties_push: game.ties_push,
        buggy: game.buggy,
        expected_value_exact: fraction(&ev),
        expected_value: decimal(&ev),
        bug_revealed: averages.iter().any(|a| !a.agrees),
        averages,
    })
}

/// The average expected value after burning some cards, by both programs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BurnPoint {
    /// Cards burned.
    pub burned: u32,
    /// The average by the correct program, exactly ("p/q").
    pub correct_exact: String,
    /// The same as a decimal.
    pub correct: f64,
    /// The average by the post's program with its missing line, exactly.
    pub buggy_exact: String,
    /// The same as a decimal.
    pub buggy: f64,
}

/// The burn curve: for every number of cards burned from 0 to `max_cards`, the average
/// expected value by the correct program and by the post's. Burning cards never changes the
/// correct average (the Extended True Count theorem), so a curve that moves is the bug showing.
pub fn burn_curve(
    shoe: &Shoe,
    game: Game,
    max_cards: u32,
    progress: &mut impl Progress,
) -> Result<Vec<BurnPoint>, TrueCountError> {
    let mut burns = Vec::new();
    for burned in 0..=max_cards {
        let mut average = |buggy: bool| -> Result<(String, f64), TrueCountError> {
            let game = Game { buggy, ..game };
            let value = average_ev(shoe, game, Stopping::Burn(burned), progress)?;
            Ok((value.to_string(), value.to_f64().unwrap_or(f64::NAN)))
        };
        let ((correct_exact, correct), (buggy_exact, buggy)) = (average(false)?, average(true)?);
        burns.push(BurnPoint {
            burned,
            correct_exact,
            correct,
            buggy_exact,
            buggy,
        });
    }
    Ok(burns)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{Flow, Silent};

    const CORRECT: Game = Game {
        ties_push: false,
        buggy: false,
    };
    const BUGGY: Game = Game {
        ties_push: false,
        buggy: true,
    };

    fn ratio(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    fn shoe(counts: &[i64]) -> Shoe {
        Shoe::new(counts).unwrap()
    }

    /// Independent closed forms. Win and loss are symmetric, so the correct expected value is
    /// −P(tie) = −Σ c(c − 1)/(N(N − 1)); drawing the house's card with replacement makes it
    /// −Σ c²/N².
    fn closed_form(counts: &[u32], game: Game) -> BigRational {
        let n = i64::from(counts.iter().sum::<u32>());
        let (ties, pairs) = if game.buggy {
            (counts.iter().map(|&c| i64::from(c * c)).sum::<i64>(), n * n)
        } else {
            (
                counts.iter().map(|&c| i64::from(c * c - c)).sum(),
                n * (n - 1),
            )
        };
        if game.ties_push {
            BigRational::zero()
        } else {
            ratio(-ties, pairs)
        }
    }

    #[test]
    fn the_posts_figures() {
        let deck = Shoe::single_deck();
        assert_eq!(expected_value(&deck, BUGGY), ratio(-25, 169));
        let burn_one = average_ev(&deck, BUGGY, Stopping::Burn(1), &mut Silent).unwrap();
        assert_eq!(burn_one, ratio(-557, 3757));
        // "still a roughly 14.8% house edge"
        assert_eq!((decimal(&burn_one) * 1000.0).round(), -148.0);
        // The missing line restored: −P(tie) = −348/2652.
        assert_eq!(expected_value(&deck, CORRECT), ratio(-29, 221));
        // Ties push: "average_ev(shoe) == expected_value(shoe) == 0", bug or no bug.
        for buggy in [false, true] {
            let game = Game {
                ties_push: true,
                buggy,
            };
            let report = truecount_report(&deck, game, 10, &mut Silent).unwrap();
            assert_eq!(report.expected_value_exact, "0/1");
            assert!(!report.bug_revealed);
            assert!(report.averages.iter().all(|a| a.average_exact == "0/1"));
        }
    }

    #[test]
    fn every_rule_reveals_the_bug_and_agrees_without_it() {
        let deck = Shoe::single_deck();
        let buggy = truecount_report(&deck, BUGGY, 10, &mut Silent).unwrap();
        assert!(buggy.bug_revealed);
        assert!(buggy.averages.iter().all(|a| !a.agrees), "{buggy:?}");
        let correct = truecount_report(&deck, CORRECT, 10, &mut Silent).unwrap();
        assert!(!correct.bug_revealed);
        for average in &correct.averages {
            assert_eq!(average.average_exact, "-29/221", "{average:?}");
        }
    }

    #[test]
    fn expected_value_matches_the_closed_forms() {
        let shoes: [&[i64]; 5] = [
            &[4, 4, 4, 4, 4, 4, 4, 4, 4, 16],
            &[24, 24, 24, 24, 24, 24, 24, 24, 24, 96],
            &[1, 1],
            &[0, 3, 0, 2, 7],
            &[5, 1, 0, 0, 9, 2, 2, 2, 8, 1, 1, 30, 4],
        ];
        for counts in shoes {
            let shoe = shoe(counts);
            for ties_push in [false, true] {
                for buggy in [false, true] {
                    let game = Game { ties_push, buggy };
                    assert_eq!(
                        expected_value(&shoe, game),
                        closed_form(shoe.counts(), game),
                        "{counts:?} {game:?}"
                    );
                }
            }
        }
    }

    /// The buggy burn-k average by the hypergeometric moments of the cards left of each rank:
    /// c' = c − X with E[X] = kc/N and Var X = k(c/N)(1 − c/N)(N − k)/(N − 1), so
    /// E[c'²] = (c − kc/N)² + Var X, and the buggy value −Σc'²/(N − k)² averages to
    /// −Σ E[c'²]/(N − k)².
    fn buggy_burn_closed_form(counts: &[u32], k: u32) -> BigRational {
        let n = BigRational::from_integer(counts.iter().sum::<u32>().into());
        let k = BigRational::from_integer(k.into());
        let one = BigRational::one();
        let mut squares = BigRational::zero();
        for &c in counts {
            let c = BigRational::from_integer(c.into());
            let share = &c / &n;
            let mean_left = &c - &k * &share;
            let variance = &k * &share * (&one - &share) * (&n - &k) / (&n - &one);
            squares += &mean_left * &mean_left + variance;
        }
        let left = &n - &k;
        -squares / (&left * &left)
    }

    #[test]
    fn buggy_burn_averages_match_the_moments() {
        for counts in [
            Shoe::single_deck().counts().to_vec(),
            vec![24, 24, 24, 24, 24, 24, 24, 24, 24, 96],
            vec![3, 0, 5, 1, 1, 2, 9],
        ] {
            let shoe =
                Shoe::new(&counts.iter().map(|&c| i64::from(c)).collect::<Vec<_>>()).unwrap();
            for k in [1, 2, 5, 10] {
                let dp = average_ev(&shoe, BUGGY, Stopping::Burn(k), &mut Silent).unwrap();
                assert_eq!(
                    dp,
                    buggy_burn_closed_form(&counts, k),
                    "{counts:?} burn {k}"
                );
            }
        }
    }

    /// Every ordering of a small shoe's concrete cards, each card given by its rank.
    fn each_ordering(cards: &mut Vec<usize>, k: usize, visit: &mut impl FnMut(&[usize])) {
        if k == cards.len() {
            visit(cards);
            return;
        }
        for i in k..cards.len() {
            cards.swap(k, i);
            each_ordering(cards, k + 1, visit);
            cards.swap(k, i);
        }
    }

    /// The average by brute force: shuffle the concrete cards in every order, deal by `rule`
    /// from the top (the coin is independent of the cards, so its rule mixes the burn-k
    /// averages with P(k heads first)), and average the expected value of what is left.
    fn brute_force(counts: &[u32], game: Game, rule: Stopping) -> BigRational {
        let burn_after = |dealt_by: &dyn Fn(&[usize]) -> usize| {
            let mut cards: Vec<usize> = counts
                .iter()
                .enumerate()
                .flat_map(|(rank, &c)| std::iter::repeat_n(rank, c as usize))
                .collect();
            let (mut sum, mut orderings) = (BigRational::zero(), 0i64);
            each_ordering(&mut cards, 0, &mut |order| {
                let mut left = counts.to_vec();
                for &card in &order[..dealt_by(order)] {
                    left[card] -= 1;
                }
                let counts: Vec<i64> = left.iter().map(|&c| i64::from(c)).collect();
                sum += expected_value(&Shoe::new(&counts).unwrap(), game);
                orderings += 1;
            });
            sum / BigRational::from_integer(orderings.into())
        };
        match rule {
            Stopping::Burn(k) => burn_after(&|_| k as usize),
            Stopping::UntilRank { rank, max_cards } => burn_after(&|order| {
                let max = max_cards as usize;
                order[..max]
                    .iter()
                    .position(|&c| c == rank)
                    .map_or(max, |i| i + 1)
            }),
            Stopping::CoinFlips { max_heads } => (0..=max_heads)
                .map(|k| {
                    let flips = (k + 1).min(max_heads);
                    burn_after(&|_| k as usize) / BigRational::from_integer((1u64 << flips).into())
                })
                .sum(),
        }
    }

    #[test]
    fn stopping_rules_agree_with_brute_force() {
        let counts = [2, 1, 2, 3]; // 8 cards: 40,320 orderings
        let small = shoe(&[2, 1, 2, 3]);
        let rules = [
            Stopping::Burn(0),
            Stopping::Burn(3),
            Stopping::UntilRank {
                rank: 0,
                max_cards: 4,
            },
            Stopping::UntilRank {
                rank: 3,
                max_cards: 6,
            },
            Stopping::CoinFlips { max_heads: 5 },
        ];
        for game in [CORRECT, BUGGY] {
            for rule in rules {
                let enumerated = average_ev(&small, game, rule, &mut Silent).unwrap();
                assert_eq!(
                    enumerated,
                    brute_force(&counts, game, rule),
                    "{game:?} {rule:?}"
                );
            }
        }
    }

    #[test]
    fn the_theorem_holds_for_the_correct_program_on_other_shoes() {
        let six_decks = shoe(&[24, 24, 24, 24, 24, 24, 24, 24, 24, 96]);
        let odd = shoe(&[1, 0, 7, 3, 3, 12, 2, 0, 0, 5, 1, 1, 4]);
        for shoe in [six_decks, odd] {
            let report = truecount_report(&shoe, CORRECT, 10, &mut Silent).unwrap();
            assert!(!report.bug_revealed, "{report:?}");
            let buggy = truecount_report(&shoe, BUGGY, 10, &mut Silent).unwrap();
            assert!(buggy.bug_revealed);
        }
    }

    #[test]
    fn the_largest_enumeration_within_the_caps() {
        // 13 ranks of 76 cards (988 cards), rule dealing up to 10: 646,646 shoes at depth 10.
        let big = shoe(&[76; 13]);
        let rule = Stopping::CoinFlips { max_heads: 10 };
        let average = average_ev(&big, CORRECT, rule, &mut Silent).unwrap();
        assert_eq!(average, expected_value(&big, CORRECT));
    }

    #[test]
    fn bad_shoes_and_rules_are_refused_with_a_reason() {
        assert_eq!(
            Shoe::parse("4,4,-1,4"),
            Err(TrueCountError::NegativeCount { rank: 3, count: -1 })
        );
        assert_eq!(
            Shoe::parse("4,4,-1,4").unwrap_err().to_string(),
            "rank 3 has -1 cards: counts cannot be negative"
        );
        assert_eq!(
            Shoe::parse("4, x"),
            Err(TrueCountError::NotACount("x".into()))
        );
        assert_eq!(
            Shoe::parse("4,,4"),
            Err(TrueCountError::NotACount("".into()))
        );
        assert_eq!(Shoe::new(&[]), Err(TrueCountError::NoRanks));
        assert_eq!(Shoe::new(&[1; 14]), Err(TrueCountError::TooManyRanks(14)));
        assert_eq!(
            Shoe::new(&[600, 600]),
            Err(TrueCountError::TooManyCards(1200))
        );
        assert!(matches!(
            Shoe::new(&[i64::MAX]),
            Err(TrueCountError::HugeCount { rank: 1, .. })
        ));
        assert_eq!(
            Shoe::new(&[1, 0]),
            Err(TrueCountError::NotEnoughCards {
                cards: 1,
                needed: 2
            })
        );
        let deck = Shoe::single_deck();
        assert_eq!(
            average_ev(&deck, CORRECT, Stopping::Burn(11), &mut Silent),
            Err(TrueCountError::TooManyDealt(11))
        );
        let rule = Stopping::UntilRank {
            rank: 10,
            max_cards: 3,
        };
        assert_eq!(
            average_ev(&deck, CORRECT, rule, &mut Silent),
            Err(TrueCountError::NoSuchRank(10))
        );
        let five = shoe(&[2, 3]);
        assert_eq!(
            truecount_report(&five, CORRECT, 10, &mut Silent),
            Err(TrueCountError::NotEnoughCards {
                cards: 5,
                needed: 12
            })
        );
        let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
        assert_eq!(
            average_ev(&deck, CORRECT, Stopping::Burn(2), &mut stop),
            Err(TrueCountError::Cancelled)
        );
    }
}
