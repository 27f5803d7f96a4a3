//! `snipelab withoutwords`: the two pictures of "Proofs and theorems without words", in numbers.
//!
//! ```text
//! snipelab withoutwords lozenges [--a A] [--b B] [--c C] [--seed S] [--json]
//! snipelab withoutwords apogees [--v V] [--g G] [--throws N] [--json]
//! ```
//!
//! `lozenges` samples the page's random tiling of the a×b×c hexagon (the same seed gives the
//! same tiling as the page's `seed`), counts its lozenges of each orientation against ab, bc
//! and ca, and lists the vertices where three lozenges can be flipped. `apogees` gives the
//! ellipse of apogees of throws at speed v under gravity g, and the apogees themselves.

use serde::Serialize;
use snipelab_core::cftp::hexagon::{self, Hexagon, OrientationCounts};
use snipelab_core::cftp::{RandomSource, macmahon};
use snipelab_core::withoutwords::{self, Apogee, ApogeeEllipse, FlipSite, Launch};

use crate::out::{self, CliResult, Ticker, outln};

/// The most throws `apogees --throws` lists.
const MAX_THROWS: usize = 10_000;

/// Subcommands of `snipelab withoutwords`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// A random lozenge tiling of the a×b×c hexagon: ab, bc and ca lozenges, and its flips.
    Lozenges(LozengesArgs),
    /// The ellipse of apogees of throws at speed v, every angle, under gravity g.
    Apogees(ApogeesArgs),
}

/// Options of `snipelab withoutwords lozenges` (the page's defaults).
#[derive(clap::Args)]
pub struct LozengesArgs {
    /// Side a (1 to 200).
    #[arg(long, default_value_t = 4)]
    a: usize,
    /// Side b (1 to 200).
    #[arg(long, default_value_t = 5)]
    b: usize,
    /// Side c (1 to 200).
    #[arg(long, default_value_t = 3)]
    c: usize,
    /// Seed of the random tiling: the same seed gives the same tiling here and on the page.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Options of `snipelab withoutwords apogees` (the page's defaults).
#[derive(clap::Args)]
pub struct ApogeesArgs {
    /// Speed v (above 0, at most 1,000,000, any units).
    #[arg(long, default_value_t = 10.0)]
    v: f64,
    /// Gravity g (above 0, at most 1,000,000).
    #[arg(long, default_value_t = 9.8)]
    g: f64,
    /// Throws at evenly spaced angles from 0 to π whose apogees are listed (2 to 10,000).
    #[arg(long, default_value_t = 25)]
    throws: usize,
    /// Print JSON instead of a summary.
    #[arg(long)]
    json: bool,
}

/// Runs `snipelab withoutwords`.
pub fn run(command: Command) -> CliResult {
    match command {
        Command::Lozenges(args) => lozenges(args),
        Command::Apogees(args) => apogees(args),
    }
}

/// ab, bc and ca: what the proof says the three counts are.
#[derive(Serialize, PartialEq)]
struct Products {
    ab: u64,
    bc: u64,
    ca: u64,
}

/// The JSON of `withoutwords lozenges`.
#[derive(Serialize)]
struct LozengesReport {
    a: usize,
    b: usize,
    c: usize,
    seed: u64,
    /// The tiling: `heights[i][j]` cubes stacked at site (i, j).
    heights: Vec<Vec<u8>>,
    cubes: u64,
    /// Lozenges of each orientation in this tiling.
    counts: OrientationCounts,
    products: Products,
    /// Whether the counts are (ab, bc, ca), as computed from the two lines above.
    counts_are_products: bool,
    /// The vertices where three lozenges can be flipped (a cube added or removed).
    flip_sites: Vec<FlipSite>,
    /// The number of tilings (MacMahon), as a decimal string.
    tilings: String,
}

fn lozenges(args: LozengesArgs) -> CliResult {
    let hexagon = Hexagon::new(args.a, args.b, args.c).map_err(|e| e.to_string())?;
    let mut ticker = Ticker::new();
    // The page's random tiling: the same source as its job, so a seed names one tiling.
    let stacks = hexagon::sample_tiling(hexagon, &RandomSource::new(args.seed), &mut ticker)
        .map_err(|e| e.to_string())?
        .state;
    ticker.clear();
    let (a, b, c) = (hexagon.a(), hexagon.b(), hexagon.c());
    let counts = stacks.orientation_counts();
    let products = Products {
        ab: (a * b) as u64,
        bc: (b * c) as u64,
        ca: (c * a) as u64,
    };
    let counts_are_products =
        (counts.top, counts.left, counts.right) == (products.ab, products.bc, products.ca);
    let report = LozengesReport {
        a,
        b,
        c,
        seed: args.seed,
        heights: stacks.heights().chunks(b).map(<[u8]>::to_vec).collect(),
        cubes: stacks.cubes(),
        counts,
        products,
        counts_are_products,
        flip_sites: withoutwords::flip_sites(&stacks),
        tilings: macmahon::tilings(hexagon).to_string(),
    };
    if args.json {
        return out::print_json(&report);
    }
    outln!(
        "{a}×{b}×{c} hexagon, seed {}: {} cubes, one of {} tilings",
        report.seed,
        report.cubes,
        report.tilings
    );
    outln!(
        "lozenges: {} top (ab = {}), {} left (bc = {}), {} right (ca = {}): {}",
        report.counts.top,
        report.products.ab,
        report.counts.left,
        report.products.bc,
        report.counts.right,
        report.products.ca,
        if report.counts_are_products {
            "as the proof says"
        } else {
            "NOT as the proof says"
        }
    );
    let adds = report.flip_sites.iter().filter(|s| s.adds_cube).count();
    outln!(
        "{} vertices to flip: {adds} add a cube, {} remove one",
        report.flip_sites.len(),
        report.flip_sites.len() - adds
    );
    Ok(())
}

/// The JSON of `withoutwords apogees`.
#[derive(Serialize)]
struct ApogeesReport {
    v: f64,
    g: f64,
    ellipse: ApogeeEllipse,
    apogees: Vec<Apogee>,
}

fn apogees(args: ApogeesArgs) -> CliResult {
    let launch = Launch::new(args.v, args.g).map_err(|e| e.to_string())?;
    if !(2..=MAX_THROWS).contains(&args.throws) {
        return Err(format!(
            "--throws must be from 2 to {MAX_THROWS}, not {}",
            args.throws
        ));
    }
    let report = ApogeesReport {
        v: launch.speed(),
        g: launch.gravity(),
        ellipse: withoutwords::apogee_ellipse(launch),
        apogees: withoutwords::apogees(launch, args.throws),
    };
    if args.json {
        return out::print_json(&report);
    }
    let e = &report.ellipse;
    outln!(
        "v = {}, g = {}: the apogees lie on the ellipse centred at (0, {:.6})",
        report.v,
        report.g,
        e.centre.y
    );
    outln!(
        "semi-axes v²/2g = {:.6} (horizontal), v²/4g = {:.6} (vertical); eccentricity {:.6} \
         (√3/2 = {:.6})",
        e.semi_horizontal,
        e.semi_vertical,
        e.eccentricity,
        3f64.sqrt() / 2.0
    );
    Ok(())
}
