//! Secret Santa by a random cyclic order: how likely is it that nobody gives to their partner?
//!
//! Seed: "Another Secret Santa puzzle" (`000_…`). `n` couples (2n people) exchange gifts. A
//! moderator shuffles the list of the 2n people uniformly at random and each person gives to the
//! next one in the list, the last giving to the first. This always gives a derangement in which
//! every assignment it can produce is equally likely, so no rejection is needed for constraints
//! (1), (2) and (4); the question is how often it also meets constraint (3), that nobody gives
//! to their partner. That is, how often no couple sits side by side around the circle. The post
//! asks for the exact probability and notes that it tends to 1/e.
//!
//! **Exact count.** Fix one person's seat to count circular orders, (2n − 1)! of them. By
//! inclusion–exclusion over the set of k couples forced to sit together (glue each into a block
//! that can face 2 ways, then seat 2n − k units around the circle in (2n − k − 1)! ways):
//!
//! > good(n) = Σₖ (−1)ᵏ C(n, k) 2ᵏ (2n − k − 1)!,  P(n) = good(n) / (2n − 1)!
//!
//! valid for n ≥ 2. For n = 1 the circle has only two people, who give to each other, so
//! P(1) = 0 (the formula would count the lone block's two orientations twice). The k-th term
//! over (2n − 1)! tends to 1/k!·(−1)ᵏ, hence the limit Σ (−1)ᵏ/k! = 1/e.
//!
//! **The hat, for comparison.** The post's earlier procedure draws slips from a hat (a uniform
//! permutation) and starts again whenever anyone draws themself or their partner. Its
//! acceptance rate is the number of permutations of 2n avoiding, for each person, two forbidden
//! recipients, over (2n)!. The forbidden cells form n disjoint 2 × 2 blocks, each with rook
//! polynomial 1 + 4x + 2x², so with rₖ the coefficients of (1 + 4x + 2x²)ⁿ:
//!
//! > accepted(n) = Σₖ (−1)ᵏ rₖ (2n − k)!,  acceptance(n) = accepted(n) / (2n)!  → 1/e².

use std::fmt;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};
use crate::random::seeded;

/// The most couples for the exact probabilities and the draws: both counts take O(n)
/// big-number steps on numbers of up to log₂((2n)!) bits (about 0.2 s natively at 2,000).
pub const MAX_COUPLES: u32 = 2_000;

/// The most couples on a curve of the probabilities against n ([`santa_curve`]), which
/// computes every n from 1 up.
pub const MAX_CURVE_COUPLES: u32 = 500;

/// Why a Secret Santa computation cannot run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SantaError {
    /// There must be at least one couple.
    NoCouples,
    /// More couples than the cap (the cap is given).
    TooManyCouples {
        /// Couples asked for.
        couples: u32,
        /// The most allowed here.
        cap: u32,
    },
    /// The caller asked the computation to stop.
    Cancelled,
}

impl fmt::Display for SantaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SantaError::NoCouples => write!(f, "there must be at least 1 couple"),
            SantaError::TooManyCouples { couples, cap } => {
                write!(f, "{couples} couples is too many: at most {cap}")
            }
            SantaError::Cancelled => write!(f, "cancelled"),
        }
    }
}

impl std::error::Error for SantaError {}

impl From<Cancelled> for SantaError {
    fn from(_: Cancelled) -> Self {
        SantaError::Cancelled
    }
}

fn check_couples(couples: u32, cap: u32) -> Result<(), SantaError> {
    if couples == 0 {
        Err(SantaError::NoCouples)
    } else if couples > cap {
        Err(SantaError::TooManyCouples { couples, cap })
    } else {
        Ok(())
    }
}

fn factorial(n: u32) -> BigUint {
    (1..=n).fold(BigUint::one(), |f, k| f * k)
}

