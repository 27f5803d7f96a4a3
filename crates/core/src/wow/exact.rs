//! E(X) exactly over one common denominator, reduced once at the end (issue 19).
//!
//! The closed form of the module docs is `E(X) = (n²+1) Σ_{j<n} (−1)^j c_j / Π_j` with
//! `c_j = C(n,j) n! (n−j)^n` and `Π_j = Π_{r=0..n} (jn + 1 + r(n−j))`. Summing those n fractions
//! as rationals reduces (a binary gcd on ever longer numbers) after every addition, which is what
//! made n = 1000 take over ten minutes. Every factor of every `Π_j` is at most n² + 1, so a sieve
//! factors all of them, and the sum is built as integers over least common multiples known by
//! their prime exponents:
//!
//! * pairs of partial sums are merged in a balanced tree: `P₁/M₁ + P₂/M₂ = (P₁·M₂/g + P₂·M₁/g) /
//!   lcm`, where `M₂/g` and `M₁/g` are products of the prime powers one side lacks (no division,
//!   no gcd);
//! * the result is reduced once. A prime p > n divides each `Π_j` at most once (p² > n² + 1, and
//!   at most one of the n + 1 terms of the progression is a multiple of p), so the common
//!   denominator holds such primes only to the first power: which of them divide the numerator is
//!   found with a remainder tree over their products. The few primes up to n are divided out one
//!   by one.

use num_bigint::{BigInt, BigUint, Sign};
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::progress::{Cancelled, Progress};

/// A positive integer by its prime factorisation: (prime, exponent) pairs by increasing prime.
type Exponents = Vec<(u32, u32)>;

/// `spf[v]` = the smallest prime factor of v, for v = 2..=limit.
fn smallest_prime_factors(limit: usize) -> Vec<u32> {
    let mut spf = vec![0u32; limit + 1];
    for p in 2..=limit {
        if spf[p] == 0 {
            for multiple in (p..=limit).step_by(p) {
                if spf[multiple] == 0 {
                    spf[multiple] = p as u32;
                }
            }
        }
    }
    spf
}

/// The product of many small factors, multiplied as a balanced tree so that the big
/// multiplications pair numbers of similar size.
fn balanced_product(values: &[BigUint]) -> BigUint {
    match values {
        [] => BigUint::one(),
        [only] => only.clone(),
        _ => {
            let (left, right) = values.split_at(values.len() / 2);
            balanced_product(left) * balanced_product(right)
        }
    }
}

/// Π p^e over the given pairs, packing small factors into machine words first.
fn power_product<'a>(pairs: impl IntoIterator<Item = &'a (u32, u32)>) -> BigUint {
    let mut words = Vec::new();
    let mut word = 1u64;
    for &(p, e) in pairs {
        for _ in 0..e {
            match word.checked_mul(u64::from(p)) {
                Some(w) => word = w,
                None => {
                    words.push(BigUint::from(word));
                    word = u64::from(p);
                }
            }
        }
    }
    words.push(BigUint::from(word));
    balanced_product(&words)
}

/// Factors the product of `values` (each at most `spf.len() − 1`), using `counts` (all zero,
/// indexed by prime) as scratch space.
fn factor_product(values: impl Iterator<Item = u64>, spf: &[u32], counts: &mut [u32]) -> Exponents {
    let mut primes = Vec::new();
    for value in values {
        let mut v = value as usize;
        while v > 1 {
            let p = spf[v] as usize;
            if counts[p] == 0 {
                primes.push(p as u32);
            }
            counts[p] += 1;
            v /= p;
        }
    }
    primes.sort_unstable();
    primes
        .into_iter()
        .map(|p| (p, std::mem::take(&mut counts[p as usize])))
        .collect()
}

/// A partial sum `numerator / Π p^e`.
struct Partial {
    numerator: BigInt,
    denominator: Exponents,
}

/// `a + b` over lcm(a's denominator, b's denominator), without any gcd.
fn add(a: Partial, b: Partial) -> Partial {
    let (mut lcm, mut a_lacks, mut b_lacks) = (Vec::new(), Vec::new(), Vec::new());
    let (mut i, mut k) = (0, 0);
    let (x, y) = (&a.denominator, &b.denominator);
    while i < x.len() || k < y.len() {
        let (p, ea, eb) = match (x.get(i), y.get(k)) {
            (Some(&(p, e)), Some(&(q, _))) if p < q => (p, e, 0),
            (Some(&(p, _)), Some(&(q, f))) if q < p => (q, 0, f),
            (Some(&(p, e)), Some(&(_, f))) => (p, e, f),
            (Some(&(p, e)), None) => (p, e, 0),
            (None, Some(&(q, f))) => (q, 0, f),
            (None, None) => break,
        };
        if ea > 0 {
            i += 1;
        }
        if eb > 0 {
            k += 1;
        }
        lcm.push((p, ea.max(eb)));
        if eb > ea {
            a_lacks.push((p, eb - ea));
        } else if ea > eb {
            b_lacks.push((p, ea - eb));
        }
    }
    let numerator = a.numerator * BigInt::from(power_product(&a_lacks))
        + b.numerator * BigInt::from(power_product(&b_lacks));
    Partial {
        numerator,
        denominator: lcm,
    }
}

