//! Tic Tac Toe, the seed's example of minimax: a board that is valid by construction, the game
//! for [`super::minimax`], and a move ordering for alpha-beta.
//!
//! Independent checks (tests): the full game tree has 549,946 nodes (1 + 9 + 72 + … counting
//! games that stop at a win; the figure every minimax tutorial quotes), of which 255,168 are
//! finished games, and the empty board is a draw.

use serde::{Deserialize, Serialize};

use super::minimax::TwoPlayerGame;

/// The eight lines of three cells (cells 0..9 row by row).
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// A cell's content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// Empty.
    Empty,
    /// X, who moves first.
    X,
    /// O.
    O,
}

/// A reachable board: X moves first, players alternate, nobody moved after a win. Only
/// [`Board::parse`] and [`Board::play`] make one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board([Mark; 9]);

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board([Mark::Empty; 9]);

    /// Parses nine cells `x`, `o`, `.` (row by row, case-insensitive), e.g. `x.o......`.
    /// Errors name the 0-based character position.
    pub fn parse(text: &str) -> Result<Board, (usize, String)> {
        let chars: Vec<char> = text.chars().collect();
        let mut cells = [Mark::Empty; 9];
        for (i, &c) in chars.iter().enumerate() {
            if i >= 9 {
                return Err((i, format!("{} cells: a board has 9", chars.len())));
            }
            cells[i] = match c.to_ascii_lowercase() {
                'x' => Mark::X,
                'o' => Mark::O,
                '.' => Mark::Empty,
                _ => return Err((i, format!("'{c}' is not a cell: use x, o or ."))),
            };
        }
        if chars.len() < 9 {
            return Err((chars.len(), format!("{} cells: a board has 9", chars.len())));
        }
        let board = Board(cells);
        let (xs, os) = (board.count(Mark::X), board.count(Mark::O));
        if !(xs == os || xs == os + 1) {
            return Err((
                0,
                format!("{xs} x and {os} o: x moves first and players alternate"),
            ));
        }
        let (x_won, o_won) = (board.has_line(Mark::X), board.has_line(Mark::O));
        if (x_won && xs != os + 1) || (o_won && xs != os) {
            return Err((0, "a player moved after the game was won".into()));
        }
        Ok(board)
    }

    fn count(&self, mark: Mark) -> usize {
        self.0.iter().filter(|&&m| m == mark).count()
    }

    /// Whether `mark` has three in a line.
    pub fn has_line(&self, mark: Mark) -> bool {
        LINES.iter().any(|l| l.iter().all(|&i| self.0[i] == mark))
    }

    /// The player to move.
    pub fn to_move(&self) -> Mark {
        if self.count(Mark::X) == self.count(Mark::O) {
            Mark::X
        } else {
            Mark::O
        }
    }

    /// The cells.
    pub fn cells(&self) -> [Mark; 9] {
        self.0
    }

    /// The board after the player to move marks the empty cell `cell`.
    pub fn play(&self, cell: usize) -> Board {
        let mut next = *self;
        next.0[cell] = self.to_move();
        next
    }

    /// Whether `mark` would complete a line by taking `cell`.
    fn completes(&self, cell: usize, mark: Mark) -> bool {
        LINES.iter().any(|l| {
            l.contains(&cell) && l.iter().filter(|&&i| i != cell).all(|&i| self.0[i] == mark)
        })
    }
}

impl std::fmt::Display for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for m in self.0 {
            f.write_str(match m {
                Mark::X => "x",
                Mark::O => "o",
                Mark::Empty => ".",
            })?;
        }
        Ok(())
    }
}

/// Tic Tac Toe as a [`TwoPlayerGame`]; a move is a cell 0..9.
pub struct TicTacToe;

impl TwoPlayerGame for TicTacToe {
    type Position = Board;
    type Move = usize;

