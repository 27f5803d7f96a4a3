//! The key passing through the seven steps, forwards (the hash) or backwards (the inverse).

use snipelab_core::wang;
use yew::prelude::*;

use super::Direction;
use super::bits::BitStrip;

/// Props of [`Steps`].
#[derive(Properties, PartialEq)]
pub struct StepsProps {
    /// The key entering the first step.
    pub key_value: u64,
    /// Which way to run.
    pub direction: Direction,
    /// Called when the reader picks the other direction.
    pub on_direction: Callback<Direction>,
}

/// One card per step: its C formula, what went in and what came out, and the bits it changed.
#[function_component(Steps)]
pub fn steps(props: &StepsProps) -> Html {
    let key = props.key_value;
    let trace = match props.direction {
        Direction::Hash => wang::trace_hash(key),
        Direction::Inverse => wang::trace_inverse(key),
    };
    let radio = |direction: Direction, id: &'static str, label: String| {
        let on_direction = props.on_direction.clone();
        html! {
            <label for={id}>
                <input type="radio" name="wang-direction" id={id} checked={props.direction == direction}
                    onchange={Callback::from(move |_: Event| on_direction.emit(direction))} />
                { format!(" {label}") }
            </label>
        }
    };
    let result = trace.last().map(|t| t.output).unwrap_or(key);
    let explanation = match props.direction {
        Direction::Hash => "Each step is a bijection of 64-bit words, so no two keys share a hash.",
        Direction::Inverse => {
            "The steps undone from last to first, with the post's formulas: multiplying by the inverse of an \
             odd number modulo 2⁶⁴, and undoing each shift in rounds, each round recovering as many more \
             bits as the shift."
        }
    };

    html! {
        <section aria-labelledby="wang-steps-title">
            <h2 id="wang-steps-title">{ "Step by step" }</h2>
            <fieldset class="wang-direction">
                <legend>{ "Show" }</legend>
                { radio(Direction::Inverse, "wang-dir-inverse", format!("inverse_hash({})", wang::format_key(key))) }
                { radio(Direction::Hash, "wang-dir-hash", format!("hash({})", wang::format_key(key))) }
            </fieldset>
            <p>{ explanation }{ " Orange cells are the bits each step changed." }</p>
            <ol class="wang-steps" id="wang-steps">
                { for trace.iter().map(|t| html! {
                    <li class="wang-step">
                        <div class="wang-step-name">{ step_name(&t.name) }</div>
                        <code class="wang-formula">{ t.formula.clone() }</code>
                        <div class="wang-step-values">
                            <code>{ wang::format_key(t.input) }</code>{ " → " }<code class="wang-step-output">{ wang::format_key(t.output) }</code>
                            <span class="wang-changed">{ format!(" ({} bits changed)", (t.input ^ t.output).count_ones()) }</span>
                        </div>
                        <BitStrip bits={t.output} highlight={t.input ^ t.output}
                            label={format!("{} after {}", wang::format_key(t.output), step_name(&t.name))} />
                    </li>
                }) }
            </ol>
            <p class="result" id="wang-steps-result">
                { match props.direction {
                    Direction::Hash => format!("hash({}) = {}", wang::format_key(key), wang::format_key(result)),
                    Direction::Inverse => format!("inverse_hash({}) = {}", wang::format_key(key), wang::format_key(result)),
                } }
            </p>
        </section>
    }
}

/// A step's name for readers: the first step, key = (~key) + (key << 21), adds the complement
/// to the shifted key, which the library's name ("not-and-shift", kept for its JSON output)
/// does not say.
fn step_name(name: &str) -> String {
    name.replace("not-and-shift", "complement-add-shift")
}