/// Everything the leaves need: the sieve, the scratch counts, n! and progress.
struct Terms<'p, P: Progress> {
    n: u64,
    spf: Vec<u32>,
    counts: Vec<u32>,
    factorial_n: BigUint,
    progress: &'p mut P,
    done: u64,
}

impl<P: Progress> Terms<'_, P> {
    /// The j-th term `(−1)^j c_j / Π_j` with `Π_j` factored.
    fn term(&mut self, j: u64) -> Result<Partial, Cancelled> {
        let n = self.n;
        let m = n - j;
        let magnitude = super::binomial(n, j) * &self.factorial_n * BigUint::from(m).pow(n as u32);
        let sign = if j.is_multiple_of(2) {
            Sign::Plus
        } else {
            Sign::Minus
        };
        let denominator = factor_product(
            (0..=n).map(|r| j * n + 1 + r * m),
            &self.spf,
            &mut self.counts,
        );
        self.done += 1;
        self.progress.report("exact E(X)", self.done, n).check()?;
        Ok(Partial {
            numerator: BigInt::from_biguint(sign, magnitude),
            denominator,
        })
    }

    /// Σ of the terms j in lo..hi, halving the range.
    fn sum(&mut self, lo: u64, hi: u64) -> Result<Partial, Cancelled> {
        if hi - lo == 1 {
            return self.term(lo);
        }
        let mid = lo + (hi - lo) / 2;
        let left = self.sum(lo, mid)?;
        let right = self.sum(mid, hi)?;
        Ok(add(left, right))
    }
}

/// Pushes onto `out` the primes of `primes` that divide `r`, by a remainder tree: `r` is reduced
/// modulo the product of each half before looking inside it, so the long divisions shrink at
/// every level.
fn dividing_primes(r: &BigUint, primes: &[u32], out: &mut Vec<u32>) {
    if primes.len() <= 16 {
        out.extend(primes.iter().filter(|&&p| (r % p).is_zero()).copied());
        return;
    }
    let (left, right) = primes.split_at(primes.len() / 2);
    for half in [left, right] {
        let modulus = power_product(&half.iter().map(|&p| (p, 1)).collect::<Vec<_>>());
        dividing_primes(&(r % modulus), half, out);
    }
}

/// E(X) exactly, as a reduced fraction, for board side n ≥ 1 (the caller checks the limit).
pub(super) fn expected_exact(
    n: u64,
    progress: &mut impl Progress,
) -> Result<BigRational, Cancelled> {
    let cells = n * n;
    let limit = (cells + 1) as usize;
    let mut terms = Terms {
        n,
        spf: smallest_prime_factors(limit),
        counts: vec![0; limit + 1],
        factorial_n: (1..=n).map(BigUint::from).product(),
        progress,
        done: 0,
    };
    let sum = terms.sum(0, n)?;
    let (sign, magnitude) = (sum.numerator * BigInt::from(cells + 1)).into_parts();
    // E(X) ≥ 1 > 0, so the sign is Plus; keep it anyway rather than assume.
    let mut numerator = magnitude;
    let mut denominator = sum.denominator;
    // Primes up to n may occur to higher powers: divide them out one at a time.
    for (p, e) in denominator
        .iter_mut()
        .filter(|(p, e)| u64::from(*p) <= n || *e > 1)
    {
        while *e > 0 && (&numerator % *p).is_zero() {
            numerator /= *p;
            *e -= 1;
        }
    }
    // Primes above n occur once: find those dividing the numerator in one remainder tree.
    let large: Vec<u32> = denominator
        .iter()
        .filter(|&&(p, e)| u64::from(p) > n && e == 1)
        .map(|&(p, _)| p)
        .collect();
    let mut common = Vec::new();
    dividing_primes(&numerator, &large, &mut common);
    if !common.is_empty() {
        numerator /= power_product(&common.iter().map(|&p| (p, 1)).collect::<Vec<_>>());
        denominator.retain(|(p, _)| common.binary_search(p).is_err());
    }
    let denominator = power_product(&denominator);
    Ok(BigRational::new_raw(
        BigInt::from_biguint(sign, numerator),
        BigInt::from(denominator),
    ))
}
