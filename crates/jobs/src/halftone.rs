//! Worker jobs of the Hilbert halftone exploration (seed `001_…`, "Hilbert halftone art").
//!
//! One job runs the whole pipeline of `snipelab_core::halftone` on a built-in sample or on the
//! bytes of an uploaded file: decode, resize, quantize, trace the curve and draw it. At the
//! post's 512 × 512 with a step of 2 the output is 4096 × 4096 pixels and 4 million curve
//! points, far too long for the UI thread. The SVG (megabytes of path) is only made when the
//! reader asks to download it, by a second job on the same request.
//!
//! Bytes cross the worker boundary the crate's one way each direction ([`crate::bytes`]): an
//! upload inside the job as base64, the three pictures beside the answer in one transferred
//! buffer.

use serde::{Deserialize, Serialize};
use snipelab_core::halftone::{
    self, HalftoneError, LevelCounts, Options, Picture, SAMPLE_SIDE, Sample,
};
use snipelab_core::progress::Progress;
use std::ops::Range;

pub use super::bytes::Bytes;
use super::bytes::{Blob, Parts};
use super::{Payload, WorkerJob};

/// Longest side of the original as the page shows it: bigger sources are shrunk for display.
pub const ORIGINAL_SHOWN_SIDE: u32 = 512;

/// Where the picture comes from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Source {
    /// A built-in picture, drawn at [`SAMPLE_SIDE`] × [`SAMPLE_SIDE`].
    Sample(Sample),
    /// The bytes of a file the reader gave (PNG or JPEG, or anything else: the decoder says).
    Upload(Bytes),
}

/// One halftone to make: the picture and the page's choices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The picture.
    pub source: Source,
    /// Input size, thresholds and dithering.
    pub options: Options,
    /// Output pixels between neighbouring curve points (the post's step is 2).
    pub step: u32,
}

/// Make the halftone: the pictures the page shows and the output PNG.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Render(pub Request);

/// Make the same halftone as SVG, for a download (megabytes of path: only on request).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Svg(pub Request);

/// Work out the halftone's figures without drawing its pictures: what the page's text says of
/// it and the size of each picture. The build prerenders this job for the page's default view
/// (its PNGs would add about 100 KB to the page), so the page reads with its real numbers, and
/// the pictures' places are kept, before the worker has drawn anything.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Measure(pub Request);

/// The figures of one halftone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figures {
    /// Width of the decoded (or drawn) source, in pixels.
    pub source_width: u32,
    /// Height of the source, in pixels.
    pub source_height: u32,
    /// Width of the source as the page shows it (at most [`ORIGINAL_SHOWN_SIDE`]).
    pub original_width: u32,
    /// Its height.
    pub original_height: u32,
    /// Width of the resized picture the curve is drawn from (one 4 × 4 block per pixel).
    pub input_width: u32,
    /// Its height.
    pub input_height: u32,
    /// How many pixels have each level.
    pub counts: LevelCounts,
    /// Curve points the curve visits.
    pub curve_points: u64,
    /// Length of the curve in output pixels.
    pub curve_length: u64,
    /// Output width in pixels.
    pub output_width: u32,
    /// Output height in pixels.
    pub output_height: u32,
}

/// What the page shows of one halftone: its figures and its three pictures, as PNGs in one
/// buffer that travels beside the JSON ([`WorkerJob::take_data`]), in this order: the source in
/// gray (at most [`ORIGINAL_SHOWN_SIDE`] on its longer side), the resized picture at the four
/// levels of the post's palette, and the output (a one-pixel black curve on white, 1-bit).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rendered {
    /// The numbers and sizes.
    pub figures: Figures,
    /// The lengths of the three PNGs in the buffer.
    pub pictures: Parts,
    /// The three PNGs, joined; empty once taken for the transfer.
    #[serde(skip)]
    pub pngs: Vec<u8>,
}

/// Where each of a [`Rendered`]'s pictures lies in its buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PictureRanges {
    /// The source in gray.
    pub original: Range<u64>,
    /// The four-level picture the curve is drawn from.
    pub preview: Range<u64>,
    /// The output.
    pub output: Range<u64>,
}

