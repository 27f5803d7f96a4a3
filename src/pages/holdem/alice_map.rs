//! Alice's strategy as a heat map: each class coloured by how much she raises and by how much
//! (the hue is her mean raise, the strength her raise share; white is a flat call).

use std::rc::Rc;

use snipelab_core::holdem::{HandClass, StrategyTable, raise_label};
use yew::prelude::*;

use super::hand_grid::{CellLook, HandGrid};
use crate::widgets::viridis;

/// Where a raise falls on the colour scale: logarithmic between the smallest and largest
/// sizes, since raises from 2 to 100 matter by ratio.
fn scale_position(b: f64, raises: &[f64]) -> f64 {
    let (lo, hi) = (raises[0], raises[raises.len() - 1]);
    if hi <= lo {
        0.5
    } else {
        (b / lo).ln() / (hi / lo).ln()
    }
}

/// A colour and whether white text reads on it: `share` of the way from white to `rgb`.
pub fn blend(rgb: (f64, f64, f64), share: f64) -> (String, bool) {
    let s = share.clamp(0.0, 1.0);
    let mix = |c: f64| (255.0 + (c - 255.0) * s).round();
    let (r, g, b) = (mix(rgb.0), mix(rgb.1), mix(rgb.2));
    (
        format!("rgb({:.0}, {:.0}, {:.0})", r, g, b),
        white_text_on(r, g, b),
    )
}

/// WCAG 2's relative luminance of an sRGB colour (channels 0–255).
fn relative_luminance(r: f64, g: f64, b: f64) -> f64 {
    let linear = |c: f64| {
        let c = c / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// Whether white text reads better than black on this background (www/holdem.css writes the
/// cells in black or white). The better of the two always has a contrast of at least 4.58:1,
/// above WCAG's 4.5:1 for small text; the mid-tones of viridis fail it in any dark grey.
fn white_text_on(r: f64, g: f64, b: f64) -> bool {
    let l = relative_luminance(r, g, b);
    1.05 / (l + 0.05) > (l + 0.05) / 0.05
}

/// Props of [`AliceMap`].
#[derive(Properties, PartialEq)]
pub struct AliceMapProps {
    /// The solution shown.
    pub table: Rc<StrategyTable>,
    /// The class in detail.
    pub selected: HandClass,
    /// Chooses a class.
    pub on_select: Callback<HandClass>,
    /// Hovers a class.
    pub on_hover: Callback<Option<HandClass>>,
}

/// The heat map of Alice's strategy with its legend.
#[function_component(AliceMap)]
pub fn alice_map(props: &AliceMapProps) -> Html {
    let table = &props.table;
    let cells = use_memo(table.clone(), |table| {
        HandClass::all()
            .iter()
            .map(|&c| {
                let mix = table.mix(c);
                let share = mix.raise_share();
                let mean = mix.mean_raise(&table.raises);
                let (background, light_text) = match mean {
                    Some(m) => blend(viridis(scale_position(m, &table.raises)), share),
                    None => blend((255.0, 255.0, 255.0), 0.0),
                };
                let description = match mean {
                    Some(m) => format!(
                        "calls {:.0}%, raises {:.0}% (mean raise {m:.1}){}",
                        100.0 * mix.call,
                        100.0 * share,
                        if mix.fold > 0.0005 {
                            format!(", folds {:.1}%", 100.0 * mix.fold)
                        } else {
                            String::new()
                        }
                    ),
                    None => format!("calls {:.0}%, never raises", 100.0 * mix.call),
                };
                CellLook {
                    background,
                    light_text,
                    description,
                }
            })
            .collect::<Vec<_>>()
    });
    let (lo, hi) = (table.raises[0], table.raises[table.raises.len() - 1]);
    let gradient: Vec<String> = (0..=4)
        .map(|i| {
            let (r, g, b) = viridis(f64::from(i) / 4.0);
            format!("rgb({r:.0}, {g:.0}, {b:.0})")
        })
        .collect();
    let mid = lo * (hi / lo).sqrt();
    html! {
        <section aria-labelledby="holdem-alice-title">
            <h2 id="holdem-alice-title">{ "Alice's strategy" }</h2>
            <p>
                { "Pairs on the diagonal, suited hands above it, offsuit below. White: Alice just calls. Coloured: \
                   she raises, the stronger the colour the more often, the hue her mean raise. Hover, tap or focus a \
                   cell (arrow keys move) for the exact mix." }
            </p>
            <HandGrid id="holdem-alice" caption="Alice's raise share and mean raise by hand"
                cells={(*cells).clone()} selected={props.selected}
                on_select={props.on_select.clone()} on_hover={props.on_hover.clone()} />
            <div class="holdem-legend" aria-hidden="true">
                <span>{ format!("raise {}", raise_label(lo)) }</span>
                <span class="holdem-legend-bar" style={format!("background: linear-gradient(to right, {})", gradient.join(", "))}></span>
                <span>{ raise_label(hi) }</span>
            </div>
            <p class="holdem-legend-note">
                { format!("Mean raise on a logarithmic scale ({} in the middle); paler means she raises less often \
                           and calls more.", raise_label((mid * 10.0).round() / 10.0)) }
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::super::value_map::{GAIN, LOSS};
    use super::*;

    /// The contrast ratio of a cell's text (black or white) on its background.
    fn text_contrast(background: &str, white: bool) -> f64 {
        let rgb: Vec<f64> = background
            .trim_start_matches("rgb(")
            .trim_end_matches(')')
            .split(", ")
            .map(|c| c.parse().unwrap())
            .collect();
        let l = relative_luminance(rgb[0], rgb[1], rgb[2]);
        if white {
            1.05 / (l + 0.05)
        } else {
            (l + 0.05) / 0.05
        }
    }

    #[test]
    fn every_cell_text_meets_wcag_small_text_contrast() {
        for k in 0..=100 {
            let t = f64::from(k) / 100.0;
            for colour in [viridis(t), GAIN, LOSS, (255.0, 255.0, 255.0)] {
                for step in 0..=20 {
                    let (background, white) = blend(colour, f64::from(step) / 20.0);
                    let c = text_contrast(&background, white);
                    assert!(c >= 4.5, "{background} with white={white}: {c:.2}");
                }
            }
        }
        // White on the darkest viridis, black on white.
        assert!(blend(viridis(0.0), 1.0).1);
        assert!(!blend((255.0, 255.0, 255.0), 1.0).1);
    }
}
