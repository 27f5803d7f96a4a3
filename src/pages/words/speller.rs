//! Type any amount and see it in words, with its length against the field width.

use snipelab_core::words;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind};

/// Props of [`Speller`].
#[derive(Properties, PartialEq)]
pub struct SpellerProps {
    /// Field width the name is compared with.
    pub m: u32,
    /// Writing convention.
    pub style: words::Style,
    /// The amount from the URL ("" for none).
    pub say: AttrValue,
    /// Called with each amount that can be spelled (or "" when the box is cleared), to keep it
    /// in the URL.
    pub on_say: Callback<String>,
}

/// A text box for an amount and its name, with the characters past m marked.
#[function_component(Speller)]
pub fn speller(props: &SpellerProps) -> Html {
    // What the reader is typing; the URL keeps the last amount that could be spelled.
    let draft = use_state(|| props.say.to_string());
    let on_input = {
        let (draft, on_say, style) = (draft.clone(), props.on_say.clone(), props.style);
        Callback::from(move |e: InputEvent| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            let text = input.value();
            if text.trim().is_empty() || words::say_amount(&text, style).is_ok() {
                on_say.emit(text.trim().to_string());
            }
            draft.set(text);
        })
    };

    let m = props.m as usize;
    let result = if draft.trim().is_empty() {
        html! { <p class="words-hint">{ "Type an amount: digits, optionally grouped with commas (1,113,322), or negative (-5)." }</p> }
    } else {
        match words::say_amount(&draft, props.style) {
            Ok(name) => {
                let length = name.chars().count();
                let fits = if length <= m {
                    format!(
                        "{length} characters: fits in m = {m} ({} to spare).",
                        m - length
                    )
                } else {
                    format!("{length} characters: {} too many for m = {m}.", length - m)
                };
                let kept: String = name.chars().take(m).collect();
                let over: String = name.chars().skip(m).collect();
                html! {
                    <>
                        <p class="words-spelled" id="words-said">
                            { kept }
                            if !over.is_empty() {
                                <mark class="words-overflow" title="past the field width">{ over }</mark>
                            }
                        </p>
                        <p id="words-said-length">{ fits }</p>
                    </>
                }
            }
            Err(message) => html! {
                <Notice kind={NoticeKind::Error}><span id="words-say-error">{ message }</span></Notice>
            },
        }
    };

    html! {
        <section aria-labelledby="words-speller-title">
            <h2 id="words-speller-title">{ "Spell any amount" }</h2>
            <div class="controls">
                <label for="words-say" class="words-say-label">{ "Amount" }</label>
                <input type="text" id="words-say" class="words-say" inputmode="numeric" autocomplete="off"
                    placeholder="1,113,322" value={(*draft).clone()} oninput={on_input} />
            </div>
            { result }
        </section>
    }
}
