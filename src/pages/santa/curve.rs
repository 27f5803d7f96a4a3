//! Both probabilities against the number of couples, with their limits 1/e and 1/e².

use std::cell::RefCell;
use std::rc::Rc;

use snipelab_core::santa::SantaPoint;
use yew::prelude::*;

use crate::jobs::santa::Curve as CurveJob;
use crate::jobs::{JobState, use_prerendered_job};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, JobStatus, Marker, Plot, Series, SeriesKind};

/// The curve always reaches at least this many couples, and otherwise n rounded up to a
/// multiple of it, so that small moves of the slider reuse the curve already computed.
const CURVE_STEP: u32 = 100;

/// Props of [`Curve`].
#[derive(Properties, PartialEq)]
pub struct CurveProps {
    /// Couples on the slider (marked on the curve).
    pub n: u32,
}

/// The cyclic order's success probability and the hat's acceptance rate for every number of
/// couples up to the slider's (rounded up), computed in the worker.
#[function_component(Curve)]
pub fn curve(props: &CurveProps) -> Html {
    let n = props.n;
    let wanted = n.div_ceil(CURVE_STEP).max(1) * CURVE_STEP;
    // The longest curve computed so far: any shorter one is a prefix of it.
    let longest: Rc<RefCell<Rc<Vec<SantaPoint>>>> = use_mut_ref(Rc::default);
    let job = use_prerendered_job(CurveJob {
        max_couples: wanted,
    });

    if let Some(points) = job.state.output()
        && points.len() > longest.borrow().len()
    {
        *longest.borrow_mut() = Rc::new((**points).clone());
    }
    let points = longest.borrow().clone();
    let need_job = points.len() < wanted as usize;
    {
        let start = job.start.clone();
        use_effect_with((wanted, need_job), move |&(wanted, need_job)| {
            if need_job {
                start.emit(CurveJob {
                    max_couples: wanted,
                });
            }
        });
    }

    let restart = job.start.reform(move |()| CurveJob {
        max_couples: wanted,
    });

    let body = if need_job {
        match job.state {
            JobState::Idle | JobState::Done(_) => html! { <p>{ "Computing…" }</p> },
            _ => html! {
                <JobStatus id="santa" status={job.state.status()} what={format!("computing {wanted} couples")}
                    on_cancel={job.cancel.clone()} on_retry={restart} />
            },
        }
    } else {
        let plot = Rc::new(curve_plot(&points[..wanted as usize], n));
        html! {
            <Chart id="santa-curve" plot={plot} description={format!(
                "P(nobody gives to their partner) for 1 to {wanted} couples, approaching 1/e, and the hat's \
                 acceptance rate, approaching 1/e², with n = {n} marked.")} />
        }
    };

    html! {
        <section aria-labelledby="santa-curve-title">
            <h2 id="santa-curve-title">{ "Against the number of couples" }</h2>
            { body }
        </section>
    }
}

fn curve_plot(points: &[SantaPoint], n: u32) -> Plot {
    let cyclic = points
        .iter()
        .map(|p| (f64::from(p.couples), p.p_cyclic))
        .collect();
    let hat = points
        .iter()
        .map(|p| (f64::from(p.couples), p.p_hat))
        .collect();
    let e = std::f64::consts::E;
    Plot {
        title: format!("Success against couples, 1 to {}", points.len()),
        x_label: "n, couples".into(),
        y_label: "probability".into(),
        x_range: (1.0, points.len().max(2) as f64),
        y_range: (0.0, 0.5),
        y_log: false,
        series: vec![
            Series {
                name: "cyclic order".into(),
                color: palette::BLUE,
                kind: SeriesKind::Line,
                points: cyclic,
            },
            Series {
                name: "hat, accepted".into(),
                color: palette::ORANGE,
                kind: SeriesKind::Line,
                points: hat,
            },
        ],
        x_markers: vec![Marker {
            at: f64::from(n),
            label: format!("n = {n}"),
            color: palette::RED,
        }],
        y_markers: vec![
            Marker {
                at: 1.0 / e,
                label: "1/e".into(),
                color: palette::GRAY,
            },
            Marker {
                at: 1.0 / (e * e),
                label: "1/e²".into(),
                color: palette::GRAY,
            },
        ],
    }
}
