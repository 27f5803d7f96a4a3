//! Tests of the halftone outputs against independent values: a golden image derived by hand
//! (with `d2xy`) from the post's figure, an independent PNG decoder (`image`) and an
//! independent SVG renderer (`resvg`); the caps on sizes, progress and cancelling, the preview
//! and the post's sizes.

use snipelab_core::halftone::{
    self, Curve, HalftoneError, InputSize, Level, Options, Picture, Point, Quantized, Sample,
    Thresholds,
};
use snipelab_core::progress::{Flow, Silent};

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
