//! Where the robot is and what its sensors say, as numbers and lights (the seed's robot has a
//! stall sensor and three proximity sensors, left, centre and right).

use snipelab_core::robot::{DEFAULT_STEP_BUDGET, Readings, Status};
use yew::prelude::*;

use crate::format::{count, thousands};

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
}

/// Props of [`Readout`].
#[derive(Properties, PartialEq)]
pub struct ReadoutProps {
    /// The figures.
    pub figures: Figures,
}

/// The run's status as a sentence.
pub fn status_text(status: &Status, steps: u64) -> String {
    match status {
        Status::Running => format!("Running… {} so far.", count(steps, "step", "steps")),
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
            "Stopped after {}: the step budget of {} ran out. An endless loop?",
            count(steps, "step", "steps"),
            thousands(DEFAULT_STEP_BUDGET)
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
            <p id="robot-status" class={status_class} role="status">{ status_text(&f.status, f.steps) }</p>
            <dl class="robot-figures">
                <dt>{ "position" }</dt>
                <dd id="robot-position">{ format!("x = {:.1} cm, y = {:.1} cm", f.x, f.y) }</dd>
                <dt>{ "heading" }</dt>
                <dd id="robot-heading">{ format!("{:.1}°", f.heading) }</dd>
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
