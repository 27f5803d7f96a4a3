//! The post's claims, and exact guarantees of any mixed strategy.
//!
//! - "pick 1 or n each with probability 2/(n+2), and pick any other number with probability
//!   1/(n+2)": [`conjectured_strategy`], which the post thought optimal for all n.
//! - The "Ballmer strategy" of "picking uniformly from the subset of numbers for which the normal
//!   binary search would yield the maximum number of guesses floor(log2 n) + 1":
//!   [`ballmer_strategy`].
//! - The baker's dozen of trees Bob mixes for n = 13: [`post_mixture_13`].
//!
//! A strategy's worth is its guarantee: for Alice the least expected payoff over all of Bob's
//! trees ([`alice_guarantee`], an exact optimal-search-tree computation), for Bob the largest
//! expected payoff over Alice's keys ([`bob_guarantee`]). A strategy is optimal exactly when its
//! guarantee equals v(n).

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use serde::{Deserialize, Serialize};

use super::obst::Obst;
use super::tree::SearchTree;
use super::{Fraction, SolveError, check_n};

/// How a fixed strategy of Alice fares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AliceStrategyCheck {
    /// The probability of each key 1..=n.
    pub strategy: Vec<Fraction>,
    /// Her guaranteed expected payoff: the expected number of guesses of Bob's best search
    /// against this strategy.
    pub guarantee: Fraction,
    /// A best search against it (a tree attaining the guarantee).
    pub best_search: SearchTree,
    /// Whether the guarantee equals v(n), that is whether the strategy is optimal; `None` when
    /// v(n) is not known exactly.
    pub optimal: Option<bool>,
    /// Her expected payoff against Bob's equilibrium mixture, when that is known exactly (it is
    /// v(n) for every strategy whenever that mixture equalises all keys).
    pub against_equilibrium: Option<Fraction>,
}

/// The post's conjecture for Alice: 2/(n+2) on keys 1 and n, 1/(n+2) on the others (for n = 1,
/// key 1 surely).
pub fn conjectured_strategy(n: usize) -> Result<Vec<Fraction>, SolveError> {
    check_n(n)?;
    let mut weights = vec![1u64; n];
    if n >= 2 {
        weights[0] = 2;
        weights[n - 1] = 2;
    }
    Ok(normalise(&weights))
}

/// The post's "Ballmer strategy": uniform over the keys that plain midpoint binary search
/// (guessing floor((lo + hi) / 2)) needs its maximum of floor(log2 n) + 1 guesses to find.
pub fn ballmer_strategy(n: usize) -> Result<Vec<Fraction>, SolveError> {
    check_n(n)?;
    let mut depth = vec![0u32; n];
    let mut pending = vec![(1usize, n, 1u32)];
    while let Some((lo, hi, d)) = pending.pop() {
        if lo > hi {
            continue;
        }
        let mid = (lo + hi) / 2;
        depth[mid - 1] = d;
        pending.push((lo, mid - 1, d + 1));
        pending.push((mid + 1, hi, d + 1));
    }
    let deepest = n.ilog2() + 1;
    let weights: Vec<u64> = depth.iter().map(|&d| u64::from(d == deepest)).collect();
    Ok(normalise(&weights))
}

/// Integer weights as probabilities.
fn normalise(weights: &[u64]) -> Vec<Fraction> {
    let total: u64 = weights.iter().sum();
    weights
        .iter()
        .map(|&w| {
            Fraction(BigRational::new(
                BigInt::from(w),
                BigInt::from(total.max(1)),
            ))
        })
        .collect()
}

/// Alice's guarantee with `strategy` (probabilities of keys 1..=n, normalised if they do not sum
/// to 1): the least expected number of guesses over all of Bob's search trees, and a tree
/// attaining it. Exact: the optimal-search-tree dynamic program in big integers.
pub fn alice_guarantee(strategy: &[Fraction]) -> Result<(Fraction, SearchTree), SolveError> {
    if strategy.is_empty() || strategy.len() > super::MAX_N {
        return Err(SolveError::BadInput(format!(
            "a strategy needs between 1 and {} keys",
            super::MAX_N
        )));
    }
    let (weights, total) = common_denominator(strategy.iter())?;
    let (cost, tree) = Obst::<BigInt>::new().best_tree(&weights);
    Ok((Fraction(BigRational::new(cost, total)), tree))
}

