//! hash(key) and inverse_hash(key), and the two round trips that prove the inverse right.

use snipelab_core::wang;
use yew::prelude::*;

/// Props of [`Summary`].
#[derive(Properties, PartialEq)]
pub struct SummaryProps {
    /// The key.
    pub key_value: u64,
}

/// The two results in hex and decimal, and both round trips.
#[function_component(Summary)]
pub fn summary(props: &SummaryProps) -> Html {
    let key = props.key_value;
    let (hashed, inverted) = (wang::hash(key), wang::inverse_hash(key));
    let hash_back = wang::inverse_hash(hashed);
    let inverse_back = wang::hash(inverted);
    let check = |ok: bool| if ok { "✓" } else { "✗" };
    let value = |id: &'static str, v: u64| {
        html! {
            <>
                <code class="wang-hex" id={id}>{ wang::format_key(v) }</code>
                <span class="wang-decimal">{ format!(" = {v}") }</span>
            </>
        }
    };
    html! {
        <section aria-labelledby="wang-summary-title">
            <h2 id="wang-summary-title">{ "Hash and inverse" }</h2>
            <dl class="wang-results">
                <dt>{ "key" }</dt>
                <dd>{ value("wang-key-hex", key) }</dd>
                <dt>{ "hash(key)" }</dt>
                <dd>{ value("wang-hash", hashed) }</dd>
                <dt>{ "inverse_hash(key)" }</dt>
                <dd>{ value("wang-inverse", inverted) }</dd>
            </dl>
            <ul class="wang-round-trip" id="wang-round-trip" aria-label="Round trips">
                <li>{ format!("inverse_hash(hash(key)) = {} {}", wang::format_key(hash_back), check(hash_back == key)) }</li>
                <li>{ format!("hash(inverse_hash(key)) = {} {}", wang::format_key(inverse_back), check(inverse_back == key)) }</li>
            </ul>
            if key == 0 {
                <p class="wang-zero-note" id="wang-zero-note">
                    { format!("inverse_hash(0) is the one key that hashes to zero, the post's question. Every step but the first maps 0 to 0 \
                               (see the steps below), so it is the key that (~key) + (key << 21) sends to 0; its only \
                               zero bits are bits {}.", zero_bits(inverted)) }
                </p>
            }
        </section>
    }
}

/// The positions of the zero bits of `value`, as "21, 42 and 63".
fn zero_bits(value: u64) -> String {
    let zeros: Vec<String> = (0..64)
        .filter(|bit| value >> bit & 1 == 0)
        .map(|bit| bit.to_string())
        .collect();
    match zeros.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => zeros.concat(),
    }
}
