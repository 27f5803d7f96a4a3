//! The game's exact value, as a fraction, with a certificate checked in integer arithmetic.
//!
//! 1. Regret minimisation ([`super::solve`]) gives near-optimal strategies; they suggest which
//!    actions Alice uses (candidates) and where Bob's call/fold choice is in doubt.
//! 2. A floating-point simplex solves the sequence-form linear program restricted to those:
//!    Alice's probabilities x, and for each doubtful (Bob class j, raise k) a variable w_jk =
//!    max(0, -sum_i c_ijk x_ik), Alice's loss when Bob calls instead of folding; elsewhere
//!    Bob's choice is fixed. Only its optimal *basis* is used.
//! 3. From the basis, the primal (Alice) and dual (Bob) solutions are computed exactly, as
//!    rationals over one denominator ([`modular`]).
//! 4. [`certify`] checks both strategies and computes, exactly, Alice's value against Bob's
//!    best response and Bob's against Alice's. When the two are equal the value is proved.
//!    Otherwise the actions or pairs that broke it join the restricted program and step 2
//!    repeats.

mod decimal;
mod game;
mod modular;
mod program;
mod simplex;
mod value_file;

pub use decimal::decimal;
pub use game::{Certificate, ExactGame, ExactGameError, ExactStrategies, InvalidStrategy, certify};
pub use program::RoundStats;
pub use value_file::{
    ExactValue, ExactValueError, ExactValueFile, MAX_FRACTION_DIGITS, parse_fraction,
};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};

use super::equity::EquityTable;
use super::game::{Game, RaiseSizes};
use super::solve::{Solution, SolveOptions, solve};
use crate::progress::{Cancelled, Progress};
use game::{alice_values, bob_totals};
use program::{Col, DOUBT, Restriction, Warm, initial_restriction, restricted_basis};

/// How the exact solve starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExactOptions {
    /// The regret minimisation's target gap: the starting guess only.
    pub guess_gap: f64,
    /// Its iteration limit.
    pub guess_iterations: u64,
    /// How many restricted programs at most.
    pub max_rounds: usize,
}

impl Default for ExactOptions {
    fn default() -> Self {
        ExactOptions {
            guess_gap: 1e-4,
            guess_iterations: 100_000,
            max_rounds: 30,
        }
    }
}

/// A proved value and the strategies that prove it.
#[derive(Clone, Debug)]
pub struct ExactSolution {
    /// The game's value for Alice, in lowest terms.
    pub value: BigRational,
    /// Optimal strategies: each guarantees `value` against every reply (checked).
    pub strategies: ExactStrategies,
    /// The exact bounds the strategies prove (equal: that is the certificate).
    pub certificate: Certificate,
    /// The floating-point solve that gave the first guess.
    pub guess: Solution,
    /// Restricted programs solved.
    pub rounds: usize,
    /// The simplex's work on each.
    pub round_stats: Vec<RoundStats>,
    /// Size of the last exact linear system.
    pub system_size: usize,
}

/// Why no exact value came out.
#[derive(Clone, Debug, PartialEq)]
pub enum ExactError {
    /// The game cannot be put in integers.
    Game(ExactGameError),
    /// The caller cancelled.
    Cancelled,
    /// The floating-point simplex failed.
    Simplex(String),
    /// The basis it found is singular in exact arithmetic.
    Singular,
    /// No certificate after the allowed rounds, or no way to refine the guess.
    NotCertified(String),
}

impl std::fmt::Display for ExactError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExactError::Game(e) => write!(f, "{e}"),
            ExactError::Cancelled => write!(f, "cancelled"),
            ExactError::Simplex(e) => write!(f, "the floating-point simplex failed: {e}"),
            ExactError::Singular => write!(f, "the simplex's basis is singular"),
            ExactError::NotCertified(why) => write!(f, "no certified exact value: {why}"),
        }
    }
}

impl std::error::Error for ExactError {}

impl From<Cancelled> for ExactError {
    fn from(_: Cancelled) -> Self {
        ExactError::Cancelled
    }
}

