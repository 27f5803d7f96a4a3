//! The posts' figure: every year's probability on a log scale under both strengths, with the
//! chalk lines and the coin-flip line 2⁻⁶³.

use std::rc::Rc;

use snipelab_core::bracket::History;
use yew::prelude::*;

use crate::widgets::plot::palette;
use crate::widgets::{Chart, Marker, Plot, Series, SeriesKind};

/// Props of [`HistoryChart`].
#[derive(Properties, PartialEq)]
pub struct HistoryChartProps {
    /// The history under the normal strength.
    pub normal: Rc<History>,
    /// The history under the linear strength.
    pub linear: Rc<History>,
    /// The year marked on the chart.
    pub year: u16,
}

/// The log-scale history figure.
#[function_component(HistoryChart)]
pub fn history_chart(props: &HistoryChartProps) -> Html {
    let plot = Rc::new(history_plot(&props.normal, &props.linear, props.year));
    let extremes = |history: &History| {
        let likeliest = history.years.iter().find(|y| y.rank == 1);
        let least = history.years.iter().max_by_key(|y| y.rank);
        match (likeliest, least) {
            (Some(a), Some(b)) => format!(
                "most likely {} (1 in {}), least likely {} (1 in {})",
                a.year, a.bracket.one_in, b.year, b.bracket.one_in
            ),
            _ => String::new(),
        }
    };
    let description = format!(
        "Log-scale plot of the probability of each tournament's outcome, {}. Normal strength: {}; chalk 1 in {}. \
         Linear strength: {}; chalk 1 in {}. Coin flips: 1 in {}.",
        span(&props.normal),
        extremes(&props.normal),
        props.normal.chalk.one_in,
        extremes(&props.linear),
        props.linear.chalk.one_in,
        props.normal.coin.one_in
    );
    html! {
        <section aria-labelledby="bracket-history-title">
            <h2 id="bracket-history-title">{ "How likely was each tournament?" }</h2>
            <Chart id="bracket-history" plot={plot} description={description} height={380} />
        </section>
    }
}

fn span(history: &History) -> String {
    match (history.years.first(), history.years.last()) {
        (Some(a), Some(b)) => format!("{} to {}", a.year, b.year),
        _ => "no years".into(),
    }
}

/// Two lines of years, two chalk lines, the coin flip; the selected year marked.
fn history_plot(normal: &History, linear: &History, year: u16) -> Plot {
    let points = |h: &History| -> Vec<(f64, f64)> {
        h.years
            .iter()
            .map(|y| (f64::from(y.year), 10f64.powf(y.bracket.log10_probability)))
            .collect()
    };
    let first = normal.years.first().map_or(1985.0, |y| f64::from(y.year));
    let last = normal.years.last().map_or(2026.0, |y| f64::from(y.year));
    let (x0, x1) = (first - 1.0, last + 1.0);
    let horizontal = |log10: f64| vec![(x0, 10f64.powf(log10)), (x1, 10f64.powf(log10))];

    let logs = normal
        .years
        .iter()
        .chain(&linear.years)
        .map(|y| y.bracket.log10_probability)
        .chain([
            normal.chalk.log10_probability,
            linear.chalk.log10_probability,
            normal.coin.log10_probability,
        ]);
    let (lo, hi) = logs.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), l| {
        (lo.min(l), hi.max(l))
    });
    // Room below the lowest line for the legend, and a little above chalk.
    let pad = ((hi - lo) * 0.45).max(1.5);
    let y_range = (
        10f64.powf((lo - pad).floor()),
        10f64.powf((hi + 0.5).ceil()),
    );

    Plot {
        title: "Probability of a perfect bracket, year by year".into(),
        x_label: "year".into(),
        y_label: "probability".into(),
        x_range: (x0, x1),
        y_range,
        y_log: true,
        series: vec![
            Series {
                name: "normal strength".into(),
                color: palette::BLUE,
                kind: SeriesKind::Line,
                points: points(normal),
            },
            Series {
                name: String::new(),
                color: palette::BLUE,
                kind: SeriesKind::Points,
                points: points(normal),
            },
            Series {
                name: "linear strength".into(),
                color: palette::RED,
                kind: SeriesKind::Line,
                points: points(linear),
            },
            Series {
                name: String::new(),
                color: palette::RED,
                kind: SeriesKind::Points,
                points: points(linear),
            },
            Series {
                name: format!("chalk, normal: 1 in {}", normal.chalk.one_in),
                color: palette::GREEN,
                kind: SeriesKind::Line,
                points: horizontal(normal.chalk.log10_probability),
            },
            Series {
                name: format!("chalk, linear: 1 in {}", linear.chalk.one_in),
                color: palette::ORANGE,
                kind: SeriesKind::Line,
                points: horizontal(linear.chalk.log10_probability),
            },
        ],
        x_markers: vec![Marker {
            at: f64::from(year),
            label: year.to_string(),
            color: palette::PURPLE,
        }],
        y_markers: vec![Marker {
            at: 10f64.powf(normal.coin.log10_probability),
            label: format!("coin flips, 2⁻⁶³: 1 in {}", normal.coin.one_in),
            color: palette::GRAY,
        }],
    }
}
