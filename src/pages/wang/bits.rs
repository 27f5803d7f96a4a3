//! A 64-bit word as a strip of 64 cells, most significant bit on the left, as it is written in
//! hex.

use yew::prelude::*;

/// Props of [`BitStrip`].
#[derive(Properties, PartialEq)]
pub struct BitStripProps {
    /// The word.
    pub bits: u64,
    /// Bits to outline (e.g. those that changed).
    #[prop_or(0)]
    pub highlight: u64,
    /// Text for screen readers.
    pub label: AttrValue,
    /// Element id, if the strip is referred to.
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// Called with a bit index (0 = least significant) when a cell is clicked.
    #[prop_or_default]
    pub on_pick: Option<Callback<u32>>,
}

/// Cells of ones are dark, zeros light; highlighted bits are orange. Bit positions are in each
/// cell's `data-bit`, so tests and readers can find them.
#[function_component(BitStrip)]
pub fn bit_strip(props: &BitStripProps) -> Html {
    const CELL: f64 = 10.0;
    html! {
        <svg class="wang-bits" id={props.id.clone()} viewBox={format!("0 0 {} {}", 64.0 * CELL, CELL + 2.0)}
            preserveAspectRatio="none" role="img" aria-label={props.label.clone()}>
            { for (0..64u32).map(|i| {
                let bit = 63 - i;
                let one = props.bits >> bit & 1 == 1;
                let lit = props.highlight >> bit & 1 == 1;
                let class = match (one, lit) {
                    (true, true) => "bit one lit",
                    (false, true) => "bit lit",
                    (true, false) => "bit one",
                    (false, false) => "bit",
                };
                let onclick = props.on_pick.clone().map(|pick| Callback::from(move |_: MouseEvent| pick.emit(bit)));
                // A gap every 4 bits mirrors the hex digits.
                let x = f64::from(i) * CELL;
                html! {
                    <rect class={class} data-bit={bit.to_string()} x={format!("{:.1}", x + 0.5)} y="1"
                        width={format!("{:.1}", CELL - if i % 4 == 3 { 2.5 } else { 1.0 })} height={CELL.to_string()}
                        onclick={onclick} />
                }
            }) }
        </svg>
    }
}