impl Rendered {
    /// Where the three pictures lie in the buffer of `total` bytes that came with this answer.
    pub fn picture_ranges(&self, total: u64) -> Result<PictureRanges, String> {
        match <[Range<u64>; 3]>::try_from(self.pictures.ranges(total)?) {
            Ok([original, preview, output]) => Ok(PictureRanges {
                original,
                preview,
                output,
            }),
            Err(parts) => Err(format!("{} pictures arrived, not 3", parts.len())),
        }
    }
}

impl WorkerJob for Measure {
    const NAME: &'static str = "halftone.measure";
    type Output = Figures;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let (picture, result) = pipeline(&self.0, progress).map_err(|e| e.to_string())?;
        figures(&self.0, &picture, &result).map_err(|e| e.to_string())
    }
}

impl WorkerJob for Render {
    const NAME: &'static str = "halftone.render";
    type Output = Box<Rendered>;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        render(&self.0, progress)
            .map(Box::new)
            .map_err(|e| e.to_string())
    }

    fn take_data(output: &mut Self::Output) -> Option<Box<dyn Payload>> {
        Blob::take(&mut output.pngs)
    }
}

impl WorkerJob for Svg {
    const NAME: &'static str = "halftone.svg";
    type Output = String;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        svg(&self.0, progress).map_err(|e| e.to_string())
    }
}

/// Decodes or draws the source picture.
fn source_picture(source: &Source, progress: &mut impl Progress) -> Result<Picture, HalftoneError> {
    match source {
        Source::Sample(sample) => {
            progress.report("drawing the sample", 0, 1).check()?;
            sample.draw(SAMPLE_SIDE, SAMPLE_SIDE)
        }
        Source::Upload(bytes) => {
            progress.report("decoding", 0, 1).check()?;
            halftone::decode(&bytes.0)
        }
    }
}

/// The source picture and its halftone, refusing an impossible output before tracing.
fn pipeline(
    request: &Request,
    progress: &mut impl Progress,
) -> Result<(Picture, halftone::Halftone), HalftoneError> {
    let picture = source_picture(&request.source, progress)?;
    halftone::planned_output_size(&picture, &request.options, request.step)?;
    let result = halftone::halftone(&picture, &request.options, progress)?;
    Ok((picture, result))
}

/// The size the page shows a source of `width` × `height` at: shrunk to [`ORIGINAL_SHOWN_SIDE`].
fn original_shown_size(width: u32, height: u32) -> Result<(u32, u32), HalftoneError> {
    if width.max(height) > ORIGINAL_SHOWN_SIDE {
        halftone::InputSize::Longest(ORIGINAL_SHOWN_SIDE).resolve(width, height)
    } else {
        Ok((width, height))
    }
}

fn figures(
    request: &Request,
    picture: &Picture,
    result: &halftone::Halftone,
) -> Result<Figures, HalftoneError> {
    let (output_width, output_height) =
        halftone::output_size(result.curve.width, result.curve.height, request.step)?;
    let (original_width, original_height) = original_shown_size(picture.width, picture.height)?;
    Ok(Figures {
        source_width: picture.width,
        source_height: picture.height,
        original_width,
        original_height,
        input_width: result.picture.width,
        input_height: result.picture.height,
        counts: result.quantized.counts(),
        curve_points: result.curve.points.len() as u64,
        curve_length: result.curve.length() * u64::from(request.step),
        output_width,
        output_height,
    })
}

fn render(request: &Request, progress: &mut impl Progress) -> Result<Rendered, HalftoneError> {
    let (picture, result) = pipeline(request, progress)?;
    let figures = figures(request, &picture, &result)?;
    let output_png = halftone::render_png(&result.curve, request.step, progress)?;
    let shown =
        if (figures.original_width, figures.original_height) != (picture.width, picture.height) {
            halftone::resize(&picture, figures.original_width, figures.original_height)?
        } else {
            picture
        };
    let original_png = halftone::encode_png(&shown)?;
    let preview_png = halftone::encode_png(&result.quantized.preview())?;
    let (pictures, pngs) = Parts::join(&[&original_png, &preview_png, &output_png]);
    Ok(Rendered {
        figures,
        pictures,
        pngs,
    })
}

