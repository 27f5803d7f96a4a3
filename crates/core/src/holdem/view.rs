//! Page-oriented summaries of a solved one-round game: the strategies as dense per-class
//! tables (read from the CLI's precomputed JSON or built from a fresh [`Solution`]) and the
//! numbers a heat map colours by. The post's observations are checked in [`super::claims`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{
    AliceStrategy, BobStrategy, EquityTable, Game, HandClass, Solution, alice_folds_any,
    overall_mix,
};

/// The post's certified value for integer raises 2..=40: Alice gains at least this per hand.
pub const POST_VALUE: f64 = 0.39776;
/// The post's accuracy claim: "optimal to within an expected equity of 1e-4".
pub const POST_TOLERANCE: f64 = 1e-4;

/// The CLI's `snipelab holdem solve --json` output, as stored in `static/holdem/*.json`
/// (probabilities rounded to 1e-6, zeros dropped: a missing entry is 0).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SolutionFile {
    /// Alice's raise sizes.
    pub raises: Vec<f64>,
    /// Value of Alice's strategy against Bob's exact best response.
    pub alice_lower: f64,
    /// Value of Bob's strategy against Alice's exact best response.
    pub alice_upper: f64,
    /// `alice_upper - alice_lower`.
    pub gap: f64,
    /// Iterations of the solver.
    pub iterations: u64,
    /// Whether Alice folds any class with probability above 1e-3 (the post: never).
    #[serde(default)]
    pub alice_folds_any: bool,
    /// How often Alice flat calls over all hands (the post: "around 43%").
    #[serde(default)]
    pub overall_call: f64,
    /// Alice's mix per class name ("AKs").
    pub alice: BTreeMap<String, FileMix>,
    /// Bob's call probability per class name and raise label ("2", "5.5").
    pub bob: BTreeMap<String, BTreeMap<String, f64>>,
    /// Alice's expected gain per hand by class name, both playing these strategies
    /// ([`Game::class_values`], rounded to 1e-6); absent from older files.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub values: BTreeMap<String, f64>,
}

/// A probability or gain as the files store it: rounded to 1e-6.
fn round6(p: f64) -> f64 {
    (p * 1e6).round() / 1e6
}

impl SolutionFile {
    /// The file of a fresh solve of `game`: what `snipelab holdem solve --json` prints and
    /// `static/holdem/` stores (probabilities and gains rounded to 1e-6, zero entries left
    /// out, raise sizes keyed "2", "5.5").
    pub fn from_solution(solution: &Solution, game: &Game) -> SolutionFile {
        let sizes = game.raises().sizes();
        let key = |b: f64| format!("{b}");
        let class_values = game.class_values(&solution.alice, &solution.bob);
        let mut alice = BTreeMap::new();
        let mut bob = BTreeMap::new();
        let mut values = BTreeMap::new();
        for class in HandClass::all() {
            let i = class.index();
            let raise = sizes
                .iter()
                .enumerate()
                .map(|(k, &b)| (key(b), round6(solution.alice.raise(i, k))))
                .filter(|(_, p)| *p > 0.0)
                .collect();
            let mix = FileMix {
                fold: round6(solution.alice.fold(i)),
                call: round6(solution.alice.call(i)),
                raise,
            };
            alice.insert(class.name(), mix);
            let calls = sizes
                .iter()
                .enumerate()
                .map(|(k, &b)| (key(b), round6(solution.bob.call(i, k))))
                .filter(|(_, p)| *p > 0.0)
                .collect();
            bob.insert(class.name(), calls);
            values.insert(class.name(), round6(class_values[i]));
        }
        let overall_call = overall_mix(&solution.alice, game.raises()).map_or(0.0, |m| m.call);
        SolutionFile {
            raises: sizes.to_vec(),
            alice_lower: solution.alice_lower,
            alice_upper: solution.alice_upper,
            gap: solution.gap,
            iterations: solution.iterations,
            alice_folds_any: alice_folds_any(&solution.alice, 1e-3),
            overall_call: round6(overall_call),
            alice,
            bob,
            values,
        }
    }
}