/// The number of circular orders of `couples` couples (one person's seat fixed, so (2n − 1)! in
/// all) in which no couple sits side by side, that is nobody gives to their partner.
pub fn good_cyclic_orders(couples: u32) -> Result<BigUint, SantaError> {
    check_couples(couples, MAX_COUPLES)?;
    let n = couples;
    if n == 1 {
        return Ok(BigUint::zero());
    }
    // term(k) = C(n, k) 2^k (2n − k − 1)!, from k = n (2^n (n − 1)!) down to k = 0, using
    // term(k − 1) = term(k) · k · (2n − k) / (2 (n − k + 1)), an exact division.
    let mut term = factorial(n - 1) << n;
    let mut sum = BigInt::zero();
    for k in (0..=n).rev() {
        if k % 2 == 0 {
            sum += BigInt::from(term.clone());
        } else {
            sum -= BigInt::from(term.clone());
        }
        if k > 0 {
            term = term * (k * (2 * n - k)) / (2 * (n - k + 1));
        }
    }
    // The sum counts orders, so it is never negative.
    Ok(sum.to_biguint().unwrap_or_default())
}

/// P(nobody gives to their partner) when 2n people give around a uniformly random cyclic order.
pub fn p_cyclic(couples: u32) -> Result<BigRational, SantaError> {
    let good = good_cyclic_orders(couples)?;
    Ok(BigRational::new(
        good.into(),
        factorial(2 * couples - 1).into(),
    ))
}

/// The number of hat drawings (permutations of the 2n people) in which nobody draws themself
/// or their partner: the drawings the rejection method accepts.
///
/// Why this form: the rook sum Σ (−1)ᵏ rₖ (2n − k)! (module doc) needs the n² coefficients of
/// (1 + 4x + 2x²)ⁿ. Writing m! = L[tᵐ] for the linear map L that sends tᵐ to m!, the sum is
/// L[(t² − 4t + 2)ⁿ] = L[((t − 2)² − 2)ⁿ] = Σⱼ C(n, j) (−2)ⁿ⁻ʲ d₂ⱼ, where
/// dₘ = L[(t − 2)ᵐ] = m! Σₗ (−2)ˡ/l! obeys dₘ = m dₘ₋₁ + (−2)ᵐ (as derangement numbers do with
/// −1). That is n + 2n big-number steps instead of n².
pub fn accepted_hat_drawings(couples: u32) -> Result<BigUint, SantaError> {
    check_couples(couples, MAX_COUPLES)?;
    let n = couples;
    let mut d = BigInt::one(); // d_0
    let mut minus_two_to_m = BigInt::one(); // (−2)^m alongside d_m
    let mut binomial = BigInt::one(); // C(n, 0)
    let mut power = BigInt::from(-2).pow(n); // (−2)^(n − 0)
    let mut sum = &binomial * &power * &d;
    for j in 1..=n {
        for m in [2 * j - 1, 2 * j] {
            minus_two_to_m *= -2;
            d = d * m + &minus_two_to_m;
        }
        binomial = binomial * (n - j + 1) / j;
        power /= -2;
        sum += &binomial * &power * &d;
    }
    // The sum counts drawings, so it is never negative.
    Ok(sum.to_biguint().unwrap_or_default())
}

/// The acceptance rate of the hat drawing with rejection: P(nobody draws themself or their
/// partner) for a uniformly random drawing.
pub fn p_hat_accepted(couples: u32) -> Result<BigRational, SantaError> {
    let accepted = accepted_hat_drawings(couples)?;
    Ok(BigRational::new(
        accepted.into(),
        factorial(2 * couples).into(),
    ))
}

/// "p/q", always with a denominator (so that every exact value parses the same way).
fn fraction(r: &BigRational) -> String {
    format!("{}/{}", r.numer(), r.denom())
}

/// A rational as the nearest f64 (num-rational rounds correctly, even for huge terms).
fn decimal(r: &BigRational) -> f64 {
    r.to_f64().unwrap_or(f64::NAN)
}

/// The exact odds for one number of couples.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SantaOdds {
    /// Couples.
    pub couples: u32,
    /// People, 2n.
    pub people: u32,
    /// P(nobody gives to their partner) with the cyclic order, exactly, as "p/q".
    pub p_cyclic_exact: String,
    /// The same as a decimal.
    pub p_cyclic: f64,
    /// The limit of the cyclic probability as n grows, 1/e.
    pub cyclic_limit: f64,
    /// Acceptance rate of the hat drawing with rejection, exactly, as "p/q".
    pub p_hat_exact: String,
    /// The same as a decimal.
    pub p_hat: f64,
    /// The limit of the acceptance rate as n grows, 1/e².
    pub hat_limit: f64,
    /// Expected hat drawings until one is accepted, 1/acceptance; `None` if none ever is (n = 1).
    pub expected_hat_drawings: Option<f64>,
}

