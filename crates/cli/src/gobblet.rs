//! `snipelab gobblet`: solve Gobblet Gobblers variants and show the value of every move.
//!
//! ```text
//! snipelab gobblet solve --sizes 3 --per-size 2 [--no-move] [--out FILE] [--threads N] [--json]
//! snipelab gobblet moves --variant 3,2,1 [--position x:-,-,-,-,x1o2,-,-,-,-] [--table FILE] [--json]
//! ```

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::time::Instant;

use serde::Serialize;
use snipelab_core::gobblet::{self, Move, Position, Solution, SolveStats, Value, Variant};

use crate::out::{self, CliResult, Ticker, outln};

/// Subcommands of `snipelab gobblet`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Solve a variant by retrograde analysis: states, outcome, best first moves.
    Solve(SolveArgs),
    /// Every legal move of a position with its value (win in N, draw, loss in N).
    Moves(MovesArgs),
}

/// Options of `snipelab gobblet solve`.
#[derive(clap::Args)]
pub struct SolveArgs {
    /// Number of piece sizes (1 to 3).
    #[arg(long, default_value_t = 3)]
    sizes: u8,
    /// Pieces of each size per player (1 to 9).
    #[arg(long, default_value_t = 2)]
    per_size: u8,
    /// Forbid moving pieces already on the board.
    #[arg(long)]
    no_move: bool,
    /// Save the solved table to FILE (for `moves --table` or the web page).
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
    /// Threads to use, 1 to 256 (default: all cores).
    #[arg(long, value_parser = out::parse_threads)]
    threads: Option<usize>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Options of `snipelab gobblet moves`.
#[derive(clap::Args)]
pub struct MovesArgs {
    /// The variant as `sizes,per_size,allow_move`, e.g. 3,2,1 (Gobblet) or 1,5,0 (Tic Tac Toe).
    #[arg(long, default_value = "3,2,1", allow_hyphen_values = true)]
    variant: String,
    /// The position: player to move, then the 9 squares' stacks bottom to top, e.g.
    /// `x:-,-,-,-,x1o2,-,-,-,-` (default: the empty board).
    #[arg(long)]
    position: Option<String>,
    /// Load the solved table from FILE (written by `solve --out`) instead of solving.
    #[arg(long, value_name = "FILE")]
    table: Option<String>,
    /// Threads to use when solving, 1 to 256 (default: all cores).
    #[arg(long, value_parser = out::parse_threads)]
    threads: Option<usize>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab gobblet`.
pub fn run(command: Command) -> CliResult {
    match command {
        Command::Solve(args) => solve(args),
        Command::Moves(args) => moves(args),
    }
}

/// A move with its value, as printed.
#[derive(Serialize)]
struct MoveReport {
    #[serde(skip)]
    mv: Move,
    /// Text form: `S@T` (new piece of size S on square T) or `F>T` (move from F to T).
    #[serde(rename = "move")]
    text: String,
    /// The post's pair: negated size for a new piece, else the starting square.
    start: i8,
    /// The destination square.
    end: u8,
    /// Value for the player making the move.
    value: Value,
    /// Whether no other move is better.
    best: bool,
}

#[derive(Serialize)]
struct SolveReport {
    variant: String,
    num_sizes: u8,
    num_per_size: u8,
    allow_move: bool,
    states: u64,
    win_loss_states: u64,
    start: Value,
    longest_plies: u32,
    first_moves: Vec<MoveReport>,
    best_first_moves: Vec<String>,
    seconds: f64,
    threads: usize,
    table_bytes: u64,
    memory_needed_bytes: u64,
    peak_memory_bytes: Option<u64>,
    out: Option<String>,
}

#[derive(Serialize)]
struct MovesReport {
    variant: String,
    position: String,
    to_move: char,
    winner: Option<char>,
    value: Value,
    moves: Vec<MoveReport>,
}

/// Solves with a progress line on stderr ([`out::Ticker`]).
fn solve_variant(variant: Variant, threads: usize) -> Result<Solution, String> {
    gobblet::solve(variant, threads, &mut Ticker::new()).map_err(|e| e.to_string())
}

/// The moves of `position` with values, the best ones flagged.
fn move_reports(solution: &Solution, position: &Position) -> Result<Vec<MoveReport>, String> {
    let moves = solution.move_values(position).map_err(|e| e.to_string())?;
    let best = moves.iter().map(|m| m.value.preference()).max();
    Ok(moves
        .into_iter()
        .map(|m| {
            let (start, end) = m.mv.post_pair();
            MoveReport {
                mv: m.mv,
                text: m.mv.to_string(),
                start,
                end,
                value: m.value,
                best: Some(m.value.preference()) == best,
            }
        })
        .collect())
}

/// Peak resident memory of this process (Linux), from `/proc/self/status`.
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

fn solve(args: SolveArgs) -> CliResult {
    let variant =
        Variant::new(args.sizes, args.per_size, !args.no_move).map_err(|e| e.to_string())?;
    let threads = out::threads(args.threads);
    // Refuse a variant too large to solve, then open the output (a bad path fails at once),
    // all before the solve, which may take minutes.
    if !gobblet::is_solvable(variant) {
        let bytes = gobblet::memory_needed(variant);
        return Err(gobblet::GobbletError::TooLarge { bytes }.to_string());
    }
    let out_file = match &args.out {
        Some(path) => Some(OutFile::open(path)?),
        None => None,
    };
    let began = Instant::now();
    let solution = solve_variant(variant, threads)?;
    let seconds = began.elapsed().as_secs_f64();
    if let Some(out_file) = out_file {
        out_file.save(&solution)?;
    }
    let stats: SolveStats = *solution.stats();
    let first_moves = move_reports(&solution, &Position::start(variant))?;
    let best_first_moves = first_moves
        .iter()
        .filter(|m| m.best)
        .map(|m| m.text.clone())
        .collect();
    let report = SolveReport {
        variant: variant.to_string(),
        num_sizes: variant.num_sizes(),
        num_per_size: variant.num_per_size(),
        allow_move: variant.allow_move(),
        states: stats.states,
        win_loss_states: stats.win_loss_states,
        start: stats.start,
        longest_plies: stats.longest,
        first_moves,
        best_first_moves,
        seconds,
        threads,
        table_bytes: stats.table_bytes,
        memory_needed_bytes: gobblet::memory_needed(variant),
        peak_memory_bytes: peak_memory(),
        out: args.out,
    };
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "Variant ({}): {} states, {} win/loss states.",
        report.variant,
        report.states,
        report.win_loss_states
    );
    outln!(
        "The empty board is a {} for X (longest distance: {} plies).",
        report.start,
        report.longest_plies
    );
    outln!("Best first moves: {}", report.best_first_moves.join(" "));
    outln!("First moves (S@T = new piece of size S on square T, squares 0-8 row by row):");
    for m in &report.first_moves {
        outln!("  {:5} {}", m.text, m.value);
    }
    let peak = report
        .peak_memory_bytes
        .map_or("?".into(), |b| format!("{:.0} MB", b as f64 / 1e6));
    outln!(
        "Solved in {:.1} s on {} thread(s); table {:.0} MB, peak memory {peak}.",
        report.seconds,
        report.threads,
        report.table_bytes as f64 / 1e6
    );
    if let Some(path) = &report.out {
        outln!("Saved to {path}.");
    }
    Ok(())
}

fn moves(args: MovesArgs) -> CliResult {
    let variant: Variant = args
        .variant
        .parse()
        .map_err(|e: gobblet::GobbletError| e.to_string())?;
    let position = match &args.position {
        Some(text) => Position::from_text(variant, text).map_err(|e| e.to_string())?,
        None => Position::start(variant),
    };
    let solution = match &args.table {
        Some(path) => {
            let file = File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
            let is_dir = file.metadata().is_ok_and(|m| m.is_dir());
            if is_dir {
                return Err(format!("{path} is a directory, not a table file"));
            }
            let solution = Solution::read_from(&mut BufReader::new(file))
                .map_err(|e| format!("{path}: {e}"))?;
            if solution.variant() != variant {
                return Err(format!(
                    "{path} holds variant {}, not {variant}",
                    solution.variant()
                ));
            }
            solution
        }
        None => solve_variant(variant, out::threads(args.threads))?,
    };
    let value = solution.value(&position).map_err(|e| e.to_string())?;
    let report = MovesReport {
        variant: variant.to_string(),
        position: position.to_string(),
        to_move: position.to_move().letter(),
        winner: position.winner().map(|p| p.letter()),
        value,
        moves: move_reports(&solution, &position)?,
    };
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "Position {} ({} to move): {} for {}.",
        report.position,
        report.to_move,
        report.value,
        report.to_move
    );
    if let Some(winner) = report.winner {
        outln!("The game is over: {winner} wins.");
    }
    for m in &report.moves {
        let mark = if m.best { "  (best)" } else { "" };
        let described = describe(m.mv);
        outln!("  {:5} {:28} {}{mark}", m.text, described, m.value);
    }
    Ok(())
}

/// The `--out` file of `solve`, opened (created if need be, not yet truncated) before the solve.
struct OutFile {
    path: String,
    file: File,
}

impl OutFile {
    fn open(path: &str) -> Result<OutFile, String> {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|e| format!("cannot create {path}: {e}"))?;
        Ok(OutFile {
            path: path.to_string(),
            file,
        })
    }

    /// Replaces the file's contents with `solution`.
    fn save(self, solution: &Solution) -> CliResult {
        let path = self.path;
        let cannot = |e: std::io::Error| format!("cannot write {path}: {e}");
        // Only a regular file can be truncated: on a device such as /dev/full, set_len fails
        // with "Invalid argument" and hid the real trouble, the full disk (issue 28).
        if self.file.metadata().map_err(cannot)?.is_file() {
            self.file.set_len(0).map_err(cannot)?;
        }
        let mut file = BufWriter::new(self.file);
        solution
            .write_to(&mut file)
            .and_then(|()| file.flush())
            .map_err(cannot)
    }
}

/// A move in words, e.g. "new size-3 piece to 4".
fn describe(mv: Move) -> String {
    match mv {
        Move::NewPiece { size, to } => format!("new size-{size} piece to {to}"),
        Move::BoardPiece { from, to } => format!("move {from} to {to}"),
    }
}
