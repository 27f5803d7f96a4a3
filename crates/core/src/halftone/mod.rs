//! Hilbert halftone art: a picture drawn as one continuous, one-pixel-wide black curve on white.
//!
//! From the seed post "Hilbert halftone art" (`001_47f0b22271ab2198.txt`): every pixel of a
//! small gray picture is "inflated" to a block of 4×4 curve points drawn by a second-order
//! Hilbert curve, and the pixel's gray level (one of four) decides how many of the block's 16
//! points the curve visits — the post's `STEPS` table ([`STEPS`]): black visits all 16, white
//! cuts straight across the block, the two grays are in between. With the post's step of 2
//! output pixels between curve points, each input pixel becomes an 8×8 block of output.
//!
//! The pipeline, one function per stage (the web page shows the intermediate pictures):
//!
//! 1. [`decode`] a PNG or JPEG to a gray [`Picture`] (capped, see below), or draw a built-in
//!    [`Sample`];
//! 2. [`resize`] it to the chosen input size ([`InputSize`]);
//! 3. [`quantize()`] it to the four [`Level`]s with adjustable [`Thresholds`], optionally after
//!    Floyd–Steinberg dithering;
//! 4. [`trace`] the [`Curve`]: the list of curve points it visits;
//! 5. draw it as a PNG ([`render_png`]) or an SVG with one path ([`render_svg`]).
//!
//! [`encode_png`] writes any gray [`Picture`] as a PNG, for showing the intermediate pictures.
//!
//! [`halftone`] runs stages 2–4 in one call.
//!
//! # Any width and height: the generalized Hilbert curve ("gilbert")
//!
//! The post needs a square picture whose side is a power of two, because its curve is one big
//! Hilbert curve. Here the pixels are visited in the order of Jakub Červený's *generalized
//! Hilbert curve* ("gilbert", <https://github.com/jakubcerveny/gilbert>), which fills any
//! rectangle and, for power-of-two squares, *is* the Hilbert curve. Each pixel's 4×4 block is
//! then a second-order Hilbert curve turned (one of its eight symmetries) so that it enters at
//! the corner next to where the previous block left and leaves at the corner next to where the
//! next block starts. Why this keeps ONE continuous curve (see [`curve`] for the details):
//!
//! * the pixel order steps only between side-neighbouring pixels, because the gilbert's long
//!   ("major") axis is chosen by parity — a path between the two ends of a side of a grid with
//!   an even number of cells needs that side to have even length, and gilbert otherwise makes
//!   one diagonal step (with this choice there is none: checked for every size up to
//!   200 × 200);
//! * given where the curve enters a block and which side it must leave by, exactly one corner
//!   works, so the blocks' orientations are forced one after the other and always exist.
//!
//! For a 2^k × 2^k picture the result is exactly the Hilbert curve of order k + 2, the post's
//! curve (a test checks this against an independent Hilbert-curve formula). The curve starts
//! at the top-left curve point (0, 0) and ends at the other end of the major side: the
//! top-right point (4w − 1, 0) if the major axis is horizontal, else the bottom-left point
//! (0, 4h − 1) (checked for every size up to 120 × 120).
//!
//! # Caps
//!
//! Every size is checked before anything large is allocated, and refused with a message that
//! states the cap: the decoded input ([`MAX_INPUT_SIDE`], [`MAX_INPUT_PIXELS`], checked from the
//! file's header, plus `image`'s own allocation limit [`MAX_DECODE_BYTES`] while decoding, and
//! the file itself, [`MAX_FILE_BYTES`]), the resized picture ([`MAX_GRID_SIDE`],
//! [`MAX_GRID_PIXELS`]) and the output ([`MAX_OUTPUT_SIDE`]).

pub mod curve;
pub mod picture;
pub mod quantize;
pub mod render;
pub mod sample;

pub use curve::{BLOCK_SIDE, Curve, HILBERT_BLOCK, Point, STEPS, pixel_order, trace};
pub use picture::{InputSize, Picture, decode, encode_png, resize};
pub use quantize::{Level, LevelCounts, Quantized, Thresholds, quantize};
pub use render::{output_size, render_png, render_svg};
pub use sample::{SAMPLE_SIDE, Sample};

