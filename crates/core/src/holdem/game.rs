//! The betting game of the seed's post, for any set of Alice's raise sizes.
//!
//! Alice posts 1, Bob 2; each holds a hand of some class. Alice folds (she loses 1), calls
//! (b = 0: no more betting, showdown for a pot of 2 each, so she wins 2, ties 0 or loses 2), or
//! raises by b from the raise set: Bob folds (Alice wins his 2) or calls (showdown for 2 + b
//! each). Payoffs are Alice's; the game is zero-sum.
//!
//! With chance weights `P[i][j]` (probability that Alice holds class i and Bob class j, from
//! the disjoint combo pairs) and `D[i][j]` (that times Alice's expected showdown result, +1 win,
//! -1 loss), every payoff is bilinear in the two strategies, and each player's best response
//! is a per-hand (Bob: per hand and raise) maximum of a few matrix-vector products.

use serde::{Deserialize, Serialize};

use super::equity::EquityTable;

/// Largest raise accepted.
pub const MAX_RAISE: f64 = 1000.0;
/// Most raise sizes accepted.
pub const MAX_SIZES: usize = 200;

/// Alice's raise sizes: sorted, distinct, each finite in [2, 1000], 1 to 200 of them. In JSON
/// (the worker's messages) a list of numbers, checked again as it is read; as text
/// ([`std::fmt::Display`], the URL) "2,4,8,16", which [`RaiseSizes::parse`] reads back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Vec<f64>", into = "Vec<f64>")]
pub struct RaiseSizes(Vec<f64>);

impl TryFrom<Vec<f64>> for RaiseSizes {
    type Error = RaiseError;

    fn try_from(sizes: Vec<f64>) -> Result<Self, RaiseError> {
        RaiseSizes::new(sizes)
    }
}

impl From<RaiseSizes> for Vec<f64> {
    fn from(sizes: RaiseSizes) -> Vec<f64> {
        sizes.0
    }
}

impl std::fmt::Display for RaiseSizes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let labels: Vec<String> = self.0.iter().map(|&b| super::raise_label(b)).collect();
        f.write_str(&labels.join(","))
    }
}

/// Why a set of raise sizes is rejected.
#[derive(Clone, Debug, PartialEq)]
pub enum RaiseError {
    /// No size at all.
    Empty,
    /// More than [`MAX_SIZES`]: how many were asked for. A float, because a grid such as
    /// `2:1000:1e-300` asks for about 1e303 sizes, beyond any integer type (as a `usize` the
    /// count used to wrap to 0 and the message said "0 raise sizes").
    TooMany(f64),
    /// The `index`-th item (0-based, as written) is not a number.
    NotANumber {
        /// Position in the list.
        index: usize,
        /// The text.
        text: String,
    },
    /// A size below 2, above 1000 or not finite.
    OutOfRange(f64),
    /// A size given twice.
    Duplicate(f64),
    /// A grid with a step that is not positive and finite.
    BadStep(f64),
}

impl std::fmt::Display for RaiseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RaiseError::Empty => write!(f, "no raise size given"),
            // Exact below 2^53 (every count a list or an integer range can reach).
            RaiseError::TooMany(n) if *n < 9e15 => {
                write!(f, "{n:.0} raise sizes, at most {MAX_SIZES}")
            }
            RaiseError::TooMany(n) => write!(f, "about {n:.2e} raise sizes, at most {MAX_SIZES}"),
            RaiseError::NotANumber { index, text } => {
                write!(f, "raise size {} ({text:?}) is not a number", index + 1)
            }
            RaiseError::OutOfRange(v) => {
                write!(f, "raise size {v} is outside [2, {MAX_RAISE}]")
            }
            RaiseError::Duplicate(v) => write!(f, "raise size {v} given twice"),
            RaiseError::BadStep(s) => write!(f, "grid step {s} is not positive"),
        }
    }
}

impl std::error::Error for RaiseError {}

