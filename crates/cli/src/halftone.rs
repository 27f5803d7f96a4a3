//! `snipelab halftone`: a picture drawn as one continuous, one-pixel-wide black curve.
//!
//! Reads a PNG or JPEG (or draws a built-in sample), runs the library's pipeline and writes a
//! PNG or an SVG, chosen by the output's extension. See `snipelab_core::halftone`.

use crate::out::{self, CliResult, Ticker, outln};
use serde::Serialize;
use snipelab_core::halftone::{
    self, InputSize, LevelCounts, MAX_FILE_BYTES, Options, Picture, SAMPLE_SIDE, Sample, Thresholds,
};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Options of `snipelab halftone`.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  snipelab halftone photo.jpg art.png --size 256\n  \
                        snipelab halftone --sample face face.svg --dither"
)]
pub struct Args {
    /// INPUT OUTPUT: a PNG or JPEG in, a .png or .svg out; with --sample, just OUTPUT.
    #[arg(value_name = "INPUT OUTPUT", num_args = 1..=2, required = true)]
    files: Vec<PathBuf>,
    /// Draw a built-in picture (face, circles or gradient) instead of reading INPUT.
    #[arg(long, value_name = "NAME")]
    sample: Option<String>,
    /// Input size: pixels on the longer side (128) or exactly WIDTHxHEIGHT (160x120).
    #[arg(long, default_value = "128", value_parser = parse_size)]
    size: InputSize,
    /// Output pixels between neighbouring curve points (2: the post's 8×8 block per pixel).
    #[arg(long, default_value_t = 2)]
    step: u32,
    /// Gray thresholds a,b,c (0–255): below a black, below b dark gray, below c light gray.
    #[arg(long, value_name = "A,B,C", default_value = "43,123,208", value_parser = parse_thresholds)]
    thresholds: Thresholds,
    /// Floyd–Steinberg dithering before quantizing.
    #[arg(long)]
    dither: bool,
    /// Print the summary as JSON.
    #[arg(long)]
    json: bool,
}

/// `--size`: "N" (longest side) or "WxH".
fn parse_size(text: &str) -> Result<InputSize, String> {
    let number = |s: &str| {
        s.trim()
            .parse::<u32>()
            .map_err(|_| format!("expected N or WIDTHxHEIGHT, got {text:?}"))
    };
    match text.split_once(['x', 'X', '×']) {
        Some((width, height)) => Ok(InputSize::Exact {
            width: number(width)?,
            height: number(height)?,
        }),
        None => Ok(InputSize::Longest(number(text)?)),
    }
}

/// `--thresholds`: three gray values a,b,c in order.
fn parse_thresholds(text: &str) -> Result<Thresholds, String> {
    let values: Vec<u8> = text
        .split(',')
        .map(|s| s.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("expected three grays 0-255 like 43,123,208, got {text:?}"))?;
    match values[..] {
        [a, b, c] => Thresholds::new(a, b, c).map_err(|e| e.to_string()),
        _ => Err(format!(
            "expected three grays like 43,123,208, got {text:?}"
        )),
    }
}

/// The output formats, by file extension.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Png,
    Svg,
}

impl Format {
    fn of(path: &Path) -> Result<Format, String> {
        let extension = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match extension.as_deref() {
            Some("png") => Ok(Format::Png),
            Some("svg") => Ok(Format::Svg),
            _ => Err(format!(
                "output {} must end in .png or .svg",
                path.display()
            )),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Format::Png => "png",
            Format::Svg => "svg",
        }
    }
}

/// What `--json` prints (stable field names).
#[derive(Serialize)]
struct Summary {
    /// The input path, or "sample:NAME".
    input: String,
    source_width: u32,
    source_height: u32,
    /// The picture the curve is drawn from, after resizing.
    input_width: u32,
    input_height: u32,
    thresholds: [u8; 3],
    dither: bool,
    levels: LevelCounts,
    /// Grid of curve points: 4 per input pixel each way.
    curve_width: u32,
    curve_height: u32,
    curve_points: u64,
    /// In grid steps.
    curve_length: u64,
    curve_start: [u16; 2],
    curve_end: [u16; 2],
    output: String,
    format: &'static str,
    step: u32,
    output_width: u32,
    output_height: u32,
    output_bytes: u64,
    seconds: f64,
}

