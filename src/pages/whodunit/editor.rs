//! "Your own": a puzzle typed in the statement language, one statement per line, read by the
//! library's parser; an error shows its line and column and points at the place.

use snipelab_core::whodunit::{Puzzle, parse_puzzle};
use yew::prelude::*;

use super::view::MAX_LINK_TEXT;
use crate::query::shorten_to;
use crate::widgets::{Notice, NoticeKind, use_parsed_input};

/// Props of [`Editor`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The last text that read as a puzzle (the URL's).
    pub text: String,
    /// Called with each draft that reads as a puzzle.
    pub on_text: Callback<String>,
}

/// The draft as a puzzle, or the parser's message ("line 2, column 14: …").
fn parse(text: &str) -> Result<Puzzle, String> {
    if text.len() > MAX_LINK_TEXT {
        return Err(format!("the puzzle is longer than {MAX_LINK_TEXT} bytes"));
    }
    parse_puzzle(text).map_err(|e| e.to_string())
}

/// Around the error: the line (shortened to about 60 characters around the column) and a caret
/// under the column, so a long line cannot widen the page.
fn excerpt(text: &str, line: usize, column: usize) -> Option<(String, String)> {
    let line = text.lines().nth(line.checked_sub(1)?)?;
    let chars: Vec<char> = line.chars().collect();
    let at = column.saturating_sub(1).min(chars.len());
    let start = at.saturating_sub(40);
    let end = (at + 20).min(chars.len());
    let mut shown: String = chars[start..end].iter().collect();
    let mut offset = at - start;
    if start > 0 {
        shown.insert(0, '…');
        offset += 1;
    }
    if end < chars.len() {
        shown.push('…');
    }
    Some((shown, format!("{}^", " ".repeat(offset))))
}

/// The text area, the language in brief, and the parser's message under it.
#[function_component(Editor)]
pub fn editor(props: &EditorProps) -> Html {
    let field = use_parsed_input(
        props.text.clone(),
        |text: &String| parse(text),
        props.on_text.reform(|(text, _): (String, Puzzle)| text),
    );
    let error = match &*field.parsed {
        Ok(_) => html! {},
        Err(message) => {
            // The parser again, for the position (cheap: the text is at most a few kilobytes).
            let place = parse_puzzle(&field.draft)
                .err()
                .and_then(|e| excerpt(&field.draft, e.line, e.column));
            html! {
                <Notice kind={NoticeKind::Error}>
                    <span id="whodunit-text-error">{ shorten_to(message, 200) }</span>
                    if let Some((line, caret)) = place {
                        <pre class="whodunit-caret" aria-hidden="true">{ format!("{line}\n{caret}") }</pre>
                    }
                    { " Still showing the last puzzle that read correctly." }
                </Notice>
            }
        }
    };
    html! {
        <section class="whodunit-editor" aria-label="Your own puzzle">
            <label for="whodunit-text">{ "Your puzzle, one statement per line" }</label>
            <textarea id="whodunit-text" rows="7" spellcheck="false" value={field.draft.clone()}
                oninput={field.oninput()} />
            { error }
            <details class="whodunit-language">
                <summary>{ "The statement language" }</summary>
                <p>{ "Each line: Name says, “statement.” Names start with a capital letter. A statement can be:" }</p>
                <ul>
                    <li>{ "Steve was in on it. / Ray wasn't in on it. / I did it." }</li>
                    <li>{ "… and …, … but …, … or …, either … or …, neither Steve nor Ted was in on it." }</li>
                    <li>{ "If Ted was in on it, then so was Steve." }</li>
                    <li>{ "At least / at most / exactly two of us are innocent (or guilty)." }</li>
                    <li>{ "Bob could claim that I did it (it would be consistent, under the rules, for Bob to say so)." }</li>
                </ul>
            </details>
        </section>
    }
}
