//! How many lozenge tilings an a×b×c hexagon has: MacMahon's box formula, exactly.
//!
//! MacMahon (1916): the plane partitions in an a×b×c box, hence the tilings, number
//!
//! ```text
//!   ∏_{i=1..a} ∏_{j=1..b} ∏_{k=1..c} (i + j + k − 1) / (i + j + k − 2)
//! = ∏_{i=1..a} ∏_{j=1..b} (i + j + c − 1) / (i + j − 1)      (the k-product telescopes)
//! ```
//!
//! Each factor depends on i + j only, so we add up the prime exponents of numerators and
//! denominators (all below a + b + c) and multiply the prime powers once, exactly. The tests
//! compare with a brute-force count of plane partitions.

use num_bigint::BigUint;
use num_traits::One;

use super::hexagon::Hexagon;

/// The number of lozenge tilings of `hexagon` (MacMahon's formula), exactly.
pub fn tilings(hexagon: Hexagon) -> BigUint {
    let (a, b, c) = (hexagon.a(), hexagon.b(), hexagon.c());
    let limit = a + b + c;
    let smallest_factor = smallest_prime_factors(limit);
    let mut exponents = vec![0i64; limit + 1];
    let mut add = |mut n: usize, sign: i64| {
        while n > 1 {
            let p = smallest_factor[n];
            exponents[p] += sign;
            n /= p;
        }
    };
    for s in 2..=a + b {
        // The pairs (i, j) with 1 ≤ i ≤ a, 1 ≤ j ≤ b and i + j = s.
        let pairs = (s - 1).min(a).min(b).min(a + b + 1 - s) as i64;
        for _ in 0..pairs {
            add(s + c - 1, 1);
            add(s - 1, -1);
        }
    }
    let mut count = BigUint::one();
    for (p, &e) in exponents.iter().enumerate() {
        debug_assert!(e >= 0, "MacMahon's product is an integer");
        if e > 0 {
            count *= BigUint::from(p).pow(e as u32);
        }
    }
    count
}

/// `f[n]` = the smallest prime factor of n, for 2 ≤ n ≤ limit.
fn smallest_prime_factors(limit: usize) -> Vec<usize> {
    let mut f = vec![0usize; limit + 1];
    for n in 2..=limit {
        if f[n] == 0 {
            for m in (n..=limit).step_by(n) {
                if f[m] == 0 {
                    f[m] = n;
                }
            }
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plane partitions in an a×b×c box by brute force: fill sites row by row, each height at
    /// most the ones above and to the left.
    fn brute_force(a: usize, b: usize, c: usize) -> u64 {
        fn fill(k: usize, a: usize, b: usize, c: usize, h: &mut Vec<usize>) -> u64 {
            if k == a * b {
                return 1;
            }
            let (i, j) = (k / b, k % b);
            let mut cap = c;
            if i > 0 {
                cap = cap.min(h[k - b]);
            }
            if j > 0 {
                cap = cap.min(h[k - 1]);
            }
            (0..=cap)
                .map(|x| {
                    h[k] = x;
                    fill(k + 1, a, b, c, h)
                })
                .sum()
        }
        fill(0, a, b, c, &mut vec![0; a * b])
    }

    /// MacMahon's formula agrees with brute force on every box up to 4×4×4 and a few
    /// lopsided ones.
    #[test]
    fn formula_matches_brute_force() {
        let mut boxes: Vec<(usize, usize, usize)> = Vec::new();
        for a in 1..=4 {
            for b in 1..=4 {
                for c in 1..=4 {
                    boxes.push((a, b, c));
                }
            }
        }
        boxes.extend([(1, 1, 9), (1, 6, 2), (5, 2, 3), (2, 3, 7)]);
        for (a, b, c) in boxes {
            let hexagon = Hexagon::new(a, b, c).unwrap();
            assert_eq!(
                tilings(hexagon),
                BigUint::from(brute_force(a, b, c)),
                "{a}×{b}×{c}"
            );
        }
    }

    /// Closed forms: a 1×1×c box holds c + 1 stacks; a×b×1 boxes hold the lattice paths of
    /// C(a + b, a) (binomials, independent of the product formula).
    #[test]
    fn formula_matches_closed_forms() {
        let one = |c| tilings(Hexagon::new(1, 1, c).unwrap());
        assert_eq!(one(100), BigUint::from(101u32));
        let binomial =
            |n: u64, k: u64| (1..=k).fold(BigUint::one(), |acc, i| acc * (n + 1 - i) / i);
        for (a, b) in [(30, 40), (100, 100), (7, 93)] {
            let count = tilings(Hexagon::new(a, b, 1).unwrap());
            assert_eq!(count, binomial((a + b) as u64, a as u64));
        }
    }

    /// The formula is symmetric in a, b and c, although the computation is not.
    #[test]
    fn formula_is_symmetric() {
        let count = |a, b, c| tilings(Hexagon::new(a, b, c).unwrap());
        let reference = count(17, 40, 100);
        for (a, b, c) in [
            (17, 100, 40),
            (40, 17, 100),
            (40, 100, 17),
            (100, 17, 40),
            (100, 40, 17),
        ] {
            assert_eq!(count(a, b, c), reference);
        }
    }
}
