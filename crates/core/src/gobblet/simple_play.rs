//! A simple opponent that needs no table: the page's opponent while a variant is not solved
//! (Gobblet Gobblers' table takes a minute and hundreds of MB to make), so a reader can play at
//! once. It is no perfect player and the page says so.
//!
//! The rule, looking one move ahead on each side: take a move that wins at once; else keep to
//! moves after which the opponent cannot win at once (nor has already won, which happens when a
//! lifted piece uncovers the opponent's line, as the post's rules allow); among those prefer
//! large pieces, new pieces over moving ones, and the centre, then the corners.

use super::Position;
use super::rules::Move;

/// The simple rule's move in `position`, or `None` once the game is over or the player to move
/// has no legal move. Deterministic: the same position always gets the same move.
pub fn simple_move(position: &Position) -> Option<Move> {
    if position.winner().is_some() {
        return None;
    }
    let me = position.to_move();
    let successors = position.successors();
    if let Some((mv, _)) = successors
        .iter()
        .find(|(_, next)| next.winner() == Some(me))
    {
        return Some(*mv);
    }
    let safe = |next: &Position| {
        next.winner().is_none()
            && !next
                .successors()
                .iter()
                .any(|(_, after)| after.winner() == Some(me.opponent()))
    };
    let preference = |mv: &Move| {
        // Larger pieces gobble and cannot be gobbled; the centre lies on four lines, a corner
        // on three, an edge on two.
        let lines = |square: u8| match square {
            4 => 2,
            0 | 2 | 6 | 8 => 1,
            _ => 0,
        };
        match *mv {
            Move::NewPiece { size, to } => (1, size, lines(to)),
            Move::BoardPiece { from, to } => (
                0,
                position.top(usize::from(from)).map_or(0, |p| p.size),
                lines(to),
            ),
        }
    };
    let best_of = |moves: &mut dyn Iterator<Item = Move>| {
        // `max_by_key` keeps the last of equals; reverse to keep the first, in the post's order.
        moves
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .max_by_key(preference)
    };
    best_of(
        &mut successors
            .iter()
            .filter(|(_, next)| safe(next))
            .map(|(mv, _)| *mv),
    )
    .or_else(|| best_of(&mut successors.iter().map(|(mv, _)| *mv)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gobblet::{Value, Variant, solve};
    use crate::progress::Silent;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Along random games of (2,2,1) and (1,5,0), the simple move is checked against the solved
    /// table: it wins at once whenever some move does (value "win in 1"), and it never lets the
    /// opponent win at once (value "loss in 1" or "loss in 2" for the mover) when some move
    /// avoids that.
    #[test]
    fn the_simple_move_takes_wins_and_avoids_losses_the_table_sees() {
        let mut rng = SmallRng::seed_from_u64(19);
        for variant in [Variant::new(2, 2, true).unwrap(), Variant::TIC_TAC_TOE] {
            let solution = solve(variant, 1, &mut Silent).unwrap();
            let mut checked = 0;
            for _ in 0..60 {
                let mut position = Position::start(variant);
                for _ in 0..12 {
                    let values = solution.move_values(&position).unwrap();
                    let Some(mv) = simple_move(&position) else {
                        assert!(values.is_empty() || position.winner().is_some());
                        break;
                    };
                    let value_of = |m: Move| values.iter().find(|v| v.mv == m).unwrap().value;
                    let quick_loss = |v: Value| matches!(v, Value::Loss { plies } if plies <= 2);
                    if values.iter().any(|v| v.value == Value::Win { plies: 1 }) {
                        assert_eq!(value_of(mv), Value::Win { plies: 1 }, "{position}");
                    } else if values.iter().any(|v| !quick_loss(v.value)) {
                        assert!(!quick_loss(value_of(mv)), "{position}: {mv}");
                    }
                    checked += 1;
                    let moves = position.legal_moves();
                    position = position
                        .play(moves[rng.random_range(0..moves.len())])
                        .unwrap();
                    if position.winner().is_some() {
                        break;
                    }
                }
            }
            assert!(checked > 200, "{checked}");
        }
    }

    #[test]
    fn the_simple_move_is_none_when_the_game_is_over() {
        let won = Position::from_text(Variant::TIC_TAC_TOE, "o:x1,x1,x1,o1,o1,-,-,-,-").unwrap();
        assert_eq!(simple_move(&won), None);
        let first = simple_move(&Position::start(Variant::GOBBLET));
        assert_eq!(first, Some(Move::NewPiece { size: 3, to: 4 }));
    }
}
