//! Tests of the split solver against the seed and against independent computations, by topic:
//! the seed's worked example (`seed`), a full-history brute force (`brute`), exact rationals
//! and a closed form (`exact`), rules that cannot change a value (`invariants`), and refusals,
//! budgets and cancelling (`limits`). Here: the helpers and the small shoes they share.

use super::*;
use crate::progress::Silent;

mod brute;
mod exact;
mod invariants;
mod limits;
mod seed;

fn scenario(shoe: [u16; 10], pair: u8, up: u8, rules: Rules) -> Scenario {
    Scenario {
        shoe,
        pair,
        up,
        rules,
    }
}

fn seed_example() -> Scenario {
    let s = scenario(decks(1), 2, 4, Rules::default());
    assert_eq!(s, super::seed_example());
    s
}

fn quick(s: &Scenario) -> SplitSolution {
    solve(s, &SolveOptions::default(), &mut Silent).unwrap()
}
/// Small shoes (few distinct ranks keep the brute force's tree small) and varied rules.
fn small_cases() -> Vec<Scenario> {
    let r = Rules::default();
    let s17 = Rules {
        hit_soft_17: false,
        ..r
    };
    vec![
        scenario(
            [2, 0, 0, 2, 0, 2, 0, 3, 0, 4],
            8,
            6,
            Rules {
                max_splits: 2,
                ..s17
            },
        ),
        scenario(
            [2, 0, 0, 2, 0, 2, 0, 4, 0, 4],
            8,
            10,
            Rules {
                max_splits: 3,
                no_hole_card: true,
                ..r
            },
        ),
        scenario(
            [2, 0, 0, 2, 0, 2, 0, 4, 0, 4],
            8,
            1,
            Rules { max_splits: 3, ..r },
        ),
        scenario(
            [2, 0, 0, 2, 0, 2, 0, 4, 0, 4],
            8,
            4,
            Rules {
                max_splits: 3,
                forced_resplit: true,
                ..r
            },
        ),
        scenario(
            [4, 0, 2, 0, 2, 0, 2, 0, 0, 4],
            1,
            5,
            Rules {
                max_splits: 3,
                resplit_aces: true,
                ..s17
            },
        ),
        scenario(
            [1, 3, 0, 2, 1, 0, 2, 0, 2, 3],
            2,
            9,
            Rules {
                doubling: Doubling::NineToEleven,
                ..r
            },
        ),
        scenario(
            [1, 0, 3, 0, 2, 2, 0, 1, 0, 4],
            3,
            10,
            Rules {
                doubling: Doubling::TenEleven,
                max_splits: 2,
                ..r
            },
        ),
        scenario(
            [2, 2, 0, 0, 3, 0, 2, 0, 0, 3],
            5,
            7,
            Rules {
                double_after_split: false,
                max_splits: 2,
                ..s17
            },
        ),
        // Tiny shoes where the player, then the dealer, can run out of cards.
        scenario(
            [1, 2, 0, 1, 0, 0, 0, 0, 0, 2],
            2,
            4,
            Rules { max_splits: 2, ..r },
        ),
        scenario([0, 1, 1, 2, 0, 1, 1, 0, 0, 1], 4, 7, r),
    ]
}
