//! Runs a compiled program one command at a time.
//!
//! The post's robot could be driven "a line at a time" from the Python prompt while it moved;
//! the page does the same with [`Machine::step`]: all of the interpreter's state (the call
//! stack, each call's `repeat` counters, the program counter) is explicit data, so running can
//! pause after any command and resume later, and a step budget stops an endless loop. Every
//! command executed counts one step, including `repeat`'s bookkeeping and the jumps of `while`
//! and `forever`, so even `forever []` uses up the budget.

mod eval;
mod fault;

use serde::{Deserialize, Serialize};

use std::collections::VecDeque;

use super::body::{Motion, Readings, Robot};
use super::geometry::Point;
use super::lang::{Command, Instruction, PALETTE, Printable, Program, Span, Variable};
pub use super::trace::Trace;
use super::world::World;
use crate::progress::{Cancelled, Progress};
use crate::random::{Xoshiro256PlusPlus, seeded};
use fault::Fault;

/// The CLI's and page's default step budget.
pub const DEFAULT_STEP_BUDGET: u64 = 1_000_000;

/// The deepest procedure calls may nest (a spiral by recursion goes a few hundred deep).
pub const MAX_CALL_DEPTH: usize = 1_000;

/// The longest single move, in cm (a kilometre: far beyond any maze).
pub const MAX_DISTANCE: f64 = 100_000.0;

/// The most passes of one `repeat` (the step budget stops it long before).
pub const MAX_REPEAT: f64 = 1e12;

/// The lines of `print` output kept (the latest; `forever [print 1]` must not fill memory).
pub const MAX_OUTPUT_LINES: usize = 1_000;

/// The longest line of output kept, in characters (the rest is cut with "…").
pub const MAX_OUTPUT_CHARS: usize = 1_000;

/// The seed of `random` when none is given: the page's and the CLI's default maze seed.
pub const DEFAULT_SEED: u64 = 1;

/// The largest input of `random`: 2^53, beyond which not every whole number is an `f64`.
pub const MAX_RANDOM: f64 = 9_007_199_254_740_992.0;

/// A number as `print` shows it: at most 15 significant digits, as UCBLogo prints (so
/// 0.1 + 0.2 prints 0.3), no "-0", exponent form when long.
pub fn print_number(value: f64) -> String {
    let rounded: f64 = format!("{value:.14e}").parse().unwrap_or(value);
    short(rounded + 0.0)
}

/// A number for a message: as written when short, in exponent form when huge or tiny (1e308
/// has 309 digits written out).
fn short(value: f64) -> String {
    let plain = value.to_string();
    if plain.len() <= 20 {
        plain
    } else {
        format!("{value:e}")
    }
}

/// A program that went wrong while running, and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuntimeError {
    /// Line of the failing command, from 1.
    pub line: u32,
    /// Its column, from 1.
    pub column: u32,
    /// What went wrong.
    pub message: String,
}

impl std::fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for RuntimeError {}

/// Where a run stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// More commands to run.
    Running,
    /// The program ran to its end (or a top-level `stop`).
    Finished,
    /// The robot left the maze through the exit; the run ends there.
    ReachedExit,
    /// The step budget ran out first.
    OutOfSteps,
    /// A command failed.
    Failed(RuntimeError),
}

/// What one step did, for the page to animate and highlight.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The robot moved (maybe stopped short by a wall).
    Moved(Motion),
    /// The robot turned in place, headings in degrees.
    Turned {
        /// Heading before.
        from: f64,
        /// Heading after.
        to: f64,
    },
    /// The pen went down (true) or up.
    Pen(bool),
    /// `print` wrote this line.
    Printed(String),
    /// A condition was tested (`if`, `ifelse`, `while`) with this result.
    Tested(bool),
    /// Loop bookkeeping, a jump, a call or a `stop`: nothing visible.
    Control,
}

