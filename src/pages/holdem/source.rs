//! Which solution the page shows: a precomputed one, or a custom grid of raise sizes (typed,
//! or integers from 2 up to the slider's largest raise) that the worker re-solves.

use snipelab_core::holdem::{RaiseSizes, raise_label};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::view::{GAPS, HoldemView, MAX_CUSTOM_SIZES, SolutionSet, parse_custom};
use crate::widgets::{Notice, NoticeKind, Slider, use_parsed_input};

/// Props of [`SourcePicker`].
#[derive(Properties, PartialEq)]
pub struct SourcePickerProps {
    /// The current view.
    pub view: HoldemView,
    /// Moves to another view.
    pub on_view: Callback<HoldemView>,
}

/// The solution chooser and, for a custom grid, its text field and slider.
#[function_component(SourcePicker)]
pub fn source_picker(props: &SourcePickerProps) -> Html {
    let view = &props.view;
    let on_set = {
        let (view, on_view) = (view.clone(), props.on_view.clone());
        Callback::from(move |e: Event| {
            if let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                && let Some(&set) = SolutionSet::ALL.iter().find(|s| s.key() == select.value())
            {
                on_view.emit(HoldemView {
                    set,
                    ..view.clone()
                });
            }
        })
    };
    let raises = {
        let (view, on_view) = (view.clone(), props.on_view.clone());
        use_parsed_input(
            view.raises.to_string(),
            |text: &String| parse_custom(text),
            Callback::from(move |(_, raises): (String, RaiseSizes)| {
                on_view.emit(HoldemView {
                    raises,
                    ..view.clone()
                })
            }),
        )
    };
    let on_gap = {
        let (view, on_view) = (view.clone(), props.on_view.clone());
        Callback::from(move |e: Event| {
            if let Some(gap) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .and_then(|s| s.value().parse::<f64>().ok())
            {
                on_view.emit(HoldemView {
                    gap,
                    ..view.clone()
                });
            }
        })
    };
    let largest = match &*raises.parsed {
        Ok(sizes) => sizes.sizes().last().copied().unwrap_or(2.0),
        Err(_) => 2.0,
    };
    let on_largest = {
        let set = raises.set.clone();
        Callback::from(move |top: f64| {
            let list: Vec<String> = (2..=top as u32).map(|b| b.to_string()).collect();
            set.emit(list.join(","));
        })
    };
    html! {
        <section aria-labelledby="holdem-source-title">
            <h2 id="holdem-source-title">{ "Which game" }</h2>
            <div class="controls">
                <label for="holdem-set">{ "Alice's raise sizes" }</label>
                <select id="holdem-set" onchange={on_set}>
                    { for SolutionSet::ALL.iter().map(|s| html! {
                        <option value={s.key()} selected={*s == view.set}>{ s.label() }</option>
                    }) }
                </select>
            </div>
            if view.set == SolutionSet::Custom {
                <div class="controls">
                    <label for="holdem-raises">{ "Raise sizes (each at least 2)" }</label>
                    <input id="holdem-raises" type="text" inputmode="decimal" value={raises.draft.clone()}
                        oninput={raises.oninput()} aria-invalid={raises.parsed.is_err().to_string()}
                        aria-describedby="holdem-raises-help" />
                </div>
                <p id="holdem-raises-help" class="holdem-help">
                    { format!("Up to {MAX_CUSTOM_SIZES} sizes separated by commas, fractions allowed (\"2,3,5.5,8\"), \
                               or slide the largest raise for all integers from 2 up to it. Now: {}.",
                        match &*raises.parsed {
                            Ok(s) => s.sizes().iter().map(|&b| raise_label(b)).collect::<Vec<_>>().join(", "),
                            Err(_) => "not a grid".into(),
                        }) }
                </p>
                if let Err(why) = &*raises.parsed {
                    <Notice kind={NoticeKind::Error}><span id="holdem-raises-error">{ why.clone() }</span></Notice>
                }
                <div class="controls">
                    <label for="holdem-target-gap">{ "Stop when the gap is at most" }</label>
                    <select id="holdem-target-gap" onchange={on_gap}>
                        { for GAPS.iter().map(|&g| html! {
                            <option value={format!("{g:e}")} selected={g == view.gap}>{ format!("{g:e}") }</option>
                        }) }
                        if !GAPS.contains(&view.gap) {
                            <option value={format!("{:e}", view.gap)} selected=true>{ format!("{:e}", view.gap) }</option>
                        }
                    </select>
                </div>
                <div class="controls">
                    <Slider id="holdem-largest" label="Largest raise (all integers from 2)" min={2.0}
                        max={(MAX_CUSTOM_SIZES + 1) as f64} value={largest.round().clamp(2.0, (MAX_CUSTOM_SIZES + 1) as f64)}
                        on_change={on_largest} />
                </div>
            }
        </section>
    }
}
