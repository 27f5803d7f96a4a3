//! E(X) exactly and the distribution of X, as in the post's figure.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use snipelab_core::wow;
use yew::prelude::*;

use crate::jobs::wow::Distribution as DistributionJob;
use crate::jobs::{JobState, use_job};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Marker, Notice, NoticeKind, Plot, Series, SeriesKind};

/// Boards up to this side get their distribution on the UI thread (a few milliseconds);
/// larger ones in the worker (the cost grows like n⁴·ln n: about a tenth of a second in wasm at
/// n = 100, BENCHMARKS.md).
pub const SYNC_LIMIT: u32 = 40;

/// Props of [`Distribution`].
#[derive(Properties, PartialEq)]
pub struct DistributionProps {
    /// Board side.
    pub n: u32,
}

/// Exact E(X) and the CDF P(X ≤ k) with E(X) marked.
#[function_component(Distribution)]
pub fn distribution(props: &DistributionProps) -> Html {
    let n = props.n;
    // Exact E(X) and its text cost tens of milliseconds at n = 50 in wasm (big rationals and a
    // fraction of a thousand digits): compute them once per n and keep them, so that moving the
    // slider back and forth redraws at once.
    let expected_cache: Rc<RefCell<HashMap<u32, Rc<Expected>>>> = use_mut_ref(HashMap::new);
    let expected = expected_cache
        .borrow_mut()
        .entry(n)
        .or_insert_with(|| Rc::new(wow::expected_exact(n).map(|e| ExpectedText::of(&e))))
        .clone();
    // Survival functions already computed, by n: moving the slider back is instant.
    let cache: Rc<RefCell<HashMap<u32, Rc<Vec<f64>>>>> = use_mut_ref(HashMap::new);
    let job = use_job::<DistributionJob>();

    if let Some(summary) = job.state.output() {
        let survival = summary.cdf.iter().map(|p| 1.0 - p).collect();
        cache
            .borrow_mut()
            .entry(summary.n)
            .or_insert_with(|| Rc::new(survival));
    }
    if n <= SYNC_LIMIT
        && !cache.borrow().contains_key(&n)
        && let Ok(survival) = wow::survival(n)
    {
        cache.borrow_mut().insert(n, Rc::new(survival));
    }
    let survival = cache.borrow().get(&n).cloned();
    {
        let start = job.start.clone();
        let need_job = survival.is_none();
        use_effect_with((n, need_job), move |&(n, need_job)| {
            if need_job {
                start.emit(DistributionJob { n });
            }
        });
    }

    let expected_view = match &*expected {
        // Lead with the rounded value (issue 19): the exact fraction is there on demand.
        // A whole E(X) (n = 1) is shown as it is, not as "≈ 1.00 (exactly 1/1)".
        Ok(text) if text.whole => html! {
            <div id="wow-expected">
                <p class="result">
                    { "E(X) = " }<strong id="wow-expected-decimal">{ text.fraction.clone() }</strong>
                    { format!(" {}, {}% of the board", if text.fraction == "1" { "draw" } else { "draws" },
                        significant_percent(100.0 * text.decimal / f64::from(n * n))) }
                </p>
            </div>
        },
        Ok(text) => html! {
            <div id="wow-expected">
                <p class="result">
                    { "E(X) ≈ " }<strong id="wow-expected-decimal">{ format!("{:.2}", text.decimal) }</strong>
                    { format!(" draws, {:.2}% of the board", 100.0 * text.decimal / f64::from(n * n)) }
                    if text.fraction.len() <= SHORT_FRACTION {
                        { " (exactly " }<span class="exact">{ text.fraction.clone() }</span>{ ")" }
                    }
                </p>
                if text.fraction.len() > SHORT_FRACTION {
                    <details class="wow-exact">
                        <summary>{ format!("The exact value: a fraction of {} digits over {} digits", text.digits.0, text.digits.1) }</summary>
                        <code class="exact">{ text.fraction.clone() }</code>
                    </details>
                }
            </div>
        },
        Err(error) => html! { <Notice kind={NoticeKind::Error}>{ error.to_string() }</Notice> },
    };

    let e = expected.as_ref().as_ref().map(|t| t.decimal).unwrap_or(0.0);
    let plot = use_memo((n, survival.clone()), move |(n, survival)| {
        survival.as_ref().map(|s| Rc::new(cdf_plot(*n, s, e)))
    });
    let chart = (*plot).clone().map(|plot| {
        let (median, mean) = survival.as_ref().map(|s| median_and_mean(&s[..])).unwrap_or_default();
        html! {
            <>
                <Chart id="wow-cdf" plot={plot} description={format!(
                    "Cumulative distribution of the number of draws X for a {n}×{n} board, rising from 0 to 1, with E(X) = {e:.2} marked.")} />
                <p id="wow-cdf-summary">
                    { format!("Half of all boards have a complete line by draw {median} (the median). The curve's own mean, \
                               Σₖ P(X > k) = {mean:.2}, agrees with the exact E(X).") }
                </p>
            </>
        }
    });

    html! {
        <section aria-labelledby="wow-distribution-title">
            <h2 id="wow-distribution-title">{ "How many draws?" }</h2>
            { expected_view }
            { chart.unwrap_or_else(|| match job.state {
                JobState::Idle | JobState::Done(_) => html! { <p>{ "Computing…" }</p> },
                _ => html! {
                    <JobStatus id="wow-distribution" status={job.state.status()} what={format!("computing the {n}×{n} distribution")}
                        on_cancel={job.cancel.clone()} on_retry={job.start.reform(move |()| DistributionJob { n })} />
                },
            }) }
        </section>
    }
}

