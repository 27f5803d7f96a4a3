//! Positions as players see them: whose turn it is, what is on each square, what is in hand;
//! and their text form.
//!
//! # Text form
//!
//! `T:S0,S1,…,S8`: `T` is the player to move (`x` or `o`), then the nine squares in the post's
//! order (row by row, 0 to 8), separated by commas. An empty square is `-`; otherwise the
//! square's stack from bottom to top, each piece its owner and size (`x1` … `o3`). For example,
//! after X plays a small piece in the centre and O covers it with a medium one (the post's
//! example), it is X's turn:
//!
//! ```text
//! x:-,-,-,-,x1o2,-,-,-,-
//! ```
//!
//! Parsing accepts upper-case letters and spaces around the fields; printing gives the form
//! above, so text → position → text is the identity on printed positions. Only characters
//! that need no escaping in a URL are used.

use serde::{Deserialize, Serialize};

use super::rules::{Board, Ending, MAX_SIZES, Move, Player, SQUARES};
use super::{GobbletError, Variant};

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// Whose piece it is.
    pub owner: Player,
    /// Its size, 1 (small) to 3 (large).
    pub size: u8,
}

/// A position of a game in some variant: the pieces on the board and the player to move.
///
/// Always valid for its variant: at most one piece of each size per square, sizes within the
/// variant, and no more than `num_per_size` pieces of a size per player. It need not be
/// reachable from the empty board (a [`Solution`](super::Solution) tells).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PositionText", into = "PositionText")]
pub struct Position {
    variant: Variant,
    /// X's pieces: `x[k]` is the squares with an X piece of size `k + 1`.
    x: [u16; MAX_SIZES],
    /// O's pieces, likewise.
    o: [u16; MAX_SIZES],
    to_move: Player,
}

/// The serialized form of a [`Position`]: its variant and its text.
#[derive(Serialize, Deserialize)]
struct PositionText {
    variant: Variant,
    text: String,
}

impl TryFrom<PositionText> for Position {
    type Error = GobbletError;

    fn try_from(value: PositionText) -> Result<Position, GobbletError> {
        Position::from_text(value.variant, &value.text)
    }
}

impl From<Position> for PositionText {
    fn from(position: Position) -> PositionText {
        PositionText {
            variant: position.variant,
            text: position.to_string(),
        }
    }
}

impl Position {
    /// The empty board, X to move.
    pub fn start(variant: Variant) -> Position {
        Position {
            variant,
            x: [0; MAX_SIZES],
            o: [0; MAX_SIZES],
            to_move: Player::X,
        }
    }

