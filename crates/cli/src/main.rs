//! `snipelab`: every Snipe Lab computation from the command line.
//!
//! A thin binary over `snipelab-core` (in the manner of ripgrep): each subcommand lives in the
//! module of the same name as its exploration, parses its options with clap, calls the library,
//! and prints either a readable summary or, with `--json`, a stable JSON document.
//! Errors are one line on stderr and exit code 2 (the same code clap uses for bad arguments).

// Every write goes through `out` (a full disk is an error, not a panic): see `out::outln!`.
#![deny(clippy::print_stdout, clippy::print_stderr)]

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

mod out;

mod bracket;
mod bsearch;
mod cftp;
mod coins;
mod games;
mod gobblet;
mod halftone;
mod holdem;
mod poker;
mod robot;
mod santa;
mod scrabble;
mod split;
mod truecount;
mod wang;
mod war;
mod whodunit;
mod withoutwords;
mod words;
mod wow;

/// Recreational mathematics you can touch: the Snipe Lab command line.
#[derive(Parser)]
#[command(name = "snipelab", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    exploration: Exploration,
}

/// One subcommand per exploration, named as in the library, the routes and the pages.
#[derive(Subcommand)]
enum Exploration {
    /// Perfect NCAA brackets, 1985 onwards: how likely was each tournament?
    Bracket(bracket::Args),
    /// The adversarial binary search game, solved exactly.
    Bsearch(bsearch::Args),
    /// Coupling from the past: exact random decks and lozenge tilings.
    #[command(subcommand)]
    Cftp(cftp::Command),
    /// HH vs HT: who wins more often over n coin flips?
    Coins(coins::Args),
    /// Games of the class: Grundy values, Nim variants, minimax and alpha-beta.
    #[command(subcommand)]
    Games(games::Command),
    /// Gobblet Gobblers, strongly solved by retrograde analysis.
    #[command(subcommand)]
    Gobblet(gobblet::Command),
    /// Hilbert halftone art: a picture drawn as one continuous curve.
    Halftone(halftone::Args),
    /// One-round hold'em: exact equities and near-optimal play with certified bounds.
    #[command(subcommand)]
    Holdem(holdem::Command),
    /// Minimal continuous poker: fixed-bet equilibrium and Alice's best variable bet.
    Poker(poker::Args),
    /// The turtle robot in a maze: run a Logo-like program headless.
    #[command(subcommand)]
    Robot(robot::Command),
    /// Secret Santa by a random cyclic order of n couples.
    Santa(santa::Args),
    /// How likely is a random 7-tile Scrabble rack to be unplayable?
    Scrabble(scrabble::Args),
    /// Optimal blackjack pair splitting with perfect card memory.
    Split(split::Args),
    /// The Extended True Count check on the high card game.
    Truecount(truecount::Args),
    /// Thomas Wang's 64-bit integer hash and its inverse.
    Wang(wang::Args),
    /// Sweeps in the card game War: P(player A wins every turn).
    War(war::Args),
    /// Whodunit logic puzzles: solve any, or generate one with a unique answer.
    #[command(subcommand)]
    Whodunit(whodunit::Command),
    /// Proofs without words: the lozenge counts ab, bc, ca and the ellipse of apogees.
    #[command(subcommand)]
    Withoutwords(withoutwords::Command),
    /// Counting in words: how high can you count in m characters?
    Words(words::Args),
    /// The WOW board: draws until the first complete row or column.
    Wow(wow::Args),
}

fn main() {
    restore_default_sigpipe();
    let command = numbers_take_a_leading_minus(Cli::command());
    let cli = command
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches))
        .unwrap_or_else(|error| exit_on_clap_error(&error));
    let result = match cli.exploration {
        Exploration::Bracket(a) => bracket::run(a),
        Exploration::Bsearch(a) => bsearch::run(a),
        Exploration::Cftp(c) => cftp::run(c),
        Exploration::Coins(a) => coins::run(a),
        Exploration::Games(c) => games::run(c),
        Exploration::Gobblet(c) => gobblet::run(c),
        Exploration::Halftone(a) => halftone::run(a),
        Exploration::Holdem(c) => holdem::run(c),
        Exploration::Poker(a) => poker::run(a),
        Exploration::Robot(c) => robot::run(c),
        Exploration::Santa(a) => santa::run(a),
        Exploration::Scrabble(a) => scrabble::run(a),
        Exploration::Split(a) => split::run(a),
        Exploration::Truecount(a) => truecount::run(a),
        Exploration::Wang(a) => wang::run(a),
        Exploration::War(a) => war::run(a),
        Exploration::Whodunit(c) => whodunit::run(c),
        Exploration::Withoutwords(c) => withoutwords::run(c),
        Exploration::Words(a) => words::run(a),
        Exploration::Wow(a) => wow::run(a),
    };
    if let Err(message) = result.and_then(|()| out::flush()) {
        fail(&message);
    }
}

/// Lets every option whose value is a number (or a structure of numbers, such as a size
/// `WxH`) take a value that starts with a minus, so that `--upto -1` and `--raises -inf` reach
/// the option's own check and its message, as `--upto=-1` always did; clap otherwise reads
/// `-1` or `-inf` as a short option ("unexpected argument '-i' found", issue 28). Text and
/// path options keep clap's rule (`--out --json` must not write a file named `--json`); the
/// text options that hold numbers (`--raises 2,3`, `--grid`, `--shoe`, `--hash`…) say
/// `allow_hyphen_values` themselves.
fn numbers_take_a_leading_minus(command: clap::Command) -> clap::Command {
    use std::any::TypeId;
    use std::ffi::OsString;
    use std::path::PathBuf;
    command
        .mut_args(|arg| {
            let parsed = arg.get_value_parser().type_id();
            let text = [
                TypeId::of::<String>(),
                TypeId::of::<PathBuf>(),
                TypeId::of::<OsString>(),
                TypeId::of::<bool>(),
            ]
            .into_iter()
            .any(|t| parsed == t);
            let option_with_value = !arg.is_positional() && arg.get_action().takes_values();
            if option_with_value && !text {
                arg.allow_hyphen_values(true)
            } else {
                arg
            }
        })
        .mut_subcommands(numbers_take_a_leading_minus)
}

/// Prints `message` as the promised single line on stderr and exits 2.
fn fail(message: &str) -> ! {
    out::write_stderr(format_args!(
        "snipelab: error: {}\n",
        out::one_line(message)
    ));
    std::process::exit(2);
}

/// `--help` and `--version` print as clap prints them and exit 0; every other clap error
/// becomes one line (clap's own rendering is an error, a blank line, a tip and the usage).
fn exit_on_clap_error(error: &clap::Error) -> ! {
    use clap::error::ErrorKind;
    let text = error.render().to_string();
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => error.exit(),
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let usage = text
                .lines()
                .find_map(|l| l.trim().strip_prefix("Usage: "))
                .unwrap_or("snipelab <EXPLORATION>");
            fail(&format!("incomplete command: usage {usage} (see --help)"))
        }
        _ => {
            // The message proper runs up to the first blank line (a missing-argument error
            // lists the arguments on indented lines below its first).
            let message: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            let message = message.join(" ");
            fail(message.strip_prefix("error: ").unwrap_or(&message))
        }
    }
}

/// Rust ignores SIGPIPE, which turns `snipelab … | head` into a panic in `println!` once `head`
/// exits. Like other Unix filters, we let the signal end the process quietly instead.
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any other thread exists; SIG_DFL is a valid
    // disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
