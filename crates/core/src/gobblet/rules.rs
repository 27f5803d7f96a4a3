//! The rules of Gobblet Gobblers and its variants, on bitboards.
//!
//! The post stores a state as a 54-bit bitboard: for each of the 9 squares and each piece size,
//! whether that square holds a piece of that size of the player to move, of the opponent, or
//! none. We keep the same information as six 9-bit masks, one per (player, size): a move then
//! changes one mask, and "swapping seats" after each move (so that a state is always read from
//! the side of the player to move, the post's first symmetry) exchanges the two halves.
//!
//! Squares are numbered 0 to 8 row by row, as in the post's board:
//!
//! ```text
//!  0 | 1 | 2
//!  3 | 4 | 5
//!  6 | 7 | 8
//! ```

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::{GobbletError, Variant};

/// Number of squares on the 3×3 board.
pub const SQUARES: usize = 9;

/// The mask with every square set.
pub(crate) const ALL_SQUARES: u16 = (1 << SQUARES) - 1;

/// The 8 lines of three: rows, columns and diagonals (as the post's `get_terminal_value`), as
/// masks of squares (bit s is square s, numbered row by row).
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// The largest number of piece sizes (the real game's small, medium and large).
pub const MAX_SIZES: usize = 3;

/// Iterates over the squares set in a mask, lowest first.
pub(crate) fn squares_of(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let square = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(square)
        }
    })
}

/// Whether some line of three lies entirely inside `mask`.
pub(crate) fn has_line(mask: u16) -> bool {
    LINES.iter().any(|&line| line & !mask == 0)
}

/// The moves of the pieces of one size: `mine` holds the mover's pieces of that size, `blocked`
/// the squares with a piece of that size or larger (of either player), `above` those with a
/// larger piece. Calls `visit` with `mine` after each move: first moves of a top piece (never
/// onto a piece of its size or larger, which also rules out staying put), then new pieces.
pub(crate) fn for_each_layer_move(
    variant: Variant,
    mine: u16,
    blocked: u16,
    above: u16,
    mut visit: impl FnMut(u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let free = !blocked & ALL_SQUARES;
    if variant.allow_move() {
        for from in squares_of(mine & !above) {
            for to in squares_of(free) {
                visit(mine ^ ((1 << from) | (1 << to)))?;
            }
        }
    }
    if mine.count_ones() < u32::from(variant.num_per_size()) {
        for to in squares_of(free) {
            visit(mine | (1 << to))?;
        }
    }
    ControlFlow::Continue(())
}

/// The unmoves of the pieces of one size, the other way: `mine` holds the pieces of that size of
/// the player who just moved, `blocked` and `above` as for [`for_each_layer_move`]. Each of their
/// top pieces may have just arrived, from the hand or from a square with nothing of its size or
/// larger; `visit` gets `mine` as it was before.
pub(crate) fn for_each_layer_unmove(
    variant: Variant,
    mine: u16,
    blocked: u16,
    above: u16,
    mut visit: impl FnMut(u16),
) {
    let free = !blocked & ALL_SQUARES;
    for at in squares_of(mine & !above) {
        visit(mine & !(1 << at));
        if variant.allow_move() {
            for from in squares_of(free) {
                visit(mine ^ ((1 << at) | (1 << from)));
            }
        }
    }
}

/// One of the two players. X moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    /// The first player.
    X,
    /// The second player.
    O,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    /// The player's letter, as in the post's display (`X` or `O`).
    pub fn letter(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }
}

/// A move, as the post's program reads it: play a new piece of some size from the hand, or move
/// the top piece of a square (possibly uncovering a smaller piece underneath).
///
/// Its text form (used by the CLI and in URLs) is `S@T` for "play a new piece of size S on
/// square T" (the post's `(-S, T)`) and `F>T` for "move the top piece of square F to square T"
/// (the post's `(F, T)`); e.g. `3@4` plays a large piece in the centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Play a new piece of `size` (1 = smallest) from the hand onto square `to`.
    NewPiece {
        /// Piece size, 1 to the variant's number of sizes.
        size: u8,
        /// Destination square, 0 to 8.
        to: u8,
    },
    /// Move the top piece of square `from` (which must be the mover's) to square `to`.
    BoardPiece {
        /// Starting square, 0 to 8.
        from: u8,
        /// Destination square, 0 to 8.
        to: u8,
    },
}