/// The exact probabilities of the cyclic order and the hat for `couples` couples.
pub fn santa_odds(couples: u32) -> Result<SantaOdds, SantaError> {
    let cyclic = p_cyclic(couples)?;
    let hat = p_hat_accepted(couples)?;
    Ok(SantaOdds {
        couples,
        people: 2 * couples,
        p_cyclic_exact: fraction(&cyclic),
        p_cyclic: decimal(&cyclic),
        cyclic_limit: (-1.0f64).exp(),
        p_hat_exact: fraction(&hat),
        p_hat: decimal(&hat),
        hat_limit: (-2.0f64).exp(),
        expected_hat_drawings: (!hat.is_zero()).then(|| decimal(&hat.recip())),
    })
}

/// One point of the curve against n.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SantaPoint {
    /// Couples.
    pub couples: u32,
    /// P(nobody gives to their partner) with the cyclic order.
    pub p_cyclic: f64,
    /// Acceptance rate of the hat drawing with rejection.
    pub p_hat: f64,
}

/// Both probabilities for every n from 1 to `max_couples` (at most [`MAX_CURVE_COUPLES`]),
/// computed exactly and rounded, for plotting against the limits 1/e and 1/e².
pub fn santa_curve(
    max_couples: u32,
    progress: &mut impl Progress,
) -> Result<Vec<SantaPoint>, SantaError> {
    check_couples(max_couples, MAX_CURVE_COUPLES)?;
    let mut points = Vec::new();
    for couples in 1..=max_couples {
        progress
            .report("couples", u64::from(couples - 1), u64::from(max_couples))
            .check()?;
        points.push(SantaPoint {
            couples,
            p_cyclic: decimal(&p_cyclic(couples)?),
            p_hat: decimal(&p_hat_accepted(couples)?),
        });
    }
    Ok(points)
}

/// A person: couple `person / 2`, partner `person ^ 1`.
pub type Person = u32;

/// The partner of `person`.
pub fn partner(person: Person) -> Person {
    person ^ 1
}

/// One random cyclic order, as the moderator would draw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Circle {
    /// Couples.
    pub couples: u32,
    /// The shuffled list: `order[i]` gives to `order[i + 1]`, the last to the first.
    pub order: Vec<Person>,
    /// Positions `i` at which `order[i]` gives to their own partner.
    pub partner_gifts: Vec<usize>,
}

impl Circle {
    /// Whether nobody gives to their partner (constraint 3 of the post holds).
    pub fn nobody_gives_to_partner(&self) -> bool {
        self.partner_gifts.is_empty()
    }
}

/// Draws a uniformly random cyclic order of the 2n people with the caller's random source.
pub fn draw_circle<R: Rng + ?Sized>(couples: u32, rng: &mut R) -> Result<Circle, SantaError> {
    check_couples(couples, MAX_COUPLES)?;
    let mut order: Vec<Person> = (0..2 * couples).collect();
    order.shuffle(rng);
    let next = order.iter().cycle().skip(1);
    let partner_gifts = order
        .iter()
        .zip(next)
        .enumerate()
        .filter(|&(_, (&giver, &receiver))| receiver == partner(giver))
        .map(|(i, _)| i)
        .collect();
    Ok(Circle {
        couples,
        order,
        partner_gifts,
    })
}

/// [`draw_circle`] with the core's portable generator seeded by `seed`: the same seed always gives
/// the same circle, on the page and in the CLI alike (so that a page's address or a command line
/// can restore a draw).
pub fn draw_circle_from_seed(couples: u32, seed: u64) -> Result<Circle, SantaError> {
    draw_circle(couples, &mut seeded(seed))
}

/// One drawing from the hat, before the rejection test.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HatDrawing {
    /// Couples.
    pub couples: u32,
    /// `recipient[p]` is the name on the slip person `p` drew.
    pub recipient: Vec<Person>,
    /// People who drew themself or their partner: any of them means "everyone returns their
    /// slips and the drawing starts again".
    pub rejected_by: Vec<Person>,
}

