//! Bob's calling range against one raise size, as a heat map: white where he always folds,
//! blue where he always calls.

use std::rc::Rc;

use snipelab_core::holdem::{HandClass, StrategyTable, raise_label};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::alice_map::blend;
use super::hand_grid::{CellLook, HandGrid};
use super::view::DEFAULT_B;
use crate::widgets::{Notice, NoticeKind};

/// Blue of a certain call (Okabe–Ito).
const BLUE: (f64, f64, f64) = (0.0, 114.0, 178.0);

/// The size shown for a wanted `b`: `b` itself if Alice may raise by it, else the nearest.
pub fn shown_raise(table: &StrategyTable, b: f64) -> (usize, bool) {
    match table.raise_position(b) {
        Some(k) => (k, true),
        None => {
            let k = table
                .raises
                .iter()
                .enumerate()
                .min_by(|x, y| (x.1 - b).abs().total_cmp(&(y.1 - b).abs()))
                .map_or(0, |(k, _)| k);
            (k, false)
        }
    }
}

/// Props of [`BobMap`].
#[derive(Properties, PartialEq)]
pub struct BobMapProps {
    /// The solution shown.
    pub table: Rc<StrategyTable>,
    /// The raise size the reader asked for (the URL's `b`), if any.
    pub b: Option<f64>,
    /// Chooses another raise size.
    pub on_b: Callback<f64>,
    /// The class in detail.
    pub selected: HandClass,
    /// Chooses a class.
    pub on_select: Callback<HandClass>,
    /// Hovers a class.
    pub on_hover: Callback<Option<HandClass>>,
}

/// The raise-size chooser and Bob's calling map for it.
#[function_component(BobMap)]
pub fn bob_map(props: &BobMapProps) -> Html {
    let table = &props.table;
    let wanted = props.b.unwrap_or(DEFAULT_B);
    let (k, exact) = shown_raise(table, wanted);
    let cells = use_memo((table.clone(), k), |(table, k)| {
        HandClass::all()
            .iter()
            .map(|&c| {
                let p = table.bob[c.index()][*k];
                let (background, light_text) = blend(BLUE, p);
                CellLook {
                    background,
                    light_text,
                    description: format!("Bob calls with probability {p:.3}"),
                }
            })
            .collect::<Vec<_>>()
    });
    let on_change = {
        let (on_b, raises) = (props.on_b.clone(), table.raises.clone());
        Callback::from(move |e: Event| {
            if let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                && let Some(&b) = select
                    .value()
                    .parse::<usize>()
                    .ok()
                    .and_then(|i| raises.get(i))
            {
                on_b.emit(b);
            }
        })
    };
    let b = table.raises[k];
    // How often Bob calls this raise over all his hands (classes weighted by combos).
    let call_share: f64 = HandClass::all()
        .iter()
        .map(|&c| c.combos() as f64 / 1326.0 * table.bob[c.index()][k])
        .sum();
    html! {
        <section aria-labelledby="holdem-bob-title">
            <h2 id="holdem-bob-title">{ "Bob's calling range" }</h2>
            <div class="controls">
                <label for="holdem-b">{ "Alice raises by" }</label>
                <select id="holdem-b" onchange={on_change}>
                    { for table.raises.iter().enumerate().map(|(i, &r)| html! {
                        <option value={i.to_string()} selected={i == k}>{ raise_label(r) }</option>
                    }) }
                </select>
            </div>
            // Only the reader's own choice earns a notice: the page's default is no promise.
            if !exact && props.b.is_some() {
                <Notice kind={NoticeKind::Info}>
                    { format!("Alice cannot raise by {} in this game; showing the nearest size, {}.",
                        raise_label(wanted), raise_label(b)) }
                </Notice>
            }
            <p id="holdem-bob-summary">
                { format!("Against a raise of {}, Bob calls with {:.1}% of his hands (white: he folds, blue: he calls).",
                    raise_label(b), 100.0 * call_share) }
            </p>
            <HandGrid id="holdem-bob" caption={format!("Bob's call probability against a raise of {}", raise_label(b))}
                cells={(*cells).clone()} selected={props.selected}
                on_select={props.on_select.clone()} on_hover={props.on_hover.clone()} />
            <div class="holdem-legend" aria-hidden="true">
                <span>{ "folds" }</span>
                <span class="holdem-legend-bar" style="background: linear-gradient(to right, #fff, rgb(0, 114, 178))"></span>
                <span>{ "calls" }</span>
            </div>
        </section>
    }
}
