//! A native random-mutation fuzzer for the halftone decode-and-render path (cargo-fuzz needs
//! a nightly compiler, which the project does not use).
//!
//! It starts from valid PNGs (every colour type and bit depth) and JPEGs, mutates them (bit
//! flips, interesting bytes, cuts, deletions, duplications, splices, and PNG-aware edits of a
//! chunk or of the header with the checksum fixed so the decoder looks past it), and runs
//! each result through `decode`, and when that succeeds through `halftone`, `render_png` and
//! `render_svg` with random options, checking the curve and the PNG. A panic anywhere is a
//! failure: the input is saved under `/tmp/halftone-fuzz/` and the test fails at the end.
//!
//! Run for 60 s (the default) or any other time, with any seed:
//! `HALFTONE_FUZZ_SECONDS=600 HALFTONE_FUZZ_SEED=1 cargo test -p snipelab-core --release
//! --test halftone_fuzz -- --ignored --nocapture`

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use snipelab_core::halftone::{self, HalftoneError, InputSize, Options, Thresholds};
use snipelab_core::progress::Silent;
use std::collections::BTreeMap;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;
use std::time::{Duration, Instant};

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

fn pixels(count: usize, rng: &mut SmallRng) -> Vec<u8> {
    // Smooth-ish data compresses like real pictures; some noise keeps every filter busy.
    (0..count)
        .map(|i| ((i * 13) % 256) as u8 ^ (rng.random::<u8>() & 0x0f))
        .collect()
}

/// Valid inputs to mutate: PNGs of every colour type and bit depth, and JPEGs.
fn seeds(rng: &mut SmallRng) -> Vec<Vec<u8>> {
    let mut seeds = Vec::new();
    for (width, height) in [(1, 1), (7, 5), (32, 24), (61, 3)] {
        for (color, depth) in [
            (png::ColorType::Grayscale, png::BitDepth::One),
            (png::ColorType::Grayscale, png::BitDepth::Two),
            (png::ColorType::Grayscale, png::BitDepth::Four),
            (png::ColorType::Grayscale, png::BitDepth::Eight),
            (png::ColorType::Grayscale, png::BitDepth::Sixteen),
            (png::ColorType::GrayscaleAlpha, png::BitDepth::Eight),
            (png::ColorType::Rgb, png::BitDepth::Eight),
            (png::ColorType::Rgb, png::BitDepth::Sixteen),
            (png::ColorType::Rgba, png::BitDepth::Eight),
            (png::ColorType::Rgba, png::BitDepth::Sixteen),
            (png::ColorType::Indexed, png::BitDepth::Four),
            (png::ColorType::Indexed, png::BitDepth::Eight),
        ] {
            let bits_per_pixel = color.samples() * depth as usize;
            let row = (width * bits_per_pixel).div_ceil(8);
            let mut bytes = Vec::new();
            let mut encoder = png::Encoder::new(&mut bytes, width as u32, height as u32);
            encoder.set_color(color);
            encoder.set_depth(depth);
            if color == png::ColorType::Indexed {
                encoder.set_palette((0..16 * 3).map(|i| (i * 5) as u8).collect::<Vec<_>>());
                encoder.set_trns(vec![0u8, 128, 255]);
            }
            let mut data = pixels(row * height, rng);
            if color == png::ColorType::Indexed && depth == png::BitDepth::Eight {
                data.iter_mut().for_each(|b| *b %= 16);
            }
            let mut writer = encoder.write_header().unwrap();
            writer.write_image_data(&data).unwrap();
            writer.finish().unwrap();
            seeds.push(bytes);
        }
        for (color, channels) in [
            (image::ExtendedColorType::L8, 1),
            (image::ExtendedColorType::Rgb8, 3),
        ] {
            for quality in [10, 60, 95] {
                let data = pixels(width * height * channels, rng);
                let mut bytes = Vec::new();
                image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality)
                    .encode(&data, width as u32, height as u32, color)
                    .unwrap();
                seeds.push(bytes);
            }
        }
    }
    seeds.push(include_bytes!("data/halftone/levels_2x2.png").to_vec());
    seeds.push(include_bytes!("data/halftone/claims_30000x30000.png").to_vec());
    seeds
}

/// PNG chunks as (start of the length field, data length), after the 8-byte signature.
fn png_chunks(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut chunks = Vec::new();
    let mut pos = 8;
    while pos + 12 <= bytes.len() {
        let length =
            u32::from_be_bytes([bytes[pos], bytes[pos + 1], bytes[pos + 2], bytes[pos + 3]])
                as usize;
        if pos + 12 + length > bytes.len() {
            break;
        }
        chunks.push((pos, length));
        pos += 12 + length;
    }
    chunks
}

/// Recomputes the CRC of the chunk at `start` with data length `length`.
fn fix_crc(bytes: &mut [u8], start: usize, length: usize) {
    let crc = crc32(&bytes[start + 4..start + 8 + length]);
    bytes[start + 8 + length..start + 12 + length].copy_from_slice(&crc.to_be_bytes());
}

