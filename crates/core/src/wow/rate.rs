//! The post's open question answered: E(X)/n² → 1, and how fast (issue 19).
//!
//! Throw the slips away and fill each cell independently with probability t instead. Since
//! ∫₀¹ C(N,k) tᵏ(1−t)^{N−k} dt = 1/(N+1) for N = n² cells, the module's identity
//! `E(X) = (N+1) ∫₀¹ Q(t) dt`, with Q(t) = P(no full line), gives the *shortfall*
//!
//! ```text
//! s_n := 1 − E(X)/(n²+1) = ∫₀¹ P_t(some row or column is full) dt.
//! ```
//!
//! With a = 1 − (1 − tⁿ)ⁿ (rows are independent: the chance that some row is full) and the
//! integral `I(m, L) = ∫₀¹ (1 − t^m)^L dt = Γ(1 + 1/m) Γ(L+1) / Γ(L+1+1/m)` (put u = t^m: a Beta
//! function):
//!
//! * **Upper bound.** "Line ℓ is not full" are 2n decreasing events of independent cells, so by
//!   Harris's inequality P(none full) ≥ Π P(ℓ not full) = (1 − tⁿ)^{2n}. Hence
//!   s_n ≤ U_n := 1 − I(n, 2n). (A plain union bound, P(some line full) ≤ 2n tⁿ, gives the
//!   weaker s_n ≤ (1 + ln 2n)/(n + 1), already enough for the limit.)
//! * **Lower bound.** Let A = "some row full", B = "some column full". Split A by its first full
//!   row i; given row i full, "rows before i are not full" is decreasing and "some column is
//!   full" is increasing in the other cells, so Harris again gives P(B | first full row is i) ≤
//!   b := 1 − (1 − t^{n−1})ⁿ. So P(A ∩ B) ≤ ab, P(A ∪ B) ≥ 2a − ab ≥ (2a − a²) − (b − a), and
//!   s_n ≥ L_n := U_n − (I(n, n) − I(n−1, n)).
//! * **Rate.** ln Γ(1+h) = −γh + O(h²) and ln Γ(L+1+h) − ln Γ(L+1) = h ln L + O(h/L) give
//!   U_n = (ln 2n + γ)/n + O((ln n)²/n²) and U_n − L_n = (ln n + γ)/n² + O((ln n)²/n³). Since
//!   1 − E(X)/n² = s_n − (1 − s_n)/n²,
//!
//! ```text
//! 1 − E(X)/n² = (ln(2n) + γ)/n + O((ln n)²/n²)      (γ = 0.5772… Euler's constant)
//! ```
//!
//! so E(X)/n² → 1, but slowly: the first line still comes about (ln 2n + γ)·n draws early.

/// The proven bounds are checked (by this module's tests) against E(X) computed exactly, in
/// fractions, for every n from 1 to this …
pub const BOUNDS_CHECKED_EXACT_UP_TO: u32 = 60;
/// … and for these larger n …
pub const BOUNDS_CHECKED_EXACT_ALSO: [u32; 2] = [100, 150];
/// … and against the closed form in floating point, with its rounding error bounded, at these n.
pub const BOUNDS_CHECKED_IN_FLOAT: [u32; 5] = [1000, 2000, 5000, 10_000, 20_000];

/// Euler's constant γ.
pub const EULER_GAMMA: f64 = 0.577_215_664_901_532_9;

/// ln Γ(x + h) − ln Γ(x) for x ≥ 1 and 0 ≤ h ≤ 1, accurate to a few tens of ulps of the result
/// even when x is in the millions (where two separate log-gammas would lose 1e-10).
pub fn ln_gamma_shift(x: f64, h: f64) -> f64 {
    if x < 20.0 {
        // Γ(x + 1 + h)/Γ(x + 1) = Γ(x + h)/Γ(x) · (x + h)/x: step up to where Stirling is exact
        // to rounding, rather than subtract two log-gammas (1e-14 off near x = 20).
        return ln_gamma_shift(x + 1.0, h) - (h / x).ln_1p();
    }
    // Stirling's series, differenced term by term; the next term is below 1e-16·h for x ≥ 20.
    let z = x + h;
    let leading = (x - 0.5) * (h / x).ln_1p() + h * z.ln() - h;
    let series = |z: f64| {
        let w = 1.0 / (z * z);
        (1.0 / 12.0 + w * (-1.0 / 360.0 + w * (1.0 / 1260.0 - w / 1680.0))) / z
    };
    leading + (series(z) - series(x))
}

