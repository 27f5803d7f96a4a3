//! What every canvas drawn with plotters needs, whichever picture it holds: sizing for HiDPI
//! screens, a redraw when the window resizes, and stamps the browser tests and benchmark read.

use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

/// A number that grows each time the window is resized: put it in a drawing effect's
/// dependencies so the canvas is redrawn at its new width.
#[hook]
pub fn use_resize_count() -> u32 {
    let resized = use_state(|| 0u32);
    {
        let resized = resized.clone();
        use_effect_with((), move |_| {
            let listener = Closure::<dyn FnMut()>::new(move || resized.set(*resized + 1));
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ =
                    w.add_event_listener_with_callback("resize", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = window {
                    let _ = w.remove_event_listener_with_callback(
                        "resize",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    *resized
}

/// A canvas made ready for plotters.
pub struct SizedCanvas {
    /// The plotters backend drawing on it.
    pub backend: CanvasBackend,
    /// Canvas pixels per CSS pixel: plotters-canvas draws in canvas pixels, so every length
    /// and font size is multiplied by this.
    pub ratio: f64,
    /// The canvas element, for [`mark_drawn`] once the drawing is presented.
    pub element: web_sys::HtmlCanvasElement,
}

/// Sizes the canvas behind `canvas_ref` to its parent's width (at most `max_width` CSS pixels)
/// and `height(width)` CSS pixels, at `devicePixelRatio` canvas pixels per CSS pixel, and wraps
/// it in a plotters backend.
pub fn size_canvas(
    canvas_ref: &NodeRef,
    max_width: f64,
    height: impl FnOnce(f64) -> f64,
) -> Result<SizedCanvas, String> {
    let canvas = canvas_ref
        .cast::<web_sys::HtmlCanvasElement>()
        .ok_or("no canvas")?;
    let window = web_sys::window().ok_or("no window")?;
    let ratio = window.device_pixel_ratio().clamp(1.0, 4.0);
    let css_width = canvas
        .parent_element()
        .map(|p| p.client_width())
        .filter(|&w| w > 0)
        .map_or(600.0, f64::from)
        .min(max_width);
    let css_height = height(css_width);
    let _ = canvas.set_attribute(
        "style",
        &format!("width:{css_width}px;height:{css_height}px"),
    );
    canvas.set_width((css_width * ratio).round() as u32);
    canvas.set_height((css_height * ratio).round() as u32);
    let backend = CanvasBackend::with_canvas_object(canvas.clone()).ok_or("no 2D context")?;
    Ok(SizedCanvas {
        backend,
        ratio,
        element: canvas,
    })
}

/// Stamps a canvas after a drawing: `data-draw-count` grows by one and `data-drawn-at` holds
/// `performance.now()`, so browser tests can wait for a redraw and the benchmark can time it.
pub fn mark_drawn(canvas: &web_sys::Element) {
    let count = canvas
        .get_attribute("data-draw-count")
        .and_then(|c| c.parse::<u64>().ok())
        .unwrap_or(0);
    let _ = canvas.set_attribute("data-draw-count", &(count + 1).to_string());
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = canvas.set_attribute("data-drawn-at", &performance.now().to_string());
    }
}
