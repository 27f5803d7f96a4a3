//! Alice chooses her bet: her best bet against Bob's fixed-bet strategy, and its value 7/24.

use std::rc::Rc;

use snipelab_core::poker;
use yew::prelude::*;

use super::value_curve::plot_number;
use crate::widgets::plot::palette;
use crate::widgets::{Chart, Marker, Plot, Series, SeriesKind, Slider};

/// Points on the outcome-against-bet curve.
const CURVE_POINTS: u32 = 400;

/// Props of [`VariableBetView`].
#[derive(Properties, PartialEq)]
pub struct VariableBetProps {
    /// Alice's hand.
    pub x: f64,
    /// Right end of the bet axis.
    pub b_max: u32,
    /// Called with another hand.
    pub on_x: Callback<f64>,
}

/// The exact value 7/24, a hand slider, and Alice's outcome against the bet for that hand.
#[function_component(VariableBetView)]
pub fn variable_bet_view(props: &VariableBetProps) -> Html {
    let summary = use_memo((), |_| poker::variable_bet());
    let x = props.x;
    let best = poker::best_bet(x);
    let b_max = f64::from(props.b_max);
    let best_text = match best {
        None if x >= 1.0 => "the best hand: the larger the bet, the better".to_string(),
        None => "any bet, or folding, gives 0: Bob's threshold beats this hand".to_string(),
        Some(0.0) => format!(
            "best bet 0 (just call), outcome {:.4}",
            poker::best_outcome(x)
        ),
        Some(b) => format!(
            "best bet b* = {b:.4}, outcome {:.4}",
            poker::best_outcome(x)
        ),
    };
    let plot = Rc::new(Plot {
        title: format!(
            "Alice's outcome with hand x = {} against the bet",
            plot_number(x)
        ),
        x_label: "bet b".into(),
        y_label: "expected outcome".into(),
        x_range: (0.0, b_max),
        y_range: (0.0, 2.0),
        y_log: false,
        series: vec![Series {
            name: String::new(),
            color: palette::BLUE,
            kind: SeriesKind::Line,
            points: (0..=CURVE_POINTS)
                .map(|i| {
                    let b = b_max * f64::from(i) / f64::from(CURVE_POINTS);
                    (b, poker::outcome(x, b))
                })
                .collect(),
        }],
        x_markers: best
            .filter(|&b| b <= b_max)
            .map(|b| Marker {
                at: b,
                label: format!("b* = {}", plot_number(b)),
                color: palette::RED,
            })
            .into_iter()
            .collect(),
        y_markers: vec![],
    });
    html! {
        <section aria-labelledby="poker-variable-title">
            <h2 id="poker-variable-title">{ "When Alice chooses the bet" }</h2>
            <p>
                { "Suppose Bob keeps the fixed-bet strategy, calling a bet b when his hand beats (1 + b)/(2 + b), and \
                   Alice picks her bet hand by hand. Below 1/2 nothing helps her; up to 3/4 her best bet is 0; \
                   above, it is b*(x) = 1/√(1 − x) − 2." }
            </p>
            <p class="result" id="poker-variable-value">
                { "Alice's value: " }<span class="exact" id="poker-variable-exact">{ summary.value.clone() }</span>
                { format!(" ≈ {:.6}, more than the fixed-bet game's best, {}.", summary.value_f64, summary.fixed_bet_value) }
            </p>
            <div class="controls">
                <Slider id="poker-x" label="Alice's hand x" min={0.0} max={1.0} step={0.01} decimals={2} value={x}
                    on_change={props.on_x.clone()} />
            </div>
            <p id="poker-best-bet">{ format!("With hand x = {}: {best_text}.", plot_number(x)) }</p>
            <Chart id="poker-slice" plot={plot} height={260} description={format!(
                "Alice's expected outcome with hand {} for bets from 0 to {}{}.", plot_number(x), props.b_max,
                best.map(|b| format!(", highest at b = {b:.3}")).unwrap_or_default())} />
        </section>
    }
}
