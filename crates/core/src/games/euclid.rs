//! Euclid's game (the seed's contest problem B): from two positive numbers, a move subtracts a
//! positive multiple of the smaller from the larger, leaving it non-negative; the player who
//! reaches 0 wins.
//!
//! The seed searches every multiple by minimax, which is exponential in the quotients (from
//! (a, b) the moves reach (a mod b + j·b, b) for every j below the quotient, and each of those
//! again). The rule we use instead, checked against that minimax for every pair up to 60:
//! with a ≥ b, the player to move wins if b divides a or a ≥ 2b (of the moves to
//! (a mod b + b, b) and (a mod b, b), one wins, since the first's only move is to the second);
//! for b < a < 2b the only move is to (b, a − b), which wins exactly when that is lost.
//! Every recursion step is one step of Euclid's algorithm, so u64 inputs take microseconds.

use serde::{Deserialize, Serialize};

use super::minimax::TwoPlayerGame;

/// Two numbers, the larger first; `small` is 0 once someone has reached 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pair {
    /// The larger number.
    pub large: u64,
    /// The smaller number.
    pub small: u64,
}

/// A Euclid's game pair with a 0 ([`Pair::new`]): the game is over before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotPositive;

impl std::fmt::Display for NotPositive {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("both numbers must be positive")
    }
}

impl std::error::Error for NotPositive {}

impl Pair {
    /// Both numbers must be positive: a 0 means the game is over before it starts.
    pub fn new(a: u64, b: u64) -> Result<Pair, NotPositive> {
        if a == 0 || b == 0 {
            return Err(NotPositive);
        }
        Ok(Pair::ordered(a, b))
    }

    fn ordered(a: u64, b: u64) -> Pair {
        Pair {
            large: a.max(b),
            small: a.min(b),
        }
    }

    /// How many multiples of the smaller number may be subtracted.
    pub fn quotient(&self) -> u64 {
        self.large / self.small
    }

    /// The position after subtracting `k` times the smaller (1 ≤ k ≤ quotient).
    pub fn subtract(&self, k: u64) -> Pair {
        Pair::ordered(self.large - k * self.small, self.small)
    }
}

impl std::fmt::Display for Pair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{}", self.large, self.small)
    }
}

/// Whether the player to move wins from `pair` (both positive), by the rule above.
pub fn mover_wins(pair: Pair) -> bool {
    let (mut a, mut b) = (pair.large, pair.small);
    let mut mover = true;
    loop {
        if a % b == 0 || a - b >= b {
            return mover;
        }
        (a, b) = (b, a - b);
        mover = !mover;
    }
}

/// Euclid's game as a [`TwoPlayerGame`]; a move is the multiple k.
pub struct Euclid;

impl TwoPlayerGame for Euclid {
    type Position = Pair;
    type Move = u64;

    /// Reaching 0 wins: the player to move after it has lost.
    fn result(&self, pair: &Pair) -> Option<i8> {
        (pair.small == 0).then_some(-1)
    }

    /// Largest multiple first, as in the seed's loop.
    fn moves(&self, pair: &Pair) -> Vec<u64> {
        (1..=pair.quotient()).rev().collect()
    }

    fn play(&self, pair: &Pair, &k: &u64) -> Pair {
        pair.subtract(k)
    }

    fn describe(&self, &k: &u64) -> String {
        format!("subtract {k} times the smaller")
    }

    /// The two moves the rule says matter (to a mod b and a mod b + b) first.
    fn promise(&self, pair: &Pair, &k: &u64) -> i32 {
        i32::from(k + 1 >= pair.quotient())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::minimax::{Exact, Method, search};

    #[test]
    fn the_rule_matches_minimax_on_every_small_pair() {
        let mut exact = Exact::new(Euclid);
        for a in 1..=60 {
            for b in 1..=60 {
                let pair = Pair::new(a, b).unwrap();
                assert_eq!(mover_wins(pair), exact.value(&pair) == 1, "({a}, {b})");
            }
        }
    }

    #[test]
    fn the_judge_sample_and_the_golden_ratio() {
        // UVa 10368 sample: (34, 12) Stan wins, (15, 24) Ollie wins.
        assert!(mover_wins(Pair::new(34, 12).unwrap()));
        assert!(!mover_wins(Pair::new(15, 24).unwrap()));
        // Consecutive Fibonacci numbers allow one move at each step all the way down: plain
        // minimax walks that chain, and agrees with the rule.
        let pair = Pair::new(89, 55).unwrap();
        let plain = search(&Euclid, &pair, Method::Minimax, u64::MAX).unwrap();
        assert_eq!(plain.value == 1, mover_wins(pair));
        // Huge numbers: a ≥ 2b wins at once, with no search.
        assert!(mover_wins(Pair::new(u64::MAX, 3).unwrap()));
    }

    #[test]
    fn pruning_keeps_the_value_and_visits_fewer_nodes() {
        for (a, b) in [(34, 12), (40, 7), (100, 13), (61, 17)] {
            let pair = Pair::new(a, b).unwrap();
            let [plain, ab, ordered] =
                Method::ALL.map(|m| search(&Euclid, &pair, m, u64::MAX).unwrap());
            assert_eq!(plain.value, ab.value);
            assert_eq!(plain.value, ordered.value);
            assert!(
                ab.nodes <= plain.nodes && ordered.nodes <= ab.nodes,
                "({a}, {b})"
            );
        }
        let pair = Pair::new(100, 13).unwrap();
        let [plain, ab, _] = Method::ALL.map(|m| search(&Euclid, &pair, m, u64::MAX).unwrap());
        assert!(ab.nodes < plain.nodes);
    }

    #[test]
    fn zero_is_refused() {
        assert!(Pair::new(0, 3).is_err());
        assert!(Pair::new(3, 0).is_err());
        assert_eq!(Pair::new(3, 0), Err(NotPositive));
        assert_eq!(NotPositive.to_string(), "both numbers must be positive");
    }
}
