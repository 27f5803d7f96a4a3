//! Refusals, budgets and cancelling: progress can stop a solve, bad scenarios and table sizes
//! are refused before any work, never panicked on.

use super::*;
use crate::progress::Flow;

#[test]
fn progress_can_cancel_and_budget_can_refuse() {
    let mut reports = 0;
    let mut stop = |_: &str, _: u64, _: u64| {
        reports += 1;
        Flow::Stop
    };
    assert_eq!(
        solve(&seed_example(), &SolveOptions::default(), &mut stop),
        Err(SplitError::Cancelled)
    );
    assert_eq!(reports, 1);
    let tight = SolveOptions {
        max_states: 100_000,
        ..SolveOptions::default()
    };
    assert!(matches!(
        solve(&seed_example(), &tight, &mut Silent),
        Err(SplitError::TooLarge { states, .. }) if states > 100_000
    ));
    let small_memory = SolveOptions {
        max_bytes: 4_000_000,
        ..SolveOptions::default()
    };
    assert!(matches!(
        solve(&seed_example(), &small_memory, &mut Silent),
        Err(SplitError::TooLarge { bytes, .. }) if bytes > 4_000_000
    ));
    // Progress reports the estimate as the total while searching, then the states found.
    let mut totals = Vec::new();
    let mut watch = |phase: &str, _: u64, total: u64| {
        totals.push((phase.starts_with("search"), total));
        Flow::Continue
    };
    let s = solve(&seed_example(), &SolveOptions::default(), &mut watch).unwrap();
    let guess = estimate(&seed_example()).unwrap().states;
    assert!(totals.iter().any(|&(search, t)| search && t == guess));
    assert!(totals.iter().any(|&(search, t)| !search && t == s.states));
}

#[test]
fn bad_input_is_refused_not_panicked_on() {
    let ok = seed_example();
    let bad = [
        Scenario {
            pair: 0,
            ..ok.clone()
        },
        Scenario {
            up: 11,
            ..ok.clone()
        },
        Scenario {
            shoe: [4, 1, 4, 4, 4, 4, 4, 4, 4, 16],
            ..ok.clone()
        },
        Scenario {
            shoe: [4, 4, 4, 0, 4, 4, 4, 4, 4, 16],
            ..ok.clone()
        },
        Scenario {
            shoe: [4, 4, 4, 4, 4, 4, 4, 4, 4, 9999],
            ..ok.clone()
        },
        Scenario {
            rules: Rules {
                max_splits: 0,
                ..ok.rules
            },
            ..ok.clone()
        },
        Scenario {
            rules: Rules {
                max_splits: 4,
                ..ok.rules
            },
            ..ok.clone()
        },
    ];
    for s in bad {
        assert!(
            matches!(
                solve(&s, &SolveOptions::default(), &mut Silent),
                Err(SplitError::Invalid(_))
            ),
            "{s:?}"
        );
        assert!(unsplit_values(&s).is_err());
    }
    assert!(dealer_odds([4; 10], 0, true).is_err());
}

/// Issue 18: table bits beyond the bound, or an initial map over the memory budget, are refused
/// before any allocation, with the budget named.
#[test]
fn table_bits_are_bounded_before_any_allocation() {
    let s = seed_example();
    for bits in [0, 3, MAX_TABLE_BITS + 1, 32, u8::MAX] {
        let options = SolveOptions {
            table_bits: bits,
            ..SolveOptions::default()
        };
        assert!(
            matches!(
                solve(&s, &options, &mut Silent),
                Err(SplitError::Invalid(_))
            ),
            "{bits}"
        );
    }
    let options = SolveOptions {
        table_bits: 20,
        max_bytes: 1_000_000,
        ..SolveOptions::default()
    };
    // 2^20 slots of 12 bytes: 12.6 MB, over a 1 MB budget.
    assert_eq!(
        count_states(&s, &options, &mut Silent),
        Err(SplitError::TooLarge {
            states: 0,
            bytes: 12 << 20
        })
    );
}
