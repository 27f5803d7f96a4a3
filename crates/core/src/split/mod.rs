//! Optimal pair splitting in blackjack with perfect card memory.
//!
//! Seed: "Optimal strategy maximizing expected value for splitting pairs" (file
//! `000_789cb35ecfca4f68.txt`). After splitting a pair, every decision of the round (hit, stand,
//! double, resplit) may use every card seen in the round: the pair, the up card and every card
//! drawn to every hand. The exact value E(split) of that optimal play is computed as in the
//! seed, in two passes:
//!
//! 1. a breadth-first search of every state of the round ("Searched 1247392 states to depth
//!    17" in the seed's example), and
//! 2. a retrograde pass by decreasing depth, each state valued from its children: the best of
//!    standing, hitting (the card-weighted average over the next card), doubling and
//!    resplitting; completed rounds are valued from the exact dealer odds of what is left of
//!    the shoe (`dealer.rs`).
//!
//! The states are the seed's, exactly (same count, same depth); their storage is new
//! (`config.rs`, `pack.rs`, `table.rs`): a state is a 2-byte hand configuration inside a group
//! of states with the same cards, levels are built by merging sorted streams instead of hashing,
//! completed rounds are counted but not stored, and the seed's example peaks at 12 bytes per
//! state, all tables included, against the seed's 24-byte slot (before its load factor).
//!
//! Public API, in the order the page uses it: [`Scenario`] and [`Rules`] describe a case;
//! [`estimate`] sizes it and [`Estimate::fits`] checks it against [`BROWSER_BUDGET_BYTES`];
//! [`solve`] computes E(split) with progress and cancellation ([`SolveOptions`] caps states and
//! bytes); [`unsplit_values`] gives the stand/hit/double values of not splitting; [`dealer_odds`]
//! shows the dealer's odds for any depleted shoe; [`precomputed`] holds the tables shipped in
//! `static/split/`. [`solve_exact`] and [`count_states`] are for checking and sizing.
//!
//! Conventions, as in the seed's program:
//! - Values are per unit initial wager, before the dealer's peek: with an ace or ten up and
//!   the peek rule, a dealer blackjack takes the original wager only (the player never got to
//!   split or double); with the no-hole-card rule it takes every wager of the round. Values
//!   include that blackjack term; [`UnsplitValues::dealer_blackjack`] gives its probability.
//! - A hand of one card cannot stand (it must draw), except when the shoe is empty; the player
//!   never draws from an empty shoe; a dealer who must draw from an empty shoe busts.
//! - Split aces get one card each (no hit, no double); they may be resplit if the rules say so.
//!   (An early version of the seed's program tested `pair_half != 11` where it meant `-11`,
//!   letting split aces double under DOA with DAS; a later version fixed it. The example has
//!   no aces.)

mod config;
pub mod dealer;
mod estimate;
mod exact;
mod hand;
mod pack;
pub mod precomputed;
mod solver;
mod table;
mod unsplit;
pub mod value;

use num_rational::BigRational;
use serde::{Deserialize, Serialize};

use crate::progress::Progress;

pub use dealer::DealerOdds;
pub use estimate::{BROWSER_BUDGET_BYTES, Estimate, estimate};
pub use unsplit::{UnsplitValues, unsplit_values};
pub use value::Value;

/// Which two-card hands may be doubled down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Doubling {
    /// Any two cards (DOA).
    AnyTwo,
    /// Hard 9, 10 or 11 (D9).
    NineToEleven,
    /// Hard 10 or 11 (D10).
    TenEleven,
}

/// The table rules that matter to a split.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// The dealer hits soft 17 (H17); otherwise stands on all 17s (S17).
    pub hit_soft_17: bool,
    /// European no-hole-card rule (ENHC): a dealer blackjack takes every wager of the round.
    pub no_hole_card: bool,
    /// Which two-card hands may double.
    pub doubling: Doubling,
    /// Doubling after a split (DAS). Every hand here is a split hand, so without it no hand
    /// doubles.
    pub double_after_split: bool,
    /// Most splits in a round, 1 to 3 (SPL1..SPL3): at most `max_splits + 1` hands.
    pub max_splits: u8,
    /// Aces may be resplit (RSA).
    pub resplit_aces: bool,
    /// A pair that may be resplit must be (forced resplitting).
    pub forced_resplit: bool,
}

impl Default for Rules {
    /// The seed's example: H17, peek, DOA, DAS, one split.
    fn default() -> Self {
        Rules {
            hit_soft_17: true,
            no_hole_card: false,
            doubling: Doubling::AnyTwo,
            double_after_split: true,
            max_splits: 1,
            resplit_aces: false,
            forced_resplit: false,
        }
    }
}

