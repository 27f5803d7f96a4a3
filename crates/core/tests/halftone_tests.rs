//! Tests of the halftone exploration against independent values: the Hilbert curve from the
//! classic `d2xy` formula, the post's `STEPS` table copied here, a golden image derived by hand
//! (with `d2xy`) from the post's figure, an independent PNG decoder (`image`) and an
//! independent SVG renderer (`resvg`).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use snipelab_core::halftone::{
    self, Curve, HalftoneError, InputSize, Level, Options, Picture, Point, Quantized, Sample,
    Thresholds,
};
use snipelab_core::progress::{Flow, Silent};
use std::collections::HashSet;

/// The post's `STEPS` table, keyed by gray level darkest first (copied from the post, not from
/// the library).
const POST_STEPS: [&[u32]; 4] = [
    &[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    &[1, 1, 1, 1, 4, 1, 1, 5],
    &[4, 7, 4],
    &[15],
];

/// Index `d` → point of the Hilbert curve filling an `n` × `n` square (`n` a power of two), the
/// classic iterative conversion (as on Wikipedia's "Hilbert curve" page): from (0, 0) to
/// (n − 1, 0).
fn d2xy(n: u32, d: u32) -> (u32, u32) {
    let (mut x, mut y, mut t) = (0, 0, d);
    let mut s = 1;
    while s < n {
        let rx = 1 & (t / 2);
        let ry = 1 & (t ^ rx);
        if ry == 0 {
            if rx == 1 {
                x = s - 1 - x;
                y = s - 1 - y;
            }
            std::mem::swap(&mut x, &mut y);
        }
        x += s * rx;
        y += s * ry;
        t /= 4;
        s *= 2;
    }
    (x, y)
}

fn uniform(width: u32, height: u32, level: Level) -> Quantized {
    Quantized {
        width,
        height,
        levels: vec![level; (width * height) as usize],
    }
}

fn random_levels(width: u32, height: u32, rng: &mut SmallRng) -> Quantized {
    Quantized {
        width,
        height,
        levels: (0..width * height)
            .map(|_| Level::ALL[rng.random_range(0..4)])
            .collect(),
    }
}

fn trace(quantized: &Quantized) -> Curve {
    halftone::trace(quantized, &mut Silent).unwrap()
}

/// Where the construction says the curve ends: the far end of the gilbert's major side, which
/// is horizontal when the width is even, or when both sides are odd and the width is longer.
fn expected_end(width: u32, height: u32) -> Point {
    let horizontal = if (width * height).is_multiple_of(2) {
        width.is_multiple_of(2)
    } else {
        width >= height
    };
    if horizontal {
        Point {
            x: (4 * width - 1) as u16,
            y: 0,
        }
    } else {
        Point {
            x: 0,
            y: (4 * height - 1) as u16,
        }
    }
}

/// The curve is one path: walked one grid step at a time (through the straight segments
/// between visited points), every step goes to a side neighbour on the grid of curve points,
/// no point is visited twice, and it runs from (0, 0) to the construction's end.
fn assert_one_path(curve: &Curve) {
    let mut seen = HashSet::new();
    let first = curve.points[0];
    assert_eq!(first, Point { x: 0, y: 0 });
    seen.insert(first);
    for pair in curve.points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert!(a.x == b.x || a.y == b.y, "diagonal {a:?} → {b:?}");
        let (dx, dy) = (
            i32::from(b.x) - i32::from(a.x),
            i32::from(b.y) - i32::from(a.y),
        );
        let length = dx.abs() + dy.abs();
        assert!(length >= 1);
        for i in 1..=length {
            let p = Point {
                x: (i32::from(a.x) + dx.signum() * i) as u16,
                y: (i32::from(a.y) + dy.signum() * i) as u16,
            };
            assert!(u32::from(p.x) < curve.width && u32::from(p.y) < curve.height);
            assert!(seen.insert(p), "revisits {p:?}");
        }
    }
    let end = *curve.points.last().unwrap();
    assert_eq!(end, expected_end(curve.width / 4, curve.height / 4));
}

