//! The shoe editor: cards of each rank before the round, with standard-deck presets.

use snipelab_core::split::{self, MAX_RANK_COUNT, rank_name};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::SplitView;
use super::view::{MAX_DECKS, parse_count};
use crate::format::thousands;
use crate::widgets::use_parsed_input;

/// Props of [`ShoeEditor`].
#[derive(Properties, PartialEq)]
pub struct ShoeEditorProps {
    /// The current view.
    pub view: SplitView,
    /// Called with the view after a change.
    pub on_view: Callback<SplitView>,
}

/// The ten typed counts as counts, or what is wrong with the first bad one.
fn parse_counts(texts: &[String; 10]) -> Result<[u16; 10], String> {
    let mut counts = [0u16; 10];
    for (r, (count, text)) in counts.iter_mut().zip(texts).enumerate() {
        *count = parse_count(text)
            .map_err(|why| format!("The count of {}s is {why}.", rank_name(r as u8 + 1)))?;
    }
    Ok(counts)
}

/// Presets offered as buttons (the usual shoes of the tables).
const PRESETS: [u16; 4] = [1, 2, 6, 8];

/// Ten count boxes (A to T) and deck presets. A count that is not a whole number from 0 to
/// 512 stays in its box with a message and leaves the URL alone; valid counts become a custom
/// shoe.
#[function_component(ShoeEditor)]
pub fn shoe_editor(props: &ShoeEditorProps) -> Html {
    let shoe = props.view.shoe();
    // The counts as typed; a new shoe from elsewhere (a preset, the URL, a table cell)
    // replaces them.
    let field = {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        use_parsed_input(
            shoe.map(|n| n.to_string()),
            parse_counts,
            on_view.reform(move |(_, counts): ([String; 10], [u16; 10])| SplitView {
                custom: Some(counts),
                ..view.clone()
            }),
        )
    };
    let texts = &field.draft;
    let preset = |decks: u16| {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        Callback::from(move |_: MouseEvent| {
            on_view.emit(SplitView {
                decks,
                custom: None,
                ..view.clone()
            })
        })
    };
    let on_decks = {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .and_then(|s| s.value().parse::<u16>().ok())
                .filter(|d| (1..=MAX_DECKS).contains(d));
            if let Some(decks) = value {
                on_view.emit(SplitView {
                    decks,
                    custom: None,
                    ..view.clone()
                });
            }
        })
    };
    let total: u64 = shoe.iter().map(|&n| u64::from(n)).sum();
    let custom = props
        .view
        .custom
        .filter(|&c| c != split::decks(props.view.decks));
    let describe = match custom {
        None => format!(
            "{} cards: {} standard deck{}.",
            thousands(total),
            props.view.decks,
            if props.view.decks == 1 { "" } else { "s" }
        ),
        Some(_) => format!("{} cards: a custom shoe.", thousands(total)),
    };

    html! {
        <fieldset class="split-shoe">
            <legend>{ "Shoe (before the round, the pair and up card included)" }</legend>
            <div class="controls">
                <label for="split-decks">{ "Decks" }</label>
                <select id="split-decks" onchange={on_decks}>
                    { for (1..=MAX_DECKS).map(|d| html! {
                        <option value={d.to_string()} selected={custom.is_none() && d == props.view.decks}>{ d }</option>
                    }) }
                    if custom.is_some() {
                        <option value="custom" selected=true disabled=true>{ "custom" }</option>
                    }
                </select>
                <span class="split-presets">
                    { for PRESETS.iter().map(|&d| html! {
                        <button type="button" id={format!("split-preset-{d}")} onclick={preset(d)}>
                            { format!("{d} deck{}", if d == 1 { "" } else { "s" }) }
                        </button>
                    }) }
                </span>
            </div>
            <div class="split-counts">
                { for texts.iter().enumerate().map(|(r, text)| {
                    let id = format!("split-count-{}", r + 1);
                    html! {
                        <span class="split-count">
                            <label for={id.clone()}>{ rank_name(r as u8 + 1) }</label>
                            <input type="number" id={id} min="0" max={MAX_RANK_COUNT.to_string()} step="1"
                                inputmode="numeric" value={text.clone()} oninput={field.oninput_at(r)}
                                aria-invalid={parse_count(text).is_err().to_string()} />
                        </span>
                    }
                }) }
            </div>
            <p id="split-shoe-size">{ describe }</p>
            if let Err(why) = &*field.parsed {
                <p class="notice notice-error" role="alert" id="split-shoe-error">
                    { format!("{why} The shoe keeps its last valid counts.") }
                </p>
            }
        </fieldset>
    }
}
