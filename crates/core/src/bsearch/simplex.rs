//! The restricted game as a linear program, solved by a small revised primal simplex in f64.
//!
//! With Bob restricted to a set of trees (columns) and depths all at least 1, the game's value is
//! positive and the textbook normalisation x = q / v turns Bob's problem into
//!
//! ```text
//!     maximise sum_j x_j   subject to   sum_j depth_j(k) x_j <= 1 for every key k,   x >= 0,
//! ```
//!
//! whose optimum is 1/v; the simplex multipliers y (one per key) solve the dual, Alice's problem,
//! with p = y / sum(y). The solver feeds it the game folded by its mirror symmetry (rows are
//! pairs of keys {k, n+1-k} with right-hand side 2, columns are trees plus their mirror images),
//! so this module takes a general non-negative right-hand side b. The all-slack basis is
//! feasible, and adding a column keeps the current basis feasible, so column generation
//! warm-starts every solve where the last one stopped. Floating point only steers the search:
//! the final basis is re-solved exactly (see `exact`).

/// Primal feasibility tolerance.
const FEASIBILITY: f64 = 1e-10;
/// A column enters only if its reduced cost exceeds this.
const OPTIMALITY: f64 = 1e-11;
/// Pivot elements smaller than this are not used.
const PIVOT: f64 = 1e-9;
/// Rebuild the basis inverse from scratch this often, to stop rounding errors accumulating.
/// A rebuild costs about 1.5 m³ (Gauss-Jordan on [B | I]), a pivot about 2 m², so near
/// n = 1000 (m = 500 rows) a rebuild every 400 pivots was 39 % of the table's time (`perf`,
/// BENCHMARKS.md). At 1600 the solves of n = 450 and 500 still end on bases that `exact`
/// certifies, with the same values; every value is certified exactly whatever this is, and a
/// warm start that ends uncertified is solved again cold (the CLI's `--table-upto` runs).
const REFACTOR_EVERY: usize = 1600;
/// Size of the right-hand-side perturbation against degeneracy.
const PERTURBATION: f64 = 1e-7;
/// Consecutive degenerate pivots after which Bland's rule takes over (it cannot cycle).
const DEGENERATE_STREAK: usize = 30;

/// A basic variable: the slack of a key's row, or a tree column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Var {
    /// The slack of row k (key k + 1).
    Slack(usize),
    /// Column j (a tree).
    Column(usize),
}

/// Bob's restricted linear program and its current basis.
pub(crate) struct RestrictedLp {
    /// Rows: the number of keys.
    m: usize,
    /// Column-major depth matrix, m entries per column.
    columns: Vec<f64>,
    /// Whether each column is basic.
    column_basic: Vec<bool>,
    /// Whether each slack is basic.
    slack_basic: Vec<bool>,
    /// basis[i] is the variable basic in position i.
    basis: Vec<Var>,
    /// Row-major inverse of the basis matrix.
    binv: Vec<f64>,
    /// Values of the basic variables.
    xb: Vec<f64>,
    /// Simplex multipliers (Alice's unnormalised strategy).
    y: Vec<f64>,
    /// The true right-hand side b.
    base: Vec<f64>,
    /// The right-hand side in use: b, slightly perturbed while the search runs (see
    /// [`RestrictedLp::perturb`]).
    rhs: Vec<f64>,
    /// Pivots since the inverse was last rebuilt.
    since_refactor: usize,
    /// Total pivots, for the report.
    pub(crate) pivots: usize,
}

impl RestrictedLp {
    /// The program with right-hand side `base` (positive entries) and no column yet (all
    /// slacks basic).
    pub(crate) fn new(base: Vec<f64>) -> Self {
        let m = base.len();
        let mut lp = RestrictedLp {
            m,
            columns: Vec::new(),
            column_basic: Vec::new(),
            slack_basic: vec![true; m],
            basis: (0..m).map(Var::Slack).collect(),
            binv: Vec::new(),
            xb: vec![1.0; m],
            y: vec![0.0; m],
            rhs: base.clone(),
            base,
            since_refactor: 0,
            pivots: 0,
        };
        lp.reset_to_slacks();
        lp
    }

    /// Number of columns.
    pub(crate) fn column_count(&self) -> usize {
        self.column_basic.len()
    }

    /// Column j's depths.
    pub(crate) fn column(&self, j: usize) -> &[f64] {
        &self.columns[j * self.m..(j + 1) * self.m]
    }

    /// Adds a column (one entry per row); the basis stays feasible.
    pub(crate) fn add_column(&mut self, depths: &[u16]) -> usize {
        self.columns.extend(depths.iter().map(|&d| f64::from(d)));
        self.column_basic.push(false);
        self.column_basic.len() - 1
    }

