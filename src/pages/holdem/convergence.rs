//! How the certified bounds of a custom grid's solve close in on each other, iteration by
//! iteration: live while the worker runs (the solve's typed updates, `JobHandle::updates`),
//! then the whole history.

use std::rc::Rc;

use snipelab_core::holdem::BoundsPoint;
use yew::prelude::*;

use super::bounds::gap_text;
use crate::format::{count, thousands};
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Plot, Series, SeriesKind};

/// Props of [`Convergence`].
#[derive(Properties, PartialEq)]
pub struct ConvergenceProps {
    /// Alice's bounds as the solver went.
    pub history: Rc<Vec<BoundsPoint>>,
    /// Seconds the solve took in the worker; `None` while it runs.
    pub seconds: Option<f64>,
}

/// The chart's y range: the bounds after the first tenth of the run (the first iterates are
/// far off and would flatten the rest), padded a little.
fn y_range(history: &[BoundsPoint]) -> (f64, f64) {
    let skip = history.len() / 10;
    let (lo, hi) = history[skip.min(history.len().saturating_sub(1))..]
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
            (lo.min(p.alice_lower), hi.max(p.alice_upper))
        });
    let pad = ((hi - lo) * 0.1).max(1e-4);
    (lo - pad, hi + pad)
}

fn plot(history: &[BoundsPoint]) -> Plot {
    let line = |name: &str, color, pick: fn(&BoundsPoint) -> f64| Series {
        name: name.into(),
        color,
        kind: SeriesKind::Line,
        points: history
            .iter()
            .map(|p| (p.iteration as f64, pick(p)))
            .collect(),
    };
    let last = history.last().map_or(1.0, |p| p.iteration as f64);
    Plot {
        title: "Alice's certified bounds by iteration".into(),
        x_label: "iteration".into(),
        y_label: "value per hand".into(),
        x_range: (0.0, last.max(1.0)),
        y_range: y_range(history),
        series: vec![
            line("upper (Bob's guarantee)", palette::RED, |p| p.alice_upper),
            line("lower (Alice's guarantee)", palette::BLUE, |p| {
                p.alice_lower
            }),
        ],
        ..Plot::default()
    }
}

/// The convergence chart of a finished solve.
#[function_component(Convergence)]
pub fn convergence(props: &ConvergenceProps) -> Html {
    let history = &props.history;
    let chart = use_memo(history.clone(), |h| Rc::new(plot(h)));
    let Some(last) = history.last() else {
        return html! {};
    };
    html! {
        <figure class="holdem-convergence">
            <Chart id="holdem-convergence" plot={(*chart).clone()} height={260} description={format!(
                "Alice's lower and upper bounds over {}: they close in to {:.5} and {:.5}.",
                count(last.iteration, "iteration", "iterations"), last.alice_lower, last.alice_upper)} />
            if let Some(seconds) = props.seconds {
                <figcaption id="holdem-solve-stats">
                    { format!("Solved in {seconds:.2} s in the worker: found after {}, the gap down to {}.",
                        count(last.iteration, "iteration", "iterations"), gap_text(last.alice_upper - last.alice_lower)) }
                </figcaption>
            } else {
                <figcaption id="holdem-solve-live">
                    { format!("Solving: iteration {}, Alice between {:.5} and {:.5}, gap {}.",
                        thousands(last.iteration), last.alice_lower, last.alice_upper, gap_text(last.alice_upper - last.alice_lower)) }
                </figcaption>
            }
        </figure>
    }
}
