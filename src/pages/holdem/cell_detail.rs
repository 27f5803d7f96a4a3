//! The exact mix of one hand class: Alice's fold, call and every raise she uses, and Bob's
//! answer with the same class to the raise size of his map.

use std::rc::Rc;

use snipelab_core::holdem::{HandClass, StrategyTable, raise_label};
use yew::prelude::*;

use super::value_map::signed;

/// Props of [`CellDetail`].
#[derive(Properties, PartialEq)]
pub struct CellDetailProps {
    /// The solution shown.
    pub table: Rc<StrategyTable>,
    /// The class (hovered, else selected).
    pub class: HandClass,
    /// Index of the raise size of Bob's map.
    pub bob_raise: usize,
}

/// A percentage with enough digits for small mixes ("0.1%").
fn percent(p: f64) -> String {
    let p = 100.0 * p;
    if p != 0.0 && p.abs() < 1.0 {
        format!("{p:.2}%")
    } else {
        format!("{p:.1}%")
    }
}

/// The detail of one class, announced politely to screen readers as it changes.
#[function_component(CellDetail)]
pub fn cell_detail(props: &CellDetailProps) -> Html {
    let table = &props.table;
    let mix = table.mix(props.class);
    let name = props.class.name();
    let raises: Vec<Html> = mix
        .raise
        .iter()
        .zip(&table.raises)
        .filter(|(p, _)| **p >= 5e-5)
        .map(|(p, b)| html! { <li>{ format!("raise by {}: {}", raise_label(*b), percent(*p)) }</li> })
        .collect();
    let b = table.raises[props.bob_raise];
    let bob = table.bob[props.class.index()][props.bob_raise];
    html! {
        <div class="holdem-detail" id="holdem-detail" aria-live="polite">
            <h3>{ format!("{name} ({} combos)", props.class.combos()) }</h3>
            <p id="holdem-detail-mix">
                { format!("Alice: fold {}, call {}, raise {}", percent(mix.fold), percent(mix.call), percent(mix.raise_share())) }
                if let Some(m) = mix.mean_raise(&table.raises) {
                    { format!(" (mean raise {m:.2})") }
                }
                { "." }
            </p>
            if !raises.is_empty() {
                <ul class="holdem-raises">{ for raises }</ul>
            }
            if let Some(v) = table.values.as_ref().map(|v| v[props.class.index()]) {
                <p id="holdem-detail-value">
                    { format!("Holding {name}, Alice's expected gain is {} a hand with these strategies.", signed(v)) }
                </p>
            }
            <p id="holdem-detail-bob">
                { format!("Bob, holding {name}, calls a raise of {} with probability {bob:.4}.", raise_label(b)) }
            </p>
        </div>
    }
}
