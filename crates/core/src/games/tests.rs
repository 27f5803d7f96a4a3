//! Tests across the modules: solving positions of every game through the position strings, and
//! replaying written moves (`notation::replay`) against the solver's own move lists.

use super::notation::replay;
use super::position::{Game, parse};
use super::solve::{Outcome, search_counts, solve};
use crate::progress::Silent;

fn solved(game: Game, text: &str) -> super::solve::Solution {
    solve(&parse(game, text).unwrap(), &mut Silent).unwrap()
}

fn winning(game: Game, text: &str) -> Vec<String> {
    solved(game, text)
        .winning_moves
        .into_iter()
        .map(|m| m.position)
        .collect()
}

#[test]
fn nim_examples() {
    let s = solved(Game::Nim, "3,4,5");
    assert!(s.to_move_wins);
    assert_eq!(s.grundy, Some(2));
    assert_eq!(winning(Game::Nim, "3,4,5"), ["1,4,5"]);
    assert_eq!(s.moves.as_ref().map(Vec::len), Some(12));
    assert!(!solved(Game::Nim, "3,5,6").to_move_wins);
}

#[test]
fn large_positions_list_only_the_winning_moves() {
    let s = solved(Game::Nim, "1000000,999999,7");
    assert!(s.moves.is_none());
    assert_eq!(winning(Game::Nim, "1000000,999999,7"), ["999992,999999,7"]);
    let s = solved(Game::Crosses, "1000000,3");
    assert!(s.moves.is_none());
    assert!(s.winning_moves.iter().all(|m| m.grundy == Some(0)));
}

#[test]
fn misere_nim_all_ones() {
    // Three single chips: the mover takes one and leaves two, then wins. Two: the mover loses.
    assert!(!solved(Game::MisereNim, "1,1,1").to_move_wins);
    assert!(solved(Game::MisereNim, "1,1").to_move_wins);
    assert_eq!(winning(Game::MisereNim, "1,1,4"), ["1,1,1"]);
}

#[test]
fn staircase_why_uses_odd_steps() {
    let s = solved(Game::Staircase, "3,7,2");
    assert_eq!(s.grundy, Some(3 ^ 2));
    let why = s.why.unwrap();
    assert_eq!(why.components.len(), 2);
    assert!(s.winning_moves.iter().all(|m| m.grundy == Some(0)));
}

#[test]
fn splitting_games_moves_carry_grundy_values() {
    let s = solved(Game::Grundy, "7");
    assert!(!s.to_move_wins);
    assert!(s.moves.unwrap().iter().all(|m| m.grundy != Some(0)));
    let s = solved(Game::Crosses, "4,3");
    // g(4) = 0, g(3) = 2: move in the strip of 3, to its middle cell, leaving 4 alone.
    assert!(s.to_move_wins);
    assert_eq!(s.why.unwrap().move_in, vec![1]);
    assert_eq!(s.winning_moves[0].position, "4");
}

#[test]
fn searched_games() {
    let s = solved(Game::ThirtyOne, "3566");
    assert_eq!(s.to_move.as_deref(), Some("A"));
    assert!(s.to_move_wins);
    assert!(s.node_counts.is_none());
    let counts = search_counts(&parse(Game::ThirtyOne, "3566").unwrap()).unwrap();
    assert!(counts.alpha_beta.unwrap() <= counts.minimax.unwrap());
    let s = solved(Game::Tictactoe, ".........");
    assert_eq!(s.outcome, Outcome::Draw);
    assert!(!s.to_move_wins && s.winning_moves.is_empty());
    let counts = search_counts(&parse(Game::Tictactoe, ".........").unwrap()).unwrap();
    assert_eq!(counts.minimax, Some(549_946));
    let s = solved(Game::Euclid, "34,12");
    assert!(s.to_move_wins);
    let big = solved(Game::Euclid, "1000000000000,3");
    assert!(big.to_move_wins && big.moves.is_none());
    assert!(search_counts(&parse(Game::Euclid, "1000000000000,3").unwrap()).is_none());
    assert_eq!(big.winning_moves.len(), 1);
    let s = solved(Game::Box, "7");
    assert!(!s.to_move_wins);
    assert_eq!(winning(Game::Box, "12"), ["7,5"]);
}

/// Small positions of every game, each with all its moves listed by the solver.
const POSITIONS: [(Game, &str); 17] = [
    (Game::Nim, "3,4,5"),
    (Game::Nim, "0,2,1"),
    (Game::MisereNim, "1,2,3"),
    (Game::Staircase, "3,1,3"),
    (Game::Staircase, "0,4"),
    (Game::Grundy, "4,9"),
    (Game::Grundy, "12"),
    (Game::Crosses, "20"),
    (Game::Crosses, "1,3"),
    (Game::Euclid, "34,12"),
    (Game::ThirtyOne, "66553"),
    (Game::Tictactoe, "xo.ox...."),
    (Game::Tictactoe, "........."),
    (Game::Box, "20"),
    (Game::Stones, "20"),
    (Game::Stones, "18,4"),
    (Game::Stones, "13"),
];