/// A pair, an up card and a shoe.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scenario {
    /// Cards of each rank in the shoe before the round, ace first and tens last (index
    /// `rank - 1`), the pair and the up card included.
    pub shoe: [u16; 10],
    /// Rank of the pair: 1 (aces) to 10 (tens).
    pub pair: u8,
    /// Rank of the dealer's up card: 1 (ace) to 10.
    pub up: u8,
    /// The rules.
    pub rules: Rules,
}

/// The seed's worked example: splitting 2-2 against a 4 from one deck, dealer hits soft 17,
/// doubling on any two cards and after splitting, one split ("Split 2 vs. 4").
pub fn seed_example() -> Scenario {
    Scenario {
        shoe: decks(1),
        pair: 2,
        up: 4,
        rules: Rules::default(),
    }
}

/// The value the seed printed for [`seed_example`], as printed: "E(split)= 0.12079971803625923".
pub const SEED_E_SPLIT: &str = "0.12079971803625923";

/// Most cards of one rank a shoe may hold (32 decks' worth of tens).
pub const MAX_RANK_COUNT: u16 = 512;

/// The shoe of `decks` standard decks: 4 of each rank per deck, 16 tens.
pub fn decks(decks: u16) -> [u16; 10] {
    let d = decks.min(MAX_RANK_COUNT / 16);
    [
        4 * d,
        4 * d,
        4 * d,
        4 * d,
        4 * d,
        4 * d,
        4 * d,
        4 * d,
        4 * d,
        16 * d,
    ]
}

impl Scenario {
    /// Checks ranks, card counts and rules.
    pub fn validate(&self) -> Result<(), SplitError> {
        let bad = |m: String| Err(SplitError::Invalid(m));
        if !(1..=10).contains(&self.pair) {
            return bad(format!("pair rank {} is not 1 (ace) to 10", self.pair));
        }
        if !(1..=10).contains(&self.up) {
            return bad(format!("up card rank {} is not 1 (ace) to 10", self.up));
        }
        if let Some(&n) = self.shoe.iter().find(|&&n| n > MAX_RANK_COUNT) {
            return bad(format!("{n} cards of one rank: at most {MAX_RANK_COUNT}"));
        }
        if !(1..=3).contains(&self.rules.max_splits) {
            return bad(format!(
                "max splits {} is not 1, 2 or 3",
                self.rules.max_splits
            ));
        }
        let mut needed = [0u16; 10];
        needed[usize::from(self.pair) - 1] += 2;
        needed[usize::from(self.up) - 1] += 1;
        for (r, (&have, &need)) in self.shoe.iter().zip(&needed).enumerate() {
            if have < need {
                return bad(format!(
                    "the shoe has {have} card(s) of rank {} but the pair and up card need {need}",
                    rank_name(r as u8 + 1),
                ));
            }
        }
        Ok(())
    }

    /// Cards of each rank left after the pair and the up card are dealt.
    fn left_after_deal(&self) -> [u32; 10] {
        let mut left = self.shoe.map(u32::from);
        left[usize::from(self.pair) - 1] -= 2;
        left[usize::from(self.up) - 1] -= 1;
        left
    }
}

/// "A", "2", ..., "9", "T" for ranks 1..=10.
pub fn rank_name(rank: u8) -> &'static str {
    ["?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T"]
        .get(usize::from(rank))
        .copied()
        .unwrap_or("?")
}

/// Why a solve did not produce a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SplitError {
    /// The scenario is malformed (the message says how).
    Invalid(String),
    /// The solve passed its budget of states or memory ([`SolveOptions`]): the scenario is too
    /// large here.
    TooLarge {
        /// States found when the solve stopped.
        states: u64,
        /// Bytes held when the solve stopped.
        bytes: u64,
    },
    /// The caller asked to stop.
    Cancelled,
}

impl std::fmt::Display for SplitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SplitError::Invalid(m) => f.write_str(m),
            SplitError::TooLarge { states, bytes } => write!(
                f,
                "too large for this budget (stopped at {states} states and {:.0} MB); \
                 see the precomputed tables",
                *bytes as f64 / 1e6
            ),
            SplitError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for SplitError {}

impl From<crate::progress::Cancelled> for SplitError {
    fn from(_: crate::progress::Cancelled) -> Self {
        SplitError::Cancelled
    }
}

/// Tuning and limits of a solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolveOptions {
    /// Stop with [`SplitError::TooLarge`] once the search finds more states than this.
    pub max_states: u64,
    /// Stop with [`SplitError::TooLarge`] once the solver's tables hold more bytes than this
    /// (the browser's memory budget).
    pub max_bytes: u64,
    /// log2 of the initial slots of the growing tables (the seed's "memory allocation
    /// exponent", except that here the tables grow as needed). It changes speed, never results.
    pub table_bits: u8,
}

