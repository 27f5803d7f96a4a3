//! Alice's expected gain per hand class ([`Game::class_values`]) against independent values:
//! weighted by the classes' chances the gains are the game's value, and a Monte Carlo of real
//! deals (cards dealt, hands ranked by [`rank7`], no equity table) agrees class by class.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::*;

/// The committed solution of the post's game.
const POST_FILE: &str = include_str!("../../../../../static/holdem/solve-2-40.json");

fn post_table() -> StrategyTable {
    let file: SolutionFile = serde_json::from_str(POST_FILE).expect("a solution file");
    StrategyTable::from_file(&file).expect("a valid solution")
}

/// The table's strategies in the library's types.
fn strategies(table: &StrategyTable) -> (AliceStrategy, BobStrategy) {
    let m = table.raises.len();
    let rows = table
        .alice
        .iter()
        .flat_map(|x| [x.fold, x.call].into_iter().chain(x.raise.iter().copied()))
        .collect();
    let calls = table.bob.iter().flatten().copied().collect();
    (
        AliceStrategy::from_rows(CLASS_COUNT, m, rows).expect("169 rows"),
        BobStrategy::from_calls(CLASS_COUNT, m, calls).expect("169 rows"),
    )
}

#[test]
fn class_gains_weighted_by_chance_are_the_games_value() {
    let table = post_table();
    let raises = RaiseSizes::new(table.raises.clone()).unwrap();
    let game = Game::new(&EquityTable::embedded().unwrap(), raises);
    let (alice, bob) = strategies(&table);
    let values = game.class_values(&alice, &bob);
    let total: f64 = (0..CLASS_COUNT)
        .map(|i| game.class_chance(i) * values[i])
        .sum();
    assert!((total - game.value(&alice, &bob)).abs() < 1e-12);
    // Both play near-optimal strategies, so the value lies between the certified bounds
    // (widened by the file's rounding of every probability to 1e-6).
    assert!(
        table.alice_lower - 1e-4 <= total && total <= table.alice_upper + 1e-4,
        "{total} outside [{}, {}]",
        table.alice_lower,
        table.alice_upper
    );
    // A class's chance is its combos over 1,326.
    let aks = HandClass::parse("AKs").unwrap().index();
    assert!((game.class_chance(aks) - 4.0 / 1326.0).abs() < 1e-15);
}

#[test]
fn the_committed_gains_are_the_committed_strategies_gains() {
    let table = post_table();
    let stored = table.values.clone().expect("the file has its gains");
    let raises = RaiseSizes::new(table.raises.clone()).unwrap();
    let game = Game::new(&EquityTable::embedded().unwrap(), raises);
    let (alice, bob) = strategies(&table);
    // The file's gains come from the unrounded solution; its strategies are rounded to 1e-6.
    for (i, v) in game.class_values(&alice, &bob).iter().enumerate() {
        assert!(
            (v - stored[i]).abs() < 1e-3,
            "class {i}: {v} vs {}",
            stored[i]
        );
    }
}

/// Alice's gain on one deal, averaged over both players' mixes: fold loses her blind; a call
/// plays the pot of 2 each; a raise by b wins Bob's blind when he folds, else 2 + b each.
fn deal_gain(table: &StrategyTable, class: usize, bob_class: usize, showdown: f64) -> f64 {
    let mix = &table.alice[class];
    let mut gain = -mix.fold + mix.call * 2.0 * showdown;
    for (k, (&x, &b)) in mix.raise.iter().zip(&table.raises).enumerate() {
        let y = table.bob[bob_class][k];
        gain += x * (y * (2.0 + b) * showdown + (1.0 - y) * 2.0);
    }
    gain
}

#[test]
fn class_gains_agree_with_a_monte_carlo_of_real_deals() {
    let table = post_table();
    let values = table.values.clone().expect("the file has its gains");
    let deck: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
    let mut rng = SmallRng::seed_from_u64(2011);
    const DEALS: usize = 150_000;
    for name in ["AA", "72o", "63s", "87s", "KQo"] {
        let class = HandClass::parse(name).unwrap();
        let hands = class.hands();
        let (mut sum, mut squares) = (0.0, 0.0);
        for _ in 0..DEALS {
            let alice = hands[rng.random_range(0..hands.len())];
            let mut rest: Vec<Card> = deck
                .iter()
                .copied()
                .filter(|c| !alice.cards().contains(c))
                .collect();
            let (drawn, _) = rest.partial_shuffle(&mut rng, 7);
            let bob = Hand::new(drawn[0], drawn[1]).unwrap();
            let board = &drawn[2..7];
            let seven = |h: Hand| {
                let [a, b] = h.cards();
                rank7(&[a, b, board[0], board[1], board[2], board[3], board[4]])
            };
            let showdown = match seven(alice).cmp(&seven(bob)) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.0,
                std::cmp::Ordering::Less => -1.0,
            };
            let g = deal_gain(&table, class.index(), bob.class().index(), showdown);
            sum += g;
            squares += g * g;
        }
        let n = DEALS as f64;
        let mean = sum / n;
        let error = ((squares / n - mean * mean) / n).sqrt();
        // Small enough to tell classes apart: 72o and AA differ by over 2.
        assert!(error < 0.03, "{name}: standard error {error}");
        let v = values[class.index()];
        assert!(
            (mean - v).abs() < 4.5 * error,
            "{name}: Monte Carlo {mean} ± {error}, class gain {v}"
        );
    }
}

#[test]
fn the_post_games_gains_in_words() {
    let table = post_table();
    let summary = table.gain_summary().expect("the file has its gains");
    let values = table.values.as_ref().unwrap();
    // Independently: the best and worst by a plain scan of the names, the losing ones counted.
    let mut named: Vec<(String, f64)> = HandClass::all()
        .iter()
        .map(|c| (c.name(), values[c.index()]))
        .collect();
    named.sort_by(|a, b| a.1.total_cmp(&b.1));
    assert_eq!(summary.worst.0.name(), named[0].0);
    assert_eq!(summary.best.0.name(), named[168].0);
    assert_eq!(summary.best.0.name(), "AA");
    assert_eq!(summary.worst.0.name(), "32o");
    assert_eq!(
        summary.losing,
        named.iter().filter(|(_, v)| *v < 0.0).count()
    );
    assert!((50..120).contains(&summary.losing), "{}", summary.losing);
    // Alice never folds, and no class is worth folding: even 32o loses less than 1.
    assert!(summary.every_class_beats_folding());
    assert!(summary.within(table.alice_lower, table.alice_upper, 1e-5));
    // A table without gains has no summary.
    let bare = StrategyTable {
        values: None,
        ..table
    };
    assert_eq!(bare.gain_summary(), None);
}