/// `notation` with its `k`-th number changed to `to`.
fn with_number(notation: &str, k: usize, to: u64) -> String {
    let mut out = String::new();
    let (mut seen, mut in_number) = (0, false);
    for c in notation.chars() {
        if c.is_ascii_digit() {
            if !in_number && seen == k {
                out.push_str(&to.to_string());
            }
            if seen != k {
                out.push(c);
            }
            in_number = true;
        } else {
            if in_number {
                seen += 1;
            }
            in_number = false;
            out.push(c);
        }
    }
    out
}

#[test]
fn every_listed_move_replays_to_its_position() {
    for (game, text) in POSITIONS {
        let position = parse(game, text).unwrap();
        let solution = solve(&position, &mut Silent).unwrap();
        let moves = solution.moves.unwrap();
        assert!(!moves.is_empty(), "{text}");
        for m in &moves {
            assert_eq!(
                replay(&position, &m.notation),
                Some(m.position.clone()),
                "{game:?} {text}: {}",
                m.notation
            );
        }
    }
}

#[test]
fn only_the_listed_moves_replay() {
    // Every number of every legal move's words changed to nearby and absurd values: the
    // result replays exactly when the solver lists it (the brute force of the rules).
    for (game, text) in POSITIONS {
        let position = parse(game, text).unwrap();
        let moves = solve(&position, &mut Silent).unwrap().moves.unwrap();
        let legal = |w: &str| moves.iter().find(|m| m.notation == w);
        let mut refused = 0;
        for m in &moves {
            let count = m
                .notation
                .split(|c: char| !c.is_ascii_digit())
                .filter(|s| !s.is_empty())
                .count();
            for k in 0..count {
                for to in [0, 1, 2, 3, 5, 9, 13, 40, 1_000, u64::MAX] {
                    let w = with_number(&m.notation, k, to);
                    let expected = legal(&w).map(|m| m.position.clone());
                    refused += usize::from(expected.is_none());
                    assert_eq!(replay(&position, &w), expected, "{game:?} {text}: {w}");
                }
            }
            for w in [format!("{} extra", m.notation), m.notation.replace(' ', "")] {
                assert_eq!(replay(&position, &w), None, "{game:?} {text}: {w}");
            }
        }
        assert!(refused > 0, "{game:?} {text}");
    }
}

#[test]
fn finished_games_and_foreign_words_have_no_moves() {
    let over = |game, text| parse(game, text).unwrap();
    assert_eq!(
        replay(
            &over(Game::Tictactoe, "xxxoo...."),
            "cell 6 (row 2, column 3)"
        ),
        None
    );
    assert_eq!(replay(&over(Game::Nim, "0"), "pile 1: 0 → 0"), None);
    assert_eq!(replay(&over(Game::Nim, "3,4,5"), "pile 4: 1 → 0"), None);
    assert_eq!(replay(&over(Game::Nim, "3,4,5"), "pile 1: 3 → 3"), None);
    assert_eq!(replay(&over(Game::Nim, "3,4,5"), "pile 0: 3 → 1"), None);
    assert_eq!(
        replay(&over(Game::Grundy, "4,9"), "pile 1: 4 → 2 + 2"),
        None
    );
    assert_eq!(
        replay(&over(Game::Euclid, "34,12"), "subtract 3 times the smaller"),
        None
    );
    assert_eq!(
        replay(&over(Game::Box, "20"), "leave 9 in the fuller box"),
        None
    );
    assert_eq!(
        replay(&over(Game::Box, "20"), "leave 20 in the fuller box"),
        None
    );
    assert_eq!(replay(&over(Game::Grundy, "4,9"), ""), None);
}

/// The why names every winning move, each in a component whose value it brings to the
/// value XOR the total; Grundy's game 4 + 9 wins both by lowering the 9 and by raising
/// the 4 (g(4) = 0, and 4 → 1 + 3 leaves g(1) XOR g(3) = 0 XOR 1 = 1).
#[test]
fn the_why_accounts_for_every_winning_move() {
    let s = solve(&parse(Game::Grundy, "4,9").unwrap(), &mut Silent).unwrap();
    let why = s.why.clone().unwrap();
    assert_eq!(why.xor, 1);
    let raised = &why.components[0];
    assert_eq!((raised.grundy, raised.target), (0, Some(1)));
    assert!(
        raised.winning_moves.iter().any(|m| m.contains("4 → 1 + 3")),
        "{why:?}"
    );
    assert_eq!(why.move_in, vec![0, 1]);
    for game in [Game::Nim, Game::Staircase, Game::Grundy, Game::Crosses] {
        for heaps in ["4,9", "3,5,6", "1,2,7", "2,0,5,3", "11,6,2"] {
            let s = solve(&parse(game, heaps).unwrap(), &mut Silent).unwrap();
            let why = s.why.unwrap();
            let mut named: Vec<String> = why
                .components
                .iter()
                .flat_map(|c| c.winning_moves.clone())
                .collect();
            let mut winning: Vec<String> =
                s.winning_moves.iter().map(|m| m.notation.clone()).collect();
            named.sort();
            winning.sort();
            assert_eq!(named, winning, "{game} {heaps}");
            for &i in &why.move_in {
                let c = &why.components[i];
                assert_eq!(c.target, Some(c.grundy ^ why.xor), "{game} {heaps}");
            }
        }
    }
}
