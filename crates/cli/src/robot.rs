//! `snipelab robot`: run a turtle-robot program headless, in a maze or on an open floor.
//!
//! ```text
//! snipelab robot run --program FILE [--maze-seed S | --no-maze] [--maze-size N]
//!                    [--random-seed S] [--max-steps N] [--svg FILE] [--json]
//! snipelab robot run --example wall-follower --maze-seed 7
//! snipelab robot maze [--maze-seed S] [--maze-size N] [--json]
//! ```

use std::path::{Path, PathBuf};

use serde::Serialize;
use snipelab_core::robot::examples::{self, EXAMPLES};
use snipelab_core::robot::lang::MAX_SOURCE_BYTES;
use snipelab_core::robot::{self, DEFAULT_STEP_BUDGET, Maze, RunReport, Status, svg};
use snipelab_core::text::{decimal, visible};

use crate::out::{self, CliResult, Ticker, outln};

/// Subcommands of `snipelab robot`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Run a program and print the robot's final pose, whether it reached the exit, steps and
    /// stalls.
    Run(RunArgs),
    /// Print a maze and its par (the fewest commands of a right-angled route to the exit).
    Maze(MazeArgs),
}

/// Options of `snipelab robot run`.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("source").required(true).args(["program", "example"])))]
pub struct RunArgs {
    /// The program text to run (Logo: fd 100, rt 90, repeat 4 [ … ], to … end, if, while,
    /// make, random, setxy, home, setpencolor, print).
    #[arg(long, value_name = "FILE")]
    program: Option<PathBuf>,
    /// Run a built-in example instead: square, spiral, flower or wall-follower.
    #[arg(long, value_name = "NAME")]
    example: Option<String>,
    /// The maze's seed (default 1); the same seed gives the same maze everywhere.
    #[arg(long, value_name = "S", conflicts_with = "no_maze")]
    maze_seed: Option<u64>,
    /// Cells a side (2 to 40).
    #[arg(
        long,
        value_name = "N",
        default_value_t = 8,
        conflicts_with = "no_maze"
    )]
    maze_size: u32,
    /// Run on an open floor with no walls.
    #[arg(long)]
    no_maze: bool,
    /// The seed of `random` (default: the maze's seed, or 1), as the page's `seed`: the same
    /// seed draws the same numbers.
    #[arg(long, value_name = "S")]
    random_seed: Option<u64>,
    /// Stop after this many commands (1 to 10,000,000).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_STEP_BUDGET)]
    max_steps: u64,
    /// Also draw the maze, the pen's trace and the robot to this .svg file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Options of `snipelab robot maze`.
