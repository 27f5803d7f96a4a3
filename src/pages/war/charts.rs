//! The sweep curve over the turns, and how many abstract decks the enumeration carries.

use std::rc::Rc;

use snipelab_core::war::SweepReport;
use yew::prelude::*;

use super::summary::scientific;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Plot, Series, SeriesKind};

/// Props of [`SweepCharts`].
#[derive(Properties, PartialEq)]
pub struct SweepChartsProps {
    /// The enumeration's result.
    pub report: Rc<SweepReport>,
}

/// Two charts: P(A wins each of the first t turns) on a log axis, and the number of distinct
/// abstract decks after each turn (the notebook's point: a few thousand states instead of 52!
/// deals).
#[function_component(SweepCharts)]
pub fn sweep_charts(props: &SweepChartsProps) -> Html {
    let r = &props.report;
    let curve = use_memo(props.report.clone(), |r| curve_plot(r));
    let states = use_memo(props.report.clone(), |r| states_plot(r));
    let most = r
        .by_turn
        .iter()
        .map(|t| t.abstract_decks)
        .max()
        .unwrap_or(0);
    html! {
        <>
            <h3>{ "Sweeping the first t turns" }</h3>
            <Chart id="war-curve" plot={curve} description={format!(
                "P(A wins each of the first t turns) for t from 0 to {}, falling on a log scale from 1 to {}.",
                r.turns, scientific(r.p_sweep))} />
            <h3>{ "States per turn" }</h3>
            <p>
                { format!("The enumeration never holds more than {most} abstract decks at once (sorted tuples of \
                           rank counts, the notebook's AbDeck), however many concrete deals they stand for.") }
            </p>
            <Chart id="war-states" plot={states} height={260} description={format!(
                "Number of abstract decks after each of the {} turns, at most {most}.", r.turns)} />
        </>
    }
}

/// P(first t turns all won by A) against t, drawn over the notebook's "simple arithmetic" p₁ᵗ
/// (within a few per cent of it on the 52-card deck, so the exact line goes on top).
fn curve_plot(r: &SweepReport) -> Plot {
    let exact: Vec<(f64, f64)> = r
        .by_turn
        .iter()
        .filter(|t| t.p > 0.0)
        .map(|t| (f64::from(t.turn), t.p))
        .collect();
    let first = r.by_turn.get(1).map_or(0.0, |t| t.p);
    let simple: Vec<(f64, f64)> = (0..=r.turns)
        .map(|t| (f64::from(t), first.powi(t as i32)))
        .filter(|&(_, p)| p > 0.0)
        .collect();
    let lowest = exact.iter().chain(&simple).map(|p| p.1).fold(1.0, f64::min);
    Plot {
        title: format!("P(A wins each of the first t turns), {} cards", r.cards),
        x_label: "t, turns played".into(),
        y_label: "probability".into(),
        x_range: (0.0, f64::from(r.turns.max(1))),
        y_range: (lowest / 2.0, 1.5),
        y_log: true,
        series: vec![
            Series {
                name: "simple arithmetic, p₁ᵗ".into(),
                color: palette::GRAY,
                kind: SeriesKind::Line,
                points: simple,
            },
            Series {
                name: "exact (abstract enumeration)".into(),
                color: palette::BLUE,
                kind: SeriesKind::Line,
                points: exact,
            },
        ],
        x_markers: vec![],
        y_markers: vec![],
    }
}

/// Distinct abstract decks after each turn, as bars.
fn states_plot(r: &SweepReport) -> Plot {
    let points: Vec<(f64, f64)> = r
        .by_turn
        .iter()
        .map(|t| (f64::from(t.turn), t.abstract_decks as f64))
        .collect();
    let most = points.iter().map(|p| p.1).fold(1.0, f64::max);
    Plot {
        title: "Abstract decks in play after each turn".into(),
        x_label: "t, turns played".into(),
        y_label: "abstract decks".into(),
        x_range: (-0.5, f64::from(r.turns) + 0.5),
        y_range: (0.0, most * 1.08),
        y_log: false,
        series: vec![Series {
            name: String::new(),
            color: palette::GREEN,
            kind: SeriesKind::Bars { width: 0.8 },
            points,
        }],
        x_markers: vec![],
        y_markers: vec![],
    }
}