/// The exact strategies of a basis (see the module comment), and the size of the system.
fn exact_from_basis(
    g: &ExactGame,
    res: &Restriction,
    cols: &[Col],
    basis: &[usize],
) -> Result<(ExactStrategies, usize), ExactError> {
    let (n, m) = (g.n, g.sizes());
    // Class i's basic fold or call (a unit column): its value is u_i.
    let mut unit_action: Vec<Option<usize>> = vec![None; n];
    // Bob's pairs: Some(true) call (w basic), Some(false) fold (s basic), None: in the system.
    let mut known_jk: Vec<Option<bool>> = (0..n * m)
        .map(|jk| (!res.amb[jk]).then_some(res.calls[jk]))
        .collect();
    let in_program: Vec<bool> = {
        let mut v = vec![false; n * m];
        for col in cols {
            if let Col::W(jk) = *col {
                v[jk] = true;
            }
        }
        v
    };
    // Doubtful pairs left out of the program (no coefficient): Bob's choice is immaterial.
    for jk in 0..n * m {
        if res.amb[jk] && !in_program[jk] {
            known_jk[jk] = Some(res.calls[jk]);
        }
    }
    let mut raises = Vec::new();
    for &col in basis {
        match cols[col] {
            Col::X(i, a) if a < 2 => unit_action[i] = Some(a),
            Col::X(i, a) => raises.push((i, a - 2)),
            Col::W(jk) => known_jk[jk] = Some(true),
            Col::S(jk) => known_jk[jk] = Some(false),
        }
    }
    // Rows: classes without a unit action, then Bob's pairs in the system.
    let class_rows: Vec<usize> = (0..n).filter(|&i| unit_action[i].is_none()).collect();
    let pair_rows: Vec<usize> = (0..n * m).filter(|&jk| known_jk[jk].is_none()).collect();
    let size = raises.len();
    if class_rows.len() + pair_rows.len() != size {
        return Err(ExactError::Singular);
    }
    let mut row_of_class = vec![usize::MAX; n];
    for (r, &i) in class_rows.iter().enumerate() {
        row_of_class[i] = r;
    }
    let mut rows = vec![Vec::new(); size];
    for (col, &(i, k)) in raises.iter().enumerate() {
        if row_of_class[i] != usize::MAX {
            rows[row_of_class[i]].push((col, 1i64));
        }
        for (r, &jk) in pair_rows.iter().enumerate() {
            if jk % m == k {
                let c = g.c(i, jk / m, k);
                if c != 0 {
                    rows[class_rows.len() + r].push((col, c));
                }
            }
        }
    }
    let mut b = vec![0i128; size];
    b[..class_rows.len()].iter_mut().for_each(|v| *v = 1);
    let f: Vec<i128> = raises
        .iter()
        .map(|&(i, k)| {
            let known: i128 = (0..n)
                .filter(|&j| known_jk[j * m + k] == Some(true))
                .map(|j| i128::from(g.c(i, j, k)))
                .sum();
            let u = match unit_action[i] {
                Some(0) => g.fold_value(i),
                Some(_) => g.call_value(i),
                None => 0,
            };
            u - g.raise_base(i) - known
        })
        .collect();
    let a = modular::SparseSquare { n: size, rows };
    let sol = modular::solve_both(&a, &b, &f).ok_or(ExactError::Singular)?;
    let den = sol.det;
    let mut alice = vec![BigInt::zero(); n * (m + 2)];
    for (&(i, k), x) in raises.iter().zip(&sol.x_num) {
        alice[i * (m + 2) + 2 + k] = x.clone();
    }
    for i in 0..n {
        if let Some(a) = unit_action[i] {
            let raised: BigInt = alice[i * (m + 2) + 2..(i + 1) * (m + 2)].iter().sum();
            alice[i * (m + 2) + a] = &den - raised;
        }
    }
    let mut bob = vec![BigInt::zero(); n * m];
    for (jk, known) in known_jk.iter().enumerate() {
        if *known == Some(true) {
            bob[jk] = den.clone();
        }
    }
    for (r, &jk) in pair_rows.iter().enumerate() {
        bob[jk] = sol.z_num[class_rows.len() + r].clone();
    }
    Ok((
        ExactStrategies {
            alice,
            alice_den: den.clone(),
            bob,
            bob_den: den,
        },
        size,
    ))
}

