//! What every canvas drawn with plotters needs, whichever picture it holds: sizing for HiDPI
//! screens, a redraw when the window resizes, and stamps the browser tests and benchmark read.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
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

/// Draws a canvas with `draw` whenever `deps` change: at once, except the first time, which runs
/// in a browser task of its own.
///
/// The first drawing happens as the app takes a prerendered page over, where Yew runs every
/// component's first effects in the same task as the hydration. Each chart drawn there made that
/// one task longer (on a phone's CPU a plotters chart takes tens of milliseconds), and a task
/// over 50 ms blocks the reader: Lighthouse's total blocking time counts what is over. In a task
/// of its own, each first drawing is short; the prerendered picture stays until it is done.
#[hook]
pub fn use_drawing<D, F>(deps: D, draw: F)
where
    D: PartialEq + Clone + 'static,
    F: FnOnce(&D) + 'static,
{
    let drawn: Rc<RefCell<bool>> = use_mut_ref(|| false);
    use_effect_with(deps, move |deps| {
        let pending = if *drawn.borrow() {
            draw(deps);
            None
        } else {
            let deps = deps.clone();
            Some(Timeout::new(0, move || {
                *drawn.borrow_mut() = true;
                draw(&deps);
            }))
        };
        // A change before the first drawing cancels it; the new effect schedules its own.
        move || drop(pending)
    });
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
