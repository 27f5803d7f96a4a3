//! The two pictures before the curve: the original in gray and its four-level version.

use std::rc::Rc;

use snipelab_core::halftone::Level;
use yew::prelude::*;

use super::Shown;
use crate::format::thousands;

/// Props of [`Pictures`].
#[derive(Properties, PartialEq)]
pub struct PicturesProps {
    /// The result on show.
    pub shown: Rc<Shown>,
}

/// The original and the quantized preview side by side, with how many pixels got each level.
#[function_component(Pictures)]
pub fn pictures(props: &PicturesProps) -> Html {
    let s = &props.shown;
    let c = s.counts;
    let levels = [
        (Level::Black, c.black, "black: every point of the block"),
        (Level::DarkGray, c.dark_gray, "dark gray"),
        (Level::LightGray, c.light_gray, "light gray"),
        (Level::White, c.white, "white: straight across"),
    ];
    html! {
        <section class="halftone-pictures" aria-labelledby="halftone-pictures-title">
            <h2 id="halftone-pictures-title">{ "From picture to four grays" }</h2>
            <div class="halftone-pair">
                <figure>
                    <img id="halftone-original" src={s.original.as_str().to_string()}
                        alt={format!("The original, {}, in gray", s.request.source.label())} />
                    <figcaption>
                        { format!("Original “{}”, {} × {} pixels, in gray.",
                            s.request.source.label(), s.source_size.0, s.source_size.1) }
                    </figcaption>
                </figure>
                <figure>
                    <img id="halftone-preview" class="pixelated" src={s.preview.as_str().to_string()}
                        alt="The picture resized and reduced to four grays" />
                    <figcaption>
                        { format!("Resized to {} × {} and reduced to four levels{}:",
                            s.input_size.0, s.input_size.1,
                            if s.request.options.dither { " with dithering" } else { "" }) }
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
