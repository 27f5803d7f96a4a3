//! The robot's run on the page: the library's step-wise [`Machine`] in the chosen world, plus
//! what the page counts around it (commands used, for the challenge).
//!
//! The seed's `vturtle.py` runs one typed line at a time; here a whole program or a typed line
//! is loaded and then advanced a bounded number of steps per timer tick (see `mod.rs`), so an
//! endless loop only ever costs the step budget, never a frozen page.
//!
//! An animation at a readable speed shows a few hundred steps a second, so an endless loop
//! would take an hour to reach the budget of a million. So a second copy of the run goes
//! ahead as fast as the page allows (see [`Runner::look_ahead`]): within seconds it knows how
//! the run ends. If the budget runs out, the animation skips to that end at once; otherwise
//! the page knows the number of steps to come and can skip there on request.

use snipelab_core::robot::examples::par;
use snipelab_core::robot::svg;
use snipelab_core::robot::{
    DEFAULT_STEP_BUDGET, Machine, Maze, ParseError, Program, Status, World,
};
use yew::AttrValue;

use super::trace::{Extent, TraceCanvas};

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
    /// The same run, gone ahead to find its end (while it has not).
    ahead: Option<Machine>,
    /// How many steps the run takes in all, once the run ahead has found its end.
    pub total: Option<u64>,
    /// Whether the animation skipped to the end because the budget ran out.
    pub skipped: bool,
    /// The box of the pen's trace, kept up with the machine's trace.
    pub extent: Extent,
    /// What of the trace the board's canvas shows (a new run starts a blank one).
    pub drawing: TraceCanvas,
    /// The frame on the board (see [`Runner::frame`]).
    shown: Option<[f64; 4]>,
    /// The walls and the exit as SVG, made once per floor.
    pub walls: AttrValue,
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
        let machine =
            Machine::new(Program::default(), world, DEFAULT_STEP_BUDGET).with_seed(floor.seed);
        Runner {
            walls: AttrValue::from(svg::walls(&machine)),
            machine,
            ahead: None,
            total: None,
            skipped: false,
            extent: Extent::default(),
            drawing: TraceCanvas::default(),
            shown: None,
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
        // `random` draws from the page's seed, so a link replays the same run.
        self.machine = Machine::new(program, self.machine.world().clone(), DEFAULT_STEP_BUDGET)
            .with_seed(self.floor.seed);
        self.start_ahead();
        Ok(())
    }

    /// Starts the run ahead from where the machine is now.
    fn start_ahead(&mut self) {
        self.ahead = Some(self.machine.clone());
        self.total = None;
        self.skipped = false;
    }

    /// Takes the run ahead further, until `more_time` says stop (checked every 256 steps).
    /// When it ends out of budget, the animation skips to that end (an endless loop is told
    /// within seconds, at any speed). Returns whether it is still going.
    pub fn look_ahead(&mut self, mut more_time: impl FnMut() -> bool) -> bool {
        let Some(ahead) = self.ahead.as_mut() else {
            return false;
        };
        let mut i = 0u32;
        while ahead.step().is_some() {
            i = i.wrapping_add(1);
            if i.is_multiple_of(256) && !more_time() {
                return true;
            }
        }
        let (steps, out_of_steps) = (ahead.steps(), *ahead.status() == Status::OutOfSteps);
        if self.total.is_none() {
            self.total = Some(steps);
            if out_of_steps {
                self.skip_to_end();
                self.skipped = true;
            }
        }
        false
    }

    /// Shows the end of the run at once (when the run ahead has found it).
    pub fn skip_to_end(&mut self) {
        let done = self
            .ahead
            .as_ref()
            .is_some_and(|a| *a.status() != Status::Running);
        if let Some(ahead) = self.ahead.take_if(|_| done) {
            self.machine = ahead;
            self.extent.update(self.machine.trace());
        }
    }

    /// Whether the run ahead is done and the end can be shown at once.
    pub fn can_skip(&self) -> bool {
        self.total.is_some() && *self.machine.status() == Status::Running
    }

    /// The board's frame (an SVG `viewBox`). At rest it fits the picture. While the robot is
    /// animated it only grows, and in steps with room to spare ([`roomy`]): every new frame
    /// makes the canvas stroke the whole trace again, and a frame that followed the robot
    /// exactly changed on every tick, which made a million-step run on the open floor take
    /// 11.3 s instead of 2.5 s.
    pub fn frame(&mut self, animating: bool) -> [f64; 4] {
        let exact = svg::frame(&self.machine, self.extent.bounds());
        let shown = if animating {
            roomy(self.shown, exact)
        } else {
            exact
        };
        self.shown = Some(shown);
        shown
    }

    /// Runs a typed line from where the robot is, keeping the procedures defined so far.
    pub fn command(&mut self, line: &str) -> Result<(), ParseError> {
        let program = self.machine.program().extend(line)?;
        self.commands_used += program.command_count;
        self.machine.continue_with(program, DEFAULT_STEP_BUDGET);
        self.start_ahead();
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
        self.extent.update(self.machine.trace());
        let going = *self.machine.status() == Status::Running;
        if !going {
            // The animation caught up with the run ahead: its copy is no longer needed.
            self.ahead = None;
        }
        going
    }
}