    /// The variant this position is played in.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    fn pieces(&self, player: Player) -> &[u16; MAX_SIZES] {
        match player {
            Player::X => &self.x,
            Player::O => &self.o,
        }
    }

    /// The pieces on `square` (0 to 8) from bottom to top; empty for squares off the board.
    pub fn stack(&self, square: usize) -> Vec<Piece> {
        let mut stack = Vec::new();
        if square >= SQUARES {
            return stack;
        }
        for k in 0..MAX_SIZES {
            for owner in [Player::X, Player::O] {
                if self.pieces(owner)[k] & (1 << square) != 0 {
                    stack.push(Piece {
                        owner,
                        size: k as u8 + 1,
                    });
                }
            }
        }
        stack
    }

    /// The visible piece of `square`, if any (what the post's display shows).
    pub fn top(&self, square: usize) -> Option<Piece> {
        self.stack(square).last().copied()
    }

    /// How many pieces of `size` (1 to 3) `player` still has in hand.
    pub fn in_hand(&self, player: Player, size: u8) -> u8 {
        match usize::from(size).checked_sub(1) {
            Some(k) if k < usize::from(self.variant.num_sizes()) => {
                let on_board = self.pieces(player)[k].count_ones() as u8;
                self.variant.num_per_size().saturating_sub(on_board)
            }
            _ => 0,
        }
    }

    /// The board from the side of the player to move.
    pub(crate) fn board(&self) -> Board {
        match self.to_move {
            Player::X => Board {
                mine: self.x,
                theirs: self.o,
            },
            Player::O => Board {
                mine: self.o,
                theirs: self.x,
            },
        }
    }

    /// The position with `board` seen from `to_move`.
    fn from_board(variant: Variant, board: Board, to_move: Player) -> Position {
        let (x, o) = match to_move {
            Player::X => (board.mine, board.theirs),
            Player::O => (board.theirs, board.mine),
        };
        Position {
            variant,
            x,
            o,
            to_move,
        }
    }

    /// The winner, once some line of three top pieces exists (see the module rules: uncovering
    /// the opponent's line hands them the win).
    pub fn winner(&self) -> Option<Player> {
        self.board().ending().map(|ending| match ending {
            Ending::MoverWins => self.to_move,
            Ending::MoverLoses => self.to_move.opponent(),
        })
    }

    /// Every legal move, in the post's order (pieces on the board by square, then new pieces
    /// by size); empty when the game is over or the player to move is stuck (a draw).
    pub fn legal_moves(&self) -> Vec<Move> {
        self.board()
            .moves(self.variant)
            .into_iter()
            .map(|(mv, _)| mv)
            .collect()
    }

    /// Every legal move with the position it leads to.
    pub fn successors(&self) -> Vec<(Move, Position)> {
        let next = self.to_move.opponent();
        self.board()
            .moves(self.variant)
            .into_iter()
            .map(|(mv, board)| (mv, Position::from_board(self.variant, board, next)))
            .collect()
    }

    /// The position after `mv`, or an error if `mv` is not legal here.
    pub fn play(&self, mv: Move) -> Result<Position, GobbletError> {
        self.successors()
            .into_iter()
            .find(|(legal, _)| *legal == mv)
            .map(|(_, position)| position)
            .ok_or_else(|| GobbletError::InvalidMove(format!("{mv} is not a legal move in {self}")))
    }

    /// The position under symmetry `g` (0 to 7) of the board.
    #[cfg(test)]
    pub(crate) fn transformed(&self, g: usize) -> Position {
        Position::from_board(self.variant, self.board().transformed(g), self.to_move)
    }

    /// Parses the text form (see the module documentation) and checks it against `variant`.
    pub fn from_text(variant: Variant, text: &str) -> Result<Position, GobbletError> {
        let bad = |why: String| GobbletError::InvalidPosition(format!("{text:?}: {why}"));
        let (turn, squares) = text
            .split_once(':')
            .ok_or_else(|| bad("expected `x:` or `o:` then nine squares".into()))?;
        let to_move = match turn.trim() {
            "x" | "X" => Player::X,
            "o" | "O" => Player::O,
            other => {
                return Err(bad(format!(
                    "the player to move must be x or o, not {other:?}"
                )));
            }
        };
        let squares: Vec<&str> = squares.split(',').map(str::trim).collect();
        if squares.len() != SQUARES {
            return Err(bad(format!(
                "expected 9 squares separated by commas, found {}",
                squares.len()
            )));
        }
        let mut position = Position::start(variant);
        position.to_move = to_move;
        for (square, stack) in squares.iter().enumerate() {
            if *stack == "-" {
                continue;
            }
            let mut chars = stack.chars();
            let mut below = 0u8;
            loop {
                let owner = match chars.next() {
                    None if below > 0 => break,
                    Some('x' | 'X') => Player::X,
                    Some('o' | 'O') => Player::O,
                    _ => {
                        return Err(bad(format!(
                            "square {square} must be `-` or pieces like `x1o3`, not {stack:?}"
                        )));
                    }
                };
                let size = chars
                    .next()
                    .and_then(|c| c.to_digit(10))
                    .filter(|&d| (1..=u32::from(variant.num_sizes())).contains(&d))
                    .ok_or_else(|| {
                        bad(format!(
                            "square {square}: piece sizes run from 1 to {} in variant {variant}",
                            variant.num_sizes()
                        ))
                    })? as u8;
                if size <= below {
                    return Err(bad(format!(
                        "square {square}: each piece must be larger than the one it covers"
                    )));
                }
                below = size;
                let pieces = match owner {
                    Player::X => &mut position.x,
                    Player::O => &mut position.o,
                };
                pieces[usize::from(size) - 1] |= 1 << square;
            }
        }
        for player in [Player::X, Player::O] {
            for (k, &mask) in position.pieces(player).iter().enumerate() {
                if mask.count_ones() > u32::from(variant.num_per_size()) {
                    return Err(bad(format!(
                        "{} has {} pieces of size {} but only {} in variant {variant}",
                        player.letter(),
                        mask.count_ones(),
                        k + 1,
                        variant.num_per_size()
                    )));
                }
            }
        }
        Ok(position)
    }
}

impl std::fmt::Display for Position {
    /// The text form, e.g. `x:-,-,-,-,x1o2,-,-,-,-`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let turn = match self.to_move {
            Player::X => 'x',
            Player::O => 'o',
        };
        write!(f, "{turn}:")?;
        for square in 0..SQUARES {
            if square > 0 {
                f.write_str(",")?;
            }
            let stack = self.stack(square);
            if stack.is_empty() {
                f.write_str("-")?;
            }
            for piece in stack {
                let owner = piece.owner.letter().to_ascii_lowercase();
                write!(f, "{owner}{}", piece.size)?;
            }
        }
        Ok(())
    }
}
