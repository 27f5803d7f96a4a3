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
mod simplex;

pub use decimal::decimal;
pub use game::{Certificate, ExactGame, ExactGameError, ExactStrategies, InvalidStrategy, certify};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};

use super::equity::EquityTable;
use super::game::{Game, RaiseSizes};
use super::solve::{Solution, SolveOptions, solve};
use crate::progress::{Cancelled, Progress};
use game::{alice_values, bob_totals};

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

/// The restricted program's sets.
struct Restriction {
    /// `cand[i * (m + 2) + a]`: Alice's action a of class i is a variable (fold and call
    /// always are).
    cand: Vec<bool>,
    /// `amb[j * m + k]`: Bob's choice at class j, raise k is left to the program.
    amb: Vec<bool>,
    /// Elsewhere, whether Bob calls.
    calls: Vec<bool>,
}

/// Pairs of Bob's where the guess's call probability is strictly between these.
const DOUBT: f64 = 1e-3;
/// Alice's actions used at least this often by the guess are candidates.
const USED: f64 = 1e-5;

fn initial_restriction(g: &ExactGame, guess: &Solution) -> Restriction {
    let (n, m) = (g.n, g.sizes());
    let mut cand = vec![false; n * (m + 2)];
    for i in 0..n {
        cand[i * (m + 2)] = true;
        cand[i * (m + 2) + 1] = true;
        for k in 0..m {
            cand[i * (m + 2) + 2 + k] = guess.alice.raise(i, k) > USED;
        }
    }
    let used: Vec<bool> = (0..m)
        .map(|k| (0..n).any(|i| cand[i * (m + 2) + 2 + k]))
        .collect();
    let mut amb = vec![false; n * m];
    let mut calls = vec![false; n * m];
    for j in 0..n {
        for k in 0..m {
            let y = guess.bob.call(j, k);
            calls[j * m + k] = y >= 0.5;
            amb[j * m + k] = used[k] && y > DOUBT && y < 1.0 - DOUBT;
        }
    }
    Restriction { cand, amb, calls }
}

/// Column kinds of the restricted program.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Col {
    /// Alice's class i, action a.
    X(usize, usize),
    /// Bob's pair jk: the loss variable w, or the surplus s.
    W(usize),
    S(usize),
}

