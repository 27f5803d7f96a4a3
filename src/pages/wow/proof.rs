//! The answer to the post's open question, proved in plain HTML (no math library, no network).
//!
//! The argument is the one in `snipelab_core::wow::rate` (its module docs), where the tests check
//! every bound against exact E(X) and the bounded floating-point path.

use snipelab_core::wow;
use yew::prelude::*;

use crate::format::thousands;

/// The proof that E(X)/n² → 1, with its rate.
#[function_component(Proof)]
pub fn proof() -> Html {
    html! {
        <section class="wow-proof" aria-labelledby="wow-proof-title" id="wow-proof">
            <h3 id="wow-proof-title">{ "Proof that E(X)/n² → 1, and how fast" }</h3>
            <p>
                <strong>{ "1. Fill every square independently. " }</strong>
                { "Instead of drawing slips, fill each of the N = n² squares independently with probability t. \
                   A board with exactly k squares filled is then a uniformly random k-set, as after k draws, and \
                   ∫₀¹ C(N,k) tᵏ(1−t)" }<sup>{ "N−k" }</sup>{ " dt = 1/(N+1) for every k. Summing P(X > k) over k \
                   (which is E(X)) therefore gives" }
            </p>
            <span class="formula">{ "1 − E(X)/(n²+1) = ∫₀¹ P" }<sub>{ "t" }</sub>{ "(some row or column is full) dt." }</span>
            <p>
                <strong>{ "2. The union bound answers the question. " }</strong>
                { "Each of the 2n lines is full with probability tⁿ, so P" }<sub>{ "t" }</sub>
                { "(some line full) ≤ min(1, 2n·tⁿ). Splitting the integral at t* = (2n)" }<sup>{ "−1/n" }</sup>
                { ", where 2n·tⁿ reaches 1, and using t* ≥ 1 − ln(2n)/n:" }
            </p>
            <span class="formula">{ "1 − E(X)/(n²+1) ≤ (1 − t*) + t*/(n+1) ≤ (1 + ln 2n)/(n + 1) → 0." }</span>
            <p>
                { "So E(X)/n² → 1: the board is almost full, on average, when the first line completes." }
            </p>
            <p>
                <strong>{ "3. The exact rate. " }</strong>
                { "Write I(m, L) = ∫₀¹ (1 − t" }<sup>{ "m" }</sup>{ ")" }<sup>{ "L" }</sup>
                { " dt = Γ(1 + 1/m)·Γ(L+1)/Γ(L+1+1/m) (substitute u = t" }<sup>{ "m" }</sup>{ ": a Beta integral)." }
            </p>
            <ul>
                <li>
                    <em>{ "Upper bound. " }</em>
                    { "“Line ℓ is not full” are 2n events that only get likelier as squares empty, so by \
                       Harris’s inequality they are positively correlated: P(no full line) ≥ (1 − tⁿ)" }<sup>{ "2n" }</sup>
                    { ". Hence 1 − E(X)/(n²+1) ≤ U = 1 − I(n, 2n)." }
                </li>
                <li>
                    <em>{ "Lower bound. " }</em>
                    { "Rows are independent, so a = P(some row full) = 1 − (1 − tⁿ)ⁿ. Given that the first full \
                       row is row i, the other squares are still independent except that earlier rows are not \
                       full, which (Harris again) only makes a full column less likely than b = 1 − (1 − t" }
                    <sup>{ "n−1" }</sup>{ ")ⁿ. So P(some row and some column full) ≤ ab, P(some line full) ≥ \
                       2a − ab ≥ (2a − a²) − (b − a), and 1 − E(X)/(n²+1) ≥ U − (I(n, n) − I(n−1, n))." }
                </li>
                <li>
                    <em>{ "Asymptotics. " }</em>
                    { "ln Γ(1 + h) = −γh + O(h²) and ln Γ(L+1+h) − ln Γ(L+1) = h·ln L + O(h/L) give \
                       U = (ln 2n + γ)/n + O((ln n)²/n²), and the two bounds differ by only (ln n + γ)/n² + \
                       O((ln n)²/n³). Since 1 − E(X)/n² differs from 1 − E(X)/(n²+1) by less than 1/n²:" }
                </li>
            </ul>
            <span class="formula" id="wow-rate-formula">
                { "1 − E(X)/n² = (ln(2n) + γ)/n + O((ln n)²/n²),   γ = 0.5772… (Euler’s constant)." }
            </span>
            <p id="wow-proof-rate">{ rate_text() }</p>
        </section>
    }
}

/// The side the rate is read at in words.
const RATE_EXAMPLE_N: u32 = 1000;

/// What the rate means in rows, at [`RATE_EXAMPLE_N`], and what the bounds were checked against.
fn rate_text() -> String {
    let n = RATE_EXAMPLE_N;
    let nf = f64::from(n);
    let predicted = (2.0 * nf).ln() + wow::EULER_GAMMA;
    let computed = wow::expected_ratio(n)
        .map(|r| {
            format!(
                ", and the computed shortfall there is {:.2} rows",
                nf * (1.0 - r)
            )
        })
        .unwrap_or_default();
    let list = |ns: &[u32]| {
        list_words(
            &ns.iter()
                .map(|&n| thousands(u64::from(n)))
                .collect::<Vec<_>>(),
        )
    };
    format!(
        "So on average the first line completes about (ln 2n + γ)·n draws before the board would be \
         full: at n = {}, (ln 2n + γ) is {predicted:.2} rows’ worth{computed}. The same (ln 2n + γ) is \
         the mean of the largest of 2n independent exponential waiting times: the 2n lines behave almost \
         as if they were independent. The plot above shows the computed shortfall between the two proven \
         bounds. The bounds have also been checked against E(X) computed exactly, in fractions, for every \
         n from 1 to {}, and for n = {}, and against the closed form in floating point, with its rounding \
         error bounded, at n = {}.",
        thousands(u64::from(n)),
        wow::BOUNDS_CHECKED_EXACT_UP_TO,
        list(&wow::BOUNDS_CHECKED_EXACT_ALSO),
        list(&wow::BOUNDS_CHECKED_IN_FLOAT),
    )
}

/// "a", "a and b", "a, b and c".
fn list_words(words: &[String]) -> String {
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_is_read_in_computed_rows() {
        let text = rate_text();
        assert!(text.contains("at n = 1,000, (ln 2n + γ) is 8.18 rows’ worth, and the computed shortfall there is 8.14 rows"), "{text}");
        assert!(text.contains("for every n from 1 to 60, and for n = 100 and 150, and against the closed form in floating point, with its rounding error bounded, at n = 1,000, 2,000, 5,000, 10,000 and 20,000."), "{text}");
    }
}
