//! A small dense simplex solver, enough for the discretised poker game.
//!
//! Solves `maximize cᵀx subject to Ax ≤ b, x ≥ 0` with `b ≥ 0`, so that the origin is a
//! feasible start and no phase one is needed. The game's linear program has exactly this shape
//! (see [`super::discretised_equilibrium`]). Pivoting follows Bland's rule (lowest index enters,
//! ties in the ratio test leave by lowest index), which cannot cycle: the game's program is
//! highly degenerate. The final tableau also yields the dual solution, which for the game is
//! Bob's strategy. Pure Rust on `f64`, so it runs unchanged in WebAssembly.

use crate::progress::{Cancelled, Flow, Progress};

/// Tolerance for treating a tableau entry as zero.
const EPS: f64 = 1e-9;

/// An optimal solution of a linear program.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// The optimal value of cᵀx.
    pub objective: f64,
    /// An optimal x.
    pub primal: Vec<f64>,
    /// An optimal solution y ≥ 0 of the dual `minimize bᵀy subject to Aᵀy ≥ c`: y_i is the
    /// shadow price of constraint i.
    pub dual: Vec<f64>,
}

/// Why no solution was returned.
#[derive(Clone, Debug, PartialEq)]
pub enum LpError {
    /// The shapes of c, A and b do not match, or some b_i is negative or not finite.
    Malformed(String),
    /// The objective is unbounded above.
    Unbounded,
    /// The caller asked to stop.
    Cancelled,
}

impl std::fmt::Display for LpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LpError::Malformed(why) => write!(f, "malformed linear program: {why}"),
            LpError::Unbounded => f.write_str("the linear program is unbounded"),
            LpError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl From<Cancelled> for LpError {
    fn from(_: Cancelled) -> LpError {
        LpError::Cancelled
    }
}

/// Maximizes cᵀx subject to Ax ≤ b, x ≥ 0, for b ≥ 0 (rows of `a` are constraints).
///
/// Reports progress every 32 pivots (each pivot costs one pass over the tableau) as
/// (pivots so far, 0): the number of pivots is not known in advance.
pub fn maximize(
    c: &[f64],
    a: &[Vec<f64>],
    b: &[f64],
    progress: &mut impl Progress,
) -> Result<Solution, LpError> {
    let (rows, vars) = (a.len(), c.len());
    if b.len() != rows || a.iter().any(|row| row.len() != vars) {
        return Err(LpError::Malformed(format!(
            "{rows} constraint rows, {} right-hand sides, {vars} objective coefficients",
            b.len()
        )));
    }
    if b.iter().any(|&bi| !(bi >= 0.0 && bi.is_finite())) {
        return Err(LpError::Malformed(
            "every b_i must be finite and ≥ 0".into(),
        ));
    }
    let all_finite = c.iter().chain(a.iter().flatten()).all(|v| v.is_finite());
    if !all_finite {
        return Err(LpError::Malformed("coefficients must be finite".into()));
    }
    // Tableau: `rows` constraint rows [A | I | b], then the objective row [−c | 0 | 0], whose
    // entries are reduced costs (an entry < 0 means that column can still improve).
    let width = vars + rows + 1;
    let mut t = vec![0.0; (rows + 1) * width];
    for i in 0..rows {
        t[i * width..i * width + vars].copy_from_slice(&a[i]);
        t[i * width + vars + i] = 1.0;
        t[i * width + width - 1] = b[i];
    }
    for j in 0..vars {
        t[rows * width + j] = -c[j];
    }
    let mut basis: Vec<usize> = (vars..vars + rows).collect();
    let mut pivots = 0u64;
    loop {
        // Bland: the lowest-index column with a negative reduced cost enters.
        let objective_row = &t[rows * width..(rows + 1) * width - 1];
        let Some(enter) = objective_row.iter().position(|&r| r < -EPS) else {
            break;
        };
        // Ratio test; ties go to the lowest basic variable index.
        let mut leave: Option<(usize, f64)> = None;
        for i in 0..rows {
            let coefficient = t[i * width + enter];
            if coefficient > EPS {
                let ratio = t[i * width + width - 1] / coefficient;
                let better = match leave {
                    None => true,
                    Some((l, best)) => {
                        ratio < best - EPS || (ratio <= best + EPS && basis[i] < basis[l])
                    }
                };
                if better {
                    leave = Some((i, ratio));
                }
            }
        }
        let Some((leave, _)) = leave else {
            return Err(LpError::Unbounded);
        };
        pivot(&mut t, width, leave, enter);
        basis[leave] = enter;
        pivots += 1;
        if pivots.is_multiple_of(32) && progress.report("simplex pivots", pivots, 0) == Flow::Stop {
            return Err(LpError::Cancelled);
        }
    }
    let mut primal = vec![0.0; vars];
    for (i, &var) in basis.iter().enumerate() {
        if var < vars {
            primal[var] = t[i * width + width - 1];
        }
    }
    let dual = (0..rows).map(|i| t[rows * width + vars + i]).collect();
    Ok(Solution {
        objective: t[rows * width + width - 1],
        primal,
        dual,
    })
}

