//! The halftone page's view: every parameter in the URL, read forgivingly (a bad value falls
//! back with a notice), and the limits the page keeps the output within.

use snipelab_core::halftone::{BLOCK_SIDE, InputSize, Options, Sample, Thresholds};

use crate::query::Query;
use crate::view::View;

/// Range of the input size (pixels on the longer side); the library allows up to 1024 × 1024.
pub const SIZE_RANGE: (u32, u32) = (8, 1024);
/// The post's 128 × 128 example.
pub const DEFAULT_SIZE: u32 = 128;
/// Range of the step between curve points (output pixels).
pub const STEP_RANGE: (u32, u32) = (1, 8);
/// The post's step: each input pixel becomes an 8 × 8 block of output.
pub const DEFAULT_STEP: u32 = 2;
/// Largest output side the page draws: an 8192² picture is already 256 MB once the browser
/// decodes it to show it. The library and the CLI go to 16384.
pub const PAGE_MAX_OUTPUT_SIDE: u32 = 8192;
/// Most the viewer's zoom can be, relative to the whole output in view.
pub const MAX_ZOOM: f64 = 4096.0;

/// Largest step that keeps an input of `size` pixels within [`PAGE_MAX_OUTPUT_SIDE`].
pub fn max_step(size: u32) -> u32 {
    (PAGE_MAX_OUTPUT_SIDE / (BLOCK_SIDE * size.max(1))).clamp(STEP_RANGE.0, STEP_RANGE.1)
}

/// The view's parameters, as read from the URL.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct HalftoneView {
    /// The built-in picture shown when nothing is uploaded.
    pub sample: Sample,
    /// Pixels on the longer side of the picture the curve is drawn from.
    pub size: u32,
    /// Where the four levels meet.
    pub thresholds: Thresholds,
    /// Output pixels between neighbouring curve points.
    pub step: u32,
    /// Floyd–Steinberg dithering before quantizing.
    pub dither: bool,
    /// Viewer zoom: 1 shows the whole output.
    pub zoom: f64,
    /// Viewer centre, as a fraction of the output's width.
    pub x: f64,
    /// Viewer centre, as a fraction of the output's height.
    pub y: f64,
}

impl Default for HalftoneView {
    fn default() -> Self {
        HalftoneView {
            sample: Sample::Face,
            size: DEFAULT_SIZE,
            thresholds: Thresholds::default(),
            step: DEFAULT_STEP,
            dither: false,
            zoom: 1.0,
            x: 0.5,
            y: 0.5,
        }
    }
}

impl View for HalftoneView {
    const PARAMETERS: &'static [&'static str] = &[
        "sample", "size", "dark", "light", "white", "step", "dither", "zoom", "x", "y",
    ];

    fn from_query(q: &Query, notices: &mut Vec<String>) -> Self {
        let d = HalftoneView::default();
        let sample = match q.get("sample") {
            None => d.sample,
            Some(name) => Sample::from_name(name).unwrap_or_else(|why| {
                let why = crate::query::shorten_message(&why.to_string());
                notices.push(format!(
                    "The link's sample is not one we have ({why}); showing {} instead.",
                    d.sample.name()
                ));
                d.sample
            }),
        };
        let size = q.number("size", SIZE_RANGE.0..=SIZE_RANGE.1, d.size, notices);
        let t = d.thresholds;
        let (dark, light, white) = (
            q.number("dark", 0..=255, t.dark_gray, notices),
            q.number("light", 0..=255, t.light_gray, notices),
            q.number("white", 0..=255, t.white, notices),
        );
        let thresholds = Thresholds::new(dark, light, white).unwrap_or_else(|why| {
            let why = crate::query::shorten_message(&why.to_string());
            notices.push(format!(
                "The link's thresholds are out of order ({why}); showing {},{},{} instead.",
                t.dark_gray, t.light_gray, t.white
            ));
            t
        });
        let mut step = q.number("step", STEP_RANGE.0..=STEP_RANGE.1, d.step, notices);
        if step > max_step(size) {
            notices.push(format!(
                "The link asked for step={step} at size={size}, an output of {} pixels; the page \
                 draws at most {PAGE_MAX_OUTPUT_SIDE} pixels per side, so the step is {}.",
                step * BLOCK_SIDE * size,
                max_step(size)
            ));
            step = max_step(size);
        }
        HalftoneView {
            sample,
            size,
            thresholds,
            step,
            dither: q.flag("dither", d.dither, notices),
            // Rounded as `to_query` writes them, so a view reads back unchanged from its URL.
            zoom: rounded(q.number("zoom", 1.0..=MAX_ZOOM, d.zoom, notices), 3),
            x: rounded(q.number("x", 0.0..=1.0, d.x, notices), 4),
            y: rounded(q.number("y", 0.0..=1.0, d.y, notices), 4),
        }
    }

    fn to_query(&self) -> Vec<(&'static str, String)> {
        let t = self.thresholds;
        vec![
            ("sample", self.sample.name().to_string()),
            ("size", self.size.to_string()),
            ("dark", t.dark_gray.to_string()),
            ("light", t.light_gray.to_string()),
            ("white", t.white.to_string()),
            ("step", self.step.to_string()),
            ("dither", if self.dither { "on" } else { "off" }.to_string()),
            ("zoom", format!("{:.3}", self.zoom)),
            ("x", format!("{:.4}", self.x)),
            ("y", format!("{:.4}", self.y)),
        ]
    }
}

/// `value` to `places` decimals: what `format!("{:.places$}")` writes and parsing reads back.
fn rounded(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}

impl HalftoneView {
    /// The library's options for this view.
    pub(super) fn options(self) -> Options {
        Options {
            size: InputSize::Longest(self.size),
            thresholds: self.thresholds,
            dither: self.dither,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_restore_the_view_or_say_why_not() {
        let mut notices = Vec::new();
        let view = HalftoneView::from_query(
            &Query::parse(
                "?sample=circles&size=64&dark=10&light=100&white=200&step=3&dither=on&zoom=8&x=0.25&y=0.75",
            ),
            &mut notices,
        );
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(view.sample, Sample::Circles);
        assert_eq!(view.thresholds, Thresholds::new(10, 100, 200).unwrap());
        assert_eq!((view.size, view.step, view.dither), (64, 3, true));
        assert_eq!((view.zoom, view.x, view.y), (8.0, 0.25, 0.75));
        // The URL it writes reads back the same.
        let query = view
            .to_query()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("&");
        assert_eq!(
            HalftoneView::from_query(&Query::parse(&query), &mut notices),
            view
        );
        assert!(notices.is_empty());

        let view = HalftoneView::from_query(
            &Query::parse("?sample=cat&size=0&dark=200&light=100&zoom=NaN"),
            &mut notices,
        );
        assert_eq!(view, HalftoneView::default());
        assert_eq!(notices.len(), 4, "{notices:?}");

        notices.clear();
        let view = HalftoneView::from_query(&Query::parse("?size=1024&step=8"), &mut notices);
        assert_eq!((view.size, view.step), (1024, 2));
        assert!(notices[0].contains("at most 8192 pixels"), "{notices:?}");
    }

    #[test]
    fn the_step_keeps_the_output_within_the_page_cap() {
        assert_eq!(max_step(128), 8);
        assert_eq!(max_step(512), 4);
        assert_eq!(max_step(1024), 2);
        for size in SIZE_RANGE.0..=SIZE_RANGE.1 {
            assert!(max_step(size) * BLOCK_SIDE * size <= PAGE_MAX_OUTPUT_SIDE);
        }
    }
}
