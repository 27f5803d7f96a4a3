//! The viewer's geometry: where the output sits on the canvas for a zoom and centre, and how
//! zooming about a point and panning move that place, kept within the output and the zoom
//! limits. Pure arithmetic on device pixels, apart from reading a canvas's size.

use super::MAX_ZOOM;

/// Largest magnification: this many screen (CSS) pixels per output pixel.
const MAX_CSS_PIXELS_PER_PIXEL: f64 = 16.0;

/// Where the viewer looks: its zoom (1 = whole output) and centre (fractions of the output).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewerPlace {
    /// Magnification relative to the whole output in view.
    pub zoom: f64,
    /// Centre, as a fraction of the output's width.
    pub x: f64,
    /// Centre, as a fraction of the output's height.
    pub y: f64,
}

/// The canvas's size in device pixels and the screen's pixel ratio, read at each draw.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    /// Canvas width in device pixels.
    pub(super) width: f64,
    /// Canvas height in device pixels.
    pub(super) height: f64,
    /// Device pixels per CSS pixel, within 1–4.
    pub(super) ratio: f64,
}

impl Frame {
    /// The frame of `canvas` as laid out now.
    pub(super) fn of(canvas: &web_sys::HtmlCanvasElement) -> Frame {
        let ratio = web_sys::window()
            .map(|w| w.device_pixel_ratio())
            .unwrap_or(1.0)
            .clamp(1.0, 4.0);
        Frame {
            width: (f64::from(canvas.client_width().max(1)) * ratio).round(),
            height: (f64::from(canvas.client_height().max(1)) * ratio).round(),
            ratio,
        }
    }
}

/// The view's geometry for an output of `size` pixels in `frame`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Geometry {
    /// Device pixels per output pixel.
    pub(super) scale: f64,
    /// Output pixel at the canvas's top-left corner.
    pub(super) left: f64,
    /// Output pixel row at the canvas's top edge.
    pub(super) top: f64,
}

/// Device pixels per output pixel when the whole output fits.
pub(super) fn fit_scale(frame: Frame, size: (f64, f64)) -> f64 {
    (frame.width / size.0).min(frame.height / size.1)
}

/// The zoom limits for this output and canvas: from the whole output to
/// [`MAX_CSS_PIXELS_PER_PIXEL`].
fn zoom_range(frame: Frame, size: (f64, f64)) -> (f64, f64) {
    let most =
        (MAX_CSS_PIXELS_PER_PIXEL * frame.ratio / fit_scale(frame, size)).clamp(1.0, MAX_ZOOM);
    (1.0, most)
}

/// `place` with its zoom within limits and its centre where the view stays on the output.
pub(super) fn clamp(place: ViewerPlace, frame: Frame, size: (f64, f64)) -> ViewerPlace {
    let (least, most) = zoom_range(frame, size);
    let zoom = if place.zoom.is_finite() {
        place.zoom.clamp(least, most)
    } else {
        least
    };
    let scale = fit_scale(frame, size) * zoom;
    // Half the visible span, as a fraction of the output; centred when all of it is visible.
    let centre = |at: f64, visible: f64, total: f64| {
        let half = visible / total / 2.0;
        if half >= 0.5 || !at.is_finite() {
            0.5
        } else {
            at.clamp(half, 1.0 - half)
        }
    };
    ViewerPlace {
        zoom,
        x: centre(place.x, frame.width / scale, size.0),
        y: centre(place.y, frame.height / scale, size.1),
    }
}

/// Where the output sits on the canvas for `place`.
pub(super) fn geometry(place: ViewerPlace, frame: Frame, size: (f64, f64)) -> Geometry {
    let scale = fit_scale(frame, size) * place.zoom;
    Geometry {
        scale,
        left: place.x * size.0 - frame.width / scale / 2.0,
        top: place.y * size.1 - frame.height / scale / 2.0,
    }
}

/// `place` zoomed by `factor` about the canvas point `(px, py)` (device pixels), which keeps
/// showing the same output pixel.
pub(super) fn zoom_about(
    place: ViewerPlace,
    factor: f64,
    (px, py): (f64, f64),
    frame: Frame,
    size: (f64, f64),
) -> ViewerPlace {
    let before = geometry(place, frame, size);
    let (ox, oy) = (
        before.left + px / before.scale,
        before.top + py / before.scale,
    );
    let zoomed = clamp(
        ViewerPlace {
            zoom: place.zoom * factor,
            ..place
        },
        frame,
        size,
    );
    let scale = fit_scale(frame, size) * zoomed.zoom;
    let left = ox - px / scale;
    let top = oy - py / scale;
    clamp(
        ViewerPlace {
            zoom: zoomed.zoom,
            x: (left + frame.width / scale / 2.0) / size.0,
            y: (top + frame.height / scale / 2.0) / size.1,
        },
        frame,
        size,
    )
}

/// `place` moved so the output slides by `(dx, dy)` device pixels.
pub(super) fn pan(
    place: ViewerPlace,
    (dx, dy): (f64, f64),
    frame: Frame,
    size: (f64, f64),
) -> ViewerPlace {
    let scale = fit_scale(frame, size) * place.zoom;
    clamp(
        ViewerPlace {
            x: place.x - dx / scale / size.0,
            y: place.y - dy / scale / size.1,
            ..place
        },
        frame,
        size,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRAME: Frame = Frame {
        width: 800.0,
        height: 600.0,
        ratio: 1.0,
    };
    const SIZE: (f64, f64) = (4096.0, 4096.0);

    #[test]
    fn zooming_about_a_point_keeps_it_in_place() {
        let start = ViewerPlace {
            zoom: 4.0,
            x: 0.4,
            y: 0.6,
        };
        let at = (123.0, 456.0);
        let under = |p: ViewerPlace| {
            let g = geometry(p, FRAME, SIZE);
            (g.left + at.0 / g.scale, g.top + at.1 / g.scale)
        };
        let zoomed = zoom_about(start, 3.0, at, FRAME, SIZE);
        assert!((zoomed.zoom - 12.0).abs() < 1e-9);
        let (a, b) = (under(start), under(zoomed));
        assert!(
            (a.0 - b.0).abs() < 1e-6 && (a.1 - b.1).abs() < 1e-6,
            "{a:?} {b:?}"
        );
    }

    #[test]
    fn the_view_stays_on_the_output() {
        // Whole output: centred whatever was asked.
        let whole = clamp(
            ViewerPlace {
                zoom: 0.1,
                x: 0.0,
                y: 1.0,
            },
            FRAME,
            SIZE,
        );
        assert_eq!((whole.zoom, whole.x, whole.y), (1.0, 0.5, 0.5));
        // At most 16 screen pixels per output pixel.
        let most = clamp(
            ViewerPlace {
                zoom: 1e9,
                x: 2.0,
                y: -1.0,
            },
            FRAME,
            SIZE,
        );
        assert!((fit_scale(FRAME, SIZE) * most.zoom - 16.0).abs() < 1e-9);
        let g = geometry(most, FRAME, SIZE);
        assert!(g.left + FRAME.width / g.scale <= SIZE.0 + 1e-9 && g.top >= -1e-9);
        // Panning past the edge stops at it.
        let panned = pan(most, (-1e9, 0.0), FRAME, SIZE);
        assert_eq!(panned.x, most.x);
    }
}