impl RaiseSizes {
    /// Validates and sorts `sizes`.
    pub fn new(mut sizes: Vec<f64>) -> Result<RaiseSizes, RaiseError> {
        if sizes.is_empty() {
            return Err(RaiseError::Empty);
        }
        if sizes.len() > MAX_SIZES {
            return Err(RaiseError::TooMany(sizes.len() as f64));
        }
        if let Some(&v) = sizes
            .iter()
            .find(|v| !(v.is_finite() && (2.0..=MAX_RAISE).contains(*v)))
        {
            return Err(RaiseError::OutOfRange(v));
        }
        sizes.sort_by(f64::total_cmp);
        if let Some(w) = sizes.windows(2).find(|w| w[0] == w[1]) {
            return Err(RaiseError::Duplicate(w[0]));
        }
        Ok(RaiseSizes(sizes))
    }

    /// Every integer from `lo` to `hi` inclusive (the post's game is `integers(2, 40)`).
    pub fn integers(lo: u32, hi: u32) -> Result<RaiseSizes, RaiseError> {
        if hi.saturating_sub(lo) as usize >= MAX_SIZES {
            return Err(RaiseError::TooMany(f64::from(hi) - f64::from(lo) + 1.0));
        }
        RaiseSizes::new((lo..=hi).map(f64::from).collect())
    }

    /// `lo, lo + step, ..` up to `hi` (with a 1e-9 allowance for rounding), each rounded to
    /// 1e-6 so that a grid step of 0.1 gives 2.1, not 2.1000000000000001.
    pub fn grid(lo: f64, hi: f64, step: f64) -> Result<RaiseSizes, RaiseError> {
        if !(step.is_finite() && step > 0.0) {
            return Err(RaiseError::BadStep(step));
        }
        if !(lo.is_finite() && hi.is_finite()) {
            return Err(RaiseError::OutOfRange(if lo.is_finite() { hi } else { lo }));
        }
        let count = ((hi - lo) / step + 1e-9).floor();
        if count < 0.0 {
            return Err(RaiseError::Empty);
        }
        if count >= MAX_SIZES as f64 {
            return Err(RaiseError::TooMany(count + 1.0));
        }
        let sizes = (0..=count as usize)
            .map(|k| ((lo + k as f64 * step) * 1e6).round() / 1e6)
            .collect();
        RaiseSizes::new(sizes)
    }

    /// Parses a comma-separated list such as "2,3,5.5,8" (spaces allowed).
    pub fn parse(text: &str) -> Result<RaiseSizes, RaiseError> {
        let items: Vec<&str> = text.split(',').map(str::trim).collect();
        if items.len() > MAX_SIZES {
            return Err(RaiseError::TooMany(items.len() as f64));
        }
        let mut sizes = Vec::with_capacity(items.len());
        for (index, item) in items.iter().enumerate() {
            if item.is_empty() && items.len() == 1 {
                return Err(RaiseError::Empty);
            }
            let v: f64 = item.parse().map_err(|_| RaiseError::NotANumber {
                index,
                text: item.to_string(),
            })?;
            sizes.push(v);
        }
        RaiseSizes::new(sizes)
    }

    /// The sizes, increasing.
    pub fn sizes(&self) -> &[f64] {
        &self.0
    }

    /// How many.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Never true (at least one size); for clippy's `len_without_is_empty`.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Alice's mixed strategy: for each class, probabilities of fold, call and each raise size.
#[derive(Clone, Debug, PartialEq)]
pub struct AliceStrategy {
    classes: usize,
    sizes: usize,
    /// Row-major: class i's row is `[fold, call, raise_0, .., raise_{m-1}]`.
    probs: Vec<f64>,
}

/// Index of fold in an [`AliceStrategy::actions`] row.
pub const FOLD: usize = 0;
/// Index of call in an [`AliceStrategy::actions`] row; raise k is at `RAISE + k`.
pub const CALL: usize = 1;
/// Index of the first raise in an [`AliceStrategy::actions`] row.
pub const RAISE: usize = 2;

impl AliceStrategy {
    /// Every action of every class equally likely.
    pub fn uniform(classes: usize, sizes: usize) -> AliceStrategy {
        let a = sizes + 2;
        AliceStrategy {
            classes,
            sizes,
            probs: vec![1.0 / a as f64; classes * a],
        }
    }