/// One class's mix in a [`SolutionFile`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FileMix {
    /// Probability of folding.
    #[serde(default)]
    pub fold: f64,
    /// Probability of calling (completing the small blind).
    #[serde(default)]
    pub call: f64,
    /// Probability of each raise, by raise label.
    #[serde(default)]
    pub raise: BTreeMap<String, f64>,
}

/// Alice's mix for one hand class: fold, call, and one probability per raise size.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AliceMix {
    /// Probability of folding.
    pub fold: f64,
    /// Probability of calling.
    pub call: f64,
    /// Probability of raising by each size of [`StrategyTable::raises`].
    pub raise: Vec<f64>,
}

impl AliceMix {
    /// Probability of raising by any size.
    pub fn raise_share(&self) -> f64 {
        self.raise.iter().sum()
    }

    /// The mean raise given that Alice raises, or `None` if she never raises.
    pub fn mean_raise(&self, raises: &[f64]) -> Option<f64> {
        let share = self.raise_share();
        (share > 0.0).then(|| {
            self.raise
                .iter()
                .zip(raises)
                .map(|(p, b)| p * b)
                .sum::<f64>()
                / share
        })
    }
}

/// A solved game as the page shows it: both strategies by class index ([`HandClass::index`])
/// and raise index, with the certified bounds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StrategyTable {
    /// Alice's raise sizes, increasing.
    pub raises: Vec<f64>,
    /// Alice's guaranteed value (her strategy against Bob's exact best response).
    pub alice_lower: f64,
    /// Bob's guarantee: Alice gets at most this against his strategy.
    pub alice_upper: f64,
    /// The certificate: `alice_upper - alice_lower`.
    pub gap: f64,
    /// Solver iterations.
    pub iterations: u64,
    /// Alice's mix per class (169, in [`HandClass::index`] order).
    pub alice: Vec<AliceMix>,
    /// Bob's call probability per class and raise index.
    pub bob: Vec<Vec<f64>>,
    /// Alice's expected gain per hand with each class (169, [`HandClass::index`] order), both
    /// playing these strategies, when known.
    pub values: Option<Vec<f64>>,
}

/// Why a precomputed file cannot be shown.
#[derive(Clone, Debug, PartialEq)]
pub enum SolutionFileError {
    /// A class name that is not one of the 169.
    UnknownClass(String),
    /// A raise label that is not one of the file's raise sizes.
    UnknownRaise(String),
    /// A probability outside [0, 1] or a class whose mix does not sum to 1.
    BadProbability(String),
    /// No raise sizes, or sizes that are not increasing and finite.
    BadRaises,
    /// Expected gains that are not one finite number for each of the 169 classes.
    BadValues,
}

impl std::fmt::Display for SolutionFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolutionFileError::UnknownClass(c) => write!(f, "unknown hand class {c:?}"),
            SolutionFileError::UnknownRaise(r) => {
                write!(f, "raise {r:?} is not one of the file's sizes")
            }
            SolutionFileError::BadProbability(c) => {
                write!(f, "the probabilities of {c} are not a mix")
            }
            SolutionFileError::BadRaises => {
                f.write_str("the raise sizes are not increasing and finite")
            }
            SolutionFileError::BadValues => {
                f.write_str("the expected gains are not one finite number per hand class")
            }
        }
    }
}

impl std::error::Error for SolutionFileError {}

/// A raise size as the CLI and the page label it: "5", or "5.5" for a fractional one.
pub fn raise_label(b: f64) -> String {
    if b.fract() == 0.0 && b.abs() < 1e15 {
        format!("{b:.0}")
    } else {
        format!("{b}")
    }
}

/// Index of the size labelled `label` (compared as numbers, so "5" and "5.0" agree).
fn raise_index(raises: &[f64], label: &str) -> Option<usize> {
    let b: f64 = label.trim().parse().ok()?;
    raises.iter().position(|&r| (r - b).abs() < 1e-9)
}

/// Tolerance of the mix sums: the files round each probability to 1e-6.
const SUM_TOLERANCE: f64 = 1e-3;

