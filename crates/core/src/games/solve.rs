//! Solving one position of any game: who wins with perfect play, every move with its outcome
//! (and, for impartial games, the Grundy value it leaves), the winning moves, the "why" of a
//! sum, and for the searched games the node counts of the three minimax methods.

use serde::{Deserialize, Serialize};

use crate::progress::{Cancelled, Progress};

use super::box_game::{self, BoxGame};
use super::error::{TreeError, UnknownMethod};
use super::euclid::{self, Euclid, Pair};
use super::impartial::{SumWhy, misere_nim_wins, staircase_value};
pub use super::minimax::method_name;
use super::minimax::{Exact, Method, NodeCounts, Tree, TwoPlayerGame, node_counts, tree};
use super::notation::{cross_move, heaps_position, pile_move, split_move, staircase_move};
use super::position::{Game, Position, join};
use super::splitting::{crosses_split, crosses_values, grundy_game_values};
use super::stones::{self, Pile, Stones, StonesWhy};
use super::thirty_one::ThirtyOne;
use super::tictactoe::{Mark, TicTacToe};

/// Every move is listed when there are at most this many; beyond, only the winning moves.
pub const MAX_LISTED_MOVES: u64 = 1_000;
/// Nodes each minimax method may visit in [`search_counts`].
pub const SEARCH_BUDGET: u64 = 2_000_000;
/// Euclid's game and the Box game are searched by minimax only up to this size: every node
/// lists up to this many moves, and plain minimax grows exponentially with it.
pub const MAX_SEARCHED: u64 = 1_000;
/// Stones is searched by minimax only up to this many stones: from 60 the three searches each
/// use their whole budget (about 10 s together natively), from 20 they take 0.3 s.
pub const MAX_SEARCHED_STONES: u64 = 20;

/// A result with perfect play, for the player it concerns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Wins.
    Win,
    /// Neither wins.
    Draw,
    /// Loses.
    Loss,
}

impl Outcome {
    /// From a minimax value (1, 0, −1).
    pub fn of(value: i8) -> Outcome {
        match value {
            1 => Outcome::Win,
            0 => Outcome::Draw,
            _ => Outcome::Loss,
        }
    }
}

/// One move of a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveValue {
    /// The move in words ("pile 2: 5 → 3").
    pub notation: String,
    /// The position it leaves, as a position string of the same game.
    pub position: String,
    /// The outcome for the player making the move, with perfect play after it.
    pub outcome: Outcome,
    /// The Grundy value of the position it leaves (impartial games under normal play).
    pub grundy: Option<u32>,
}

/// A solved position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solution {
    /// The game.
    pub game: Game,
    /// The position, as a position string.
    pub position: String,
    /// Who moves ("A"/"B" in 31, "x"/"o" in Tic Tac Toe; None in games without names).
    pub to_move: Option<String>,
    /// The outcome for the player to move.
    pub outcome: Outcome,
    /// Whether the player to move wins with perfect play.
    pub to_move_wins: bool,
    /// The position's Grundy value (impartial games under normal play).
    pub grundy: Option<u32>,
    /// The moves that win.
    pub winning_moves: Vec<MoveValue>,
    /// Every move, if there are at most [`MAX_LISTED_MOVES`].
    pub moves: Option<Vec<MoveValue>>,
    /// The position as a sum of components, for the impartial games under normal play.
    pub why: Option<SumWhy>,
    /// Stones: the pile's Zeckendorf representation and the theorem's move.
    pub zeckendorf: Option<StonesWhy>,
    /// Nodes visited by minimax, alpha-beta, and alpha-beta with ordering: None from
    /// [`solve`], which stays fast; [`search_counts`] gives them (up to hundreds of
    /// milliseconds, so a page asks for them in the worker).
    pub node_counts: Option<NodeCounts>,
}