/// `shown` if it holds `exact`, else the box of both with a quarter of its width and height
/// to spare on each side: a frame that grows by half at least each time, so a run whose
/// picture grows from 1 to `n` cm across changes frame about log₁.₅ n times, not once a tick.
pub fn roomy(shown: Option<[f64; 4]>, exact: [f64; 4]) -> [f64; 4] {
    let corners = |[x, y, w, h]: [f64; 4]| (x, y, x + w, y + h);
    let (ex0, ey0, ex1, ey1) = corners(exact);
    match shown.map(corners) {
        Some((sx0, sy0, sx1, sy1)) if sx0 <= ex0 && sy0 <= ey0 && sx1 >= ex1 && sy1 >= ey1 => {
            shown.unwrap_or(exact)
        }
        union => {
            let (x0, y0, x1, y1) = union.map_or((ex0, ey0, ex1, ey1), |(sx0, sy0, sx1, sy1)| {
                (sx0.min(ex0), sy0.min(ey0), sx1.max(ex1), sy1.max(ey1))
            });
            let (rx, ry) = ((x1 - x0) / 4.0, (y1 - y0) / 4.0);
            [x0 - rx, y0 - ry, x1 - x0 + 2.0 * rx, y1 - y0 + 2.0 * ry]
        }
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

    /// Issue 31: `random` draws from the page's seed, so the link replays the run: the same
    /// numbers as the library's (and the CLI's) run with that seed, others for another seed.
    #[test]
    fn random_draws_from_the_pages_seed() {
        let source = "repeat 5 [print random 1000]";
        let printed = |seed: u64| {
            let mut runner = Runner::new(Floor {
                maze: false,
                seed,
                size: 8,
            });
            assert!(runner.load(source).is_ok());
            while runner.advance(100, || true) {}
            runner
                .machine
                .output()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        let library = snipelab_core::robot::run_seeded(
            source,
            None,
            1_000,
            7,
            &mut snipelab_core::progress::Silent,
        )
        .map(|m| m.output().map(str::to_string).collect::<Vec<_>>());
        assert_eq!(Ok(printed(7)), library.map_err(|e| e.to_string()));
        assert_ne!(printed(7), printed(8));
    }

    #[test]
    fn an_endless_loop_runs_out_of_steps() {
        let mut runner = Runner::new(maze(2));
        assert!(runner.load("forever [rt 1]").is_ok());
        while runner.advance(100_000, || true) {}
        assert_eq!(*runner.machine.status(), Status::OutOfSteps);
        assert_eq!(runner.machine.steps(), DEFAULT_STEP_BUDGET);
    }

    /// Issue 31: an endless loop is found by the run ahead while the animation has taken a few
    /// steps, and the page skips to the budget's end at once.
    #[test]
    fn the_run_ahead_finds_an_endless_loop_at_once() {
        let mut runner = Runner::new(maze(2));
        assert!(runner.load("forever [fd 1 rt 1]").is_ok());
        assert!(runner.advance(8, || true));
        assert_eq!(runner.total, None);
        while runner.look_ahead(|| true) {}
        assert_eq!(*runner.machine.status(), Status::OutOfSteps);
        assert_eq!(runner.machine.steps(), DEFAULT_STEP_BUDGET);
        assert_eq!(runner.total, Some(DEFAULT_STEP_BUDGET));
        assert!(runner.skipped && !runner.can_skip());
        // The trace caught up with the jump.
        let mut fresh = Extent::default();
        fresh.update(runner.machine.trace());
        assert!(fresh.bounds().is_some());
        assert_eq!(runner.extent.bounds(), fresh.bounds());
        // A typed line after it runs from where the robot is, with a new run ahead.
        assert!(runner.command("fd 5").is_ok());
        assert_eq!(runner.total, None);
        assert!(!runner.skipped);
    }

    /// A run that ends by itself is animated; the run ahead only tells how long it is, and
    /// skipping shows the same end as animating to it.
    #[test]
    fn a_finite_run_is_counted_ahead_and_can_be_skipped() {
        let source = example("wall-follower")
            .map(|e| e.source)
            .unwrap_or_default();
        let mut animated = Runner::new(maze(1));
        assert!(animated.load(source).is_ok());
        while animated.advance(7, || true) {}
        let mut skipped = Runner::new(maze(1));
        assert!(skipped.load(source).is_ok());
        skipped.advance(3, || true);
        while skipped.look_ahead(|| true) {}
        assert_eq!(skipped.total, Some(animated.machine.steps()));
        assert!(!skipped.skipped && skipped.can_skip());
        assert_eq!(skipped.machine.steps(), 3);
        skipped.skip_to_end();
        assert_eq!(*skipped.machine.status(), Status::ReachedExit);
        assert_eq!(skipped.machine.robot(), animated.machine.robot());
        assert_eq!(skipped.machine.trace(), animated.machine.trace());
        assert_eq!(skipped.extent.bounds(), animated.extent.bounds());
    }

    /// While a long random walk is animated, the frame always holds the exact one, changes
    /// only a few dozen times in thousands of ticks, and fits exactly once the robot rests.
    #[test]
    fn the_frame_grows_in_steps_while_animated_and_fits_at_rest() {
        let mut runner = Runner::new(Floor {
            maze: false,
            seed: 7,
            size: 8,
        });
        assert!(
            runner
                .load("repeat 20000 [fd random 20 rt random 360]")
                .is_ok()
        );
        let (mut ticks, mut changes, mut last) = (0, 0, None);
        let holds = |s: [f64; 4], e: [f64; 4]| {
            s[0] <= e[0] && s[1] <= e[1] && s[0] + s[2] >= e[0] + e[2] && s[1] + s[3] >= e[1] + e[3]
        };
        while runner.advance(10, || true) {
            ticks += 1;
            let shown = runner.frame(true);
            let exact = svg::frame(&runner.machine, runner.extent.bounds());
            assert!(holds(shown, exact), "{shown:?} holds {exact:?}");
            if last != Some(shown) {
                changes += 1;
                last = Some(shown);
            }
        }
        let exact = svg::frame(&runner.machine, runner.extent.bounds());
        assert!(ticks > 1000, "{ticks} ticks");
        // The exact frame changed on most ticks; the shown one about log₁.₅ of its growth.
        assert!(changes < 40, "{changes} frames in {ticks} ticks");
        assert_eq!(runner.frame(false), exact);
    }

    #[test]
    fn roomy_keeps_a_frame_that_holds_and_grows_by_half_when_not() {
        let frame = [0.0, 0.0, 10.0, 20.0];
        assert_eq!(roomy(Some(frame), [1.0, 1.0, 2.0, 2.0]), frame);
        assert_eq!(roomy(None, frame), [-2.5, -5.0, 15.0, 30.0]);
        assert_eq!(
            roomy(Some(frame), [5.0, 5.0, 10.0, 2.0]),
            [-3.75, -5.0, 22.5, 30.0]
        );
    }
}
