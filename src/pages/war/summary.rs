//! The sweep probability of one deck: exact, decimal, and as "one game in N".

use std::rc::Rc;

pub use crate::format::scientific;
use crate::format::{superscript, thousands};
use snipelab_core::war::SweepReport;
use yew::prelude::*;

/// Fractions up to this many characters are shown in full; longer ones are summarised by their
/// digit counts, with the full text one click away.
const READABLE: usize = 64;

/// Props of [`SweepSummary`].
#[derive(Properties, PartialEq)]
pub struct SweepSummaryProps {
    /// The enumeration's result.
    pub report: Rc<SweepReport>,
}

/// P(A wins every turn) exactly and as a decimal, the Riddler's "one sweep in N games", and the
/// notebook's Approach 1 ("simple arithmetic") for comparison.
#[function_component(SweepSummary)]
pub fn sweep_summary(props: &SweepSummaryProps) -> Html {
    let r = &props.report;
    // The comparison means nothing when no sweep is possible (a single rank).
    let first_turn = r.by_turn.get(1).filter(|_| r.p_sweep > 0.0);
    let odds = match r.games_per_sweep {
        // Every game is a sweep by one player or the other (one turn, two ranks).
        Some(either) if either == 1.0 => html! {
            <p id="war-games">
                { "A sweeps about once in " }<strong>{ about(2.0 * either) }</strong>{ " games; " }
                <strong id="war-games-either">{ "every game" }</strong>{ " is a sweep by one player or the other." }
            </p>
        },
        Some(either) => html! {
            <p id="war-games">
                { "A sweeps about once in " }<strong>{ about(2.0 * either) }</strong>{ " games; a sweep by either player \
                   comes about once in " }<strong id="war-games-either">{ about(either) }</strong>{ " games." }
            </p>
        },
        None => html! {
            <p id="war-games">{ "A sweep is impossible: with a single rank every turn is a tie." }</p>
        },
    };
    html! {
        <div class="war-summary">
            <p class="result" id="war-p">
                { if r.turns == 1 { "P(A wins the one turn) = ".to_string() } else { format!("P(A wins all {} turns) = ", r.turns) } }
                { exact(&r.p_sweep_exact) }
                { " ≈ " }<strong id="war-p-decimal">{ scientific(r.p_sweep) }</strong>
            </p>
            { odds }
            if let Some(first) = first_turn {
                <p id="war-simple">
                    { "Approach 1 of the notebook, \"simple arithmetic\", treats every turn like the first: " }
                    <span class="exact">{ format!("({})", lowest_terms(&first.p_exact)) }</span>
                    <sup>{ r.turns }</sup>{ " ≈ " }{ scientific(r.simple_arithmetic) }
                    { off_by(r.simple_arithmetic / r.p_sweep) }
                </p>
            }
        </div>
    }
}

/// How far the simple arithmetic is from the exact answer, given their ratio.
fn off_by(ratio: f64) -> String {
    let percent = 100.0 * (ratio - 1.0);
    if percent.abs() < 0.005 {
        ", within 0.005% of the exact answer.".to_string()
    } else {
        format!(
            ", {:.2}% too {} against the exact answer: the turns are not independent.",
            percent.abs(),
            if percent < 0.0 { "low" } else { "high" }
        )
    }
}

/// A "p/q" string as it came from the library (already in lowest terms).
fn lowest_terms(fraction: &str) -> &str {
    fraction.strip_suffix("/1").unwrap_or(fraction)
}

/// The exact fraction, in full when short, else its digit counts with the digits on demand.
fn exact(fraction: &str) -> Html {
    let fraction = lowest_terms(fraction);
    if fraction.len() <= READABLE {
        return html! { <span class="exact" id="war-p-exact">{ fraction }</span> };
    }
    let (numerator, denominator) = fraction.split_once('/').unwrap_or((fraction, "1"));
    html! {
        <details class="war-long" id="war-p-exact">
            <summary>
                { format!("a fraction of {} digits over {} digits", numerator.len(), denominator.len()) }
            </summary>
            <code>{ fraction }</code>
        </details>
    }
}

/// A count of games in words: "3.5", "12,345", "about 160 million", or scientific beyond.
pub fn about(x: f64) -> String {
    const NAMES: [(f64, &str); 4] = [
        (1e15, "quadrillion"),
        (1e12, "trillion"),
        (1e9, "billion"),
        (1e6, "million"),
    ];
    if x < 100.0 {
        let text = format!("{x:.1}");
        return text.trim_end_matches(".0").to_string();
    }
    if x < 1e6 {
        return thousands(x.round() as u64);
    }
    match NAMES
        .iter()
        .find(|(scale, _)| x >= *scale && x < scale * 1000.0)
    {
        Some((scale, name)) => format!("{:.0} {name}", x / scale),
        // Beyond the quadrillions, two significant figures: "1.9 × 10¹⁸".
        None => {
            let text = format!("{x:.1e}");
            let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
            let mantissa = mantissa.trim_end_matches(".0");
            format!(
                "{mantissa} × 10{}",
                superscript(exponent.parse().unwrap_or(0))
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(about(159_620_000.0), "160 million");
        assert_eq!(about(2.5), "2.5");
        assert_eq!(about(3.0), "3");
        assert_eq!(about(1_234_567.0 / 1000.0), "1,235");
        assert_eq!(about(5e21), "5 × 10²¹");
        assert_eq!(about(1.908_815_398_8e18), "1.9 × 10¹⁸");
        assert_eq!(
            off_by(1.0 / 1.0168),
            ", 1.65% too low against the exact answer: the turns are not independent."
        );
    }
}
