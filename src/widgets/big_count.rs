//! A big integer written so that it fits a line, with every digit one click away (the outcome
//! counts on `/coins`, the tilings of a hexagon on `/cftp`).

use crate::format::grouped;
use yew::prelude::*;

/// Integers up to this many digits are written in full (with thousands separators).
const SHORT: usize = 18;
/// Digits kept at each end of a shortened integer.
const ENDS: usize = 8;

/// Props of [`BigCount`].
#[derive(Properties, PartialEq)]
pub struct BigCountProps {
    /// The integer in decimal, as the library writes it.
    pub digits: AttrValue,
    /// Element id.
    pub id: AttrValue,
}

/// "1,267,650,600" in full, or "12676506…09205376 (31 digits)" with the digits in a
/// disclosure.
#[function_component(BigCount)]
pub fn big_count(props: &BigCountProps) -> Html {
    let digits = props.digits.as_str();
    if digits.len() <= SHORT {
        return html! { <span class="exact" id={props.id.clone()}>{ grouped(digits) }</span> };
    }
    html! {
        <details class="coins-count" id={props.id.clone()}>
            <summary>
                <span class="exact">{ format!("{}…{}", &digits[..ENDS], &digits[digits.len() - ENDS..]) }</span>
                { format!(" ({} digits)", digits.len()) }
            </summary>
            <code>{ digits }</code>
        </details>
    }
}