/// One executed command: where it is in the text and what it did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// The command's place in the source.
    pub span: Span,
    /// Its effect.
    pub event: Event,
}

/// The body a frame runs.
fn body<'a>(program: &'a Program, frame: &Frame) -> &'a [Command] {
    match frame.procedure {
        None => &program.main,
        Some(p) => &program.procedures[p].body,
    }
}

/// One repeat loop in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Loop {
    count: u64,
    pass: u64,
}

/// One procedure call in progress (the top level is a call with no procedure).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Frame {
    procedure: Option<usize>,
    next: usize,
    arguments: Vec<f64>,
    loops: Vec<Loop>,
}

/// A program running on a robot in a world: everything needed to take the next step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Machine {
    program: Program,
    world: World,
    robot: Robot,
    frames: Vec<Frame>,
    status: Status,
    steps: u64,
    budget: u64,
    stalls: u64,
    moves: u64,
    distance: f64,
    trace: Trace,
    /// The global variables' values, by [`Program::globals`] index (`None` before a `make`),
    /// and their names (for messages while the program is lent out to a step).
    globals: Vec<Option<f64>>,
    global_names: Vec<String>,
    /// The source of `random`, seeded so that a run is the same every time.
    random: Xoshiro256PlusPlus,
    /// The latest lines of `print` output, and how many lines were printed in all.
    output: VecDeque<String>,
    printed: u64,
}

impl Machine {
    /// The program ready to run from the start pose (origin, facing east, pen down), allowed
    /// `budget` steps.
    pub fn new(program: Program, world: World, budget: u64) -> Machine {
        Machine::with_robot(program, world, Robot::new(), budget)
    }

    /// The program ready to run from the given robot state.
    pub fn with_robot(program: Program, world: World, robot: Robot, budget: u64) -> Machine {
        let mut machine = Machine {
            program,
            world,
            robot,
            frames: Vec::new(),
            status: Status::Finished,
            steps: 0,
            budget,
            stalls: 0,
            moves: 0,
            distance: 0.0,
            trace: Trace::default(),
            globals: Vec::new(),
            global_names: Vec::new(),
            random: seeded(DEFAULT_SEED),
            output: VecDeque::new(),
            printed: 0,
        };
        machine.start_main();
        machine
    }

    /// The same machine with `random` drawing from `seed` (the run's seed: the page's URL
    /// `seed`, the CLI's `--random-seed`).
    pub fn with_seed(mut self, seed: u64) -> Machine {
        self.random = seeded(seed);
        self
    }

    /// Runs `program` (say, a line typed at the command line, parsed with
    /// [`Program::extend`]) from where the robot is now, keeping its trace and counters and
    /// allowing `budget` more steps.
    pub fn continue_with(&mut self, program: Program, budget: u64) {
        self.program = program;
        self.budget = self.steps.saturating_add(budget);
        self.start_main();
    }

    fn start_main(&mut self) {
        // A typed line may `make` new globals; the values made so far stay.
        self.globals.resize(self.program.globals.len(), None);
        self.global_names.clone_from(&self.program.globals);
        self.frames = vec![Frame {
            procedure: None,
            next: 0,
            arguments: Vec::new(),
            loops: Vec::new(),
        }];
        self.status = Status::Running;
        if self.world.is_out(self.robot.position) {
            self.status = Status::ReachedExit;
        }
        self.settle();
    }

    /// Returns from every call whose body is done; the run is finished when none is left.
    fn settle(&mut self) {
        while let Some(frame) = self.frames.last() {
            if frame.next < body(&self.program, frame).len() {
                return;
            }
            self.frames.pop();
        }
        if self.status == Status::Running {
            self.status = Status::Finished;
        }
    }

    /// Where the run stands.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The robot now.
    pub fn robot(&self) -> &Robot {
        &self.robot
    }

    /// The world it moves in.
    pub fn world(&self) -> &World {
        &self.world
    }

