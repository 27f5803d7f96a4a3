//! Speed of coupling from the past: an exact 100×100×100 tiling and 10,000 exact 2×2×2 tilings
//! (the targets: under 2 s and under 1 s natively), each beside the forward chain run
//! for the same number of site updates; the 100×100×100 tiling again with each run's two chains
//! on two threads (issue 30: the same sample, about 0.65 of the wall time on idle cores); and exact
//! decks of 52 and 100 cards.
//!
//! Run: `cargo bench -p snipelab-core --bench cftp`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::cftp::hexagon::{Hexagon, forward_tiling, sample_tiling, sample_tiling_threads};
use snipelab_core::cftp::shuffle::Shuffle;
use snipelab_core::cftp::{MonotoneChain, RandomSource, coupling_from_the_past, forward_chain};
use snipelab_core::progress::Silent;
use std::hint::black_box;
use std::time::Duration;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("cftp");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));

    let big = Hexagon::new(100, 100, 100).unwrap();
    let source = RandomSource::new(1);
    let sample = sample_tiling(big, &source, &mut Silent).unwrap();
    eprintln!(
        "100×100×100, seed 1: T = {}, {} sweeps simulated, {} site updates",
        sample.coalescence_time, sample.steps, sample.updates
    );
    group.bench_function("hexagon 100x100x100 coupling from the past", |b| {
        b.iter(|| sample_tiling(big, black_box(&source), &mut Silent))
    });
    assert_eq!(
        sample_tiling_threads(big, &source, 2, &mut Silent).unwrap(),
        sample
    );
    group.bench_function(
        "hexagon 100x100x100 coupling from the past, 2 threads",
        |b| b.iter(|| sample_tiling_threads(big, black_box(&source), 2, &mut Silent)),
    );
    group.bench_function("hexagon 100x100x100 forward chain, same sweeps", |b| {
        b.iter(|| forward_tiling(big, black_box(&source), sample.steps, &mut Silent))
    });

    let small = Hexagon::new(2, 2, 2).unwrap();
    let steps: u64 = (0..10_000)
        .map(|k| {
            sample_tiling(small, &source.fork(k), &mut Silent)
                .unwrap()
                .steps
        })
        .sum();
    group.bench_function("hexagon 2x2x2 10000 samples coupling from the past", |b| {
        b.iter(|| {
            for k in 0..10_000 {
                black_box(sample_tiling(small, &source.fork(k), &mut Silent).unwrap());
            }
        })
    });
    group.bench_function(
        "hexagon 2x2x2 10000 samples forward chain, same sweeps",
        |b| {
            b.iter(|| {
                for k in 0..10_000 {
                    let each = steps / 10_000;
                    black_box(forward_tiling(small, &source.fork(k), each, &mut Silent).unwrap());
                }
            })
        },
    );

    for cards in [52, 100] {
        let shuffle = Shuffle::new(cards).unwrap();
        let deck = coupling_from_the_past(&shuffle, &source, &mut Silent).unwrap();
        group.bench_function(
            format!("shuffle {cards} cards coupling from the past"),
            |b| b.iter(|| coupling_from_the_past(&shuffle, black_box(&source), &mut Silent)),
        );
        group.bench_function(
            format!("shuffle {cards} cards forward chain, same steps"),
            |b| {
                b.iter(|| {
                    forward_chain(
                        &shuffle,
                        shuffle.bottom(),
                        black_box(&source),
                        deck.steps,
                        &mut Silent,
                    )
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
