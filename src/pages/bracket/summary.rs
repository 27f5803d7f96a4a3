//! The model's k and the posts' two reference lines, chalk and coin flips, under both strengths.

use std::rc::Rc;

use snipelab_core::bracket::History;
use yew::prelude::*;

/// Props of [`Summary`].
#[derive(Properties, PartialEq)]
pub struct SummaryProps {
    /// The history under the normal strength.
    pub normal: Rc<History>,
    /// The history under the linear strength.
    pub linear: Rc<History>,
}

/// The model's k and the two reference lines, under both strengths.
#[function_component(Summary)]
pub fn summary(props: &SummaryProps) -> Html {
    let row = |name: &str, history: &History| {
        html! {
            <tr>
                <th scope="row">{ name }</th>
                <td>{ format!("{:.4}", history.model.k()) }</td>
                <td>{ format!("1 in {}", history.chalk.one_in) }</td>
                <td>{ format!("1 in {}", history.coin.one_in) }</td>
            </tr>
        }
    };
    html! {
        <div class="bracket-table-wrap">
            <table class="bracket-table" id="bracket-summary">
                <caption>{ "A perfect bracket picked by chalk (the favourite always wins) or by coin flips" }</caption>
                <thead><tr><th scope="col">{ "Strength" }</th><th scope="col">{ "k" }</th>
                    <th scope="col">{ "Chalk" }</th><th scope="col">{ "Coin flips, 2⁻⁶³" }</th></tr></thead>
                <tbody>
                    { row("Normal", &props.normal) }
                    { row("Linear", &props.linear) }
                </tbody>
            </table>
        </div>
    }
}
