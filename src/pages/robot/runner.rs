//! The robot's run on the page: the library's step-wise [`Machine`] in the chosen world, plus
//! what the page counts around it (commands used, for the challenge).
//!
//! The seed's `vturtle.py` runs one typed line at a time; here a whole program or a typed line
//! is loaded and then advanced a bounded number of steps per timer tick (see `mod.rs`), so an
//! endless loop only ever costs the step budget, never a frozen page.

use snipelab_core::robot::examples::par;
use snipelab_core::robot::{
    DEFAULT_STEP_BUDGET, Machine, Maze, ParseError, Program, Status, World,
};

/// The world the robot is in: a seeded maze, or the open floor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Floor {
    /// Whether there is a maze at all.
    pub maze: bool,
    /// The maze's seed.
    pub seed: u64,
    /// Cells a side.
    pub size: u32,
}

/// The robot, its program and its counters.
pub struct Runner {
    /// The machine that takes the steps.
    pub machine: Machine,
    /// The maze's par (fewest commands of a right-angled route out), if any.
    pub par: Option<usize>,
    /// Commands written so far since the last reset: a run's program text, plus every typed
    /// line (the challenge's score).
    pub commands_used: usize,
    /// The floor this runner was built for.
    pub floor: Floor,
}

impl Runner {
    /// The robot at the start of `floor`, with nothing to run.
    pub fn new(floor: Floor) -> Runner {
        // Size and seed come from the view, which has already clamped them; an error can only
        // mean a bug, and then the open floor is a safe fallback.
        let maze = floor
            .maze
            .then(|| Maze::generate(floor.size, floor.seed).ok())
            .flatten();
        let world = maze.as_ref().map_or_else(World::open, Maze::world);
        Runner {
            machine: Machine::new(Program::default(), world, DEFAULT_STEP_BUDGET),
            par: maze.as_ref().map(|m| par(m).commands),
            commands_used: 0,
            floor,
        }
    }

    /// Back to the start pose with a clean floor.
    pub fn reset(&mut self) {
        *self = Runner::new(self.floor);
    }

    /// Loads a whole program from the start pose (the trace is wiped).
    pub fn load(&mut self, source: &str) -> Result<(), ParseError> {
        let program = Program::parse(source)?;
        self.reset();
        self.commands_used = program.command_count;
        self.machine = Machine::new(program, self.machine.world().clone(), DEFAULT_STEP_BUDGET);
        Ok(())
    }

    /// Runs a typed line from where the robot is, keeping the procedures defined so far.
    pub fn command(&mut self, line: &str) -> Result<(), ParseError> {
        let program = self.machine.program().extend(line)?;
        self.commands_used += program.command_count;
        self.machine.continue_with(program, DEFAULT_STEP_BUDGET);
        Ok(())
    }

    /// Takes up to `steps` steps, or fewer if the run ends or `more_time` says stop (checked
    /// every 256 steps). Returns whether the run is still going.
    pub fn advance(&mut self, steps: u32, mut more_time: impl FnMut() -> bool) -> bool {
        for i in 0..steps {
            if self.machine.step().is_none() {
                break;
            }
            if i % 256 == 255 && !more_time() {
                break;
            }
        }
        *self.machine.status() == Status::Running
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::robot::examples::example;

    fn maze(seed: u64) -> Floor {
        Floor {
            maze: true,
            seed,
            size: 8,
        }
    }

    #[test]
    fn the_wall_follower_gets_out_in_slices() {
        let mut runner = Runner::new(maze(1));
        let source = example("wall-follower")
            .map(|e| e.source)
            .unwrap_or_default();
        assert!(runner.load(source).is_ok());
        let mut ticks = 0;
        while runner.advance(50, || true) {
            ticks += 1;
            assert!(ticks < 10_000);
        }
        assert_eq!(*runner.machine.status(), Status::ReachedExit);
        assert_eq!(runner.commands_used, 7);
        assert!(runner.par.is_some());
    }

    #[test]
    fn typed_lines_add_up_and_keep_procedures() {
        let mut runner = Runner::new(Floor {
            maze: false,
            seed: 1,
            size: 8,
        });
        assert!(runner.command("to sq repeat 4 [fd 10 rt 90] end").is_ok());
        while runner.advance(100, || true) {}
        assert!(runner.command("sq").is_ok());
        while runner.advance(100, || true) {}
        assert_eq!(*runner.machine.status(), Status::Finished);
        assert!(runner.machine.distance() > 39.9);
        let error = runner.command("fd [").err();
        assert_eq!(error.map(|e| (e.line, e.column)).map(|(l, _)| l), Some(1));
    }

    #[test]
    fn an_endless_loop_runs_out_of_steps() {
        let mut runner = Runner::new(maze(2));
        assert!(runner.load("forever [rt 1]").is_ok());
        while runner.advance(100_000, || true) {}
        assert_eq!(*runner.machine.status(), Status::OutOfSteps);
        assert_eq!(runner.machine.steps(), DEFAULT_STEP_BUDGET);
    }
}