/// Solves `position`: exact values (transposition tables, Grundy values, proven rules), in
/// well under 50 ms for every position the page offers (BENCHMARKS.md), without node counts.
/// Only Grundy's game reports progress (its values up to the largest pile).
pub fn solve(position: &Position, progress: &mut impl Progress) -> Result<Solution, Cancelled> {
    Ok(match position {
        Position::Heaps(game, heaps) => heaps_solution(*game, heaps, progress)?,
        Position::ThirtyOne(cards) => {
            let mut s = searched(Game::ThirtyOne, ThirtyOne, cards, |c| c.to_string());
            s.to_move = Some(cards.to_move().into());
            s
        }
        Position::Tictactoe(board) => {
            let mut s = searched(Game::Tictactoe, TicTacToe, board, |b| b.to_string());
            s.to_move = Some(if board.to_move() == Mark::X { "x" } else { "o" }.into());
            s
        }
        Position::Euclid(pair) => euclid_solution(*pair),
        Position::Box(balls) => box_solution(*balls),
        Position::Stones(pile) => stones_solution(*pile),
    })
}

fn finish(
    game: Game,
    position: String,
    outcome: Outcome,
    moves: Vec<MoveValue>,
    listed: bool,
) -> Solution {
    let winning_moves = moves
        .iter()
        .filter(|m| m.outcome == Outcome::Win)
        .cloned()
        .collect();
    Solution {
        game,
        position,
        to_move: None,
        outcome,
        to_move_wins: outcome == Outcome::Win,
        grundy: None,
        winning_moves,
        moves: listed.then_some(moves),
        why: None,
        zeckendorf: None,
        node_counts: None,
    }
}

/// A game solved exactly by its transposition table, with the three searches' node counts.
fn searched<G: TwoPlayerGame>(
    name: Game,
    game: G,
    position: &G::Position,
    show: impl Fn(&G::Position) -> String,
) -> Solution
where
    G::Position: std::hash::Hash + Eq,
{
    let mut exact = Exact::new(game);
    let outcome = Outcome::of(exact.value(position));
    let moves = exact
        .move_values(position)
        .into_iter()
        .map(|(mv, v)| MoveValue {
            notation: exact.game().describe(&mv),
            position: show(&exact.game().play(position, &mv)),
            outcome: Outcome::of(v),
            grundy: None,
        })
        .collect();
    finish(name, show(position), outcome, moves, true)
}

fn euclid_solution(pair: Pair) -> Solution {
    let q = pair.quotient();
    let move_value = |k: u64| {
        let child = pair.subtract(k);
        let wins = child.small == 0 || !euclid::mover_wins(child);
        MoveValue {
            notation: Euclid.describe(&k),
            position: child.to_string(),
            outcome: if wins { Outcome::Win } else { Outcome::Loss },
            grundy: None,
        }
    };
    let listed = q <= MAX_LISTED_MOVES;
    // Only the two largest multiples can win (see the euclid module).
    let ks: Vec<u64> = if listed {
        (1..=q).rev().collect()
    } else {
        vec![q, q - 1]
    };
    let moves = ks.into_iter().map(move_value).collect();
    let outcome = if euclid::mover_wins(pair) {
        Outcome::Win
    } else {
        Outcome::Loss
    };
    finish(Game::Euclid, pair.to_string(), outcome, moves, listed)
}

fn box_solution(balls: u64) -> Solution {
    let move_value = |next: u64| MoveValue {
        notation: BoxGame.describe(&next),
        position: format!("{next},{}", balls - next),
        outcome: if box_game::mover_loses(next) {
            Outcome::Win
        } else {
            Outcome::Loss
        },
        grundy: None,
    };
    let listed = balls / 2 <= MAX_LISTED_MOVES;
    let nexts: Vec<u64> = if listed {
        (1..=balls / 2).map(|i| balls - i).collect()
    } else {
        box_game::winning_move(balls).into_iter().collect()
    };
    let moves = nexts.into_iter().map(move_value).collect();
    let outcome = if box_game::mover_loses(balls) {
        Outcome::Loss
    } else {
        Outcome::Win
    };
    finish(Game::Box, balls.to_string(), outcome, moves, listed)
}

