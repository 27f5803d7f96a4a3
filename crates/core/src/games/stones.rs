//! Stones, the seed's contest problem D: one pile of n stones; the first player takes 1 to
//! n − 1 stones, and afterwards each player takes at least 1 and at most twice what the
//! opponent took last; whoever takes the last stone wins (the seed's `maxVal(n − 1, n)`, with
//! `min(2 * k, n - k)` as the next limit and an empty pile a loss for the player to move).
//! This is Fibonacci Nim.
//!
//! The seed solves it by minimax over (stones, limit) states. The theorem behind it (Whinihan
//! 1963): write n as a sum of non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, … (Zeckendorf's
//! theorem: that sum exists and is unique). The player to move wins exactly when the smallest
//! term of that sum is at most the limit, and taking the smallest term is then a winning move.
//! At the start the limit is n − 1, so the first player loses exactly when n is itself a
//! Fibonacci number. Why: after taking the smallest term z, what is left has its smallest term
//! above 2z (the next term of a Zeckendorf sum is at least the Fibonacci number two places up,
//! which is more than twice z), so the opponent cannot take it in one go, and whatever they
//! take leaves a smallest term within the new limit.
//!
//! Independent checks (tests): a brute force over every (stones, limit) state up to 400
//! stones equals the rule, the Zeckendorf move wins whenever the brute force finds a winning
//! move, and the minimax of [`super::minimax`] agrees with both on small piles.

use serde::{Deserialize, Serialize};

use super::minimax::TwoPlayerGame;

/// The largest pile: the rule costs a few dozen additions at any size below it.
pub const MAX_STONES: u64 = 1_000_000_000_000_000_000;

/// A position: stones left and the most the player to move may take. Only [`Pile::start`],
/// [`Pile::new`] and [`Pile::take`] make one, so the limit never exceeds the stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pile {
    /// Stones left.
    pub stones: u64,
    /// The most stones the player to move may take (0 only for the start of a pile of 1,
    /// where the first player may take 1 to 0 stones, that is none).
    pub limit: u64,
}

impl Pile {
    /// The start of a game of `n` stones: the first player takes 1 to n − 1.
    pub fn start(n: u64) -> Pile {
        Pile {
            stones: n,
            limit: n.saturating_sub(1),
        }
    }

    /// `stones` left with at most `limit` to take (a limit above the stones is the stones).
    pub fn new(stones: u64, limit: u64) -> Pile {
        Pile {
            stones,
            limit: limit.min(stones),
        }
    }

    /// The pile after taking `k` (1 ≤ k ≤ the limit): the opponent may take up to 2k.
    pub fn take(&self, k: u64) -> Pile {
        Pile::new(self.stones - k, 2 * k)
    }

    /// Whether the game is over (no stone left: the player to move has lost).
    pub fn is_over(&self) -> bool {
        self.stones == 0
    }
}

impl std::fmt::Display for Pile {
    /// `n` when the position is the start of a game of n (limit n − 1, which includes every
    /// state equal to it), otherwise `n,limit`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if *self == Pile::start(self.stones) {
            write!(f, "{}", self.stones)
        } else {
            write!(f, "{},{}", self.stones, self.limit)
        }
    }
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `n` (each once).
pub fn fibonacci_upto(n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= n {
        out.push(a);
        let next = a.saturating_add(b);
        (a, b) = (b, next);
        if a == b {
            break;
        }
    }
    out
}

/// Whether `n` is a Fibonacci number (1, 2, 3, 5, 8, …).
pub fn is_fibonacci(n: u64) -> bool {
    fibonacci_upto(n).last() == Some(&n)
}

/// The Zeckendorf representation of `n`: non-consecutive Fibonacci numbers summing to n,
/// largest first, found greedily (the largest Fibonacci number not above what is left). Empty
/// for 0.
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let fib = fibonacci_upto(n);
    let mut left = n;
    let mut terms = Vec::new();
    for &f in fib.iter().rev() {
        if f <= left {
            terms.push(f);
            left -= f;
        }
    }
    terms
}

/// Whether the player to move at `pile` wins with perfect play: the smallest term of the
/// stones' Zeckendorf representation is at most the limit (an empty pile is lost).
pub fn mover_wins(pile: Pile) -> bool {
    zeckendorf(pile.stones)
        .last()
        .is_some_and(|&z| z <= pile.limit)
}

/// The theorem's winning move: take the smallest Zeckendorf term, when the limit allows it.
pub fn zeckendorf_move(pile: Pile) -> Option<u64> {
    zeckendorf(pile.stones)
        .last()
        .copied()
        .filter(|&z| z <= pile.limit)
}

/// Every winning move of `pile`, smallest first, in O(log n): a winning take k leaves n − k
/// whose smallest term is above 2k, and then k's own terms are all smaller than n − k's
/// and not next to them, so n's representation is k's followed by n − k's. The candidates
/// are therefore the sums of n's smallest terms; each is checked by the rule.
pub fn winning_moves(pile: Pile) -> Vec<u64> {
    let mut terms = zeckendorf(pile.stones);
    terms.reverse();
    let mut sum = 0u64;
    let mut out = Vec::new();
    for t in terms {
        sum += t;
        if sum <= pile.limit && !mover_wins(pile.take(sum)) {
            out.push(sum);
        }
    }
    out
}

