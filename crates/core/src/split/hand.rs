//! Hand totals in the seed's signed convention, and the dealer's drawing rule.
//!
//! The seed ("Optimal strategy maximizing expected value for splitting pairs") stores a hand
//! total in one signed byte: positive for a hard total, negative for a soft one (an ace counted
//! as eleven), and 22 for any busted hand. We keep that convention: it makes a hand one small
//! integer and every rule below a one-line comparison.

/// A hand total: `t > 0` hard, `t < 0` soft total `-t`, `22` busted.
pub(crate) type Total = i8;

/// The total of a busted hand.
pub(crate) const BUST: Total = 22;

/// The total after drawing `card` (1 = ace, ..., 10) to `hand` (0 = no card yet).
///
/// An ace counts eleven when that does not bust the hand (the hand becomes soft); a soft hand
/// that would pass 21 counts its ace as one again; every hard total above 21 is [`BUST`].
pub(crate) fn deal(hand: Total, card: u8) -> Total {
    let soft = hand < 0;
    let sum = i16::from(hand).abs() + i16::from(card);
    if card == 1 && sum < 12 {
        // A single ace counted as eleven is soft (only one ace can count eleven).
        -((sum + 10) as Total)
    } else if soft && sum > 21 {
        (sum - 10) as Total
    } else if soft {
        -(sum as Total)
    } else {
        sum.min(i16::from(BUST)) as Total
    }
}

/// Whether the dealer must draw to `hand` (hits soft 17 when `hit_soft_17`).
pub(crate) fn dealer_hits(hand: Total, hit_soft_17: bool) -> bool {
    hand.abs() < 17 || (hit_soft_17 && hand == -17)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aces_and_busts_follow_the_usual_count() {
        assert_eq!(deal(0, 1), -11);
        assert_eq!(deal(-11, 1), -12);
        assert_eq!(deal(-11, 10), -21);
        assert_eq!(deal(-16, 10), 16);
        assert_eq!(deal(5, 1), -16);
        assert_eq!(deal(11, 1), 12);
        assert_eq!(deal(16, 10), BUST);
        assert_eq!(deal(-21, 10), 21);
        assert!(dealer_hits(-17, true) && !dealer_hits(-17, false) && !dealer_hits(17, true));
    }
}
