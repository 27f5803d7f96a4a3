//! The selected year's numbers: its probability and rank under both strengths, its upsets, and
//! round by round under the chosen one.

use std::rc::Rc;

use snipelab_core::bracket::{History, YearSummary, round_name};
use yew::prelude::*;

use super::format::{seeded, times, upsets};
use super::view::ModelKind;
use crate::format::minus;

/// Props of [`YearNumbers`].
#[derive(Properties, PartialEq)]
pub struct YearNumbersProps {
    /// The history under the normal strength.
    pub normal: Rc<History>,
    /// The history under the linear strength.
    pub linear: Rc<History>,
    /// The year shown.
    pub year: u16,
    /// The model of the round-by-round table.
    pub model: ModelKind,
}

/// A year's numbers.
#[function_component(YearNumbers)]
pub fn year_numbers(props: &YearNumbersProps) -> Html {
    let find = |h: &History| h.years.iter().find(|y| y.year == props.year).cloned();
    let (Some(normal), Some(linear)) = (find(&props.normal), find(&props.linear)) else {
        return html! {};
    };
    let count = props.normal.years.len();
    let line = |name: &str, y: &YearSummary, history: &History| {
        html! {
            <li>
                <strong>{ format!("{name}: 1 in {}", y.bracket.one_in) }</strong>
                { format!(" (log₁₀ p = {}), rank {} of {count} (1 = most likely), {} times less likely than chalk",
                    minus(&format!("{:.3}", y.bracket.log10_probability)), y.rank, times(history.chalk.log10_probability, y.bracket.log10_probability)) }
            </li>
        }
    };
    let (chosen, name) = match props.model {
        ModelKind::Normal => (&normal, "normal"),
        ModelKind::Linear => (&linear, "linear"),
    };
    html! {
        <section class="bracket-numbers" id="bracket-numbers" aria-live="polite" aria-labelledby="bracket-numbers-title">
            <h3 id="bracket-numbers-title">
                { format!("{}: {}", props.year, upsets(normal.bracket.upsets)) }
                if let Some(champion) = &normal.champion {
                    { format!(", won by {}", seeded(champion)) }
                }
            </h3>
            <ul>
                { line("Normal strength", &normal, &props.normal) }
                { line("Linear strength", &linear, &props.linear) }
            </ul>
            <div class="bracket-table-wrap">
                <table class="bracket-table" id="bracket-rounds">
                    <caption>{ format!("{} round by round ({name} strength)", props.year) }</caption>
                    <thead><tr><th scope="col">{ "Round" }</th><th scope="col">{ "Games" }</th>
                        <th scope="col">{ "Upsets" }</th><th scope="col">{ "log₁₀ p" }</th></tr></thead>
                    <tbody>
                        { for chosen.bracket.rounds.iter().map(|r| html! {
                            <tr>
                                <th scope="row">{ round_name(r.round) }</th>
                                <td>{ r.games }</td>
                                <td>{ r.upsets }</td>
                                <td>{ format!("{:.3}", r.log10_probability) }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </section>
    }
}
