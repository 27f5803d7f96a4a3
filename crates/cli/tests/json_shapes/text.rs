//! Words, hashes and pictures: words, wang and halftone.

use crate::{TempDir, assert_close, assert_shape, f, items, json, u};

/// 0 to 99 in words, written out independently of the library.
fn say(n: usize) -> String {
    const ONES: [&str; 20] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ];
    const TENS: [&str; 10] = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ];
    match (n / 10, n % 10) {
        (0 | 1, _) => ONES[n].to_string(),
        (tens, 0) => TENS[tens].to_string(),
        (tens, ones) => format!("{}-{}", TENS[tens], ONES[ones]),
    }
}

/// n(m) by brute force while it is below 99: the last amount before the first that needs
/// more than m characters.
fn count_limit(m: usize) -> usize {
    let first_too_long = (0..100).find(|&n| say(n).len() > m).expect("n(m) < 99");
    first_too_long - 1
}

#[test]
fn words() {
    let limit = json(&["words", "--m", "10", "--json"]);
    assert_shape(
        &limit,
        "$: object
         $.digits: number
         $.log10: number
         $.m: number
         $.n: string
         $.n_length: number
         $.n_words: string
         $.next: string
         $.next_length: number
         $.next_words: string
         $.style: object
         $.style.and: bool
         $.style.commas: bool",
    );
    let n = count_limit(10);
    assert_eq!((n, say(n + 1).as_str()), (22, "twenty-three"));
    assert_eq!(limit["n"], n.to_string());
    assert_eq!(limit["n_words"], say(n));
    assert_eq!(u(&limit["n_length"]), say(n).len() as u64);
    assert_eq!(limit["next"], (n + 1).to_string());
    assert_eq!(limit["next_words"], say(n + 1));

    let curve = json(&["words", "--curve", "12", "--json"]);
    assert_shape(
        &curve,
        "$: object
         $.points: array
         $.points[]: object
         $.points[].log10: number
         $.points[].m: number
         $.points[].n: string
         $.style: object
         $.style.and: bool
         $.style.commas: bool",
    );
    let points = items(&curve["points"]);
    assert_eq!(points.len(), 9, "m = 4 to 12");
    for (point, m) in points.iter().zip(4..) {
        assert_eq!(u(&point["m"]), m as u64);
        assert_eq!(point["n"], count_limit(m).to_string(), "n({m})");
        assert_close(f(&point["log10"]), (count_limit(m) as f64).log10(), 1e-12);
    }

    let said = json(&["words", "--say", "101", "--and", "--json"]);
    assert_shape(
        &said,
        "$: object
         $.amount: string
         $.length: number
         $.style: object
         $.style.and: bool
         $.style.commas: bool
         $.words: string",
    );
    // The examples of the --and and --commas options' help.
    assert_eq!(said["words"], "one hundred and one");
    assert_eq!(u(&said["length"]), 19);
    assert_eq!(
        said["style"],
        serde_json::json!({"commas": false, "and": true})
    );
    let commas = json(&["words", "--say", "1,000,001", "--commas", "--json"]);
    assert_eq!(commas["words"], "one million, one");
    assert_eq!(commas["amount"], "1,000,001");
}

/// Thomas Wang's 64-bit hash as the seed prints it.
fn wang_hash(mut key: u64) -> u64 {
    key = (!key).wrapping_add(key << 21);
    key ^= key >> 24;
    key = key.wrapping_add(key << 3).wrapping_add(key << 8);
    key ^= key >> 14;
    key = key.wrapping_add(key << 2).wrapping_add(key << 4);
    key ^= key >> 28;
    key.wrapping_add(key << 31)
}

/// A key as the CLI prints it: "0x" and 16 hex digits.
fn hex(key: u64) -> String {
    format!("{key:#018x}")
}

const WANG: &str = "$: object
    $.avalanche_changed_bits: array
    $.avalanche_changed_bits[]: number
    $.direction: string
    $.hashed_key: string
    $.input: string
    $.output: string
    $.round_trip: string
    $.round_trip_ok: bool
    $.steps: array
    $.steps[]: object
    $.steps[].formula: string
    $.steps[].input: string
    $.steps[].name: string
    $.steps[].output: string";

