//! The command line: type a command, press Enter, the robot does it (the seed's `vturtle.py`
//! is driven one typed line at a time).

use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`CommandLine`].
#[derive(Properties, PartialEq)]
pub struct CommandLineProps {
    /// Run this line.
    pub on_command: Callback<String>,
    /// Why the last line did not parse, if it did not.
    pub error: Option<AttrValue>,
    /// The lines typed so far, newest last.
    pub history: Vec<AttrValue>,
}

/// The command line.
#[function_component(CommandLine)]
pub fn command_line(props: &CommandLineProps) -> Html {
    let onkeydown = {
        let cb = props.on_command.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                let input = e.target_unchecked_into::<HtmlInputElement>();
                let line = input.value();
                if !line.trim().is_empty() {
                    cb.emit(line);
                    input.set_value("");
                }
            }
        })
    };
    html! {
        <section class="robot-command" aria-label="Command line">
            <label for="robot-command">{ "Command (Enter runs it)" }</label>
            <input id="robot-command" type="text" autocomplete="off" spellcheck="false"
                placeholder="forward 30" {onkeydown} aria-describedby="robot-command-error" />
            <p id="robot-command-error" class="robot-error" role="alert">
                { props.error.clone().map(|e| html! { <span class="notice-error">{ e }</span> }).unwrap_or_default() }
            </p>
            if !props.history.is_empty() {
                <ol id="robot-history" class="robot-history" aria-label="Commands typed">
                    { for props.history.iter().rev().take(8).map(|l| html! { <li><code>{ l.clone() }</code></li> }) }
                </ol>
            }
        </section>
    }
}
