//! Tic Tac Toe as a board to click: every empty square is a button labelled with its row,
//! column and its value for the player to move (wins, draws or loses with perfect play after
//! it), coloured as the move list is; the marks already played are plain cells.

use std::rc::Rc;

use snipelab_core::games::solve::{MoveValue, Outcome, Solution};
use yew::prelude::*;

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position, nine cells `x`, `o`, `.` row by row.
    pub cells: String,
    /// The solved position (its moves give each empty square's value).
    pub solution: Rc<Solution>,
    /// Perfect play is thinking: squares are disabled.
    pub busy: bool,
    /// A square was chosen: the move's notation and the position it leaves.
    pub on_move: Callback<(String, String)>,
}

/// The square a move fills: the one cell where its position differs from `cells`.
fn square_of(cells: &str, m: &MoveValue) -> Option<usize> {
    let mut diff = cells
        .chars()
        .zip(m.position.chars())
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, _)| i);
    let square = diff.next()?;
    diff.next().is_none().then_some(square)
}

fn word(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "wins",
        Outcome::Draw => "draws",
        Outcome::Loss => "loses",
    }
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let cells: Vec<char> = props.cells.chars().collect();
    let moves = props.solution.moves.clone().unwrap_or_default();
    let mover = props
        .solution
        .to_move
        .clone()
        .unwrap_or_default()
        .to_uppercase();
    let square = |i: usize| {
        let (row, column) = (i / 3 + 1, i % 3 + 1);
        let mark = cells.get(i).copied().unwrap_or('.');
        if mark != '.' {
            let mark = mark.to_ascii_uppercase();
            return html! {
                <div class="games-square filled" role="img"
                    aria-label={format!("row {row}, column {column}: {mark}")}>{ mark }</div>
            };
        }
        let Some(m) = moves.iter().find(|m| square_of(&props.cells, m) == Some(i)) else {
            // A finished game leaves its empty squares unplayable.
            return html! {
                <div class="games-square empty" role="img"
                    aria-label={format!("row {row}, column {column}: empty")}></div>
            };
        };
        let on_move = props.on_move.clone();
        let (notation, pos) = (m.notation.clone(), m.position.clone());
        let onclick =
            Callback::from(move |_: MouseEvent| on_move.emit((notation.clone(), pos.clone())));
        let class = format!(
            "games-square games-move {}",
            match m.outcome {
                Outcome::Win => "win",
                Outcome::Draw => "draw",
                Outcome::Loss => "lose",
            }
        );
        html! {
            <button type="button" class={class} onclick={onclick} disabled={props.busy}
                data-cell={i.to_string()} data-outcome={word(m.outcome)}
                aria-label={format!("{mover} in row {row}, column {column}: {} {} with perfect play",
                    mover, word(m.outcome))}>
                <span class="games-square-value">{ word(m.outcome) }</span>
            </button>
        }
    };
    html! {
        <div class="games-board-wrap">
            <div id="games-board" class="games-board" role="group"
                aria-label={format!("The board; {mover} to move: each empty square says what {mover} gets by playing there")}>
                { for (0..9).map(square) }
            </div>
        </div>
    }
}
