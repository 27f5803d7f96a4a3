//! Gray pictures: decoding PNG and JPEG bytes under caps, and resizing to the input size.

use super::{
    HalftoneError, MAX_DECODE_BYTES, MAX_FILE_BYTES, MAX_GRID_PIXELS, MAX_GRID_SIDE,
    MAX_INPUT_PIXELS, MAX_INPUT_SIDE,
};
use image::{ImageFormat, ImageReader, Limits};
use serde::{Deserialize, Serialize};
use std::io::Cursor;

/// A gray picture, row by row from the top-left pixel; 0 is black, 255 white.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height` gray values, row-major.
    pub gray: Vec<u8>,
}

impl Picture {
    /// Refuses a gray list whose length is not `width × height`.
    fn check(&self) -> Result<(), HalftoneError> {
        if self.gray.len() as u64 == u64::from(self.width) * u64::from(self.height) {
            Ok(())
        } else {
            Err(HalftoneError::BadOption {
                message: format!(
                    "a {}×{} picture needs {} gray values, not {}",
                    self.width,
                    self.height,
                    u64::from(self.width) * u64::from(self.height),
                    self.gray.len()
                ),
            })
        }
    }
}

/// Refuses a decoded size beyond [`MAX_INPUT_SIDE`] or [`MAX_INPUT_PIXELS`] (or an empty one).
pub(crate) fn check_input_size(width: u32, height: u32) -> Result<(), HalftoneError> {
    let pixels = u64::from(width) * u64::from(height);
    if width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || pixels > MAX_INPUT_PIXELS {
        Err(HalftoneError::InputTooLarge { width, height })
    } else if pixels == 0 {
        Err(HalftoneError::BadOption {
            message: format!("image is {width}×{height} pixels: nothing to draw"),
        })
    } else {
        Ok(())
    }
}

/// Refuses an input size (the resized picture) beyond [`MAX_GRID_SIDE`] or [`MAX_GRID_PIXELS`],
/// or with a zero side.
pub(crate) fn check_grid_size(width: u32, height: u32) -> Result<(), HalftoneError> {
    let pixels = u64::from(width) * u64::from(height);
    if width == 0
        || height == 0
        || width > MAX_GRID_SIDE
        || height > MAX_GRID_SIDE
        || pixels > MAX_GRID_PIXELS
    {
        Err(HalftoneError::BadInputSize { width, height })
    } else {
        Ok(())
    }
}

/// Decodes a PNG or JPEG to gray, compositing any transparency onto white.
///
/// Files over [`MAX_FILE_BYTES`] are refused unread.
/// The size is read from the header and checked against [`MAX_INPUT_SIDE`] and
/// [`MAX_INPUT_PIXELS`] before the pixels are decoded, and the decoder itself runs under
/// `image`'s limits (the same sides, at most [`MAX_DECODE_BYTES`] allocated), so a file that
/// claims 30000 × 30000 pixels is refused without allocating for them.
pub fn decode(bytes: &[u8]) -> Result<Picture, HalftoneError> {
    if bytes.is_empty() {
        return Err(HalftoneError::EmptyFile);
    }
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(HalftoneError::FileTooLarge {
            bytes: bytes.len() as u64,
        });
    }
    let format = reader(bytes)?.format().ok_or(HalftoneError::NotAnImage)?;
    let name = match format {
        ImageFormat::Png => "PNG",
        ImageFormat::Jpeg => "JPEG",
        other => {
            return Err(HalftoneError::UnsupportedFormat {
                format: format!("{other:?}"),
            });
        }
    };
    let corrupt = |error: image::ImageError| HalftoneError::Corrupt {
        format: name.to_string(),
        detail: in_plain_words(&error.to_string()).to_string(),
    };

    // The header alone: nothing the size of the image is allocated yet.
    let (width, height) = reader(bytes)?.into_dimensions().map_err(corrupt)?;
    check_input_size(width, height)?;
    // The JPEG decoder fills a cut-short file with gray instead of failing; refuse it here.
    if format == ImageFormat::Jpeg {
        jpeg_is_complete(bytes).map_err(|detail| HalftoneError::Corrupt {
            format: name.to_string(),
            detail: detail.to_string(),
        })?;
    }

    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_INPUT_SIDE);
    limits.max_image_height = Some(MAX_INPUT_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    let mut reader = reader(bytes)?;
    reader.limits(limits);
    let image = reader.decode().map_err(|error| match error {
        image::ImageError::Limits(_) => HalftoneError::InputTooLarge { width, height },
        other => corrupt(other),
    })?;
    let gray = if image.color().has_alpha() {
        image
            .to_luma_alpha8()
            .pixels()
            .map(|p| {
                let [luma, alpha] = p.0;
                // Over white: luma·α + 255·(1 − α), rounded.
                ((u32::from(luma) * u32::from(alpha) + 255 * (255 - u32::from(alpha)) + 127) / 255)
                    as u8
            })
            .collect()
    } else {
        image.to_luma8().into_raw()
    };
    let picture = Picture {
        width: image.width(),
        height: image.height(),
        gray,
    };
    picture.check()?;
    Ok(picture)
}

