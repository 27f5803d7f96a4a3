//! `snipelab games`: Grundy sequences, and any position of the class's games solved.
//!
//! ```text
//! snipelab games sequence --game grundy|crosses|kayles|subtraction|octal [--set 1,3,4] [--code 0.77] --upto N [--json]
//! snipelab games sequence --game grundy --upto N --sparse [--checkpoint FILE] [--threads T] [--json]
//! snipelab games solve --game nim|misere-nim|staircase|grundy|crosses|euclid|thirty-one|tictactoe|box|stones --position P [--json]
//! snipelab games tree --game thirty-one|tictactoe|euclid|box|stones --position P [--method alpha-beta] [--json]
//! ```

use snipelab_core::games::octal::OctalCode;
use snipelab_core::games::position::{self, Game};
use snipelab_core::games::sequence::{self, SequenceGame};
use snipelab_core::games::solve::{self, Outcome};
use snipelab_core::games::splitting::SubtractionSet;
use snipelab_core::games::stones::StonesWhy;

use crate::out::{self, CliResult, Ticker, outln};

mod sparse;

/// Subcommands of `snipelab games`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Grundy values g(0..=N) of Grundy's game, crosses or a subtraction game, with period.
    Sequence(SequenceArgs),
    /// Who wins a position with perfect play, and every move's outcome.
    Solve(SolveArgs),
    /// The minimax / alpha-beta search tree of a small position.
    Tree(TreeArgs),
}

