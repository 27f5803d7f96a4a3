//! The post's open question, plotted: does E(X)/n² tend to 1?

use std::rc::Rc;

use yew::prelude::*;

use super::NMAX_RANGE;
use crate::jobs::{Job, JobOutput, JobState, use_job, wow as wow_jobs};
use crate::widgets::plot::palette;
use crate::widgets::{
    Chart, Marker, Notice, NoticeKind, Plot, ProgressBar, Series, SeriesKind, Slider,
};

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
    let job = use_job();
    // Start once with the URL's n_max, so a shared link shows the plot.
    {
        let (start, n_max) = (job.start.clone(), props.n_max);
        use_effect_with((), move |_| {
            start.emit(Job::Wow(wow_jobs::Job::Ratios { n_max }))
        });
    }
    let compute = {
        let (start, n_max) = (job.start.clone(), props.n_max);
        Callback::from(move |_: MouseEvent| start.emit(Job::Wow(wow_jobs::Job::Ratios { n_max })))
    };
    let on_slider = props.on_n_max.reform(|v: f64| v as u32);

    let body = match &job.state {
        JobState::Done(output) => match output.as_ref() {
            JobOutput::Wow(wow_jobs::Output::Ratios(ratios)) => {
                let last = ratios.len();
                let summary = ratios.last().map(|r| {
                    format!("At n = {last}, E(X)/n² ≈ {r:.6}: the board is {:.2}% full before the first line.", 100.0 * r)
                });
                html! {
                    <>
                        <Chart id="wow-ratios" plot={Rc::new(ratio_plot(ratios))}
                            description={format!("E(X)/n² against n from 1 to {last}, rising towards 1.")} />
                        <p id="wow-ratio-summary">{ summary.unwrap_or_default() }</p>
                    </>
                }
            }
            _ => html! {},
        },
        JobState::Running { phase, done, total } => html! {
            <ProgressBar phase={phase.clone()} done={*done} total={*total} on_cancel={job.cancel.clone()} />
        },
        JobState::Failed(message) => {
            html! { <Notice kind={NoticeKind::Error}>{ message.clone() }</Notice> }
        }
        JobState::Cancelled => {
            html! { <Notice kind={NoticeKind::Info}>{ "Cancelled. Press Compute to start again." }</Notice> }
        }
        JobState::Idle => html! {},
    };

    html! {
        <section aria-labelledby="wow-ratio-title">
            <h2 id="wow-ratio-title">{ "Does E(X)/n² tend to 1?" }</h2>
            <p>
                { "The post leaves this open: as the board grows, must you fill nearly all of it before a line \
                   completes? Each point below is exact up to rounding, from a closed form for E(X) \
                   (a single sum of n terms, derived on this site from the post's double sum)." }
            </p>
            <div class="controls">
                <Slider id="wow-nmax" label="Largest n" min={f64::from(NMAX_RANGE.0)} max={f64::from(NMAX_RANGE.1)}
                    step={10.0} value={f64::from(props.n_max)} on_change={on_slider} />
                <button type="button" id="wow-ratio-compute" onclick={compute} disabled={job.state.is_running()}>
                    { "Compute" }
                </button>
            </div>
            { body }
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
