//! A(b), x_t and y_t against the bet.

use std::rc::Rc;

use snipelab_core::poker;
use yew::prelude::*;

use crate::widgets::plot::palette;
use crate::widgets::{Chart, Marker, Plot, Series, SeriesKind};

/// Points per unit of bet on the curves (bets i/STEPS_PER_UNIT, each exact).
const STEPS_PER_UNIT: u32 = 20;

/// Props of [`ValueCurve`].
#[derive(Properties, PartialEq)]
pub struct ValueCurveProps {
    /// The chosen bet, marked.
    pub bet: f64,
    /// Right end of the bet axis.
    pub b_max: u32,
}

/// The library's exact equilibrium at bets 0, 1/20, 2/20, …, b_max, plotted.
#[function_component(ValueCurve)]
pub fn value_curve(props: &ValueCurveProps) -> Html {
    let points = use_memo(props.b_max, |&b_max| {
        (0..=b_max * STEPS_PER_UNIT)
            .filter_map(|i| {
                poker::parse_bet(&format!("{i}/{STEPS_PER_UNIT}"))
                    .and_then(|b| poker::fixed_bet_equilibrium(&b))
                    .ok()
            })
            .collect::<Vec<_>>()
    });
    let series = |name: &str, color, value: fn(&poker::FixedBetEquilibrium) -> f64| Series {
        name: name.into(),
        color,
        kind: SeriesKind::Line,
        points: points.iter().map(|e| (e.bet_f64, value(e))).collect(),
    };
    let plot = Rc::new(Plot {
        title: "The fixed-bet equilibrium as the bet grows".into(),
        x_label: "bet b".into(),
        y_label: "hand / value".into(),
        x_range: (0.0, f64::from(props.b_max)),
        y_range: (0.0, 1.0),
        y_log: false,
        series: vec![
            series("Bob calls above y_t", palette::GREEN, |e| {
                e.bob_threshold_f64
            }),
            series("Alice bets above x_t", palette::ORANGE, |e| {
                e.alice_threshold_f64
            }),
            series("Alice's value A(b)", palette::BLUE, |e| e.value_f64),
        ],
        x_markers: vec![Marker {
            at: props.bet,
            label: format!("b = {}", plot_number(props.bet)),
            color: palette::RED,
        }],
        y_markers: vec![Marker {
            at: 0.25,
            label: "A(0) = 1/4".into(),
            color: palette::GRAY,
        }],
    });
    html! {
        <section aria-labelledby="poker-curve-title">
            <h2 id="poker-curve-title">{ "As the bet grows" }</h2>
            <Chart id="poker-curve" plot={plot} description={format!(
                "Against the bet b from 0 to {}: Bob's threshold y_t and Alice's threshold x_t rise towards 1, \
                 Alice's value A(b) falls from 1/4.", props.b_max)} />
        </section>
    }
}

/// A short number for a label: up to three decimals, no trailing zeros.
pub fn plot_number(v: f64) -> String {
    let text = format!("{v:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}