const INTERESTING: [u8; 10] = [0x00, 0x01, 0x02, 0x07, 0x08, 0x10, 0x7f, 0x80, 0xfe, 0xff];

fn mutate(seed: &[u8], other: &[u8], rng: &mut SmallRng) -> Vec<u8> {
    let mut bytes = seed.to_vec();
    let rounds = rng.random_range(1..=4);
    for _ in 0..rounds {
        if bytes.is_empty() {
            break;
        }
        let len = bytes.len();
        match rng.random_range(0..9) {
            0 => {
                let i = rng.random_range(0..len);
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
            1 => {
                let i = rng.random_range(0..len);
                bytes[i] = if rng.random_bool(0.5) {
                    INTERESTING[rng.random_range(0..INTERESTING.len())]
                } else {
                    rng.random()
                };
            }
            2 => bytes.truncate(rng.random_range(0..len)),
            3 => {
                let start = rng.random_range(0..len);
                let end = (start + rng.random_range(1..=64)).min(len);
                bytes.drain(start..end);
            }
            4 => {
                let start = rng.random_range(0..len);
                let end = (start + rng.random_range(1..=64)).min(len);
                let copy = bytes[start..end].to_vec();
                let at = rng.random_range(0..=len);
                bytes.splice(at..at, copy);
            }
            5 => {
                // Splice: our head, another seed's tail.
                let cut = rng.random_range(0..len);
                let from = rng.random_range(0..other.len().max(1));
                bytes.truncate(cut);
                bytes.extend_from_slice(other.get(from..).unwrap_or(&[]));
            }
            6 | 7 if bytes.starts_with(b"\x89PNG") => {
                let chunks = png_chunks(&bytes);
                if chunks.is_empty() {
                    continue;
                }
                let (start, length) = chunks[rng.random_range(0..chunks.len())];
                if length > 0 {
                    let i = start + 8 + rng.random_range(0..length);
                    bytes[i] = if rng.random_bool(0.5) {
                        INTERESTING[rng.random_range(0..INTERESTING.len())]
                    } else {
                        bytes[i] ^ (1 << rng.random_range(0..8))
                    };
                }
                fix_crc(&mut bytes, start, length);
            }
            8 if bytes.starts_with(b"\x89PNG") && bytes.len() >= 33 => {
                // IHDR: width, height, bit depth, colour type, interlace; checksum fixed.
                match rng.random_range(0..5) {
                    0 | 1 => {
                        let at = 16 + 4 * rng.random_range(0..2);
                        let value: u32 = match rng.random_range(0..4) {
                            0 => rng.random_range(0..=70),
                            1 => rng.random_range(0..=30_000),
                            2 => rng.random(),
                            _ => u32::from_be_bytes([
                                bytes[at],
                                bytes[at + 1],
                                bytes[at + 2],
                                bytes[at + 3],
                            ])
                            .wrapping_add(rng.random_range(0..4))
                            .wrapping_sub(2),
                        };
                        bytes[at..at + 4].copy_from_slice(&value.to_be_bytes());
                    }
                    2 => bytes[24] = [1, 2, 4, 8, 16, 3][rng.random_range(0..6)],
                    3 => bytes[25] = [0, 2, 3, 4, 6, 5][rng.random_range(0..6)],
                    _ => bytes[28] = rng.random_range(0..3),
                }
                fix_crc(&mut bytes, 8, 13);
            }
            _ => {
                let i = rng.random_range(0..len);
                bytes[i] = bytes[i].wrapping_add(rng.random_range(1..=3));
            }
        }
    }
    bytes
}

/// Runs one input through the whole path; returns the error's kind, or "ok" and the format.
fn run_one(bytes: &[u8], rng: &mut SmallRng) -> String {
    let picture = match halftone::decode(bytes) {
        Ok(picture) => picture,
        Err(error) => {
            let message = error.to_string();
            assert!(!message.contains(['\n', '\r']), "not one line: {message:?}");
            return kind(&error);
        }
    };
    assert_eq!(
        picture.gray.len(),
        picture.width as usize * picture.height as usize
    );
    let a = rng.random::<u8>();
    let b = rng.random_range(a..=255);
    let c = rng.random_range(b..=255);
    let options = Options {
        size: InputSize::Longest(rng.random_range(1..=40)),
        thresholds: Thresholds::new(a, b, c).unwrap(),
        dither: rng.random_bool(0.5),
    };
    let result = halftone::halftone(&picture, &options, &mut Silent).unwrap();
    let curve = &result.curve;
    // The curve's cheap invariants: every block contributes its points, all axis-aligned.
    assert!(curve.points.len() >= 2 * (result.quantized.levels.len()));
    assert!(
        curve
            .points
            .windows(2)
            .all(|p| (p[0].x == p[1].x) != (p[0].y == p[1].y))
    );
    let step = rng.random_range(1..=3);
    let png = halftone::render_png(curve, step, &mut Silent).unwrap();
    let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png).unwrap();
    assert_eq!(
        (decoded.width(), decoded.height()),
        (curve.width * step, curve.height * step)
    );
    let svg = halftone::render_svg(curve, step, &mut Silent).unwrap();
    assert!(svg.ends_with("</svg>\n"));
    if bytes.starts_with(b"\x89PNG") {
        "ok PNG".to_string()
    } else {
        "ok JPEG".to_string()
    }
}