use crate::progress::{Cancelled, Progress};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Largest file we try to decode (bytes): 200 MiB.
pub const MAX_FILE_BYTES: u64 = 200 * 1024 * 1024;
/// Largest width or height of a picture we decode (pixels).
pub const MAX_INPUT_SIDE: u32 = 20_000;
/// Largest number of pixels of a picture we decode: 50 megapixels, more than a phone camera's.
pub const MAX_INPUT_PIXELS: u64 = 50_000_000;
/// Largest allocation the decoder may make while decoding (bytes): 512 MiB.
pub const MAX_DECODE_BYTES: u64 = 512 * 1024 * 1024;
/// Largest width or height of the resized picture, in pixels (each becomes one 4×4 block).
pub const MAX_GRID_SIDE: u32 = 4096;
/// Largest number of pixels of the resized picture: 1024 × 1024 (up to 16 curve points each).
pub const MAX_GRID_PIXELS: u64 = 1 << 20;
/// Largest width or height of the output, in output pixels.
pub const MAX_OUTPUT_SIDE: u32 = 16_384;

/// Why a halftone could not be made. Every message is one line and names the cap it hit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HalftoneError {
    /// The input has no bytes at all.
    EmptyFile,
    /// The file is larger than [`MAX_FILE_BYTES`].
    FileTooLarge {
        /// Its size in bytes.
        bytes: u64,
    },
    /// The input does not start like any image format we know.
    NotAnImage,
    /// The input is an image, but not a PNG or a JPEG.
    UnsupportedFormat {
        /// The format it looks like ("GIF", "WebP", …).
        format: String,
    },
    /// The input starts like a PNG or JPEG but cannot be decoded (truncated or corrupt).
    Corrupt {
        /// "PNG" or "JPEG".
        format: String,
        /// What is wrong, in plain words ("it ends too early"), not the decoder's own text.
        detail: String,
    },
    /// The input's header claims more pixels than [`MAX_INPUT_SIDE`] / [`MAX_INPUT_PIXELS`].
    InputTooLarge {
        /// Width the header claims.
        width: u32,
        /// Height the header claims.
        height: u32,
    },
    /// The chosen input size exceeds [`MAX_GRID_SIDE`] / [`MAX_GRID_PIXELS`] (or is zero).
    BadInputSize {
        /// Requested width in pixels.
        width: u32,
        /// Requested height in pixels.
        height: u32,
    },
    /// The output would exceed [`MAX_OUTPUT_SIDE`] (or the step is zero).
    BadOutputSize {
        /// Output width in pixels that was asked for.
        width: u64,
        /// Output height in pixels that was asked for.
        height: u64,
        /// The step between curve points.
        step: u32,
    },
    /// Any other unusable option (thresholds out of order, unknown sample name, …).
    BadOption {
        /// What is wrong, in words.
        message: String,
    },
    /// Encoding the output failed (should not happen when writing to memory).
    Encode {
        /// The encoder's explanation.
        detail: String,
    },
    /// The caller asked the computation to stop.
    Cancelled,
}