    /// Keeps only the columns j with keep[j], and every basic column whatever keep says; the
    /// basis and its inverse are unchanged. Returns each old column's new index (None if
    /// dropped).
    pub(crate) fn retain_columns(&mut self, keep: &[bool]) -> Vec<Option<usize>> {
        let m = self.m;
        let mut map = vec![None; self.column_count()];
        let mut next = 0;
        for (j, slot) in map.iter_mut().enumerate() {
            if keep.get(j) == Some(&true) || self.column_basic[j] {
                self.columns.copy_within(j * m..(j + 1) * m, next * m);
                self.column_basic[next] = self.column_basic[j];
                *slot = Some(next);
                next += 1;
            }
        }
        self.columns.truncate(next * m);
        self.column_basic.truncate(next);
        for var in &mut self.basis {
            if let Var::Column(j) = var
                && let Some(k) = map[*j]
            {
                *j = k;
            }
        }
        map
    }

    /// The simplex multipliers y (one per key).
    pub(crate) fn duals(&self) -> &[f64] {
        &self.y
    }

    /// The current basis.
    pub(crate) fn basis(&self) -> &[Var] {
        &self.basis
    }

    /// The value of every column in the current basic solution.
    pub(crate) fn column_values(&self) -> Vec<f64> {
        let mut x = vec![0.0; self.column_count()];
        for (i, var) in self.basis.iter().enumerate() {
            if let Var::Column(j) = *var {
                x[j] = self.xb[i].max(0.0);
            }
        }
        x
    }

    /// The objective sum_j x_j = 1 / (value of the restricted game).
    pub(crate) fn objective(&self) -> f64 {
        self.basis
            .iter()
            .zip(&self.xb)
            .filter(|(v, _)| matches!(v, Var::Column(_)))
            .map(|(_, x)| x.max(0.0))
            .sum()
    }

    /// Runs primal simplex pivots to optimality (or until `max_pivots`). Returns false if it gave up.
    pub(crate) fn optimize(&mut self, max_pivots: usize) -> bool {
        let mut degenerate = 0;
        for _ in 0..max_pivots {
            let bland = degenerate >= DEGENERATE_STREAK;
            let Some(entering) = self.choose_entering(bland) else {
                return true;
            };
            let alpha = self.direction(entering);
            let Some(leave) = self.ratio_test(&alpha, bland) else {
                // Unbounded cannot happen (every column is at least 1 on every row): numerical
                // trouble, so start again from the all-slack basis.
                self.reset_to_slacks();
                degenerate = 0;
                continue;
            };
            let theta = (self.xb[leave] / alpha[leave]).max(0.0);
            degenerate = if theta < 1e-13 { degenerate + 1 } else { 0 };
            self.pivot(entering, leave, &alpha, theta);
            if self.since_refactor == 0 && self.xb.iter().any(|&x| x < -1e-7) {
                // Rounding errors made the basis infeasible: start again from the slacks.
                self.reset_to_slacks();
            }
        }
        false
    }

    /// Pivots column j into the basis whatever its reduced cost says (for the exact check's
    /// verdict that floating point judged too close to call). Returns false if j is basic or no
    /// row limits it.
    pub(crate) fn force_enter(&mut self, j: usize) -> bool {
        if self.column_basic.get(j) != Some(&false) {
            return false;
        }
        let entering = Var::Column(j);
        let alpha = self.direction(entering);
        let Some(leave) = self.ratio_test(&alpha, false) else {
            return false;
        };
        let theta = (self.xb[leave] / alpha[leave]).max(0.0);
        self.pivot(entering, leave, &alpha, theta);
        true
    }

    /// The reduced cost of a variable: 1 - y·a for a column, -y_k for the slack of row k.
    fn reduced_cost(&self, var: Var) -> f64 {
        match var {
            Var::Column(j) => 1.0 - dot(&self.y, self.column(j)),
            Var::Slack(k) => -self.y[k],
        }
    }

    /// Dantzig's rule (largest reduced cost), or Bland's (first improving variable).
    fn choose_entering(&self, bland: bool) -> Option<Var> {
        let columns = (0..self.column_count())
            .filter(|&j| !self.column_basic[j])
            .map(Var::Column);
        let slacks = (0..self.m)
            .filter(|&k| !self.slack_basic[k])
            .map(Var::Slack);
        let mut best: Option<(Var, f64)> = None;
        for var in columns.chain(slacks) {
            let d = self.reduced_cost(var);
            if d > OPTIMALITY {
                if bland {
                    return Some(var);
                }
                if best.is_none_or(|(_, b)| d > b) {
                    best = Some((var, d));
                }
            }
        }
        best.map(|(v, _)| v)
    }

