//! What each hand is worth to Alice: the post's A(x), "the optimal expected payoff given
//! Alice's specific hand x", for each of the 169 classes, when both play the strategies shown
//! ([`snipelab_core::holdem::Game::class_values`]; the precomputed files carry them).

use std::rc::Rc;

use snipelab_core::holdem::{GainSummary, HandClass, StrategyTable};
use yew::prelude::*;

use super::alice_map::blend;
use super::hand_grid::{CellLook, HandGrid};
use crate::format::minus;

/// Gains in blue, losses in vermillion (Okabe and Ito's colour-blind-safe pair).
pub const GAIN: (f64, f64, f64) = (0.0, 114.0, 178.0);
/// See [`GAIN`].
pub const LOSS: (f64, f64, f64) = (213.0, 94.0, 0.0);

/// A gain with its sign and a true minus: "+0.110", "−0.708".
pub fn signed(v: f64) -> String {
    minus(&format!("{v:+.3}"))
}

/// Props of [`ValueMap`].
#[derive(Properties, PartialEq)]
pub struct ValueMapProps {
    /// The solution shown (its `values` known).
    pub table: Rc<StrategyTable>,
    /// The class in detail.
    pub selected: HandClass,
    /// Chooses a class.
    pub on_select: Callback<HandClass>,
    /// Hovers a class.
    pub on_hover: Callback<Option<HandClass>>,
}

/// The summary in words, every clause read from the numbers.
fn summary_words(s: &GainSummary, table: &StrategyTable) -> String {
    let folding = if s.every_class_beats_folding() {
        "yet even the worst loses less than the 1 a fold gives up"
    } else {
        "and some lose more than the 1 a fold gives up"
    };
    let bounds = if s.within(table.alice_lower, table.alice_upper, 1e-5) {
        "within"
    } else {
        "against"
    };
    format!(
        "From {} ({}) down to {} ({}): {} of the 169 classes lose on average, {folding}. Weighted by how \
         often each is dealt, they average {:.5}, the game's value with these strategies, {bounds} the \
         bounds {:.5} to {:.5}.",
        s.best.0.name(),
        signed(s.best.1),
        s.worst.0.name(),
        signed(s.worst.1),
        s.losing,
        s.average,
        table.alice_lower,
        table.alice_upper,
    )
}

/// The heat map of Alice's expected gain per class, with its summary; nothing when the
/// table does not know its gains.
#[function_component(ValueMap)]
pub fn value_map(props: &ValueMapProps) -> Html {
    let table = &props.table;
    let summary = table.gain_summary();
    let cells = use_memo(table.clone(), |table| {
        let Some(values) = &table.values else {
            return Vec::new();
        };
        let top = values.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        values
            .iter()
            .map(|&v| {
                // A square-root scale, so that the losses (down to about −0.7) show beside
                // gains of up to +4.7.
                let share = if top > 0.0 {
                    (v.abs() / top).sqrt()
                } else {
                    0.0
                };
                let (background, light_text) = blend(if v < 0.0 { LOSS } else { GAIN }, share);
                CellLook {
                    background,
                    light_text,
                    description: format!("Alice's expected gain {}", signed(v)),
                }
            })
            .collect::<Vec<_>>()
    });
    let Some(summary) = summary else {
        return html! {};
    };
    let top = summary.best.1.abs().max(summary.worst.1.abs());
    html! {
        <section aria-labelledby="holdem-value-title">
            <h2 id="holdem-value-title">{ "What each hand is worth to Alice" }</h2>
            <p>
                { "Her expected gain per hand with each class when both play the strategies above, in chips \
                   (she posts 1, so a fold loses 1): what the post calls A(x), the expected payoff given \
                   Alice's hand x, for each class. Blue: she gains; orange: she loses; the stronger the \
                   colour, the more (on a square-root scale)." }
            </p>
            <HandGrid id="holdem-value" caption="Alice's expected gain by hand"
                cells={(*cells).clone()} selected={props.selected}
                on_select={props.on_select.clone()} on_hover={props.on_hover.clone()} />
            <div class="holdem-legend" aria-hidden="true">
                <span>{ minus(&format!("{:.1}", -top)) }</span>
                <span class="holdem-legend-bar" style={format!(
                    "background: linear-gradient(to right, {}, #fff, {})", blend(LOSS, 1.0).0, blend(GAIN, 1.0).0)}></span>
                <span>{ format!("+{top:.1}") }</span>
            </div>
            <p id="holdem-value-summary">{ summary_words(&summary, table) }</p>
        </section>
    }
}