fn svg(request: &Request, progress: &mut impl Progress) -> Result<String, HalftoneError> {
    let (_, result) = pipeline(request, progress)?;
    halftone::render_svg(&result.curve, request.step, progress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{run_through_json, run_through_json_with_data};
    use snipelab_core::halftone::{InputSize, Thresholds};
    use snipelab_core::progress::Silent;

    fn request(source: Source, size: u32, step: u32) -> Request {
        Request {
            source,
            options: Options {
                size: InputSize::Longest(size),
                thresholds: Thresholds::default(),
                dither: false,
            },
            step,
        }
    }

    /// The render job's PNG is what the library draws, and survives the JSON protocol.
    #[test]
    fn the_render_job_draws_the_librarys_curve() {
        // Through the worker's JSON path: what the page receives.
        let (rendered, pngs) =
            run_through_json_with_data(Render(request(Source::Sample(Sample::Face), 32, 2)))
                .unwrap();
        let at = rendered.picture_ranges(pngs.len() as u64).unwrap();
        let picture_of = |r: &Range<u64>| &pngs[r.start as usize..r.end as usize];
        let f = rendered.figures;
        assert_eq!((f.output_width, f.output_height), (256, 256));
        assert_eq!((f.input_width, f.input_height), (32, 32));
        let picture = Sample::Face.draw(SAMPLE_SIDE, SAMPLE_SIDE).unwrap();
        let expected = halftone::halftone(
            &picture,
            &request(Source::Sample(Sample::Face), 32, 2).options,
            &mut Silent,
        )
        .unwrap();
        assert_eq!(
            picture_of(&at.output),
            halftone::render_png(&expected.curve, 2, &mut Silent).unwrap()
        );
        assert_eq!(f.curve_points, expected.curve.points.len() as u64);
        assert_eq!(f.counts, expected.quantized.counts());
        let shown = halftone::decode(picture_of(&at.original)).unwrap();
        assert_eq!((shown.width, shown.height), (512, 512));
        assert_eq!((f.original_width, f.original_height), (512, 512));
        // The figures alone (prerendered for the page's first view) are the render's own.
        let measured =
            run_through_json(Measure(request(Source::Sample(Sample::Face), 32, 2))).unwrap();
        assert_eq!(measured, f);
        let preview = halftone::decode(picture_of(&at.preview)).unwrap();
        assert_eq!(preview, expected.quantized.preview());
    }

    /// Uploaded bytes survive the JSON protocol, and bad files get the library's message.
    #[test]
    fn uploads_decode_or_say_why_not() {
        let picture = Picture {
            width: 3,
            height: 2,
            gray: vec![0, 85, 160, 255, 0, 255],
        };
        let png = halftone::encode_png(&picture).unwrap();
        let job = Render(request(Source::Upload(Bytes(png.clone())), 3, 1));
        let text = serde_json::to_string(&job).unwrap();
        assert!(text.len() < png.len() * 2 + 200, "bytes travel as base64");
        let rendered = run_through_json(job).unwrap();
        let f = rendered.figures;
        assert_eq!((f.output_width, f.output_height), (12, 8));

        let upload = |bytes: &[u8]| {
            Render(request(Source::Upload(Bytes(bytes.to_vec())), 8, 2)).run(&mut Silent)
        };
        assert!(upload(b"").unwrap_err().starts_with("the file is empty"));
        assert!(upload(b"hello").unwrap_err().starts_with("not an image"));
        assert!(
            upload(&png[..png.len() / 2])
                .unwrap_err()
                .starts_with("this PNG is damaged or incomplete")
        );
        let bomb = include_bytes!("../../core/tests/data/halftone/claims_30000x30000.png");
        assert!(upload(bomb).unwrap_err().contains("30000×30000"));
    }

    #[test]
    fn the_svg_job_draws_one_path() {
        let svg = run_through_json(Svg(request(Source::Sample(Sample::Gradient), 16, 2))).unwrap();
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg.matches("<path").count(), 1);
        let too_big = Svg(request(Source::Sample(Sample::Gradient), 1024, 8));
        assert!(too_big.run(&mut Silent).unwrap_err().contains("the cap is"));
    }
}
