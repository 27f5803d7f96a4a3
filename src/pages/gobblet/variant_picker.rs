//! The rule variant: the post's three parameters (sizes, pieces per size, moves allowed).

use snipelab_core::gobblet::{MAX_PER_SIZE, MAX_SIZES, SolveStats, Variant};
use yew::prelude::*;

use super::outcome_text;

/// Props of [`VariantPicker`].
#[derive(Properties, PartialEq)]
pub struct VariantPickerProps {
    /// The variant chosen.
    pub variant: Variant,
    /// The figures of the variants solved or loaded in this browser.
    pub known: Vec<SolveStats>,
    /// A new variant was chosen.
    pub on_change: Callback<Variant>,
}

/// Two selects, a checkbox and the post's two named variants.
#[function_component(VariantPicker)]
pub fn variant_picker(props: &VariantPickerProps) -> Html {
    let v = props.variant;
    let emit = |make: fn(Variant, &str) -> Option<Variant>| {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Some(next) = make(v, &value) {
                on_change.emit(next);
            }
        })
    };
    let on_sizes =
        emit(|v, s| Variant::new(s.parse().ok()?, v.num_per_size(), v.allow_move()).ok());
    let on_per = emit(|v, s| Variant::new(v.num_sizes(), s.parse().ok()?, v.allow_move()).ok());
    let on_move = {
        let on_change = props.on_change.clone();
        Callback::from(move |_: Event| {
            if let Ok(next) = Variant::new(v.num_sizes(), v.num_per_size(), !v.allow_move()) {
                on_change.emit(next);
            }
        })
    };
    let preset = |variant: Variant| {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(variant))
    };
    html! {
        <section class="gobblet-variant" aria-labelledby="gobblet-variant-title">
            <h2 id="gobblet-variant-title">{ "Rules" }</h2>
            <div class="controls">
                <label for="gobblet-sizes">{ "Piece sizes" }</label>
                <select id="gobblet-sizes" onchange={on_sizes}>
                    { for (1..=MAX_SIZES as u8).map(|n| html! {
                        <option value={n.to_string()} selected={n == v.num_sizes()}>{ n }</option>
                    }) }
                </select>
                <label for="gobblet-per">{ "Pieces of each size, per player" }</label>
                <select id="gobblet-per" onchange={on_per}>
                    { for (1..=MAX_PER_SIZE).map(|n| html! {
                        <option value={n.to_string()} selected={n == v.num_per_size()}>{ n }</option>
                    }) }
                </select>
                <label class="gobblet-check">
                    <input type="checkbox" id="gobblet-move" checked={v.allow_move()} onchange={on_move} />
                    { " Pieces on the board may move" }
                </label>
            </div>
            <div class="controls buttons">
                <button type="button" id="gobblet-preset-gobblet" onclick={preset(Variant::GOBBLET)}>
                    { "Gobblet Gobblers (3,2,1)" }
                </button>
                <button type="button" id="gobblet-preset-tictactoe" onclick={preset(Variant::TIC_TAC_TOE)}>
                    { "Tic Tac Toe (1,5,0)" }
                </button>
            </div>
            if !props.known.is_empty() {
                <p class="gobblet-known-title">{ "Solved in this browser (choose one to play it):" }</p>
                <ul id="gobblet-known" class="gobblet-known">
                    { for props.known.iter().map(|stats| html! {
                        <li>
                            <button type="button" onclick={preset(stats.variant)}>
                                { format!("({}): {}", stats.variant, outcome_text(stats.start)) }
                            </button>
                        </li>
                    }) }
                </ul>
            }
        </section>
    }
}
