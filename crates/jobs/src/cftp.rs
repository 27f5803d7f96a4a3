//! Worker jobs of the `cftp` and `withoutwords` explorations: thin adapters over
//! `snipelab_core::cftp`.
//!
//! Coupling from the past takes as long as its coalescence time, which nobody knows in advance
//! (the post: "we don't know how far back we have to go"), so every sample runs here: a deck of
//! 100 cards takes about 40 ms natively, the 100×100×100 hexagon about a second, and a histogram
//! of many samples longer still.

use serde::{Deserialize, Serialize};
use snipelab_core::cftp::draw::{self, Palette};
use snipelab_core::cftp::hexagon::{self, Hexagon, OrientationCounts, Stacks};
use snipelab_core::cftp::shuffle::{self, Deck, Histogram, Method, Shuffle};
use snipelab_core::cftp::{self, Frame, RandomSource, Run, Sample, macmahon};
use snipelab_core::progress::Progress;

use super::bytes::Blob;
use super::{Payload, WorkerJob};

/// Decks up to this size also show all n! chains (24 for four cards, 120 for five).
pub const MAX_ALL_CHAINS_CARDS: usize = 5;

/// Hexagons up to this many lozenges (ab + bc + ca) record the top and bottom tilings of every
/// run: two pictures per run, about 18 runs, must stay quick to draw on the page.
pub const MAX_RECORDED_LOZENGES: usize = 2_000;

/// One exact shuffle of `cards` cards, with the top and bottom chains of every run recorded.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShuffleSample {
    /// Cards, n.
    pub cards: usize,
    /// Seed of the random source.
    pub seed: u64,
    /// Frames recorded per run (plus the final one).
    pub frames: u64,
}

/// What [`ShuffleSample`] gives the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShuffleRecord {
    /// The exact sample and its counters.
    pub sample: Sample<Deck>,
    /// Every run from the past, top and bottom chains.
    pub runs: Vec<Run<Deck>>,
    /// For tiny decks, all n! chains through the last run (the one that coalesced).
    pub all_chains: Option<Vec<Frame<Deck>>>,
}

impl WorkerJob for ShuffleSample {
    const NAME: &'static str = "cftp.shuffle";
    type Output = ShuffleRecord;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let chain = Shuffle::new(self.cards).map_err(|e| e.to_string())?;
        let source = RandomSource::new(self.seed);
        let (sample, runs) =
            cftp::coupling_from_the_past_recorded(&chain, &source, self.frames, progress)
                .map_err(|_| "cancelled".to_string())?;
        let all_chains = (self.cards <= MAX_ALL_CHAINS_CARDS).then(|| {
            cftp::trace(
                &chain,
                &source,
                shuffle::all_decks(self.cards),
                sample.coalescence_time,
                self.frames,
            )
        });
        Ok(ShuffleRecord {
            sample,
            runs,
            all_chains,
        })
    }
}

/// Histograms of many shuffles of a small deck: exact (CFTP) and the tempting mistake, running
/// the top and bottom chains forward until they meet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShuffleHistograms {
    /// Cards (2 to [`shuffle::MAX_HISTOGRAM_CARDS`]).
    pub cards: usize,
    /// Samples of each method.
    pub samples: u64,
    /// Seed of the random source.
    pub seed: u64,
}

/// The two histograms.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistogramPair {
    /// By coupling from the past.
    pub exact: Histogram,
    /// By running the top and bottom chains forward until they meet.
    pub forward: Histogram,
}

impl WorkerJob for ShuffleHistograms {
    const NAME: &'static str = "cftp.histograms";
    type Output = HistogramPair;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let source = RandomSource::new(self.seed);
        let exact = shuffle::histogram(
            self.cards,
            self.samples,
            Method::CouplingFromThePast,
            &source,
            &mut Phase("coupling from the past", progress),
        )
        .map_err(|e| e.to_string())?;
        // A different stream for the forward runs, so the two are independent.
        let forward = shuffle::histogram(
            self.cards,
            self.samples,
            Method::ForwardCoupling,
            &source.fork(u64::MAX),
            &mut Phase("forward until the chains meet", progress),
        )
        .map_err(|e| e.to_string())?;
        Ok(HistogramPair { exact, forward })
    }
}

