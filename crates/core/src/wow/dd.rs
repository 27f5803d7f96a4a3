//! Double-double arithmetic: a number as an unevaluated sum `hi + lo` of two f64, about 106
//! bits of precision (Dekker 1971; Bailey's QD library).
//!
//! The distribution's inclusion–exclusion (`bulk.rs`) adds terms whose sum is up to 10¹⁴ times
//! smaller than the terms: in plain f64 the last significant digit would be gone. With 106 bits
//! the cancellation still leaves 16 digits, so the exclusion can start at fewer empty cells and
//! the positive dynamic program (`tail.rs`), which costs in proportion to where it stops, stops
//! sooner. Everything here is portable (no fused multiply-add: wasm has none).

/// `hi + lo` with `|lo| ≤ ulp(hi)/2`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Dd {
    pub hi: f64,
    pub lo: f64,
}

/// 2²⁷ + 1: splits a double into two halves whose products are exact.
const SPLITTER: f64 = 134_217_729.0;

/// `a + b` exactly, as the rounded sum and its error (Knuth).
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

/// `a + b` exactly when `|a| ≥ |b|` (Dekker).
fn quick_two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    (s, b - (s - a))
}

/// `a` as two halves of at most 26 bits each.
fn split(a: f64) -> (f64, f64) {
    let t = SPLITTER * a;
    let hi = t - (t - a);
    (hi, a - hi)
}

/// `a · b` exactly, as the rounded product and its error (Dekker), for |a|, |b| < 2⁹⁹⁶.
fn two_prod(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    let (ah, al) = split(a);
    let (bh, bl) = split(b);
    (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
}

impl Dd {
    /// Zero.
    pub const ZERO: Dd = Dd { hi: 0.0, lo: 0.0 };
    /// One.
    pub const ONE: Dd = Dd { hi: 1.0, lo: 0.0 };

    /// `−self`.
    pub fn neg(self) -> Dd {
        Dd {
            hi: -self.hi,
            lo: -self.lo,
        }
    }

    /// `self · b`, relative error below 2⁻¹⁰⁴.
    pub fn mul_f64(self, b: f64) -> Dd {
        let (p, e) = two_prod(self.hi, b);
        let (hi, lo) = quick_two_sum(p, e + self.lo * b);
        Dd { hi, lo }
    }

    /// `self / b`, relative error below 2⁻¹⁰⁴.
    pub fn div_f64(self, b: f64) -> Dd {
        let q1 = self.hi / b;
        let (p, e) = two_prod(q1, b);
        let (s, f) = two_sum(self.hi, -p);
        let q2 = (s + (f - e + self.lo)) / b;
        let (hi, lo) = quick_two_sum(q1, q2);
        Dd { hi, lo }
    }

    /// `self + b`, error below 2⁻¹⁰⁴·(|self| + |b|).
    pub fn add(self, b: Dd) -> Dd {
        let (s, e) = two_sum(self.hi, b.hi);
        let (hi, lo) = quick_two_sum(s, e + self.lo + b.lo);
        Dd { hi, lo }
    }

    /// `self · b`, relative error below 2⁻¹⁰³.
    pub fn mul(self, b: Dd) -> Dd {
        let (p, e) = two_prod(self.hi, b.hi);
        let (hi, lo) = quick_two_sum(p, e + (self.hi * b.lo + self.lo * b.hi));
        Dd { hi, lo }
    }

    /// `self / b`, relative error below 2⁻¹⁰²: two correction steps of long division.
    pub fn div(self, b: Dd) -> Dd {
        let q1 = self.hi / b.hi;
        let r = self.add(b.mul_f64(-q1));
        let q2 = r.hi / b.hi;
        let r = r.add(b.mul_f64(-q2));
        let q3 = r.hi / b.hi;
        let (hi, lo) = quick_two_sum(q1, q2);
        Dd { hi, lo }.add(Dd { hi: q3, lo: 0.0 })
    }

    /// `self · 2^k`, exact while the result stays normal.
    pub fn scale(self, k: i32) -> Dd {
        Dd {
            hi: libm::scalbn(self.hi, k),
            lo: libm::scalbn(self.lo, k),
        }
    }

    /// The nearest double.
    pub fn to_f64(self) -> f64 {
        self.hi + self.lo
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_third_times_three_is_one_to_106_bits() {
        let third = Dd::ONE.div_f64(3.0);
        let back = third.mul_f64(3.0).add(Dd { hi: -1.0, lo: 0.0 });
        assert!(back.to_f64().abs() < 1e-31, "{back:?}");
        // 1/3 in f64 is off by 1.85e-17; the low word carries that correction.
        assert!((third.lo - 1.850_371_707_708_594e-17).abs() < 1e-30);
        let q = Dd::ONE.div(Dd { hi: 3.0, lo: 0.0 });
        assert!(
            q.add(Dd {
                hi: -third.hi,
                lo: -third.lo
            })
            .to_f64()
            .abs()
                < 1e-32
        );
    }

    #[test]
    fn products_of_integers_are_exact_beyond_53_bits() {
        // (2²⁷ + 1)² = 2⁵⁴ + 2²⁸ + 1 needs 55 bits; the low word keeps the final 1.
        let x = Dd::ONE.mul_f64(SPLITTER).mul_f64(SPLITTER);
        assert_eq!(x.hi, 18_014_398_777_917_440.0);
        assert_eq!(x.lo, 1.0);
        assert_eq!(x.mul(Dd::ONE.scale(-3)).scale(3), x);
    }
}
