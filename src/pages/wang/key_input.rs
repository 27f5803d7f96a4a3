//! The key: typed in decimal or hex, or stepped forwards and backwards through the hash.

use snipelab_core::wang;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::widgets::{Notice, NoticeKind};

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
    // What the reader is typing; the URL keeps the last valid key.
    let draft = use_state(|| props.key_text.to_string());
    {
        // A key set by a button replaces the text.
        let draft = draft.clone();
        use_effect_with(props.key_value, move |&key| {
            if wang::parse_key(&draft).ok() != Some(key) {
                draft.set(wang::format_key(key));
            }
        });
    }
    let on_input = {
        let (draft, on_key) = (draft.clone(), props.on_key.clone());
        Callback::from(move |e: InputEvent| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            let text = input.value();
            if wang::parse_key(&text).is_ok() {
                on_key.emit(text.trim().to_string());
            }
            draft.set(text);
        })
    };
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
                    value={(*draft).clone()} oninput={on_input} />
            </div>
            if let Err(message) = wang::parse_key(&draft) {
                <Notice kind={NoticeKind::Error}>
                    <span id="wang-key-error">{ message }</span>
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
