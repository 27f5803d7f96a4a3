//! Split or not: E(split) against standing, hitting and doubling the pair as one hand.

use snipelab_core::split::UnsplitValues;
use yew::prelude::*;

use super::signed;

/// Props of [`Comparison`].
#[derive(Properties, PartialEq)]
pub struct ComparisonProps {
    /// E(split) with perfect card memory.
    pub e_split: f64,
    /// The values of not splitting.
    pub unsplit: UnsplitValues,
}

/// A small table of the four choices, the verdict, and what the split is worth.
#[function_component(Comparison)]
pub fn comparison(props: &ComparisonProps) -> Html {
    let u = &props.unsplit;
    let gain = props.e_split - u.best;
    let best_unsplit = if u.double == Some(u.best) {
        "doubling down on the pair"
    } else if u.hit == u.best {
        "hitting the pair"
    } else {
        "standing on the pair"
    };
    let row = |id: &'static str, label: &'static str, value: Option<f64>, best: bool| {
        html! {
            <tr class={classes!(best.then_some("split-best"))}>
                <th scope="row">{ label }</th>
                <td id={id}>{ value.map_or("not allowed".to_string(), |v| signed(v, 4)) }</td>
            </tr>
        }
    };
    let top = props.e_split.max(u.best);
    html! {
        <div class="split-comparison">
            <table>
                <caption>{ "Expected net win per unit initial wager" }</caption>
                <tbody>
                    { row("split-e-split", "Split, perfect card memory", Some(props.e_split), props.e_split == top) }
                    { row("split-stand", "Stand on the pair", Some(u.stand), u.stand == top) }
                    { row("split-hit", "Hit, then play on (composition-dependent)", Some(u.hit), u.hit == top) }
                    { row("split-e-double", "Double down", u.double, u.double == Some(top)) }
                </tbody>
            </table>
            <p id="split-verdict">
                if gain > 0.0 {
                    <strong>{ "Split." }</strong>
                    { format!(" Remembering every card of the round, splitting is worth {gain:.4} per unit wager more \
                               than {best_unsplit}, the best play without splitting.") }
                } else {
                    <strong>{ "Do not split." }</strong>
                    { format!(" Even with every card of the round remembered, splitting loses {:.4} per unit wager \
                               against {best_unsplit}.", -gain) }
                }
            </p>
            if u.dealer_blackjack > 0.0 {
                <p class="split-note">
                    { format!("Every value includes the dealer's blackjack (probability {:.4} given these cards).",
                        u.dealer_blackjack) }
                </p>
            }
        </div>
    }
}
