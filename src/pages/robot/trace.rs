//! The pen's trace on the page: followed as it grows, boxed for the picture's frame, and drawn
//! on a canvas a few new points at a time.
//!
//! Issue 28: a million-step run used to leave a 5.3 MB SVG path in the board, which the
//! browser stroked again whenever anything near it was repainted, so typing after the run took
//! up to 1.3 s a keystroke. A canvas keeps the pixels instead: each frame strokes only the
//! points drawn since the last (the whole trace only when the frame or the board's size
//! changes), and a repaint merely copies the bitmap. The walls, the exit and the robot stay in
//! the SVG above it; the exported picture (`svg::render`, the CLI's `--svg`) is unchanged.

use std::f64::consts::TAU;

use snipelab_core::robot::geometry::{Bounds, Point};
use snipelab_core::robot::svg::pen_colour;
use snipelab_core::robot::trace::Trace;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};
use yew::NodeRef;

/// The trace's width in cm: `svg::TRACE_WIDTH`, which the exported picture writes as text.
const TRACE_WIDTH_CM: f64 = 1.5;

/// How far a reader of the growing trace has got: strokes begun, and points taken of the last.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    strokes: usize,
    points: usize,
}

/// New points of one stroke, to be drawn as lines from the first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Part<'a> {
    /// The points: the first is the last point taken before, when the stroke was under way.
    pub points: &'a [Point],
    /// Whether the first point is a corner inside the stroke whose two sides are drawn apart
    /// (then a disc there completes the round join that one path would have made).
    pub joint: bool,
    /// The pen's colour (an index into the palette, `None` for the page's own).
    pub colour: Option<u8>,
}

impl Seen {
    /// The points added to `trace` since the last call, stroke by stroke; `true` first when the
    /// trace no longer holds what was taken (it was restarted), and then all of it is new.
    pub fn catch_up<'a>(&mut self, trace: &'a Trace) -> (bool, Vec<Part<'a>>) {
        let strokes = &trace.strokes;
        let restarted = strokes.len() < self.strokes
            || (self.strokes > 0 && strokes[self.strokes - 1].len() < self.points);
        if restarted {
            *self = Seen::default();
        }
        let mut parts = Vec::new();
        for (i, stroke) in strokes
            .iter()
            .enumerate()
            .skip(self.strokes.saturating_sub(1))
        {
            let seen = if i + 1 == self.strokes {
                self.points
            } else {
                0
            };
            if stroke.len() > seen.max(1) {
                // From the last point taken, so that the line is unbroken.
                let from = seen.saturating_sub(1);
                parts.push(Part {
                    points: &stroke[from..],
                    joint: from > 0,
                    colour: trace.colours.get(i).copied().flatten(),
                });
            }
            self.strokes = i + 1;
            self.points = stroke.len();
        }
        (restarted, parts)
    }
}

/// The box of the trace, kept up with it.
#[derive(Clone, Debug, Default)]
pub struct Extent {
    seen: Seen,
    bounds: Option<Bounds>,
}

impl Extent {
    /// Takes in the points drawn since the last call.
    pub fn update(&mut self, trace: &Trace) {
        let (restarted, parts) = self.seen.catch_up(trace);
        if restarted {
            self.bounds = None;
        }
        for p in parts.iter().flat_map(|part| part.points) {
            let here = Bounds { min: *p, max: *p };
            self.bounds = Some(self.bounds.map_or(here, |b| b.union(&here)));
        }
    }

    /// The box of every point drawn, if any.
    pub fn bounds(&self) -> Option<Bounds> {
        self.bounds
    }
}

/// What the canvas shows: the frame (the SVG's `viewBox`) and the bitmap's size it was drawn
/// for, and how much of the trace.
#[derive(Clone, Debug, Default)]
pub struct TraceCanvas {
    shown: Option<([f64; 4], u32, u32)>,
    seen: Seen,
}