/// What a decoder's message means for the reader, in a few plain words.
///
/// The decoders' own texts are for developers (issue 18 saw "ChunkType { type: ageg, critical:
/// false, private: true, … } chunk appeared before IHDR chunk" on the page); a reader needs to
/// know only that the file is damaged and roughly how.
fn in_plain_words(message: &str) -> &'static str {
    let message = message.to_ascii_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| message.contains(w));
    if has(&[
        "end of file",
        "eof",
        "truncated",
        "not enough data",
        "too short",
    ]) {
        "it ends too early"
    } else if has(&["crc", "checksum", "adler"]) {
        "a checksum does not match"
    } else if has(&["ihdr", "chunk", "signature"]) {
        "its parts are missing or out of order"
    } else if has(&[
        "huffman", "marker", "scan", "zlib", "inflat", "compress", "deflate",
    ]) {
        "its compressed data is broken"
    } else {
        "the decoder could not read it"
    }
}

/// Checks that a JPEG's markers run, segment by segment, to its end-of-image marker (EOI).
///
/// Segments carry their own length, so thumbnails inside EXIF segments are skipped whole; the
/// entropy-coded data after each start-of-scan runs to the next marker byte pair that is not a
/// stuffed 0xFF00 or a restart marker. Data after the EOI (as in "motion photos") is ignored.
fn jpeg_is_complete(bytes: &[u8]) -> Result<(), &'static str> {
    const CUT_SHORT: &str = "it ends too early";
    let byte = |i: usize| bytes.get(i).copied().ok_or(CUT_SHORT);
    let length = |i: usize| -> Result<usize, &'static str> {
        Ok(usize::from(byte(i)?) << 8 | usize::from(byte(i + 1)?))
    };
    // Just after the start-of-image marker FF D8.
    let mut pos = 2;
    loop {
        // Skip to the marker's 0xFF and past any fill bytes 0xFF.
        while byte(pos)? != 0xFF {
            pos += 1;
        }
        while byte(pos)? == 0xFF {
            pos += 1;
        }
        let marker = byte(pos)?;
        pos += 1;
        match marker {
            0xD9 => return Ok(()),
            // Markers without a segment: restarts, TEM.
            0xD0..=0xD7 | 0x01 => {}
            _ => {
                pos += length(pos)?;
                if marker == 0xDA {
                    // Entropy-coded data up to the next real marker.
                    loop {
                        if byte(pos)? == 0xFF && !matches!(byte(pos + 1)?, 0x00 | 0xD0..=0xD7) {
                            break;
                        }
                        pos += 1;
                    }
                }
            }
        }
    }
}

/// A reader over `bytes` with the format guessed from its first bytes.
fn reader(bytes: &[u8]) -> Result<ImageReader<Cursor<&[u8]>>, HalftoneError> {
    ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| HalftoneError::NotAnImage)
}

/// The size of the picture the curve is drawn from; each of its pixels becomes one 4 × 4 block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum InputSize {
    /// This many pixels on the longer side, the other side in proportion (at least 1).
    Longest(u32),
    /// Exactly this size, whatever the source's proportions.
    Exact {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
}

impl InputSize {
    /// The width and height for a source of the given size, checked against the caps.
    pub fn resolve(
        self,
        source_width: u32,
        source_height: u32,
    ) -> Result<(u32, u32), HalftoneError> {
        let (width, height) = match self {
            InputSize::Exact { width, height } => (width, height),
            InputSize::Longest(0) => (0, 0),
            InputSize::Longest(longest) => {
                let (long, short) = (
                    source_width.max(source_height).max(1),
                    source_width.min(source_height),
                );
                let scaled =
                    (u64::from(short) * u64::from(longest) + u64::from(long) / 2) / u64::from(long);
                let scaled = u32::try_from(scaled).unwrap_or(u32::MAX).max(1);
                if source_width >= source_height {
                    (longest, scaled)
                } else {
                    (scaled, longest)
                }
            }
        };
        check_grid_size(width, height)?;
        Ok((width, height))
    }
}