/// A curve point's position inside its pixel's 4 × 4 block.
type Local = (i32, i32);

/// Every block shows the post's pattern for its pixel's level: the points the curve visits in
/// the block are, in order, the images of the second-order Hilbert curve's points at the
/// indices the post's STEPS pick (starting at 0), under one of the square's eight symmetries.
fn assert_blocks_follow_steps(quantized: &Quantized, curve: &Curve) {
    let hilbert: Vec<Local> = (0..16)
        .map(|d| {
            let (x, y) = d2xy(4, d);
            (x as i32, y as i32)
        })
        .collect();
    let symmetries: [fn(Local) -> Local; 8] = [
        |(x, y)| (x, y),
        |(x, y)| (3 - x, y),
        |(x, y)| (x, 3 - y),
        |(x, y)| (3 - x, 3 - y),
        |(x, y)| (y, x),
        |(x, y)| (3 - y, x),
        |(x, y)| (y, 3 - x),
        |(x, y)| (3 - y, 3 - x),
    ];
    // Split the visited points into runs by block; each block must be one run.
    let mut runs: Vec<((u16, u16), Vec<Local>)> = Vec::new();
    for p in &curve.points {
        let block = (p.x / 4, p.y / 4);
        let local = (i32::from(p.x % 4), i32::from(p.y % 4));
        match runs.last_mut() {
            Some((b, run)) if *b == block => run.push(local),
            _ => runs.push((block, vec![local])),
        }
    }
    assert_eq!(runs.len() as u32, quantized.width * quantized.height);
    let blocks: HashSet<_> = runs.iter().map(|(b, _)| *b).collect();
    assert_eq!(blocks.len(), runs.len(), "a block is entered twice");
    for ((bx, by), run) in &runs {
        let level = quantized.levels[(u32::from(*by) * quantized.width + u32::from(*bx)) as usize];
        let mut index = 0;
        let mut wanted = vec![hilbert[0]];
        for &jump in POST_STEPS[level as usize] {
            index += jump as usize;
            wanted.push(hilbert[index]);
        }
        let matches = symmetries
            .iter()
            .any(|s| wanted.iter().map(|&p| s(p)).collect::<Vec<_>>() == *run);
        assert!(matches, "block ({bx}, {by}) at {level:?}: {run:?}");
    }
}

/// For 2^k × 2^k pictures the curve is exactly the Hilbert curve of order k + 2 (the post's
/// curve): all-black pictures visit every point in d2xy order.
#[test]
fn black_powers_of_two_give_the_hilbert_curve() {
    for k in 0..=6 {
        let n = 1 << k;
        let curve = trace(&uniform(n, n, Level::Black));
        let hilbert: Vec<Point> = (0..16 * n * n)
            .map(|d| {
                let (x, y) = d2xy(4 * n, d);
                Point {
                    x: x as u16,
                    y: y as u16,
                }
            })
            .collect();
        assert_eq!(curve.points, hilbert, "n = {n}");
    }
}

/// The post's program on a power-of-two square: walk the Hilbert curve of order k + 2 in runs
/// of 16, visiting the indices that STEPS picks for the level of the run's pixel. Ours agrees
/// on random pictures.
#[test]
fn powers_of_two_agree_with_the_posts_program() {
    let mut rng = SmallRng::seed_from_u64(5);
    for k in 0..=5 {
        let n = 1u32 << k;
        let quantized = random_levels(n, n, &mut rng);
        let mut post = Vec::new();
        for block in 0..n * n {
            let mut index = 16 * block;
            let (x, y) = d2xy(4 * n, index);
            let level = quantized.levels[((y / 4) * n + x / 4) as usize];
            post.push((x, y));
            for &jump in POST_STEPS[level as usize] {
                index += jump;
                post.push(d2xy(4 * n, index));
            }
        }
        let ours: Vec<(u32, u32)> = trace(&quantized)
            .points
            .iter()
            .map(|p| (u32::from(p.x), u32::from(p.y)))
            .collect();
        assert_eq!(ours, post, "n = {n}");
    }
}

