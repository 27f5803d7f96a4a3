//! The shortfall 1 − E(X)/n² against its derived rate (ln 2n + γ)/n, on log–log axes.

use std::rc::Rc;

use snipelab_core::wow;
use yew::prelude::*;

use crate::widgets::plot::palette;
use crate::widgets::{Chart, Plot, Series, SeriesKind};

/// Points per curve: log-spaced n, so that a 20,000-point job draws as fast as a 100-point one
/// and the bounds (three log-gamma differences per n) stay far below a frame on the UI thread.
const POINTS: usize = 300;

/// Props of [`RatePlot`].
#[derive(Properties, PartialEq)]
pub struct RatePlotProps {
    /// `ratios[i]` = E(X)/n² for n = i + 1, from the worker.
    pub ratios: Rc<Vec<f64>>,
}

/// Log-spaced board sides 1..=n_max, each once.
fn log_spaced(n_max: usize) -> Vec<usize> {
    let top = (n_max as f64).ln();
    let mut sides: Vec<usize> = (0..=POINTS)
        .map(|i| (top * i as f64 / POINTS as f64).exp().round() as usize)
        .map(|n| n.clamp(1, n_max))
        .collect();
    sides.dedup();
    sides
}

/// The computed shortfall, the derived rate and the proven bounds.
#[function_component(RatePlot)]
pub fn rate_plot(props: &RatePlotProps) -> Html {
    let plot = use_memo(props.ratios.clone(), |ratios| Rc::new(plot(ratios)));
    let n_max = props.ratios.len();
    let summary = props.ratios.last().map(|r| {
        let b = wow::shortfall_bounds(n_max as u32);
        format!(
            "At n = {n_max}: 1 − E(X)/n² ≈ {}; the rate (ln 2n + γ)/n gives {}; \
             proven between {} and {}.",
            significant(1.0 - r),
            significant(b.rate),
            significant(b.lower),
            significant(b.upper)
        )
    });
    html! {
        <>
            <Chart id="wow-rate" plot={(*plot).clone()}
                description={format!("Log–log plot of 1 − E(X)/n² against n from 1 to {n_max}, following the derived rate (ln 2n + γ)/n and lying between the proven bounds.")} />
            <p id="wow-rate-summary">{ summary.unwrap_or_default() }</p>
        </>
    }
}

/// A small positive number with six significant digits, as a plain decimal.
fn significant(x: f64) -> String {
    let decimals = (5.0 - x.abs().log10().floor()).clamp(0.0, 20.0) as usize;
    format!("{x:.decimals$}")
}

fn plot(ratios: &[f64]) -> Plot {
    let sides = log_spaced(ratios.len());
    let x = |n: usize| (n as f64).log10();
    let bounds: Vec<wow::Shortfall> = sides
        .iter()
        .map(|&n| wow::shortfall_bounds(n as u32))
        .collect();
    let curve = |f: &dyn Fn(&wow::Shortfall) -> f64| -> Vec<(f64, f64)> {
        sides
            .iter()
            .zip(&bounds)
            .map(|(&n, b)| (x(n), f(b)))
            .filter(|p| p.1 > 0.0)
            .collect()
    };
    let computed: Vec<(f64, f64)> = sides
        .iter()
        .map(|&n| (x(n), 1.0 - ratios[n - 1]))
        .filter(|p| p.1 > 0.0)
        .collect();
    let lowest = computed.iter().map(|p| p.1).fold(1.0, f64::min);
    Plot {
        title: "1 − E(X)/n² against the derived rate".into(),
        x_label: "log₁₀ n".into(),
        y_label: "1 − E(X)/n² (log scale)".into(),
        x_range: (0.0, x(ratios.len()).max(1.0)),
        // Three decades of room below the last points keep them above the legend, which sits at
        // the bottom right where this falling curve would otherwise end.
        y_range: (lowest / 1000.0, 2.0),
        y_log: true,
        series: vec![
            Series {
                name: "upper bound (Harris)".into(),
                color: palette::GRAY,
                kind: SeriesKind::Line,
                points: curve(&|b| b.upper),
            },
            Series {
                name: "lower bound".into(),
                color: palette::GREEN,
                kind: SeriesKind::Line,
                points: curve(&|b| b.lower),
            },
            Series {
                name: "(ln 2n + γ)/n".into(),
                color: palette::RED,
                kind: SeriesKind::Line,
                points: curve(&|b| b.rate),
            },
            Series {
                name: "computed 1 − E(X)/n²".into(),
                color: palette::BLUE,
                kind: SeriesKind::Points,
                points: computed,
            },
        ],
        x_markers: vec![],
        y_markers: vec![],
    }
}
