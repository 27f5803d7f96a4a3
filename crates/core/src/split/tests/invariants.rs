//! Rules and settings that cannot change a result: the table's size, the soft-17 rule with a
//! ten up, peeking with 2 to 9 up, and shoes deep enough to saturate the packing.

use super::*;

#[test]
fn results_do_not_depend_on_table_size() {
    let s = scenario(
        decks(1),
        8,
        10,
        Rules {
            max_splits: 1,
            ..Rules::default()
        },
    );
    let small = solve(
        &s,
        &SolveOptions {
            table_bits: 4,
            ..SolveOptions::default()
        },
        &mut Silent,
    )
    .unwrap();
    let large = solve(
        &s,
        &SolveOptions {
            table_bits: 24,
            ..SolveOptions::default()
        },
        &mut Silent,
    )
    .unwrap();
    assert_eq!(small.states, large.states);
    assert_eq!(small.value.to_bits(), large.value.to_bits());
    let seed_small = solve(
        &seed_example(),
        &SolveOptions {
            table_bits: 8,
            ..SolveOptions::default()
        },
        &mut Silent,
    )
    .unwrap();
    assert_eq!(seed_small.states, 1_247_392);
    assert_eq!(seed_small.value, 0.12079971803625908);
}

/// With a ten up the dealer can never hold a soft 17, so the soft-17 rule cannot matter.
#[test]
fn soft_17_rule_is_moot_with_a_ten_up() {
    for pair in [1, 3, 8, 10] {
        let h17 = quick(&scenario(
            decks(1),
            pair,
            10,
            Rules {
                hit_soft_17: true,
                ..Rules::default()
            },
        ));
        let s17 = quick(&scenario(
            decks(1),
            pair,
            10,
            Rules {
                hit_soft_17: false,
                ..Rules::default()
            },
        ));
        assert_eq!(h17, s17, "pair {pair}");
    }
    // ... but it does matter with a 6 up.
    let h17 = quick(&scenario(
        decks(1),
        8,
        6,
        Rules {
            hit_soft_17: true,
            ..Rules::default()
        },
    ));
    let s17 = quick(&scenario(
        decks(1),
        8,
        6,
        Rules {
            hit_soft_17: false,
            ..Rules::default()
        },
    ));
    assert_ne!(h17.value, s17.value);
}

/// With 2 to 9 up the dealer cannot have a blackjack: peeking or not changes nothing.
#[test]
fn peek_and_no_hole_card_agree_for_up_cards_two_to_nine() {
    for up in 2..=9 {
        let peek = quick(&scenario(
            decks(1),
            9,
            up,
            Rules {
                no_hole_card: false,
                ..Rules::default()
            },
        ));
        let enhc = quick(&scenario(
            decks(1),
            9,
            up,
            Rules {
                no_hole_card: true,
                ..Rules::default()
            },
        ));
        assert_eq!(peek, enhc, "up {up}");
    }
    let peek = quick(&scenario(
        decks(1),
        9,
        1,
        Rules {
            no_hole_card: false,
            ..Rules::default()
        },
    ));
    let enhc = quick(&scenario(
        decks(1),
        9,
        1,
        Rules {
            no_hole_card: true,
            ..Rules::default()
        },
    ));
    assert!(enhc.value < peek.value);
}

/// Deep shoes, where the packing's digit bounds (not the shoe) limit the cards of a rank: the
/// search's debug assertion checks every drawn card against the packing, and the counts agree
/// with a shallower shoe where they must (a pair of tens saturates by six decks).
#[test]
fn deep_shoes_pack_without_overflow() {
    for (pair, shoe) in [
        (2, decks(8)),
        (10, decks(32)),
        (4, [32, 32, 32, 32, 4, 4, 4, 4, 4, 16]),
    ] {
        let s = scenario(shoe, pair, 6, Rules::default());
        assert!(count_states(&s, &SolveOptions::default(), &mut Silent).is_ok());
    }
    let tens = |d| {
        count_states(
            &scenario(decks(d), 10, 6, Rules::default()),
            &SolveOptions::default(),
            &mut Silent,
        )
        .unwrap()
        .states
    };
    assert_eq!(tens(6), tens(32));
}