/// Bob's guarantee with `mixture` (trees on the same keys with probabilities, normalised if they
/// do not sum to 1): the largest expected number of guesses over Alice's keys, and the first key
/// attaining it.
pub fn bob_guarantee(mixture: &[(SearchTree, Fraction)]) -> Result<(Fraction, usize), SolveError> {
    let n = mixture.first().map_or(0, |(t, _)| t.n());
    if n == 0 || mixture.iter().any(|(t, _)| t.n() != n) {
        return Err(SolveError::BadInput(
            "a mixture needs trees, all on the same keys".into(),
        ));
    }
    let (weights, total) = common_denominator(mixture.iter().map(|(_, q)| q))?;
    let mut worst: Option<(BigInt, usize)> = None;
    for k in 0..n {
        let load: BigInt = mixture
            .iter()
            .zip(&weights)
            .map(|((t, _), w)| w * t.depths()[k])
            .sum();
        if worst.as_ref().is_none_or(|(w, _)| load > *w) {
            worst = Some((load, k + 1));
        }
    }
    let (load, key) = worst.unwrap_or_default();
    Ok((Fraction(BigRational::new(load, total)), key))
}

/// Alice's expected payoff when she plays `strategy` and Bob `mixture` (both normalised).
pub fn expected_payoff(
    strategy: &[Fraction],
    mixture: &[(SearchTree, Fraction)],
) -> Result<Fraction, SolveError> {
    if mixture.is_empty() || mixture.iter().any(|(t, _)| t.n() != strategy.len()) {
        return Err(SolveError::BadInput(
            "the mixture's trees must have one key per strategy entry".into(),
        ));
    }
    let (p, p_total) = common_denominator(strategy.iter())?;
    let (q, q_total) = common_denominator(mixture.iter().map(|(_, q)| q))?;
    let mut sum = BigInt::zero();
    for ((tree, _), qt) in mixture.iter().zip(&q) {
        let against: BigInt = tree.depths().iter().zip(&p).map(|(&d, pk)| pk * d).sum();
        sum += qt * against;
    }
    Ok(Fraction(BigRational::new(sum, p_total * q_total)))
}

/// Non-negative fractions as integers over a common denominator: (numerators, their sum).
fn common_denominator<'a>(
    values: impl Iterator<Item = &'a Fraction> + Clone,
) -> Result<(Vec<BigInt>, BigInt), SolveError> {
    let mut lcm = BigInt::one();
    for v in values.clone() {
        if v.0.is_negative() {
            return Err(SolveError::BadInput(format!("probability {v} is negative")));
        }
        lcm = lcm.lcm(v.0.denom());
    }
    let weights: Vec<BigInt> = values.map(|v| v.0.numer() * (&lcm / v.0.denom())).collect();
    let total: BigInt = weights.iter().sum();
    if total.is_zero() {
        return Err(SolveError::BadInput(
            "the probabilities are all zero".into(),
        ));
    }
    Ok((weights, total))
}

/// Compares a strategy of Alice with the value and, when known, Bob's equilibrium mixture.
pub(crate) fn check_alice_strategy(
    strategy: Vec<Fraction>,
    value: Option<&Fraction>,
    bob: Option<&[(SearchTree, Fraction)]>,
) -> Result<AliceStrategyCheck, SolveError> {
    let (guarantee, best_search) = alice_guarantee(&strategy)?;
    let against_equilibrium = bob
        .map(|mixture| expected_payoff(&strategy, mixture))
        .transpose()?;
    Ok(AliceStrategyCheck {
        optimal: value.map(|v| *v == guarantee),
        strategy,
        guarantee,
        best_search,
        against_equilibrium,
    })
}

/// The post's optimal mixture for n = 13 as printed: probability (rounded to six decimals) and
/// the tree's pre-order.
const POST_MIXTURE_13: [(f64, [usize; 13]); 13] = [
    (0.381579, [7, 3, 1, 2, 5, 4, 6, 11, 9, 8, 10, 13, 12]),
    (0.131579, [8, 4, 2, 1, 3, 6, 5, 7, 12, 10, 9, 11, 13]),
    (0.131579, [6, 2, 1, 4, 3, 5, 10, 8, 7, 9, 12, 11, 13]),
    (0.0625, [9, 4, 1, 2, 3, 6, 5, 8, 7, 12, 10, 11, 13]),
    (0.060855, [5, 2, 1, 4, 3, 10, 8, 6, 7, 9, 13, 12, 11]),
    (0.055921, [9, 4, 2, 1, 3, 6, 5, 8, 7, 12, 10, 11, 13]),
    (0.055921, [8, 3, 1, 2, 5, 4, 6, 7, 12, 10, 9, 11, 13]),
    (0.055921, [5, 2, 1, 4, 3, 10, 8, 6, 7, 9, 12, 11, 13]),
    (0.055099, [6, 2, 1, 4, 3, 5, 11, 9, 8, 7, 10, 13, 12]),
    (0.003289, [9, 5, 2, 1, 4, 3, 7, 6, 8, 12, 10, 11, 13]),
    (0.003289, [5, 2, 1, 4, 3, 9, 7, 6, 8, 12, 10, 11, 13]),
    (0.001645, [5, 2, 1, 4, 3, 10, 7, 6, 9, 8, 13, 12, 11]),
    (0.000822, [7, 2, 1, 4, 3, 5, 6, 11, 9, 8, 10, 13, 12]),
];

