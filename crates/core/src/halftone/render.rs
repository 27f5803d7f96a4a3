//! Drawing the curve: a 1-bit PNG with a one-pixel black line, and an SVG with one path.
//!
//! Curve point (x, y) sits at output pixel (step·x, step·y), as in the post's `Halftone.move`,
//! so the output is `step` times the grid of curve points on each side (8 × 8 pixels per input
//! pixel with the post's step of 2). Both encoders return bytes; writing files is the caller's.

use super::curve::{Curve, Point};
use super::{HalftoneError, MAX_OUTPUT_SIDE};
use crate::progress::Progress;
use std::fmt::Write as _;
use std::io::Write as _;

/// Output size in pixels for a grid of `curve_width` × `curve_height` curve points drawn with
/// `step` pixels between neighbouring points; refuses a zero step or a side beyond
/// [`MAX_OUTPUT_SIDE`]. Cheap: call it before tracing to refuse an impossible job early.
pub fn output_size(
    curve_width: u32,
    curve_height: u32,
    step: u32,
) -> Result<(u32, u32), HalftoneError> {
    let width = u64::from(curve_width) * u64::from(step);
    let height = u64::from(curve_height) * u64::from(step);
    let cap = u64::from(MAX_OUTPUT_SIDE);
    if step == 0 || width == 0 || height == 0 || width > cap || height > cap {
        return Err(HalftoneError::BadOutputSize {
            width,
            height,
            step,
        });
    }
    Ok((width as u32, height as u32))
}

/// Refuses a curve that is not drawable: a point outside its grid, or two consecutive points
/// on neither the same row nor the same column (only a hand-made or corrupted [`Curve`]).
fn check_curve(curve: &Curve) -> Result<(), HalftoneError> {
    let bad = |message: String| Err(HalftoneError::BadOption { message });
    if let Some(p) = curve
        .points
        .iter()
        .find(|p| u32::from(p.x) >= curve.width || u32::from(p.y) >= curve.height)
    {
        return bad(format!(
            "curve point ({}, {}) is outside its {}×{} grid",
            p.x, p.y, curve.width, curve.height
        ));
    }
    if let Some(pair) = curve
        .points
        .windows(2)
        .find(|pair| pair[0].x != pair[1].x && pair[0].y != pair[1].y)
    {
        return bad(format!(
            "curve points ({}, {}) and ({}, {}) are not on one row or column",
            pair[0].x, pair[0].y, pair[1].x, pair[1].y
        ));
    }
    Ok(())
}

/// A 1-bit picture in PNG's own layout: rows of `row_bytes`, most significant bit first,
/// 1 = white.
struct Raster {
    width: u32,
    height: u32,
    row_bytes: usize,
    bits: Vec<u8>,
}

impl Raster {
    fn white(width: u32, height: u32) -> Raster {
        let row_bytes = (width as usize).div_ceil(8);
        Raster {
            width,
            height,
            row_bytes,
            bits: vec![0xff; row_bytes * height as usize],
        }
    }

    fn blacken(&mut self, x: u32, y: u32) {
        if x < self.width && y < self.height {
            let index = y as usize * self.row_bytes + x as usize / 8;
            if let Some(byte) = self.bits.get_mut(index) {
                *byte &= !(0x80u8 >> (x % 8));
            }
        }
    }

    /// Blackens every pixel of the horizontal or vertical segment from `a` to `b` (inclusive).
    fn segment(&mut self, a: (u32, u32), b: (u32, u32)) {
        if a.1 == b.1 {
            for x in a.0.min(b.0)..=a.0.max(b.0) {
                self.blacken(x, a.1);
            }
        } else {
            for y in a.1.min(b.1)..=a.1.max(b.1) {
                self.blacken(a.0, y);
            }
        }
    }
}

/// Where curve point `p` lands in the output.
fn place(p: Point, step: u32) -> (u32, u32) {
    (u32::from(p.x) * step, u32::from(p.y) * step)
}