/// Draws the slips from the hat (a uniformly random permutation) with the caller's random
/// source, noting who would force a redraw.
pub fn draw_hat<R: Rng + ?Sized>(couples: u32, rng: &mut R) -> Result<HatDrawing, SantaError> {
    check_couples(couples, MAX_COUPLES)?;
    let mut recipient: Vec<Person> = (0..2 * couples).collect();
    recipient.shuffle(rng);
    let rejected_by = (0..2 * couples)
        .zip(&recipient)
        .filter(|&(p, &r)| r == p || r == partner(p))
        .map(|(p, _)| p)
        .collect();
    Ok(HatDrawing {
        couples,
        recipient,
        rejected_by,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Silent;

    fn ratio(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    /// Visits every permutation of `items` (Heap's algorithm).
    fn each_permutation(items: &mut [u32], visit: &mut impl FnMut(&[u32])) {
        fn heap(k: usize, items: &mut [u32], visit: &mut impl FnMut(&[u32])) {
            if k <= 1 {
                visit(items);
                return;
            }
            for i in 0..k - 1 {
                heap(k - 1, items, visit);
                items.swap(if k.is_multiple_of(2) { i } else { 0 }, k - 1);
            }
            heap(k - 1, items, visit);
        }
        heap(items.len(), items, visit);
    }

    #[test]
    fn cyclic_orders_agree_with_brute_force() {
        for couples in 1..=5u32 {
            // Person 0 sits first; every order of the others around the circle.
            let mut rest: Vec<u32> = (1..2 * couples).collect();
            let (mut good, mut all) = (0u64, 0u64);
            each_permutation(&mut rest, &mut |rest| {
                all += 1;
                let circle: Vec<u32> = std::iter::once(0).chain(rest.iter().copied()).collect();
                let next = circle.iter().cycle().skip(1);
                good += u64::from(circle.iter().zip(next).all(|(&g, &r)| r != partner(g)));
            });
            assert_eq!(p_cyclic(couples).unwrap(), ratio(good as i64, all as i64));
            assert_eq!(good_cyclic_orders(couples).unwrap(), BigUint::from(good));
        }
        assert_eq!(p_cyclic(2).unwrap(), ratio(1, 3));
        assert_eq!(good_cyclic_orders(3).unwrap(), BigUint::from(32u32));
    }

    #[test]
    fn hat_acceptance_agrees_with_brute_force() {
        for couples in 1..=4u32 {
            let mut people: Vec<u32> = (0..2 * couples).collect();
            let (mut accepted, mut all) = (0u64, 0u64);
            each_permutation(&mut people, &mut |drawn| {
                all += 1;
                accepted += u64::from((0..).zip(drawn).all(|(p, &r)| r != p && r != partner(p)));
            });
            assert_eq!(
                p_hat_accepted(couples).unwrap(),
                ratio(accepted as i64, all as i64)
            );
        }
        assert_eq!(p_hat_accepted(2).unwrap(), ratio(1, 6));
        assert!(p_hat_accepted(1).unwrap().is_zero());
    }

    #[test]
    fn cyclic_tends_to_one_over_e_at_rate_one_over_n() {
        // Term k of the sum over (2n − 1)! is (1/k!)(1 + (3k − k²)/(4n) + O(1/n²)), and
        // Σ (−1)^k (3k − k²)/k! = −3/e, so P(n) = 1/e − 3/(4en) + O(1/n²).
        let scaled_gap = |n: u32| {
            let p = santa_odds(n).unwrap();
            (p.p_cyclic - p.cyclic_limit) * f64::from(n)
        };
        let limit = -0.75 * (-1.0f64).exp();
        for n in [100, 1000] {
            assert!((scaled_gap(n) - limit).abs() < 1.0 / f64::from(n), "{n}");
        }
        let p100 = santa_odds(100).unwrap();
        assert!((p100.p_cyclic / p100.cyclic_limit - 1.0).abs() < 0.01);
    }

    /// The coefficients of (1 + 4x + 2x²)ⁿ: ways to place k non-attacking rooks on the n
    /// forbidden 2 × 2 blocks (self and partner, for both members of each couple).
    fn forbidden_rooks(couples: u32) -> Vec<BigInt> {
        let mut r = vec![BigInt::one()];
        for _ in 0..couples {
            let mut next = vec![BigInt::zero(); r.len() + 2];
            for (k, c) in r.iter().enumerate() {
                next[k] += c;
                next[k + 1] += c * 4;
                next[k + 2] += c * 2;
            }
            r = next;
        }
        r
    }

    #[test]
    fn hat_count_agrees_with_the_rook_polynomial() {
        for couples in (1..=60).chain([100, 150]) {
            let people = 2 * couples;
            let rooks = forbidden_rooks(couples);
            let by_rooks: BigInt = (0..=people)
                .map(|k| {
                    let sign = if k % 2 == 0 { 1 } else { -1 };
                    &rooks[k as usize] * sign * BigInt::from(factorial(people - k))
                })
                .sum();
            assert_eq!(
                BigInt::from(accepted_hat_drawings(couples).unwrap()),
                by_rooks,
                "{couples} couples"
            );
        }
    }

    #[test]
    fn hat_tends_to_one_over_e_squared() {
        let odds = santa_odds(1000).unwrap();
        assert!(
            (odds.p_hat / odds.hat_limit - 1.0).abs() < 0.005,
            "{}",
            odds.p_hat
        );
        assert!(odds.p_hat < odds.p_cyclic);
    }

    #[test]
    fn the_largest_allowed_n_computes() {
        let odds = santa_odds(MAX_COUPLES).unwrap();
        assert!((odds.p_cyclic / odds.cyclic_limit - 1.0).abs() < 1e-3);
        assert!((odds.p_hat / odds.hat_limit - 1.0).abs() < 1e-3);
    }

    #[test]
    fn drawn_circles_match_the_exact_probability() {
        // n = 10: 200,000 circles; sd of the proportion ≈ sqrt(p(1−p)/200000) ≈ 0.0011.
        let mut rng = seeded(12_25);
        let p = santa_odds(10).unwrap().p_cyclic;
        let draws = 200_000;
        let mut good = 0;
        for _ in 0..draws {
            let circle = draw_circle(10, &mut rng).unwrap();
            let mut seen = circle.order.clone();
            seen.sort_unstable();
            assert_eq!(seen, (0..20).collect::<Vec<_>>());
            good += u32::from(circle.nobody_gives_to_partner());
        }
        let estimate = f64::from(good) / f64::from(draws);
        assert!((estimate - p).abs() < 5.0 * 0.0011, "{estimate} vs {p}");
    }

    #[test]
    fn hat_drawings_match_the_exact_acceptance() {
        let mut rng = seeded(2512);
        let p = santa_odds(10).unwrap().p_hat;
        let draws = 200_000;
        let accepted = (0..draws)
            .filter(|_| draw_hat(10, &mut rng).unwrap().rejected_by.is_empty())
            .count();
        let estimate = accepted as f64 / f64::from(draws);
        assert!((estimate - p).abs() < 5.0 * 0.0011, "{estimate} vs {p}");
    }

    #[test]
    fn curve_matches_single_values() {
        let curve = santa_curve(30, &mut Silent).unwrap();
        assert_eq!(curve.len(), 30);
        assert_eq!(curve[0].p_cyclic, 0.0);
        assert_eq!(
            curve[29],
            SantaPoint {
                couples: 30,
                p_cyclic: santa_odds(30).unwrap().p_cyclic,
                p_hat: santa_odds(30).unwrap().p_hat,
            }
        );
    }

    #[test]
    fn bad_sizes_are_refused_with_a_reason() {
        assert_eq!(p_cyclic(0), Err(SantaError::NoCouples));
        assert!(matches!(
            santa_odds(MAX_COUPLES + 1),
            Err(SantaError::TooManyCouples { .. })
        ));
        assert!(santa_curve(MAX_CURVE_COUPLES + 1, &mut Silent).is_err());
        let mut rng = seeded(1);
        assert!(draw_circle(0, &mut rng).is_err());
        assert!(draw_hat(u32::MAX, &mut rng).is_err());
        assert_eq!(
            SantaError::TooManyCouples {
                couples: 9000,
                cap: 2000
            }
            .to_string(),
            "9000 couples is too many: at most 2000"
        );
        assert_eq!(santa_odds(1).unwrap().expected_hat_drawings, None);
    }

    #[test]
    fn a_seed_restores_a_draw() {
        let circle = draw_circle_from_seed(26, 7).unwrap();
        assert_eq!(circle, draw_circle_from_seed(26, 7).unwrap());
        assert_ne!(circle.order, draw_circle_from_seed(26, 8).unwrap().order);
    }
}
