//! Hilbert halftone speed: the target is a 512 × 512 input drawn as a 4096 × 4096
//! output (step 2) in well under a second natively (under 1 s in the browser's worker).
//!
//! Run with `cargo bench -p snipelab-core --bench halftone`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::halftone::{self, InputSize, Level, Options, Quantized, SAMPLE_SIDE, Sample};
use snipelab_core::progress::Silent;
use std::hint::black_box;

/// The 512 × 512 face sample at its input size (each pixel one 4 × 4 block).
fn options_512() -> Options {
    Options {
        size: InputSize::Exact {
            width: 512,
            height: 512,
        },
        ..Options::default()
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("halftone");
    group.sample_size(10);

    let face = Sample::Face.draw(SAMPLE_SIDE, SAMPLE_SIDE).unwrap();
    // The whole job the page runs after a slider moves: quantize, trace, draw and encode.
    group.bench_function("face 512x512 -> 4096x4096 png (quantize+trace+png)", |b| {
        b.iter(|| {
            let result = halftone::halftone(black_box(&face), &options_512(), &mut Silent).unwrap();
            halftone::render_png(&result.curve, 2, &mut Silent).unwrap()
        })
    });
    let dithered = Options {
        dither: true,
        ..options_512()
    };
    group.bench_function("face 512x512 dithered -> 4096x4096 png", |b| {
        b.iter(|| {
            let result = halftone::halftone(black_box(&face), &dithered, &mut Silent).unwrap();
            halftone::render_png(&result.curve, 2, &mut Silent).unwrap()
        })
    });

    // The worst case: every pixel black, 16 points each (4.2 million points).
    let black = Quantized {
        width: 512,
        height: 512,
        levels: vec![Level::Black; 512 * 512],
    };
    group.bench_function("black 512x512: trace", |b| {
        b.iter(|| halftone::trace(black_box(&black), &mut Silent).unwrap())
    });
    let black_curve = halftone::trace(&black, &mut Silent).unwrap();
    group.bench_function("black 512x512: 4096x4096 png", |b| {
        b.iter(|| halftone::render_png(black_box(&black_curve), 2, &mut Silent).unwrap())
    });
    group.bench_function("black 512x512: svg", |b| {
        b.iter(|| halftone::render_svg(black_box(&black_curve), 2, &mut Silent).unwrap())
    });

    // Decoding and shrinking a photo-sized JPEG (2048 × 1536) to 512 on the long side.
    let photo = Sample::Face.draw(2048, 1536).unwrap();
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 90)
        .encode(&photo.gray, 2048, 1536, image::ExtendedColorType::L8)
        .unwrap();
    group.bench_function("decode 2048x1536 jpeg + resize to 512", |b| {
        b.iter(|| {
            let picture = halftone::decode(black_box(&jpeg)).unwrap();
            halftone::resize(&picture, 512, 384).unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