/// Draws the curve as a black one-pixel line on white and encodes it as a 1-bit grayscale PNG.
///
/// Reports "drawing" (points done) then "encoding PNG" (rows done).
pub fn render_png(
    curve: &Curve,
    step: u32,
    progress: &mut impl Progress,
) -> Result<Vec<u8>, HalftoneError> {
    const POINTS_PER_REPORT: usize = 1 << 18;
    const ROWS_PER_REPORT: usize = 256;
    let (width, height) = output_size(curve.width, curve.height, step)?;
    check_curve(curve)?;

    let mut raster = Raster::white(width, height);
    let total = curve.points.len() as u64;
    if let Some(&first) = curve.points.first() {
        raster.segment(place(first, step), place(first, step));
    }
    for (k, pair) in curve.points.windows(2).enumerate() {
        if k % POINTS_PER_REPORT == 0 {
            progress.report("drawing", k as u64, total).check()?;
        }
        raster.segment(place(pair[0], step), place(pair[1], step));
    }

    let encode_error = |error: std::io::Error| HalftoneError::Encode {
        detail: error.to_string(),
    };
    let png_error = |error: png::EncodingError| HalftoneError::Encode {
        detail: error.to_string(),
    };
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::One);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(png_error)?;
    {
        let mut stream = writer.stream_writer().map_err(png_error)?;
        let band = ROWS_PER_REPORT * raster.row_bytes;
        for (k, rows) in raster.bits.chunks(band.max(1)).enumerate() {
            progress
                .report(
                    "encoding PNG",
                    (k * ROWS_PER_REPORT) as u64,
                    u64::from(height),
                )
                .check()?;
            stream.write_all(rows).map_err(encode_error)?;
        }
        stream.finish().map_err(png_error)?;
    }
    writer.finish().map_err(png_error)?;
    Ok(bytes)
}

/// The curve as an SVG document: a white background and ONE path of horizontal and vertical
/// moves, stroked one pixel wide with square caps and mitred corners, so that it covers exactly
/// the pixels [`render_png`] blackens (the path runs through pixel centres, hence the `.5`).
///
/// Consecutive moves in the same direction are merged. Reports "writing SVG" (points done).
pub fn render_svg(
    curve: &Curve,
    step: u32,
    progress: &mut impl Progress,
) -> Result<String, HalftoneError> {
    const POINTS_PER_REPORT: usize = 1 << 18;
    let (width, height) = output_size(curve.width, curve.height, step)?;
    check_curve(curve)?;

    let mut svg = String::with_capacity(256 + curve.points.len() * 3);
    // Writing to a String cannot fail; the results are discarded with `let _`.
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" shape-rendering=\"crispEdges\">\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#fff\"/>\n<path d=\""
    );
    let total = curve.points.len() as u64;
    if let Some(&first) = curve.points.first() {
        let (x, y) = place(first, step);
        let _ = write!(svg, "M{x}.5 {y}.5");
        // The move being built: (horizontal?, signed length); flushed when the direction turns.
        let mut pending: Option<(bool, i64)> = None;
        for (k, pair) in curve.points.windows(2).enumerate() {
            if k % POINTS_PER_REPORT == 0 {
                progress.report("writing SVG", k as u64, total).check()?;
            }
            let (a, b) = (place(pair[0], step), place(pair[1], step));
            let horizontal = a.1 == b.1;
            let length = if horizontal {
                i64::from(b.0) - i64::from(a.0)
            } else {
                i64::from(b.1) - i64::from(a.1)
            };
            pending = match pending {
                Some((h, l)) if h == horizontal && (l > 0) == (length > 0) => Some((h, l + length)),
                Some(previous) => {
                    write_move(&mut svg, previous);
                    Some((horizontal, length))
                }
                None => Some((horizontal, length)),
            };
        }
        if let Some(last) = pending {
            write_move(&mut svg, last);
        } else {
            // A one-point curve: a zero-length move, which square caps draw as one pixel.
            svg.push_str("h0");
        }
    }
    svg.push_str(
        "\" fill=\"none\" stroke=\"#000\" stroke-width=\"1\" stroke-linecap=\"square\" \
         stroke-linejoin=\"miter\"/>\n</svg>\n",
    );
    Ok(svg)
}

/// Appends one relative move: `h` for horizontal, `v` for vertical.
fn write_move(svg: &mut String, (horizontal, length): (bool, i64)) {
    let _ = write!(svg, "{}{length}", if horizontal { 'h' } else { 'v' });
}
