//! Exact solution of a square integer linear system and of its transpose, by elimination
//! modulo many primes and the Chinese remainder theorem.
//!
//! For a nonsingular integer matrix A, Cramer's rule makes `det(A) x` an integer vector when
//! A x = b with b integer, and likewise for A^T z = f. Each prime gives those integers modulo
//! the prime; once the product of the primes exceeds twice Hadamard's bound on them (or the
//! reconstruction has stopped changing and checks exactly), they are known exactly. Rational
//! elimination would instead grow fractions of thousands of digits at every step.

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// A square integer matrix, row by row, sparse.
pub(crate) struct SparseSquare {
    pub n: usize,
    /// `rows[r]`: (column, value) pairs, columns distinct.
    pub rows: Vec<Vec<(usize, i64)>>,
}

/// The exact solutions: `x = x_num / det`, `z = z_num / det`, with `det > 0`.
pub(crate) struct ExactSolve {
    pub det: BigInt,
    pub x_num: Vec<BigInt>,
    pub z_num: Vec<BigInt>,
}

/// Primes below 2^31, from the top down.
fn primes_below_2_31() -> impl Iterator<Item = u64> {
    let is_prime = |n: u64| {
        if n.is_multiple_of(2) {
            return false;
        }
        let mut d = 3;
        while d * d <= n {
            if n.is_multiple_of(d) {
                return false;
            }
            d += 2;
        }
        true
    };
    (1u64 << 30..1u64 << 31).rev().filter(move |&n| is_prime(n))
}

fn pow_mod(mut a: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1;
    a %= p;
    while e > 0 {
        if e & 1 == 1 {
            r = r * a % p;
        }
        a = a * a % p;
        e >>= 1;
    }
    r
}

fn inv_mod(a: u64, p: u64) -> u64 {
    pow_mod(a, p - 2, p)
}

fn residue(v: i128, p: u64) -> u64 {
    v.rem_euclid(i128::from(p)) as u64
}

/// `det mod p`, `det x mod p` and `det z mod p`, or `None` if A is singular mod p.
fn solve_mod(
    a: &SparseSquare,
    b: &[i128],
    f: &[i128],
    p: u64,
) -> Option<(u64, Vec<u64>, Vec<u64>)> {
    let n = a.n;
    let mut m = vec![0u64; n * n];
    for (r, row) in a.rows.iter().enumerate() {
        for &(c, v) in row {
            m[r * n + c] = residue(i128::from(v), p);
        }
    }
    let mut perm: Vec<usize> = (0..n).collect();
    let mut det = 1u64;
    for c in 0..n {
        let r = (c..n).find(|&r| m[r * n + c] != 0)?;
        if r != c {
            for k in 0..n {
                m.swap(r * n + k, c * n + k);
            }
            perm.swap(r, c);
            det = (p - det) % p;
        }
        let pivot = m[c * n + c];
        det = det * pivot % p;
        let inv = inv_mod(pivot, p);
        let (top, bottom) = m.split_at_mut((c + 1) * n);
        let prow = &top[c * n..];
        for row in bottom.chunks_mut(n) {
            if row[c] == 0 {
                continue;
            }
            let factor = row[c] * inv % p;
            row[c] = factor;
            let neg = p - factor;
            for k in c + 1..n {
                if prow[k] != 0 {
                    row[k] = (row[k] + neg * prow[k]) % p;
                }
            }
        }
    }
    // A x = b: P A = L U.
    let mut y: Vec<u64> = perm.iter().map(|&r| residue(b[r], p)).collect();
    for r in 0..n {
        for k in 0..r {
            y[r] = (y[r] + (p - m[r * n + k]) * y[k]) % p;
        }
    }
    for r in (0..n).rev() {
        for k in r + 1..n {
            y[r] = (y[r] + (p - m[r * n + k]) * y[k]) % p;
        }
        y[r] = y[r] * inv_mod(m[r * n + r], p) % p;
    }
    // A^T z = f: A^T = U^T L^T P.
    let mut w: Vec<u64> = f.iter().map(|&v| residue(v, p)).collect();
    for r in 0..n {
        for k in 0..r {
            w[r] = (w[r] + (p - m[k * n + r]) * w[k]) % p;
        }
        w[r] = w[r] * inv_mod(m[r * n + r], p) % p;
    }
    for r in (0..n).rev() {
        for k in r + 1..n {
            w[r] = (w[r] + (p - m[k * n + r]) * w[k]) % p;
        }
    }
    let mut z = vec![0u64; n];
    for (i, &r) in perm.iter().enumerate() {
        z[r] = w[i];
    }
    let scale = |v: Vec<u64>| v.into_iter().map(|x| x * det % p).collect();
    Some((det, scale(y), scale(z)))
}

/// Incremental Chinese remaindering of many values at once.
struct Crt {
    modulus: BigUint,
    values: Vec<BigUint>,
}

