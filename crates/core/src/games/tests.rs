//! Tests across the modules: solving positions of every game through the position strings.

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
