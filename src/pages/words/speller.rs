//! Type any amount and see it in words, with its length against the field width.

use snipelab_core::words;
use yew::prelude::*;

use crate::format::count;

use crate::widgets::{Notice, NoticeKind, use_parsed_input};

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
    // What the reader is typing; the URL keeps the last amount that could be spelled (or none).
    let style = props.style;
    let field = use_parsed_input(
        props.say.to_string(),
        move |text: &String| {
            if text.trim().is_empty() {
                Ok(None)
            } else {
                words::say_amount(text, style)
                    .map(Some)
                    .map_err(|e| e.to_string())
            }
        },
        props
            .on_say
            .reform(|(text, _): (String, _)| text.trim().to_string()),
    );
    let draft = &field.draft;

    let m = props.m as usize;
    let result = match &*field.parsed {
        Ok(None) => {
            html! { <p class="words-hint">{ "Type an amount: digits, optionally grouped with commas (1,113,322), or negative (-5)." }</p> }
        }
        Ok(Some(name)) => {
            let length = name.chars().count();
            let fits = if length <= m {
                format!(
                    "{}: fits in m = {m} ({} to spare).",
                    count(length as u64, "character", "characters"),
                    m - length
                )
            } else {
                format!(
                    "{}: {} too many for m = {m}.",
                    count(length as u64, "character", "characters"),
                    length - m
                )
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
            <Notice kind={NoticeKind::Error}><span id="words-say-error">{ message.clone() }</span></Notice>
        },
    };

    html! {
        <section aria-labelledby="words-speller-title">
            <h2 id="words-speller-title">{ "Spell any amount" }</h2>
            <div class="controls">
                <label for="words-say" class="words-say-label">{ "Amount" }</label>
                <input type="text" id="words-say" class="words-say" inputmode="numeric" autocomplete="off"
                    placeholder="1,113,322" value={draft.clone()} oninput={field.oninput()} />
            </div>
            { result }
        </section>
    }
}