/// Adds what broke the certificate to the restriction; false if nothing could be added.
fn refine(g: &ExactGame, res: &mut Restriction, s: &ExactStrategies, guess: &Solution) -> bool {
    let (n, m) = (g.n, g.sizes());
    let mut changed = false;
    // Bob's fixed choices that are not best responses to Alice's exact strategy.
    for (jk, t) in bob_totals(g, &s.alice).iter().enumerate() {
        let wrong = if res.calls[jk] {
            t.is_positive()
        } else {
            t.is_negative()
        };
        if !res.amb[jk] && wrong {
            res.amb[jk] = true;
            changed = true;
        }
    }
    // Alice's actions outside the program that beat her actions in it.
    let values = alice_values(g, &s.bob, &s.bob_den);
    for i in 0..n {
        let row = &values[i * (m + 2)..(i + 1) * (m + 2)];
        let best_in = (0..m + 2)
            .filter(|&a| res.cand[i * (m + 2) + a])
            .map(|a| &row[a])
            .max();
        for (a, v) in row.iter().enumerate().skip(2) {
            if !res.cand[i * (m + 2) + a] && Some(v) > best_in {
                let k = a - 2;
                let first = (0..n).all(|h| !res.cand[h * (m + 2) + a]);
                res.cand[i * (m + 2) + a] = true;
                changed = true;
                // Bob's answers to a raise no candidate used yet are the guess's, and its
                // doubtful ones join the program.
                if first {
                    for j in 0..n {
                        let y = guess.bob.call(j, k);
                        res.amb[j * m + k] |= y > DOUBT && y < 1.0 - DOUBT;
                    }
                }
            }
        }
    }
    changed
}

/// Solves the game exactly (see the module comment).
pub fn solve_exact(
    table: &EquityTable,
    raises: &RaiseSizes,
    options: &ExactOptions,
    progress: &mut impl Progress,
) -> Result<ExactSolution, ExactError> {
    let g = ExactGame::new(table, raises).map_err(ExactError::Game)?;
    let game = Game::new(table, raises.clone());
    let guess = solve(
        &game,
        &SolveOptions {
            target_gap: options.guess_gap,
            max_iterations: options.guess_iterations,
        },
        progress,
    )?;
    let mut res = initial_restriction(&g, &guess);
    let n = g.n;
    let mut hint: Vec<f64> = (0..n)
        .flat_map(|i| guess.alice.actions(i).to_vec())
        .collect();
    let rounds = options.max_rounds.max(1);
    let mut warm: Option<Warm> = None;
    let mut round_stats = Vec::new();
    let mut why = String::new();
    for round in 1..=rounds {
        progress
            .report("exact", round as u64, rounds as u64)
            .check()?;
        let (cols, basis, next, stats) = restricted_basis(&g, &res, &hint, warm.as_ref())?;
        warm = Some(next);
        round_stats.push(stats);
        let (strategies, size) = exact_from_basis(&g, &res, &cols, &basis)?;
        match certify(&g, &strategies) {
            Ok(certificate) => {
                if let Some(v) = certificate.value() {
                    return Ok(ExactSolution {
                        value: v.clone(),
                        strategies,
                        certificate,
                        guess,
                        rounds: round,
                        round_stats,
                        system_size: size,
                    });
                }
                why = format!(
                    "bounds {:.3e} apart after {round} rounds",
                    num_traits::ToPrimitive::to_f64(&(&certificate.upper - &certificate.lower))
                        .unwrap_or(f64::NAN)
                );
                let den = strategies.alice_den.to_f64().unwrap_or(f64::INFINITY);
                hint = strategies
                    .alice
                    .iter()
                    .map(|x| x.to_f64().unwrap_or(0.0) / den)
                    .collect();
                if !refine(&g, &mut res, &strategies, &guess) {
                    return Err(ExactError::NotCertified(why));
                }
            }
            Err(e) => return Err(ExactError::NotCertified(format!("round {round}: {e}"))),
        }
    }
    Err(ExactError::NotCertified(why))
}
