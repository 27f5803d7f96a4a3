//! Tests against the notebook's figures (the full deck's p and its first turns), the brute
//! force over every arrangement of small decks, decks whose answer is known in closed form (one
//! suit, one rank), and a simulation.

use super::report::decimal;
use super::*;
use crate::progress::{Flow, Silent};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn p(ranks: u32, suits: u32) -> BigRational {
    p_sweep(WarDeck::new(ranks, suits).unwrap(), &mut Silent).unwrap()
}

fn ratio(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

#[test]
fn full_deck_matches_the_notebook() {
    let report = sweep_report(WarDeck::standard(), &mut Silent).unwrap();
    assert_eq!(report.turns, 26);
    // The notebook's float sum: 3.132436174322299e-09; ours is the rounded exact value.
    assert!((report.p_sweep / 3.132436174322299e-09 - 1.0).abs() < 1e-13);
    // 1 / (2 * p_sweep(deck)) = 159620171.70491105: "about once every 160 million games".
    let games = report.games_per_sweep.unwrap();
    assert!((games / 159_620_171.704_911_05 - 1.0).abs() < 1e-13);
    assert_eq!((games / 1e7).round(), 16.0);
    // p_sweep(deck) / ((24/51) ** 26) = 1.0167508045532485.
    assert!((report.p_sweep / report.simple_arithmetic / 1.0167508045532485 - 1.0).abs() < 1e-12);
    // The page's ratio curve ends on the same figure, starts at exactly 1 and grows: each turn
    // won leaves a deck a little likelier to be won again than p₁ says.
    let ratios: Vec<f64> = report.by_turn.iter().map(|t| t.vs_simple).collect();
    assert!((ratios[26] / 1.0167508045532485 - 1.0).abs() < 1e-12);
    assert_eq!(ratios[..2], [1.0, 1.0]);
    assert!(ratios[1..].windows(2).all(|w| w[1] > w[0]), "{ratios:?}");
}

#[test]
fn ratio_to_simple_arithmetic_agrees_with_the_float_curve() {
    // One suit: every turn is an independent coin flip, so the ratio is exactly 1 throughout.
    let coin = sweep_report(WarDeck::new(9, 1).unwrap(), &mut Silent).unwrap();
    assert!(coin.by_turn.iter().all(|t| t.vs_simple == 1.0));
    // Elsewhere p_t / p₁^t from the rounded floats agrees to rounding.
    let r = sweep_report(WarDeck::new(6, 3).unwrap(), &mut Silent).unwrap();
    let p1 = r.by_turn[1].p;
    for t in &r.by_turn {
        let float = t.p / p1.powi(t.turn as i32);
        assert!((t.vs_simple / float - 1.0).abs() < 1e-13, "turn {}", t.turn);
    }
    // A single rank always ties: no first turn to compare with.
    let tie = sweep_report(WarDeck::new(1, 4).unwrap(), &mut Silent).unwrap();
    assert_eq!(tie.by_turn[1].vs_simple, 0.0);
}

#[test]
fn exact_full_deck_value_is_a_reduced_fraction_over_52_falling_52() {
    let exact = p(13, 4);
    // The denominator divides 52! (the weights are counted over 52·51·…·1).
    let factorial: BigInt = (1..=52u32).map(BigInt::from).product();
    assert!((factorial % exact.denom()).is_zero());
    assert_eq!(
        decimal(&exact),
        sweep_report(WarDeck::standard(), &mut Silent)
            .unwrap()
            .p_sweep
    );
}

#[test]
fn first_turns_match_the_notebook_printout() {
    let deck = WarDeck::standard();
    let after = |t| decks_after(deck, t, &mut Silent).unwrap();
    let one = after(1);
    assert_eq!(one.len(), 1);
    assert_eq!(one[0].deck, [3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    assert_eq!(one[0].p_exact, "8/17"); // 24/51
    let two = after(2);
    let printed = [
        (
            vec![2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
            0.001728691476590634,
        ),
        (
            vec![2, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
            0.050708283313325254,
        ),
        (
            vec![3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4],
            0.16902761104441777,
        ),
    ];
    assert_eq!(two.len(), printed.len());
    for (row, (deck, p)) in two.iter().zip(printed) {
        assert_eq!(row.deck, deck);
        assert!((row.p / p - 1.0).abs() < 1e-12, "{row:?}");
    }
    assert_eq!(after(3).len(), 7);
    let four = after(4);
    assert_eq!(four.len(), 15);
    // The first entry printed for turn 4: all four cards of two ranks gone.
    assert_eq!(four[0].deck, vec![4; 11]);
    assert!((four[0].p / 1.4807032896414793e-09 - 1.0).abs() < 1e-12);
    let thirteen_threes = four
        .iter()
        .find(|o| o.deck == [3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4]);
    assert!((thirteen_threes.unwrap().p / 0.007005029578899085 - 1.0).abs() < 1e-12);
}

#[test]
fn brute_force_agrees_on_the_notebook_table() {
    // The notebook prints p to 4 places for each deck.
    let printed = [
        0.5000, 0.2500, 0.1667, 0.1250, 0.0667, 0.0500, 0.0625, 0.0357, 0.0143, 0.0180, 0.0040,
    ];
    let table = notebook_table(&mut Silent).unwrap();
    for (row, p) in table.iter().zip(printed) {
        assert!(row.agree, "{row:?}");
        assert_eq!(row.brute_force, row.abstract_enumeration);
        assert!((row.p - p).abs() < 0.00005, "{row:?}");
    }
    assert_eq!(table[7].abstract_enumeration, "1/28"); // 0.03571428571428571
}

#[test]
fn brute_force_agrees_on_odd_and_other_small_decks() {
    for (ranks, suits) in [
        (3, 1),
        (3, 3),
        (5, 1),
        (7, 1),
        (3, 4),
        (4, 3),
        (2, 6),
        (3, 5),
    ] {
        let deck = WarDeck::new(ranks, suits).unwrap();
        assert_eq!(
            brute_force_p_sweep(deck).unwrap(),
            p(ranks, suits),
            "{ranks}×{suits}"
        );
    }
}

#[test]
fn one_suit_never_ties_so_each_turn_is_a_coin_flip() {
    for ranks in 2..=40 {
        assert_eq!(p(ranks, 1), ratio(1, 1 << (ranks / 2)), "{ranks} ranks");
    }
}

#[test]
fn one_rank_always_ties() {
    assert!(p(1, 2).is_zero());
    let report = sweep_report(WarDeck::new(1, 8).unwrap(), &mut Silent).unwrap();
    assert_eq!(report.games_per_sweep, None);
    assert_eq!(report.by_turn[1].abstract_decks, 0);
}

#[test]
fn curve_starts_at_one_and_never_rises() {
    let report = sweep_report(WarDeck::new(13, 6).unwrap(), &mut Silent).unwrap();
    assert_eq!(report.by_turn.len(), 40);
    assert_eq!(report.by_turn[0].p_exact, "1/1");
    assert_eq!(report.by_turn[0].abstract_decks, 1);
    assert!(report.by_turn.windows(2).all(|w| w[1].p < w[0].p));
    assert_eq!(report.by_turn.last().unwrap().p, report.p_sweep);
    // P(first turn) = (N - suits) / (N - 1) / 2 exactly.
    assert_eq!(report.by_turn[1].p_exact, "36/77"); // (78 - 6) / 77 / 2
}

#[test]
fn simulation_brackets_the_exact_value() {
    // (4, 2): p = 1/28. 200,000 games: sd = sqrt(p(1-p)/n) ≈ 0.00042; allow 5 sd.
    let deck = WarDeck::new(4, 2).unwrap();
    let mut rng = SmallRng::seed_from_u64(20_200_828);
    let games = 200_000;
    let sweeps = simulate(deck, games, &mut rng, &mut Silent).unwrap();
    let estimate = sweeps as f64 / games as f64;
    assert!((estimate - 1.0 / 28.0).abs() < 5.0 * 0.00042, "{estimate}");
}

#[test]
fn bad_decks_are_refused_with_a_reason() {
    assert_eq!(WarDeck::new(0, 4), Err(WarError::NoRanks));
    assert_eq!(WarDeck::new(13, 0), Err(WarError::NoSuits));
    assert_eq!(WarDeck::new(1, 1), Err(WarError::TooFewCards));
    assert_eq!(WarDeck::new(256, 1), Err(WarError::TooManyRanks(256)));
    assert_eq!(WarDeck::new(13, 9), Err(WarError::TooManySuits(9)));
    assert!(matches!(
        WarDeck::new(40, 8),
        Err(WarError::TooManyAbstractDecks { .. })
    ));
    assert!(WarDeck::new(255, 2).is_ok());
    assert!(WarDeck::new(13, 8).is_ok());
    let big = WarDeck::new(13, 4).unwrap();
    assert!(matches!(
        brute_force_p_sweep(big),
        Err(WarError::TooManyDeals { .. })
    ));
    assert!(matches!(
        decks_after(big, 27, &mut Silent),
        Err(WarError::TooManyTurns {
            asked: 27,
            turns: 26
        })
    ));
    assert!(WarError::TooManySuits(9).to_string().contains("at most 8"));
}

#[test]
fn cancelling_stops_the_enumeration() {
    let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
    assert_eq!(
        p_sweep(WarDeck::standard(), &mut stop),
        Err(WarError::Cancelled)
    );
}