    /// The program being run.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The pen's marks so far.
    pub fn trace(&self) -> &Trace {
        &self.trace
    }

    /// The latest lines of `print` output (at most [`MAX_OUTPUT_LINES`]), oldest first.
    pub fn output(&self) -> impl Iterator<Item = &str> {
        self.output.iter().map(String::as_str)
    }

    /// How many lines `print` wrote in all (more than [`Machine::output`] holds after the
    /// first [`MAX_OUTPUT_LINES`]).
    pub fn printed(&self) -> u64 {
        self.printed
    }

    /// The sensor lights now.
    pub fn readings(&self) -> Readings {
        self.robot.readings(&self.world)
    }

    /// Commands executed.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Moves a wall stopped short.
    pub fn stalls(&self) -> u64 {
        self.stalls
    }

    /// `forward`/`back` commands executed.
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// Centimetres driven.
    pub fn distance(&self) -> f64 {
        self.distance
    }

    /// The source place of the command the next step runs (for highlighting), if any.
    pub fn next_span(&self) -> Option<Span> {
        if self.status != Status::Running {
            return None;
        }
        let frame = self.frames.last()?;
        body(&self.program, frame).get(frame.next).map(|c| c.span)
    }

    /// Runs one command, or does nothing (`None`) if the run is over. Out of budget, the status
    /// becomes [`Status::OutOfSteps`].
    pub fn step(&mut self) -> Option<Step> {
        if self.status != Status::Running {
            return None;
        }
        if self.steps >= self.budget {
            self.status = Status::OutOfSteps;
            return None;
        }
        // The program is lent out for the step, so the command need not be cloned while the
        // machine is changed (no command reads the program).
        let program = std::mem::take(&mut self.program);
        let frame = self.frames.last().expect("a running machine has a frame");
        let command = &body(&program, frame)[frame.next];
        self.steps += 1;
        let result = self.execute(&command.instruction);
        let span = command.span;
        self.program = program;
        let event = match result {
            Ok(event) => event,
            Err(fault) => {
                self.status = Status::Failed(RuntimeError {
                    line: span.line,
                    column: span.column,
                    message: fault.to_string(),
                });
                return Some(Step {
                    span,
                    event: Event::Control,
                });
            }
        };
        self.settle();
        Some(Step { span, event })
    }

    /// Runs until the program ends, the robot exits or the budget runs out, reporting progress
    /// every 65,536 steps.
    pub fn run(&mut self, progress: &mut impl Progress) -> Result<&Status, Cancelled> {
        while self.step().is_some() {
            if self.steps.is_multiple_of(65_536) {
                progress
                    .report("running", self.steps, self.budget)
                    .check()?;
            }
        }
        Ok(&self.status)
    }

    /// The current frame (there is one while running).
    fn frame(&mut self) -> &mut Frame {
        self.frames
            .last_mut()
            .expect("a running machine has a frame")
    }