impl StrategyTable {
    /// Reads a precomputed file, checking every class name, raise label and probability.
    pub fn from_file(file: &SolutionFile) -> Result<Self, SolutionFileError> {
        let raises = file.raises.clone();
        if raises.is_empty()
            || raises.iter().any(|b| !b.is_finite())
            || raises.windows(2).any(|w| w[0] >= w[1])
        {
            return Err(SolutionFileError::BadRaises);
        }
        let n = raises.len();
        let mut alice = vec![
            AliceMix {
                fold: 0.0,
                call: 0.0,
                raise: vec![0.0; n],
            };
            169
        ];
        let mut seen = [false; 169];
        let class_index = |name: &str| {
            HandClass::parse(name)
                .map(|c| c.index())
                .map_err(|_| SolutionFileError::UnknownClass(name.to_string()))
        };
        let probability = |p: f64, name: &str| {
            if (0.0..=1.0 + 1e-9).contains(&p) {
                Ok(p)
            } else {
                Err(SolutionFileError::BadProbability(name.to_string()))
            }
        };
        for (name, mix) in &file.alice {
            let i = class_index(name)?;
            seen[i] = true;
            let row = &mut alice[i];
            row.fold = probability(mix.fold, name)?;
            row.call = probability(mix.call, name)?;
            for (label, &p) in &mix.raise {
                let k = raise_index(&raises, label)
                    .ok_or_else(|| SolutionFileError::UnknownRaise(label.clone()))?;
                row.raise[k] = probability(p, name)?;
            }
            let sum = row.fold + row.call + row.raise_share();
            if (sum - 1.0).abs() > SUM_TOLERANCE {
                return Err(SolutionFileError::BadProbability(name.clone()));
            }
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            return Err(SolutionFileError::UnknownClass(format!(
                "{} (missing)",
                HandClass::all()[i].name()
            )));
        }
        let mut bob = vec![vec![0.0; n]; 169];
        for (name, calls) in &file.bob {
            let i = class_index(name)?;
            for (label, &p) in calls {
                let k = raise_index(&raises, label)
                    .ok_or_else(|| SolutionFileError::UnknownRaise(label.clone()))?;
                bob[i][k] = probability(p, name)?;
            }
        }
        Ok(StrategyTable {
            raises,
            alice_lower: file.alice_lower,
            alice_upper: file.alice_upper,
            gap: file.gap,
            iterations: file.iterations,
            alice,
            bob,
            values: read_values(&file.values)?,
        })
    }

    /// The page's table of a fresh solve of `game`.
    pub fn from_solution(solution: &Solution, game: &Game) -> Self {
        let sizes: Vec<f64> = game.raises().sizes().to_vec();
        let alice = HandClass::all()
            .iter()
            .map(|&c| alice_mix(&solution.alice, c, sizes.len()))
            .collect();
        let bob = HandClass::all()
            .iter()
            .map(|&c| bob_calls(&solution.bob, c, sizes.len()))
            .collect();
        StrategyTable {
            raises: sizes,
            alice_lower: solution.alice_lower,
            alice_upper: solution.alice_upper,
            gap: solution.gap,
            iterations: solution.iterations,
            alice,
            bob,
            values: Some(game.class_values(&solution.alice, &solution.bob)),
        }
    }

    /// Alice's mix for `class`.
    pub fn mix(&self, class: HandClass) -> &AliceMix {
        &self.alice[class.index()]
    }

    /// Index of the raise size `b`, if Alice may raise by it.
    pub fn raise_position(&self, b: f64) -> Option<usize> {
        self.raises.iter().position(|&r| (r - b).abs() < 1e-9)
    }

    /// Share of all deals (classes weighted by their combos, 1,326 in all) where Alice does
    /// each: (fold, call, raise).
    pub fn overall_shares(&self) -> (f64, f64, f64) {
        let mut shares = (0.0, 0.0, 0.0);
        for class in HandClass::all() {
            let w = class.combos() as f64 / 1326.0;
            let mix = self.mix(class);
            shares.0 += w * mix.fold;
            shares.1 += w * mix.call;
            shares.2 += w * mix.raise_share();
        }
        shares
    }
}

