//! The halftone page's input: any bytes as an uploaded picture (PNG or JPEG). A decoded picture
//! goes on through the curve and both renderers, with options taken from its last bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use snipelab_core::halftone::{self, InputSize, Options, Thresholds};
use snipelab_core::progress::Silent;

fuzz_target!(|bytes: &[u8]| {
    let Ok(picture) = halftone::decode(bytes) else {
        return;
    };
    assert_eq!(
        picture.gray.len(),
        picture.width as usize * picture.height as usize
    );
    let tail = |k: usize| bytes[bytes.len().saturating_sub(k + 1)..].first().copied();
    let mut t = [
        tail(0).unwrap_or(0),
        tail(1).unwrap_or(85),
        tail(2).unwrap_or(170),
    ];
    t.sort();
    let options = Options {
        size: InputSize::Longest(1 + u32::from(tail(3).unwrap_or(0) % 32)),
        thresholds: Thresholds::new(t[0], t[1], t[2]).expect("sorted"),
        dither: tail(4).unwrap_or(0) & 1 == 1,
    };
    let result = halftone::halftone(&picture, &options, &mut Silent).expect("a decoded picture");
    let step = 1 + u32::from(tail(5).unwrap_or(0) % 3);
    halftone::render_png(&result.curve, step, &mut Silent).expect("renders");
    let svg = halftone::render_svg(&result.curve, step, &mut Silent).expect("renders");
    assert!(svg.ends_with("</svg>\n"));
});