/// Uniform pictures of every level, squares and odd rectangles: one path, and each block
/// matches STEPS for that level.
#[test]
fn uniform_pictures_match_steps_in_every_block() {
    for (width, height) in [
        (1, 1),
        (1, 7),
        (6, 1),
        (2, 3),
        (3, 2),
        (5, 5),
        (7, 4),
        (9, 6),
        (16, 16),
        (13, 21),
    ] {
        for level in Level::ALL {
            let quantized = uniform(width, height, level);
            let curve = trace(&quantized);
            assert_one_path(&curve);
            assert_blocks_follow_steps(&quantized, &curve);
            let per_block = POST_STEPS[level as usize].len() + 1;
            assert_eq!(curve.points.len(), per_block * (width * height) as usize);
        }
    }
}

/// Random pictures of all sizes up to 24 × 24: one continuous path, every block as STEPS says.
#[test]
fn random_pictures_of_any_size_give_one_path() {
    let mut rng = SmallRng::seed_from_u64(2024);
    for width in 1..=24 {
        for height in 1..=24 {
            let quantized = random_levels(width, height, &mut rng);
            let curve = trace(&quantized);
            assert_eq!((curve.width, curve.height), (4 * width, 4 * height));
            assert_one_path(&curve);
            assert_blocks_follow_steps(&quantized, &curve);
        }
    }
}

/// Run with `cargo test -p snipelab-core --release --test halftone_tests -- --ignored
/// random_pictures_up_to_120`: the same checks for every size up to 120 × 120.
#[test]
#[ignore]
fn random_pictures_up_to_120() {
    let mut rng = SmallRng::seed_from_u64(7);
    for width in 1..=120 {
        for height in 1..=120 {
            let quantized = random_levels(width, height, &mut rng);
            let curve = trace(&quantized);
            assert_one_path(&curve);
            assert_blocks_follow_steps(&quantized, &curve);
        }
    }
}

/// An all-white picture: the curve is as short as it can be, 3 units per block (straight
/// across each block) plus 1 between blocks.
#[test]
fn white_is_the_shortest_curve() {
    let curve = trace(&uniform(10, 7, Level::White));
    assert_eq!(curve.length(), 70 * 3 + 69);
    let black = trace(&uniform(10, 7, Level::Black));
    assert_eq!(black.length(), 70 * 16 - 1);
}

fn black_pixels_of_png(bytes: &[u8]) -> (u32, u32, Vec<bool>) {
    let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .unwrap()
        .to_luma8();
    let black = image.pixels().map(|p| p.0[0] < 128).collect();
    (image.width(), image.height(), black)
}

/// The golden image: the 2 × 2 picture of the post's figure (white, light gray / black, dark
/// gray) at step 2 is the 16 × 16 drawing in `golden_2x2_step2.txt`, derived from d2xy and
/// STEPS by hand, independently of the library.
#[test]
fn golden_two_by_two() {
    let source = halftone::decode(include_bytes!("data/halftone/levels_2x2.png")).unwrap();
    assert_eq!(source.gray, vec![255, 160, 0, 85]);
    let options = Options {
        size: InputSize::Exact {
            width: 2,
            height: 2,
        },
        ..Options::default()
    };
    let result = halftone::halftone(&source, &options, &mut Silent).unwrap();
    assert_eq!(
        result.quantized.levels,
        vec![
            Level::White,
            Level::LightGray,
            Level::Black,
            Level::DarkGray
        ]
    );
    let png = halftone::render_png(&result.curve, 2, &mut Silent).unwrap();
    let (width, height, black) = black_pixels_of_png(&png);
    assert_eq!((width, height), (16, 16));
    let drawn: String = black
        .chunks(16)
        .map(|row| {
            let mut line: String = row.iter().map(|&b| if b { '#' } else { '.' }).collect();
            line.push('\n');
            line
        })
        .collect();
    assert_eq!(drawn, include_str!("data/halftone/golden_2x2_step2.txt"));
}

