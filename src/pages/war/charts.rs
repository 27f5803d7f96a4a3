//! The sweep curve over the turns, its ratio to the notebook's simple arithmetic, and how many
//! abstract decks the enumeration carries.

use std::rc::Rc;

use snipelab_core::war::SweepReport;
use yew::prelude::*;

use super::summary::scientific;
use crate::format::count;
use crate::widgets::plot::Marker;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Plot, Series, SeriesKind};

/// Props of [`SweepCharts`].
#[derive(Properties, PartialEq)]
pub struct SweepChartsProps {
    /// The enumeration's result.
    pub report: Rc<SweepReport>,
}

/// Three charts: P(A wins each of the first t turns) on a log axis; its ratio to the simple
/// arithmetic p₁ᵗ, since on a log axis spanning nine decades the two curves overlap and the
/// notebook's 1.6 % gap is invisible; and the number of distinct abstract decks after each turn
/// (the notebook's point: a few thousand states instead of 52! deals).
#[function_component(SweepCharts)]
pub fn sweep_charts(props: &SweepChartsProps) -> Html {
    let r = &props.report;
    let curve = use_memo(props.report.clone(), |r| curve_plot(r));
    let ratio = use_memo(props.report.clone(), |r| ratio_plot(r));
    let states = use_memo(props.report.clone(), |r| states_plot(r));
    let last_ratio = r.by_turn.last().map_or(1.0, |t| t.vs_simple);
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
            <h3>{ "Exact over simple arithmetic" }</h3>
            <p id="war-ratio-note">
                { ratio_note(r.turns, last_ratio) }
            </p>
            <Chart id="war-ratio" plot={ratio} height={260} description={format!(
                "The exact P(A wins each of the first t turns) divided by p₁ᵗ for t from 0 to {}, ending at {last_ratio:.4}.",
                r.turns)} />
            <h3>{ "States per turn" }</h3>
            <p>
                { format!("The enumeration never holds more than {most} abstract decks at once (sorted tuples of \
                           rank counts, the notebook's AbDeck), however many concrete deals they stand for.") }
            </p>
            <Chart id="war-states" plot={states} height={260} description={format!(
                "Number of abstract decks after each of {}, at most {most}.", count(u64::from(r.turns), "turn", "turns"))} />
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

/// What the ratio chart shows, in words: where the exact curve ends relative to p₁ᵗ.
fn ratio_note(turns: u32, last: f64) -> String {
    // Measured against the exact answer, as in the summary above ("p₁ᵗ is 1.65% too low").
    let how = if last == 0.0 {
        "A cannot win the first turn, so there is nothing to compare.".to_string()
    } else {
        let percent = 100.0 * (1.0 / last - 1.0);
        if percent.abs() < 0.005 {
            "They agree: here every turn is independent of the ones before.".to_string()
        } else {
            format!(
                "After {} p₁ᵗ is {:.2}% too {} against the exact sweep.",
                count(u64::from(turns), "turn", "turns"),
                percent.abs(),
                if percent < 0.0 { "low" } else { "high" }
            )
        }
    };
    format!("The exact probability divided by the simple arithmetic, turn by turn. {how}")
}

/// P(first t turns all won by A) / p₁ᵗ against t, from the library's exact ratios.
fn ratio_plot(r: &SweepReport) -> Plot {
    let points: Vec<(f64, f64)> = r
        .by_turn
        .iter()
        .filter(|t| t.vs_simple > 0.0)
        .map(|t| (f64::from(t.turn), t.vs_simple))
        .collect();
    let (lo, hi) = points
        .iter()
        .fold((1.0f64, 1.0f64), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
    // A little room around the data, and never a flat axis when every ratio is 1.
    let pad = ((hi - lo) * 0.1).max(0.002);
    Plot {
        title: "exact ÷ simple arithmetic".into(),
        x_label: "t, turns played".into(),
        y_label: "P(first t turns) / p₁ᵗ".into(),
        x_range: (0.0, f64::from(r.turns.max(1))),
        y_range: (lo - pad, hi + pad),
        y_log: false,
        series: vec![Series {
            name: "exact ÷ p₁ᵗ".into(),
            color: palette::BLUE,
            kind: SeriesKind::Line,
            points,
        }],
        x_markers: vec![],
        y_markers: vec![Marker {
            at: 1.0,
            label: "1: no gap".into(),
            color: palette::GRAY,
        }],
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

#[cfg(test)]
mod gap_tests {
    use super::*;
    use snipelab_core::progress::Silent;
    use snipelab_core::war::{WarDeck, sweep_report};

    #[test]
    fn the_gap_is_measured_against_the_exact_answer_in_both_places() {
        let r = sweep_report(WarDeck::new(13, 4).unwrap(), &mut Silent).unwrap();
        let last = r.by_turn.last().unwrap().vs_simple;
        let note = ratio_note(r.turns, last);
        assert!(
            note.contains("After 26 turns p₁ᵗ is 1.65% too low against the exact sweep."),
            "{note}"
        );
    }
}
