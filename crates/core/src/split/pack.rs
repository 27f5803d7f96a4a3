//! The cards dealt in a round as one `u64`: a mixed-radix number whose digit `r` counts the
//! cards of rank `r` the player has drawn (the seed's `cards[1..]`, minus the pair and the up
//! card, which every state shares).
//!
//! Each digit's radix is the most cards of that rank the player could possibly draw in one
//! round, so even an 8-deck shoe with three splits fits in 64 bits, and drawing a card of rank
//! `r` is one addition. Decoding divides by the radices; [`FastDiv`] turns those divisions into
//! multiplications.

/// Division of `u64` numbers by a fixed divisor through one 128-bit reciprocal.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastDiv {
    divisor: u64,
    /// `floor(2^128 / divisor) + 1`, or 0 for the divisor 1.
    magic: u128,
}

impl FastDiv {
    pub(crate) fn new(divisor: u64) -> FastDiv {
        assert!(divisor > 0, "division by zero");
        let magic = if divisor == 1 {
            0
        } else {
            let floor = u128::MAX / u128::from(divisor) + u128::from(divisor.is_power_of_two());
            floor + 1
        };
        FastDiv { divisor, magic }
    }

    /// `(x / divisor, x % divisor)`.
    ///
    /// With `m = floor(2^128/d) + 1 = 2^128/d + e`, `0 < e ≤ 1`, we get
    /// `x·m / 2^128 = x/d + x·e/2^128`, and the error term is below `2^-64 < 1/d`, too small to
    /// carry `x/d` past the next integer: the floor is exact for every `x < 2^64`.
    #[inline]
    pub(crate) fn div_rem(self, x: u64) -> (u64, u64) {
        if self.magic == 0 {
            return (x, 0);
        }
        let lo = (self.magic as u64) as u128;
        let hi = self.magic >> 64;
        let x = x as u128;
        let q = ((x * hi + ((x * lo) >> 64)) >> 64) as u64;
        (q, x as u64 - q * self.divisor)
    }
}

/// The packing of the cards dealt in a round into one number.
#[derive(Clone, Debug)]
pub(crate) struct Packer {
    radix: [FastDiv; 10],
    /// Increment of the cards number for one more drawn card of each rank.
    step: [u64; 10],
    /// Cards of each rank the player may draw (shoe minus the pair and the up card).
    available: [u32; 10],
}

impl Packer {
    /// Packing for a shoe with `available[r-1]` drawable cards of rank `r`, in rounds of at most
    /// `max_hands` hands. The digits' radices depend only on the hands, not on the shoe's size,
    /// so the number always fits (see the test `largest_rounds_fit_in_63_bits`).
    pub(crate) fn new(available: [u32; 10], max_hands: u32) -> Packer {
        let mut radix = [FastDiv::new(1); 10];
        let mut step = [0u64; 10];
        let mut place: u128 = 1;
        for r in 0..10 {
            let rank = r as u32 + 1;
            // A hand keeps drawing only while its hard total is at most 21 and it starts with a
            // pair card worth at least 1, so it holds at most 20/rank + 1 drawn cards of this
            // rank, plus possibly its own pair card if that was drawn (a resplit).
            let per_hand = if rank == 1 { 22 } else { 20 / rank + 2 };
            let most = available[r].min(per_hand * max_hands);
            let digits = u64::from(most) + 1;
            radix[r] = FastDiv::new(digits);
            step[r] = place as u64;
            place *= u128::from(digits);
        }
        Packer {
            radix,
            step,
            available,
        }
    }

    /// The number of distinct cards numbers (the product of the radices).
    #[cfg(test)]
    fn size(&self) -> u128 {
        self.radix.iter().map(|r| u128::from(r.divisor)).product()
    }

    /// Increment of the cards number for drawing one card of rank `r` (index `r - 1`).
    #[inline]
    pub(crate) fn step(&self, r: usize) -> u64 {
        self.step[r]
    }

    /// The cards of each rank left in the shoe for a cards number.
    #[inline]
    pub(crate) fn left(&self, cards: u64) -> [u32; 10] {
        let mut rest = cards;
        let mut left = [0u32; 10];
        for (r, l) in left.iter_mut().enumerate() {
            let (q, digit) = self.radix[r].div_rem(rest);
            *l = self.available[r] - digit as u32;
            rest = q;
        }
        left
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_division_is_exact() {
        let divisors = [
            1u64,
            2,
            3,
            5,
            7,
            16,
            17,
            33,
            1000,
            65_537,
            4_294_967_295,
            u64::MAX / 3,
        ];
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for &d in &divisors {
            let f = FastDiv::new(d);
            for probe in [0, 1, d - 1, d, d.wrapping_add(1), u64::MAX, u64::MAX - 1] {
                assert_eq!(f.div_rem(probe), (probe / d, probe % d), "{probe} / {d}");
            }
            for _ in 0..10_000 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                assert_eq!(f.div_rem(x), (x / d, x % d));
            }
        }
    }

    #[test]
    fn left_inverts_steps() {
        let p = Packer::new([3, 4, 4, 2, 4, 4, 4, 4, 4, 15], 2);
        let drawn = [1u64, 0, 2, 2, 0, 1, 0, 3, 0, 6];
        let cards = (0..10).fold(0, |k, r| k + drawn[r] * p.step(r));
        assert_eq!(p.left(cards), [2, 4, 2, 0, 4, 3, 4, 1, 4, 9]);
    }

    /// Even the biggest shoe with four hands packs below 2^63, so `cards + step` cannot
    /// overflow a `u64` either.
    #[test]
    fn largest_rounds_fit_in_63_bits() {
        let most = u32::from(crate::split::MAX_RANK_COUNT);
        assert!(Packer::new([most; 10], 4).size() < 1 << 63);
    }
}
