//! The pair and the dealer's up card.

use snipelab_core::split::rank_name;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::SplitView;
use super::view::pair_name;

/// Props of [`CardPickers`].
#[derive(Properties, PartialEq)]
pub struct CardPickersProps {
    /// The current view.
    pub view: SplitView,
    /// Called with the view after a change.
    pub on_view: Callback<SplitView>,
}

/// The rank a `<select>` of ranks now shows.
fn selected_rank(event: &Event) -> Option<u8> {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        .and_then(|s| s.value().parse::<u8>().ok())
        .filter(|r| (1..=10).contains(r))
}

/// Two menus: which pair to split, against which up card.
#[function_component(CardPickers)]
pub fn card_pickers(props: &CardPickersProps) -> Html {
    let on_pair = {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        Callback::from(move |e: Event| {
            if let Some(pair) = selected_rank(&e) {
                on_view.emit(SplitView {
                    pair,
                    ..view.clone()
                });
            }
        })
    };
    let on_up = {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        Callback::from(move |e: Event| {
            if let Some(up) = selected_rank(&e) {
                on_view.emit(SplitView { up, ..view.clone() });
            }
        })
    };
    html! {
        <div class="controls split-cards">
            <label for="split-pair">{ "Pair" }</label>
            <select id="split-pair" onchange={on_pair}>
                { for (1..=10u8).map(|r| html! {
                    <option value={r.to_string()} selected={r == props.view.pair}>{ pair_name(r) }</option>
                }) }
            </select>
            <label for="split-up">{ "Dealer's up card" }</label>
            <select id="split-up" onchange={on_up}>
                { for (1..=10u8).map(|r| html! {
                    <option value={r.to_string()} selected={r == props.view.up}>{ rank_name(r) }</option>
                }) }
            </select>
        </div>
    }
}
