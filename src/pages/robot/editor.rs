//! The program editor: the text, the run controls and the examples menu.

use snipelab_core::robot::examples::EXAMPLES;
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Steps per timer tick at each speed (the tick is 30 ms; speed 1 ticks every 300 ms). The top
/// speed is also cut off by time in `mod.rs`, so a tick never holds the page for long.
pub const SPEEDS: [(&str, u32); 5] = [
    ("1 — one command at a time", 1),
    ("2 — slow", 1),
    ("3 — brisk", 8),
    ("4 — fast", 200),
    ("5 — flat out", 50_000),
];

/// Props of [`Editor`].
#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// The program text.
    pub text: AttrValue,
    /// The text was edited.
    pub on_text: Callback<String>,
    /// Why the text does not parse, if it does not ("line 2, column 5: …"), shown as a notice
    /// at the top of the editor.
    pub error: Option<AttrValue>,
    /// Whether a run is animating.
    pub running: bool,
    /// Whether a run is under way but not animating (Resume continues it).
    pub paused: bool,
    /// Whether the run's end is known and can be shown at once.
    pub can_skip: bool,
    /// Speed, 1 to 5.
    pub speed: u32,
    /// Run from the start.
    pub on_run: Callback<()>,
    /// Pause or resume.
    pub on_pause: Callback<()>,
    /// One command.
    pub on_step: Callback<()>,
    /// Show the run's end at once.
    pub on_skip: Callback<()>,
    /// Back to the start.
    pub on_reset: Callback<()>,
    /// A new speed.
    pub on_speed: Callback<u32>,
    /// Load an example by name.
    pub on_example: Callback<String>,
}

/// The parser's message as a sentence: it ends without a full stop ("unknown command 'jump'").
fn sentence(message: &str) -> String {
    if message.ends_with(['.', '…', '!', '?']) {
        message.to_string()
    } else {
        format!("{message}.")
    }
}

/// The editor.
#[function_component(Editor)]
pub fn editor(props: &EditorProps) -> Html {
    let oninput = props
        .on_text
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let on_speed = props.on_speed.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        value.parse().unwrap_or(3)
    });
    let on_example = {
        let cb = props.on_example.clone();
        Callback::from(move |e: Event| {
            let select = e.target_unchecked_into::<HtmlSelectElement>();
            let name = select.value();
            select.set_value("");
            if !name.is_empty() {
                cb.emit(name);
            }
        })
    };
    let click = |cb: &Callback<()>| cb.reform(|_: MouseEvent| ());
    html! {
        <section class="robot-editor" aria-label="Program">
            // At the top of the program area, where the reader looks after pressing Run; the
            // live region stays in the page (empty, no height) so that screen readers announce
            // each new message.
            <div id="robot-program-error" role="alert">
                { props.error.clone().map(|e| html! {
                    <div class="notice notice-error">
                        <strong>{ "The program cannot run: " }</strong>{ sentence(&e) }
                        { " The robot and the board stay as they were." }
                    </div>
                }).unwrap_or_default() }
            </div>
            <div class="robot-row">
                <label for="robot-example">{ "Examples" }</label>
                <select id="robot-example" onchange={on_example}>
                    <option value="" selected=true>{ "load an example…" }</option>
                    { for EXAMPLES.iter().map(|ex| html! {
                        <option value={ex.name}>{ format!("{} — {}", ex.name, ex.title) }</option>
                    }) }
                </select>
            </div>
            <label for="robot-program">{ "Program (Logo: forward 30, right 90, repeat 4 [ … ], to … end, if sensor.left [ … ])" }</label>
            <textarea id="robot-program" rows="10" spellcheck="false" value={props.text.clone()} {oninput}
                aria-invalid={props.error.is_some().then_some("true")} aria-describedby="robot-program-error" />
            <div class="robot-row robot-buttons">
                <button id="robot-run" onclick={click(&props.on_run)}>{ "Run" }</button>
                // "Resume" only when there is a run to resume; with none, Pause has nothing to do.
                <button id="robot-pause" onclick={click(&props.on_pause)}
                    disabled={!props.running && !props.paused}>{ if props.paused { "Resume" } else { "Pause" } }</button>
                <button id="robot-step" onclick={click(&props.on_step)}>{ "Step" }</button>
                if props.can_skip {
                    <button id="robot-skip" onclick={click(&props.on_skip)}>{ "Skip to the end" }</button>
                }
                <button id="robot-reset" onclick={click(&props.on_reset)}>{ "Reset" }</button>
                <label for="robot-speed">{ "Speed" }</label>
                <select id="robot-speed" onchange={on_speed}>
                    { for SPEEDS.iter().enumerate().map(|(i, (name, _))| {
                        let level = i as u32 + 1;
                        html! { <option value={level.to_string()} selected={level == props.speed}>{ *name }</option> }
                    }) }
                </select>
            </div>
        </section>
    }
}