/// Stones by Zeckendorf's theorem (tested against the brute force in the stones module): every
/// move when there are at most [`MAX_LISTED_MOVES`], otherwise the winning ones, which are
/// among the sums of the pile's smallest Zeckendorf terms.
fn stones_solution(pile: Pile) -> Solution {
    let move_value = |k: u64| {
        let after = pile.take(k);
        MoveValue {
            notation: Stones.describe(&k),
            position: after.to_string(),
            outcome: if stones::mover_wins(after) {
                Outcome::Loss
            } else {
                Outcome::Win
            },
            grundy: None,
        }
    };
    let listed = pile.limit <= MAX_LISTED_MOVES;
    let ks: Vec<u64> = if listed {
        (1..=pile.limit).collect()
    } else {
        stones::winning_moves(pile)
    };
    let moves = ks.into_iter().map(move_value).collect();
    let outcome = if stones::mover_wins(pile) {
        Outcome::Win
    } else {
        Outcome::Loss
    };
    let mut s = finish(Game::Stones, pile.to_string(), outcome, moves, listed);
    s.zeckendorf = Some(StonesWhy::of(pile));
    s
}

/// Node counts of minimax, alpha-beta and alpha-beta with ordering from `position`, each
/// within [`SEARCH_BUDGET`] nodes, for the searched games (Euclid's and the Box game up to
/// [`MAX_SEARCHED`]); None for the others.
pub fn search_counts(position: &Position) -> Option<NodeCounts> {
    match position {
        Position::ThirtyOne(cards) => Some(node_counts(&ThirtyOne, cards, SEARCH_BUDGET)),
        Position::Tictactoe(board) => Some(node_counts(&TicTacToe, board, SEARCH_BUDGET)),
        Position::Euclid(pair) if pair.large <= MAX_SEARCHED => {
            Some(node_counts(&Euclid, pair, SEARCH_BUDGET))
        }
        Position::Box(balls) if *balls <= MAX_SEARCHED => {
            Some(node_counts(&BoxGame, balls, SEARCH_BUDGET))
        }
        Position::Stones(pile) if pile.stones <= MAX_SEARCHED_STONES => {
            Some(node_counts(&Stones, pile, SEARCH_BUDGET))
        }
        _ => None,
    }
}

/// The most visited nodes of a tree a page is given to draw.
pub const MAX_TREE_NODES: u64 = 5_000;

/// The search tree of `position` with `method`, for the searched games (31, Tic Tac Toe, and
/// Euclid's game and the Box game up to [`MAX_SEARCHED`], Stones up to
/// [`MAX_SEARCHED_STONES`]); an error says why there is none.
pub fn search_tree(position: &Position, method: Method) -> Result<Tree, TreeError> {
    let too_big = |_| TreeError::TooBig {
        method,
        position: position.described(),
        max_nodes: MAX_TREE_NODES,
    };
    match position {
        Position::ThirtyOne(cards) => {
            tree(&ThirtyOne, cards, method, MAX_TREE_NODES).map_err(too_big)
        }
        Position::Tictactoe(board) => {
            tree(&TicTacToe, board, method, MAX_TREE_NODES).map_err(too_big)
        }
        Position::Euclid(pair) if pair.large <= MAX_SEARCHED => {
            tree(&Euclid, pair, method, MAX_TREE_NODES).map_err(too_big)
        }
        Position::Box(balls) if *balls <= MAX_SEARCHED => {
            tree(&BoxGame, balls, method, MAX_TREE_NODES).map_err(too_big)
        }
        Position::Stones(pile) if pile.stones <= MAX_SEARCHED_STONES => {
            tree(&Stones, pile, method, MAX_TREE_NODES).map_err(too_big)
        }
        Position::Stones(pile) => Err(TreeError::TooManyStones {
            stones: pile.stones,
            max: MAX_SEARCHED_STONES,
        }),
        Position::Euclid(Pair { large: number, .. }) | Position::Box(number) => {
            Err(TreeError::TooLarge {
                number: *number,
                max: MAX_SEARCHED,
            })
        }
        Position::Heaps(game, _) => Err(TreeError::NotSearched { game: *game }),
    }
}

/// The method of a name.
pub fn method_from_name(name: &str) -> Result<Method, UnknownMethod> {
    Method::ALL
        .into_iter()
        .find(|&m| method_name(m) == name)
        .ok_or_else(|| UnknownMethod {
            name: name.to_string(),
        })
}

