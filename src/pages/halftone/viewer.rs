//! Zooming and panning into the output, where the one-pixel curve becomes visible.
//!
//! The output PNG (up to 8192 pixels a side) is decoded once by the browser and the visible
//! part is copied onto a canvas the size of the viewer, so memory and drawing time do not grow
//! with the zoom. Zoomed out, the browser's smoothing averages the curve into the grays it
//! stands for (the halftone effect); zoomed in, pixels stay sharp squares.
//!
//! Wheel and pinch zoom about the pointer, dragging pans; the buttons and the keyboard (+ − 0 1
//! and the arrows on the focused canvas) do the same.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::zoom::{Frame, ViewerPlace, clamp, fit_scale, geometry, pan, zoom_about};

/// Zoom factor of one button press or key press.
const ZOOM_STEP: f64 = 2.0;
/// Quiet time after a move before the URL is updated.
const REPORT_MS: u32 = 300;

/// Props of [`Viewer`].
#[derive(Properties, PartialEq)]
pub struct ViewerProps {
    /// The output PNG's URL; `None` while the worker draws the first one (the canvas keeps its
    /// place, empty, so nothing moves when the picture arrives).
    pub url: Option<AttrValue>,
    /// Output width in pixels.
    pub width: u32,
    /// Output height in pixels.
    pub height: u32,
    /// Where to look when the viewer opens (from the URL); later moves are the viewer's own.
    pub initial: ViewerPlace,
    /// Called when the reader has moved the view and stopped.
    pub on_place: Callback<ViewerPlace>,
}

/// Draws the visible part of `image` onto `canvas`.
fn draw(
    canvas: &web_sys::HtmlCanvasElement,
    image: &web_sys::HtmlImageElement,
    place: ViewerPlace,
    size: (f64, f64),
) -> Result<(), String> {
    let frame = Frame::of(canvas);
    if f64::from(canvas.width()) != frame.width {
        canvas.set_width(frame.width as u32);
    }
    if f64::from(canvas.height()) != frame.height {
        canvas.set_height(frame.height as u32);
    }
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into().ok())
        .ok_or("no 2D canvas")?;
    let g = geometry(clamp(place, frame, size), frame, size);
    context.set_fill_style_str("#d9dde3");
    context.fill_rect(0.0, 0.0, frame.width, frame.height);
    // Smoothing only when shrinking: it averages the curve into grays; enlarged, a pixel
    // must stay a sharp square or the one-pixel line blurs.
    context.set_image_smoothing_enabled(g.scale < 1.0);
    // "high" averages every source pixel when shrinking (web-sys has no binding for it).
    let _ = js_sys::Reflect::set(&context, &"imageSmoothingQuality".into(), &"high".into());
    // Only the part of the output inside the view, so no source rectangle leaves the image.
    let (x0, y0) = (g.left.max(0.0), g.top.max(0.0));
    let x1 = (g.left + frame.width / g.scale).min(size.0);
    let y1 = (g.top + frame.height / g.scale).min(size.1);
    if x1 > x0 && y1 > y0 {
        context
            .draw_image_with_html_image_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                image,
                x0,
                y0,
                x1 - x0,
                y1 - y0,
                (x0 - g.left) * g.scale,
                (y0 - g.top) * g.scale,
                (x1 - x0) * g.scale,
                (y1 - y0) * g.scale,
            )
            .map_err(|e| format!("{e:?}"))?;
    }
    let count = canvas
        .get_attribute("data-draw-count")
        .and_then(|c| c.parse::<u64>().ok())
        .unwrap_or(0);
    let _ = canvas.set_attribute("data-draw-count", &(count + 1).to_string());
    Ok(())
}

/// The state the event handlers share (they outlive renders).
struct Live {
    place: ViewerPlace,
    image: Option<web_sys::HtmlImageElement>,
    /// The URL the newest image load is for; an older load finishing late is ignored.
    wanted: Option<AttrValue>,
    /// Pointers down on the canvas, by id: where each was last.
    pointers: HashMap<i32, (f64, f64)>,
    report: Option<Timeout>,
}

