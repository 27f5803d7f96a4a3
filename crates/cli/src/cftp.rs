//! `snipelab cftp`: exact samples by coupling from the past.
//!
//! ```text
//! snipelab cftp shuffle --n N [--seed S] [--samples K] [--json]
//! snipelab cftp tiling --a A --b B --c C [--seed S] [--out FILE.svg|FILE.png] [--cubes] [--threads N] [--json]
//! snipelab cftp count --a A --b B --c C [--json]
//! ```

use std::time::Instant;

use serde::Serialize;
use snipelab_core::cftp::draw::{self, Palette};
use snipelab_core::cftp::hexagon::{self, Hexagon, OrientationCounts};
use snipelab_core::cftp::shuffle::{self, Deck, Shuffle};
use snipelab_core::cftp::{RandomSource, coupling_from_the_past, macmahon};
use snipelab_core::progress::{Progress, Silent};

use crate::out::{self, CliResult, Ticker, outln};

/// The most threads `tiling --threads` accepts. A run has two chains, so more than 2 threads
/// are not used; the bound only refuses nonsense (the other `--threads` of the CLI allow 256
/// because their work splits further).
const MAX_THREADS: usize = 64;

/// The most samples `shuffle --samples` draws.
const MAX_SAMPLES: u64 = 100_000;

/// The most work `shuffle --samples K` may ask for, as K · n³ (a sample of the adjacent-pair
/// shuffle coalesces in about n³ log n steps): 250 decks of 100 cards, about 20 s of CPU
/// (68 ms a deck, issue 28), where `--n 100 --samples 100000` used to run for 1.9 hours.
/// Smaller decks allow proportionally more samples, up to [`MAX_SAMPLES`].
const MAX_SHUFFLE_WORK: u64 = 250_000_000;

/// Subcommands of `snipelab cftp`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// A uniformly random deck by the adjacent-pair shuffle, coupled from the past.
    Shuffle(ShuffleArgs),
    /// A uniformly random lozenge tiling of the a×b×c hexagon.
    Tiling(TilingArgs),
    /// The number of lozenge tilings of the a×b×c hexagon (MacMahon's formula), exactly.
    Count(CountArgs),
}

/// Options of `snipelab cftp shuffle`.
#[derive(clap::Args)]
pub struct ShuffleArgs {
    /// Cards in the deck (2 to 100).
    #[arg(long)]
    n: usize,
    /// Seed of the random source: the same seed gives the same deck on every platform.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Also draw K independent decks (sample k from the seed's k-th fork; k = 0 is the deck):
    /// 1 to 100,000, and K · n³ at most 250,000,000 (250 decks of 100 cards).
    #[arg(long, value_name = "K")]
    samples: Option<u64>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// The sides of a hexagon.
#[derive(clap::Args)]
pub struct Sides {
    /// Side a (1 to 200).
    #[arg(long)]
    a: usize,
    /// Side b (1 to 200).
    #[arg(long)]
    b: usize,
    /// Side c (1 to 200).
    #[arg(long)]
    c: usize,
}

/// Options of `snipelab cftp tiling`.
#[derive(clap::Args)]
pub struct TilingArgs {
    #[command(flatten)]
    sides: Sides,
    /// Seed of the random source: the same seed gives the same tiling on every platform.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Write the tiling as SVG or PNG (by the extension).
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
    /// Shade the picture as a stack of cubes instead of three colours.
    #[arg(long)]
    cubes: bool,
    /// Lozenge side in pixels in the picture (1 to 400).
    #[arg(long, default_value_t = 12)]
    side: u32,
    /// Threads, 1 to 64 (default 1): with 2 or more, each run's top and bottom chains run side
    /// by side on two threads (more are not used). The tiling and every counter are the same
    /// for any number.
    #[arg(long, value_parser = parse_threads)]
    threads: Option<usize>,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// The value parser of `tiling --threads`: a whole number from 1 to [`MAX_THREADS`].
fn parse_threads(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a number of threads from 1 to {MAX_THREADS}"
        )),
    }
}

