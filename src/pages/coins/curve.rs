//! The win probabilities against the number of flips.

use std::rc::Rc;

use yew::prelude::*;

use snipelab_core::coins::both_fall_from;

use super::MAX_FLIPS;
use crate::format::thousands;
use crate::jobs::coins::Curve;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Marker, Plot, Series, SeriesKind};

/// Props of [`WinCurve`].
#[derive(Properties, PartialEq)]
pub struct WinCurveProps {
    /// Flips on the slider (marked on the curve).
    pub n: u32,
}

/// P(Alice wins), P(Bob wins) and P(tie) for every n up to the slider's maximum: one run of
/// the recurrence gives them all (the table after k flips is the answer for k flips), computed
/// once in the worker.
#[function_component(WinCurve)]
pub fn win_curve(props: &WinCurveProps) -> Html {
    let n = props.n;
    let job = use_prerendered_job(Curve {
        max_flips: MAX_FLIPS,
    });
    let compute = {
        let start = job.start.clone();
        Callback::from(move |()| {
            start.emit(Curve {
                max_flips: MAX_FLIPS,
            })
        })
    };
    {
        let compute = compute.clone();
        use_effect_with((), move |_| compute.emit(()));
    }

    let segert = "Bob wins more often for every n ≥ 3, as Simon Segert proved in 2024";
    let trend = match &job.state {
        JobState::Done(points) => match (both_fall_from(points), points.last()) {
            (Some(from), Some(last)) => format!(
                "{segert}. Here, from n = {from} to {}, every extra flip shrinks both his edge and the \
                 chance of a tie.",
                thousands(u64::from(last.flips))
            ),
            _ => format!("{segert}."),
        },
        _ => format!("{segert}."),
    };
    let body = match &job.state {
        JobState::Done(points) => {
            let plot = Rc::new(curve_plot(points, n));
            let here = (n as usize)
                .checked_sub(1)
                .and_then(|i| points.get(i))
                .map(|p| {
                    format!(
                        "At n = {n}: Alice {:.4}, Bob {:.4}, tie {:.4}.",
                        p.p_alice, p.p_bob, p.p_tie
                    )
                });
            html! {
                <>
                    <Chart id="coins-curve" plot={plot} description={format!(
                        "P(Alice wins), P(Bob wins) and P(tie) for 1 to {} flips, with n = {n} marked: Bob's curve \
                         stays above Alice's from 3 flips on, the tie fades.", points.len())} />
                    <p id="coins-curve-summary">{ here.unwrap_or_default() }</p>
                </>
            }
        }
        _ => html! {
            <JobStatus id="coins-curve" status={job.state.status()} what={format!("counting 1 to {MAX_FLIPS} flips")}
                on_cancel={job.cancel.clone()} on_retry={compute} />
        },
    };

    html! {
        <section aria-labelledby="coins-curve-title">
            <h2 id="coins-curve-title">{ "Against the number of flips" }</h2>
            <p id="coins-curve-trend">{ trend }</p>
            { body }
        </section>
    }
}

fn curve_plot(points: &[snipelab_core::coins::WinPoint], n: u32) -> Plot {
    let line = |pick: fn(&snipelab_core::coins::WinPoint) -> f64| -> Vec<(f64, f64)> {
        points
            .iter()
            .map(|p| (f64::from(p.flips), pick(p)))
            .collect()
    };
    Plot {
        title: "Who wins n flips".into(),
        x_label: "n, flips".into(),
        y_label: "probability".into(),
        x_range: (1.0, points.len().max(2) as f64),
        y_range: (0.0, 1.0),
        y_log: false,
        series: vec![
            Series {
                name: "Bob wins".into(),
                color: palette::ORANGE,
                kind: SeriesKind::Line,
                points: line(|p| p.p_bob),
            },
            Series {
                name: "Alice wins".into(),
                color: palette::BLUE,
                kind: SeriesKind::Line,
                points: line(|p| p.p_alice),
            },
            Series {
                name: "tie".into(),
                color: palette::GRAY,
                kind: SeriesKind::Line,
                points: line(|p| p.p_tie),
            },
        ],
        x_markers: vec![Marker {
            at: f64::from(n),
            label: format!("n = {n}"),
            color: palette::RED,
        }],
        y_markers: vec![],
    }
}
