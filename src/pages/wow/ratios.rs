//! The post's open question, answered: E(X)/n² tends to 1, plotted with its rate and proved.

use std::rc::Rc;

use yew::prelude::*;

use super::NMAX_RANGE;
use super::proof::Proof;
use super::rate::RatePlot;
use crate::jobs::wow::Ratios as RatiosJob;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Marker, Plot, Series, SeriesKind, Slider};

/// Props of [`Ratios`].
#[derive(Properties, PartialEq)]
pub struct RatiosProps {
    /// Largest board side to compute.
    pub n_max: u32,
    /// Called when the reader picks another n_max.
    pub on_n_max: Callback<u32>,
}

/// E(X)/n² for n = 1..n_max, computed in the worker with progress.
#[function_component(Ratios)]
pub fn ratios(props: &RatiosProps) -> Html {
    let job = use_prerendered_job(RatiosJob { n_max: props.n_max });
    let n_max = props.n_max;
    let compute = job.start.reform(move |()| RatiosJob { n_max });
    // Start once with the URL's n_max, so a shared link shows the plot.
    {
        let compute = compute.clone();
        use_effect_with((), move |_| compute.emit(()));
    }
    let on_slider = props.on_n_max.reform(|v: f64| v as u32);

    let body = match &job.state {
        JobState::Done(ratios) => {
            let last = ratios.len();
            let summary = ratios.last().map(|r| {
                format!("At n = {last}, E(X)/n² ≈ {r:.6}: on average {:.2}% of the board is drawn when the first line completes.", 100.0 * r)
            });
            html! {
                <>
                    <Chart id="wow-ratios" plot={Rc::new(ratio_plot(ratios))}
                        description={format!("E(X)/n² against n from 1 to {last}, rising towards 1.")} />
                    <p id="wow-ratio-summary">{ summary.unwrap_or_default() }</p>
                    <RatePlot ratios={ratios.clone()} />
                </>
            }
        }
        _ => html! {
            <JobStatus id="wow-ratios" status={job.state.status()} on_cancel={job.cancel.clone()}
                on_retry={compute.clone()} />
        },
    };

    html! {
        <section aria-labelledby="wow-ratio-title">
            <h2 id="wow-ratio-title">{ "Does E(X)/n² tend to 1? Yes" }</h2>
            <p id="wow-answer">
                { "The post leaves this open: as the board grows, must you fill nearly all of it before a line \
                   completes? Yes, but slowly: the proof below shows that 1 − E(X)/n² = (ln 2n + γ)/n up to \
                   O((ln n)²/n²), so about (ln 2n + γ) rows’ worth of squares are still empty when the first \
                   line completes. Each point below is from a closed form for E(X) (a single sum of n terms, \
                   derived on this site from the post's double sum), with a proven rounding-error bound below \
                   10⁻⁹." }
            </p>
            <div class="controls">
                <Slider id="wow-nmax" label="Largest n" min={f64::from(NMAX_RANGE.0)} max={f64::from(NMAX_RANGE.1)}
                    step={10.0} value={f64::from(props.n_max)} on_change={on_slider} />
                <button type="button" id="wow-ratio-compute" onclick={compute.reform(|_: MouseEvent| ())} disabled={job.state.is_running()}>
                    { "Compute" }
                </button>
            </div>
            { body }
            <Proof />
        </section>
    }
}

fn ratio_plot(ratios: &[f64]) -> Plot {
    let n_max = ratios.len() as f64;
    // Thin very long series to about two points per pixel of a wide screen.
    let stride = (ratios.len() / 4000).max(1);
    let points = ratios
        .iter()
        .enumerate()
        .step_by(stride)
        .map(|(i, &r)| ((i + 1) as f64, r))
        .collect();
    let lowest = ratios.iter().copied().fold(1.0, f64::min);
    Plot {
        title: "E(X)/n² against n".into(),
        x_label: "n".into(),
        y_label: "E(X)/n²".into(),
        x_range: (1.0, n_max.max(2.0)),
        y_range: ((lowest - 0.02).max(0.0), 1.005),
        y_log: false,
        series: vec![Series {
            name: "E(X)/n²".into(),
            color: palette::BLUE,
            kind: SeriesKind::Line,
            points,
        }],
        x_markers: vec![],
        y_markers: vec![Marker {
            at: 1.0,
            label: "1".into(),
            color: palette::GRAY,
        }],
    }
}
