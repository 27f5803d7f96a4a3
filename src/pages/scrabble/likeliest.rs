//! The likeliest unplayable racks as a bar chart; each bar opens its rack in the explorer.

use std::rc::Rc;

use snipelab_core::scrabble::WeightedRack;
use yew::prelude::*;

use super::tiles::Tiles;
use crate::format::{scientific, thousands};

/// Props of [`Likeliest`].
#[derive(Properties, PartialEq)]
pub struct LikeliestProps {
    /// The racks, likeliest first.
    pub racks: Rc<Vec<WeightedRack>>,
    /// Called with a rack the reader wants to explore.
    pub on_rack: Callback<String>,
}

/// Horizontal bars, one per rack, longest for the likeliest; the bars are buttons.
#[function_component(Likeliest)]
pub fn likeliest(props: &LikeliestProps) -> Html {
    let top = props
        .racks
        .iter()
        .map(|r| r.probability)
        .fold(0.0, f64::max);
    html! {
        <figure class="scrabble-likeliest">
            <figcaption>
                { format!("The {} likeliest unplayable racks, with the probability of drawing each one. \
                           Choose a rack to see why it holds no word.", props.racks.len()) }
            </figcaption>
            <ol>
                { for props.racks.iter().map(|r| {
                    let width = if top > 0.0 { 100.0 * r.probability / top } else { 0.0 };
                    let pick = {
                        let (on_rack, rack) = (props.on_rack.clone(), r.rack.clone());
                        Callback::from(move |_: MouseEvent| on_rack.emit(rack.to_uppercase()))
                    };
                    html! {
                        <li>
                            <button type="button" class="scrabble-bar-row" onclick={pick}
                                aria-label={format!("Explore rack {}, probability {}", r.rack.to_uppercase(), three_digits(r.probability))}>
                                <Tiles rack={r.rack.clone()} small={true} />
                                <span class="scrabble-bar-track"><span class="scrabble-bar" style={format!("width:{width:.1}%")}></span></span>
                                <span class="scrabble-bar-value">{ format!("{} (1 in {})", three_digits(r.probability), thousands((1.0 / r.probability).round() as u64)) }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
        </figure>
    }
}

/// A probability to three significant digits, with a superscript exponent ("4.62 × 10⁻⁶").
fn three_digits(p: f64) -> String {
    scientific(format!("{p:.2e}").parse().unwrap_or(p))
}
