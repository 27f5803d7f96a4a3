//! Stones against independent values: a brute force over every (stones, limit) state, the
//! seed's own minimax, and Fibonacci and Zeckendorf by hand.

use super::*;
use crate::games::minimax::{Exact, Method, search};

/// How far the brute force checks the theorem (every limit of every pile: 80,601 states).
const CHECKED: usize = 400;

#[test]
fn fibonacci_and_zeckendorf_by_hand() {
    assert_eq!(fibonacci_upto(100), [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
    assert_eq!(zeckendorf(0), Vec::<u64>::new());
    assert_eq!(zeckendorf(1), [1]);
    assert_eq!(zeckendorf(4), [3, 1]);
    assert_eq!(zeckendorf(20), [13, 5, 2]);
    assert_eq!(zeckendorf(100), [89, 8, 3]);
    assert!(is_fibonacci(89) && !is_fibonacci(90) && !is_fibonacci(0));
    // The largest pile: F(88) = 1,100,087,778,366,101,931 is above it, F(87) below.
    assert_eq!(
        fibonacci_upto(MAX_STONES).last(),
        Some(&679_891_637_638_612_258)
    );
}

/// Zeckendorf's theorem itself: every representation sums to n, its terms are Fibonacci
/// numbers, distinct, and no two consecutive.
#[test]
fn zeckendorf_sums_are_non_consecutive_fibonacci_numbers() {
    let fib = fibonacci_upto(1 << 20);
    for n in (1..=5_000u64).chain([MAX_STONES, MAX_STONES - 1, 1 << 40]) {
        let terms = zeckendorf(n);
        assert_eq!(terms.iter().sum::<u64>(), n, "{n}");
        let at: Vec<usize> = terms.iter().map(|t| fibonacci_upto(*t).len() - 1).collect();
        for (t, &i) in terms.iter().zip(&at) {
            assert!(is_fibonacci(*t), "{n}: {t}");
            if *t < 1 << 20 {
                assert_eq!(fib[i], *t);
            }
        }
        assert!(at.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {terms:?}");
    }
}

#[test]
fn the_brute_force_equals_the_fibonacci_rule_at_the_start() {
    let table = brute_force(CHECKED);
    for n in 1..=CHECKED {
        let first_wins = table[n][n - 1];
        assert_eq!(first_wins, !is_fibonacci(n as u64), "{n}");
        assert_eq!(first_wins, mover_wins(Pile::start(n as u64)), "{n}");
    }
    let checked = check_starts(CHECKED);
    assert_eq!(
        checked.losing_starts,
        [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]
    );
    assert_eq!(
        checked.states,
        (CHECKED as u64 + 1) * (CHECKED as u64 + 2) / 2
    );
    assert!(checked.rule_holds && checked.move_holds);
}

/// Every state, not only the starts: the rule, and the Zeckendorf move wins whenever the
/// brute force finds any winning move; `winning_moves` lists exactly the brute force's.
#[test]
fn the_rule_and_the_zeckendorf_move_hold_in_every_state() {
    let table = brute_force(CHECKED);
    for n in 0..=CHECKED {
        for l in 0..=n {
            let pile = Pile::new(n as u64, l as u64);
            let wins = table[n][l];
            assert_eq!(wins, mover_wins(pile), "{pile}");
            let by_brute: Vec<u64> = (1..=l as u64)
                .filter(|&k| {
                    let after = pile.take(k);
                    !table[after.stones as usize][after.limit as usize]
                })
                .collect();
            assert_eq!(!by_brute.is_empty(), wins, "{pile}");
            assert_eq!(winning_moves(pile), by_brute, "{pile}");
            match zeckendorf_move(pile) {
                Some(k) => assert!(by_brute.contains(&k), "{pile}: {k}"),
                None => assert!(!wins, "{pile}"),
            }
        }
    }
}

/// The seed's minimax (here its negamax form, alpha-beta and a transposition table) agrees.
#[test]
fn the_seeds_minimax_agrees() {
    let mut exact = Exact::new(Stones);
    for n in 1..=60u64 {
        let start = Pile::start(n);
        assert_eq!(exact.value(&start) == 1, !is_fibonacci(n), "{n}");
    }
    for n in 1..=14u64 {
        let start = Pile::start(n);
        let plain = search(&Stones, &start, Method::Minimax, u64::MAX).unwrap();
        let ordered = search(&Stones, &start, Method::AlphaBetaOrdered, u64::MAX).unwrap();
        assert_eq!(plain.value == 1, !is_fibonacci(n), "{n}");
        assert_eq!(ordered.value, plain.value, "{n}");
        assert!(ordered.nodes <= plain.nodes, "{n}");
    }
}

#[test]
fn positions_and_moves() {
    let start = Pile::start(20);
    assert_eq!(start.to_string(), "20");
    assert_eq!(zeckendorf_move(start), Some(2));
    let after = start.take(2);
    assert_eq!(after, Pile::new(18, 4));
    assert_eq!(after.to_string(), "18,4");
    // 18 = 13 + 5: its smallest term 5 is above the limit 4, so the mover loses.
    assert!(!mover_wins(after));
    // A state equal to a start is written as that start.
    assert_eq!(Pile::new(5, 4).to_string(), "5");
    assert_eq!(Pile::new(5, 9), Pile::new(5, 5));
    assert!(Pile::start(0).is_over() && !mover_wins(Pile::start(0)));
    // A pile of 1 at the start has no move: the first player loses, as in the seed.
    assert_eq!(Stones.moves(&Pile::start(1)), Vec::<u64>::new());
    assert_eq!(Stones.result(&Pile::start(1)), Some(-1));
    // The largest piles stay exact.
    let big = Pile::start(MAX_STONES);
    let k = zeckendorf_move(big).unwrap();
    assert!(!mover_wins(big.take(k)));
}