impl TraceCanvas {
    /// Draws on the canvas behind `canvas` what the trace gained since the last call, laid
    /// over the SVG of `frame` as its `viewBox` lays out the walls (the same scale both ways,
    /// centred: `preserveAspectRatio`'s default); all of it when the frame or the canvas's size
    /// changed. Does nothing where there is no canvas (the prerenderer) or it has no size.
    pub fn draw(&mut self, canvas: &NodeRef, trace: &Trace, frame: [f64; 4]) {
        let Some(canvas) = canvas.cast::<HtmlCanvasElement>() else {
            return;
        };
        let rect = canvas.get_bounding_client_rect();
        let (css_width, css_height) = (rect.width(), rect.height());
        let [x, y, width, height] = frame;
        if css_width <= 0.0 || css_height <= 0.0 || width <= 0.0 || height <= 0.0 {
            return;
        }
        let ratio = web_sys::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .clamp(1.0, 4.0);
        let size = (
            (css_width * ratio).round() as u32,
            (css_height * ratio).round() as u32,
        );
        let Some(context) = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
        else {
            return;
        };
        let (restarted, parts) = {
            if self.shown != Some((frame, size.0, size.1)) {
                self.shown = Some((frame, size.0, size.1));
                self.seen = Seen::default();
                clear(&canvas, &context, size);
            }
            self.seen.catch_up(trace)
        };
        if restarted {
            clear(&canvas, &context, size);
        }
        if parts.is_empty() {
            return;
        }
        // Canvas pixels per CSS pixel, each way, and CSS pixels per cm.
        let (kx, ky) = (
            f64::from(size.0) / css_width,
            f64::from(size.1) / css_height,
        );
        let scale = (css_width / width).min(css_height / height);
        let _ = context.set_transform(
            kx * scale,
            0.0,
            0.0,
            ky * scale,
            kx * ((css_width - width * scale) / 2.0 - x * scale),
            ky * ((css_height - height * scale) / 2.0 - y * scale),
        );
        context.set_line_width(TRACE_WIDTH_CM);
        context.set_line_join("round");
        context.set_line_cap("butt");
        // One path per run of parts in one colour, in the order drawn. The y axis points
        // north in the robot's world and south on the canvas.
        for run in parts.chunk_by(|a, b| a.colour == b.colour) {
            let colour = pen_colour(run[0].colour);
            context.begin_path();
            for part in run {
                for (k, p) in part.points.iter().enumerate() {
                    if k == 0 {
                        context.move_to(p.x, -p.y);
                    } else {
                        context.line_to(p.x, -p.y);
                    }
                }
            }
            context.set_stroke_style_str(colour);
            context.stroke();
            let mut joints = run.iter().filter(|part| part.joint).peekable();
            if joints.peek().is_some() {
                let radius = TRACE_WIDTH_CM / 2.0;
                context.begin_path();
                for part in joints {
                    let p = part.points[0];
                    context.move_to(p.x + radius, -p.y);
                    let _ = context.arc(p.x, -p.y, radius, 0.0, TAU);
                }
                context.set_fill_style_str(colour);
                context.fill();
            }
        }
    }
}

