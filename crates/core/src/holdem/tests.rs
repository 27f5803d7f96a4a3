//! Tests of the matchups, the table, the game and the solver.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::build::canonical_boards;
use super::eval::tests::rank7_brute;
use super::*;
use crate::progress::Silent;

fn hand(s: &str) -> Hand {
    Hand::parse(s).unwrap()
}

fn class(s: &str) -> usize {
    HandClass::parse(s).unwrap().index()
}

/// Every `step`-th board of `a` vs `b` (in the matchup's own enumeration order, all 5-subsets
/// of the remaining cards in increasing index order), outcomes by the fast and the brute-force
/// evaluators.
fn sampled_outcomes(a: Hand, b: Hand, step: usize) -> ([u64; 3], [u64; 3]) {
    let used: Vec<Card> = a.cards().into_iter().chain(b.cards()).collect();
    let rest: Vec<Card> = (0..52)
        .filter_map(Card::from_index)
        .filter(|c| !used.contains(c))
        .collect();
    let (mut fast, mut brute) = ([0u64; 3], [0u64; 3]);
    let mut k = 0usize;
    let n = rest.len();
    for i0 in 0..n {
        for i1 in i0 + 1..n {
            for i2 in i1 + 1..n {
                for i3 in i2 + 1..n {
                    for i4 in i3 + 1..n {
                        k += 1;
                        if !k.is_multiple_of(step) {
                            continue;
                        }
                        let board = [rest[i0], rest[i1], rest[i2], rest[i3], rest[i4]];
                        let seven = |h: Hand| -> [Card; 7] {
                            let [x, y] = h.cards();
                            [x, y, board[0], board[1], board[2], board[3], board[4]]
                        };
                        let idx = |o: std::cmp::Ordering| o as i8 as usize % 3;
                        fast[idx(rank7(&seven(a)).cmp(&rank7(&seven(b))))] += 1;
                        brute[idx(rank7_brute(&seven(a)).cmp(&rank7_brute(&seven(b))))] += 1;
                    }
                }
            }
        }
    }
    assert_eq!(k as u64, BOARDS);
    (fast, brute)
}

#[test]
fn matchups_match_published_board_counts() {
    // Exact counts printed by GNU poker-eval's hcmp2 (brainwagon.org, "Texas Hold'em trivia",
    // 2005): win, loss, tie of AdAc against each hand over the 1,712,304 boards.
    let published = [
        ("AdAc", "KhKs", 1_388_072, 317_694, 6_538),
        ("AdAc", "Td9d", 1_338_249, 367_143, 6_912),
        ("AdAc", "QcJh", 1_450_987, 254_763, 6_554),
    ];
    for (a, b, win, loss, tie) in published {
        let m = matchup(hand(a), hand(b)).unwrap();
        assert_eq!((m.win, m.loss, m.tie), (win, loss, tie), "{a} vs {b}");
        // Swapping the hands swaps win and loss.
        let back = matchup(hand(b), hand(a)).unwrap();
        assert_eq!((back.win, back.tie, back.loss), (m.loss, m.tie, m.win));
    }
    assert_eq!(
        matchup(hand("AhAs"), hand("AsKd")),
        Err(SharedCard(Card::parse("As").unwrap()))
    );
}

#[test]
fn well_known_matchups_agree_with_the_brute_force_evaluator() {
    // Published approximately (e.g. "AKs vs QQ ~46%", "72o vs AA ~12%"); every 97th board is
    // re-ranked by the brute-force evaluator (best of 21 five-card subsets).
    let cases = [
        ("AhAs", "KdKc", (0.8100, 0.8115)),
        ("AhKh", "QsQd", (0.455, 0.470)),
        ("7c2d", "AhAs", (0.110, 0.130)),
    ];
    for (a, b, range) in cases {
        let m = matchup(hand(a), hand(b)).unwrap();
        assert_eq!(m.boards(), BOARDS);
        let w = m.win as f64 / BOARDS as f64;
        assert!(range.0 < w && w < range.1, "{a} vs {b}: win {w}");
        let (fast, brute) = sampled_outcomes(hand(a), hand(b), 97);
        assert_eq!(fast, brute, "{a} vs {b}");
    }
}