/// Options of `snipelab games sequence`.
#[derive(clap::Args)]
pub struct SequenceArgs {
    /// grundy, crosses, kayles, subtraction or octal.
    #[arg(long)]
    game: String,
    /// The code of an octal game, e.g. 0.77 (Kayles), 0.137 (Dawson's chess) or 4.7.
    #[arg(long)]
    code: Option<String>,
    /// The last n (at most 200,000; 50,000 for octal games, 10,000,000 for Grundy's game,
    /// 2,000,000,000 with --sparse).
    #[arg(long, default_value_t = 100)]
    upto: u64,
    /// The subtraction set of a subtraction game, e.g. 1,3,4.
    #[arg(long, allow_hyphen_values = true)]
    set: Option<String>,
    /// Grundy's game only: print the sparse positions (g(n) whose bits above the lowest have
    /// even parity) instead of every value.
    #[arg(long)]
    sparse: bool,
    /// With --sparse: a file the values are appended to as they are computed; a run given
    /// the same file resumes where it stopped.
    #[arg(long)]
    checkpoint: Option<std::path::PathBuf>,
    /// With --sparse: threads (default one per core; at most 4 are used, each helper with
    /// its own copy of the values). The values are the same for any number.
    #[arg(long, value_parser = out::parse_threads)]
    threads: Option<usize>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Options of `snipelab games solve`.
#[derive(clap::Args)]
pub struct SolveArgs {
    /// nim, misere-nim, staircase, grundy, crosses, euclid, thirty-one, tictactoe, box or
    /// stones.
    #[arg(long)]
    game: String,
    /// Piles or steps `3,1,3`, a pile or strip `20`, two numbers `34,12`, the cards played
    /// `356656`, nine cells `x.o......`, or for stones the pile at the start `20` or the
    /// stones left and the most to take `18,4`.
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    position: String,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Options of `snipelab games tree`.
#[derive(clap::Args)]
pub struct TreeArgs {
    /// thirty-one, tictactoe, euclid, box or stones.
    #[arg(long)]
    game: String,
    /// The position, as for `solve`.
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    position: String,
    /// minimax, alpha-beta or alpha-beta-ordered.
    #[arg(long, default_value = "alpha-beta")]
    method: String,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab games`.
pub fn run(command: Command) -> CliResult {
    match command {
        Command::Sequence(args) => run_sequence(args),
        Command::Solve(args) => run_solve(args),
        Command::Tree(args) => run_tree(args),
    }
}

fn run_sequence(args: SequenceArgs) -> CliResult {
    if args.threads.is_some() && !args.sparse {
        return Err("--threads is for --sparse".into());
    }
    if args.sparse || args.checkpoint.is_some() {
        if args.game != "grundy" || args.set.is_some() {
            return Err("--sparse and --checkpoint are for --game grundy".into());
        }
        if !args.sparse {
            return Err("--checkpoint needs --sparse".into());
        }
        return sparse::run(
            args.upto,
            args.checkpoint,
            out::threads(args.threads),
            args.json,
        );
    }
    if args.code.is_some() && args.game != "octal" {
        return Err("--code is for --game octal".into());
    }
    let game = match (args.game.as_str(), &args.set) {
        ("grundy", None) => SequenceGame::Grundy,
        ("crosses", None) => SequenceGame::Crosses,
        ("kayles", None) => {
            SequenceGame::Octal(OctalCode::parse("0.77").map_err(|e| e.to_string())?)
        }
        ("octal", None) => match &args.code {
            Some(code) => SequenceGame::Octal(OctalCode::parse(code).map_err(|e| e.to_string())?),
            None => return Err("an octal game needs --code, e.g. 0.77".into()),
        },
        ("subtraction", Some(set)) => {
            let amounts = set
                .split(',')
                .map(|s| s.trim().parse::<u32>())
                .collect::<Result<Vec<_>, _>>()
                .map_err(|_| format!("--set '{set}' is not a list of positive numbers"))?;
            SequenceGame::Subtraction(SubtractionSet::new(amounts).map_err(|e| e.to_string())?)
        }
        ("subtraction", None) => return Err("a subtraction game needs --set, e.g. 1,3,4".into()),
        ("grundy" | "crosses" | "kayles" | "octal", Some(_)) => {
            return Err("--set is for subtraction games".into());
        }
        (other, _) => {
            return Err(format!(
                "unknown sequence game '{other}': grundy, crosses, kayles, subtraction or octal"
            ));
        }
    };
    let upto = usize::try_from(args.upto).unwrap_or(usize::MAX);
    let mut ticker = Ticker::new();
    let s = sequence::sequence(game, upto, &mut ticker).map_err(|e| e.to_string())?;
    ticker.clear();
    if args.json {
        return out::print_json(&s);
    }
    let shown = s.values.len().min(200);
    outln!("g(0..={}), the first {shown}:", s.upto);
    for (row, chunk) in s.values[..shown].chunks(20).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|v| format!("{v:>3}")).collect();
        outln!("{:>6}: {}", row * 20, cells.join(""));
    }
    outln!("largest value {}", s.max_value);
    let zeros: Vec<String> = s.zeros.iter().take(60).map(|z| z.to_string()).collect();
    let more = if s.zeros.len() > 60 { ", …" } else { "" };
    outln!(
        "losing sizes (g = 0), {}: {}{more}",
        s.zeros.len(),
        zeros.join(", ")
    );
    match s.period {
        Some(p) => outln!(
            "period {} from n = {} ({})",
            p.period,
            p.preperiod,
            if p.proven {
                "proved"
            } else {
                "observed, not proved"
            }
        ),
        None => outln!("no period up to {}", s.upto),
    }
    Ok(())
}

fn parse_position(game: &str, text: &str) -> Result<position::Position, String> {
    let game = Game::from_name(game).map_err(|e| e.to_string())?;
    position::parse(game, text).map_err(|e| e.to_string())
}

fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "wins",
        Outcome::Draw => "draws",
        Outcome::Loss => "loses",
    }
}

fn run_solve(args: SolveArgs) -> CliResult {
    let position = parse_position(&args.game, &args.position)?;
    let mut ticker = Ticker::new();
    let mut s = solve::solve(&position, &mut ticker).map_err(|e| e.to_string())?;
    ticker.clear();
    s.node_counts = solve::search_counts(&position);
    if args.json {
        return out::print_json(&s);
    }
    let who = s.to_move.as_deref().unwrap_or("the player to move");
    outln!(
        "{} {}: {who} {} with perfect play",
        s.game,
        s.position,
        outcome_word(s.outcome)
    );
    if let Some(g) = s.grundy {
        outln!("Grundy value {g}");
    }
    if let Some(why) = &s.why {
        for c in &why.components {
            let target = c
                .target
                .map(|t| format!("  (move it to {t})"))
                .unwrap_or_default();
            outln!("  {:<24} g = {}{target}", c.name, c.grundy);
        }
        outln!("  XOR = {}", why.xor);
    }
    if let Some(z) = &s.zeckendorf {
        print_zeckendorf(z)?;
    }
    let (title, moves) = match &s.moves {
        Some(moves) if moves.len() <= 60 => ("moves", moves),
        _ => ("winning moves", &s.winning_moves),
    };
    outln!("{title}:");
    for m in moves {
        let g = m.grundy.map(|g| format!(", g = {g}")).unwrap_or_default();
        outln!(
            "  {:<44} → {:<14} {}{g}",
            m.notation,
            m.position,
            outcome_word(m.outcome)
        );
    }
    if let Some(c) = s.node_counts {
        let n = |v: Option<u64>| v.map_or(format!("over {}", c.budget), |v| v.to_string());
        outln!(
            "nodes: minimax {}, alpha-beta {}, alpha-beta with ordering {}",
            n(c.minimax),
            n(c.alpha_beta),
            n(c.alpha_beta_ordered)
        );
    }
    Ok(())
}

/// Stones' why: the pile as a Zeckendorf sum, and the theorem's move.
fn print_zeckendorf(z: &StonesWhy) -> CliResult {
    let sum = |terms: &[u64]| {
        terms
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" + ")
    };
    if z.terms.is_empty() {
        outln!("no stones left: the opponent took the last one");
        return Ok(());
    }
    let smallest = z.terms.last().copied().unwrap_or(0);
    outln!(
        "Zeckendorf: {} = {}; smallest term {smallest}, the most to take {}",
        z.stones,
        sum(&z.terms),
        z.limit
    );
    match z.take {
        Some(k) if k == z.stones => outln!("take all {k} and win"),
        Some(k) => outln!(
            "take {k}: leaves {} = {}, whose smallest term is more than 2 × {k} = {}",
            z.stones - k,
            sum(&z.left_terms),
            2 * k
        ),
        None => outln!("the smallest term is more than the limit: every move loses"),
    }
    Ok(())
}

fn run_tree(args: TreeArgs) -> CliResult {
    let position = parse_position(&args.game, &args.position)?;
    let method = solve::method_from_name(&args.method).map_err(|e| e.to_string())?;
    let tree = solve::search_tree(&position, method).map_err(|e| e.to_string())?;
    if args.json {
        return out::print_json(&tree);
    }
    outln!(
        "{} tree of {}: {} nodes visited, {} pruned",
        args.method,
        position.described(),
        tree.visited,
        tree.nodes.len() as u64 - tree.visited
    );
    for node in tree.nodes.iter().take(400) {
        let value = node
            .value
            .map_or("pruned".to_string(), |v| format!("{v:+}"));
        let label = if node.parent.is_none() {
            "root"
        } else {
            node.label.as_str()
        };
        outln!("{}{label}: {value}", "  ".repeat(node.depth as usize));
    }
    if tree.nodes.len() > 400 {
        outln!("… {} more nodes (see --json)", tree.nodes.len() - 400);
    }
    Ok(())
}
