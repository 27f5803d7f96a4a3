//! The post's figure: Alice's expected return v(n) − ⌊log₂ n⌋, filled in as the worker solves
//! n = 1, 2, 3, … in short warm-started jobs.
//!
//! The default view's chain (n = 1..=100) is solved once, natively, when the site is built, and
//! arrives with the page ([`prerendered`]): a phone then shows the whole figure at once instead
//! of receiving a hundred chunks, each a serialised warm start and a redraw on the main thread
//! (Lighthouse counted 3.0 s of blocking time on a simulated phone). A larger n continues the
//! chain in the worker from the build's warm start, so every point is still solved from the
//! trees of n − 1.

use std::cell::RefCell;
use std::rc::Rc;

use snipelab_core::bsearch::{SawtoothPoint, WarmStart};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::format::{count, minus};
use crate::jobs::bsearch::Sawtooth as SawtoothJob;
use crate::jobs::{JobState, prerendered, use_job};
use crate::widgets::JobStatus;

/// Props of [`Sawtooth`].
#[derive(Properties, PartialEq)]
pub struct SawtoothProps {
    /// The largest n to solve and draw.
    pub n_max: usize,
    /// The game shown in detail below (ringed on the chart).
    pub n: usize,
    /// Called with an n the reader clicked, to study that game.
    pub on_pick: Callback<usize>,
}

/// The points solved so far (n = 1..=len) and the solver's memory of the last one.
#[derive(Default)]
struct Chain {
    warm: Option<WarmStart>,
    /// The points that came solved with the page (0 when the page's view was not prerendered).
    ahead: usize,
    /// When the running job was posted (ms since the epoch).
    posted_at: f64,
    /// Time spent in sawtooth jobs so far, message passing included (ms).
    worker_ms: f64,
}

/// How many n one job solves: several while they take microseconds, one each beyond n = 24,
/// so that every point of the slow part appears as soon as it is found.
fn chunk_end(from: usize, n_max: usize) -> usize {
    (from + (24 / from).clamp(1, 8) - 1).min(n_max)
}