    fn result(&self, board: &Board) -> Option<i8> {
        let last = match board.to_move() {
            Mark::X => Mark::O,
            _ => Mark::X,
        };
        if board.has_line(last) {
            Some(-1)
        } else if board.0.iter().all(|&m| m != Mark::Empty) {
            Some(0)
        } else {
            None
        }
    }

    fn moves(&self, board: &Board) -> Vec<usize> {
        (0..9).filter(|&i| board.0[i] == Mark::Empty).collect()
    }

    fn play(&self, board: &Board, &cell: &usize) -> Board {
        board.play(cell)
    }

    fn describe(&self, &cell: &usize) -> String {
        format!(
            "cell {} (row {}, column {})",
            cell + 1,
            cell / 3 + 1,
            cell % 3 + 1
        )
    }

    /// Win now, else block a line, else the centre, corners, edges.
    fn promise(&self, board: &Board, &cell: &usize) -> i32 {
        let me = board.to_move();
        let them = if me == Mark::X { Mark::O } else { Mark::X };
        if board.completes(cell, me) {
            10
        } else if board.completes(cell, them) {
            5
        } else {
            [3, 2, 3, 2, 4, 2, 3, 2, 3][cell]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::minimax::{Exact, Method, search, tree};

    #[test]
    fn plain_minimax_visits_the_whole_game_tree() {
        let full = search(&TicTacToe, &Board::EMPTY, Method::Minimax, u64::MAX).unwrap();
        assert_eq!(full.value, 0);
        assert_eq!(full.nodes, 549_946);
    }

    #[test]
    fn the_tree_has_255168_finished_games() {
        let t = tree(&TicTacToe, &Board::EMPTY, Method::Minimax, u64::MAX).unwrap();
        assert_eq!(t.nodes.iter().filter(|n| n.terminal).count(), 255_168);
        assert_eq!(t.visited, 549_946);
    }

    #[test]
    fn pruning_keeps_the_value_and_visits_fewer_nodes() {
        let boards = [
            ".........",
            "x........",
            "x...o....",
            "xo.......",
            "x.o.x...o",
            "xx.oo....",
        ];
        let mut exact = Exact::new(TicTacToe);
        for text in boards {
            let board = Board::parse(text).unwrap();
            let [plain, ab, ordered] =
                Method::ALL.map(|m| search(&TicTacToe, &board, m, u64::MAX).unwrap());
            let value = exact.value(&board);
            assert_eq!([plain.value, ab.value, ordered.value], [value; 3], "{text}");
            assert!(ab.nodes <= plain.nodes, "{text}");
            assert!(ordered.nodes <= ab.nodes, "{text}");
            if text.len() - text.replace('.', "").len() >= 8 {
                assert!(ordered.nodes < ab.nodes, "{text}");
            }
        }
    }

    #[test]
    fn known_positions() {
        let mut exact = Exact::new(TicTacToe);
        // x in a corner, o on an adjacent edge: x wins (classic opening trap).
        assert_eq!(exact.value(&Board::parse("xo.......").unwrap()), 1);
        // x to move with two in a row and the third cell free: the win is that cell.
        let board = Board::parse("xx.oo....").unwrap();
        let wins: Vec<usize> = exact
            .move_values(&board)
            .into_iter()
            .filter(|&(_, v)| v == 1)
            .map(|(m, _)| m)
            .collect();
        assert_eq!(wins, vec![2]);
    }

    #[test]
    fn bad_boards_are_refused_with_positions() {
        assert_eq!(Board::parse("x.o.....").unwrap_err().0, 8);
        assert_eq!(Board::parse("x.o......x").unwrap_err().0, 9);
        assert_eq!(Board::parse("x.q......").unwrap_err().0, 2);
        assert!(Board::parse("xx.......").is_err());
        assert!(Board::parse("o........").is_err());
        assert!(Board::parse("xxxoo.o..").is_err()); // o moved after x won
        assert!(Board::parse("xxxoo....").is_ok());
    }
}
