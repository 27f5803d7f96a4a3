//! Names a player understands: piece sizes, squares and moves ("large X from hand to centre",
//! "medium O b1 → c2"), instead of the CLI's notation (`3@4`, `1>5`), which stays in the URL.
//!
//! Squares are named like a chess board, as the board's margins show: columns a to c from the
//! left, rows 1 to 3 from the bottom, so square 0 (top left) is a3 and square 8 is c1; the
//! middle square is "centre".

use snipelab_core::gobblet::{Move, Position};

/// The name of piece size `size` in a variant with `num_sizes` sizes.
pub fn size_name(size: u8, num_sizes: u8) -> &'static str {
    match (num_sizes, size) {
        (1, _) => "piece",
        (2, 1) | (3, 1) => "small",
        (3, 2) => "medium",
        _ => "large",
    }
}

/// A square's coordinates: `a3` for square 0 (top left) to `c1` for square 8.
pub fn square_name(square: u8) -> String {
    let column = char::from(b'a' + square % 3);
    let row = 3 - square / 3;
    format!("{column}{row}")
}

/// A square as a move names it: `centre` for the middle one, else its coordinates.
pub fn spot(square: u8) -> String {
    if square == 4 {
        "centre".into()
    } else {
        square_name(square)
    }
}

/// `mv` in words, as played in `position` (which says whose piece it is and, for a piece
/// moved on the board, its size): "large X from hand to centre", "medium O b1 → c2".
pub fn describe(mv: Move, position: &Position) -> String {
    let num_sizes = position.variant().num_sizes();
    let player = position.to_move().letter();
    match mv {
        Move::NewPiece { size, to } => {
            format!(
                "{} {player} from hand to {}",
                size_name(size, num_sizes),
                spot(to)
            )
        }
        Move::BoardPiece { from, to } => {
            let size = position.top(usize::from(from)).map_or(1, |p| p.size);
            format!(
                "{} {player} {} → {}",
                size_name(size, num_sizes),
                spot(from),
                spot(to)
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::gobblet::Variant;

    #[test]
    fn squares_are_named_like_a_chess_board() {
        let names: Vec<String> = (0..9).map(square_name).collect();
        assert_eq!(
            names,
            ["a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"]
        );
        assert_eq!(spot(4), "centre");
    }

    #[test]
    fn moves_are_named_by_size_player_and_squares() {
        let start = Position::start(Variant::GOBBLET);
        assert_eq!(
            describe("3@4".parse().unwrap(), &start),
            "large X from hand to centre"
        );
        // O's medium piece on b1 (square 7) moves to c2 (square 5).
        let position = Position::from_text(Variant::GOBBLET, "o:x3,-,-,-,-,-,-,o2,-").unwrap();
        assert_eq!(
            describe("7>5".parse().unwrap(), &position),
            "medium O b1 → c2"
        );
        let tic_tac_toe = Position::start(Variant::TIC_TAC_TOE);
        assert_eq!(
            describe("1@0".parse().unwrap(), &tic_tac_toe),
            "piece X from hand to a3"
        );
    }
}