/// The sawtooth chart, its exact values and the worker chain that fills it.
#[function_component(Sawtooth)]
pub fn sawtooth(props: &SawtoothProps) -> Html {
    let job = use_job::<SawtoothJob>();
    // The whole chain up to n_max, if the build solved it for this page (see the module doc).
    let built = use_memo((), {
        let n_max = props.n_max;
        move |()| {
            prerendered::output(&SawtoothJob {
                from: 1,
                to: n_max,
                warm: None,
            })
        }
    });
    let points = use_state(|| {
        Rc::new(
            built
                .as_ref()
                .as_ref()
                .map_or_else(Vec::new, |chunk| chunk.points.clone()),
        )
    });
    let chain: Rc<RefCell<Chain>> = use_mut_ref(|| match built.as_ref() {
        Some(chunk) => Chain {
            warm: chunk.warm.clone(),
            ahead: chunk.points.len(),
            ..Chain::default()
        },
        None => Chain::default(),
    });
    let stopped = use_state(|| false);
    let inspected = use_state(|| None::<usize>);
    let solved = points.len();

    let start_next = {
        let (start, chain) = (job.start.clone(), chain.clone());
        let n_max = props.n_max;
        Callback::from(move |solved: usize| {
            let from = solved + 1;
            let mut chain = chain.borrow_mut();
            chain.posted_at = js_sys::Date::now();
            start.emit(SawtoothJob {
                from,
                to: chunk_end(from, n_max),
                warm: chain.warm.clone(),
            });
        })
    };
    {
        // Each finished chunk is appended (if it continues the chain) and remembered.
        let (points, chain) = (points.clone(), chain.clone());
        use_effect_with(job.state.clone(), move |state| {
            if let JobState::Done(chunk) = state
                && chunk
                    .points
                    .first()
                    .is_some_and(|p| p.n == points.len() + 1)
            {
                let mut chain = chain.borrow_mut();
                chain.worker_ms += js_sys::Date::now() - chain.posted_at;
                chain.warm.clone_from(&chunk.warm);
                let mut all = points.as_ref().clone();
                all.extend(chunk.points.iter().cloned());
                points.set(Rc::new(all));
            }
        });
    }
    {
        // Keep solving until n_max, unless the reader stopped; a job in flight continues the
        // chain itself when it lands.
        let (start_next, running) = (start_next.clone(), job.state.is_running());
        use_effect_with(
            (solved, props.n_max, *stopped),
            move |&(solved, n_max, stopped)| {
                if !stopped && !running && solved < n_max {
                    start_next.emit(solved);
                }
            },
        );
    }

    let stop = {
        let (cancel, stopped) = (job.cancel.clone(), stopped.clone());
        Callback::from(move |()| {
            stopped.set(true);
            cancel.emit(());
        })
    };
    let resume = {
        let (stopped, start_next) = (stopped.clone(), start_next.clone());
        Callback::from(move |()| {
            if *stopped {
                stopped.set(false);
            } else {
                start_next.emit(solved);
            }
        })
    };

    let shown: Vec<&SawtoothPoint> = points.iter().take(props.n_max).collect();
    let status = if solved >= props.n_max {
        html! {
            <p id="bsearch-sawtooth-status" class="bsearch-status">
                { format!("All n = 1…{} solved exactly{}.", props.n_max, provenance(&chain.borrow(), solved)) }
            </p>
        }
    } else {
        // The chain's own progress (n solved of n_max), not one job's.
        let status = match &job.state {
            JobState::Failed(message) => JobState::Failed(format!(
                "The solver stopped at n = {}: {message}",
                solved + 1
            )),
            _ if *stopped || matches!(job.state, JobState::Cancelled) => JobState::Cancelled,
            _ => JobState::Running {
                phase: format!("Solving n = {} of {}", solved + 1, props.n_max),
                done: solved as u64,
                total: props.n_max as u64,
            },
        };
        html! {
            <JobStatus id="bsearch-sawtooth" status={status} cancelled={format!("Stopped after n = {solved}.")}
                again="Continue" on_cancel={stop} on_retry={resume} />
        }
    };

    let on_inspect = {
        let inspected = inspected.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                // Half-typed or junk input leaves the readout where it was.
                if let Ok(n) = input.value().trim().parse::<usize>() {
                    inspected.set(Some(n));
                }
            }
        })
    };
    let focus = inspected.unwrap_or(props.n);
    let hover = inspected.setter();

    html! {
        <>
            <figure class="bsearch-figure" id="bsearch-sawtooth" data-solved={solved.to_string()}
                data-worker-ms={format!("{:.0}", chain.borrow().worker_ms)}>
                { chart(&shown, props.n_max, props.n, focus, &hover, &props.on_pick) }
                <figcaption>{ "Alice's expected return v(n) \u{2212} \u{230a}log\u{2082} n\u{230b}: above zero she wins, below it Bob does." }</figcaption>
            </figure>
            { status }
            <div class="controls">
                <label for="bsearch-inspect">{ "Exact values at n =" }</label>
                <input type="number" id="bsearch-inspect" class="slider-value" min="1" max={props.n_max.to_string()}
                    value={focus.to_string()} onchange={on_inspect.clone()} oninput={on_inspect.reform(|e: InputEvent| e.into())} />
            </div>
            { readout(points.get(focus.wrapping_sub(1)), focus, props.n_max) }
            <details class="bsearch-table-details">
                <summary>{ format!("Table of every solved n ({})", shown.len()) }</summary>
                { table(&shown) }
            </details>
        </>
    }
}

/// Where the solved points were solved: when the site was built, in this browser's worker, or both.
fn provenance(chain: &Chain, solved: usize) -> String {
    let worker = format!(
        "n = {}…{solved} in this browser's worker, {:.2} s",
        chain.ahead + 1,
        chain.worker_ms / 1000.0
    );
    match chain.ahead {
        0 => format!("; {worker}"),
        ahead if ahead >= solved => format!(
            ": n = 1…{ahead} when this site was built, by the same solver (raise the largest n to \
             continue in your browser)"
        ),
        ahead => format!(": n = 1…{ahead} when this site was built, then {worker}"),
    }
}

/// Where the chart's coordinates go, in SVG units.
struct Frame {
    n_max: usize,
    y_lo: f64,
    y_hi: f64,
}

/// Least distance between the centres of two x-axis labels, in the chart's units: a label is
/// at most a few digits of 12 px (19 px on a phone).
const MIN_TICK_GAP: f64 = 20.0;

impl Frame {
    const WIDTH: f64 = 640.0;
    const HEIGHT: f64 = 300.0;
    const LEFT: f64 = 52.0;
    const RIGHT: f64 = 12.0;
    const TOP: f64 = 12.0;
    const BOTTOM: f64 = 40.0;

    fn x(&self, n: f64) -> f64 {
        let span = Self::WIDTH - Self::LEFT - Self::RIGHT;
        Self::LEFT + (n - 0.5) / self.n_max as f64 * span
    }

    fn y(&self, v: f64) -> f64 {
        let span = Self::HEIGHT - Self::TOP - Self::BOTTOM;
        Self::TOP + (self.y_hi - v) / (self.y_hi - self.y_lo) * span
    }
}

