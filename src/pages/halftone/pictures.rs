//! The two pictures before the curve: the original in gray and its four-level version.

use snipelab_core::halftone::Level;
use yew::prelude::*;

use crate::format::thousands;
use crate::jobs::halftone::Figures;

/// Props of [`Pictures`].
#[derive(Properties, PartialEq)]
pub struct PicturesProps {
    /// The halftone's figures.
    pub figures: Figures,
    /// The picture's name.
    pub label: AttrValue,
    /// Whether the picture was dithered.
    pub dither: bool,
    /// The original's and the four-level picture's URLs; `None` while the worker draws them
    /// (each keeps its place, sized by its figures, so nothing moves when they arrive).
    #[prop_or_default]
    pub urls: Option<(AttrValue, AttrValue)>,
}

/// An image's box before it has loaded: the width and height attributes alone size only an
/// image that has a source, so the box keeps its shape with no source yet.
fn aspect_ratio(width: u32, height: u32) -> String {
    format!("aspect-ratio:{width}/{height}")
}

/// The original and the quantized preview side by side, with how many pixels got each level.
#[function_component(Pictures)]
pub fn pictures(props: &PicturesProps) -> Html {
    let f = &props.figures;
    let c = f.counts;
    let levels = [
        (Level::Black, c.black, "black: every point of the block"),
        (Level::DarkGray, c.dark_gray, "dark gray"),
        (Level::LightGray, c.light_gray, "light gray"),
        (Level::White, c.white, "white: straight across"),
    ];
    let (original, preview) = props.urls.clone().unzip();
    html! {
        <section class="halftone-pictures" aria-labelledby="halftone-pictures-title">
            <h2 id="halftone-pictures-title">{ "From picture to four grays" }</h2>
            <div class="halftone-pair">
                <figure>
                    <img id="halftone-original" src={original}
                        width={f.original_width.to_string()} height={f.original_height.to_string()}
                        style={aspect_ratio(f.original_width, f.original_height)}
                        alt={format!("The original, {}, in gray", props.label)} />
                    <figcaption>
                        { format!("Original “{}”, {} × {} pixels, in gray.",
                            props.label, f.source_width, f.source_height) }
                    </figcaption>
                </figure>
                <figure>
                    <img id="halftone-preview" class="pixelated" src={preview}
                        width={f.input_width.to_string()} height={f.input_height.to_string()}
                        style={aspect_ratio(f.input_width, f.input_height)}
                        alt="The picture resized and reduced to four grays" />
                    <figcaption>
                        { format!("Resized to {} × {} and reduced to four levels{}:",
                            f.input_width, f.input_height,
                            if props.dither { " with dithering" } else { "" }) }
                        <ul class="halftone-levels" id="halftone-levels">
                            { for levels.iter().map(|(level, count, words)| html! {
                                <li>
                                    <span class="swatch" style={format!("background:rgb({0},{0},{0})", level.gray())}></span>
                                    { format!("{} px {words}", thousands(*count)) }
                                </li>
                            }) }
                        </ul>
                    </figcaption>
                </figure>
            </div>
        </section>
    }
}