/// The error's variant, and for corrupt files the decoder's message with digits removed, to
/// tally what the fuzzer reaches.
fn kind(error: &HalftoneError) -> String {
    match error {
        HalftoneError::Corrupt { format, detail } => {
            // The message up to its first word with a number or a chunk's name in it.
            let words: Vec<&str> = detail
                .split_whitespace()
                .take_while(|w| {
                    !w.starts_with("ChunkType") && !w.chars().any(|c| c.is_ascii_digit())
                })
                .take(8)
                .collect();
            let words = words.join(" ");
            format!("corrupt {format}: {words}")
        }
        other => format!("{other:?}")
            .split([' ', '{', '('])
            .next()
            .unwrap_or("")
            .to_string(),
    }
}

static LAST_PANIC: Mutex<String> = Mutex::new(String::new());

#[test]
#[ignore]
fn halftone_fuzz_decode_and_render() {
    let seconds: u64 = std::env::var("HALFTONE_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let seed: u64 = std::env::var("HALFTONE_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = SmallRng::seed_from_u64(seed);
    let seeds = seeds(&mut rng);
    let crash_dir = std::path::Path::new("/tmp/halftone-fuzz");
    panic::set_hook(Box::new(|info| {
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = info.to_string();
        }
    }));

    let started = Instant::now();
    let mut runs = 0u64;
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    let mut crashes = Vec::new();
    while started.elapsed() < Duration::from_secs(seconds) {
        let seed_bytes = &seeds[rng.random_range(0..seeds.len())];
        let other = &seeds[rng.random_range(0..seeds.len())];
        let input = mutate(seed_bytes, other, &mut rng);
        let mut run_rng = SmallRng::seed_from_u64(rng.random());
        runs += 1;
        match panic::catch_unwind(AssertUnwindSafe(|| run_one(&input, &mut run_rng))) {
            Ok(kind) => *tally.entry(kind).or_default() += 1,
            Err(_) => {
                std::fs::create_dir_all(crash_dir).unwrap();
                let path = crash_dir.join(format!("crash-{seed}-{runs}.bin"));
                std::fs::write(&path, &input).unwrap();
                let message = LAST_PANIC.lock().map(|m| m.clone()).unwrap_or_default();
                crashes.push(format!("{}: {message}", path.display()));
            }
        }
    }
    let _ = panic::take_hook();

    println!(
        "halftone fuzz: seed {seed}, {runs} inputs in {:.0} s, {} panics",
        started.elapsed().as_secs_f64(),
        crashes.len()
    );
    for (kind, count) in &tally {
        println!("{count:>9}  {kind}");
    }
    assert!(crashes.is_empty(), "panics:\n{}", crashes.join("\n"));
}

/// The fuzzer's bounded run, part of every `cargo test` (issue 18): a fixed seed and a fixed
/// number of mutated inputs, plus random bytes and every truncation of a few seeds. Each
/// must decode or be refused with an error, never panic.
#[test]
fn halftone_fuzz_bounded_run() {
    const MUTATED: u64 = 1_500;
    let mut rng = SmallRng::seed_from_u64(18);
    let seeds = seeds(&mut rng);
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    let mut runs = 0u64;
    for _ in 0..MUTATED {
        let seed_bytes = &seeds[rng.random_range(0..seeds.len())];
        let other = &seeds[rng.random_range(0..seeds.len())];
        let input = mutate(seed_bytes, other, &mut rng);
        *tally.entry(run_one(&input, &mut rng)).or_default() += 1;
        runs += 1;
    }
    for _ in 0..100 {
        let len = rng.random_range(0..300);
        let input: Vec<u8> = (0..len).map(|_| rng.random()).collect();
        assert!(halftone::decode(&input).is_err(), "random bytes decoded");
        runs += 1;
    }
    for seed_bytes in seeds.iter().step_by(7) {
        for cut in (0..seed_bytes.len()).step_by(1 + seed_bytes.len() / 60) {
            *tally
                .entry(run_one(&seed_bytes[..cut], &mut rng))
                .or_default() += 1;
            runs += 1;
        }
    }
    println!("halftone bounded fuzz: {runs} inputs, 0 panics");
    for (kind, count) in &tally {
        println!("{count:>6}  {kind}");
    }
}