/// The output viewer: a canvas with zoom and pan, and its buttons.
#[function_component(Viewer)]
pub fn viewer(props: &ViewerProps) -> Html {
    let canvas_ref = use_node_ref();
    let live: Rc<RefCell<Live>> = {
        let initial = props.initial;
        use_mut_ref(move || Live {
            place: initial,
            image: None,
            wanted: None,
            pointers: HashMap::new(),
            report: None,
        })
    };
    // The zoom for the readout (the canvas itself is drawn directly by the handlers).
    let readout = use_state(|| props.initial.zoom);
    let error = use_state(|| None::<String>);
    let size = (f64::from(props.width), f64::from(props.height));

    // Draws the current place and remembers it; `report` also tells the page, once still.
    let apply: Rc<dyn Fn(ViewerPlace, bool)> = {
        let (live, canvas_ref, readout, error, on_place) = (
            live.clone(),
            canvas_ref.clone(),
            readout.clone(),
            error.clone(),
            props.on_place.clone(),
        );
        Rc::new(move |place: ViewerPlace, report: bool| {
            let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>() else {
                return;
            };
            let place = clamp(place, Frame::of(&canvas), size);
            let mut l = live.borrow_mut();
            l.place = place;
            if let Some(image) = &l.image
                && let Err(e) = draw(&canvas, image, place, size)
            {
                error.set(Some(e));
            }
            let _ = canvas.set_attribute("data-zoom", &format!("{:.3}", place.zoom));
            // Also after the first draw, when the canvas's size is known to the readout.
            readout.set(place.zoom);
            if report {
                let on_place = on_place.clone();
                l.report = Some(Timeout::new(REPORT_MS, move || on_place.emit(place)));
            }
        })
    };

    // Load (decode) each new output, then draw it where the view is.
    {
        let (live, apply) = (live.clone(), apply.clone());
        use_effect_with(props.url.clone(), move |url| {
            live.borrow_mut().wanted = url.clone();
            let Some(url) = url else { return };
            match web_sys::HtmlImageElement::new() {
                Ok(image) => {
                    image.set_src(url);
                    let url = url.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        let decoded = JsFuture::from(image.decode()).await;
                        let place = {
                            let mut l = live.borrow_mut();
                            if l.wanted.as_ref() != Some(&url) || decoded.is_err() {
                                return;
                            }
                            l.image = Some(image);
                            l.place
                        };
                        apply(place, false);
                    });
                }
                Err(e) => web_sys::console::error_1(&e),
            }
        });
    }

    // Redraw when the window changes size (the canvas follows the page's width).
    {
        let (live, apply) = (live.clone(), apply.clone());
        use_effect_with(size.0 as u64 * 100_000 + size.1 as u64, move |_| {
            let listener = Closure::<dyn FnMut()>::new(move || {
                let place = live.borrow().place;
                apply(place, false);
            });
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ =
                    w.add_event_listener_with_callback("resize", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback(
                        "resize",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }

    // The wheel, attached by hand: Yew's wheel listeners are passive and could not stop the
    // page from scrolling while the reader zooms.
    {
        let (live, apply, canvas_ref) = (live.clone(), apply.clone(), canvas_ref.clone());
        use_effect_with(size.0 as u64 * 100_000 + size.1 as u64, move |_| {
            let canvas = canvas_ref.cast::<web_sys::HtmlCanvasElement>();
            let listener = {
                let canvas = canvas.clone();
                Closure::<dyn FnMut(web_sys::WheelEvent)>::new(move |e: web_sys::WheelEvent| {
                    let Some(canvas) = &canvas else { return };
                    e.prevent_default();
                    let frame = Frame::of(canvas);
                    // Pixels, lines or pages: a line is about 40 pixels, a page about 800.
                    let delta = e.delta_y()
                        * match e.delta_mode() {
                            1 => 40.0,
                            2 => 800.0,
                            _ => 1.0,
                        };
                    let at = (
                        f64::from(e.offset_x()) * frame.ratio,
                        f64::from(e.offset_y()) * frame.ratio,
                    );
                    let place = live.borrow().place;
                    apply(
                        zoom_about(place, (-delta * 0.002).exp(), at, frame, size),
                        true,
                    );
                })
            };
            let options = web_sys::AddEventListenerOptions::new();
            options.set_passive(false);
            if let Some(c) = &canvas {
                let _ = c.add_event_listener_with_callback_and_add_event_listener_options(
                    "wheel",
                    listener.as_ref().unchecked_ref(),
                    &options,
                );
            }
            move || {
                if let Some(c) = &canvas {
                    let _ = c.remove_event_listener_with_callback(
                        "wheel",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }

    let on_pointer_down = {
        let live = live.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(target) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                let _ = target.set_pointer_capture(e.pointer_id());
            }
            live.borrow_mut().pointers.insert(
                e.pointer_id(),
                (f64::from(e.client_x()), f64::from(e.client_y())),
            );
        })
    };
    // One pointer pans; two pinch: zoom by the change of their distance about their midpoint,
    // and pan with the midpoint.
    let on_pointer_move = {
        let (live, apply, canvas_ref) = (live.clone(), apply.clone(), canvas_ref.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>() else {
                return;
            };
            let now = (f64::from(e.client_x()), f64::from(e.client_y()));
            let (place, before, others) = {
                let mut l = live.borrow_mut();
                let Some(before) = l.pointers.insert(e.pointer_id(), now) else {
                    return;
                };
                let others: Vec<(f64, f64)> = l
                    .pointers
                    .iter()
                    .filter(|(id, _)| **id != e.pointer_id())
                    .map(|(_, p)| *p)
                    .collect();
                (l.place, before, others)
            };
            let frame = Frame::of(&canvas);
            let r = frame.ratio;
            let next = match others.as_slice() {
                [] => pan(
                    place,
                    ((now.0 - before.0) * r, (now.1 - before.1) * r),
                    frame,
                    size,
                ),
                [other, ..] => {
                    let rect = canvas.get_bounding_client_rect();
                    let distance = |a: (f64, f64)| (a.0 - other.0).hypot(a.1 - other.1);
                    let mid = |a: (f64, f64)| {
                        (
                            ((a.0 + other.0) / 2.0 - rect.left()) * r,
                            ((a.1 + other.1) / 2.0 - rect.top()) * r,
                        )
                    };
                    let factor = if distance(before) > 0.0 {
                        distance(now) / distance(before)
                    } else {
                        1.0
                    };
                    let (m0, m1) = (mid(before), mid(now));
                    let zoomed = zoom_about(place, factor, m0, frame, size);
                    pan(zoomed, (m1.0 - m0.0, m1.1 - m0.1), frame, size)
                }
            };
            apply(next, true);
        })
    };
    let on_pointer_up = {
        let live = live.clone();
        Callback::from(move |e: PointerEvent| {
            live.borrow_mut().pointers.remove(&e.pointer_id());
        })
    };

    // Zoom about the canvas's centre by `factor` (buttons and keys).
    let zoom_by = {
        let (live, apply, canvas_ref) = (live.clone(), apply.clone(), canvas_ref.clone());
        move |factor: f64| {
            let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>() else {
                return;
            };
            let frame = Frame::of(&canvas);
            let place = live.borrow().place;
            let centre = (frame.width / 2.0, frame.height / 2.0);
            apply(zoom_about(place, factor, centre, frame, size), true);
        }
    };
    let fit = {
        let apply = apply.clone();
        move || {
            apply(
                ViewerPlace {
                    zoom: 1.0,
                    x: 0.5,
                    y: 0.5,
                },
                true,
            )
        }
    };
    // One output pixel per screen (CSS) pixel, about the current centre.
    let actual = {
        let (live, apply, canvas_ref) = (live.clone(), apply.clone(), canvas_ref.clone());
        move || {
            let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>() else {
                return;
            };
            let frame = Frame::of(&canvas);
            let place = live.borrow().place;
            apply(
                ViewerPlace {
                    zoom: frame.ratio / fit_scale(frame, size),
                    ..place
                },
                true,
            );
        }
    };
    let on_key = {
        let (live, apply, canvas_ref) = (live.clone(), apply.clone(), canvas_ref.clone());
        let (zoom_by, fit, actual) = (zoom_by.clone(), fit.clone(), actual.clone());
        Callback::from(move |e: KeyboardEvent| {
            let Some(canvas) = canvas_ref.cast::<web_sys::HtmlCanvasElement>() else {
                return;
            };
            let frame = Frame::of(&canvas);
            // Arrows move by an eighth of the view.
            let (sx, sy) = (frame.width / 8.0, frame.height / 8.0);
            let place = live.borrow().place;
            match e.key().as_str() {
                "+" | "=" => zoom_by(ZOOM_STEP),
                "-" | "_" => zoom_by(1.0 / ZOOM_STEP),
                "0" => fit(),
                "1" => actual(),
                "ArrowLeft" => apply(pan(place, (sx, 0.0), frame, size), true),
                "ArrowRight" => apply(pan(place, (-sx, 0.0), frame, size), true),
                "ArrowUp" => apply(pan(place, (0.0, sy), frame, size), true),
                "ArrowDown" => apply(pan(place, (0.0, -sy), frame, size), true),
                _ => return,
            }
            e.prevent_default();
        })
    };
    let zoom_in = {
        let zoom_by = zoom_by.clone();
        Callback::from(move |_: MouseEvent| zoom_by(ZOOM_STEP))
    };
    let zoom_out = Callback::from(move |_: MouseEvent| zoom_by(1.0 / ZOOM_STEP));
    let on_fit = Callback::from(move |_: MouseEvent| fit());
    let on_actual = Callback::from(move |_: MouseEvent| actual());

    let pixels_per_pixel = canvas_ref
        .cast::<web_sys::HtmlCanvasElement>()
        .map(|c| {
            let frame = Frame::of(&c);
            fit_scale(frame, size) * *readout / frame.ratio
        })
        .unwrap_or(0.0);

    html! {
        <figure class="halftone-viewer">
            <div class="halftone-zoom-bar" role="group" aria-label="Zoom">
                <button type="button" id="halftone-zoom-in" onclick={zoom_in} aria-label="Zoom in">{ "+" }</button>
                <button type="button" id="halftone-zoom-out" onclick={zoom_out} aria-label="Zoom out">{ "−" }</button>
                <button type="button" id="halftone-zoom-fit" onclick={on_fit}>{ "Whole" }</button>
                <button type="button" id="halftone-zoom-actual" onclick={on_actual}>{ "1:1" }</button>
                <span id="halftone-zoom" aria-live="polite">
                    { if pixels_per_pixel > 0.0 {
                        format!("Zoom ×{:.1}: one output pixel is {:.2} screen pixels", *readout, pixels_per_pixel)
                    } else {
                        format!("Zoom ×{:.1}", *readout)
                    } }
                </span>
            </div>
            <canvas ref={canvas_ref} id="halftone-output" tabindex="0" role="img"
                aria-label="The output: one continuous curve. Drag or use the arrow keys to move; wheel, pinch, + and − to zoom; 0 shows it whole, 1 at one output pixel per screen pixel."
                data-output-width={props.width.to_string()} data-output-height={props.height.to_string()}
                data-src={props.url.clone()}
                onpointerdown={on_pointer_down} onpointermove={on_pointer_move}
                onpointerup={on_pointer_up.clone()} onpointercancel={on_pointer_up}
                onkeydown={on_key} />
            if let Some(e) = &*error {
                <p class="chart-error" role="alert">{ format!("The output could not be drawn: {e}") }</p>
            }
            <figcaption>{ "Zoom in until the curve shows: black pixels are dense meanders, white ones straight runs." }</figcaption>
        </figure>
    }
}