    /// From rows `[fold, call, raise_0, ..]` per class; each row is scaled to sum 1 (an all-zero
    /// or invalid row becomes "call"). `None` if the length is not classes x (sizes + 2).
    pub fn from_rows(classes: usize, sizes: usize, mut probs: Vec<f64>) -> Option<AliceStrategy> {
        let a = sizes + 2;
        if probs.len() != classes * a {
            return None;
        }
        for row in probs.chunks_mut(a) {
            normalise(row, CALL);
        }
        Some(AliceStrategy {
            classes,
            sizes,
            probs,
        })
    }

    /// Number of classes.
    pub fn classes(&self) -> usize {
        self.classes
    }

    /// Number of raise sizes.
    pub fn sizes(&self) -> usize {
        self.sizes
    }

    /// Class i's row `[fold, call, raise_0, ..]`.
    pub fn actions(&self, i: usize) -> &[f64] {
        let a = self.sizes + 2;
        &self.probs[i * a..(i + 1) * a]
    }

    /// Probability that class i folds.
    pub fn fold(&self, i: usize) -> f64 {
        self.actions(i)[FOLD]
    }

    /// Probability that class i calls.
    pub fn call(&self, i: usize) -> f64 {
        self.actions(i)[CALL]
    }

    /// Probability that class i raises by the k-th size.
    pub fn raise(&self, i: usize, k: usize) -> f64 {
        self.actions(i)[RAISE + k]
    }

    pub(crate) fn rows_mut(&mut self) -> std::slice::ChunksMut<'_, f64> {
        self.probs.chunks_mut(self.sizes + 2)
    }
}

/// Bob's strategy: for each class and raise size, the probability that he calls.
#[derive(Clone, Debug, PartialEq)]
pub struct BobStrategy {
    classes: usize,
    sizes: usize,
    /// Row-major: class j's row holds the call probability for each raise size.
    calls: Vec<f64>,
}

impl BobStrategy {
    /// Calls every raise with probability `p` (clamped to [0, 1]).
    pub fn constant(classes: usize, sizes: usize, p: f64) -> BobStrategy {
        BobStrategy {
            classes,
            sizes,
            calls: vec![clamp01(p); classes * sizes],
        }
    }

    /// From call probabilities, class-major; each clamped to [0, 1] (NaN becomes 0). `None` if
    /// the length is not classes x sizes.
    pub fn from_calls(classes: usize, sizes: usize, calls: Vec<f64>) -> Option<BobStrategy> {
        (calls.len() == classes * sizes).then(|| BobStrategy {
            classes,
            sizes,
            calls: calls.into_iter().map(clamp01).collect(),
        })
    }

    /// Number of classes.
    pub fn classes(&self) -> usize {
        self.classes
    }

    /// Number of raise sizes.
    pub fn sizes(&self) -> usize {
        self.sizes
    }

    /// Probability that class j calls the k-th raise size.
    pub fn call(&self, j: usize, k: usize) -> f64 {
        self.calls[j * self.sizes + k]
    }

    /// Class j's call probabilities, one per raise size.
    pub fn calls(&self, j: usize) -> &[f64] {
        &self.calls[j * self.sizes..(j + 1) * self.sizes]
    }

    pub(crate) fn calls_mut(&mut self) -> &mut [f64] {
        &mut self.calls
    }
}

fn clamp01(p: f64) -> f64 {
    if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) }
}

/// Scales a probability row to sum 1, treating negatives and NaN as 0; an empty row gets all
/// its weight on `fallback`.
pub(crate) fn normalise(row: &mut [f64], fallback: usize) {
    for p in row.iter_mut() {
        if p.is_nan() || *p <= 0.0 || p.is_infinite() {
            *p = 0.0;
        }
    }
    let sum: f64 = row.iter().sum();
    if sum > 0.0 {
        row.iter_mut().for_each(|p| *p /= sum);
    } else {
        row.iter_mut().for_each(|p| *p = 0.0);
        row[fallback] = 1.0;
    }
}