/// 1 − I(m, lines), where I(m, L) = ∫₀¹ (1 − t^m)^L dt: the chance, averaged over the fill
/// probability t, that at least one of L independent lines of m cells is full.
pub fn some_line_full(m: u32, lines: u32) -> f64 {
    if m == 0 {
        // Every empty line is full.
        return if lines == 0 { 0.0 } else { 1.0 };
    }
    let h = 1.0 / f64::from(m);
    let ln_integral = libm::lgamma(1.0 + h) - ln_gamma_shift(f64::from(lines) + 1.0, h);
    -ln_integral.exp_m1()
}

/// Proven bounds on the shortfall 1 − E(X)/n² and its leading-order rate (module docs).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shortfall {
    /// Board side.
    pub n: u32,
    /// Lower bound on 1 − E(X)/n², from L_n.
    pub lower: f64,
    /// Upper bound on 1 − E(X)/n², from Harris's inequality.
    pub upper: f64,
    /// The derived rate (ln 2n + γ)/n.
    pub rate: f64,
}

/// The bounds of the module docs on 1 − E(X)/n², for n ≥ 1.
pub fn shortfall_bounds(n: u32) -> Shortfall {
    let nf = f64::from(n.max(1));
    let upper_s = some_line_full(n, 2 * n);
    // I(n, n) − I(n−1, n) = (1 − I(n−1, n)) − (1 − I(n, n)).
    let gap = some_line_full(n.saturating_sub(1), n) - some_line_full(n, n);
    let lower_s = upper_s - gap;
    // 1 − E/n² = s − (1 − s)/n², increasing in s.
    let to_board = |s: f64| s - (1.0 - s) / (nf * nf);
    Shortfall {
        n,
        lower: to_board(lower_s),
        upper: to_board(upper_s),
        rate: ((2.0 * nf).ln() + EULER_GAMMA) / nf,
    }
}

/// E(X)/n² in floating point with a rigorous bound on its rounding error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoundedRatio {
    /// The computed E(X)/n².
    pub value: f64,
    /// |value − true E(X)/n²| is at most this, if libm's log-gamma is within 4 ulps.
    pub error_bound: f64,
}

/// The closed form's alternating sum with log-gamma (see `expected_ratio`), tracking the error:
/// each term's logarithm is a sum of log-gammas, each off by at most 4 ulps of its size plus the
/// effect of rounding its argument; exponentiating turns that absolute error into a relative one
/// on the term, and recursive summation adds at most n·ε·Σ|terms|.
pub(super) fn expected_ratio_bounded(n: u32) -> BoundedRatio {
    let eps = f64::EPSILON;
    let nf = f64::from(n);
    let ln_factorial_n = libm::lgamma(nf + 1.0);
    let (mut sum, mut magnitude, mut term_error) = (0.0f64, 0.0f64, 0.0f64);
    for j in 0..n {
        let jf = f64::from(j);
        let m = nf - jf;
        // Π_{r=0..n} (a + r·m) = m^{n+1} Γ(a/m + n + 1) / Γ(a/m), with a = jn + 1 (exact in f64).
        let shift = (jf * nf + 1.0) / m;
        let parts = [
            ln_factorial_n,
            libm::lgamma(jf + 1.0),
            libm::lgamma(m + 1.0),
            ln_factorial_n,
            libm::lgamma(shift),
            m.ln(),
            libm::lgamma(shift + nf + 1.0),
        ];
        let ln_term = parts[0] - parts[1] - parts[2] + parts[3] + parts[4] - parts[5] - parts[6];
        let term = ln_term.exp();
        sum += if j % 2 == 0 { term } else { -term };
        // Rounding `shift` (and `shift + n + 1`) by ε moves ln Γ by ψ(x)·x·ε ≤ x(ln x + 1)·ε.
        let top = shift + nf + 2.0;
        let ln_error = eps
            * (4.0 * parts.iter().map(|p| p.abs()).sum::<f64>()
                + 2.0 * top * (top.ln() + 1.0)
                + 8.0);
        term_error += term * (1.01 * ln_error + eps);
        magnitude += term;
    }
    let scale = (nf * nf + 1.0) / (nf * nf);
    let value = sum * scale;
    let error_bound =
        (term_error + nf * eps * magnitude) * scale * (1.0 + 4.0 * eps) + 2.0 * eps * value.abs();
    BoundedRatio { value, error_bound }
}
