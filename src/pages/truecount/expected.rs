//! The program's answer off the top of the shoe: the post's `expected_value(shoe)`.

use snipelab_core::truecount::{self, Game, Shoe, decimal};
use yew::prelude::*;

/// Props of [`ExpectedValue`].
#[derive(Properties, PartialEq)]
pub struct ExpectedValueProps {
    /// The shoe.
    pub shoe: Shoe,
    /// The game and the program.
    pub game: Game,
}

/// `expected_value(shoe)` as the chosen program computes it (one pass over the ranks: computed
/// here), and, under the post's program, what the missing line would have given.
#[function_component(ExpectedValue)]
pub fn expected_value(props: &ExpectedValueProps) -> Html {
    let ev = truecount::expected_value(&props.shoe, props.game);
    let value = decimal(&ev);
    let fixed = props.game.buggy.then(|| {
        let correct = Game {
            buggy: false,
            ..props.game
        };
        truecount::expected_value(&props.shoe, correct)
    });
    let edge = match &fixed {
        None => edge(value),
        Some(fixed) => {
            let truth = decimal(fixed);
            if value < 0.0 && truth < 0.0 {
                format!(
                    "by this program the house keeps {:.3}% of each wager (the true figure is {:.3}%)",
                    -100.0 * value,
                    -100.0 * truth
                )
            } else {
                format!(
                    "by this program {} (in truth, {})",
                    edge(value),
                    edge(truth)
                )
            }
        }
    };
    html! {
        <section aria-labelledby="truecount-ev-title">
            <h2 id="truecount-ev-title">{ "Off the top of the shoe" }</h2>
            <p class="result" id="truecount-ev">
                { if props.game.buggy { "The post's expected_value(shoe) = " } else { "expected_value(shoe) = " } }
                <span class="exact" id="truecount-ev-exact">{ ev.to_string() }</span>
                { format!(" ≈ {value:.6}: {edge}.") }
            </p>
            if let Some(fixed) = fixed {
                <p class="truecount-aside" id="truecount-ev-fixed">
                    { "(Spoiler: with the missing line restored it would be " }
                    <span class="exact">{ fixed.to_string() }</span>
                    { ". The check below finds the bug without knowing this.)" }
                </p>
            }
        </section>
    }
}

/// Who gains, and how much of each wager, at expected value `value`.
fn edge(value: f64) -> String {
    if value < 0.0 {
        format!("the house keeps {:.3}% of each wager", -100.0 * value)
    } else if value > 0.0 {
        format!("the player gains {:.3}% of each wager", 100.0 * value)
    } else {
        "an even game".to_string()
    }
}