/// The post's baker's dozen of search trees for n = 13 with their printed probabilities, "an
/// optimal mixed strategy for Bob". Feed the trees to [`super::solve_restricted`] for the exact
/// probabilities.
pub fn post_mixture_13() -> Vec<(SearchTree, f64)> {
    POST_MIXTURE_13
        .iter()
        .filter_map(|(q, keys)| SearchTree::from_preorder(keys).ok().map(|t| (t, *q)))
        .collect()
}

/// The post's n = 13 mixture checked exactly: the value Bob guarantees when he may use only
/// the post's 13 trees, and each tree's exact probability in an optimal mixture of them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostMixture {
    /// The value of the game restricted to the post's trees.
    pub value: Fraction,
    /// Whether that equals the full game's value (the post's mixture is optimal).
    pub reaches_value: bool,
    /// The post's trees with their printed and exact probabilities.
    pub trees: Vec<PostTree>,
}

/// One of the post's trees for n = 13.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostTree {
    /// The tree.
    pub tree: SearchTree,
    /// The probability the post prints (6 decimals).
    pub printed: f64,
    /// Its exact probability in the restricted optimum (`None` if the optimum does not use it).
    pub exact: Option<Fraction>,
}

/// Checks the post's n = 13 mixture against `equilibrium`, the solved game for n = 13, by
/// solving the game restricted to the post's trees exactly ([`super::solve_restricted`]).
pub fn check_post_mixture(equilibrium: &super::Equilibrium) -> Result<PostMixture, SolveError> {
    let post = post_mixture_13();
    let trees: Vec<SearchTree> = post.iter().map(|(t, _)| t.clone()).collect();
    let restricted = super::solve_restricted(&trees, &mut crate::progress::Silent)?;
    Ok(PostMixture {
        reaches_value: equilibrium.exact_value.as_ref() == Some(&restricted.value),
        trees: post
            .into_iter()
            .map(|(tree, printed)| PostTree {
                exact: restricted
                    .bob
                    .iter()
                    .find(|(u, _)| *u == tree)
                    .map(|(_, q)| q.clone()),
                tree,
                printed,
            })
            .collect(),
        value: restricted.value,
    })
}

/// The post's 2/(n+2) conjecture at one n: what it guarantees Alice, against v(n).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConjecturePoint {
    /// The number of keys.
    pub n: usize,
    /// What the conjectured strategy guarantees Alice, exactly.
    pub guarantee: Fraction,
    /// The value v(n), exactly.
    pub value: Fraction,
}

impl ConjecturePoint {
    /// Whether the conjectured strategy is optimal here (its guarantee is v(n)).
    pub fn optimal(&self) -> bool {
        self.guarantee == self.value
    }
}

/// The post's conjecture checked exactly at every n = 1..=`n_max` (the post reported a consistent
/// pattern "for n up to 13"): each game solved and verified in rational arithmetic.
pub fn conjecture_record(n_max: usize) -> Result<Vec<ConjecturePoint>, SolveError> {
    let mut record = Vec::with_capacity(n_max);
    let mut unverified = None;
    super::solve_range(n_max, &mut crate::progress::Silent, |eq| {
        match &eq.exact_value {
            Some(value) => record.push(ConjecturePoint {
                n: eq.n,
                guarantee: eq.conjecture.guarantee.clone(),
                value: value.clone(),
            }),
            None => unverified = unverified.or(Some(eq.n)),
        }
    })?;
    match unverified {
        Some(n) => Err(SolveError::BadInput(format!(
            "v({n}) was not verified exactly"
        ))),
        None => Ok(record),
    }
}