/// The PNG (decoded by `image`) and the SVG (rendered by `resvg`, without anti-aliasing as the
/// SVG asks) blacken exactly the same pixels, for several pictures, sizes and steps.
#[test]
fn png_and_svg_agree() {
    for (sample, width, height, step, dither) in [
        (Sample::Face, 23, 17, 1, false),
        (Sample::Face, 23, 17, 2, true),
        (Sample::Circles, 16, 16, 3, true),
        (Sample::Gradient, 9, 30, 2, false),
    ] {
        let source = sample.draw(96, 96).unwrap();
        let options = Options {
            size: InputSize::Exact { width, height },
            dither,
            ..Options::default()
        };
        let curve = halftone::halftone(&source, &options, &mut Silent)
            .unwrap()
            .curve;
        let png = halftone::render_png(&curve, step, &mut Silent).unwrap();
        let (png_width, png_height, png_black) = black_pixels_of_png(&png);
        assert_eq!(
            (png_width, png_height),
            (4 * width * step, 4 * height * step)
        );

        let svg = halftone::render_svg(&curve, step, &mut Silent).unwrap();
        assert_eq!(svg.matches("<path").count(), 1, "one path");
        let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).unwrap();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(png_width, png_height).unwrap();
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::identity(),
            &mut pixmap.as_mut(),
        );
        let svg_black: Vec<bool> = pixmap.pixels().iter().map(|p| p.red() < 128).collect();
        let differ = png_black
            .iter()
            .zip(&svg_black)
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(differ, 0, "{sample:?} {width}×{height} step {step}");
        assert!(png_black.iter().any(|&b| b) && png_black.iter().any(|&b| !b));
    }
}

/// Bigger steps only space the same curve out: the black pixels at step 1 are those at step 3
/// sampled every 3 pixels, plus nothing else on those rows and columns' crossings.
#[test]
fn step_spaces_the_curve_out() {
    let source = Sample::Face.draw(40, 40).unwrap();
    let options = Options {
        size: InputSize::Exact {
            width: 10,
            height: 10,
        },
        ..Options::default()
    };
    let curve = halftone::halftone(&source, &options, &mut Silent)
        .unwrap()
        .curve;
    let (w1, _, one) = black_pixels_of_png(&halftone::render_png(&curve, 1, &mut Silent).unwrap());
    let (w3, _, three) =
        black_pixels_of_png(&halftone::render_png(&curve, 3, &mut Silent).unwrap());
    assert_eq!(w3, 3 * w1);
    for y in 0..w1 {
        for x in 0..w1 {
            assert_eq!(
                one[(y * w1 + x) as usize],
                three[(3 * y * w3 + 3 * x) as usize]
            );
        }
    }
}

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

/// Sizes and options beyond the caps are refused before any work, with the cap in the message.
#[test]
fn caps_on_input_and_output_size() {
    let picture = Sample::Gradient.draw(64, 64).unwrap();
    let too_big = Options {
        size: InputSize::Longest(2000),
        ..Options::default()
    };
    let error = halftone::halftone(&picture, &too_big, &mut Silent).unwrap_err();
    assert!(error.to_string().contains("1024×1024"), "{error}");

    let curve = halftone::halftone(&picture, &Options::default(), &mut Silent)
        .unwrap()
        .curve;
    assert_eq!(curve.width, 512);
    assert!(halftone::render_png(&curve, 32, &mut Silent).is_ok());
    let error = halftone::render_png(&curve, 33, &mut Silent).unwrap_err();
    assert!(error.to_string().contains("16384"), "{error}");
    assert!(halftone::render_svg(&curve, 0, &mut Silent).is_err());
    assert!(halftone::output_size(4096, 4096, 4).is_ok());
    assert!(halftone::output_size(4096, 4096, 5).is_err());

    // Hand-made inconsistent data is refused, not drawn.
    let broken = Quantized {
        width: 3,
        height: 3,
        levels: vec![Level::Black; 5],
    };
    assert!(halftone::trace(&broken, &mut Silent).is_err());
    let diagonal = Curve {
        width: 4,
        height: 4,
        points: vec![Point { x: 0, y: 0 }, Point { x: 1, y: 1 }],
    };
    assert!(halftone::render_svg(&diagonal, 1, &mut Silent).is_err());
    let outside = Curve {
        width: 4,
        height: 4,
        points: vec![Point { x: 0, y: 0 }, Point { x: 0, y: 9 }],
    };
    assert!(halftone::render_png(&outside, 1, &mut Silent).is_err());
    let unsorted = Thresholds::new(200, 100, 50).unwrap_err();
    assert!(unsorted.to_string().contains("200,100,50"));
    let mismatched = Picture {
        width: 4,
        height: 4,
        gray: vec![0; 3],
    };
    assert!(halftone::resize(&mismatched, 2, 2).is_err());
}