impl Move {
    /// The post's `(start, end)` pair: `start` is a square 0 to 8 when moving a piece already on
    /// the board, or the negated size (-1, -2, -3) when playing a new piece.
    pub fn post_pair(self) -> (i8, u8) {
        match self {
            Move::NewPiece { size, to } => (-(size as i8), to),
            Move::BoardPiece { from, to } => (from as i8, to),
        }
    }

    /// The destination square.
    pub fn to(self) -> u8 {
        match self {
            Move::NewPiece { to, .. } | Move::BoardPiece { to, .. } => to,
        }
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Move::NewPiece { size, to } => write!(f, "{size}@{to}"),
            Move::BoardPiece { from, to } => write!(f, "{from}>{to}"),
        }
    }
}

impl std::str::FromStr for Move {
    type Err = GobbletError;

    /// Parses `S@T` or `F>T` (see [`Move`]); checks only the ranges that hold in every
    /// variant (sizes 1 to 3, squares 0 to 8), not legality in a position.
    fn from_str(text: &str) -> Result<Move, GobbletError> {
        let bad = || GobbletError::InvalidMove(format!("{text:?} is not a move (`S@T` or `F>T`)"));
        let digit = |s: &str| -> Option<u8> {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => c.to_digit(10).map(|d| d as u8),
                _ => None,
            }
        };
        let text = text.trim();
        let mv = if let Some((size, to)) = text.split_once('@') {
            Move::NewPiece {
                size: digit(size).ok_or_else(bad)?,
                to: digit(to).ok_or_else(bad)?,
            }
        } else if let Some((from, to)) = text.split_once('>') {
            Move::BoardPiece {
                from: digit(from).ok_or_else(bad)?,
                to: digit(to).ok_or_else(bad)?,
            }
        } else {
            return Err(bad());
        };
        let in_range = match mv {
            Move::NewPiece { size, to } => (1..=MAX_SIZES as u8).contains(&size) && to < 9,
            Move::BoardPiece { from, to } => from < 9 && to < 9,
        };
        if in_range { Ok(mv) } else { Err(bad()) }
    }
}

/// A board seen from the player to move: `mine[k]` and `theirs[k]` are the squares holding a
/// piece of size `k + 1` of the player to move and of the opponent.
///
/// A square holds at most one piece of each size (a piece only goes onto a strictly smaller
/// one), so these masks are the post's bitboard, rearranged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    pub(crate) mine: [u16; MAX_SIZES],
    pub(crate) theirs: [u16; MAX_SIZES],
}

/// How a finished game ended, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// The player to move has three in a row: the opponent uncovered it.
    MoverWins,
    /// Only the opponent has three in a row.
    MoverLoses,
}

impl Board {
    /// The same board seen from the other player ("swapping seats").
    pub(crate) fn swap(self) -> Board {
        Board {
            mine: self.theirs,
            theirs: self.mine,
        }
    }

    /// `covered[k]`: squares holding some piece of size index `k` or larger; a piece of size
    /// index `k` may go only where `covered[k]` is clear. `covered[MAX_SIZES]` is empty.
    fn covered(&self) -> [u16; MAX_SIZES + 1] {
        let mut covered = [0; MAX_SIZES + 1];
        for k in (0..MAX_SIZES).rev() {
            covered[k] = covered[k + 1] | self.mine[k] | self.theirs[k];
        }
        covered
    }

    /// The squares whose top (visible) piece is the mover's, and the opponent's.
    pub(crate) fn tops(&self) -> (u16, u16) {
        let covered = self.covered();
        let mut tops = (0, 0);
        for k in 0..MAX_SIZES {
            tops.0 |= self.mine[k] & !covered[k + 1];
            tops.1 |= self.theirs[k] & !covered[k + 1];
        }
        tops
    }

    /// Whether the game is over, judged on the top pieces. As in the post's program, the player
    /// to move wins if the opponent uncovered the mover's three in a row, even if the opponent
    /// completed a line of their own with the same move.
    pub(crate) fn ending(&self) -> Option<Ending> {
        let (mine, theirs) = self.tops();
        if has_line(mine) {
            Some(Ending::MoverWins)
        } else if has_line(theirs) {
            Some(Ending::MoverLoses)
        } else {
            None
        }
    }

