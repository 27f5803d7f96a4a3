//! A text field that commits only what parses: the reader types freely, every valid text is
//! committed at once (to the URL, usually), an invalid one shows why and commits nothing.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What [`use_parsed_input`] gives a field: the text as typed, its parse, and the handler.
pub struct ParsedInput<T> {
    /// The text in the box, as the reader typed it.
    pub draft: String,
    /// The draft's parse: the value, or why it is not one (for the reader).
    pub parsed: Rc<Result<T, String>>,
    /// The field's `oninput`.
    pub oninput: Callback<InputEvent>,
    /// Replaces the draft and commits it, as if typed (for buttons that fill the field).
    pub set: Callback<String>,
}

/// State of a parse-on-commit field. `committed` is the value kept elsewhere (the URL): when it
/// changes to something the draft does not already mean, the draft follows it. `on_commit`
/// receives each text that parses, with its value.
#[hook]
pub fn use_parsed_input<T>(
    committed: &str,
    parse: fn(&str) -> Result<T, String>,
    on_commit: Callback<(String, T)>,
) -> ParsedInput<T>
where
    T: PartialEq + 'static,
{
    let draft = use_state(|| committed.to_string());
    {
        let draft = draft.clone();
        use_effect_with(committed.to_string(), move |committed| {
            if parse(&draft) != parse(committed) {
                draft.set(committed.clone());
            }
        });
    }
    let set = {
        let draft = draft.clone();
        Callback::from(move |text: String| {
            if let Ok(value) = parse(&text) {
                on_commit.emit((text.clone(), value));
            }
            draft.set(text);
        })
    };
    let oninput = {
        let (set, draft) = (set.clone(), draft.clone());
        Callback::from(move |e: InputEvent| {
            let Some(target) = e.target() else { return };
            let text = match target.dyn_into::<web_sys::HtmlInputElement>() {
                Ok(input) => input.value(),
                Err(target) => match target.dyn_into::<web_sys::HtmlTextAreaElement>() {
                    Ok(area) => area.value(),
                    Err(_) => (*draft).clone(),
                },
            };
            set.emit(text);
        })
    };
    let parsed = use_memo((*draft).clone(), |text| parse(text));
    ParsedInput {
        draft: (*draft).clone(),
        parsed,
        oninput,
        set,
    }
}
