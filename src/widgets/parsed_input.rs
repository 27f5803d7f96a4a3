//! Fields that commit only what parses: the reader types freely, every draft that parses is
//! committed at once (to the URL, usually), and one that does not shows why and commits
//! nothing, so the figures stay those of the last valid value. One hook serves a single text
//! box (a bet, a rack, a key) and a group of boxes edited together (a shoe's counts).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What [`use_parsed_input`] gives a field.
pub struct ParsedInput<D, T> {
    /// The draft, as the reader typed it.
    pub draft: D,
    /// The draft's parse: the value, or why it is not one (for the reader, at most 160
    /// characters).
    pub parsed: Rc<Result<T, String>>,
    /// Replaces the draft and commits it if it parses (typing, a button, a preset).
    pub set: Callback<D>,
}

impl<T> ParsedInput<String, T> {
    /// The `oninput` of a text box (or text area) holding the draft.
    pub fn oninput(&self) -> Callback<InputEvent> {
        let set = self.set.clone();
        Callback::from(move |e: InputEvent| {
            let Some(target) = e.target() else { return };
            let text = match target.dyn_into::<web_sys::HtmlInputElement>() {
                Ok(input) => input.value(),
                Err(target) => match target.dyn_into::<web_sys::HtmlTextAreaElement>() {
                    Ok(area) => area.value(),
                    Err(_) => return,
                },
            };
            set.emit(text);
        })
    }
}

impl<D, T> ParsedInput<D, T>
where
    D: Clone + AsMut<[String]> + 'static,
{
    /// The `oninput` of box `index` of a group of text boxes edited together.
    pub fn oninput_at(&self, index: usize) -> Callback<InputEvent> {
        let (draft, set) = (self.draft.clone(), self.set.clone());
        Callback::from(move |e: InputEvent| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            let mut next = draft.clone();
            if let Some(slot) = next.as_mut().get_mut(index) {
                *slot = input.value();
            }
            set.emit(next);
        })
    }
}

/// State of a parse-on-commit field. `committed` is the value kept elsewhere (the URL): when it
/// changes to something the draft does not already mean, the draft follows it. `on_commit`
/// receives each draft that parses, with its value.
#[hook]
pub fn use_parsed_input<D, T, P>(
    committed: D,
    parse: P,
    on_commit: Callback<(D, T)>,
) -> ParsedInput<D, T>
where
    D: Clone + PartialEq + 'static,
    T: PartialEq + 'static,
    P: Fn(&D) -> Result<T, String> + Clone + 'static,
{
    let draft = use_state(|| committed.clone());
    {
        let (draft, parse) = (draft.clone(), parse.clone());
        use_effect_with(committed, move |committed| {
            if parse(&draft) != parse(committed) {
                draft.set(committed.clone());
            }
        });
    }
    let set = {
        let (draft, parse) = (draft.clone(), parse.clone());
        Callback::from(move |next: D| {
            if let Ok(value) = parse(&next) {
                on_commit.emit((next.clone(), value));
            }
            draft.set(next);
        })
    };
    // The reason is shown to the reader; a library message quoting a pasted 3,000-character
    // draft is cut short (issue 18).
    let parsed = use_memo((*draft).clone(), move |d| {
        parse(d).map_err(|why| crate::query::shorten_message(&why))
    });
    ParsedInput {
        draft: (*draft).clone(),
        parsed,
        set,
    }
}
