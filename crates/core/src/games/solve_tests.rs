//! The solver's own checks: trees, refusals, and the candidate moves of large positions.

use super::*;
use crate::games::position::parse;
use crate::progress::Silent;

#[test]
fn trees_grey_pruned_moves_and_count_visits() {
    let position = parse(Game::ThirtyOne, "35665").unwrap();
    let plain = search_tree(&position, Method::Minimax).unwrap();
    let ab = search_tree(&position, Method::AlphaBeta).unwrap();
    assert!(plain.nodes.iter().all(|n| n.value.is_some()));
    assert_eq!(plain.nodes.len() as u64, plain.visited);
    assert!(ab.nodes.iter().any(|n| n.value.is_none()));
    assert_eq!(
        ab.nodes.iter().filter(|n| n.value.is_some()).count() as u64,
        ab.visited
    );
    assert_eq!(plain.nodes[0].value, ab.nodes[0].value);
    assert!(
        search_tree(
            &parse(Game::Tictactoe, ".........").unwrap(),
            Method::Minimax
        )
        .is_err()
    );
    assert!(search_tree(&parse(Game::Nim, "3").unwrap(), Method::Minimax).is_err());
    assert_eq!(
        search_tree(&parse(Game::Nim, "3").unwrap(), Method::Minimax),
        Err(TreeError::NotSearched { game: Game::Nim })
    );
    assert_eq!(
        search_tree(&parse(Game::Stones, "21").unwrap(), Method::Minimax),
        Err(TreeError::TooManyStones {
            stones: 21,
            max: MAX_SEARCHED_STONES
        })
    );
    assert_eq!(method_from_name("alpha-beta"), Ok(Method::AlphaBeta));
    assert_eq!(
        method_from_name("minmax").unwrap_err().to_string(),
        "unknown method 'minmax': minimax, alpha-beta or alpha-beta-ordered"
    );
}

/// Issue 28: the start of 31 (no card played) was named with a blank in the refusal.
#[test]
fn a_refused_tree_names_an_empty_position() {
    let start = parse(Game::ThirtyOne, "").unwrap();
    let why = search_tree(&start, Method::Minimax)
        .unwrap_err()
        .to_string();
    assert!(
        why.starts_with("the minimax tree of the start of 31 (no card played yet) has more"),
        "{why}"
    );
    let played = parse(Game::ThirtyOne, "3").unwrap();
    assert_eq!(played.described(), "3");
}

/// The winning moves found from the candidates alone (what large positions use) are
/// exactly those found by evaluating every move, on every small position.
#[test]
fn candidates_find_every_winning_move() {
    for game in [
        Game::Nim,
        Game::MisereNim,
        Game::Staircase,
        Game::Grundy,
        Game::Crosses,
    ] {
        for a in 0..=7 {
            for b in 0..=7 {
                for c in [0, 1, 2, 5, 9] {
                    let heaps = [a, b, c];
                    let h = Heaps::new(game, &heaps, &mut Silent).unwrap();
                    let wins = |all| {
                        let mut w: Vec<String> = h
                            .moves(&heaps, all)
                            .into_iter()
                            .filter(|m| m.outcome == Outcome::Win)
                            .map(|m| m.position)
                            .collect();
                        w.sort();
                        w.dedup();
                        w
                    };
                    assert_eq!(wins(false), wins(true), "{game} {heaps:?}");
                }
            }
        }
    }
}
