//! What the CLI and the page show: the check for each rule on one shoe, and the burn curve
//! (the average after burning 0, 1, 2, … cards), as exact fractions (`BigRational`, in JSON
//! "p/q" through [`crate::serde_big`]) with their decimals.

use num_rational::BigRational;
use num_traits::ToPrimitive;
use serde::{Deserialize, Serialize};

use super::average::average_ev;
use super::{Game, Shoe, Stopping, TrueCountError, expected_value};
use crate::progress::Progress;

/// An exact value as the nearest f64: the one conversion for display and plotting (the
/// report's decimals, the page's figures and chart).
pub fn decimal(r: &BigRational) -> f64 {
    r.to_f64().unwrap_or(f64::NAN)
}

/// One stopping rule's average against the expected value.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RuleAverage {
    /// The rule.
    pub rule: Stopping,
    /// The rule in words.
    pub description: String,
    /// The average expected value after the rule's dealing, exactly (in JSON "p/q").
    #[serde(with = "crate::serde_big::ratio")]
    pub average_exact: BigRational,
    /// The same as a decimal.
    pub average: f64,
    /// Whether it equals the expected value off the top (it must, for a correct program).
    pub agrees: bool,
}

/// Everything the true-count page shows for one shoe and game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrueCountReport {
    /// The shoe, lowest rank first.
    pub shoe: Vec<u32>,
    /// Cards in the shoe.
    pub cards: u32,
    /// Whether ties push.
    pub ties_push: bool,
    /// Whether the missing line is missing.
    pub buggy: bool,
    /// `expected_value(shoe)`, exactly (in JSON "p/q").
    #[serde(with = "crate::serde_big::ratio")]
    pub expected_value_exact: BigRational,
    /// The same as a decimal.
    pub expected_value: f64,
    /// `average_ev` under each of the post's rules.
    pub averages: Vec<RuleAverage>,
    /// Whether some average disagrees with the expected value: proof of a bug.
    pub bug_revealed: bool,
}

/// The expected value and the post's four averages: burn 1, burn 2, and the two stopping rules
/// dealing at most `max_cards` (0 to [`MAX_DEALT`]; the post uses 10).
pub fn truecount_report(
    shoe: &Shoe,
    game: Game,
    max_cards: u32,
    progress: &mut impl Progress,
) -> Result<TrueCountReport, TrueCountError> {
    let ev = expected_value(shoe, game);
    let mut averages = Vec::new();
    for rule in Stopping::post_rules(max_cards) {
        let average = average_ev(shoe, game, rule, progress)?;
        averages.push(RuleAverage {
            rule,
            description: rule.describe(),
            average: decimal(&average),
            agrees: average == ev,
            average_exact: average,
        });
    }
    Ok(TrueCountReport {
        shoe: shoe.counts.clone(),
        cards: shoe.cards(),
        ties_push: game.ties_push,
        buggy: game.buggy,
        expected_value: decimal(&ev),
        expected_value_exact: ev,
        bug_revealed: averages.iter().any(|a| !a.agrees),
        averages,
    })
}

/// The average expected value after burning some cards, by both programs (the page plots
/// their [`decimal`]s).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BurnPoint {
    /// Cards burned.
    pub burned: u32,
    /// The average by the correct program, exactly (in JSON "p/q", or "p" for an integer).
    #[serde(with = "crate::serde_big::ratio_short")]
    pub correct_exact: BigRational,
    /// The average by the post's program with its missing line, exactly.
    #[serde(with = "crate::serde_big::ratio_short")]
    pub buggy_exact: BigRational,
}

/// The burn curve: for every number of cards burned from 0 to `max_cards`, the average
/// expected value by the correct program and by the post's. Burning cards never changes the
/// correct average (the Extended True Count theorem), so a curve that moves is the bug showing.
pub fn burn_curve(
    shoe: &Shoe,
    game: Game,
    max_cards: u32,
    progress: &mut impl Progress,
) -> Result<Vec<BurnPoint>, TrueCountError> {
    let mut burns = Vec::new();
    for burned in 0..=max_cards {
        let mut average = |buggy: bool| {
            let game = Game { buggy, ..game };
            average_ev(shoe, game, Stopping::Burn(burned), progress)
        };
        let (correct_exact, buggy_exact) = (average(false)?, average(true)?);
        burns.push(BurnPoint {
            burned,
            correct_exact,
            buggy_exact,
        });
    }
    Ok(burns)
}