#[test]
fn wang() {
    let hashed = json(&["wang", "--hash", "1", "--json"]);
    assert_shape(&hashed, WANG);
    assert_eq!(hashed["direction"], "hash");
    assert_eq!(hashed["input"], hex(1));
    assert_eq!(hashed["output"], hex(wang_hash(1)));
    assert_eq!(hashed["round_trip"], hashed["input"]);
    assert_eq!(hashed["round_trip_ok"], true);
    // The steps chain from the input to the output.
    let steps = items(&hashed["steps"]);
    assert_eq!(steps.len(), 7);
    assert_eq!(steps[0]["input"], hashed["input"]);
    assert_eq!(steps[6]["output"], hashed["output"]);
    for pair in steps.windows(2) {
        assert_eq!(pair[0]["output"], pair[1]["input"]);
    }
    // Avalanche: how many output bits change when input bit i flips.
    let changed: Vec<u64> = items(&hashed["avalanche_changed_bits"])
        .iter()
        .map(u)
        .collect();
    let expected: Vec<u64> = (0..64)
        .map(|bit| u64::from((wang_hash(1) ^ wang_hash(1 ^ 1 << bit)).count_ones()))
        .collect();
    assert_eq!(changed, expected);

    // The seed: the key that hashes to 0 is 0x7ffffbffffdfffff.
    let inverse = json(&["wang", "--inverse", "0", "--json"]);
    assert_shape(&inverse, WANG);
    assert_eq!(inverse["direction"], "inverse");
    assert_eq!(inverse["output"], hex(0x7fff_fbff_ffdf_ffff));
    assert_eq!(wang_hash(0x7fff_fbff_ffdf_ffff), 0);
    assert_eq!(inverse["hashed_key"], inverse["output"]);
    assert_eq!(inverse["round_trip_ok"], true);
}

/// The width and height in a PNG's header (the IHDR chunk follows the 8-byte signature).
fn png_size(bytes: &[u8]) -> (u64, u64) {
    assert!(
        bytes.starts_with(b"\x89PNG\r\n\x1a\n") && &bytes[12..16] == b"IHDR",
        "not a PNG"
    );
    let word = |at: usize| u64::from(u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap()));
    (word(16), word(20))
}

/// What `halftone --json` prints, for a PNG or an SVG.
const HALFTONE: &str = "$: object
    $.curve_end: array
    $.curve_end[]: number
    $.curve_height: number
    $.curve_length: number
    $.curve_points: number
    $.curve_start: array
    $.curve_start[]: number
    $.curve_width: number
    $.dither: bool
    $.format: string
    $.input: string
    $.input_height: number
    $.input_width: number
    $.levels: object
    $.levels.black: number
    $.levels.dark_gray: number
    $.levels.light_gray: number
    $.levels.white: number
    $.output: string
    $.output_bytes: number
    $.output_height: number
    $.output_width: number
    $.seconds: number
    $.source_height: number
    $.source_width: number
    $.step: number
    $.thresholds: array
    $.thresholds[]: number";

#[test]
fn halftone() {
    let dir = TempDir::new("halftone");
    let png = dir.file("face.png");
    let summary = json(&[
        "halftone", "--sample", "face", &png, "--size", "20", "--json",
    ]);
    assert_shape(&summary, HALFTONE);
    assert_eq!(summary["input"], "sample:face");
    assert_eq!(summary["output"], png.as_str());
    assert_eq!(summary["format"], "png");
    assert_eq!(
        (u(&summary["input_width"]), u(&summary["input_height"])),
        (20, 20)
    );
    let levels = &summary["levels"];
    let pixels: u64 = ["black", "dark_gray", "light_gray", "white"]
        .iter()
        .map(|l| u(&levels[l]))
        .sum();
    assert_eq!(
        pixels,
        20 * 20,
        "every input pixel gets one of the four levels"
    );
    // Four curve points per input pixel each way, `step` output pixels apart.
    assert_eq!(
        (u(&summary["curve_width"]), u(&summary["curve_height"])),
        (80, 80)
    );
    assert_eq!(u(&summary["step"]), 2);
    assert_eq!(summary["thresholds"], serde_json::json!([43, 123, 208]));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(u(&summary["output_bytes"]), bytes.len() as u64);
    assert_eq!(
        png_size(&bytes),
        (u(&summary["output_width"]), u(&summary["output_height"]))
    );
    assert_eq!(png_size(&bytes), (160, 160));

    // The picture just written, read back as INPUT.
    let again = dir.file("again.png");
    let summary = json(&["halftone", &png, &again, "--size", "10", "--json"]);
    assert_shape(&summary, HALFTONE);
    assert_eq!(summary["input"], png.as_str());
    assert_eq!(
        (u(&summary["source_width"]), u(&summary["source_height"])),
        (160, 160)
    );
    assert_eq!(png_size(&std::fs::read(&again).unwrap()), (80, 80));

    let svg = dir.file("circles.svg");
    let summary = json(&[
        "halftone", "--sample", "circles", &svg, "--size", "9x5", "--dither", "--json",
    ]);
    assert_shape(&summary, HALFTONE);
    assert_eq!(summary["format"], "svg");
    assert_eq!(summary["dither"], true);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(u(&summary["output_bytes"]), text.len() as u64);
    assert!(
        text.starts_with("<svg") && text.contains(r#"width="72" height="40""#),
        "{text:.200}"
    );
    assert_eq!(
        (u(&summary["output_width"]), u(&summary["output_height"])),
        (72, 40)
    );
}
