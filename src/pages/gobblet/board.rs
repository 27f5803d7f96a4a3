//! The SVG board: nine squares, each with its stack of pieces; click or press Enter on a
//! square to pick a piece up or put it down.

use snipelab_core::gobblet::{Move, Piece, Player, Position, SQUARES, Value};
use yew::prelude::*;

/// Where the piece to move comes from: the hand (by size) or the top of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A new piece of this size from the mover's hand.
    Hand(u8),
    /// The mover's top piece on this square.
    Square(u8),
}

impl Source {
    /// Whether `mv` moves a piece from here.
    pub fn matches(self, mv: Move) -> bool {
        match (self, mv) {
            (Source::Hand(s), Move::NewPiece { size, .. }) => s == size,
            (Source::Square(f), Move::BoardPiece { from, .. }) => f == from,
            _ => false,
        }
    }
}

/// The name of piece size `size` in a variant with `num_sizes` sizes.
pub fn size_name(size: u8, num_sizes: u8) -> &'static str {
    match (num_sizes, size) {
        (1, _) => "piece",
        (2, 1) | (3, 1) => "small",
        (3, 2) => "medium",
        _ => "large",
    }
}

/// A move in words: `new large on 4`, `4 → 8`.
pub fn describe(mv: Move, num_sizes: u8) -> String {
    match mv {
        Move::NewPiece { size, to } => format!("new {} on {to}", size_name(size, num_sizes)),
        Move::BoardPiece { from, to } => format!("{from} → {to}"),
    }
}

/// CSS class of a value for the player making the move.
pub fn value_class(value: Value) -> &'static str {
    match value {
        Value::Win { .. } => "val-win",
        Value::Draw => "val-draw",
        Value::Loss { .. } => "val-loss",
    }
}

/// Radius of a piece of `size` in a board square of side 100.
pub fn radius(size: u8, num_sizes: u8) -> f64 {
    14.0 + 32.0 * f64::from(size) / f64::from(num_sizes.max(1))
}

/// CSS class of a player's pieces.
pub fn player_class(player: Player) -> &'static str {
    match player {
        Player::X => "gobblet-x",
        Player::O => "gobblet-o",
    }
}

/// One piece drawn at (`cx`, `cy`) with radius `r`, its owner's letter inside.
pub fn piece_svg(piece: Piece, cx: f64, cy: f64, r: f64) -> Html {
    html! {
        <g class={classes!("gobblet-piece", player_class(piece.owner))}>
            <circle cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} />
            <text x={cx.to_string()} y={(cy + r * 0.35).to_string()} font-size={(r * 0.95).to_string()}
                text-anchor="middle">{ piece.owner.letter() }</text>
        </g>
    }
}

/// The eight lines of three squares, row by row (squares 0 to 8).
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// The squares of the winner's lines of three top pieces (empty while nobody has won).
pub fn winning_squares(position: &Position) -> Vec<u8> {
    let Some(winner) = position.winner() else {
        return Vec::new();
    };
    let mut squares: Vec<u8> = LINES
        .iter()
        .filter(|line| {
            line.iter()
                .all(|&s| position.top(s).is_some_and(|p| p.owner == winner))
        })
        .flatten()
        .map(|&s| s as u8)
        .collect();
    squares.sort_unstable();
    squares.dedup();
    squares
}

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position shown.
    pub position: Position,
    /// Show only the top piece of each square.
    pub hidden: bool,
    /// The piece picked up, if any.
    pub selected: Option<Source>,
    /// Where it may go, with the move's value for the mover when known and shown.
    pub targets: Vec<(u8, Option<Value>)>,
    /// Squares of the winner's line(s) of three, once the game is won.
    pub winning: Vec<u8>,
    /// Whether the reader may move now.
    pub enabled: bool,
    /// A square was clicked or chosen with the keyboard.
    pub on_square: Callback<u8>,
}

/// The 3×3 board in SVG.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let num_sizes = props.position.variant().num_sizes();
    let square = |s: usize| {
        let (x, y) = (100.0 * (s % 3) as f64, 100.0 * (s / 3) as f64);
        let stack = props.position.stack(s);
        let target = props.targets.iter().find(|(t, _)| usize::from(*t) == s);
        let is_selected = props.selected == Some(Source::Square(s as u8));
        let mut label = format!("square {s}: ");
        match stack.split_last() {
            None => label.push_str("empty"),
            Some((top, below)) => {
                label.push_str(&format!(
                    "{} {}",
                    top.owner.letter(),
                    size_name(top.size, num_sizes)
                ));
                if !props.hidden && !below.is_empty() {
                    let below: Vec<String> = below
                        .iter()
                        .rev()
                        .map(|p| format!("{} {}", p.owner.letter(), size_name(p.size, num_sizes)))
                        .collect();
                    label.push_str(&format!(", covering {}", below.join(", ")));
                }
            }
        }
        if let Some((_, value)) = target {
            label.push_str("; move here");
            if let Some(value) = value {
                label.push_str(&format!(": {value}"));
            }
        }
        let on_click = {
            let on_square = props.on_square.clone();
            Callback::from(move |_: MouseEvent| on_square.emit(s as u8))
        };
        let on_key = {
            let on_square = props.on_square.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    on_square.emit(s as u8);
                }
            })
        };
        let class = classes!(
            "gobblet-square",
            target.map(|_| "target"),
            target.and_then(|(_, v)| v.map(value_class)),
            is_selected.then_some("selected"),
            props.winning.contains(&(s as u8)).then_some("winning"),
        );
        let below = if props.hidden {
            Vec::new()
        } else {
            stack.iter().rev().skip(1).copied().collect()
        };
        html! {
            <g class={class} role="button" tabindex={if props.enabled { "0" } else { "-1" }}
                aria-label={label} data-square={s.to_string()} onclick={on_click} onkeydown={on_key}>
                <rect x={(x + 2.0).to_string()} y={(y + 2.0).to_string()} width="96" height="96" rx="8" />
                <text class="gobblet-square-number" x={(x + 90.0).to_string()} y={(y + 95.0).to_string()}
                    text-anchor="end">{ s }</text>
                { for stack.last().map(|top| piece_svg(*top, x + 50.0, y + 50.0, radius(top.size, num_sizes) * 0.92)) }
                { for below.iter().enumerate().map(|(i, p)| piece_svg(*p, x + 12.0 + 14.0 * i as f64, y + 12.0,
                    3.0 + 2.0 * f64::from(p.size))) }
                if let Some((_, Some(value))) = target {
                    <text class="gobblet-target-value" x={(x + 50.0).to_string()} y={(y + 94.0).to_string()}
                        text-anchor="middle">{ value.to_string() }</text>
                }
            </g>
        }
    };
    html! {
        <svg id="gobblet-board" class="gobblet-board" viewBox="0 0 300 300" role="group"
            aria-label="The board, squares 0 to 8 row by row">
            { for (0..SQUARES).map(square) }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::gobblet::Variant;

    #[test]
    fn the_winning_line_is_found() {
        let position =
            Position::from_text(Variant::TIC_TAC_TOE, "o:x1,x1,x1,o1,o1,-,-,-,-").unwrap();
        assert_eq!(winning_squares(&position), vec![0, 1, 2]);
        assert!(winning_squares(&Position::start(Variant::TIC_TAC_TOE)).is_empty());
    }
}