impl fmt::Display for HalftoneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HalftoneError::EmptyFile => {
                f.write_str("the file is empty: choose a PNG or JPEG picture")
            }
            HalftoneError::FileTooLarge { bytes } => write!(
                f,
                "the file is {:.1} MiB, more than the {} MiB we read: use a smaller picture",
                *bytes as f64 / 1_048_576.0,
                MAX_FILE_BYTES / 1_048_576
            ),
            HalftoneError::NotAnImage => f.write_str(
                "not an image: the file does not start like a PNG or a JPEG; choose a PNG or \
                     JPEG picture",
            ),
            HalftoneError::UnsupportedFormat { format } => {
                write!(f, "unsupported image format {format}: use a PNG or a JPEG")
            }
            HalftoneError::Corrupt { format, detail } => {
                write!(
                    f,
                    "this {format} is damaged or incomplete ({detail}); try saving it again or \
                     use another picture"
                )
            }
            // Say which cap the picture broke: a 20000×20000 picture is within the side cap
            // but 400 megapixels, eight times the area cap.
            HalftoneError::InputTooLarge { width, height } => {
                if *width > MAX_INPUT_SIDE || *height > MAX_INPUT_SIDE {
                    write!(
                        f,
                        "the picture is {width}×{height} pixels, and we read at most \
                         {MAX_INPUT_SIDE} pixels per side: scale it down and try again"
                    )
                } else {
                    let megapixels = u64::from(*width) * u64::from(*height) / 1_000_000;
                    write!(
                        f,
                        "the picture is {width}×{height} pixels, {megapixels} megapixels, and we \
                         read at most {} megapixels: scale it down and try again",
                        MAX_INPUT_PIXELS / 1_000_000
                    )
                }
            }
            HalftoneError::BadInputSize { width, height } => write!(
                f,
                "input size {width}×{height} is not allowed: each side must be 1 to \
                 {MAX_GRID_SIDE} pixels and the area at most {MAX_GRID_PIXELS} pixels \
                 (1024×1024)"
            ),
            HalftoneError::BadOutputSize {
                width,
                height,
                step,
            } => {
                if *step == 0 {
                    f.write_str("the step between curve points must be at least 1")
                } else {
                    write!(
                        f,
                        "output would be {width}×{height} pixels (step {step}); the cap is \
                         {MAX_OUTPUT_SIDE} pixels per side: choose a smaller size or step"
                    )
                }
            }
            HalftoneError::BadOption { message } => f.write_str(message),
            HalftoneError::Encode { detail } => write!(f, "cannot encode the output: {detail}"),
            HalftoneError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl std::error::Error for HalftoneError {}

impl From<Cancelled> for HalftoneError {
    fn from(_: Cancelled) -> Self {
        HalftoneError::Cancelled
    }
}

/// The choices that turn a picture into a curve (the page's sliders and switch).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Size of the picture the curve is drawn from (the post used 128 × 128 and 512 × 512).
    pub size: InputSize,
    /// Gray values where the four levels meet.
    pub thresholds: Thresholds,
    /// Floyd–Steinberg dithering before quantizing.
    pub dither: bool,
}

impl Default for Options {
    /// The post's example: 128 pixels on the longest side, nearest of the post's four grays, no
    /// dithering.
    fn default() -> Self {
        Options {
            size: InputSize::Longest(128),
            thresholds: Thresholds::default(),
            dither: false,
        }
    }
}

/// Everything one run produces: the three pictures the page shows, before drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Halftone {
    /// The source, gray and resized to the chosen input size.
    pub picture: Picture,
    /// The same at four levels (its [`Quantized::preview`] is the page's middle picture).
    pub quantized: Quantized,
    /// The curve, ready for [`render_png`] or [`render_svg`].
    pub curve: Curve,
}

/// The output's size in pixels when `source` is halftoned with `options` and drawn with `step`
/// pixels between curve points, or why it cannot be made. Cheap: the CLI and the worker call it
/// to refuse an impossible job before any work.
pub fn planned_output_size(
    source: &Picture,
    options: &Options,
    step: u32,
) -> Result<(u32, u32), HalftoneError> {
    let (width, height) = options.size.resolve(source.width, source.height)?;
    output_size(width * BLOCK_SIDE, height * BLOCK_SIDE, step)
}

/// Resizes, quantizes and traces `source` with `options` (stages 2–4 of the pipeline).
///
/// Reports "resizing", "quantizing" and "tracing the curve" to `progress`; the curve is the
/// long part. Fails on an input size beyond the caps or when cancelled.
pub fn halftone(
    source: &Picture,
    options: &Options,
    progress: &mut impl Progress,
) -> Result<Halftone, HalftoneError> {
    let (width, height) = options.size.resolve(source.width, source.height)?;
    progress.report("resizing", 0, 3).check()?;
    let picture = resize(source, width, height)?;
    progress.report("quantizing", 1, 3).check()?;
    let quantized = quantize(&picture, &options.thresholds, options.dither);
    progress.report("tracing the curve", 2, 3).check()?;
    let curve = trace(&quantized, progress)?;
    Ok(Halftone {
        picture,
        quantized,
        curve,
    })
}
