//! The maze and the robot: the library's own SVG picture of the run (walls, exit, pen trace,
//! the body with its heading and its stall and proximity lights), and the arrow keys.

use yew::prelude::*;

/// Props of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The picture, from `snipelab_core::robot::svg::render`.
    pub svg: AttrValue,
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
    html! {
        <div id="robot-board" class="robot-board" tabindex="0" role="application"
            aria-label="The robot in its maze. Arrow keys: up drives one cell forward, down one back, left and right turn 90°."
            {onkeydown}>
            { Html::from_html_unchecked(props.svg.clone()) }
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
