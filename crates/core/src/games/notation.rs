//! Moves as the page and the CLI write them ("pile 2: 5 → 3"): the heap games' moves built one
//! at a time (the solver lists them with these), and [`replay`], which reads a written move
//! back against the rules. The games page keeps the moves played in its link; [`replay`] lets it
//! refuse a link that claims a move the rules forbid, without solving anything: each check
//! costs at most one pass over one heap, or the few moves of 31 and Tic Tac Toe.

use super::box_game::BoxGame;
use super::euclid::Euclid;
use super::minimax::TwoPlayerGame;
use super::position::{Game, Position, join};
use super::splitting::crosses_split;
use super::stones::Stones;
use super::thirty_one::ThirtyOne;
use super::tictactoe::TicTacToe;

/// `heaps` with heap `i` replaced by the non-empty ones of `parts`.
fn replaced(heaps: &[u32], i: usize, parts: &[u32]) -> Vec<u32> {
    let mut next = heaps[..i].to_vec();
    next.extend(parts.iter().copied().filter(|&p| p > 0));
    next.extend_from_slice(&heaps[i + 1..]);
    next
}

/// Heaps as a move's resulting position string: `0` when none are left.
pub fn heaps_position(heaps: &[u32]) -> String {
    if heaps.is_empty() {
        "0".into()
    } else {
        join(heaps)
    }
}

/// Nim and Misère Nim: pile `i` (from 0) down to `t` chips (`t` below its size).
pub fn pile_move(heaps: &[u32], i: usize, t: u32) -> (String, Vec<u32>) {
    let mut next = heaps.to_vec();
    next[i] = t;
    (format!("pile {}: {} → {t}", i + 1, heaps[i]), next)
}

/// Grundy's game: pile `i` split into `a` and the rest (`a` the smaller, at least 1).
pub fn split_move(heaps: &[u32], i: usize, a: u32) -> (String, Vec<u32>) {
    let h = heaps[i];
    (
        format!("pile {}: {h} → {a} + {}", i + 1, h - a),
        replaced(heaps, i, &[a, h - a]),
    )
}

/// Crosses: a cross in cell `cell` (1 to the strip's length) of strip `i`.
pub fn cross_move(heaps: &[u32], i: usize, cell: u32) -> (String, Vec<u32>) {
    let h = heaps[i];
    let (l, r) = crosses_split(h as usize, cell as usize);
    (
        format!("strip {}: cross in cell {cell} of {h}", i + 1),
        replaced(heaps, i, &[l as u32, r as u32]),
    )
}

/// Staircase Nim: `z` chips (1 to those on it) from step `i + 1` down one step.
pub fn staircase_move(steps: &[u32], i: usize, z: u32) -> (String, Vec<u32>) {
    let mut next = steps.to_vec();
    next[i] -= z;
    let to = if i == 0 {
        "the ground".to_string()
    } else {
        next[i - 1] += z;
        format!("step {i}")
    };
    (format!("step {}: {z} to {to}", i + 1), next)
}

/// The whole numbers written in `text`, in order (one too large for a u64 reads as u64::MAX,
/// which no rule accepts).
fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap_or(u64::MAX))
        .collect()
}

/// The move of a searched game (31, Tic Tac Toe) written `notation`, if it is one of the
/// position's legal moves, and the position it leaves.
fn searched<G: TwoPlayerGame>(
    game: G,
    position: &G::Position,
    notation: &str,
    show: impl Fn(&G::Position) -> String,
) -> Option<(String, String)> {
    if game.result(position).is_some() {
        return None;
    }
    let mv = game
        .moves(position)
        .into_iter()
        .find(|m| game.describe(m) == notation)?;
    Some((notation.to_string(), show(&game.play(position, &mv))))
}

/// The position that the move written `notation` leaves, if it is a legal move of `position`
/// (written as [`super::solve::solve`] writes a move's position); `None` when the rules allow
/// no such move: a pile that is not there, more chips than it holds, a filled square, a game
/// already over, or words that are no move of this game.
pub fn replay(position: &Position, notation: &str) -> Option<String> {
    let notation = notation.trim();
    let n = numbers(notation);
    let (written, next) = match position {
        Position::Heaps(game, heaps) => {
            let i = usize::try_from(*n.first()?).ok()?.checked_sub(1)?;
            let h = u64::from(*heaps.get(i)?);
            let arg = |k: usize| n.get(k).copied().filter(|&x| x <= h).map(|x| x as u32);
            let (written, next) = match game {
                Game::Nim | Game::MisereNim => {
                    let t = arg(2).filter(|&t| u64::from(t) < h)?;
                    pile_move(heaps, i, t)
                }
                Game::Grundy => {
                    let a = arg(2).filter(|&a| a >= 1 && 2 * u64::from(a) < h)?;
                    split_move(heaps, i, a)
                }
                Game::Crosses => cross_move(heaps, i, arg(1).filter(|&c| c >= 1)?),
                Game::Staircase => staircase_move(heaps, i, arg(1).filter(|&z| z >= 1)?),
                Game::Euclid | Game::ThirtyOne | Game::Tictactoe | Game::Box | Game::Stones => {
                    return None;
                }
            };
            (written, heaps_position(&next))
        }
        Position::Euclid(pair) => {
            let k = *n.first()?;
            if pair.small == 0 || !(1..=pair.quotient()).contains(&k) {
                return None;
            }
            (Euclid.describe(&k), pair.subtract(k).to_string())
        }
        Position::Box(balls) => {
            // A move leaves `next` in the fuller box: from balls − ⌊balls/2⌋ to balls − 1.
            let next = *n.first()?;
            if !(balls - balls / 2..*balls).contains(&next) {
                return None;
            }
            (BoxGame.describe(&next), format!("{next},{}", balls - next))
        }
        Position::Stones(pile) => {
            let k = *n.first()?;
            if !(1..=pile.limit).contains(&k) {
                return None;
            }
            (Stones.describe(&k), pile.take(k).to_string())
        }
        Position::ThirtyOne(cards) => searched(ThirtyOne, cards, notation, |c| c.to_string())?,
        Position::Tictactoe(board) => searched(TicTacToe, board, notation, |b| b.to_string())?,
    };
    (written == notation).then_some(next)
}
