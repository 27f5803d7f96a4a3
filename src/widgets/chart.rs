//! A [`Plot`] on a canvas: sharp on HiDPI screens, redrawn when its props change or the window
//! resizes, with PNG and SVG downloads.

use std::rc::Rc;

use plotters::prelude::IntoDrawingArea;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::canvas::{mark_drawn, size_canvas, use_drawing, use_resize_count};
use super::plot::{Plot, draw, to_svg};

/// Props of [`Chart`].
#[derive(Properties, PartialEq)]
pub struct ChartProps {
    /// What to draw.
    pub plot: Rc<Plot>,
    /// Element id (the canvas gets `{id}-canvas`), also used as the download file name.
    pub id: AttrValue,
    /// Text alternative describing the chart for screen readers.
    pub description: AttrValue,
    /// Height in CSS pixels.
    #[prop_or(320)]
    pub height: u32,
}

/// A chart drawn with plotters on a canvas.
///
/// plotters-canvas draws in canvas pixels, so the canvas is sized `css × devicePixelRatio` and
/// the drawing is scaled by the same factor. After each draw, the canvas carries
/// `data-draw-count` and `data-drawn-at` (a `performance.now()` timestamp) so the browser
/// benchmark can measure input-to-redraw time.
#[function_component(Chart)]
pub fn chart(props: &ChartProps) -> Html {
    let canvas_ref = use_node_ref();
    let resized = use_resize_count();
    let error = use_state(|| None::<String>);
    // Until the canvas is first drawn, the chart shows the picture the build prerendered (SVG,
    // over the canvas, so nothing moves when it goes).
    let drawn = use_state(|| false);

    {
        let (canvas_ref, error, drawn) = (canvas_ref.clone(), error.clone(), drawn.clone());
        use_drawing(
            (props.plot.clone(), props.height, resized),
            move |(plot, height, _)| {
                let result = redraw(&canvas_ref, plot, *height);
                if result.as_ref().err() != error.as_ref() {
                    error.set(result.err());
                }
                drawn.set(true);
            },
        );
    }

    let download_png = {
        let (canvas_ref, id) = (canvas_ref.clone(), props.id.clone());
        Callback::from(move |_| {
            if let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>()
                && let Ok(url) = canvas.to_data_url_with_type("image/png")
            {
                click_download(&url, &format!("{id}.png"));
            }
        })
    };
    let download_svg = {
        let (canvas_ref, plot, id, error) = (
            canvas_ref.clone(),
            props.plot.clone(),
            props.id.clone(),
            error.clone(),
        );
        Callback::from(move |_| {
            let (w, h) = canvas_ref
                .cast::<web_sys::HtmlCanvasElement>()
                .map(|c| {
                    (
                        c.client_width().max(300) as u32,
                        c.client_height().max(200) as u32,
                    )
                })
                .unwrap_or((800, 400));
            match to_svg(&plot, w, h).and_then(|svg| blob_url(&svg, "image/svg+xml")) {
                Ok(url) => {
                    click_download(&url, &format!("{id}.svg"));
                    let _ = web_sys::Url::revoke_object_url(&url);
                }
                Err(e) => error.set(Some(format!("could not make the SVG: {e}"))),
            }
        })
    };

    html! {
        <figure class="chart" id={props.id.clone()}>
            <canvas ref={canvas_ref} id={format!("{}-canvas", props.id)} role="img"
                aria-label={props.description.clone()} style={format!("height:{}px", props.height)} />
            if !*drawn {
                <div class="chart-prerendered" aria-hidden="true" style={format!("height:{}px", props.height)}>
                    { prerendered_svg(&props.plot, props.height) }
                </div>
            }
            if let Some(e) = &*error {
                <p class="chart-error" role="alert">{ format!("This chart could not be drawn: {e}") }</p>
            }
            <figcaption class="chart-actions">
                <button type="button" onclick={download_png}>{ "Download PNG" }</button>
                <button type="button" onclick={download_svg}>{ "Download SVG" }</button>
            </figcaption>
        </figure>
    }
}

/// The chart as the build draws it into the prerendered page: an SVG at a typical width,
/// scaled to the canvas's box. In the browser, where the canvas is about to be drawn, nothing
/// (hydration keeps the prerendered nodes until the canvas replaces them).
fn prerendered_svg(plot: &Plot, height: u32) -> Html {
    if cfg!(target_arch = "wasm32") {
        return Html::from_html_unchecked(AttrValue::default());
    }
    const WIDTH: u32 = 640;
    // plotters writes a viewBox, so the style sheet can scale the picture to the canvas's box.
    let svg = to_svg(plot, WIDTH, height).unwrap_or_default();
    Html::from_html_unchecked(svg.into())
}

fn redraw(canvas_ref: &NodeRef, plot: &Plot, height: u32) -> Result<(), String> {
    let canvas = size_canvas(canvas_ref, f64::INFINITY, |_| f64::from(height))?;
    draw(plot, &canvas.backend.into_drawing_area(), canvas.ratio)?;
    mark_drawn(&canvas.element);
    Ok(())
}

/// A `blob:` URL holding `text`; revoke it after use.
pub fn blob_url(text: &str, mime: &str) -> Result<String, String> {
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|e| format!("{e:?}"))?;
    web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))
}

/// Starts a download of `url` as `file_name`.
pub fn click_download(url: &str, file_name: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(anchor) = document.create_element("a") else {
        return;
    };
    let Ok(anchor) = anchor.dyn_into::<web_sys::HtmlAnchorElement>() else {
        return;
    };
    anchor.set_href(url);
    anchor.set_download(file_name);
    anchor.click();
}