    /// Calls `visit` with every position after one move of a piece of size index `first` or
    /// larger (all moves for `first == 0`), seen from the next player (so already swapped);
    /// stops early if `visit` breaks. A board reached by two different moves is visited twice.
    /// Whether the game is already over is not checked (as in the post's `get_moves`): callers
    /// do not expand finished games.
    pub(crate) fn for_each_child(
        &self,
        variant: Variant,
        first: usize,
        mut visit: impl FnMut(Board) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let covered = self.covered();
        for k in first..variant.num_sizes as usize {
            for_each_layer_move(variant, self.mine[k], covered[k], covered[k + 1], |mine| {
                let mut child = *self;
                child.mine[k] = mine;
                visit(child.swap())
            })?;
        }
        ControlFlow::Continue(())
    }

    /// Calls `visit` with every board from which a move of a piece of size index `first` or
    /// larger leads to this one (the post's "unmoves"), seen from the player who made that move.
    /// Finished games are not filtered out here: the solver never changes the value of a
    /// finished game or of an unreachable board.
    pub(crate) fn for_each_parent(
        &self,
        variant: Variant,
        first: usize,
        mut visit: impl FnMut(Board),
    ) {
        let before = self.swap();
        let covered = before.covered();
        for k in first..variant.num_sizes as usize {
            for_each_layer_unmove(
                variant,
                before.mine[k],
                covered[k],
                covered[k + 1],
                |mine| {
                    let mut parent = before;
                    parent.mine[k] = mine;
                    visit(parent);
                },
            );
        }
    }

    /// Every legal move with the board it leads to (swapped to the next player), in the post's
    /// order: pieces on the board by starting square then destination, then new pieces by size
    /// then destination. Empty once the game is over.
    pub(crate) fn moves(&self, variant: Variant) -> Vec<(Move, Board)> {
        let mut moves = Vec::new();
        if self.ending().is_some() {
            return moves;
        }
        let covered = self.covered();
        let sizes = variant.num_sizes as usize;
        if variant.allow_move {
            let (my_tops, _) = self.tops();
            for from in squares_of(my_tops) {
                let Some(k) = (0..sizes).rev().find(|&k| self.mine[k] & (1 << from) != 0) else {
                    continue;
                };
                for to in squares_of(!covered[k] & ALL_SQUARES) {
                    let mut child = *self;
                    child.mine[k] ^= (1 << from) | (1 << to);
                    let mv = Move::BoardPiece {
                        from: from as u8,
                        to: to as u8,
                    };
                    moves.push((mv, child.swap()));
                }
            }
        }
        for (k, &cover) in covered.iter().enumerate().take(sizes) {
            if self.mine[k].count_ones() >= u32::from(variant.num_per_size) {
                continue;
            }
            for to in squares_of(!cover & ALL_SQUARES) {
                let mut child = *self;
                child.mine[k] |= 1 << to;
                let mv = Move::NewPiece {
                    size: k as u8 + 1,
                    to: to as u8,
                };
                moves.push((mv, child.swap()));
            }
        }
        moves
    }
}

/// The 8 symmetries of the square (rotations and reflections), as permutations of the squares:
/// `SYMMETRIES[g][s]` is where square `s` goes. The identity comes first.
pub(crate) const SYMMETRIES: [[u8; SQUARES]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8], // identity
    [2, 5, 8, 1, 4, 7, 0, 3, 6], // rotate a quarter turn clockwise
    [8, 7, 6, 5, 4, 3, 2, 1, 0], // half turn
    [6, 3, 0, 7, 4, 1, 8, 5, 2], // three quarter turns
    [2, 1, 0, 5, 4, 3, 8, 7, 6], // mirror left-right
    [6, 7, 8, 3, 4, 5, 0, 1, 2], // mirror top-bottom (the post's flipud)
    [0, 3, 6, 1, 4, 7, 2, 5, 8], // transpose (main diagonal)
    [8, 5, 2, 7, 4, 1, 6, 3, 0], // the post's antitranspose (off-diagonal)
];

/// Applies symmetry `g` to a mask of squares.
pub(crate) fn transform(g: usize, mask: u16) -> u16 {
    squares_of(mask).fold(0, |image, s| image | 1 << SYMMETRIES[g][s])
}

#[cfg(test)]
impl Board {
    /// The board under symmetry `g`.
    pub(crate) fn transformed(&self, g: usize) -> Board {
        Board {
            mine: self.mine.map(|m| transform(g, m)),
            theirs: self.theirs.map(|m| transform(g, m)),
        }
    }
}
