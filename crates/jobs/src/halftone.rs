//! Worker jobs of the Hilbert halftone exploration (seed `001_…`, "Hilbert halftone art").
//!
//! One job runs the whole pipeline of `snipelab_core::halftone` on a built-in sample or on the
//! bytes of an uploaded file: decode, resize, quantize, trace the curve and draw it. At the
//! post's 512 × 512 with a step of 2 the output is 4096 × 4096 pixels and 4 million curve
//! points, far too long for the UI thread. The SVG (megabytes of path) is only made when the
//! reader asks to download it, by a second job on the same request.
//!
//! Worker messages are JSON strings (see [`crate`]); a byte buffer as a JSON array of
//! numbers would be about four times its size and slow to parse, so every buffer here travels
//! as one base64 string ([`Bytes`]).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use snipelab_core::halftone::{
    self, HalftoneError, LevelCounts, Options, Picture, SAMPLE_SIDE, Sample,
};
use snipelab_core::progress::Progress;

use super::WorkerJob;

/// Longest side of the original as the page shows it: bigger sources are shrunk for display.
pub const ORIGINAL_SHOWN_SIDE: u32 = 512;

/// A byte buffer that crosses the worker boundary as a base64 string.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&base64::encode(&self.0))
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        base64::decode(&text)
            .map(Bytes)
            .map_err(serde::de::Error::custom)
    }
}

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

/// What the page shows of one halftone: its figures and its three pictures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rendered {
    /// The numbers and sizes.
    pub figures: Figures,
    /// The source in gray, at most [`ORIGINAL_SHOWN_SIDE`] on its longer side, as a PNG.
    pub original_png: Bytes,
    /// The resized picture at the four levels of the post's palette, as a PNG.
    pub preview_png: Bytes,
    /// The output: a one-pixel black curve on white, as a 1-bit PNG.
    pub output_png: Bytes,
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
    Ok(Rendered {
        figures,
        original_png: Bytes(halftone::encode_png(&shown)?),
        preview_png: Bytes(halftone::encode_png(&result.quantized.preview())?),
        output_png: Bytes(output_png),
    })
}

fn svg(request: &Request, progress: &mut impl Progress) -> Result<String, HalftoneError> {
    let (_, result) = pipeline(request, progress)?;
    halftone::render_svg(&result.curve, request.step, progress)
}

/// Standard base64 (RFC 4648, with padding): the worker protocol's encoding of bytes.
pub mod base64 {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /// The base64 text of `bytes`.
    pub fn encode(bytes: &[u8]) -> String {
        let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
        for chunk in bytes.chunks(3) {
            let b = [
                chunk[0],
                chunk.get(1).copied().unwrap_or(0),
                chunk.get(2).copied().unwrap_or(0),
            ];
            let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
            for k in 0..4 {
                if k <= chunk.len() {
                    out.push(char::from(ALPHABET[(n >> (18 - 6 * k) & 63) as usize]));
                } else {
                    out.push('=');
                }
            }
        }
        out
    }

    /// The bytes of base64 `text`; refuses anything that [`encode`] would not write.
    pub fn decode(text: &str) -> Result<Vec<u8>, String> {
        let bad = || format!("not base64 ({} characters)", text.len());
        let digit = |c: u8| match c {
            b'A'..=b'Z' => Some(c - b'A'),
            b'a'..=b'z' => Some(c - b'a' + 26),
            b'0'..=b'9' => Some(c - b'0' + 52),
            b'+' => Some(62),
            b'/' => Some(63),
            _ => None,
        };
        let text = text.as_bytes();
        if !text.len().is_multiple_of(4) {
            return Err(bad());
        }
        let mut out = Vec::with_capacity(text.len() / 4 * 3);
        let quads = text.len() / 4;
        for (i, quad) in text.chunks(4).enumerate() {
            // Padding only at the very end: "xx==" or "xxx=".
            let padding = quad.iter().rev().take_while(|&&c| c == b'=').count();
            if padding > 2 || (padding > 0 && i + 1 != quads) {
                return Err(bad());
            }
            let mut n = 0u32;
            for &c in &quad[..4 - padding] {
                n = n << 6 | u32::from(digit(c).ok_or_else(bad)?);
            }
            n <<= 6 * padding as u32;
            let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            out.extend_from_slice(&bytes[..3 - padding]);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run_through_json;
    use snipelab_core::halftone::{InputSize, Thresholds};
    use snipelab_core::progress::Silent;

    #[test]
    fn base64_matches_rfc_4648() {
        // The test vectors of RFC 4648, section 10.
        let vectors = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in vectors {
            assert_eq!(base64::encode(plain.as_bytes()), coded);
            assert_eq!(base64::decode(coded).unwrap(), plain.as_bytes());
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(base64::decode(&base64::encode(&all)).unwrap(), all);
        for junk in ["Zg=", "Z===", "Zg==Zg==", "Zm9*", "é"] {
            assert!(base64::decode(junk).is_err(), "{junk}");
        }
    }

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
        let rendered =
            run_through_json(Render(request(Source::Sample(Sample::Face), 32, 2))).unwrap();
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
            rendered.output_png.0,
            halftone::render_png(&expected.curve, 2, &mut Silent).unwrap()
        );
        assert_eq!(f.curve_points, expected.curve.points.len() as u64);
        assert_eq!(f.counts, expected.quantized.counts());
        let shown = halftone::decode(&rendered.original_png.0).unwrap();
        assert_eq!((shown.width, shown.height), (512, 512));
        assert_eq!((f.original_width, f.original_height), (512, 512));
        // The figures alone (prerendered for the page's first view) are the render's own.
        let measured =
            run_through_json(Measure(request(Source::Sample(Sample::Face), 32, 2))).unwrap();
        assert_eq!(measured, f);
        let preview = halftone::decode(&rendered.preview_png.0).unwrap();
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