/// Resizes a picture to `width` × `height` (within the input-size caps), with a triangle
/// (bilinear) filter that widens with the shrink factor, so shrinking averages every source
/// pixel rather than sampling a few. A picture already that size is returned unchanged.
pub fn resize(picture: &Picture, width: u32, height: u32) -> Result<Picture, HalftoneError> {
    check_grid_size(width, height)?;
    picture.check()?;
    check_input_size(picture.width, picture.height)?;
    if (picture.width, picture.height) == (width, height) {
        return Ok(picture.clone());
    }
    let source = image::ImageBuffer::<image::Luma<u8>, &[u8]>::from_raw(
        picture.width,
        picture.height,
        &picture.gray[..],
    )
    .ok_or_else(|| HalftoneError::BadOption {
        message: "picture size does not match its pixels".to_string(),
    })?;
    let resized = image::imageops::resize(
        &source,
        width,
        height,
        image::imageops::FilterType::Triangle,
    );
    Ok(Picture {
        width,
        height,
        gray: resized.into_raw(),
    })
}

/// Encodes a picture as an 8-bit grayscale PNG: how the web page shows the original and the
/// four-level preview (the browser decodes PNG itself, and the four levels compress well).
pub fn encode_png(picture: &Picture) -> Result<Vec<u8>, HalftoneError> {
    picture.check()?;
    check_input_size(picture.width, picture.height)?;
    let error = |error: png::EncodingError| HalftoneError::Encode {
        detail: error.to_string(),
    };
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, picture.width, picture.height);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(error)?;
    writer.write_image_data(&picture.gray).map_err(error)?;
    writer.finish().map_err(error)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `encode_png` writes, `decode` reads back unchanged.
    #[test]
    fn encoded_pictures_decode_unchanged() {
        let picture = Picture {
            width: 7,
            height: 3,
            gray: (0..21).map(|i| (i * 12) as u8).collect(),
        };
        let bytes = encode_png(&picture).unwrap();
        assert_eq!(decode(&bytes).unwrap(), picture);
        let bad = Picture {
            width: 2,
            height: 2,
            gray: vec![0; 3],
        };
        assert!(encode_png(&bad).is_err());
    }

    /// Damaged files are refused in plain words, never with the decoder's debug text, and a
    /// picture over a cap is told which cap (issue 18).
    #[test]
    fn rejections_are_worded_for_people() {
        let picture = Picture {
            width: 20,
            height: 20,
            gray: (0..400).map(|i| (i * 37 % 256) as u8).collect(),
        };
        let png = encode_png(&picture).unwrap();
        // The header chunk renamed "ageg": the decoder says "ChunkType { type: ageg, … }".
        let mut renamed = png.clone();
        renamed[12..16].copy_from_slice(b"ageg");
        // A flipped byte in the image data: its checksum no longer matches.
        let mut flipped = png.clone();
        let data = png.len() - 20;
        flipped[data] ^= 0x55;
        for (name, bytes) in [
            ("renamed", &renamed[..]),
            ("flipped", &flipped[..]),
            ("cut", &png[..png.len() / 2]),
            ("header only", &png[..40]),
        ] {
            let message = decode(bytes).unwrap_err().to_string();
            assert!(
                message.starts_with("this PNG is damaged or incomplete (")
                    && message.ends_with("try saving it again or use another picture"),
                "{name}: {message}"
            );
            assert!(
                !message.contains("ChunkType") && !message.contains('{'),
                "{name}: {message}"
            );
        }
        assert!(
            decode(&png[..png.len() / 2])
                .unwrap_err()
                .to_string()
                .contains("(it ends too early)")
        );

        let area = HalftoneError::InputTooLarge {
            width: 20_000,
            height: 20_000,
        }
        .to_string();
        assert!(
            area.contains("400 megapixels") && area.contains("at most 50 megapixels"),
            "{area}"
        );
        assert!(!area.contains("per side"), "{area}");
        let side = HalftoneError::InputTooLarge {
            width: 30_000,
            height: 10,
        }
        .to_string();
        assert!(side.contains("at most 20000 pixels per side"), "{side}");
    }

    #[test]
    fn longest_side_keeps_proportions() {
        assert_eq!(InputSize::Longest(128).resolve(1024, 768), Ok((128, 96)));
        assert_eq!(InputSize::Longest(128).resolve(768, 1024), Ok((96, 128)));
        assert_eq!(InputSize::Longest(100).resolve(10_000, 1), Ok((100, 1)));
        assert!(InputSize::Longest(0).resolve(10, 10).is_err());
        assert!(InputSize::Longest(5000).resolve(10, 10).is_err());
        assert!(
            InputSize::Exact {
                width: 2048,
                height: 1024
            }
            .resolve(1, 1)
            .is_err()
        );
    }

    /// Shrinking averages: a fine checkerboard becomes mid gray.
    #[test]
    fn shrinking_averages() {
        let gray = (0..64 * 64)
            .map(|i| if (i % 64 + i / 64) % 2 == 0 { 0 } else { 255 })
            .collect();
        let picture = Picture {
            width: 64,
            height: 64,
            gray,
        };
        let small = resize(&picture, 8, 8).unwrap();
        assert!(
            small.gray.iter().all(|&g| (120..=135).contains(&g)),
            "{small:?}"
        );
    }
}