#[derive(clap::Args)]
pub struct MazeArgs {
    /// The maze's seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    maze_seed: u64,
    /// Cells a side (2 to 40).
    #[arg(long, value_name = "N", default_value_t = 8)]
    maze_size: u32,
    /// Print JSON instead of the picture.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab robot`.
pub fn run(command: Command) -> CliResult {
    match command {
        Command::Run(args) => run_program(args),
        Command::Maze(args) => maze(args),
    }
}

/// What `run --json` prints: the library's report (fields `x`, `y`, `heading`,
/// `reached_exit`, `steps`, `stalls`, …) plus where it came from.
#[derive(Serialize)]
struct RunSummary {
    /// The program file, or "example:NAME".
    program: String,
    #[serde(flatten)]
    report: RunReport,
    /// The SVG file written, if any.
    svg: Option<String>,
}

/// What `maze --json` prints.
#[derive(Serialize)]
struct MazeSummary {
    size: u32,
    seed: u64,
    walls: usize,
    par: usize,
    par_program: String,
    text: String,
}

/// The program text, read with a hard limit.
fn read_program(path: &Path) -> Result<String, String> {
    out::read_text(path, MAX_SOURCE_BYTES as u64, "a program")
}

/// Checks that an SVG can be written at `path` before any work is done.
fn check_svg_path(path: &Path) -> Result<(), String> {
    let shown = path.display();
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    if extension.as_deref() != Some("svg") {
        return Err(format!("--svg {shown}: the file name must end in .svg"));
    }
    if path.is_dir() {
        return Err(format!("--svg {shown} is a directory"));
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !parent.is_dir() {
        return Err(format!(
            "--svg {shown}: directory {} does not exist",
            parent.display()
        ));
    }
    Ok(())
}

fn run_program(args: RunArgs) -> CliResult {
    let (name, source) = match (&args.program, &args.example) {
        (Some(path), _) => (path.display().to_string(), read_program(path)?),
        (None, Some(example)) => {
            let Some(found) = examples::example(example) else {
                let names: Vec<&str> = EXAMPLES.iter().map(|e| e.name).collect();
                return Err(format!(
                    "no example {example:?}; try one of {}",
                    names.join(", ")
                ));
            };
            (format!("example:{example}"), found.source.to_string())
        }
        (None, None) => return Err("give --program FILE or --example NAME".into()),
    };
    if let Some(path) = &args.svg {
        check_svg_path(path)?;
    }
    let maze = if args.no_maze {
        None
    } else {
        Some(
            Maze::generate(args.maze_size, args.maze_seed.unwrap_or(1))
                .map_err(|e| e.to_string())?,
        )
    };
    let mut ticker = Ticker::new();
    let seed = args
        .random_seed
        .or(args.maze_seed)
        .unwrap_or(robot::DEFAULT_SEED);
    let machine = robot::run_seeded(&source, maze.as_ref(), args.max_steps, seed, &mut ticker)
        .map_err(|e| format!("{name}: {e}"))?;
    ticker.clear();
    if let Status::Failed(e) = machine.status() {
        return Err(format!("{name}: {e}"));
    }
    if let Some(path) = &args.svg {
        std::fs::write(path, svg::render(&machine))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let report = RunReport::of(&machine, maze.as_ref());
    if args.json {
        let svg = args.svg.as_ref().map(|p| p.display().to_string());
        return out::print_json(&RunSummary {
            program: name,
            report,
            svg,
        });
    }
    // What the program printed comes first, as Logo prints it.
    for line in &report.output {
        outln!("{}", visible(line));
    }
    if machine.printed() > report.output.len() as u64 {
        outln!(
            "(the last {} of {} printed lines)",
            report.output.len(),
            machine.printed()
        );
    }
    outln!("program  {} ({} commands)", visible(&name), report.commands);
    match &maze {
        Some(m) => outln!(
            "maze     {0}×{0}, seed {1}; exit on the east side of the north-east cell",
            m.size(),
            m.seed()
        ),
        None => outln!("maze     none (open floor)"),
    }
    outln!(
        "final    x = {}, y = {}, heading = {}°",
        decimal(report.x, 3),
        decimal(report.y, 3),
        decimal(report.heading, 3)
    );
    let outcome = match report.status {
        Status::Running => "still running",
        Status::Finished => "finished",
        Status::ReachedExit => "reached the exit",
        Status::OutOfSteps => "stopped: out of steps (raise --max-steps)",
        Status::Failed(_) => "failed",
    };
    outln!("status   {outcome}");
    outln!(
        "steps    {} ({} moves, {} stalls, {:.1} cm driven)",
        report.steps,
        report.moves,
        report.stalls,
        report.distance
    );
    let lit = |b: bool| if b { "on" } else { "off" };
    let s = report.sensors;
    outln!(
        "sensors  stall {}, left {}, centre {}, right {}",
        lit(s.stalled),
        lit(s.left),
        lit(s.centre),
        lit(s.right)
    );
    if let Some(path) = &args.svg {
        outln!("svg      {}", path.display());
    }
    Ok(())
}

fn maze(args: MazeArgs) -> CliResult {
    let maze = Maze::generate(args.maze_size, args.maze_seed).map_err(|e| e.to_string())?;
    let par = examples::par(&maze);
    if args.json {
        return out::print_json(&MazeSummary {
            size: maze.size(),
            seed: maze.seed(),
            walls: maze.walls().len(),
            par: par.commands,
            par_program: par.program,
            text: maze.to_string(),
        });
    }
    outln!("{maze}");
    outln!(
        "start: bottom-left cell, facing east; exit: the gap on the right of the top-right cell"
    );
    outln!(
        "par: {} commands (right-angled moves between cell centres)",
        par.commands
    );
    Ok(())
}
