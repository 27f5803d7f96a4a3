//! The key: typed in decimal or hex, or stepped forwards and backwards through the hash.

use snipelab_core::wang;
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind, use_parsed_input};

/// Props of [`KeyInput`].
#[derive(Properties, PartialEq)]
pub struct KeyInputProps {
    /// The key's text from the URL.
    pub key_text: AttrValue,
    /// Its value.
    pub key_value: u64,
    /// Called with the text of each valid key.
    pub on_key: Callback<String>,
}

/// A text box for the key, with the library's message for anything that is not a 64-bit key,
/// and buttons that replace the key by its hash, its inverse hash, or a random key.
#[function_component(KeyInput)]
pub fn key_input(props: &KeyInputProps) -> Html {
    // What the reader is typing; the URL keeps the last valid key, and a key set by a button
    // replaces the text.
    let field = use_parsed_input(
        props.key_text.to_string(),
        |text: &String| wang::parse_key(text).map_err(|e| e.to_string()),
        props
            .on_key
            .reform(|(text, _): (String, u64)| text.trim().to_string()),
    );
    let set_key = |key: u64| {
        let on_key = props.on_key.clone();
        Callback::from(move |_: MouseEvent| on_key.emit(wang::format_key(key)))
    };
    let random = {
        let on_key = props.on_key.clone();
        Callback::from(move |_: MouseEvent| {
            // Two draws of 32 bits: a JS double holds only 53 random bits.
            let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
            on_key.emit(wang::format_key((half() << 32) | half()))
        })
    };
    let key = props.key_value;

    html! {
        <section class="wang-key" aria-label="The key">
            <div class="controls">
                <label for="wang-key" class="wang-key-label">{ "Key (decimal, or hex with 0x)" }</label>
                <input type="text" id="wang-key" class="wang-key-input" autocomplete="off" spellcheck="false"
                    value={field.draft.clone()} oninput={field.oninput()} />
            </div>
            if let Err(message) = &*field.parsed {
                <Notice kind={NoticeKind::Error}>
                    <span id="wang-key-error">{ message.clone() }</span>
                    { format!(" Still showing the last valid key, {}.", wang::format_key(key)) }
                </Notice>
            }
            <div class="controls buttons">
                <button type="button" id="wang-use-hash" onclick={set_key(wang::hash(key))}>{ "Key ← hash(key)" }</button>
                <button type="button" id="wang-use-inverse" onclick={set_key(wang::inverse_hash(key))}>{ "Key ← inverse_hash(key)" }</button>
                <button type="button" id="wang-zero" onclick={set_key(0)}>{ "Key ← 0" }</button>
                <button type="button" id="wang-random" onclick={random}>{ "Random key" }</button>
            </div>
        </section>
    }
}