/// A blank canvas of `size` pixels (setting a canvas's size blanks it too).
fn clear(canvas: &HtmlCanvasElement, context: &CanvasRenderingContext2d, size: (u32, u32)) {
    if (canvas.width(), canvas.height()) == size {
        let _ = context.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
        context.clear_rect(0.0, 0.0, f64::from(size.0), f64::from(size.1));
    } else {
        canvas.set_width(size.0);
        canvas.set_height(size.1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snipelab_core::robot::{Machine, Program, World};

    fn machine(source: &str) -> Machine {
        let program = Program::parse(source).expect("the test's program parses");
        Machine::new(program, World::open(), 100_000)
    }

    /// Taken a few steps at a time, the parts hold every segment of every stroke exactly once
    /// (consecutive parts of a stroke share one point, marked as a joint), in the stroke's
    /// colour; and the box is that of all the points.
    #[test]
    fn parts_cover_every_segment_once() {
        let mut m = machine(
            "repeat 40 [fd 3 rt 17] pu fd 5 pd setpencolor 4 repeat 30 [fd 2 lt 5] setpencolor 2 pu fd 1 pd fd 4",
        );
        let (mut seen, mut extent) = (Seen::default(), Extent::default());
        let mut segments: Vec<(usize, [f64; 4], Option<u8>)> = Vec::new();
        let mut joints = 0;
        let take = |m: &Machine, seen: &mut Seen, segments: &mut Vec<_>, joints: &mut usize| {
            let (restarted, parts) = seen.catch_up(m.trace());
            assert!(!restarted);
            for part in parts {
                *joints += usize::from(part.joint);
                let stroke = m
                    .trace()
                    .strokes
                    .iter()
                    .position(|s| s.as_ptr_range().contains(&(part.points.as_ptr())))
                    .expect("a part lies in a stroke");
                for w in part.points.windows(2) {
                    segments.push((stroke, [w[0].x, w[0].y, w[1].x, w[1].y], part.colour));
                }
            }
        };
        while m.step().is_some() {
            if m.steps().is_multiple_of(7) {
                take(&m, &mut seen, &mut segments, &mut joints);
                extent.update(m.trace());
            }
        }
        take(&m, &mut seen, &mut segments, &mut joints);
        extent.update(m.trace());
        let trace = m.trace();
        let expected: Vec<_> = trace
            .strokes
            .iter()
            .enumerate()
            .flat_map(|(i, s)| {
                s.windows(2)
                    .map(move |w| (i, [w[0].x, w[0].y, w[1].x, w[1].y], trace.colours[i]))
            })
            .collect();
        assert_eq!(segments, expected);
        assert_eq!(trace.strokes.len(), 3);
        assert_eq!(trace.colours, vec![None, Some(4), Some(2)]);
        assert!(joints > 5, "{joints}");
        let all: Vec<Point> = trace.strokes.iter().flatten().copied().collect();
        let b = extent.bounds().expect("something is drawn");
        assert!(all.iter().all(|p| b.contains(*p)));
        for (corner, pick) in [
            (
                b.min.x,
                all.iter().map(|p| p.x).fold(f64::INFINITY, f64::min),
            ),
            (
                b.max.y,
                all.iter().map(|p| p.y).fold(f64::NEG_INFINITY, f64::max),
            ),
        ] {
            assert_eq!(corner, pick);
        }
        // Nothing new: nothing to draw.
        assert!(seen.catch_up(trace).1.is_empty());
    }

    #[test]
    fn the_width_is_the_exported_pictures() {
        assert_eq!(
            snipelab_core::robot::svg::number(TRACE_WIDTH_CM),
            snipelab_core::robot::svg::TRACE_WIDTH
        );
    }

    /// A trace that shrank (a new run) is taken afresh, and so is its box.
    #[test]
    fn a_restarted_trace_is_taken_afresh() {
        let mut long = machine("fd 10 rt 90 fd 10 rt 90 fd 10");
        long.run(&mut snipelab_core::progress::Silent)
            .expect("it runs");
        let mut short = machine("fd 4");
        short
            .run(&mut snipelab_core::progress::Silent)
            .expect("it runs");
        let (mut seen, mut extent) = (Seen::default(), Extent::default());
        assert!(!seen.catch_up(long.trace()).0);
        extent.update(long.trace());
        let (restarted, parts) = seen.catch_up(short.trace());
        assert!(restarted);
        assert_eq!(parts.len(), 1);
        assert_eq!(parts[0].points, short.trace().strokes[0].as_slice());
        assert!(!parts[0].joint);
        extent.update(short.trace());
        let b = extent.bounds().expect("something is drawn");
        assert_eq!((b.min, b.max), (Point::new(0.0, 0.0), Point::new(4.0, 0.0)));
    }
}