/// Runs `snipelab halftone`.
pub fn run(args: Args) -> CliResult {
    let started = Instant::now();
    let (input, output) = match (&args.sample, &args.files[..]) {
        (Some(_), [output]) => (None, output),
        (None, [input, output]) => (Some(input), output),
        (Some(_), _) => return Err("with --sample give only OUTPUT".into()),
        (None, _) => return Err("give INPUT and OUTPUT (or --sample NAME and OUTPUT)".into()),
    };
    let format = Format::of(output)?;

    let (label, source) = match (input, &args.sample) {
        (Some(path), _) => (path.display().to_string(), read_picture(path)?),
        (None, Some(name)) => {
            let sample = Sample::from_name(name).map_err(|e| e.to_string())?;
            (
                format!("sample:{}", sample.name()),
                sample
                    .draw(SAMPLE_SIDE, SAMPLE_SIDE)
                    .map_err(|e| e.to_string())?,
            )
        }
        (None, None) => return Err("give INPUT or --sample NAME".into()),
    };

    let options = Options {
        size: args.size,
        thresholds: args.thresholds,
        dither: args.dither,
    };
    // Refuse an impossible output before doing any work.
    let (output_width, output_height) =
        halftone::planned_output_size(&source, &options, args.step).map_err(|e| e.to_string())?;
    // Create the output before the work, so a bad path fails at once.
    let mut file = std::fs::File::create(output)
        .map_err(|e| format!("cannot create {}: {e}", output.display()))?;
    let mut progress = Ticker::new();
    let result = halftone::halftone(&source, &options, &mut progress).map_err(|e| e.to_string())?;
    let bytes = match format {
        Format::Png => halftone::render_png(&result.curve, args.step, &mut progress),
        Format::Svg => {
            halftone::render_svg(&result.curve, args.step, &mut progress).map(String::into_bytes)
        }
    }
    .map_err(|e| e.to_string())?;
    progress.clear();
    file.write_all(&bytes)
        .and_then(|()| file.flush())
        .map_err(|e| format!("cannot write {}: {e}", output.display()))?;

    let curve = &result.curve;
    let corner = |p: Option<&halftone::Point>| p.map_or([0, 0], |p| [p.x, p.y]);
    let summary = Summary {
        input: label,
        source_width: source.width,
        source_height: source.height,
        input_width: result.picture.width,
        input_height: result.picture.height,
        thresholds: [
            args.thresholds.dark_gray,
            args.thresholds.light_gray,
            args.thresholds.white,
        ],
        dither: args.dither,
        levels: result.quantized.counts(),
        curve_width: curve.width,
        curve_height: curve.height,
        curve_points: curve.points.len() as u64,
        curve_length: curve.length(),
        curve_start: corner(curve.points.first()),
        curve_end: corner(curve.points.last()),
        output: output.display().to_string(),
        format: format.name(),
        step: args.step,
        output_width,
        output_height,
        output_bytes: bytes.len() as u64,
        seconds: started.elapsed().as_secs_f64(),
    };
    if args.json {
        out::print_json(&summary)
    } else {
        print_summary(&summary)
    }
}

/// Reads and decodes INPUT, refusing more than the library's cap of bytes. The cap is enforced
/// while reading, not from the file's metadata: a device or a pipe reports size 0 and
/// `/dev/zero` never ends (issue 18: it grew by 1 GB/s until memory ran out).
fn read_picture(path: &Path) -> Result<Picture, String> {
    let bytes = out::read_limited(path, MAX_FILE_BYTES, "a picture file")?;
    halftone::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

fn print_summary(s: &Summary) -> CliResult {
    let l = &s.levels;
    outln!(
        "{} ({}×{}) → input {}×{}, thresholds {},{},{}{}",
        s.input,
        s.source_width,
        s.source_height,
        s.input_width,
        s.input_height,
        s.thresholds[0],
        s.thresholds[1],
        s.thresholds[2],
        if s.dither { ", dithered" } else { "" }
    );
    outln!(
        "levels: {} black, {} dark gray, {} light gray, {} white",
        l.black,
        l.dark_gray,
        l.light_gray,
        l.white
    );
    outln!(
        "curve: {} points on a {}×{} grid, length {}, from ({}, {}) to ({}, {})",
        s.curve_points,
        s.curve_width,
        s.curve_height,
        s.curve_length,
        s.curve_start[0],
        s.curve_start[1],
        s.curve_end[0],
        s.curve_end[1]
    );
    outln!(
        "wrote {}: {}×{} {} (step {}), {} bytes, in {:.2} s",
        s.output,
        s.output_width,
        s.output_height,
        s.format.to_uppercase(),
        s.step,
        s.output_bytes,
        s.seconds
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn args(line: &[&str]) -> Args {
        Cli::try_parse_from(std::iter::once("halftone").chain(line.iter().copied()))
            .unwrap()
            .args
    }

    #[test]
    fn parses_sizes_and_thresholds() {
        assert_eq!(parse_size("128"), Ok(InputSize::Longest(128)));
        assert_eq!(
            parse_size("160x120"),
            Ok(InputSize::Exact {
                width: 160,
                height: 120
            })
        );
        assert!(parse_size("big").is_err());
        assert_eq!(
            parse_thresholds("1,2,3"),
            Thresholds::new(1, 2, 3).map_err(|e| e.to_string())
        );
        assert!(parse_thresholds("3,2,1").is_err());
        assert!(parse_thresholds("1,2").is_err());
        assert!(parse_thresholds("1,2,300").is_err());
    }

    /// Bad input gives one line (main prints it and exits 2); a sample writes a PNG and an SVG.
    #[test]
    fn runs_samples_and_refuses_bad_input() {
        let dir = std::env::temp_dir().join(format!("snipelab-halftone-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let junk = dir.join("junk.png");
        std::fs::write(&junk, b"not a picture").unwrap();
        let out_png = dir.join("out.png");
        let out_svg = dir.join("out.svg");
        let (junk, out_png, out_svg) = (
            junk.to_str().unwrap(),
            out_png.to_str().unwrap(),
            out_svg.to_str().unwrap(),
        );

        for line in [
            vec![junk, out_png],
            vec!["/nonexistent/in.png", out_png],
            vec!["--sample", "cat", out_png],
            vec!["--sample", "face", "out.gif"],
            vec!["--sample", "face", out_png, "--step", "0"],
            vec!["--sample", "face", out_png, "--size", "5000"],
            vec![out_png],
        ] {
            let error = run(args(&line)).unwrap_err();
            assert!(
                !error.contains('\n') && !error.is_empty(),
                "{line:?}: {error}"
            );
        }

        run(args(&[
            "--sample", "face", out_png, "--size", "20", "--json",
        ]))
        .unwrap();
        let png = halftone::decode(&std::fs::read(out_png).unwrap()).unwrap();
        assert_eq!((png.width, png.height), (160, 160));
        run(args(&[
            "--sample", "circles", out_svg, "--size", "9x5", "--dither",
        ]))
        .unwrap();
        let svg = std::fs::read_to_string(out_svg).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("width=\"72\" height=\"40\""));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