/// The largest [`SolveOptions::table_bits`]: 2^24 slots of 12 bytes are 201 MB, and since the
/// map grows as needed a larger start buys nothing (issue 18: `--table-bits 32` asked for
/// 48 GB up front and aborted the process).
pub const MAX_TABLE_BITS: u8 = 24;

impl SolveOptions {
    /// Checks the options before any work: `table_bits` from 4 to [`MAX_TABLE_BITS`], and an
    /// initial map that fits in `max_bytes`.
    pub fn validate(&self) -> Result<(), SplitError> {
        if !(4..=MAX_TABLE_BITS).contains(&self.table_bits) {
            return Err(SplitError::Invalid(format!(
                "table bits {} is not 4 to {MAX_TABLE_BITS}",
                self.table_bits
            )));
        }
        let bytes = table::HashMap::bytes_for(self.table_bits);
        if bytes > self.max_bytes {
            return Err(SplitError::TooLarge { states: 0, bytes });
        }
        Ok(())
    }
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            max_states: u64::MAX,
            max_bytes: u64::MAX,
            table_bits: 16,
        }
    }
}

/// The result of a solve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SplitSolution {
    /// E(split): expected net win per unit initial wager with optimal play after splitting.
    pub value: f64,
    /// States of the round found by the search (the seed's count: completed rounds included).
    pub states: u64,
    /// Number of breadth-first levels (the seed's "depth").
    pub depth: u32,
    /// States per level, from the initial split down.
    pub states_per_level: Vec<u64>,
    /// States whose round is complete (counted, valued from dealer odds, not stored).
    pub completed_states: u64,
    /// Distinct card compositions for which dealer odds were computed.
    pub dealer_compositions: u64,
    /// Hand configurations of the scenario (see the module docs).
    pub configurations: u64,
    /// Largest number of bytes the solver's tables held at once.
    pub peak_bytes: u64,
    /// `peak_bytes / states`.
    pub bytes_per_state: f64,
}

/// The size of a scenario's search, without values: [`count_states`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StateCount {
    /// States of the round (the seed's count: completed rounds included).
    pub states: u64,
    /// Number of breadth-first levels (the seed's "depth").
    pub depth: u32,
    /// States per level, from the initial split down.
    pub states_per_level: Vec<u64>,
    /// States whose round is complete.
    pub completed_states: u64,
    /// Distinct card compositions of completed rounds (each needs its dealer odds).
    pub dealer_compositions: u64,
    /// Hand configurations of the scenario.
    pub configurations: u64,
}

/// The exact E(split) of a solve in rationals, with the same counts as [`SplitSolution`].
#[derive(Clone, Debug, PartialEq)]
pub struct ExactSolution {
    /// E(split) exactly.
    pub value: BigRational,
    /// Everything else (its `value` is the nearest `f64`).
    pub solution: SplitSolution,
}

/// Solves a scenario in `f64`. Reports progress as `"search · depth d · x MB"` (done = states
/// found) then `"solve · depth d"` (done = states valued), both out of the estimated states.
pub fn solve(
    scenario: &Scenario,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<SplitSolution, SplitError> {
    let (value, mut solution) = solver::solve::<f64>(scenario, options, progress)?;
    solution.value = value;
    Ok(solution)
}

/// Solves a scenario in exact rationals: the same algorithm as [`solve`], for checking it.
/// Much slower and hungrier (a big fraction per state of two levels); small scenarios only.
pub fn solve_exact(
    scenario: &Scenario,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<ExactSolution, SplitError> {
    let (value, mut solution) = solver::solve::<exact::Exact>(scenario, options, progress)?;
    let value = value.to_big();
    solution.value = value.to_f64();
    Ok(ExactSolution { value, solution })
}

/// Counts the states of a scenario: the search of [`solve`] without dealer odds or values,
/// several times cheaper in time and memory.
pub fn count_states(
    scenario: &Scenario,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<StateCount, SplitError> {
    solver::count(scenario, options, progress)
}

/// Exact odds of the dealer's final hand with up card `up`, from a shoe holding `left[r-1]`
/// cards of rank `r` (the up card already removed).
pub fn dealer_odds(
    left: [u16; 10],
    up: u8,
    hit_soft_17: bool,
) -> Result<DealerOdds<f64>, SplitError> {
    if !(1..=10).contains(&up) {
        return Err(SplitError::Invalid(format!(
            "up card rank {up} is not 1 (ace) to 10"
        )));
    }
    let endings = dealer::DealerEndings::new(up, hit_soft_17);
    Ok(endings.odds::<f64>(&left.map(u32::from)))
}

#[cfg(test)]
mod tests;
