//! Near-equilibrium strategies with certified bounds, by counterfactual regret minimisation.
//!
//! The post solves one dense LP and stops at 40 raise sizes. Here each iteration costs a few
//! 169 x 169 by 169 x m matrix products (see [`Game::alice_action_values`] and
//! [`Game::bob_action_values`]), so the game scales linearly in the number of sizes. Whatever
//! the method, the answer is certified the same way: `alice_lower` is Alice's average strategy
//! against Bob's exact best response, `alice_upper` Bob's average strategy against Alice's exact
//! best response; the game's value lies between them, and `gap` = upper - lower bounds how much
//! either player could gain by deviating.

use super::game::{AliceStrategy, BobStrategy, CALL, Game, normalise};
use crate::progress::{Cancelled, Flow, Progress};

/// When to stop.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolveOptions {
    /// Stop once `alice_upper - alice_lower` is at most this.
    pub target_gap: f64,
    /// Stop after this many iterations at most.
    pub max_iterations: u64,
}

impl Default for SolveOptions {
    /// The post's precision, 1e-4, within 100,000 iterations.
    fn default() -> Self {
        SolveOptions {
            target_gap: 1e-4,
            max_iterations: 100_000,
        }
    }
}

/// The regret-minimisation variant (all with alternating updates).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// CFR+: regrets floored at zero, linear averaging.
    CfrPlus,
    /// Predictive CFR+: CFR+ that also counts the last regret again as a prediction of the next;
    /// quadratic averaging.
    PredictiveCfrPlus,
    /// Discounted CFR (alpha 1.5, beta 0, gamma 2).
    Discounted,
}

/// The bounds after some iteration.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BoundsPoint {
    /// Iterations done.
    pub iteration: u64,
    /// Alice's average strategy against Bob's best response.
    pub alice_lower: f64,
    /// Bob's average strategy against Alice's best response.
    pub alice_upper: f64,
}

/// Strategies and their certificate.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// Alice's average strategy.
    pub alice: AliceStrategy,
    /// Bob's average strategy.
    pub bob: BobStrategy,
    /// What `alice` guarantees her (against Bob's exact best response).
    pub alice_lower: f64,
    /// What `bob` concedes at most (against Alice's exact best response).
    pub alice_upper: f64,
    /// `alice_upper - alice_lower` (>= 0 up to rounding).
    pub gap: f64,
    /// Iterations done.
    pub iterations: u64,
    /// The bounds as they converged.
    pub history: Vec<BoundsPoint>,
}

