//! `snipelab`: every Snipe Lab computation from the command line.
//!
//! A thin binary over `snipelab-core` (in the manner of ripgrep): each subcommand lives in the
//! module of the same name as its exploration, parses its options with clap, calls the library,
//! and prints either a readable summary or, with `--json`, a stable JSON document.
//! Errors are one line on stderr and exit code 2 (the same code clap uses for bad arguments).

use clap::{Parser, Subcommand};

mod out;

mod bracket;
mod bsearch;
mod coins;
mod games;
mod gobblet;
mod halftone;
mod poker;
mod santa;
mod scrabble;
mod split;
mod truecount;
mod wang;
mod war;
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
    /// Minimal continuous poker: fixed-bet equilibrium and Alice's best variable bet.
    Poker(poker::Args),
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
    /// Counting in words: how high can you count in m characters?
    Words(words::Args),
    /// The WOW board: draws until the first complete row or column.
    Wow(wow::Args),
}

fn main() {
    restore_default_sigpipe();
    let cli = Cli::parse();
    let result = match cli.exploration {
        Exploration::Bracket(a) => bracket::run(a),
        Exploration::Bsearch(a) => bsearch::run(a),
        Exploration::Coins(a) => coins::run(a),
        Exploration::Games(c) => games::run(c),
        Exploration::Gobblet(c) => gobblet::run(c),
        Exploration::Halftone(a) => halftone::run(a),
        Exploration::Poker(a) => poker::run(a),
        Exploration::Santa(a) => santa::run(a),
        Exploration::Scrabble(a) => scrabble::run(a),
        Exploration::Split(a) => split::run(a),
        Exploration::Truecount(a) => truecount::run(a),
        Exploration::Wang(a) => wang::run(a),
        Exploration::War(a) => war::run(a),
        Exploration::Words(a) => words::run(a),
        Exploration::Wow(a) => wow::run(a),
    };
    if let Err(message) = result {
        eprintln!("snipelab: error: {message}");
        std::process::exit(2);
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