    /// B^{-1} a for the entering variable's column a.
    fn direction(&self, entering: Var) -> Vec<f64> {
        let m = self.m;
        match entering {
            Var::Slack(k) => (0..m).map(|i| self.binv[i * m + k]).collect(),
            Var::Column(j) => {
                let a = self.column(j);
                (0..m)
                    .map(|i| dot(&self.binv[i * m..(i + 1) * m], a))
                    .collect()
            }
        }
    }

    /// Harris's two-pass ratio test: among rows within the relaxed minimum ratio, the largest
    /// pivot element (Bland: the smallest leaving variable).
    fn ratio_test(&self, alpha: &[f64], bland: bool) -> Option<usize> {
        let mut relaxed = f64::INFINITY;
        for (i, &a) in alpha.iter().enumerate() {
            if a > PIVOT {
                relaxed = relaxed.min((self.xb[i].max(0.0) + FEASIBILITY) / a);
            }
        }
        if !relaxed.is_finite() {
            return None;
        }
        let mut leave: Option<usize> = None;
        for (i, &a) in alpha.iter().enumerate() {
            if a > PIVOT && self.xb[i].max(0.0) / a <= relaxed {
                let better = match leave {
                    None => true,
                    Some(l) if bland => var_order(self.basis[i]) < var_order(self.basis[l]),
                    Some(l) => a > alpha[l],
                };
                if better {
                    leave = Some(i);
                }
            }
        }
        leave
    }

    /// Exchanges the variable at basis position `leave` for `entering`.
    fn pivot(&mut self, entering: Var, leave: usize, alpha: &[f64], theta: f64) {
        let m = self.m;
        let reduced = self.reduced_cost(entering);
        for (i, a) in alpha.iter().enumerate() {
            self.xb[i] -= theta * a;
        }
        self.xb[leave] = theta;
        self.set_basic(self.basis[leave], false);
        self.set_basic(entering, true);
        self.basis[leave] = entering;
        let pivot = alpha[leave];
        let (before, rest) = self.binv.split_at_mut(leave * m);
        let (row, after) = rest.split_at_mut(m);
        for v in row.iter_mut() {
            *v /= pivot;
        }
        for (chunk, &a) in before.chunks_mut(m).zip(alpha) {
            if a != 0.0 {
                for (v, r) in chunk.iter_mut().zip(row.iter()) {
                    *v -= a * r;
                }
            }
        }
        for (chunk, &a) in after.chunks_mut(m).zip(&alpha[leave + 1..]) {
            if a != 0.0 {
                for (v, r) in chunk.iter_mut().zip(row.iter()) {
                    *v -= a * r;
                }
            }
        }
        self.pivots += 1;
        self.since_refactor += 1;
        if self.since_refactor >= REFACTOR_EVERY {
            self.refactor();
        } else {
            // y' = y + d_q e_r^T B'^{-1}: the new row r of the inverse is the old one divided
            // by the pivot, so one row suffices instead of recomputing c_B^T B^{-1} (O(m^2)).
            for (y, b) in self
                .y
                .iter_mut()
                .zip(&self.binv[leave * m..(leave + 1) * m])
            {
                *y += reduced * b;
            }
        }
    }

    fn set_basic(&mut self, var: Var, basic: bool) {
        match var {
            Var::Slack(k) => self.slack_basic[k] = basic,
            Var::Column(j) => self.column_basic[j] = basic,
        }
    }

    /// y = c_B^T B^{-1}, with c = 1 on columns and 0 on slacks.
    fn update_duals(&mut self) {
        let m = self.m;
        self.y.iter_mut().for_each(|v| *v = 0.0);
        for (i, var) in self.basis.iter().enumerate() {
            if let Var::Column(_) = var {
                for (y, b) in self.y.iter_mut().zip(&self.binv[i * m..(i + 1) * m]) {
                    *y += b;
                }
            }
        }
    }

