//! A dense primal simplex in floating point, used only to find an optimal *basis*: the exact
//! solution is then computed from the basis in integers and certified independently, so
//! rounding here can cost a retry but never a wrong answer.

/// max c^T z subject to A z = b, z >= 0.
pub(crate) struct Lp {
    pub rows: usize,
    pub cols: usize,
    /// Row-major, rows x cols.
    pub a: Vec<f64>,
    pub b: Vec<f64>,
    /// A tiny shift of `b` (see [`shift`]) under which the primal simplex runs.
    pub shift: Vec<f64>,
    pub c: Vec<f64>,
}

/// Why the simplex stopped without an optimal basis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum LpError {
    Unbounded,
    IterationLimit,
    Singular,
}

/// Reduced costs above this enter the basis.
const COST_TOL: f64 = 1e-13;
/// Pivots between rebuilds of the tableau.
const REFRESH: usize = 2000;
/// Size of the right-hand side shift (see [`perturbed`]).
const PERTURB: f64 = 1e-9;

/// A tiny pseudo-random positive shift for each row, which breaks the program's heavy
/// degeneracy (every Bob row is 0 at the start), which otherwise stalls the simplex for tens
/// of thousands of pivots. Row r's shift depends only on `keys[r]`. The shift is removed at
/// the end (see [`solve`]).
pub(crate) fn shift(keys: &[u64]) -> Vec<f64> {
    keys.iter()
        .map(|&key| {
            let h = (key + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40;
            PERTURB * (1.0 + (h % 1000) as f64 / 1000.0)
        })
        .collect()
}
/// Basic values below minus this are infeasible once the shift is removed.
const FEAS_TOL: f64 = 1e-12;
/// Pivot elements below this are not used.
const PIVOT_TOL: f64 = 1e-10;

/// The tableau of `basis` (row r's basic column is `basis[r]`): `B^-1 A`, `B^-1 b` and the
/// reduced costs, by Gauss-Jordan elimination that skips zeros (the bases met here are
/// sparse and nearly triangular). `None` if the basis is singular.
fn tableau(lp: &Lp, basis: &[usize], b: &[f64]) -> Option<(Vec<f64>, Vec<f64>, Vec<f64>)> {
    let (rows, cols) = (lp.rows, lp.cols);
    let mut t = lp.a.clone();
    let mut rhs = b.to_vec();
    let mut done = vec![false; rows];
    // Which row ends up holding each basic column.
    let mut row_of = vec![usize::MAX; rows];
    for (r0, &e) in basis.iter().enumerate() {
        // Prefer the basis's own row (no fill), else the largest entry among free rows.
        let own = t[r0 * cols + e];
        let l = if !done[r0] && own.abs() >= 0.1 {
            r0
        } else {
            let (mut best, mut at) = (0.0, usize::MAX);
            for r in 0..rows {
                let v = t[r * cols + e].abs();
                if !done[r] && v > best {
                    (best, at) = (v, r);
                }
            }
            if at == usize::MAX || best < 1e-12 {
                return None;
            }
            at
        };
        done[l] = true;
        row_of[r0] = l;
        let mut dummy = vec![0.0; cols];
        pivot(&mut t, &mut rhs, &mut dummy, cols, l, e);
    }
    // Reorder so that row r holds basis[r].
    let mut t2 = vec![0.0; rows * cols];
    let mut rhs2 = vec![0.0; rows];
    for r in 0..rows {
        let l = row_of[r];
        t2[r * cols..(r + 1) * cols].copy_from_slice(&t[l * cols..(l + 1) * cols]);
        rhs2[r] = rhs[l];
    }
    let mut d = lp.c.clone();
    for (r, &bc) in basis.iter().enumerate() {
        let cb = lp.c[bc];
        if cb != 0.0 {
            for (dj, &a) in d.iter_mut().zip(&t2[r * cols..(r + 1) * cols]) {
                *dj -= cb * a;
            }
        }
    }
    Some((t2, rhs2, d))
}

/// Runs the primal simplex on the shifted program from a primal feasible `basis` (row r's
/// basic column `basis[r]`), then removes the shift: a basic value that turns negative (the
/// shift can hide a degenerate vertex's wrong choice, which the exact certificate would then
/// reject with nothing to add) is driven out by the dual simplex, which keeps the basis
/// optimal. Returns the basis and the pivots taken.
pub(crate) fn solve(lp: &Lp, basis: Vec<usize>) -> Result<(Vec<usize>, usize), LpError> {
    let shifted: Vec<f64> = lp.b.iter().zip(&lp.shift).map(|(b, s)| b + s).collect();
    let (basis, primal) = primal(lp, basis, &shifted)?;
    let (basis, dual) = dual(lp, basis)?;
    Ok((basis, primal + dual))
}

/// The dual simplex on the unshifted program from a dual feasible (optimal when shifted)
/// basis: the most negative basic value leaves, and the entering column keeps every reduced
/// cost nonpositive.
fn dual(lp: &Lp, mut basis: Vec<usize>) -> Result<(Vec<usize>, usize), LpError> {
    let (rows, cols) = (lp.rows, lp.cols);
    let (mut t, mut rhs, mut d) = tableau(lp, &basis, &lp.b).ok_or(LpError::Singular)?;
    let mut pivots = 0;
    let mut since_refresh = 0;
    while pivots < 10 * rows + 1000 {
        let leave = (0..rows)
            .filter(|&r| rhs[r] < -FEAS_TOL)
            .min_by(|&a, &b| rhs[a].total_cmp(&rhs[b]));
        let Some(l) = leave else {
            if since_refresh == 0 {
                return Ok((basis, pivots));
            }
            (t, rhs, d) = tableau(lp, &basis, &lp.b).ok_or(LpError::Singular)?;
            since_refresh = 0;
            continue;
        };
        let row = &t[l * cols..(l + 1) * cols];
        let enter = (0..cols)
            .filter(|&j| row[j] < -PIVOT_TOL)
            .min_by(|&a, &b| (d[a] / row[a]).total_cmp(&(d[b] / row[b])));
        let Some(e) = enter else {
            // No feasible point: cannot happen for these programs (Alice can always fold).
            return Err(LpError::Singular);
        };
        pivots += 1;
        since_refresh += 1;
        pivot(&mut t, &mut rhs, &mut d, cols, l, e);
        basis[l] = e;
        if since_refresh >= REFRESH {
            (t, rhs, d) = tableau(lp, &basis, &lp.b).ok_or(LpError::Singular)?;
            since_refresh = 0;
        }
    }
    Err(LpError::IterationLimit)
}

/// The primal simplex on right-hand side `b`. The tableau is rebuilt from the basis now and
/// then (and before stopping) so that rounding does not accumulate.
fn primal(lp: &Lp, mut basis: Vec<usize>, b: &[f64]) -> Result<(Vec<usize>, usize), LpError> {
    let (rows, cols) = (lp.rows, lp.cols);
    let b = b.to_vec();
    let (mut t, mut rhs, mut d) = tableau(lp, &basis, &b).ok_or(LpError::Singular)?;
    let limit = 50 * (rows + cols) + 10_000;
    let mut degenerate_run = 0usize;
    let mut since_refresh = 0usize;
    let mut pivots = 0usize;
    while pivots < limit {
        // Dantzig's rule, or Bland's (smallest index) during a long degenerate run, which
        // cannot cycle.
        let bland = degenerate_run > 50;
        let mut enter = None;
        let mut best = COST_TOL;
        for (j, &dj) in d.iter().enumerate() {
            if dj > best {
                enter = Some(j);
                if bland {
                    break;
                }
                best = dj;
            }
        }
        let Some(e) = enter else {
            if since_refresh == 0 {
                return Ok((basis, pivots));
            }
            // Optimal in the drifted tableau: confirm in a fresh one.
            (t, rhs, d) = tableau(lp, &basis, &b).ok_or(LpError::Singular)?;
            since_refresh = 0;
            continue;
        };
        // Ratio test; among ties the larger pivot (or, under Bland, the smaller basis index).
        let mut leave: Option<(usize, f64)> = None;
        for r in 0..rows {
            let a = t[r * cols + e];
            if a <= PIVOT_TOL {
                continue;
            }
            let ratio = rhs[r].max(0.0) / a;
            leave = match leave {
                None => Some((r, ratio)),
                Some((l, lr)) => {
                    let tie = (ratio - lr).abs() <= 1e-12 * lr.abs().max(1e-12);
                    let better = if tie {
                        if bland {
                            basis[r] < basis[l]
                        } else {
                            a > t[l * cols + e]
                        }
                    } else {
                        ratio < lr
                    };
                    if better {
                        Some((r, ratio))
                    } else {
                        Some((l, lr))
                    }
                }
            };
        }
        let Some((l, ratio)) = leave else {
            return Err(LpError::Unbounded);
        };
        degenerate_run = if ratio <= 1e-14 {
            degenerate_run + 1
        } else {
            0
        };
        pivots += 1;
        since_refresh += 1;
        pivot(&mut t, &mut rhs, &mut d, cols, l, e);
        basis[l] = e;
        if since_refresh >= REFRESH {
            (t, rhs, d) = tableau(lp, &basis, &b).ok_or(LpError::Singular)?;
            since_refresh = 0;
        }
    }
    Err(LpError::IterationLimit)
}

fn pivot(t: &mut [f64], rhs: &mut [f64], d: &mut [f64], cols: usize, l: usize, e: usize) {
    let p = t[l * cols + e];
    {
        let row = &mut t[l * cols..(l + 1) * cols];
        row.iter_mut().for_each(|v| *v /= p);
        row[e] = 1.0;
    }
    rhs[l] /= p;
    let prow: Vec<f64> = t[l * cols..(l + 1) * cols].to_vec();
    let nz: Vec<usize> = (0..cols).filter(|&k| prow[k] != 0.0).collect();
    let rows = rhs.len();
    for r in 0..rows {
        if r == l {
            continue;
        }
        let f = t[r * cols + e];
        if f == 0.0 {
            continue;
        }
        let row = &mut t[r * cols..(r + 1) * cols];
        for &k in &nz {
            row[k] -= f * prow[k];
        }
        row[e] = 0.0;
        rhs[r] -= f * rhs[l];
    }
    let f = d[e];
    for &k in &nz {
        d[k] -= f * prow[k];
    }
    d[e] = 0.0;
}