/// The game: chance weights, showdown results and the raise sizes.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) n: usize,
    pub(crate) raises: RaiseSizes,
    /// `p[i*n+j]`: probability that Alice holds class i and Bob class j.
    pub(crate) p: Vec<f64>,
    /// `d[i*n+j]`: that probability times Alice's mean showdown result (+1 win, 0 tie, -1 loss).
    pub(crate) d: Vec<f64>,
    /// Probability that Alice holds class i (row sums of `p`).
    pub(crate) p_alice: Vec<f64>,
    /// Alice's expected payoff per class from calling: 2 x row sums of `d`.
    pub(crate) call_value: Vec<f64>,
}

impl Game {
    /// The game on `table`'s classes with Alice's raise `sizes`.
    pub fn new(table: &EquityTable, raises: RaiseSizes) -> Game {
        let n = table.classes();
        let total: u64 = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .map(|(i, j)| table.pairs(i, j))
            .sum();
        let total = total.max(1) as f64;
        let boards = table.boards() as f64;
        let mut p = vec![0.0; n * n];
        let mut d = vec![0.0; n * n];
        for i in 0..n {
            for j in 0..n {
                p[i * n + j] = table.pairs(i, j) as f64 / total;
                let net = table.wins(i, j) as f64 - table.losses(i, j) as f64;
                d[i * n + j] = net / (boards * total);
            }
        }
        let p_alice = p.chunks(n).map(|r| r.iter().sum()).collect();
        let call_value = d.chunks(n).map(|r| 2.0 * r.iter().sum::<f64>()).collect();
        Game {
            n,
            raises,
            p,
            d,
            p_alice,
            call_value,
        }
    }

    /// Number of hand classes.
    pub fn classes(&self) -> usize {
        self.n
    }

    /// Alice's raise sizes.
    pub fn raises(&self) -> &RaiseSizes {
        &self.raises
    }

    /// Alice's expected payoff per hand, summed over classes, for each of her actions given
    /// Bob's strategy: `out[i]` is class i's row `[fold, call, raise_0, ..]`, each already
    /// weighted by the probability of class i (so a pure best response sums the row maxima).
    pub fn alice_action_values(&self, bob: &BobStrategy) -> Vec<Vec<f64>> {
        let (n, m) = (self.n, self.raises.len());
        // dy[i][k] = sum_j d[i][j] y[j][k], py likewise.
        let mut dy = vec![0.0; n * m];
        let mut py = vec![0.0; n * m];
        for i in 0..n {
            let (dr, pr) = (&self.d[i * n..(i + 1) * n], &self.p[i * n..(i + 1) * n]);
            let (dyi, pyi) = (&mut dy[i * m..(i + 1) * m], &mut py[i * m..(i + 1) * m]);
            for j in 0..n {
                let (dij, pij) = (dr[j], pr[j]);
                for ((a, b), &y) in dyi.iter_mut().zip(pyi.iter_mut()).zip(bob.calls(j)) {
                    *a += dij * y;
                    *b += pij * y;
                }
            }
        }
        (0..n)
            .map(|i| {
                let mut row = Vec::with_capacity(m + 2);
                row.push(-self.p_alice[i]);
                row.push(self.call_value[i]);
                for (k, &b) in self.raises.sizes().iter().enumerate() {
                    let called = (2.0 + b) * dy[i * m + k];
                    let folded = 2.0 * (self.p_alice[i] - py[i * m + k]);
                    row.push(called + folded);
                }
                row
            })
            .collect()
    }

