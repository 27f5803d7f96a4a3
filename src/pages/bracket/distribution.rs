//! Beyond the posts: the exact distribution of the number of upsets under the model, with each
//! year's actual count marked.

use std::rc::Rc;

use snipelab_core::bracket::{History, UpsetDistribution};
use yew::prelude::*;

use super::format::percent;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Marker, Plot, Series, SeriesKind};

/// Props of [`Distribution`].
#[derive(Properties, PartialEq)]
pub struct DistributionProps {
    /// The history under the chosen model.
    pub history: Rc<History>,
    /// P(u upsets) under the chosen model.
    pub distribution: Rc<UpsetDistribution>,
    /// The year marked.
    pub year: u16,
}

/// P(u upsets) as bars; the share of years with u upsets as points; the selected year marked.
#[function_component(Distribution)]
pub fn distribution(props: &DistributionProps) -> Html {
    let d = &props.distribution;
    let p = |u: usize| d.probabilities.get(u).copied().unwrap_or(0.0);
    let years = &props.history.years;
    let total = years.len().max(1) as f64;
    let years_with = |u: usize| -> Vec<u16> {
        years
            .iter()
            .filter(|y| y.bracket.upsets as usize == u)
            .map(|y| y.year)
            .collect()
    };
    // Show the counts that matter: where the model has mass or some year landed.
    let relevant = |u: usize| p(u) > 1e-4 || !years_with(u).is_empty();
    let lo = (0..d.probabilities.len())
        .find(|&u| relevant(u))
        .unwrap_or(0);
    let hi = (0..d.probabilities.len())
        .rev()
        .find(|&u| relevant(u))
        .unwrap_or(63);
    let top = d
        .probabilities
        .iter()
        .copied()
        .chain((lo..=hi).map(|u| years_with(u).len() as f64 / total))
        .fold(0.0, f64::max);
    let selected = years.iter().find(|y| y.year == props.year);

    let plot = Plot {
        title: "Number of upsets: the model and the years".into(),
        x_label: "upsets in a tournament".into(),
        y_label: "probability".into(),
        x_range: (lo as f64 - 1.0, hi as f64 + 1.0),
        y_range: (0.0, top * 1.15),
        y_log: false,
        series: vec![
            Series {
                // No legend (it would hide bars on a phone): the text above says what is what.
                name: String::new(),
                color: palette::BLUE,
                kind: SeriesKind::Bars { width: 0.8 },
                points: (lo..=hi).map(|u| (u as f64, p(u))).collect(),
            },
            Series {
                name: String::new(),
                color: palette::RED,
                kind: SeriesKind::Points,
                points: (lo..=hi)
                    .filter_map(|u| {
                        let n = years_with(u).len();
                        (n > 0).then(|| (u as f64, n as f64 / total))
                    })
                    .collect(),
            },
        ],
        x_markers: selected
            .map(|y| Marker {
                at: f64::from(y.bracket.upsets),
                label: format!("{}: {}", y.year, y.bracket.upsets),
                color: palette::PURPLE,
            })
            .into_iter()
            .collect(),
        y_markers: vec![],
    };
    let at_most = selected.map(|y| {
        let u = y.bracket.upsets as usize;
        let below: f64 = d.probabilities.iter().take(u + 1).sum();
        format!(
            "Under the model, a tournament has {} upsets or fewer with probability {}, and more with probability {}.",
            u,
            percent(below),
            percent((1.0 - below).max(0.0))
        )
    });

    html! {
        <section aria-labelledby="bracket-distribution-title">
            <h2 id="bracket-distribution-title">{ "How many upsets should a tournament have?" }</h2>
            <p>
                { format!("The exact law of the number of upsets under the model (a dynamic program over the bracket, \
                    not a simulation): mean {:.2}, standard deviation {:.2}. ", d.mean, d.standard_deviation) }
                { at_most.unwrap_or_default() }
            </p>
            <p class="bracket-key">
                <span class="key-bars">{ "Bars" }</span>{ ": the model's probability of each number of upsets. " }
                <span class="key-dots">{ "Dots" }</span>{ format!(": the share of the {} tournaments that had it.", years.len()) }
            </p>
            <Chart id="bracket-distribution" plot={Rc::new(plot)} description={format!(
                "Bar chart of the probability of each number of upsets under the model, mean {:.2}, with points for the \
                 share of the {} tournaments that had each count.", d.mean, years.len())} />
            <details class="bracket-counts">
                <summary>{ "Every year's count" }</summary>
                <div class="bracket-table-wrap">
                    <table class="bracket-table" id="bracket-counts">
                        <thead><tr><th scope="col">{ "Upsets" }</th><th scope="col">{ "Model" }</th>
                            <th scope="col">{ "Years" }</th></tr></thead>
                        <tbody>
                            { for (lo..=hi).map(|u| html! {
                                <tr>
                                    <th scope="row">{ u }</th>
                                    <td>{ percent(p(u)) }</td>
                                    <td>{ years_with(u).iter().map(u16::to_string).collect::<Vec<_>>().join(" ") }</td>
                                </tr>
                            }) }
                        </tbody>
                    </table>
                </div>
            </details>
        </section>
    }
}