    /// Rebuilds B^{-1} by Gauss-Jordan elimination with partial pivoting, and x_B = B^{-1} b.
    /// Falls back to the all-slack basis if the basis has become (numerically) singular.
    fn refactor(&mut self) {
        let m = self.m;
        self.since_refactor = 0;
        // [B | I] reduced to [I | B^{-1}], rows of width 2m.
        let w = 2 * m;
        let mut aug = vec![0.0; m * w];
        for (i, var) in self.basis.iter().enumerate() {
            match *var {
                Var::Slack(k) => aug[k * w + i] = 1.0,
                Var::Column(j) => {
                    for (k, &a) in self.column(j).iter().enumerate() {
                        aug[k * w + i] = a;
                    }
                }
            }
        }
        for i in 0..m {
            aug[i * w + m + i] = 1.0;
        }
        let mut pivot_row = vec![0.0; w];
        for c in 0..m {
            let p = (c..m)
                .max_by(|&r, &s| aug[r * w + c].abs().total_cmp(&aug[s * w + c].abs()))
                .unwrap_or(c);
            let pivot = aug[p * w + c];
            if pivot.abs() < 1e-12 {
                self.reset_to_slacks();
                return;
            }
            if p != c {
                for k in 0..w {
                    aug.swap(p * w + k, c * w + k);
                }
            }
            // Columns left of c are already zero in the pivot row.
            for (t, v) in pivot_row[c..].iter_mut().zip(&aug[c * w + c..(c + 1) * w]) {
                *t = v / pivot;
            }
            aug[c * w + c..(c + 1) * w].copy_from_slice(&pivot_row[c..]);
            for (r, row) in aug.chunks_mut(w).enumerate() {
                let f = row[c];
                if r != c && f != 0.0 {
                    for (v, t) in row[c..].iter_mut().zip(&pivot_row[c..]) {
                        *v -= f * t;
                    }
                }
            }
        }
        let inv: Vec<f64> = aug
            .chunks(w)
            .flat_map(|row| row[m..].iter().copied())
            .collect();
        // Rows of inv now index basis positions (row i of B^{-1} belongs to basis[i]).
        self.binv = inv;
        for i in 0..m {
            self.xb[i] = dot(&self.binv[i * m..(i + 1) * m], &self.rhs);
        }
        self.update_duals();
    }

    /// The all-slack basis: x = 0, B = I.
    fn reset_to_slacks(&mut self) {
        let m = self.m;
        self.basis = (0..m).map(Var::Slack).collect();
        self.slack_basic = vec![true; m];
        self.column_basic.iter_mut().for_each(|b| *b = false);
        self.binv = vec![0.0; m * m];
        for i in 0..m {
            self.binv[i * m + i] = 1.0;
        }
        self.xb = self.rhs.clone();
        self.y = vec![0.0; m];
        self.since_refactor = 0;
    }

    /// Perturbs the right-hand side to b (1 + tiny distinct amounts). The restricted games are
    /// massively degenerate (many trees share depth patterns, many keys are tight at once), and
    /// with the exact right-hand side the simplex stalls for thousands of pivots; perturbed, every
    /// pivot makes progress. [`RestrictedLp::unperturb`] restores the true program at the end.
    pub(crate) fn perturb(&mut self) {
        // A fixed pseudo-random sequence (Weyl sequence of the golden ratio), for reproducibility.
        for (k, b) in self.rhs.iter_mut().enumerate() {
            let u = ((k as f64 + 1.0) * 0.618_033_988_749_895).fract();
            *b = self.base[k] * (1.0 + PERTURBATION * (1.0 + u));
        }
        self.refactor();
    }

    /// Restores the right-hand side b and repairs primal feasibility with dual simplex pivots
    /// (the basis stays dual feasible, since the reduced costs do not depend on the right-hand
    /// side). Returns false if it gave up.
    pub(crate) fn unperturb(&mut self, max_pivots: usize) -> bool {
        self.rhs.clone_from(&self.base);
        self.refactor();
        let m = self.m;
        for _ in 0..max_pivots {
            let Some(r) = (0..m)
                .filter(|&i| self.xb[i] < -FEASIBILITY)
                .min_by(|&a, &b| self.xb[a].total_cmp(&self.xb[b]))
            else {
                return true;
            };
            // Entering: among nonbasic variables with a negative entry in row r of B^{-1}A, the
            // one whose reduced cost reaches zero first.
            let row = &self.binv[r * m..(r + 1) * m];
            let mut best: Option<(Var, f64)> = None;
            let mut consider = |var: Var, alpha: f64, reduced: f64| {
                if alpha < -PIVOT {
                    let ratio = reduced.min(0.0) / alpha;
                    if best.is_none_or(|(_, b)| ratio < b) {
                        best = Some((var, ratio));
                    }
                }
            };
            for j in 0..self.column_count() {
                if !self.column_basic[j] {
                    let a = self.column(j);
                    consider(Var::Column(j), dot(row, a), 1.0 - dot(&self.y, a));
                }
            }
            for (k, &alpha) in row.iter().enumerate() {
                if !self.slack_basic[k] {
                    consider(Var::Slack(k), alpha, -self.y[k]);
                }
            }
            let Some((entering, _)) = best else {
                return false;
            };
            let alpha = self.direction(entering);
            let theta = self.xb[r] / alpha[r];
            self.pivot(entering, r, &alpha, theta);
        }
        false
    }
}

