//! The maze and the robot: the pen's trace on a canvas, and over it the library's SVG pieces
//! of the run (walls, exit, the body with its heading and its stall and proximity lights), and
//! the arrow keys.
//!
//! The trace is kept out of the SVG and out of Yew's diff: the page draws its new points on
//! the canvas after each render (`trace::TraceCanvas`). As an SVG path, a million-step run's
//! trace was 5.3 MB of path data that the browser stroked again on every repaint near it
//! (issue 28). The walls are one path made once per maze, and the robot is a small group.

use snipelab_core::robot::svg::number;
use yew::prelude::*;

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The picture's `viewBox`, and its width and height in cm.
    pub frame: [f64; 4],
    /// The walls and the exit, from `svg::walls` (the same string for a whole run).
    pub walls: AttrValue,
    /// The canvas the page draws the trace on.
    pub canvas: NodeRef,
    /// The robot, from `svg::robot`.
    pub robot: AttrValue,
    /// A typed command for an arrow key (`forward 30`, `left 90`, …).
    pub on_command: Callback<String>,
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
    let [_, _, width, height] = props.frame;
    let view_box = props.frame.map(number).join(" ");
    // The floor's colour is the board's background (robot.css), under the canvas; the SVG
    // above it is transparent but for the walls, the exit and the robot. The trace never
    // meets a wall: it runs through the robot's centre, a body's radius from any wall.
    html! {
        <div id="robot-board" class="robot-board" tabindex="0" role="application"
            aria-label="The robot in its maze, and the pen's trace. Arrow keys: up drives one cell forward, down one back, left and right turn 90°."
            {onkeydown}>
            <canvas class="trace" aria-hidden="true" ref={props.canvas.clone()} />
            <svg xmlns="http://www.w3.org/2000/svg" viewBox={view_box}
                width={number(width * 2.0)} height={number(height * 2.0)}>
                { Html::from_html_unchecked(props.walls.clone()) }
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
