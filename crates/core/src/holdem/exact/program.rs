//! The restricted linear program of step 2 (see the module comment of [`super`]): which of
//! Alice's actions and Bob's doubtful pairs it holds, and its floating-point solve, which
//! gives only a basis.

use std::collections::HashMap;

use super::super::solve::Solution;
use super::ExactError;
use super::game::ExactGame;
use super::simplex;

/// The restricted program's sets.
pub(super) struct Restriction {
    /// `cand[i * (m + 2) + a]`: Alice's action a of class i is a variable (fold and call
    /// always are).
    pub(super) cand: Vec<bool>,
    /// `amb[j * m + k]`: Bob's choice at class j, raise k is left to the program.
    pub(super) amb: Vec<bool>,
    /// Elsewhere, whether Bob calls.
    pub(super) calls: Vec<bool>,
}

/// Pairs of Bob's where the guess's call probability is strictly between these.
pub(super) const DOUBT: f64 = 1e-3;
/// Alice's actions used at least this often by the guess are candidates.
const USED: f64 = 1e-5;

pub(super) fn initial_restriction(g: &ExactGame, guess: &Solution) -> Restriction {
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Col {
    /// Alice's class i, action a.
    X(usize, usize),
    /// Bob's pair jk (in the program's matrix, its row number among Bob's): the loss
    /// variable w, or the surplus s.
    W(usize),
    S(usize),
}

/// The last round's optimal basis, which starts the next round.
pub(super) struct Warm {
    /// Its columns (Bob's by pair jk).
    pub(super) basis: Vec<Col>,
    /// `pairs[jk]`: pair jk had a row in that program.
    pub(super) pairs: Vec<bool>,
}

/// The simplex's work on one restricted program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundStats {
    /// Constraints and variables of the program.
    pub rows: usize,
    pub cols: usize,
    /// Simplex pivots to its optimal basis.
    pub pivots: usize,
    /// Whether it started from the last round's basis (else from a crash basis).
    pub warm: bool,
}

/// Builds and solves the restricted program. A first round starts where each class plays its
/// most likely action of `hint` (Alice's probabilities, `[fold, call, raise_0, ..]` per class);
/// later ones from the last optimal basis, whose columns are all still there (the program only
/// grows). Returns the columns (Bob's by pair jk), an optimal basis and the work done.
pub(super) fn restricted_basis(
    g: &ExactGame,
    res: &Restriction,
    hint: &[f64],
    warm: Option<&Warm>,
) -> Result<(Vec<Col>, Vec<usize>, Warm, RoundStats), ExactError> {
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
    // The shift of each row is tied to what the row is (class i, or Bob's pair jk), not to its
    // number, so that a warm start sees the same shifted program on the rows it had.
    let keys: Vec<u64> = (0..n as u64)
        .chain(rows_jk.iter().map(|&jk| (n + jk) as u64))
        .collect();
    let lp = simplex::Lp {
        rows,
        cols: ncols,
        a,
        b,
        shift: simplex::shift(&keys),
        c,
    };
    // Bob's row r takes w or s, whichever is nonnegative at Alice's point `x` (by column).
    let bob_basic = |r: usize, x: &dyn Fn(usize) -> f64| {
        let row = n + r;
        let v = lp.b[row] + lp.shift[row]
            - (0..first_w)
                .map(|c| lp.a[row * ncols + c] * x(c))
                .sum::<f64>();
        first_w + 2 * r + usize::from(v < 0.0)
    };
    // Columns by their global kind (Bob's by pair jk).
    let global: Vec<Col> = cols
        .iter()
        .map(|&k| match k {
            Col::W(r) => Col::W(rows_jk[r]),
            Col::S(r) => Col::S(rows_jk[r]),
            x => x,
        })
        .collect();
    let mut solved = None;
    if let Some(warm) = warm {
        let index: HashMap<Col, usize> = global.iter().enumerate().map(|(c, &k)| (k, c)).collect();
        let old: Option<Vec<usize>> = warm.basis.iter().map(|k| index.get(k).copied()).collect();
        if let Some(mut basis) = old {
            // Each new row of Bob's adds its w or s, at the last basis's point (read from the
            // hint, the last round's exact strategy); the old rows keep their values, since the
            // new basic column appears in its own row only.
            let hint_of = |c: usize| match cols[c] {
                Col::X(i, a_) => hint[i * (m + 2) + a_],
                _ => 0.0,
            };
            for (r, &jk) in rows_jk.iter().enumerate() {
                if !warm.pairs[jk] {
                    basis.push(bob_basic(r, &hint_of));
                }
            }
            if basis.len() == rows {
                // A basis singular in the new program (rounding) falls back to the crash start.
                if let Ok((basis, pivots)) = simplex::solve(&lp, basis) {
                    solved = Some((basis, pivots, true));
                }
            }
        }
    }
    let (basis, pivots, warm_started) = match solved {
        Some(s) => s,
        None => {
            // Crash start: each class plays its most likely action (call on ties), and each of
            // Bob's rows takes w or s, whichever is then nonnegative.
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
            let mut point = vec![0.0; ncols];
            for i in 0..n {
                point[basis[i]] = lp.b[i] + lp.shift[i];
            }
            let at_crash = |c: usize| point[c];
            for r in 0..rows_jk.len() {
                basis[n + r] = bob_basic(r, &at_crash);
            }
            let (basis, pivots) =
                simplex::solve(&lp, basis).map_err(|e| ExactError::Simplex(format!("{e:?}")))?;
            (basis, pivots, false)
        }
    };
    let stats = RoundStats {
        rows,
        cols: ncols,
        pivots,
        warm: warm_started,
    };
    let next = Warm {
        basis: basis.iter().map(|&c| global[c]).collect(),
        pairs: {
            let mut v = vec![false; n * m];
            rows_jk.iter().for_each(|&jk| v[jk] = true);
            v
        },
    };
    Ok((global, basis, next, stats))
}