fn chart(
    points: &[&SawtoothPoint],
    n_max: usize,
    picked: usize,
    focus: usize,
    hover: &UseStateSetter<Option<usize>>,
    on_pick: &Callback<usize>,
) -> Html {
    // Quarter-dollar grid, always showing zero and the first point (n = 1 returns a dollar).
    let lo = points
        .iter()
        .map(|p| p.alice_return_f64)
        .fold(-0.25, f64::min);
    let hi = points
        .iter()
        .map(|p| p.alice_return_f64)
        .fold(0.25, f64::max);
    let frame = Frame {
        n_max,
        y_lo: (lo * 4.0).floor() / 4.0,
        y_hi: (hi * 4.0).ceil() / 4.0,
    };
    let (x0, x1) = (frame.x(0.5), frame.x(n_max as f64 + 0.5));
    let y_ticks: Vec<f64> = (((frame.y_lo * 4.0).round() as i64)
        ..=((frame.y_hi * 4.0).round() as i64))
        .map(|q| q as f64 / 4.0)
        .collect();
    // Powers of two: where the entry fee steps up and the sawtooth drops.
    let x_ticks: Vec<usize> = (0..usize::BITS)
        .map(|k| 1usize << k)
        .take_while(|&p| p <= n_max)
        .collect();
    // Labels too close to a larger power's label are left off (1 and 2 overlapped at n = 100):
    // from the largest down, each keeps MIN_TICK_GAP from the last one kept.
    let mut labelled = Vec::new();
    for &p in x_ticks.iter().rev() {
        let x = frame.x(p as f64);
        if labelled
            .last()
            .is_none_or(|&(_, last): &(usize, f64)| last - x >= MIN_TICK_GAP)
        {
            labelled.push((p, x));
        }
    }
    let line: Vec<String> = points
        .iter()
        .map(|p| {
            format!(
                "{:.1},{:.1}",
                frame.x(p.n as f64),
                frame.y(p.alice_return_f64)
            )
        })
        .collect();
    let slot = frame.x(1.5) - frame.x(0.5);
    html! {
        <svg class="bsearch-chart" viewBox={format!("0 0 {} {}", Frame::WIDTH, Frame::HEIGHT)} role="img"
            aria-label={format!("Alice's expected return for n = 1 to {n_max}: {} of {n_max} points solved. \
                                 Use the number box below for exact values.", points.len())}
            onmouseleave={ let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(None)) }>
            { for y_ticks.iter().map(|&v| html! {
                <g class={if v == 0.0 { "axis-zero" } else { "grid" }}>
                    <line x1={x0.to_string()} x2={x1.to_string()} y1={frame.y(v).to_string()} y2={frame.y(v).to_string()} />
                    <text x={(Frame::LEFT - 6.0).to_string()} y={(frame.y(v) + 4.0).to_string()} class="tick y">{ format!("{v}") }</text>
                </g>
            }) }
            { for x_ticks.iter().map(|&p| {
                let x = frame.x(p as f64);
                html! {
                    <g class="grid">
                        <line x1={x.to_string()} x2={x.to_string()} y1={Frame::TOP.to_string()} y2={(Frame::HEIGHT - Frame::BOTTOM).to_string()} />
                        if labelled.iter().any(|&(q, _)| q == p) {
                            <text x={x.to_string()} y={(Frame::HEIGHT - Frame::BOTTOM + 16.0).to_string()} class="tick x">{ p }</text>
                        }
                    </g>
                }
            }) }
            <text class="axis-label" x={((x0 + x1) / 2.0).to_string()} y={(Frame::HEIGHT - 4.0).to_string()}>{ "n (keys)" }</text>
            <polyline class="bsearch-line" points={line.join(" ")} />
            { for points.iter().map(|p| {
                let (cx, cy) = (frame.x(p.n as f64), frame.y(p.alice_return_f64));
                let class = match (p.n == focus, p.alice_return_f64.total_cmp(&0.0)) {
                    (true, _) => "pt focus",
                    (false, std::cmp::Ordering::Greater) => "pt alice",
                    (false, std::cmp::Ordering::Less) => "pt bob",
                    (false, std::cmp::Ordering::Equal) => "pt fair",
                };
                html! {
                    <>
                        <circle class={class} cx={cx.to_string()} cy={cy.to_string()} r={if p.n == focus { "4.5" } else { "2.6" }} />
                        if p.n == picked {
                            <circle class="picked" cx={cx.to_string()} cy={cy.to_string()} r="8" />
                        }
                    </>
                }
            }) }
            // Hit areas: a full-height column per n, so hovering anywhere above a point finds it.
            { for points.iter().map(|p| {
                let n = p.n;
                let enter = { let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(Some(n))) };
                let click = on_pick.reform(move |_: MouseEvent| n);
                html! {
                    <rect class="hit" data-n={n.to_string()} x={(frame.x(n as f64) - slot / 2.0).to_string()} y={Frame::TOP.to_string()}
                        width={slot.to_string()} height={(Frame::HEIGHT - Frame::TOP - Frame::BOTTOM).to_string()}
                        onmouseenter={enter} onclick={click}>
                        <title>{ format!("n = {n}: v \u{2212} {} = {}", p.entry_fee, exact_return(p)) }</title>
                    </rect>
                }
            }) }
        </svg>
    }
}