/// How many moves heap `h` of `game` has.
fn move_count(game: Game, h: u32) -> u64 {
    match game {
        Game::Grundy => u64::from(h.saturating_sub(1) / 2),
        _ => u64::from(h),
    }
}

/// The moves in heap `i`: their notation and the heaps they leave. For Grundy's game and
/// crosses, only the moves whose new parts satisfy `keep` (tested before any string is made,
/// so a search over a million cells stays cheap).
fn heap_moves(
    game: Game,
    heaps: &[u32],
    i: usize,
    keep: impl Fn(u32, u32) -> bool,
) -> Vec<(String, Vec<u32>)> {
    let h = heaps[i];
    match game {
        Game::Grundy => (1..h)
            .filter(|&a| a < h - a && keep(a, h - a))
            .map(|a| split_move(heaps, i, a))
            .collect(),
        Game::Crosses => (1..=h)
            .filter(|&cell| {
                let (l, r) = crosses_split(h as usize, cell as usize);
                keep(l as u32, r as u32)
            })
            .map(|cell| cross_move(heaps, i, cell))
            .collect(),
        Game::Staircase => (1..=h).map(|z| staircase_move(heaps, i, z)).collect(),
        _ => (0..h).map(|t| pile_move(heaps, i, t)).collect(),
    }
}

/// A heap game with the Grundy values of its heap sizes.
struct Heaps {
    game: Game,
    /// g(0..=largest heap) for Grundy's game and crosses; empty otherwise.
    table: Vec<u32>,
}

impl Heaps {
    fn new(game: Game, heaps: &[u32], progress: &mut impl Progress) -> Result<Heaps, Cancelled> {
        let largest = heaps.iter().copied().max().unwrap_or(0) as usize;
        let table = match game {
            Game::Grundy => grundy_game_values(largest, progress)?,
            Game::Crosses => crosses_values(largest),
            _ => Vec::new(),
        };
        Ok(Heaps { game, table })
    }

    fn heap_value(&self, h: u32) -> u32 {
        match self.game {
            Game::Grundy | Game::Crosses => self.table[h as usize],
            _ => h,
        }
    }

    /// The Grundy value of a position; None under misère play.
    fn value(&self, heaps: &[u32]) -> Option<u32> {
        match self.game {
            Game::MisereNim => None,
            Game::Staircase => Some(staircase_value(heaps)),
            _ => Some(heaps.iter().fold(0, |x, &h| x ^ self.heap_value(h))),
        }
    }

    fn mover_wins(&self, heaps: &[u32]) -> bool {
        match self.value(heaps) {
            Some(g) => g != 0,
            None => misere_nim_wins(heaps),
        }
    }

    fn why(&self, heaps: &[u32]) -> Option<SumWhy> {
        match self.game {
            Game::MisereNim => None,
            Game::Staircase => Some(SumWhy::new(
                heaps
                    .iter()
                    .enumerate()
                    .step_by(2)
                    .map(|(i, &c)| (format!("step {}: {c} chips", i + 1), c))
                    .collect(),
            )),
            _ => {
                let noun = if self.game == Game::Crosses {
                    "strip"
                } else {
                    "pile"
                };
                Some(SumWhy::new(
                    heaps
                        .iter()
                        .map(|&h| (format!("{noun} of {h}"), self.heap_value(h)))
                        .collect(),
                ))
            }
        }
    }