/// Options of `snipelab cftp count`.
#[derive(clap::Args)]
pub struct CountArgs {
    #[command(flatten)]
    sides: Sides,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab cftp`.
pub fn run(command: Command) -> CliResult {
    match command {
        Command::Shuffle(args) => shuffle(args),
        Command::Tiling(args) => tiling(args),
        Command::Count(args) => count(args),
    }
}

/// The JSON of `cftp shuffle`.
#[derive(Serialize)]
struct ShuffleReport {
    n: usize,
    seed: u64,
    /// The deck: `sample[position]` = 0-based card.
    sample: Deck,
    coalescence_time: u64,
    runs: u32,
    updates: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    samples: Option<Vec<Deck>>,
}

fn shuffle(args: ShuffleArgs) -> CliResult {
    let chain = Shuffle::new(args.n).map_err(|e| e.to_string())?;
    if let Some(k) = args.samples {
        check_samples(k, args.n)?;
    }
    let source = RandomSource::new(args.seed);
    let mut ticker = Ticker::new();
    let first =
        coupling_from_the_past(&chain, &source.fork(0), &mut ticker).map_err(|e| e.to_string())?;
    let samples = match args.samples {
        None => None,
        Some(k) => {
            let mut decks = vec![first.state.clone()];
            for index in 1..k {
                // One line for the whole run: the decks drawn, not each deck's own phases.
                ticker.report("decks", index, k);
                let sample = coupling_from_the_past(&chain, &source.fork(index), &mut Silent)
                    .map_err(|e| e.to_string())?;
                decks.push(sample.state);
            }
            Some(decks)
        }
    };
    ticker.clear();
    let report = ShuffleReport {
        n: args.n,
        seed: args.seed,
        sample: first.state,
        coalescence_time: first.coalescence_time,
        runs: first.runs,
        updates: first.updates,
        samples,
    };
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "{} cards, seed {}: coalesced from T = {} ({} runs, {} updates)",
        report.n,
        report.seed,
        report.coalescence_time,
        report.runs,
        report.updates
    );
    outln!("deck: {}", deck_text(&report.sample));
    if let Some(decks) = &report.samples {
        for deck in decks.iter().skip(1) {
            outln!("      {}", deck_text(deck));
        }
        if args.n <= shuffle::MAX_HISTOGRAM_CARDS {
            let mut counts = vec![0u64; shuffle::all_decks(args.n).len()];
            for deck in decks {
                counts[shuffle::rank(deck) as usize] += 1;
            }
            outln!(
                "chi-square against uniform: {:.1} on {} degrees of freedom",
                shuffle::chi_square_uniform(&counts),
                counts.len() - 1
            );
        }
    }
    Ok(())
}

/// Refuses `--samples k` for `n` cards outside 1..=[`MAX_SAMPLES`] or above
/// [`MAX_SHUFFLE_WORK`], before any deck is drawn.
fn check_samples(k: u64, n: usize) -> CliResult {
    if !(1..=MAX_SAMPLES).contains(&k) {
        return Err(format!(
            "--samples must be from 1 to {MAX_SAMPLES}, not {k}"
        ));
    }
    let cube = (n as u64).pow(3);
    let most = (MAX_SHUFFLE_WORK / cube).min(MAX_SAMPLES);
    if k > most {
        return Err(format!(
            "--samples {k} of {n} cards is too much work: at most {most} samples of {n} cards \
             (samples × n³ at most {MAX_SHUFFLE_WORK})"
        ));
    }
    Ok(())
}

fn deck_text(deck: &[u8]) -> String {
    let cards: Vec<String> = deck.iter().map(|c| c.to_string()).collect();
    cards.join(" ")
}

/// The JSON of `cftp tiling`.
#[derive(Serialize)]
struct TilingReport {
    a: usize,
    b: usize,
    c: usize,
    seed: u64,
    /// The sample: `heights[i][j]` cubes stacked at site (i, j).
    heights: Vec<Vec<u8>>,
    coalescence_time: u64,
    runs: u32,
    updates: u64,
    counts: OrientationCounts,
    /// The number of tilings (MacMahon), as a decimal string.
    tilings: String,
    seconds: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    out: Option<String>,
}

fn hexagon_of(sides: &Sides) -> Result<Hexagon, String> {
    Hexagon::new(sides.a, sides.b, sides.c).map_err(|e| e.to_string())
}

fn tiling(args: TilingArgs) -> CliResult {
    let hexagon = hexagon_of(&args.sides)?;
    let format = match &args.out {
        None => None,
        Some(path) if path.to_ascii_lowercase().ends_with(".svg") => Some(Format::Svg),
        Some(path) if path.to_ascii_lowercase().ends_with(".png") => Some(Format::Png),
        Some(path) => return Err(format!("--out {path}: the file must end in .svg or .png")),
    };
    // The same range for both formats: an SVG side of 0 used to become 1 silently, and one of
    // 4294967295 wrote width="37195507858.93" (issue 28).
    draw::check_side(args.side).map_err(|e| e.to_string())?;
    if format == Some(Format::Png) {
        // Check the picture's size before sampling: the same check tiling_png makes.
        draw::tiling_png(&hexagon.empty(), args.side, Palette::Flat)
            .map(drop)
            .map_err(|e| e.to_string())?;
    }
    // Create the output before the work, so an unwritable path fails at once.
    let file = match &args.out {
        Some(path) => {
            Some(std::fs::File::create(path).map_err(|e| format!("cannot create {path}: {e}"))?)
        }
        None => None,
    };
    let started = Instant::now();
    let mut ticker = Ticker::new();
    let threads = args.threads.unwrap_or(1);
    let source = RandomSource::new(args.seed);
    let sample = hexagon::sample_tiling_threads(hexagon, &source, threads, &mut ticker)
        .map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    ticker.clear();
    let palette = if args.cubes {
        Palette::Cubes
    } else {
        Palette::Flat
    };
    if let (Some(path), Some(format), Some(mut file)) = (&args.out, format, file) {
        use std::io::Write;
        let bytes = match format {
            Format::Svg => {
                draw::tiling_svg(&sample.state, f64::from(args.side), palette).into_bytes()
            }
            Format::Png => {
                draw::tiling_png(&sample.state, args.side, palette).map_err(|e| e.to_string())?
            }
        };
        file.write_all(&bytes)
            .and_then(|()| file.flush())
            .map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    let b = hexagon.b();
    let report = TilingReport {
        a: hexagon.a(),
        b,
        c: hexagon.c(),
        seed: args.seed,
        heights: sample
            .state
            .heights()
            .chunks(b)
            .map(<[u8]>::to_vec)
            .collect(),
        coalescence_time: sample.coalescence_time,
        runs: sample.runs,
        updates: sample.updates,
        counts: sample.state.orientation_counts(),
        tilings: macmahon::tilings(hexagon).to_string(),
        seconds,
        out: args.out.clone(),
    };
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "{}×{}×{} hexagon, seed {}: coalesced from T = {} sweeps ({} runs, {} site updates, {:.2} s)",
        report.a,
        report.b,
        report.c,
        report.seed,
        report.coalescence_time,
        report.runs,
        report.updates,
        seconds
    );
    outln!(
        "lozenges: {} top (ab), {} left (bc), {} right (ca); {} cubes",
        report.counts.top,
        report.counts.left,
        report.counts.right,
        sample.state.cubes()
    );
    outln!("one of {} tilings", abbreviated(&report.tilings));
    if hexagon.a() <= 12 && b <= 24 {
        for row in &report.heights {
            outln!("  {}", deck_text(row));
        }
    }
    if let Some(path) = &report.out {
        outln!("wrote {path}");
    }
    Ok(())
}

/// The picture formats of `--out`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Svg,
    Png,
}

/// A long decimal as its first digits and its length.
fn abbreviated(digits: &str) -> String {
    if digits.len() <= 40 {
        digits.to_string()
    } else {
        format!(
            "{}…{} ({} digits)",
            &digits[..20],
            &digits[digits.len() - 8..],
            digits.len()
        )
    }
}

/// The JSON of `cftp count`.
#[derive(Serialize)]
struct CountReport {
    a: usize,
    b: usize,
    c: usize,
    /// The number of tilings, as a decimal string.
    tilings: String,
    digits: usize,
}

fn count(args: CountArgs) -> CliResult {
    let hexagon = hexagon_of(&args.sides)?;
    let tilings = macmahon::tilings(hexagon).to_string();
    let report = CountReport {
        a: hexagon.a(),
        b: hexagon.b(),
        c: hexagon.c(),
        digits: tilings.len(),
        tilings,
    };
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "{}×{}×{} hexagon: {} lozenge tilings ({} digits)",
        report.a,
        report.b,
        report.c,
        report.tilings,
        report.digits
    );
    Ok(())
}