/// Builds and solves the restricted program, starting where each class plays its most likely
/// action of `hint` (Alice's probabilities, `[fold, call, raise_0, ..]` per class); returns
/// the columns and an optimal basis.
fn restricted_basis(
    g: &ExactGame,
    res: &Restriction,
    hint: &[f64],
    warm: Option<&[Col]>,
) -> Result<(Vec<Col>, Vec<usize>), ExactError> {
    let (n, m) = (g.n, g.sizes());
    let scale = g.scale as f64;
    // Bob's doubtful pairs with some nonzero coefficient.
    let rows_jk: Vec<usize> = (0..n * m)
        .filter(|&jk| res.amb[jk])
        .filter(|&jk| {
            (0..n).any(|i| res.cand[i * (m + 2) + 2 + jk % m] && g.c(i, jk / m, jk % m) != 0)
        })
        .collect();
    let mut cols: Vec<Col> = (0..n * (m + 2))
        .filter(|&ia| res.cand[ia])
        .map(|ia| Col::X(ia / (m + 2), ia % (m + 2)))
        .collect();
    let first_w = cols.len();
    for r in 0..rows_jk.len() {
        cols.push(Col::W(r));
        cols.push(Col::S(r));
    }
    let (rows, ncols) = (n + rows_jk.len(), cols.len());
    let mut a = vec![0.0; rows * ncols];
    let mut c = vec![0.0; ncols];
    let mut row_of_jk = vec![usize::MAX; n * m];
    for (r, &jk) in rows_jk.iter().enumerate() {
        row_of_jk[jk] = r;
    }
    let norms: Vec<f64> = rows_jk
        .iter()
        .map(|&jk| {
            (0..n)
                .filter(|&i| res.cand[i * (m + 2) + 2 + jk % m])
                .map(|i| (g.c(i, jk / m, jk % m) as f64).abs())
                .fold(0.0, f64::max)
        })
        .collect();
    for (col, kind) in cols.iter().enumerate() {
        match *kind {
            Col::X(i, 0) => {
                a[i * ncols + col] = 1.0;
                c[col] = g.fold_value(i) as f64 / scale;
            }
            Col::X(i, 1) => {
                a[i * ncols + col] = 1.0;
                c[col] = g.call_value(i) as f64 / scale;
            }
            Col::X(i, a_) => {
                let k = a_ - 2;
                a[i * ncols + col] = 1.0;
                let mut v = g.raise_base(i);
                for j in 0..n {
                    let jk = j * m + k;
                    let r = row_of_jk[jk];
                    if r != usize::MAX {
                        a[(n + r) * ncols + col] = g.c(i, j, k) as f64 / norms[r];
                    } else if res.calls[jk] {
                        v += i128::from(g.c(i, j, k));
                    }
                }
                c[col] = v as f64 / scale;
            }
            Col::W(r) => {
                a[(n + r) * ncols + col] = 1.0;
                c[col] = -norms[r] / scale;
            }
            Col::S(r) => a[(n + r) * ncols + col] = -1.0,
        }
    }
    let mut b = vec![0.0; rows];
    b[..n].iter_mut().for_each(|v| *v = 1.0);
    let b = simplex::perturbed(&b);
    // Start: each class plays its most likely action (call on ties), and each of Bob's rows
    // takes w or s, whichever is then nonnegative.
    let mut basis = vec![usize::MAX; rows];
    let mut best = vec![f64::NEG_INFINITY; n];
    for (col, kind) in cols.iter().enumerate() {
        if let Col::X(i, a_) = *kind {
            // Calls come before raises in `cols`, so a tie keeps the call.
            let h = hint[i * (m + 2) + a_];
            if h > best[i] || (a_ == 1 && h >= best[i]) {
                (best[i], basis[i]) = (h, col);
            }
        }
    }
    // Or, after a first round, the last optimal basis: its columns are all still here, and
    // each new row of Bob's takes w or s below.
    if let Some(warm) = warm {
        let index: std::collections::HashMap<Col, usize> =
            cols.iter().enumerate().map(|(c, &k)| (k, c)).collect();
        // The last basis in this program's numbering (Bob's pairs become row numbers).
        let local: Vec<Option<Col>> = warm
            .iter()
            .map(|&kind| match kind {
                Col::W(jk) => (row_of_jk[jk] != usize::MAX).then(|| Col::W(row_of_jk[jk])),
                Col::S(jk) => (row_of_jk[jk] != usize::MAX).then(|| Col::S(row_of_jk[jk])),
                x => Some(x),
            })
            .collect();
        let mut taken = vec![false; rows];
        let mut ok = local.iter().all(Option::is_some);
        let mut warm_basis = vec![usize::MAX; rows];
        let mut raises = Vec::new();
        for &kind in local.iter().flatten() {
            let Some(&c) = index.get(&kind) else {
                ok = false;
                break;
            };
            let r = match kind {
                Col::X(_, a_) if a_ >= 2 => {
                    raises.push(c);
                    continue;
                }
                Col::X(i, _) => i,
                Col::W(r) | Col::S(r) => n + r,
            };
            if taken[r] {
                ok = false;
                break;
            }
            taken[r] = true;
            warm_basis[r] = c;
        }
        // Raises go to the free rows (the tableau is rebuilt from the basis anyway).
        let had_row: Vec<bool> = {
            let mut v = vec![false; rows];
            for kind in local.iter().flatten() {
                if let Col::W(r) | Col::S(r) = *kind {
                    v[n + r] = true;
                }
            }
            v
        };
        let free: Vec<usize> = (0..rows).filter(|&r| !taken[r]).collect();
        let new_rows: Vec<usize> = (n..rows).filter(|&r| !had_row[r]).collect();
        if ok && free.len() == raises.len() + new_rows.len() {
            // New rows of Bob's: w or s by the sign at the hint.
            let mut slots = free.iter().copied().filter(|r| !new_rows.contains(r));
            for c in raises {
                if let Some(r) = slots.next() {
                    warm_basis[r] = c;
                }
            }
            for &row in &new_rows {
                let r = row - n;
                let v: f64 = b[row]
                    - cols
                        .iter()
                        .enumerate()
                        .filter_map(|(c, k)| match *k {
                            Col::X(i, a_) => Some(a[row * ncols + c] * hint[i * (m + 2) + a_]),
                            _ => None,
                        })
                        .sum::<f64>();
                warm_basis[row] = first_w + 2 * r + usize::from(v < 0.0);
            }
            if warm_basis.iter().all(|&c| c != usize::MAX) {
                basis = warm_basis;
            }
        }
    }
    for r in 0..rows_jk.len() {
        let row = n + r;
        if basis[row] != usize::MAX && warm.is_some() {
            continue;
        }
        let v = b[row]
            - (0..n)
                .map(|i| a[row * ncols + basis[i]] * b[i])
                .sum::<f64>();
        basis[row] = first_w + 2 * r + usize::from(v < 0.0);
    }
    let lp = simplex::Lp {
        rows,
        cols: ncols,
        a,
        b,
        c,
    };
    let basis = simplex::solve(&lp, basis).map_err(|e| ExactError::Simplex(format!("{e:?}")))?;
    // Map W/S columns back to Bob's pairs.
    let cols = cols
        .into_iter()
        .map(|k| match k {
            Col::W(r) => Col::W(rows_jk[r]),
            Col::S(r) => Col::S(rows_jk[r]),
            x => x,
        })
        .collect();
    Ok((cols, basis))
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
    let mut warm: Option<Vec<Col>> = None;
    let mut why = String::new();
    for round in 1..=rounds {
        progress
            .report("exact", round as u64, rounds as u64)
            .check()?;
        let (cols, basis) = restricted_basis(&g, &res, &hint, warm.as_deref())?;
        warm = Some(basis.iter().map(|&c| cols[c]).collect::<Vec<Col>>());
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
