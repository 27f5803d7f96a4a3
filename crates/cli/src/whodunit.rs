//! `snipelab whodunit`: solve whodunit logic puzzles, or generate new ones.
//!
//! ```text
//! snipelab whodunit solve (--file PUZZLE.txt | --text "…" | --example paul|alice|alice-two) [--json]
//! snipelab whodunit generate --suspects N --seed S [--difficulty D] [--json]
//! ```
//!
//! `generate` prints the puzzle in the text format `solve` reads (with a `#` comment line).

use serde::Serialize;
use snipelab_core::whodunit::examples::{EXAMPLES, example};
use snipelab_core::whodunit::parse::MAX_TEXT_BYTES;
use snipelab_core::whodunit::{self, Puzzle, Reasoning, Solution};

use crate::out::{self, CliResult, Ticker, outln};

/// Subcommands of `snipelab whodunit`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Every solution of a puzzle, which statements are needed, and a chain of deductions.
    Solve(SolveArgs),
    /// A random puzzle with a unique solution and every statement needed.
    Generate(GenerateArgs),
}

/// Options of `snipelab whodunit solve`.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("source").required(true).args(["file", "text", "example"])))]
pub struct SolveArgs {
    /// Read the puzzle from FILE, one statement per line: Paul says, "Neither Steve nor Ted was
    /// in on it."
    #[arg(long, value_name = "FILE")]
    file: Option<String>,
    /// The puzzle text itself (lines separated by newlines).
    #[arg(long)]
    text: Option<String>,
    /// One of the posts' puzzles: paul, alice or alice-two (Problem 2).
    #[arg(long)]
    example: Option<String>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Options of `snipelab whodunit generate`.
#[derive(clap::Args)]
pub struct GenerateArgs {
    /// Number of suspects (3 to 8).
    #[arg(long, default_value_t = 5)]
    suspects: usize,
    /// The seed: the same seed gives the same puzzle everywhere.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How many statements must be combined at once (1 to 3; 3 means 3 or more).
    #[arg(long)]
    difficulty: Option<usize>,
    /// Print JSON instead of the puzzle text.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab whodunit`.
pub fn run(command: Command) -> CliResult {
    match command {
        Command::Solve(args) => solve(args),
        Command::Generate(args) => generate(args),
    }
}

/// One deduction, with names.
#[derive(Serialize)]
struct StepReport {
    /// The statements combined, by number (from 0).
    statements: Vec<usize>,
    suspect: String,
    guilty: bool,
}

/// The JSON of `solve`.
#[derive(Serialize)]
struct SolveReport {
    suspects: Vec<String>,
    statements: Vec<String>,
    solution_count: u64,
    unique: bool,
    /// The guilty of each solution (the first 1,000).
    solutions: Vec<Vec<String>>,
    needed: Vec<bool>,
    /// For each statement, the extra solutions that appear when it is removed.
    appear_without: Vec<Vec<Vec<String>>>,
    /// Absent when there is no solution or more than 12 suspects.
    difficulty: Option<usize>,
    reasoning: Option<Vec<StepReport>>,
    undetermined: Option<Vec<String>>,
}

fn read_puzzle(args: &SolveArgs) -> Result<Puzzle, String> {
    if let Some(name) = &args.example {
        let known: Vec<&str> = EXAMPLES.iter().map(|(n, _)| *n).collect();
        return example(name).ok_or_else(|| format!("no example {name:?}: {}", known.join(", ")));
    }
    let text = match (&args.file, &args.text) {
        (Some(path), _) => out::read_text(path.as_ref(), MAX_TEXT_BYTES as u64, "a puzzle")?,
        (None, Some(text)) => text.clone(),
        (None, None) => return Err("give --file, --text or --example".into()),
    };
    whodunit::parse_puzzle(&text).map_err(|e| e.to_string())
}

fn solve(args: SolveArgs) -> CliResult {
    let puzzle = read_puzzle(&args)?;
    let mut ticker = Ticker::new();
    let solution = whodunit::solve(&puzzle, &mut ticker).map_err(|e| e.to_string())?;
    ticker.clear();
    let reasoning = whodunit::reason(&puzzle);
    let named = |x: &usize| puzzle.suspects()[*x].clone();
    let report = SolveReport {
        suspects: puzzle.suspects().to_vec(),
        statements: (0..puzzle.testimonies().len())
            .map(|i| puzzle.line(i))
            .collect(),
        solution_count: solution.solution_count,
        unique: solution.is_unique(),
        solutions: (solution.solutions.iter())
            .map(|a| a.guilty_names(&puzzle))
            .collect(),
        needed: solution.needed.clone(),
        appear_without: (solution.appear_without.iter())
            .map(|a| {
                a.assignments
                    .iter()
                    .map(|s| s.guilty_names(&puzzle))
                    .collect()
            })
            .collect(),
        difficulty: reasoning.as_ref().map(|r| r.difficulty),
        reasoning: reasoning.as_ref().map(|r| {
            (r.steps.iter())
                .map(|s| StepReport {
                    statements: s.statements.clone(),
                    suspect: named(&s.suspect),
                    guilty: s.guilty,
                })
                .collect()
        }),
        undetermined: (reasoning.as_ref()).map(|r| r.undetermined.iter().map(named).collect()),
    };
    if args.json {
        return out::print_json(&report);
    }
    print_summary(&puzzle, &solution, reasoning.as_ref(), &report)
}

/// "Paul and Steve", "Alice, Bob and Zoe", "nobody".
fn and_list(names: &[String]) -> String {
    match names {
        [] => "nobody".into(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// "#2 (Quinn)": statements are numbered from 1 on screen.
fn label(puzzle: &Puzzle, i: usize) -> String {
    let speaker = puzzle.testimonies()[i].speaker;
    format!("#{} ({})", i + 1, puzzle.suspects()[speaker])
}

fn print_summary(
    puzzle: &Puzzle,
    solution: &Solution,
    reasoning: Option<&Reasoning>,
    report: &SolveReport,
) -> CliResult {
    for (i, line) in report.statements.iter().enumerate() {
        let mark = if solution.needed[i] {
            "needed"
        } else {
            "not needed"
        };
        outln!("{:>3}. {line}  [{mark}]", i + 1);
    }
    outln!();
    match solution.solution_count {
        0 => outln!("No solution: the statements contradict each other under the rules."),
        1 => outln!("One solution: {} (guilty).", and_list(&report.solutions[0])),
        count => {
            outln!("{count} solutions (guilty in each):");
            for guilty in &report.solutions {
                outln!("  {}", and_list(guilty));
            }
            if count > report.solutions.len() as u64 {
                outln!("  … ({} listed)", report.solutions.len());
            }
        }
    }
    for (i, extra) in report.appear_without.iter().enumerate() {
        if let Some(first) = extra.first() {
            let more = solution.appear_without[i].count - 1;
            let also = if more > 0 {
                format!(" (and {more} more)")
            } else {
                String::new()
            };
            outln!(
                "Without {} also: {}{also}",
                label(puzzle, i),
                and_list(first)
            );
        }
    }
    if let Some(r) = reasoning {
        outln!();
        outln!(
            "Difficulty {} (most statements combined in one step):",
            r.difficulty
        );
        for (k, step) in r.steps.iter().enumerate() {
            let used: Vec<String> = step.statements.iter().map(|&i| label(puzzle, i)).collect();
            let verdict = if step.guilty { "guilty" } else { "innocent" };
            outln!(
                "  {}. {} ⇒ {} {verdict}",
                k + 1,
                used.join(" + "),
                puzzle.suspects()[step.suspect]
            );
        }
        if !r.undetermined.is_empty() {
            let open: Vec<String> = r
                .undetermined
                .iter()
                .map(|&x| puzzle.suspects()[x].clone())
                .collect();
            outln!("  Undetermined: {}", and_list(&open));
        }
    }
    out::flush()
}

/// The JSON of `generate`.
#[derive(Serialize)]
struct GenerateReport {
    suspects: Vec<String>,
    seed: u64,
    difficulty: usize,
    /// The puzzle in the text format `solve` reads.
    text: String,
    statements: Vec<String>,
    /// The guilty, the only solution.
    solution: Vec<String>,
    /// Random puzzles tried before this one.
    attempts: u32,
}

fn generate(args: GenerateArgs) -> CliResult {
    let generated =
        whodunit::generate(args.suspects, args.difficulty, args.seed).map_err(|e| e.to_string())?;
    let puzzle = &generated.puzzle;
    if args.json {
        return out::print_json(&GenerateReport {
            suspects: puzzle.suspects().to_vec(),
            seed: generated.seed,
            difficulty: generated.difficulty,
            text: puzzle.to_string(),
            statements: (0..puzzle.testimonies().len())
                .map(|i| puzzle.line(i))
                .collect(),
            solution: generated.solution.guilty_names(puzzle),
            attempts: generated.attempts,
        });
    }
    outln!(
        "# {} suspects, seed {}, difficulty {}: who was in on it? (snipelab whodunit solve --file …)",
        args.suspects,
        generated.seed,
        generated.difficulty
    );
    // The puzzle's text ends with a newline of its own.
    outln!("{}", format!("{puzzle}").trim_end_matches('\n'));
    Ok(())
}
