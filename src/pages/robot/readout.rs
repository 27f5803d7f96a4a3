//! Where the robot is and what its sensors say, as numbers and lights (the seed's robot has a
//! stall sensor and three proximity sensors, left, centre and right).

use snipelab_core::robot::{DEFAULT_STEP_BUDGET, Readings, Status};
use yew::prelude::*;

use crate::format::{count, thousands};
use snipelab_core::text::decimal;

/// The figures shown, taken from the machine after each tick.
#[derive(Clone, PartialEq)]
pub struct Figures {
    /// Centre x, cm.
    pub x: f64,
    /// Centre y, cm.
    pub y: f64,
    /// Heading, degrees counterclockwise from east.
    pub heading: f64,
    /// Commands executed.
    pub steps: u64,
    /// Moves executed.
    pub moves: u64,
    /// Moves a wall stopped.
    pub stalls: u64,
    /// Centimetres driven.
    pub distance: f64,
    /// The sensor lights.
    pub sensors: Readings,
    /// How the run stands.
    pub status: Status,
    /// Whether the run is animating (a run under way that is not is paused).
    pub animating: bool,
    /// The run's steps in all, once the run ahead has found its end.
    pub total: Option<u64>,
    /// Whether the page skipped to the end because the budget ran out.
    pub skipped: bool,
}

/// Props of [`Readout`].
#[derive(Properties, PartialEq)]
pub struct ReadoutProps {
    /// The figures.
    pub figures: Figures,
}

/// The run's status as a sentence: true in every state (issue 31: a paused run used to say
/// "Running…").
pub fn status_text(f: &Figures) -> String {
    let steps = f.steps;
    let of_total = |verb: &str| match f.total {
        Some(total) => format!(
            "{verb} at step {} of {}.",
            thousands(steps),
            thousands(total)
        ),
        None => format!("{verb} after {}.", count(steps, "step", "steps")),
    };
    match &f.status {
        Status::Running if f.animating => match f.total {
            Some(total) => format!(
                "Running: step {} of {}.",
                thousands(steps),
                thousands(total)
            ),
            None => format!("Running… {} so far.", count(steps, "step", "steps")),
        },
        Status::Running => format!("{} Resume goes on.", of_total("Paused")),
        Status::Finished if steps == 0 => {
            "Ready: type a command, press an arrow key on the board, or run the program."
                .to_string()
        }
        Status::Finished => format!("Done after {}.", count(steps, "step", "steps")),
        Status::ReachedExit => format!(
            "Out of the maze through the exit after {}!",
            count(steps, "step", "steps")
        ),
        Status::OutOfSteps => format!(
            "Stopped after {}: the step budget of {} ran out. An endless loop?{}",
            count(steps, "step", "steps"),
            thousands(DEFAULT_STEP_BUDGET),
            if f.skipped {
                " (Found by running the program ahead of the animation; the board shows where it stopped.)"
            } else {
                ""
            }
        ),
        Status::Failed(e) => format!(
            "Stopped at line {}, column {}: {}",
            e.line, e.column, e.message
        ),
    }
}

fn light(id: &'static str, label: &'static str, on: bool) -> Html {
    html! {
        <li id={id} class={classes!("robot-light", on.then_some("on"))}>
            <span class="robot-lamp" aria-hidden="true"></span>
            { format!("{label}: {}", if on { "on" } else { "off" }) }
        </li>
    }
}

/// Position, heading, counters, sensor lights and status.
#[function_component(Readout)]
pub fn readout(props: &ReadoutProps) -> Html {
    let f = &props.figures;
    let s = f.sensors;
    let status_class = match f.status {
        Status::Failed(_) | Status::OutOfSteps => "robot-status notice-error",
        Status::ReachedExit => "robot-status robot-won",
        _ => "robot-status",
    };
    html! {
        <section class="robot-readout" aria-label="The robot now">
            <p id="robot-status" class={status_class} role="status">{ status_text(f) }</p>
            <dl class="robot-figures">
                <dt>{ "position" }</dt>
                <dd id="robot-position">{ format!("x = {} cm, y = {} cm", decimal(f.x, 1), decimal(f.y, 1)) }</dd>
                <dt>{ "heading" }</dt>
                <dd id="robot-heading">{ format!("{}°", decimal(f.heading, 1)) }</dd>
                <dt>{ "steps" }</dt>
                <dd id="robot-steps">{ thousands(f.steps) }</dd>
                <dt>{ "moves" }</dt>
                <dd id="robot-moves">{ format!("{} ({} stalled), {:.0} cm", thousands(f.moves), thousands(f.stalls), f.distance) }</dd>
            </dl>
            <ul class="robot-lights" aria-label="Sensor lights">
                { light("robot-light-stall", "stall", s.stalled) }
                { light("robot-light-left", "left", s.left) }
                { light("robot-light-centre", "centre", s.centre) }
                { light("robot-light-right", "right", s.right) }
            </ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figures(status: Status, steps: u64, animating: bool, total: Option<u64>) -> Figures {
        Figures {
            x: 0.0,
            y: 0.0,
            heading: 0.0,
            steps,
            moves: 0,
            stalls: 0,
            distance: 0.0,
            sensors: Readings {
                stalled: false,
                left: false,
                centre: false,
                right: false,
            },
            status,
            animating,
            total,
            skipped: false,
        }
    }

    /// Issue 31: "Running…" only while running; a paused run says so.
    #[test]
    fn the_status_says_what_the_page_is_doing() {
        let text = |s, n, a, t| status_text(&figures(s, n, a, t));
        assert_eq!(
            text(Status::Running, 552, true, None),
            "Running… 552 steps so far."
        );
        assert_eq!(
            text(Status::Running, 552, true, Some(1_234)),
            "Running: step 552 of 1,234."
        );
        assert_eq!(
            text(Status::Running, 552, false, None),
            "Paused after 552 steps. Resume goes on."
        );
        assert_eq!(
            text(Status::Running, 1, false, Some(13)),
            "Paused at step 1 of 13. Resume goes on."
        );
        assert!(text(Status::Finished, 0, false, None).starts_with("Ready"));
        assert_eq!(
            text(Status::Finished, 13, false, Some(13)),
            "Done after 13 steps."
        );
    }
}