/// Progress reaches the end of each stage, and a Stop answer cancels the job.
#[test]
fn progress_is_reported_and_stop_cancels() {
    let source = Sample::Face.draw(200, 200).unwrap();
    let options = Options {
        size: InputSize::Longest(200),
        ..Options::default()
    };
    let mut phases = Vec::new();
    let mut record = |phase: &str, done: u64, total: u64| {
        assert!(done <= total);
        phases.push(phase.to_string());
        Flow::Continue
    };
    let result = halftone::halftone(&source, &options, &mut record).unwrap();
    halftone::render_png(&result.curve, 2, &mut record).unwrap();
    for phase in [
        "resizing",
        "quantizing",
        "tracing the curve",
        "drawing",
        "encoding PNG",
    ] {
        assert!(
            phases.iter().any(|p| p == phase),
            "{phase} missing: {phases:?}"
        );
    }
    let mut stop = |_: &str, _: u64, _: u64| Flow::Stop;
    assert_eq!(
        halftone::halftone(&source, &options, &mut stop),
        Err(HalftoneError::Cancelled)
    );
    assert_eq!(
        halftone::render_svg(&result.curve, 2, &mut stop),
        Err(HalftoneError::Cancelled)
    );
}

/// The quantized preview uses the post's palette, and the level counts add up.
#[test]
fn preview_and_counts() {
    let source = Sample::Gradient.draw(64, 4).unwrap();
    let options = Options {
        size: InputSize::Exact {
            width: 64,
            height: 4,
        },
        ..Options::default()
    };
    let result = halftone::halftone(&source, &options, &mut Silent).unwrap();
    let preview = result.quantized.preview();
    assert!(preview.gray.iter().all(|g| [0, 85, 160, 255].contains(g)));
    let counts = result.quantized.counts();
    assert_eq!(
        counts.black + counts.dark_gray + counts.light_gray + counts.white,
        256
    );
    // A ramp across 64 columns with cuts at 43, 123, 208 of 255: about 11, 20, 21, 12 columns.
    assert_eq!(
        [
            counts.black,
            counts.dark_gray,
            counts.light_gray,
            counts.white
        ]
        .map(|c| c / 4),
        [11, 20, 21, 12]
    );
}

/// The post's sizes: a 128 × 128 input makes a 1024 × 1024 output (8 × 8 pixels per input
/// pixel, so step 2), and the benchmark's 512 × 512 input makes 4096 × 4096.
#[test]
fn posts_sizes() {
    let picture = Sample::Face.draw(300, 300).unwrap();
    let curve = halftone::halftone(&picture, &Options::default(), &mut Silent)
        .unwrap()
        .curve;
    assert_eq!((curve.width, curve.height), (512, 512));
    assert_eq!(
        halftone::output_size(curve.width, curve.height, 2),
        Ok((1024, 1024))
    );
    assert_eq!(halftone::output_size(2048, 2048, 2), Ok((4096, 4096)));
}