/// Renames a progress report's phase.
struct Phase<'a, P>(&'static str, &'a mut P);

impl<P: Progress> Progress for Phase<'_, P> {
    fn report(&mut self, _phase: &str, done: u64, total: u64) -> snipelab_core::progress::Flow {
        self.1.report(self.0, done, total)
    }
}

/// One exact tiling of the a×b×c hexagon, and the naive forward chain beside it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TilingSample {
    /// Sides.
    pub a: usize,
    /// Sides.
    pub b: usize,
    /// Sides.
    pub c: usize,
    /// Seed of the random source.
    pub seed: u64,
    /// The forward chain runs T / `forward_divisor` sweeps (T: the coalescence time).
    pub forward_divisor: u64,
}

/// The top and bottom tilings at the end of one run from the past.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunEnd {
    /// The run started at time −start.
    pub start: u64,
    /// Whether they met.
    pub coalesced: bool,
    /// The top chain at time 0 (started from the full box).
    pub top: Stacks,
    /// The bottom chain at time 0 (started from the empty box).
    pub bottom: Stacks,
}

/// What [`TilingSample`] gives the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TilingRecord {
    /// The exact sample and its counters.
    pub sample: Sample<Stacks>,
    /// Its lozenges by orientation.
    pub counts: OrientationCounts,
    /// The number of tilings (MacMahon), in decimal.
    pub tilings: String,
    /// The end of every run, for small hexagons (see [`MAX_RECORDED_LOZENGES`]).
    pub runs: Vec<RunEnd>,
    /// The forward chain's tiling.
    pub forward: Stacks,
    /// Its sweeps.
    pub forward_steps: u64,
}

impl WorkerJob for TilingSample {
    const NAME: &'static str = "cftp.tiling";
    type Output = TilingRecord;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let hexagon = Hexagon::new(self.a, self.b, self.c).map_err(|e| e.to_string())?;
        let source = RandomSource::new(self.seed);
        let cancelled = |_| "cancelled".to_string();
        let (sample, runs) = if hexagon.lozenges() <= MAX_RECORDED_LOZENGES as u64 {
            let (sample, runs) = hexagon::sample_tiling_recorded(hexagon, &source, 1, progress)
                .map_err(cancelled)?;
            let ends = runs
                .into_iter()
                .filter_map(|run| {
                    let last = run.frames.last()?;
                    Some(RunEnd {
                        start: run.start,
                        coalesced: run.coalesced,
                        top: last.states.first()?.clone(),
                        bottom: last.states.get(1)?.clone(),
                    })
                })
                .collect();
            (sample, ends)
        } else {
            let sample = hexagon::sample_tiling(hexagon, &source, progress).map_err(cancelled)?;
            (sample, Vec::new())
        };
        let forward_steps = (sample.coalescence_time / self.forward_divisor.max(1)).max(1);
        let forward = hexagon::forward_tiling(
            hexagon,
            &source.fork(u64::MAX),
            forward_steps,
            &mut Phase("forward chain", progress),
        )
        .map_err(cancelled)?;
        Ok(TilingRecord {
            counts: sample.state.orientation_counts(),
            tilings: macmahon::tilings(hexagon).to_string(),
            sample,
            runs,
            forward,
            forward_steps,
        })
    }
}

/// A file format for [`TilingExport`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Vector.
    Svg,
    /// Raster.
    Png,
}

/// A tiling as an SVG or PNG file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TilingExport {
    /// The tiling.
    pub stacks: Stacks,
    /// File format.
    pub format: Format,
    /// Colours.
    pub palette: Palette,
}

