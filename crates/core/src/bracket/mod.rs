//! Perfect NCAA brackets, 1985 onwards: how (un)likely was each tournament?
//!
//! After the two "Possibly Wrong" posts (seeds `001_…`, "Picking a perfect NCAA bracket: 2018 was
//! the most unlikely tournament so far", and `000_…`, "Historical probability of picking a perfect
//! bracket 1985-2025"). Every game of a 64-team tournament is priced by the Schwertman et al.
//! model the posts use, which looks only at the two seeds:
//!
//! p(i beats j) = 1/2 + k·(s_i − s_j),
//!
//! with a seed strength s_i that is either linear (s_i = −i) or normal (s_i = Φ⁻¹(1 − 4i/n), n =
//! 351 Division I teams), and k set so that p(16 beats 1) matches its observed rate (1/136 through
//! 2018). A tournament's prior probability is the product over its 63 games.
//!
//! - [`tournaments`]: the embedded year files (`data/ncaa/YYYY.txt`), parsed and checked.
//! - [`Model`]: the game probabilities, and [`observed_16_over_1`] to calibrate them.
//! - [`Picks`]: any bracket as 63 bits, with a 16-hex-digit code for URLs.
//! - [`history`], [`summarize`], [`game_odds`]: each year's probability, upsets, rank, and detail.
//! - [`upset_distribution`]: the exact law of the number of upsets under the model (beyond the
//!   posts), by a dynamic program over the bracket.
//!
//! Calibration. The 2018 post sets p(16 beats 1) = 1/136, the #16 seeds' record through 2018
//! (1 win in 136 games). The 2025 post does not print its value; reading it the same way, the
//! record through 2025 (2 wins in 160 games, UMBC 2018 and Fairleigh Dickinson 2023) gives 1/80,
//! and then chalk is 1 in 105 billion (normal) or 216 billion (linear), the post's "one in roughly
//! 100 to 200 billion", with 2007 the most likely year and 2025 the second. (The top two are the
//! same at 1/136, so the post's ranking does not hinge on this reading; the tests check both.)
//!
//! Everything here takes microseconds to milliseconds, so nothing reports progress.

mod data;
mod history;
mod model;
mod normal;
mod picks;
mod ranking;
mod upsets;

pub use data::{Field, Game, REGION_SEED_ORDER, Team, Tournament, parse_year, tournaments};
pub use history::{
    BracketSummary, GameOdds, History, ReferenceLine, RoundSummary, YearSummary, game_odds,
    history, one_in, summarize,
};
pub use model::{DEFAULT_DIVISION_I_TEAMS, Model, Observed16, Strength, observed_16_over_1};
pub use normal::inverse_normal_cdf;
pub use picks::Picks;
pub use ranking::{Ranking, ranking};
pub use upsets::{UpsetDistribution, upset_distribution};

/// Teams in the bracket (the posts ignore the play-in games, and so do the data).
pub const TEAMS: usize = 64;
/// Games in the bracket: every team but the champion loses once.
pub const GAMES: usize = 63;
/// Rounds: 64 → 32 → 16 → 8 → 4 → 2 → 1.
pub const ROUNDS: u8 = 6;

/// The name of round `round` (1 = first round … 6 = championship), as fans say it.
pub fn round_name(round: u8) -> &'static str {
    match round {
        1 => "First round",
        2 => "Second round",
        3 => "Sweet 16",
        4 => "Elite 8",
        5 => "Final Four",
        6 => "Championship",
        _ => "No such round",
    }
}

/// What can go wrong: a malformed data file, or a parameter out of range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A year file is malformed; `line` (1-based) is the first bad line when there is one.
    Data {
        /// The file's name, e.g. `2018.txt`.
        file: String,
        /// The 1-based line at fault, if the fault is on a line.
        line: Option<usize>,
        /// What is wrong.
        message: String,
    },
    /// A parameter (p(16 beats 1), n, a year, a bracket code, …) is out of range.
    Parameter(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Data {
                file,
                line: Some(line),
                message,
            } => write!(f, "{file}, line {line}: {message}"),
            Error::Data {
                file,
                line: None,
                message,
            } => write!(f, "{file}: {message}"),
            Error::Parameter(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for Error {}
