//! Tests of reading pictures: PNG and JPEG made by an independent encoder (`image`) decode to
//! the expected grays, and bad, truncated or oversized files are refused with clear errors.

use snipelab_core::halftone::{self, HalftoneError};

fn encode_png(width: u32, height: u32, color: image::ExtendedColorType, data: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::new();
    image::ImageEncoder::write_image(
        image::codecs::png::PngEncoder::new(&mut bytes),
        data,
        width,
        height,
        color,
    )
    .unwrap();
    bytes
}

fn encode_jpeg(width: u32, height: u32) -> Vec<u8> {
    let data: Vec<u8> = (0..width * height * 3)
        .map(|i| (i * 7 % 251) as u8)
        .collect();
    let mut bytes = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 90)
        .encode(&data, width, height, image::ExtendedColorType::Rgb8)
        .unwrap();
    bytes
}

#[test]
fn decodes_png_and_jpeg_to_gray() {
    let png = encode_png(
        3,
        1,
        image::ExtendedColorType::Rgb8,
        &[255, 0, 0, 0, 0, 0, 255, 255, 255],
    );
    let picture = halftone::decode(&png).unwrap();
    assert_eq!((picture.width, picture.height), (3, 1));
    // Red is darkish (Rec. 709 luma 0.2126), black and white stay put.
    assert!((40..=70).contains(&picture.gray[0]), "{:?}", picture.gray);
    assert_eq!(&picture.gray[1..], &[0, 255]);

    // Transparency goes over white: a fully transparent black pixel is white.
    let rgba = encode_png(
        2,
        1,
        image::ExtendedColorType::Rgba8,
        &[0, 0, 0, 0, 0, 0, 0, 255],
    );
    assert_eq!(halftone::decode(&rgba).unwrap().gray, vec![255, 0]);

    let jpeg = encode_jpeg(40, 30);
    let picture = halftone::decode(&jpeg).unwrap();
    assert_eq!((picture.width, picture.height), (40, 30));
}

fn error_of(bytes: &[u8]) -> HalftoneError {
    halftone::decode(bytes).expect_err("should be refused")
}

/// Bad inputs get clear, one-line errors and never a panic.
#[test]
fn bad_inputs_are_refused_clearly() {
    assert_eq!(error_of(b""), HalftoneError::EmptyFile);
    assert_eq!(error_of(b"hello, world\n"), HalftoneError::NotAnImage);
    assert!(matches!(
        error_of(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
        HalftoneError::UnsupportedFormat { .. }
    ));

    // A header that claims 30000 × 30000 pixels: refused with the cap in the message.
    let bomb = error_of(include_bytes!("data/halftone/claims_30000x30000.png"));
    assert_eq!(
        bomb,
        HalftoneError::InputTooLarge {
            width: 30_000,
            height: 30_000
        }
    );
    let message = bomb.to_string();
    assert!(
        message.contains("30000×30000") && message.contains("20000"),
        "{message}"
    );

    // The same claim in a JPEG's frame header (SOF0: FF C0, length, precision, height, width).
    let mut jpeg = encode_jpeg(16, 16);
    let sof = jpeg.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
    jpeg[sof + 5..sof + 9].copy_from_slice(&[0x75, 0x30, 0x75, 0x30]);
    assert_eq!(
        error_of(&jpeg),
        HalftoneError::InputTooLarge {
            width: 30_000,
            height: 30_000
        }
    );

    // Within the side cap but over 50 megapixels.
    let mut wide = include_bytes!("data/halftone/claims_30000x30000.png").to_vec();
    set_png_size(&mut wide, 10_000, 6_000);
    assert!(matches!(
        error_of(&wide),
        HalftoneError::InputTooLarge { .. }
    ));

    // Truncated PNGs: every cut that loses image data.
    let png = encode_png(
        20,
        20,
        image::ExtendedColorType::L8,
        &(0..400).map(|i| (i * 37 % 256) as u8).collect::<Vec<_>>(),
    );
    for cut in 1..png.len() - 12 {
        let error = error_of(&png[..cut]);
        assert!(
            matches!(
                error,
                HalftoneError::NotAnImage | HalftoneError::Corrupt { .. }
            ),
            "cut at {cut}: {error:?}"
        );
    }

    // Truncated JPEGs: every cut that loses image data.
    let jpeg = encode_jpeg(40, 30);
    for cut in 1..jpeg.len() - 2 {
        let error = error_of(&jpeg[..cut]);
        assert!(
            matches!(
                error,
                HalftoneError::NotAnImage | HalftoneError::Corrupt { .. }
            ),
            "cut at {cut} of {}: {error:?}",
            jpeg.len()
        );
    }
    let message = error_of(&jpeg[..jpeg.len() / 2]).to_string();
    assert!(
        message.starts_with("this JPEG is damaged or incomplete (it ends too early)"),
        "{message}"
    );
}

/// Rewrites a PNG's IHDR size and its checksum.
fn set_png_size(png: &mut [u8], width: u32, height: u32) {
    png[16..20].copy_from_slice(&width.to_be_bytes());
    png[20..24].copy_from_slice(&height.to_be_bytes());
    let crc = crc32(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
}

/// CRC-32 as PNG uses it (bitwise, polynomial 0xEDB88320).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