/// A drawn file: its bytes travel beside the JSON ([`WorkerJob::take_data`]), the JSON says
/// how many to expect.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Drawn {
    /// Bytes in the file.
    pub len: u64,
    /// The file; empty once taken for the transfer.
    #[serde(skip)]
    pub file: Vec<u8>,
}

impl Drawn {
    fn new(file: Vec<u8>) -> Self {
        Drawn {
            len: file.len() as u64,
            file,
        }
    }
}

impl WorkerJob for TilingExport {
    const NAME: &'static str = "cftp.export";
    type Output = Drawn;
    type Update = crate::NoUpdate;

    fn take_data(output: &mut Self::Output) -> Option<Box<dyn Payload>> {
        Blob::take(&mut output.file)
    }

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let _ = progress.report("drawing", 0, 1);
        let h = self.stacks.hexagon();
        // About 2,000 pixels across, edges visible up to 30-sided hexagons.
        let side = (2000 / (h.a() + h.b()).max(1)).clamp(2, 400) as u32;
        match self.format {
            Format::Svg => Ok(Drawn::new(
                draw::tiling_svg(&self.stacks, f64::from(side), self.palette).into_bytes(),
            )),
            Format::Png => draw::tiling_png(&self.stacks, side, self.palette)
                .map(Drawn::new)
                .map_err(|e| e.to_string()),
        }
    }
}

/// A uniform tiling for the `withoutwords` page (small hexagons, no recording).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RandomTiling {
    /// Sides.
    pub a: usize,
    /// Sides.
    pub b: usize,
    /// Sides.
    pub c: usize,
    /// Seed of the random source.
    pub seed: u64,
}

impl WorkerJob for RandomTiling {
    const NAME: &'static str = "withoutwords.tiling";
    type Output = Stacks;
    type Update = crate::NoUpdate;

    fn run(self, progress: &mut impl Progress) -> Result<Self::Output, String> {
        let hexagon = Hexagon::new(self.a, self.b, self.c).map_err(|e| e.to_string())?;
        hexagon::sample_tiling(hexagon, &RandomSource::new(self.seed), progress)
            .map(|s| s.state)
            .map_err(|_| "cancelled".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{run_through_json, run_through_json_with_data};

    #[test]
    fn shuffle_of_four_records_all_chains_and_coalesces() {
        let out = run_through_json(ShuffleSample {
            cards: 4,
            seed: 1,
            frames: 8,
        })
        .unwrap();
        let last = out.runs.last().unwrap();
        assert!(last.coalesced);
        let all = out.all_chains.unwrap();
        let end = all.last().unwrap();
        assert_eq!(end.states.len(), 24);
        assert!(end.states.iter().all(|d| *d == out.sample.state));
    }

    #[test]
    fn tiling_counts_and_macmahon() {
        let out = run_through_json(TilingSample {
            a: 2,
            b: 2,
            c: 2,
            seed: 7,
            forward_divisor: 4,
        })
        .unwrap();
        assert_eq!(out.tilings, "20");
        assert_eq!(
            (out.counts.top, out.counts.left, out.counts.right),
            (4, 4, 4)
        );
        assert!(out.runs.last().unwrap().coalesced);
        let (drawn, svg) = run_through_json_with_data(TilingExport {
            stacks: out.sample.state,
            format: Format::Svg,
            palette: Palette::Flat,
        })
        .unwrap();
        assert!(svg.starts_with(b"<svg"));
        assert_eq!(drawn.len, svg.len() as u64);
        assert!(
            run_through_json(TilingSample {
                a: 0,
                b: 2,
                c: 2,
                seed: 7,
                forward_divisor: 4,
            })
            .is_err()
        );
    }

    #[test]
    fn histograms_of_three_cards() {
        let out = run_through_json(ShuffleHistograms {
            cards: 3,
            samples: 600,
            seed: 3,
        })
        .unwrap();
        assert_eq!(out.exact.counts.iter().sum::<u64>(), 600);
        assert_eq!(out.forward.counts.len(), 6);
    }
}
