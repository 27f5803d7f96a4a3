//! The model's knobs: which strength, p(16 beats 1) (by hand or from a calibration year) and n.

use std::rc::Rc;

use snipelab_core::bracket::{Observed16, Tournament, observed_16_over_1};
use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::view::{BracketView, Calibration, ModelKind, N_RANGE, format_probability};
use crate::widgets::{Notice, NoticeKind, Slider};

/// Range of the p(16 beats 1) slider, as the N of "1 in N": from a coin flip to 1 in 1000.
const ODDS_RANGE: (f64, f64) = (2.0, 1000.0);

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The current view.
    pub view: BracketView,
    /// Every tournament (for the calibration years).
    pub tournaments: Rc<Vec<Tournament>>,
    /// Called with the view the reader asks for.
    pub on_change: Callback<BracketView>,
}

/// Model radio buttons, the p16 slider, the calibration year and the n slider.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let view = props.view;
    // The years whose #16-vs-#1 record can calibrate the model: those after the first #16 win.
    let records = use_memo(props.tournaments.clone(), |tournaments| {
        tournaments
            .iter()
            .filter_map(|t| observed_16_over_1(tournaments, t.year).ok())
            .collect::<Vec<Observed16>>()
    });
    let p16 = view.p16(&props.tournaments);

    let on_model = {
        let on_change = props.on_change.clone();
        move |model: ModelKind| on_change.reform(move |_: Event| BracketView { model, ..view })
    };
    let on_odds = props.on_change.reform(move |odds: f64| BracketView {
        calibration: Calibration::Given(1.0 / odds),
        ..view
    });
    let on_calibration = {
        let (on_change, current) = (props.on_change.clone(), p16.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target()
                .and_then(|t| js_sys::Reflect::get(&t, &JsValue::from_str("value")).ok())
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            let calibration = match value.parse::<u16>() {
                Ok(year) => Calibration::Observed(year),
                // "A value of my own": keep today's p16, now free to move.
                Err(_) => match &current {
                    Ok(p16) => Calibration::Given(*p16),
                    Err(_) => return,
                },
            };
            on_change.emit(BracketView {
                calibration,
                ..view
            });
        })
    };
    let on_n = props.on_change.reform(move |n: f64| BracketView {
        n: n as u32,
        ..view
    });

    let readout = match (&p16, view.calibration) {
        (Ok(p), Calibration::Observed(year)) => {
            let record = records.iter().find(|r| r.through == year);
            let games = record.map_or(String::new(), |r| {
                format!(
                    ": {} win{} in {} games",
                    r.upsets,
                    if r.upsets == 1 { "" } else { "s" },
                    r.games
                )
            });
            html! { <>{ format!("p(16 beats 1) = {p:.5}, 1 in {}: the #16 seeds' record through {year}{games}.",
            trim(1.0 / p)) }</> }
        }
        (Ok(p), Calibration::Given(_)) => html! {
            <>{ format!("p(16 beats 1) = {} = {p:.5}, set by hand.", format_probability(*p)) }</>
        },
        (Err(e), _) => html! { <Notice kind={NoticeKind::Error}>{ e.clone() }</Notice> },
    };
    let odds = p16.as_ref().map_or(136.0, |p| 1.0 / p);
    let selected = match view.calibration {
        Calibration::Observed(year) => year.to_string(),
        Calibration::Given(_) => "given".to_string(),
    };

    html! {
        <section class="controls bracket-controls" aria-label="The game model">
            <fieldset class="bracket-model">
                <legend>{ "Model for the bracket, ranks and upsets" }</legend>
                <span class="bracket-radio">
                    <input type="radio" name="bracket-model" id="bracket-model-normal" value="normal"
                        checked={view.model == ModelKind::Normal} onchange={on_model(ModelKind::Normal)} />
                    <label for="bracket-model-normal">{ "Normal strength sᵢ = Φ⁻¹(1 − 4i/n)" }</label>
                </span>
                <span class="bracket-radio">
                    <input type="radio" name="bracket-model" id="bracket-model-linear" value="linear"
                        checked={view.model == ModelKind::Linear} onchange={on_model(ModelKind::Linear)} />
                    <label for="bracket-model-linear">{ "Linear strength sᵢ = −i" }</label>
                </span>
            </fieldset>
            <Slider id="bracket-odds" label="p(16 beats 1) = 1 in" min={ODDS_RANGE.0} max={ODDS_RANGE.1}
                value={odds.clamp(ODDS_RANGE.0, ODDS_RANGE.1)} on_change={on_odds} />
            <div class="bracket-calibration">
                <label for="bracket-cal">{ "Calibrate on the record through" }</label>
                <select id="bracket-cal" onchange={on_calibration}>
                    <option value="given" selected={selected == "given"}>{ "(a value of my own)" }</option>
                    { for records.iter().map(|r| {
                        let year = r.through.to_string();
                        html! {
                            <option value={year.clone()} selected={selected == year}>
                                { format!("{year} ({} in {})", r.upsets, r.games) }
                            </option>
                        }
                    }) }
                </select>
            </div>
            <Slider id="bracket-n" label="Division I teams n (normal strength)" min={f64::from(N_RANGE.0)}
                max={f64::from(N_RANGE.1)} value={f64::from(view.n)} on_change={on_n} />
            <p class="bracket-p16" id="bracket-p16">{ readout }</p>
        </section>
    }
}

/// A number with up to two decimals and no trailing zeros: 82, 136, 57.33.
fn trim(x: f64) -> String {
    let text = format!("{x:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}