    /// The moves in heap `i` that can possibly win, for positions with too many moves to
    /// list: each is evaluated afterwards, so a superset would do, but a missing winning move
    /// would not (a test compares with the full list). A winning move leaves XOR 0, so heap
    /// `i`'s part of it must become its value XOR the total; in Grundy's game and crosses that
    /// can be a larger value than before (mex only promises the smaller ones).
    fn candidate_moves(&self, heaps: &[u32], i: usize) -> Vec<(String, Vec<u32>)> {
        let h = heaps[i];
        let to = |t: u32| pile_move(heaps, i, t);
        let x = self
            .value(heaps)
            .unwrap_or_else(|| heaps.iter().fold(0, |x, &p| x ^ p));
        match self.game {
            Game::Nim => (h ^ x < h).then(|| to(h ^ x)).into_iter().collect(),
            Game::MisereNim => {
                // Misère wins leave either XOR 0 with a pile above 1, or only single chips,
                // an odd number of them: the pile becomes h ^ x, 0 or 1.
                let mut targets = vec![0, 1, h ^ x];
                targets.sort_unstable();
                targets.dedup();
                targets.into_iter().filter(|&t| t < h).map(to).collect()
            }
            Game::Staircase => {
                // From an odd step, bring it to h ^ x; from an even step, raise the odd step
                // below it to (its chips) ^ x.
                let z = if i.is_multiple_of(2) {
                    h.checked_sub(h ^ x)
                } else {
                    let below = heaps[i - 1];
                    (below ^ x).checked_sub(below).filter(|&z| z <= h)
                };
                z.filter(|&z| z > 0)
                    .map(|z| staircase_move(heaps, i, z))
                    .into_iter()
                    .collect()
            }
            _ => {
                let want = x ^ self.heap_value(h);
                let g = |p: u32| self.table[p as usize];
                heap_moves(self.game, heaps, i, |a, b| g(a) ^ g(b) == want)
            }
        }
    }

    /// Every move (`all`) or only the candidates that may win, each evaluated (the tests
    /// compare the two; the solution uses [`Heaps::moves_by_heap`]).
    #[cfg(test)]
    fn moves(&self, heaps: &[u32], all: bool) -> Vec<MoveValue> {
        self.moves_by_heap(heaps, all)
            .into_iter()
            .map(|(_, m)| m)
            .collect()
    }

    /// [`Heaps::moves`], each with the index of the heap it is made in.
    fn moves_by_heap(&self, heaps: &[u32], all: bool) -> Vec<(usize, MoveValue)> {
        (0..heaps.len())
            .flat_map(|i| {
                let moves = if all {
                    heap_moves(self.game, heaps, i, |_, _| true)
                } else {
                    self.candidate_moves(heaps, i)
                };
                moves.into_iter().map(move |m| (i, m))
            })
            .map(|(i, (notation, next))| {
                let m = MoveValue {
                    notation,
                    position: heaps_position(&next),
                    outcome: if self.mover_wins(&next) {
                        Outcome::Loss
                    } else {
                        Outcome::Win
                    },
                    grundy: self.value(&next),
                };
                (i, m)
            })
            .collect()
    }

    /// The component of [`Heaps::why`] that a move in heap `i` changes: the heap itself, or
    /// in Staircase Nim the odd step it is or moves chips onto (components are the odd steps:
    /// index `i` holds step `i + 1`, and chips move down one step).
    fn component_of(&self, i: usize) -> usize {
        match self.game {
            Game::Staircase => i / 2,
            _ => i,
        }
    }
}

fn heaps_solution(
    game: Game,
    heaps: &[u32],
    progress: &mut impl Progress,
) -> Result<Solution, Cancelled> {
    let h = Heaps::new(game, heaps, progress)?;
    let total: u64 = heaps.iter().map(|&x| move_count(game, x)).sum();
    let listed = total <= MAX_LISTED_MOVES;
    let outcome = if h.mover_wins(heaps) {
        Outcome::Win
    } else {
        Outcome::Loss
    };
    let moves = h.moves_by_heap(heaps, listed);
    // The why accounts for every winning move, including those that raise a component's value.
    let winning: Vec<(usize, String)> = moves
        .iter()
        .filter(|(_, m)| m.outcome == Outcome::Win)
        .map(|(i, m)| (h.component_of(*i), m.notation.clone()))
        .collect();
    let moves = moves.into_iter().map(|(_, m)| m).collect();
    let mut s = finish(game, join(heaps), outcome, moves, listed);
    s.grundy = h.value(heaps);
    s.why = h.why(heaps).map(|w| w.with_winning_moves(winning));
    Ok(s)
}

#[cfg(test)]
#[path = "solve_tests.rs"]
mod tests;