/// Bland's order on variables: slacks first, then columns.
fn var_order(var: Var) -> (usize, usize) {
    match var {
        Var::Slack(k) => (0, k),
        Var::Column(j) => (1, j),
    }
}

/// Dot product, over the common length. Four independent partial sums let the compiler use
/// vector instructions (a single running sum fixes the order of the additions, which forbids
/// it); the pivots' directions and the pricing are almost all dot products.
pub(crate) fn dot(a: &[f64], b: &[f64]) -> f64 {
    let len = a.len().min(b.len());
    let (a, b) = (&a[..len], &b[..len]);
    let mut sums = [0.0f64; 4];
    let (a4, b4) = (a.chunks_exact(4), b.chunks_exact(4));
    let tail: f64 = a4
        .remainder()
        .iter()
        .zip(b4.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in a4.zip(b4) {
        for lane in 0..4 {
            sums[lane] += x[lane] * y[lane];
        }
    }
    (sums[0] + sums[1]) + (sums[2] + sums[3]) + tail
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matching_pennies_style_game_is_solved() {
        // Two keys, trees "1 2" (depths 1,2) and "2 1" (depths 2,1): value 3/2, x = (1/3, 1/3).
        let mut lp = RestrictedLp::new(vec![1.0; 2]);
        lp.add_column(&[1, 2]);
        lp.add_column(&[2, 1]);
        assert!(lp.optimize(100));
        assert!((lp.objective() - 2.0 / 3.0).abs() < 1e-12);
        let y = lp.duals();
        assert!((y[0] - 1.0 / 3.0).abs() < 1e-12 && (y[1] - 1.0 / 3.0).abs() < 1e-12);
        let x = lp.column_values();
        assert!((x[0] - 1.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn dot_agrees_with_a_plain_sum() {
        // Lengths around the four-lane blocks, with exactly representable products and sums.
        for len in 0..=11 {
            let a: Vec<f64> = (0..len).map(|i| f64::from(i as u32 + 1)).collect();
            let b: Vec<f64> = (0..len).map(|i| f64::from(2 * i as u32 + 3)).collect();
            let plain: f64 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
            assert_eq!(dot(&a, &b), plain, "length {len}");
            assert_eq!(dot(&a, &b[..len / 2]), dot(&a[..len / 2], &b));
        }
    }

    #[test]
    fn dropping_idle_columns_keeps_the_basis_and_the_optimum() {
        // Columns 0 and 2 are dominated; the basis {1, 3} (value 3/2) survives their removal.
        let mut lp = RestrictedLp::new(vec![1.0; 2]);
        lp.add_column(&[2, 2]);
        lp.add_column(&[1, 2]);
        lp.add_column(&[3, 3]);
        lp.add_column(&[2, 1]);
        assert!(lp.optimize(100));
        // keep says drop everything: the basic columns 1 and 3 stay anyway, renumbered 0 and 1.
        let map = lp.retain_columns(&[false; 4]);
        assert_eq!(map, vec![None, Some(0), None, Some(1)]);
        assert_eq!(lp.column_count(), 2);
        assert_eq!(lp.column(0), &[1.0, 2.0]);
        let mut basic: Vec<Var> = lp.basis().to_vec();
        basic.sort_by_key(|v| var_order(*v));
        assert_eq!(basic, vec![Var::Column(0), Var::Column(1)]);
        assert!(lp.optimize(100));
        assert!((lp.objective() - 2.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn a_column_can_be_forced_into_the_basis() {
        // A dominated column, (2, 2), never enters on its own.
        let mut lp = RestrictedLp::new(vec![1.0; 2]);
        lp.add_column(&[1, 2]);
        lp.add_column(&[2, 1]);
        lp.add_column(&[2, 2]);
        assert!(lp.optimize(100));
        assert!(!lp.basis().contains(&Var::Column(2)));
        assert!(!lp.force_enter(0)); // already basic
        assert!(!lp.force_enter(7)); // no such column
        assert!(lp.force_enter(2));
        assert!(lp.basis().contains(&Var::Column(2)));
        // Re-optimising throws it out again and restores the value 3/2.
        assert!(lp.optimize(100));
        assert!((lp.objective() - 2.0 / 3.0).abs() < 1e-12);
    }
}