/// Exact E(X) as text, or why it could not be computed.
type Expected = Result<ExpectedText, wow::Error>;

/// Fractions up to this many characters are shown beside the rounded value; longer ones are
/// behind a disclosure.
const SHORT_FRACTION: usize = 24;

/// E(X) ready to show: its rounded value, and the exact reduced fraction.
#[derive(PartialEq)]
struct ExpectedText {
    fraction: String,
    /// Whether E(X) is a whole number (then `fraction` is just it).
    whole: bool,
    /// Digits of the numerator and of the denominator.
    digits: (usize, usize),
    decimal: f64,
}

impl ExpectedText {
    fn of(e: &num_rational::BigRational) -> Self {
        let (numerator, denominator) = (e.numer().to_string(), e.denom().to_string());
        ExpectedText {
            digits: (numerator.len(), denominator.len()),
            whole: denominator == "1",
            fraction: if denominator == "1" {
                numerator.clone()
            } else {
                format!("{numerator}/{denominator}")
            },
            decimal: wow::rational_to_f64(e),
        }
    }
}

/// A percentage that is whole ("100") or to two decimals.
fn significant_percent(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p:.2}")
    }
}

/// The median of X (the first k with P(X ≤ k) ≥ 1/2) and its mean Σₖ P(X > k), read off the
/// computed distribution: the page shows the mean beside the exact E(X) as a check.
fn median_and_mean(survival: &[f64]) -> (usize, f64) {
    let median = survival.iter().position(|&p| p <= 0.5).unwrap_or(0);
    (median, survival.iter().sum())
}

/// The post's figure: P(X ≤ k) in blue, E(X) in red.
fn cdf_plot(n: u32, survival: &[f64], expected: f64) -> Plot {
    let cells = f64::from(n * n);
    // Show the part of the axis where something happens, with a margin.
    let first = survival.iter().position(|&p| p < 1.0 - 1e-6).unwrap_or(0);
    let last = survival
        .iter()
        .position(|&p| p < 1e-9)
        .unwrap_or(survival.len() - 1);
    let lo = (first as f64 - 0.05 * cells).max(0.0).floor();
    let hi = (last as f64 + 0.02 * cells).min(cells).ceil();
    Plot {
        title: format!("P(X ≤ k) on a {n}×{n} board"),
        x_label: "k, slips drawn".into(),
        y_label: "P(X ≤ k)".into(),
        x_range: (lo, hi.max(lo + 1.0)),
        y_range: (0.0, 1.0),
        y_log: false,
        series: vec![Series {
            name: "P(X ≤ k)".into(),
            color: palette::BLUE,
            kind: SeriesKind::Step,
            points: survival
                .iter()
                .enumerate()
                .map(|(k, s)| (k as f64, 1.0 - s))
                .collect(),
        }],
        x_markers: vec![Marker {
            at: expected,
            label: format!("E(X) ≈ {expected:.2}"),
            color: palette::RED,
        }],
        y_markers: vec![],
    }
}