/// The "why" of a position, all from the theorem's arithmetic: the stones' Zeckendorf
/// representation, and the move it gives with what that move leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StonesWhy {
    /// Stones left.
    pub stones: u64,
    /// The most the player to move may take.
    pub limit: u64,
    /// The stones' Zeckendorf representation, largest term first.
    pub terms: Vec<u64>,
    /// The theorem's winning move (the smallest term), when the limit allows it.
    pub take: Option<u64>,
    /// After that move: the stones left's Zeckendorf representation (its smallest term is
    /// above twice the take, so the opponent cannot take it).
    pub left_terms: Vec<u64>,
}

impl StonesWhy {
    /// The why of `pile`.
    pub fn of(pile: Pile) -> StonesWhy {
        let take = zeckendorf_move(pile);
        StonesWhy {
            stones: pile.stones,
            limit: pile.limit,
            terms: zeckendorf(pile.stones),
            take,
            left_terms: take.map_or_else(Vec::new, |k| zeckendorf(pile.stones - k)),
        }
    }
}

/// The brute force the theorem is tested against, as the seed's memoised minimax computes it:
/// `table[n][l]` says whether the player to move wins with n stones left and at most l to
/// take, for every n ≤ `upto` and l ≤ n. Built from the small piles up:
/// win(n, l) = win(n, l − 1) or (taking l leaves a loss: lose(n − l, min(2l, n − l))).
pub fn brute_force(upto: usize) -> Vec<Vec<bool>> {
    let mut table: Vec<Vec<bool>> = Vec::with_capacity(upto + 1);
    for n in 0..=upto {
        let mut row = vec![false; n + 1];
        for l in 1..=n {
            let left = n - l;
            let leaves_a_loss = !table[left][(2 * l).min(left)];
            row[l] = row[l - 1] || leaves_a_loss;
        }
        table.push(row);
    }
    table
}

/// What a page shows for the start of games up to `upto` stones, all from the brute force:
/// the losing starts, and whether each agrees with the Fibonacci rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartsChecked {
    /// The largest pile checked.
    pub upto: u64,
    /// (stones, limit) states the brute force solved: every n ≤ upto with every limit ≤ n.
    pub states: u64,
    /// The piles n ≥ 1 whose first player loses, by the brute force.
    pub losing_starts: Vec<u64>,
    /// Whether every state's brute-force value equals the Zeckendorf rule's.
    pub rule_holds: bool,
    /// Whether, in every state the brute force calls won, taking the smallest Zeckendorf term
    /// is allowed and wins.
    pub move_holds: bool,
}

/// Solves every state up to `upto` stones by brute force and compares with the theorem.
pub fn check_starts(upto: usize) -> StartsChecked {
    let table = brute_force(upto);
    let mut rule_holds = true;
    let mut move_holds = true;
    for (n, row) in table.iter().enumerate() {
        for (l, &wins) in row.iter().enumerate() {
            let pile = Pile::new(n as u64, l as u64);
            rule_holds &= wins == mover_wins(pile);
            if wins {
                move_holds &= zeckendorf_move(pile).is_some_and(|k| {
                    let after = pile.take(k);
                    !table[after.stones as usize][after.limit as usize]
                });
            }
        }
    }
    let losing_starts = (1..=upto)
        .filter(|&n| !table[n][n - 1])
        .map(|n| n as u64)
        .collect();
    StartsChecked {
        upto: upto as u64,
        states: table.iter().map(|r| r.len() as u64).sum(),
        losing_starts,
        rule_holds,
        move_holds,
    }
}

/// Stones as a [`TwoPlayerGame`] (the seed's minimax); a move is the number of stones taken.
pub struct Stones;

impl TwoPlayerGame for Stones {
    type Position = Pile;
    type Move = u64;

    /// An empty pile: the opponent took the last stone. A pile of 1 at the start has no move
    /// (take 1 to 0): a loss too, as in the seed.
    fn result(&self, pile: &Pile) -> Option<i8> {
        (pile.stones == 0 || pile.limit == 0).then_some(-1)
    }

    fn moves(&self, pile: &Pile) -> Vec<u64> {
        (1..=pile.limit).collect()
    }

    fn play(&self, pile: &Pile, &k: &u64) -> Pile {
        pile.take(k)
    }

    fn describe(&self, &k: &u64) -> String {
        if k == 1 {
            "take 1 stone".into()
        } else {
            format!("take {k} stones")
        }
    }

    /// Taking everything first (it wins at once when allowed), then the larger takes.
    fn promise(&self, pile: &Pile, &k: &u64) -> i32 {
        if k == pile.stones {
            i32::MAX
        } else {
            k.min(i32::MAX as u64 - 1) as i32
        }
    }
}

#[cfg(test)]
#[path = "stones_tests.rs"]
mod tests;