impl Crt {
    fn add(&mut self, p: u64, residues: &[u64]) {
        let m_mod_p = (&self.modulus % p).to_u64().unwrap_or(0);
        let inv = inv_mod(m_mod_p, p);
        for (v, &r) in self.values.iter_mut().zip(residues) {
            let v_mod_p = (&*v % p).to_u64().unwrap_or(0);
            let t = (r + p - v_mod_p) % p * inv % p;
            if t != 0 {
                *v += &self.modulus * t;
            }
        }
        self.modulus *= p;
    }

    /// The values in the symmetric range (-M/2, M/2].
    fn signed(&self) -> Vec<BigInt> {
        let half = &self.modulus >> 1u32;
        self.values
            .iter()
            .map(|v| {
                if v > &half {
                    BigInt::from(v.clone()) - BigInt::from(self.modulus.clone())
                } else {
                    BigInt::from(v.clone())
                }
            })
            .collect()
    }
}

/// log2 of Hadamard-type bounds: on |det|, on |det x_i| and on |det z_i|.
fn bound_bits(a: &SparseSquare, b: &[i128], f: &[i128]) -> f64 {
    let norm = |it: &mut dyn Iterator<Item = f64>| it.map(|v| v * v).sum::<f64>().sqrt();
    let mut cols = vec![0.0f64; a.n];
    for row in &a.rows {
        for &(c, v) in row {
            cols[c] += (v as f64) * (v as f64);
        }
    }
    let bn = norm(&mut b.iter().map(|&v| v as f64)).max(1.0);
    let fn_ = norm(&mut f.iter().map(|&v| v as f64)).max(1.0);
    let by_cols: f64 = cols.iter().map(|c| c.sqrt().max(bn).log2()).sum();
    let by_rows: f64 = a
        .rows
        .iter()
        .map(|row| {
            norm(&mut row.iter().map(|&(_, v)| v as f64))
                .max(fn_)
                .log2()
        })
        .sum();
    by_cols.max(by_rows)
}

fn check(
    a: &SparseSquare,
    b: &[i128],
    f: &[i128],
    det: &BigInt,
    x: &[BigInt],
    z: &[BigInt],
) -> bool {
    let n = a.n;
    let mut at_z = vec![BigInt::zero(); n];
    for (r, row) in a.rows.iter().enumerate() {
        let mut ax = BigInt::zero();
        for &(c, v) in row {
            ax += &x[c] * v;
            at_z[c] += &z[r] * v;
        }
        if ax != det * b[r] {
            return false;
        }
    }
    at_z.iter().zip(f).all(|(l, &r)| *l == det * r)
}

/// Solves A x = b and A^T z = f exactly; `None` if A is singular.
pub(crate) fn solve_both(a: &SparseSquare, b: &[i128], f: &[i128]) -> Option<ExactSolve> {
    let n = a.n;
    if n == 0 {
        return Some(ExactSolve {
            det: BigInt::one(),
            x_num: Vec::new(),
            z_num: Vec::new(),
        });
    }
    let needed = bound_bits(a, b, f) + 2.0;
    let mut crt = Crt {
        modulus: BigUint::one(),
        values: vec![BigUint::zero(); 1 + 2 * n],
    };
    let (mut singular, mut stable) = (0, 0);
    let mut last: Option<Vec<BigInt>> = None;
    for p in primes_below_2_31() {
        let Some((det, x, z)) = solve_mod(a, b, f, p) else {
            singular += 1;
            // A nonsingular matrix is singular modulo only a few of these primes.
            if singular > 8 {
                return None;
            }
            continue;
        };
        let mut residues = Vec::with_capacity(1 + 2 * n);
        residues.push(det);
        residues.extend(x);
        residues.extend(z);
        crt.add(p, &residues);
        let bits = crt.modulus.bits() as f64;
        let enough = bits > needed;
        let now = crt.signed();
        if last.as_ref() == Some(&now) {
            stable += 1;
        } else {
            stable = 0;
        }
        if enough || stable >= 2 {
            let mut det = now[0].clone();
            let (mut xs, mut zs) = (now[1..=n].to_vec(), now[n + 1..].to_vec());
            if det.is_negative() {
                det = -det;
                xs.iter_mut().for_each(|v| *v = -&*v);
                zs.iter_mut().for_each(|v| *v = -&*v);
            }
            if !det.is_zero() && check(a, b, f, &det, &xs, &zs) {
                // Reduce by the common gcd so later arithmetic is smaller.
                let g = xs.iter().chain(&zs).fold(det.clone(), |g, v| g.gcd(v));
                if !g.is_one() && !g.is_zero() {
                    det /= &g;
                    xs.iter_mut().for_each(|v| *v /= &g);
                    zs.iter_mut().for_each(|v| *v /= &g);
                }
                return Some(ExactSolve {
                    det,
                    x_num: xs,
                    z_num: zs,
                });
            }
            if enough {
                return None;
            }
        }
        last = Some(now);
    }
    None
}
