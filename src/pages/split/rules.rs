//! The table rules that matter to a split.

use snipelab_core::split::{Doubling, Rules};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::SplitView;

/// Props of [`RulesPanel`].
#[derive(Properties, PartialEq)]
pub struct RulesPanelProps {
    /// The current view.
    pub view: SplitView,
    /// Called with the view after a change.
    pub on_view: Callback<SplitView>,
}

/// The value of the `<select>` or the state of the checkbox an event came from.
fn target_value(event: &Event) -> Option<String> {
    let target = event.target()?;
    if let Some(input) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        return Some(if input.checked() { "1" } else { "0" }.to_string());
    }
    target
        .dyn_ref::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
}

/// Applies one control's value to the rules (unknown values change nothing).
fn apply(rules: Rules, key: &str, value: &str) -> Rules {
    let on = value == "1";
    match key {
        "h17" => Rules {
            hit_soft_17: on,
            ..rules
        },
        "enhc" => Rules {
            no_hole_card: on,
            ..rules
        },
        "double" => Rules {
            doubling: match value {
                "d9" => Doubling::NineToEleven,
                "d10" => Doubling::TenEleven,
                _ => Doubling::AnyTwo,
            },
            ..rules
        },
        "das" => Rules {
            double_after_split: on,
            ..rules
        },
        "splits" => Rules {
            max_splits: value
                .parse()
                .ok()
                .filter(|n| (1..=3).contains(n))
                .unwrap_or(rules.max_splits),
            ..rules
        },
        "rsa" => Rules {
            resplit_aces: on,
            ..rules
        },
        "forced" => Rules {
            forced_resplit: on,
            ..rules
        },
        _ => rules,
    }
}

/// Dealer rule, peek rule, doubling, doubling after a split and the resplit rules.
#[function_component(RulesPanel)]
pub fn rules_panel(props: &RulesPanelProps) -> Html {
    let change = |key: &'static str| {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        Callback::from(move |e: Event| {
            if let Some(value) = target_value(&e) {
                on_view.emit(SplitView {
                    rules: apply(view.rules, key, &value),
                    ..view.clone()
                });
            }
        })
    };
    let r = &props.view.rules;
    let option = |value: &'static str, label: &'static str, selected: bool| {
        html! { <option value={value} selected={selected}>{ label }</option> }
    };
    html! {
        <fieldset class="split-rules">
            <legend>{ "Rules" }</legend>
            <div class="controls">
                <label for="split-h17">{ "Dealer" }</label>
                <select id="split-h17" onchange={change("h17")}>
                    { option("1", "hits soft 17 (H17)", r.hit_soft_17) }
                    { option("0", "stands on soft 17 (S17)", !r.hit_soft_17) }
                </select>
                <label for="split-enhc">{ "Hole card" }</label>
                <select id="split-enhc" onchange={change("enhc")}>
                    { option("0", "dealer peeks", !r.no_hole_card) }
                    { option("1", "no hole card (ENHC)", r.no_hole_card) }
                </select>
                <label for="split-double">{ "Double on" }</label>
                <select id="split-double" onchange={change("double")}>
                    { option("doa", "any two cards", r.doubling == Doubling::AnyTwo) }
                    { option("d9", "9–11 only", r.doubling == Doubling::NineToEleven) }
                    { option("d10", "10–11 only", r.doubling == Doubling::TenEleven) }
                </select>
                <label for="split-splits">{ "Most splits" }</label>
                <select id="split-splits" onchange={change("splits")}>
                    { for (1..=3u8).map(|n| html! {
                        <option value={n.to_string()} selected={r.max_splits == n}>
                            { format!("{n} ({} hands)", n + 1) }
                        </option>
                    }) }
                </select>
            </div>
            <div class="controls">
                <label for="split-das"><input type="checkbox" id="split-das" checked={r.double_after_split}
                    onchange={change("das")} />{ " Double after split (DAS)" }</label>
                <label for="split-rsa"><input type="checkbox" id="split-rsa" checked={r.resplit_aces}
                    onchange={change("rsa")} />{ " Resplit aces" }</label>
                <label for="split-forced"><input type="checkbox" id="split-forced" checked={r.forced_resplit}
                    onchange={change("forced")} />{ " Forced resplitting" }</label>
            </div>
        </fieldset>
    }
}
