//! The maze and the robot: the library's SVG pieces of the run (walls, exit, pen trace, the
//! body with its heading and its stall and proximity lights), and the arrow keys.
//!
//! The picture is kept in layers so that an update redraws only what changed: the walls are
//! one path made once per maze, the trace is a few path pieces of which only the last grows
//! (`svg::TracePaths`), and the robot is a small group. A million-step run used to be rebuilt
//! as one 9.7 MB picture of 200,010 elements on every update, keystrokes included.

use std::rc::Rc;

use snipelab_core::robot::svg::{FLOOR, TRACE_WIDTH, TracePiece, number};
use yew::prelude::*;

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The picture's `viewBox`, and its width and height in cm.
    pub frame: [f64; 4],
    /// The walls and the exit, from `svg::walls` (the same string for a whole run).
    pub walls: AttrValue,
    /// The trace's path pieces, from `svg::TracePaths` (finished pieces are the same `Rc`).
    pub trace: Rc<[TracePiece]>,
    /// The robot, from `svg::robot`.
    pub robot: AttrValue,
    /// A typed command for an arrow key (`forward 30`, `left 90`, …).
    pub on_command: Callback<String>,
}

/// Props of [`Piece`].
#[derive(Properties, PartialEq)]
struct PieceProps {
    /// Path data (compared by pointer first, so a finished piece is never diffed).
    d: Rc<str>,
    /// Its pen colour.
    colour: &'static str,
}

/// One piece of the trace.
#[function_component(Piece)]
fn piece(props: &PieceProps) -> Html {
    html! { <path d={AttrValue::from(props.d.clone())} stroke={props.colour} /> }
}

/// One cell (30 cm) per arrow press, and quarter turns: the moves of the maze's grid.
fn command_for(key: &str) -> Option<&'static str> {
    match key {
        "ArrowUp" => Some("forward 30"),
        "ArrowDown" => Some("back 30"),
        "ArrowLeft" => Some("left 90"),
        "ArrowRight" => Some("right 90"),
        _ => None,
    }
}

/// The board; focus it and the arrow keys drive the robot.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let onkeydown = {
        let on_command = props.on_command.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(command) = command_for(&e.key()) {
                e.prevent_default();
                on_command.emit(command.to_string());
            }
        })
    };
    let [x, y, width, height] = props.frame;
    let view_box = props.frame.map(number).join(" ");
    html! {
        <div id="robot-board" class="robot-board" tabindex="0" role="application"
            aria-label="The robot in its maze. Arrow keys: up drives one cell forward, down one back, left and right turn 90°."
            {onkeydown}>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox={view_box}
                width={number(width * 2.0)} height={number(height * 2.0)}>
                <rect x={number(x)} y={number(y)} width={number(width)} height={number(height)} fill={FLOOR} />
                { Html::from_html_unchecked(props.walls.clone()) }
                <g class="trace" fill="none" stroke-width={TRACE_WIDTH} stroke-linejoin="round">
                    { for props.trace.iter().enumerate().map(|(i, p)| html! { <Piece key={i} d={p.d.clone()} colour={p.colour} /> }) }
                </g>
                { Html::from_html_unchecked(props.robot.clone()) }
            </svg>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_are_grid_moves_and_other_keys_nothing() {
        assert_eq!(command_for("ArrowUp"), Some("forward 30"));
        assert_eq!(command_for("ArrowRight"), Some("right 90"));
        assert_eq!(command_for("a"), None);
    }
}
