//! The 2025 post's second figure: the number of upsets in each year, with the model's mean.

use std::rc::Rc;

use snipelab_core::bracket::{History, UpsetDistribution};
use yew::prelude::*;

use crate::widgets::plot::palette;
use crate::widgets::{Chart, Marker, Plot, Series, SeriesKind};

/// Props of [`UpsetsChart`].
#[derive(Properties, PartialEq)]
pub struct UpsetsChartProps {
    /// The history (upset counts do not depend on the model; the rank does).
    pub history: Rc<History>,
    /// The upset distribution under the chosen model, for its mean.
    pub distribution: Rc<UpsetDistribution>,
    /// The year highlighted.
    pub year: u16,
}

/// Upsets per year as bars.
#[function_component(UpsetsChart)]
pub fn upsets_chart(props: &UpsetsChartProps) -> Html {
    let years = &props.history.years;
    let bar =
        |y: &snipelab_core::bracket::YearSummary| (f64::from(y.year), f64::from(y.bracket.upsets));
    let (selected, others): (Vec<_>, Vec<_>) = years.iter().partition(|y| y.year == props.year);
    let most = years.iter().map(|y| y.bracket.upsets).max().unwrap_or(0);
    let fewest = years.iter().map(|y| y.bracket.upsets).min().unwrap_or(0);
    let with = |count: u32| {
        years
            .iter()
            .filter(|y| y.bracket.upsets == count)
            .map(|y| y.year.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let first = years.first().map_or(1985.0, |y| f64::from(y.year));
    let last = years.last().map_or(2026.0, |y| f64::from(y.year));
    let mean = props.distribution.mean;
    let plot = Plot {
        title: "Upsets per tournament".into(),
        x_label: "year".into(),
        y_label: "upsets".into(),
        x_range: (first - 1.0, last + 1.0),
        y_range: (0.0, f64::from(most).max(mean) + 4.0),
        y_log: false,
        series: vec![
            Series {
                name: String::new(),
                color: palette::BLUE,
                kind: SeriesKind::Bars { width: 0.8 },
                points: others.into_iter().map(bar).collect(),
            },
            Series {
                name: String::new(),
                color: palette::PURPLE,
                kind: SeriesKind::Bars { width: 0.8 },
                points: selected.into_iter().map(bar).collect(),
            },
        ],
        x_markers: vec![],
        y_markers: vec![Marker {
            at: mean,
            label: format!("model mean {mean:.1}"),
            color: palette::RED,
        }],
    };
    let summary = format!(
        "Fewest upsets: {fewest} ({}). Most: {most} ({}). The model expects {mean:.1} ± {:.1}.",
        with(fewest),
        with(most),
        props.distribution.standard_deviation
    );
    html! {
        <section aria-labelledby="bracket-upsets-title">
            <h2 id="bracket-upsets-title">{ "Upsets per year" }</h2>
            <p>{ "An upset is a game won by the worse seed (the larger seed number); games between equal seeds are not upsets." }</p>
            <Chart id="bracket-upsets" plot={Rc::new(plot)} description={format!("Bar chart of upsets per tournament. {summary}")} />
            <p id="bracket-upsets-summary">{ summary }</p>
        </section>
    }
}
