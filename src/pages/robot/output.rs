//! What the program printed: Logo's `print`, `pr` and `show`, newest last.

use yew::prelude::*;

use crate::format::thousands;

/// Lines shown at most (the machine keeps the latest 1,000).
pub const SHOWN_LINES: usize = 100;

/// Props of [`Output`].
#[derive(Properties, PartialEq)]
pub struct OutputProps {
    /// The latest lines, oldest first (at most [`SHOWN_LINES`]).
    pub lines: Vec<AttrValue>,
    /// How many lines were printed in all.
    pub printed: u64,
}

/// The printed lines, under the board; nothing until something is printed.
#[function_component(Output)]
pub fn output(props: &OutputProps) -> Html {
    if props.printed == 0 {
        return html! {};
    }
    let text = props
        .lines
        .iter()
        .map(AttrValue::as_str)
        .collect::<Vec<_>>()
        .join("\n");
    let shown = props.lines.len() as u64;
    html! {
        <section class="robot-output" aria-label="Printed">
            <h2>{ "Printed" }</h2>
            if props.printed > shown {
                <p id="robot-output-note">{ format!("The last {} of {} lines:", thousands(shown), thousands(props.printed)) }</p>
            }
            <pre id="robot-output" tabindex="0">{ text }</pre>
        </section>
    }
}
