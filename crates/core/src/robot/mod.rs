//! The turtle robot in a maze: a Logo-like robot you program, with real geometry.
//!
//! Seed: "Robot simulator updated to VPython 7.6.5" (`000_789cb35ecfca4f68.txt`). The post's
//! `vturtle.py` simulates a three-wheeled robot modelled on the Parallax Scribbler that runs
//! Logo-like turtle commands, with a pen, a stall sensor and three proximity sensors for finding
//! its way around obstacles such as the walls of a maze, one typed line at a time.
//!
//! - [`geometry`]: points, segments, the exact contact of a moving disc with a thick wall.
//! - [`world`]: walls (1 cm thick, as the post's) and an exit, indexed for quick look-ups.
//! - [`body`]: the robot: a disc of radius 9 cm that drives along its heading and turns in
//!   place; the stall flag; sensors reaching 10 cm beyond the rim at 90°, 0° and −90°.
//! - [`maze`]: seeded perfect mazes of 30 cm cells with an exit, the same on every platform.
//! - [`lang`]: the language (Logo spellings, procedures with `:inputs`, `if`/`while` on the
//!   sensors), parsed with line-and-column errors into flat commands.
//! - [`interp`]: a step-at-a-time interpreter with a step budget.
//! - [`svg`]: the run as an SVG picture. [`examples`]: the page's examples and the challenge.
//!
//! Where this differs from the post, and why: `vturtle.py` moves in 0.625 cm frames and, on
//! overlapping a wall, backs up one frame, so it stops up to a frame short and the outcome
//! depends on the animation speed; here contact is solved exactly (tests compare it with a
//! marching brute force). Its `maze()` is a binary-tree maze with no exit; the issue asks for
//! perfect mazes with an exit, made here by a seeded depth-first search.

pub mod body;
pub mod examples;
pub mod geometry;
pub mod interp;
pub mod lang;
pub mod maze;
pub mod svg;
pub mod trace;
pub mod world;

#[cfg(test)]
mod logo_tests;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use body::{Readings, Robot, Sensor};
pub use interp::{DEFAULT_SEED, DEFAULT_STEP_BUDGET, Event, Machine, RuntimeError, Status, Step};
pub use lang::{ParseError, Program};
pub use maze::Maze;
pub use world::World;

use crate::progress::{Cancelled, Progress};

/// The most steps a headless run may be given (the trace of ten million moves is already
/// hundreds of megabytes).
pub const MAX_STEP_BUDGET: u64 = 10_000_000;

/// The maze a run happened in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MazeInfo {
    /// Cells a side.
    pub size: u32,
    /// Its seed.
    pub seed: u64,
}

/// The summary of a headless run (the CLI's `--json`; field names are a stable interface).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunReport {
    /// Final x of the robot's centre, cm (it starts at 0).
    pub x: f64,
    /// Final y, cm (it starts at 0).
    pub y: f64,
    /// Final heading, degrees counterclockwise from east, in [0, 360) (it starts at 0).
    pub heading: f64,
    /// Whether the pen is down at the end.
    pub pen_down: bool,
    /// Whether the robot left the maze through its exit.
    pub reached_exit: bool,
    /// How the run ended.
    pub status: Status,
    /// Commands executed.
    pub steps: u64,
    /// Moves a wall stopped short.
    pub stalls: u64,
    /// `forward`/`back` commands executed.
    pub moves: u64,
    /// Centimetres driven.
    pub distance: f64,
    /// Commands in the program text (the challenge's score).
    pub commands: usize,
    /// The sensors at the end.
    pub sensors: Readings,
    /// Pen strokes drawn.
    pub strokes: usize,
    /// The maze, if there was one.
    pub maze: Option<MazeInfo>,
    /// The lines `print` wrote (the latest [`interp::MAX_OUTPUT_LINES`]).
    pub output: Vec<String>,
}

impl RunReport {
    /// The summary of where `machine` stands.
    pub fn of(machine: &Machine, maze: Option<&Maze>) -> RunReport {
        let robot = machine.robot();
        // Adding +0 turns a negative zero into zero (and leaves every other value alone).
        RunReport {
            x: robot.position.x + 0.0,
            y: robot.position.y + 0.0,
            heading: robot.heading + 0.0,
            pen_down: robot.pen_down,
            reached_exit: *machine.status() == Status::ReachedExit,
            status: machine.status().clone(),
            steps: machine.steps(),
            stalls: machine.stalls(),
            moves: machine.moves(),
            distance: machine.distance(),
            commands: machine.program().command_count,
            sensors: machine.readings(),
            strokes: machine.trace().strokes.len(),
            maze: maze.map(|m| MazeInfo {
                size: m.size(),
                seed: m.seed(),
            }),
            output: machine.output().map(str::to_string).collect(),
        }
    }
}

/// Why a headless run produced no result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RunError {
    /// The program text does not parse.
    Parse(ParseError),
    /// The budget is 0 or over [`MAX_STEP_BUDGET`].
    BadBudget(u64),
    /// The caller asked to stop.
    Cancelled,
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Parse(e) => e.fmt(f),
            RunError::BadBudget(b) => write!(
                f,
                "a step budget of {b} is out of range: 1 to {MAX_STEP_BUDGET}"
            ),
            RunError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for RunError {}

impl From<Cancelled> for RunError {
    fn from(_: Cancelled) -> Self {
        RunError::Cancelled
    }
}

/// Parses `source` and runs it from the start pose, in `maze` or on an open floor, for at most
/// `budget` steps. The finished machine holds the trace (for [`svg::render`]) and the
/// status, which tells a runtime error from a normal end.
pub fn run(
    source: &str,
    maze: Option<&Maze>,
    budget: u64,
    progress: &mut impl Progress,
) -> Result<Machine, RunError> {
    run_seeded(source, maze, budget, DEFAULT_SEED, progress)
}

/// [`run`] with `random` drawing from `seed`.
pub fn run_seeded(
    source: &str,
    maze: Option<&Maze>,
    budget: u64,
    seed: u64,
    progress: &mut impl Progress,
) -> Result<Machine, RunError> {
    if budget == 0 || budget > MAX_STEP_BUDGET {
        return Err(RunError::BadBudget(budget));
    }
    let program = Program::parse(source).map_err(RunError::Parse)?;
    let world = maze.map_or_else(World::open, Maze::world);
    let mut machine = Machine::new(program, world, budget).with_seed(seed);
    machine.run(progress)?;
    Ok(machine)
}