/// Gauss–Jordan pivot on entry (`row`, `col`) of a row-major tableau of the given width.
fn pivot(t: &mut [f64], width: usize, row: usize, col: usize) {
    let scale = t[row * width + col];
    for v in &mut t[row * width..(row + 1) * width] {
        *v /= scale;
    }
    let pivot_row = t[row * width..(row + 1) * width].to_vec();
    for (i, chunk) in t.chunks_exact_mut(width).enumerate() {
        if i == row {
            continue;
        }
        let factor = chunk[col];
        if factor != 0.0 {
            for (v, p) in chunk.iter_mut().zip(&pivot_row) {
                *v -= factor * p;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Silent;

    /// A textbook example (Hillier & Lieberman's Wyndor Glass): max 3x + 5y with x ≤ 4,
    /// 2y ≤ 12, 3x + 2y ≤ 18 has optimum (2, 6) with value 36 and shadow prices (0, 3/2, 1).
    #[test]
    fn solves_the_textbook_example() {
        let a = vec![vec![1.0, 0.0], vec![0.0, 2.0], vec![3.0, 2.0]];
        let s = maximize(&[3.0, 5.0], &a, &[4.0, 12.0, 18.0], &mut Silent).unwrap();
        assert!((s.objective - 36.0).abs() < 1e-9);
        assert!((s.primal[0] - 2.0).abs() < 1e-9 && (s.primal[1] - 6.0).abs() < 1e-9);
        for (y, expected) in s.dual.iter().zip([0.0, 1.5, 1.0]) {
            assert!((y - expected).abs() < 1e-9, "{:?}", s.dual);
        }
    }

    /// Rock–paper–scissors with payoffs shifted by +2 (so the value is 2): the row player's
    /// program max Σu s.t. Mᵀu ≤ 1 has value 1/2 and the uniform mixed strategy.
    #[test]
    fn solves_a_matrix_game() {
        let m = [[2.0, 1.0, 3.0], [3.0, 2.0, 1.0], [1.0, 3.0, 2.0]];
        let a: Vec<Vec<f64>> = (0..3).map(|j| (0..3).map(|i| m[i][j]).collect()).collect();
        let s = maximize(&[1.0; 3], &a, &[1.0; 3], &mut Silent).unwrap();
        assert!((1.0 / s.objective - 2.0).abs() < 1e-9);
        for u in &s.primal {
            assert!((u * 2.0 - 1.0 / 3.0).abs() < 1e-9);
        }
    }

    #[test]
    fn reports_unbounded_and_malformed_programs() {
        let a = vec![vec![1.0, -1.0]];
        assert_eq!(
            maximize(&[0.0, 1.0], &a, &[1.0], &mut Silent),
            Err(LpError::Unbounded)
        );
        assert!(matches!(
            maximize(&[1.0], &a, &[1.0], &mut Silent),
            Err(LpError::Malformed(_))
        ));
        let a = vec![vec![1.0]];
        assert!(matches!(
            maximize(&[1.0], &a, &[-1.0], &mut Silent),
            Err(LpError::Malformed(_))
        ));
        assert!(matches!(
            maximize(&[f64::NAN], &a, &[1.0], &mut Silent),
            Err(LpError::Malformed(_))
        ));
    }
}