/// Solves with the fastest method we measured, discounted CFR (BENCHMARKS.md, "holdem":
/// 4.5 s for 2..40 to 1e-4 against 15.8 s for predictive CFR+ and 8.2 s for CFR+), reporting
/// "solving" with the iterations done at every check.
pub fn solve(
    game: &Game,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Solution, Cancelled> {
    solve_observed(game, options, |point, total| {
        progress.report("solving", point.iteration, total)
    })
}

/// The solver of [`solve`] (discounted CFR), handing `check` the new bounds and the iteration
/// cap at every check (every 10 iterations, and after each of the first 10); `check` answers
/// whether to go on. The CLI (through [`solve`]) and the page's worker, which draws the bounds
/// converging, both solve with this one function.
pub fn solve_observed(
    game: &Game,
    options: &SolveOptions,
    check: impl FnMut(BoundsPoint, u64) -> Flow,
) -> Result<Solution, Cancelled> {
    iterate(game, options, Method::Discounted, check)
}

/// Solves with a chosen method, calling `observe` with the bounds at every check (every 10
/// iterations, and after the first few), so a caller can draw them converging. For comparing
/// the methods (the benchmarks, the tests); the CLI and the page use [`solve_observed`].
pub fn solve_with(
    game: &Game,
    options: &SolveOptions,
    method: Method,
    progress: &mut impl Progress,
    mut observe: impl FnMut(BoundsPoint),
) -> Result<Solution, Cancelled> {
    iterate(game, options, method, |point, total| {
        observe(point);
        progress.report("solving", point.iteration, total)
    })
}

/// The iterations of every method; `report` gets each new pair of bounds and the cap.
fn iterate(
    game: &Game,
    options: &SolveOptions,
    method: Method,
    mut report: impl FnMut(BoundsPoint, u64) -> Flow,
) -> Result<Solution, Cancelled> {
    let (n, m) = (game.classes(), game.raises().len());
    let a = m + 2;
    let mut alice = AliceStrategy::uniform(n, m);
    let mut bob = BobStrategy::constant(n, m, 0.5);
    let mut regret_a = vec![0.0; n * a];
    let mut regret_b = vec![0.0; n * m * 2];
    let mut sum_a = vec![0.0; n * a];
    let mut sum_b = vec![0.0; n * m];
    let mut history = Vec::new();
    let max_iterations = options.max_iterations.max(1);
    let mut t = 0u64;
    // Sum of the averaging weights so far: Bob's sums divided by it are probabilities.
    let mut weight_sum = 0.0;
    loop {
        t += 1;
        let tf = t as f64;
        let (pos_discount, neg_discount, avg_weight, avg_discount) = match method {
            Method::CfrPlus => (1.0, 0.0, tf, 1.0),
            Method::PredictiveCfrPlus => (1.0, 0.0, tf * tf, 1.0),
            Method::Discounted => {
                let p = tf.powf(1.5);
                (p / (p + 1.0), 0.5, 1.0, (tf / (tf + 1.0)).powi(2))
            }
        };
        let predictive = method == Method::PredictiveCfrPlus;
        weight_sum = weight_sum * avg_discount + avg_weight;

        // Bob's turn, against Alice's current strategy. His utilities are minus Alice's.
        let bv = game.bob_action_values(&alice);
        for (jk, &(call, fold)) in bv.iter().enumerate() {
            let y = bob.call(jk / m, jk % m);
            let (u_call, u_fold) = (-call, -fold);
            let u = y * u_call + (1.0 - y) * u_fold;
            let r = [u_call - u, u_fold - u];
            let mut s = [0.0; 2];
            for q in 0..2 {
                let old = regret_b[2 * jk + q];
                let disc = if old > 0.0 {
                    pos_discount
                } else {
                    neg_discount
                };
                let new = (old * disc + r[q]).max(0.0);
                regret_b[2 * jk + q] = new;
                s[q] = (new + if predictive { r[q] } else { 0.0 }).max(0.0);
            }
            sum_b[jk] = sum_b[jk] * avg_discount + avg_weight * y;
            let total = s[0] + s[1];
            bob.calls_mut()[jk] = if total > 0.0 { s[0] / total } else { 0.5 };
        }

        // Alice's turn, against Bob's new strategy.
        let av = game.alice_action_values(&bob);
        for (i, (row, values)) in alice.rows_mut().zip(av.iter()).enumerate() {
            let u: f64 = row.iter().zip(values).map(|(p, v)| p * v).sum();
            for (k, p) in row.iter().enumerate() {
                sum_a[i * a + k] = sum_a[i * a + k] * avg_discount + avg_weight * p;
            }
            for (k, p) in row.iter_mut().enumerate() {
                let r = values[k] - u;
                let old = regret_a[i * a + k];
                let disc = if old > 0.0 {
                    pos_discount
                } else {
                    neg_discount
                };
                let new = (old * disc + r).max(0.0);
                regret_a[i * a + k] = new;
                *p = (new + if predictive { r } else { 0.0 }).max(0.0);
            }
            normalise(row, CALL);
        }

        let check = t <= 10 || t.is_multiple_of(10) || t >= max_iterations;
        if !check {
            continue;
        }
        let avg_alice = AliceStrategy::from_rows(n, m, sum_a.clone()).expect("n x (m + 2) entries");
        let avg_bob = BobStrategy::from_calls(n, m, sum_b.iter().map(|s| s / weight_sum).collect())
            .expect("n x m entries");
        let (_, lower) = game.best_response_to_alice(&avg_alice);
        let (_, upper) = game.best_response_to_bob(&avg_bob);
        let point = BoundsPoint {
            iteration: t,
            alice_lower: lower,
            alice_upper: upper,
        };
        history.push(point);
        report(point, max_iterations).check()?;
        if upper - lower <= options.target_gap || t >= max_iterations {
            return Ok(Solution {
                alice: avg_alice,
                bob: avg_bob,
                alice_lower: lower,
                alice_upper: upper,
                gap: upper - lower,
                iterations: t,
                history,
            });
        }
    }
}
