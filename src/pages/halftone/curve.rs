//! The output: its figures, the viewer and the downloads.

use std::rc::Rc;

use yew::prelude::*;

use super::Shown;
use super::downloads::Downloads;
use super::viewer::Viewer;
use super::zoom::ViewerPlace;
use crate::format::thousands;
use crate::jobs::halftone::Figures;

/// Props of [`Curve`].
#[derive(Properties, PartialEq)]
pub struct CurveProps {
    /// The output's figures (the result's own once it is on show).
    pub figures: Figures,
    /// The result on show; `None` while the worker draws the first one, when the figures are the
    /// ones the build prerendered and the viewer keeps the picture's place, empty.
    #[prop_or_default]
    pub shown: Option<Rc<Shown>>,
    /// Where the viewer looks first (from the URL).
    pub initial: ViewerPlace,
    /// Called when the reader has moved the view and stopped.
    pub on_place: Callback<ViewerPlace>,
}

/// The section about the curve: its size, points and length, then the picture to zoom into.
#[function_component(Curve)]
pub fn curve(props: &CurveProps) -> Html {
    let f = &props.figures;
    let shown = props.shown.as_ref();
    html! {
        <section aria-labelledby="halftone-output-title">
            <h2 id="halftone-output-title">{ "The curve" }</h2>
            <p id="halftone-stats">
                <span id="halftone-curve">{ format!("{} × {} pixels: one curve through {} points, {} pixels long.",
                    f.output_width, f.output_height, thousands(f.curve_points), thousands(f.curve_length)) }</span>
                { " " }
                if let Some(shown) = shown {
                    { "Made in " }
                    <span id="halftone-ms" data-ms={format!("{:.0}", shown.elapsed_ms)}>
                        { format!("{:.0} ms", shown.elapsed_ms) }
                    </span>
                    { " by the worker." }
                } else {
                    { "The picture below is drawn in your browser, by the page's worker." }
                }
            </p>
            <Viewer url={shown.map(|s| AttrValue::from(s.output.as_str().to_string()))}
                width={f.output_width} height={f.output_height}
                initial={props.initial} on_place={props.on_place.clone()} />
            if let Some(shown) = shown {
                <Downloads shown={shown.clone()} />
            }
        </section>
    }
}