/// Alice's return exactly (and as a decimal), or the certified interval if not exact.
fn exact_return(p: &SawtoothPoint) -> String {
    match &p.alice_return {
        Some(r) if r.to_string() == "0" => "0 (exactly fair)".to_string(),
        Some(r) => format!("{r} \u{2248} {:.6}", p.alice_return_f64).replace('-', "\u{2212}"),
        None => format!(
            "between {} and {}",
            p.lower_bound - f64::from(p.entry_fee),
            p.upper_bound - f64::from(p.entry_fee)
        ),
    }
}

/// Alice's return in the table: "0 (exactly fair)" when it is exactly zero, else "−0.196078".
fn table_return(p: &SawtoothPoint) -> String {
    match &p.alice_return {
        Some(r) if r.to_string() == "0" => "0 (exactly fair)".to_string(),
        _ => minus(&format!("{:+.6}", p.alice_return_f64)),
    }
}

fn readout(point: Option<&SawtoothPoint>, n: usize, n_max: usize) -> Html {
    let Some(p) = point else {
        let text = if (1..=n_max).contains(&n) {
            format!("n = {n} is not solved yet.")
        } else {
            format!("Pick an n from 1 to {n_max}.")
        };
        return html! { <p id="bsearch-readout" class="bsearch-readout" aria-live="polite">{ text }</p> };
    };
    let value = match &p.exact_value {
        Some(v) => format!("{v} \u{2248} {:.6}", p.value),
        None => format!("in [{}, {}]", p.lower_bound, p.upper_bound),
    };
    let verdict = if p.alice_return_f64 > 0.0 {
        "Alice wins on average: Bob should decline."
    } else if p.alice_return_f64 < 0.0 {
        "Bob wins on average: he should take the bet."
    } else {
        "A fair game."
    };
    let conjecture = match p.conjecture_optimal {
        Some(true) => "optimal",
        Some(false) => "not optimal",
        None => "unknown",
    };
    html! {
        <div id="bsearch-readout" class="bsearch-readout" aria-live="polite">
            <p>
                <strong>{ format!("n = {}: ", p.n) }</strong>{ "v(n) = " }<span class="exact">{ value }</span>
                { format!("; Alice pays \u{230a}log\u{2082} {}\u{230b} = {}, so her expected return is ", p.n, p.entry_fee) }
                <span class="exact" id="bsearch-readout-return">{ exact_return(p) }</span>{ ". " }{ verdict }
            </p>
            <p class="bsearch-small">
                { format!("The sawtooth solves each n starting from the trees of n \u{2212} 1; here that took {} of column \
                           generation, and the optimal mixture it found for Bob uses {} (optima need not be unique, so the \
                           game below, solved on its own, may find another); Alice's strategy uses {} of the {}; the \
                           post's 2/(n+2) strategy for Alice is {conjecture} here.",
                    count(p.iterations as u64, "round", "rounds"), count(p.bob_support as u64, "tree", "trees"),
                    p.alice_support, count(p.n as u64, "key", "keys")) }
            </p>
        </div>
    }
}

fn table(points: &[&SawtoothPoint]) -> Html {
    html! {
        <div class="bsearch-scroll">
            <table class="bsearch-table" id="bsearch-table">
                <thead><tr>
                    <th scope="col">{ "n" }</th><th scope="col">{ "v(n)" }</th><th scope="col">{ "\u{2248}" }</th>
                    <th scope="col">{ "fee" }</th><th scope="col">{ "Alice's return" }</th>
                    <th scope="col">{ "Bob's trees" }</th><th scope="col">{ "2/(n+2) optimal" }</th>
                </tr></thead>
                <tbody>
                    { for points.iter().map(|p| html! {
                        <tr>
                            <th scope="row">{ p.n }</th>
                            <td class="exact">{ p.exact_value.as_ref().map_or_else(|| "\u{2014}".to_string(), ToString::to_string) }</td>
                            <td>{ format!("{:.6}", p.value) }</td>
                            <td>{ p.entry_fee }</td>
                            <td>{ table_return(p) }</td>
                            <td>{ p.bob_support }</td>
                            <td>{ match p.conjecture_optimal { Some(true) => "yes", Some(false) => "no", None => "?" } }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_range_without_gaps() {
        let mut from = 1;
        let mut jobs = 0;
        while from <= 128 {
            let to = chunk_end(from, 128);
            assert!(to >= from && to <= 128);
            from = to + 1;
            jobs += 1;
        }
        assert!(jobs < 128 && jobs > 100, "{jobs}");
        assert_eq!(chunk_end(1, 5), 5);
    }
}
