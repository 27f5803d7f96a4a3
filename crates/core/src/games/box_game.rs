//! The Box game as the seed's class defines it (contest problem C, UVa 12293): two boxes hold n
//! balls and 1 ball. A move empties the box with fewer balls and shares the other box's balls
//! between the two boxes, at least one each. A player who cannot move (1 and 1) loses; Alice
//! moves first.
//!
//! Only the fuller box matters, so a position is its count m ≥ 1, and a move goes to any
//! m − i with 1 ≤ i ≤ m / 2. The seed finds by minimax the pattern "Bob wins exactly when
//! n = 2ᵏ − 1" and its code lists 3, 7, 15, …; we check it against a search over the real game
//! up to 2,000 and it holds, and 1 (= 2¹ − 1, no move at all) is also a loss. Why: from
//! m = 2ᵏ − 1 every move lands in 2ᵏ⁻¹ … 2ᵏ − 2, not of that form; from any other m the
//! move to the largest 2ʲ − 1 below m is legal (m − (2ʲ − 1) ≤ 2ʲ − 1).

use super::impartial::ImpartialGame;
use super::minimax::TwoPlayerGame;

/// The most balls a box may hold here (the judge's bound).
pub const MAX_BALLS: u64 = 1_000_000_000;

/// Whether the player to move loses with `balls` in the fuller box: `balls` = 2ᵏ − 1.
pub fn mover_loses(balls: u64) -> bool {
    (balls + 1).is_power_of_two()
}

/// The fuller box's count after the winning move from `balls`, if there is one: the largest
/// 2ʲ − 1 below `balls`.
pub fn winning_move(balls: u64) -> Option<u64> {
    if mover_loses(balls) {
        return None;
    }
    let target = (1u64 << (63 - balls.leading_zeros())) - 1;
    Some(target)
}

/// The Box game; a position is the fuller box's count, a move the new fuller box's count.
pub struct BoxGame;

impl ImpartialGame for BoxGame {
    type Position = u64;
    fn options(&self, &balls: &u64) -> Vec<u64> {
        (1..=balls / 2).map(|i| balls - i).collect()
    }
}

impl TwoPlayerGame for BoxGame {
    type Position = u64;
    type Move = u64;

    fn result(&self, &balls: &u64) -> Option<i8> {
        (balls <= 1).then_some(-1)
    }

    fn moves(&self, balls: &u64) -> Vec<u64> {
        self.options(balls)
    }

    fn play(&self, _: &u64, &next: &u64) -> u64 {
        next
    }

    fn describe(&self, &next: &u64) -> String {
        format!("leave {next} in the fuller box")
    }

    /// Even shares first: they leave the smallest fuller box, nearest the end.
    fn promise(&self, _: &u64, &next: &u64) -> i32 {
        -(next.min(i32::MAX as u64) as i32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::impartial::GrundyMemo;
    use crate::games::minimax::{Method, search};

    #[test]
    fn the_seed_pattern_holds_against_the_real_game() {
        let mut memo = GrundyMemo::new(BoxGame);
        for balls in 1..=2_000u64 {
            assert_eq!(memo.grundy(&balls) == 0, mover_loses(balls), "{balls}");
        }
    }

    #[test]
    fn the_winning_move_wins() {
        for balls in 2..=5_000u64 {
            match winning_move(balls) {
                Some(next) => {
                    assert!(mover_loses(next) && balls - next >= 1 && balls - next <= balls / 2)
                }
                None => assert!(mover_loses(balls)),
            }
        }
    }

    #[test]
    fn minimax_agrees() {
        for balls in 1..=24u64 {
            let v = search(&BoxGame, &balls, Method::AlphaBetaOrdered, u64::MAX).unwrap();
            assert_eq!(v.value == -1, mover_loses(balls), "{balls}");
        }
    }
}