    fn execute(&mut self, instruction: &Instruction) -> Result<Event, Fault> {
        self.frame().next += 1;
        match instruction {
            Instruction::Forward(e) => {
                let distance = self.evaluate(e)?;
                if distance.abs() > MAX_DISTANCE {
                    return Err(Fault::Distance(distance));
                }
                let motion = self.robot.forward(&self.world, distance);
                Ok(self.moved(motion))
            }
            Instruction::SetXY(x, y) => {
                let (x, y) = (self.evaluate(x)?, self.evaluate(y)?);
                if x.abs().max(y.abs()) > MAX_DISTANCE {
                    return Err(Fault::SetXY(x, y));
                }
                let motion = self.robot.drive_to(&self.world, Point::new(x, y));
                Ok(self.moved(motion))
            }
            Instruction::Home => {
                let motion = self.robot.drive_to(&self.world, Point::new(0.0, 0.0));
                let event = self.moved(motion);
                self.robot.heading = Robot::new().heading;
                Ok(event)
            }
            Instruction::PenColour(e) => {
                let colour = self.evaluate(e)?;
                if colour.fract() != 0.0 || !(0.0..PALETTE.len() as f64).contains(&colour) {
                    return Err(Fault::Colour(colour));
                }
                self.trace.set_colour(Some(colour as u8));
                Ok(Event::Control)
            }
            Instruction::Make(target, e) => {
                let value = self.evaluate(e)?;
                match *target {
                    Variable::Parameter(i) => self.frame().arguments[i] = value,
                    Variable::Global(i) => self.globals[i] = Some(value),
                }
                Ok(Event::Control)
            }
            Instruction::Print(printable) => {
                let mut line = match printable {
                    Printable::Number(e) => print_number(self.evaluate(e)?),
                    Printable::Text(t) => t.clone(),
                };
                if let Some((cut, _)) = line.char_indices().nth(MAX_OUTPUT_CHARS) {
                    line.truncate(cut);
                    line.push('…');
                }
                if self.output.len() == MAX_OUTPUT_LINES {
                    self.output.pop_front();
                }
                self.output.push_back(line.clone());
                self.printed += 1;
                Ok(Event::Printed(line))
            }
            Instruction::Left(e) => {
                let angle = self.evaluate(e)?;
                let from = self.robot.heading;
                self.robot.left(angle);
                Ok(Event::Turned {
                    from,
                    to: self.robot.heading,
                })
            }
            Instruction::Pen(down) => {
                self.robot.pen_down = *down;
                if !down {
                    self.trace.lift();
                }
                Ok(Event::Pen(*down))
            }
            Instruction::RepeatStart { count, exit } => {
                let count = self.evaluate(count)?;
                if !(0.0..=MAX_REPEAT).contains(&count) {
                    return Err(Fault::RepeatCount(count));
                }
                // Logo truncates a fractional count (repeat 2.7 runs twice).
                let count = count as u64;
                if count == 0 {
                    self.frame().next = *exit;
                } else {
                    self.frame().loops.push(Loop { count, pass: 1 });
                }
                Ok(Event::Control)
            }
            Instruction::RepeatEnd { body } => {
                let frame = self.frame();
                let current = frame.loops.last_mut().expect("compiled loops are balanced");
                if current.pass < current.count {
                    current.pass += 1;
                    frame.next = *body;
                } else {
                    frame.loops.pop();
                }
                Ok(Event::Control)
            }
            Instruction::Jump(to) => {
                self.frame().next = *to;
                Ok(Event::Control)
            }
            Instruction::JumpUnless(condition, to) => {
                let holds = self.test(condition)?;
                if !holds {
                    self.frame().next = *to;
                }
                Ok(Event::Tested(holds))
            }
            Instruction::Call {
                procedure,
                arguments,
            } => {
                if self.frames.len() >= MAX_CALL_DEPTH {
                    return Err(Fault::TooDeep);
                }
                let values = arguments
                    .iter()
                    .map(|a| self.evaluate(a))
                    .collect::<Result<Vec<_>, _>>()?;
                self.frames.push(Frame {
                    procedure: Some(*procedure),
                    next: 0,
                    arguments: values,
                    loops: Vec::new(),
                });
                Ok(Event::Control)
            }
            Instruction::Stop => {
                if self.frames.len() == 1 {
                    self.status = Status::Finished;
                    self.frames.clear();
                } else {
                    self.frames.pop();
                }
                Ok(Event::Control)
            }
        }
    }

    /// Counts a move and draws it; the run ends if the robot left through the exit.
    fn moved(&mut self, motion: Motion) -> Event {
        self.moves += 1;
        self.distance += motion.from.distance(motion.to);
        if motion.stalled {
            self.stalls += 1;
        }
        if self.robot.pen_down {
            self.trace.mark(&motion);
        }
        if self.world.is_out(self.robot.position) {
            self.status = Status::ReachedExit;
        }
        Event::Moved(motion)
    }
}