/// A file's expected gains by class name: none, or one finite number for every class.
fn read_values(values: &BTreeMap<String, f64>) -> Result<Option<Vec<f64>>, SolutionFileError> {
    if values.is_empty() {
        return Ok(None);
    }
    let mut dense = vec![f64::NAN; 169];
    for (name, &v) in values {
        let class = HandClass::parse(name).map_err(|_| SolutionFileError::BadValues)?;
        dense[class.index()] = v;
    }
    if dense.iter().all(|v| v.is_finite()) {
        Ok(Some(dense))
    } else {
        Err(SolutionFileError::BadValues)
    }
}

/// What the expected gains per class say in words on the page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GainSummary {
    /// The class worth most to Alice, and its gain.
    pub best: (HandClass, f64),
    /// The class worth least, and its gain.
    pub worst: (HandClass, f64),
    /// How many of the 169 classes lose on average.
    pub losing: usize,
    /// The gains averaged over all 1,326 deals (each class weighted by its combos): the value
    /// of the game when both play these strategies.
    pub average: f64,
}

impl GainSummary {
    /// Whether even the worst class loses less than the 1 Alice gives up by folding.
    pub fn every_class_beats_folding(&self) -> bool {
        self.worst.1 > -1.0
    }

    /// Whether the average lies within `[lower, upper]`, widened by `slack` (the files round
    /// each probability to 1e-6).
    pub fn within(&self, lower: f64, upper: f64, slack: f64) -> bool {
        lower - slack <= self.average && self.average <= upper + slack
    }
}

impl StrategyTable {
    /// The summary of [`StrategyTable::values`], when known.
    pub fn gain_summary(&self) -> Option<GainSummary> {
        let values = self.values.as_ref()?;
        let classes = HandClass::all();
        let by_value =
            |a: &&HandClass, b: &&HandClass| values[a.index()].total_cmp(&values[b.index()]);
        let best = *classes.iter().max_by(by_value)?;
        let worst = *classes.iter().min_by(by_value)?;
        Some(GainSummary {
            best: (best, values[best.index()]),
            worst: (worst, values[worst.index()]),
            losing: values.iter().filter(|v| **v < 0.0).count(),
            average: classes
                .iter()
                .map(|c| c.combos() as f64 * values[c.index()])
                .sum::<f64>()
                / 1326.0,
        })
    }
}

fn alice_mix(alice: &AliceStrategy, class: HandClass, sizes: usize) -> AliceMix {
    let i = class.index();
    AliceMix {
        fold: alice.fold(i),
        call: alice.call(i),
        raise: (0..sizes).map(|k| alice.raise(i, k)).collect(),
    }
}

fn bob_calls(bob: &BobStrategy, class: HandClass, sizes: usize) -> Vec<f64> {
    (0..sizes).map(|k| bob.call(class.index(), k)).collect()
}

/// Exact showdown counts of one class against another, summed over every pair of disjoint
/// combos and every board, from the equity table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassMatchup {
    /// Disjoint combo pairs.
    pub pairs: u64,
    /// Boards the first class wins.
    pub win: u64,
    /// Boards that tie.
    pub tie: u64,
    /// Boards the first class loses.
    pub loss: u64,
}

impl ClassMatchup {
    /// The first class's equity: (win + tie / 2) / boards.
    pub fn equity(&self) -> f64 {
        let boards = self.win + self.tie + self.loss;
        if boards == 0 {
            0.0
        } else {
            (self.win as f64 + 0.5 * self.tie as f64) / boards as f64
        }
    }
}

/// `a` against `b` from the table: every disjoint combo pair sees every board.
pub fn class_matchup(table: &EquityTable, a: HandClass, b: HandClass) -> ClassMatchup {
    let (i, j) = (a.index(), b.index());
    ClassMatchup {
        pairs: table.pairs(i, j),
        win: table.wins(i, j),
        tie: table.ties(i, j),
        loss: table.losses(i, j),
    }
}

#[cfg(test)]
#[path = "view_tests.rs"]
mod tests;