#[test]
fn canonical_boards_cover_every_board_once() {
    let boards = canonical_boards();
    assert_eq!(boards.len(), 134_459);
    assert_eq!(boards.iter().map(|b| b.weight).sum::<u64>(), 2_598_960);
}

#[test]
fn embedded_table_is_consistent_and_round_trips() {
    let t = EquityTable::embedded().unwrap();
    assert_eq!(t.classes(), CLASS_COUNT);
    assert_eq!(t.boards(), BOARDS);
    // Disjoint combo pairs by hand: AA vs AA, the other two aces (6 ordered); AA vs KK 6 x 6;
    // AKs vs AKs, any other suit (4 x 3); AKo vs AA, the three aces left pair up in 3 ways.
    assert_eq!(t.pairs(class("AA"), class("AA")), 6);
    assert_eq!(t.pairs(class("AA"), class("KK")), 36);
    assert_eq!(t.pairs(class("AKs"), class("AKs")), 12);
    assert_eq!(t.pairs(class("AKo"), class("AA")), 36);
    // AKs (say AsKs) vs AKo: an ace and a king of the other three suits, not the same suit.
    assert_eq!(t.pairs(class("AKs"), class("AKo")), 4 * 6);
    let mut total = 0;
    for i in 0..CLASS_COUNT {
        for j in 0..CLASS_COUNT {
            total += t.pairs(i, j);
            assert_eq!(
                t.wins(i, j) + t.ties(i, j) + t.losses(i, j),
                t.pairs(i, j) * BOARDS
            );
            assert_eq!(t.ties(i, j), t.ties(j, i));
            let (e, f) = (t.equity(i, j), t.equity(j, i));
            assert!((e + f - 1.0).abs() < 1e-12);
        }
        assert!((t.equity(i, i) - 0.5).abs() < 1e-12);
    }
    assert_eq!(total, 1326 * 1225);
    let bytes = t.to_bytes();
    assert!(bytes.len() < 300_000);
    assert_eq!(EquityTable::from_bytes(&bytes).unwrap(), t);
    let mut bad = bytes.clone();
    bad[100] ^= 1;
    assert_eq!(EquityTable::from_bytes(&bad), Err(TableError::BadChecksum));
    assert_eq!(
        EquityTable::from_bytes(b"not a table at all"),
        Err(TableError::BadMagic)
    );
    assert_eq!(
        EquityTable::from_bytes(&bytes[..bytes.len() - 9]),
        Err(TableError::BadChecksum)
    );
}

/// Sums `matchup` over every disjoint combo pair of the two classes.
fn class_sum(a: &str, b: &str) -> (u64, u64, u64, u64) {
    let (ca, cb) = (HandClass::parse(a).unwrap(), HandClass::parse(b).unwrap());
    let (mut pairs, mut w, mut t, mut l) = (0, 0, 0, 0);
    for h in ca.hands() {
        for g in cb.hands() {
            if let Ok(m) = matchup(h, g) {
                pairs += 1;
                w += m.win;
                t += m.tie;
                l += m.loss;
            }
        }
    }
    (pairs, w, t, l)
}

fn check_entries(entries: &[(&str, &str)]) {
    let t = EquityTable::embedded().unwrap();
    for &(a, b) in entries {
        let (i, j) = (class(a), class(b));
        assert_eq!(
            class_sum(a, b),
            (t.pairs(i, j), t.wins(i, j), t.ties(i, j), t.losses(i, j)),
            "{a} vs {b}"
        );
    }
}

#[test]
fn table_entries_match_summed_matchups() {
    check_entries(&[("AA", "KK"), ("AKs", "QQ")]);
}

#[test]
#[ignore = "about a minute: more table entries recomputed from matchups"]
fn more_table_entries_match_summed_matchups() {
    check_entries(&[
        ("72o", "AA"),
        ("63s", "85o"),
        ("T9s", "T9s"),
        ("22", "AKo"),
        ("AKo", "AKs"),
    ]);
}

#[test]
#[ignore = "recomputes the whole table (about 12 s of CPU natively, more under load)"]
fn recomputed_table_equals_the_embedded_one() {
    let fresh = EquityTable::compute_threads(2, &mut Silent).unwrap();
    assert_eq!(fresh, EquityTable::embedded().unwrap());
}

mod class_values_tests;
mod exact_tests;
mod exact_value_tests;
mod game_tests;