    /// Alice's expected gain per hand when she holds class i and both play the given
    /// strategies: the post's A(x), "the optimal expected payoff given Alice's specific hand
    /// x", for each class. Weighted by the classes' chances, these sum to [`Game::value`].
    pub fn class_values(&self, alice: &AliceStrategy, bob: &BobStrategy) -> Vec<f64> {
        self.alice_action_values(bob)
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let weighted: f64 = row.iter().zip(alice.actions(i)).map(|(v, x)| v * x).sum();
                weighted / self.p_alice[i]
            })
            .collect()
    }

    /// The chance that Alice is dealt class i.
    pub fn class_chance(&self, i: usize) -> f64 {
        self.p_alice[i]
    }

    /// For Bob's class j and raise size k, Alice's expected payoff (weighted by chance and by
    /// how often she makes that raise) if Bob calls, and if he folds: `(call, fold)` row-major.
    pub fn bob_action_values(&self, alice: &AliceStrategy) -> Vec<(f64, f64)> {
        let (n, m) = (self.n, self.raises.len());
        let mut dr = vec![0.0; n * m];
        let mut pr = vec![0.0; n * m];
        for i in 0..n {
            let r = &alice.actions(i)[RAISE..];
            for j in 0..n {
                let (dij, pij) = (self.d[i * n + j], self.p[i * n + j]);
                let (drj, prj) = (&mut dr[j * m..(j + 1) * m], &mut pr[j * m..(j + 1) * m]);
                for ((a, b), &x) in drj.iter_mut().zip(prj.iter_mut()).zip(r) {
                    *a += dij * x;
                    *b += pij * x;
                }
            }
        }
        let sizes = self.raises.sizes();
        (0..n * m)
            .map(|jk| ((2.0 + sizes[jk % m]) * dr[jk], 2.0 * pr[jk]))
            .collect()
    }

    /// Alice's payoff from the hands where she folds or calls (Bob has no decision there).
    fn unraised_value(&self, alice: &AliceStrategy) -> f64 {
        (0..self.n)
            .map(|i| -alice.fold(i) * self.p_alice[i] + alice.call(i) * self.call_value[i])
            .sum()
    }

    /// Alice's expected payoff per hand when both play the given strategies.
    pub fn value(&self, alice: &AliceStrategy, bob: &BobStrategy) -> f64 {
        let m = self.raises.len();
        let bv = self.bob_action_values(alice);
        let raised: f64 = bv
            .iter()
            .enumerate()
            .map(|(jk, &(call, fold))| {
                let y = bob.call(jk / m, jk % m);
                y * call + (1.0 - y) * fold
            })
            .sum();
        self.unraised_value(alice) + raised
    }

    /// Bob's exact pure best response to `alice` and Alice's value against it (her guaranteed
    /// value with that strategy). Where calling and folding are worth the same, Bob folds.
    pub fn best_response_to_alice(&self, alice: &AliceStrategy) -> (BobStrategy, f64) {
        let (n, m) = (self.n, self.raises.len());
        let bv = self.bob_action_values(alice);
        let mut calls = vec![0.0; n * m];
        let mut value = self.unraised_value(alice);
        for (jk, &(call, fold)) in bv.iter().enumerate() {
            if call < fold {
                calls[jk] = 1.0;
                value += call;
            } else {
                value += fold;
            }
        }
        (
            BobStrategy {
                classes: n,
                sizes: m,
                calls,
            },
            value,
        )
    }

    /// Alice's exact pure best response to `bob` and its value (Bob's guaranteed ceiling on
    /// Alice's value with that strategy). Ties go to the earliest action (fold, call, smallest
    /// raise).
    pub fn best_response_to_bob(&self, bob: &BobStrategy) -> (AliceStrategy, f64) {
        let m = self.raises.len();
        let values = self.alice_action_values(bob);
        let mut probs = vec![0.0; self.n * (m + 2)];
        let mut total = 0.0;
        for (i, row) in values.iter().enumerate() {
            let mut best = 0;
            for (a, &v) in row.iter().enumerate() {
                if v > row[best] {
                    best = a;
                }
            }
            probs[i * (m + 2) + best] = 1.0;
            total += row[best];
        }
        (
            AliceStrategy {
                classes: self.n,
                sizes: m,
                probs,
            },
            total,
        )
    }
}
