//! A labelled slider with a numeric readout that can also be typed into.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Props of [`Slider`].
#[derive(Properties, PartialEq)]
pub struct SliderProps {
    /// Element id of the range input (the number box gets `{id}-value`).
    pub id: AttrValue,
    /// Visible label.
    pub label: AttrValue,
    /// Smallest value.
    pub min: f64,
    /// Largest value.
    pub max: f64,
    /// Step (also the keyboard step; Page Up/Down move ten steps).
    #[prop_or(1.0)]
    pub step: f64,
    /// Current value.
    pub value: f64,
    /// Decimals shown in the readout.
    #[prop_or(0)]
    pub decimals: usize,
    /// Called with each new value (clamped and rounded to the step).
    pub on_change: Callback<f64>,
}

/// A range input plus a number input bound to the same value.
///
/// The range gives dragging and keyboard steps (arrows, Page Up/Down, Home/End); the number box
/// takes a typed value on Enter or blur. Values out of range are clamped, junk is ignored.
#[function_component(Slider)]
pub fn slider(props: &SliderProps) -> Html {
    let snap = {
        let (min, max, step) = (props.min, props.max, props.step);
        move |v: f64| {
            let v = v.clamp(min, max);
            if step > 0.0 {
                (min + ((v - min) / step).round() * step).clamp(min, max)
            } else {
                v
            }
        }
    };
    let on_input = {
        let on_change = props.on_change.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                let v = input.value_as_number();
                if v.is_finite() {
                    on_change.emit(snap(v));
                }
            }
        })
    };
    let readout = format!("{:.*}", props.decimals, props.value);
    // What the reader is typing into the box, until Enter or blur commits it. Without it, a
    // re-render while a job runs or ends would put the readout back over a half-typed value
    // (found by the hostile-input test: the value typed right after a link change was lost).
    let draft = use_state(|| None::<String>);
    {
        let draft = draft.clone();
        use_effect_with(readout.clone(), move |_| draft.set(None));
    }
    let on_draft = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                draft.set(Some(input.value()));
            }
        })
    };
    let on_typed = {
        let (on_change, current, draft) = (props.on_change.clone(), props.value, draft.clone());
        Callback::from(move |e: Event| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                draft.set(None);
                match input.value().trim().parse::<f64>() {
                    Ok(v) if v.is_finite() => on_change.emit(snap(v)),
                    // Junk: put the current value back.
                    _ => input.set_value(&current.to_string()),
                }
            }
        })
    };
    let shown = (*draft).clone().unwrap_or_else(|| readout.clone());
    html! {
        <div class="slider">
            <label for={props.id.clone()}>{ props.label.clone() }</label>
            <input type="range" id={props.id.clone()} min={props.min.to_string()} max={props.max.to_string()}
                step={props.step.to_string()} value={props.value.to_string()} aria-valuetext={readout.clone()}
                oninput={on_input} />
            <input type="number" id={format!("{}-value", props.id)} class="slider-value"
                aria-label={format!("{} (type a value)", props.label)}
                min={props.min.to_string()} max={props.max.to_string()} step={props.step.to_string()}
                value={shown} oninput={on_draft} onchange={on_typed} />
        </div>
    }
}
