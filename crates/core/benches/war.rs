//! Speed of the War sweep curve: what the page computes when a slider moves. The 52-card deck
//! (the notebook's "about 0.2 seconds" in Python), a 104-card deck (13 ranks × 8 suits), and
//! the notebook's brute-force table (157,423 distinct deals).
//!
//! Run: `cargo bench -p snipelab-core --bench war`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::progress::Silent;
use snipelab_core::war::{self, WarDeck};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("war");
    group.sample_size(10);
    let standard = WarDeck::standard();
    group.bench_function("sweep_report 13x4", |b| {
        b.iter(|| war::sweep_report(black_box(standard), &mut Silent))
    });
    let big = WarDeck::new(13, 8).expect("within the caps");
    group.bench_function("sweep_report 13x8", |b| {
        b.iter(|| war::sweep_report(black_box(big), &mut Silent))
    });
    group.bench_function("notebook_table", |b| {
        b.iter(|| war::notebook_table(&mut Silent))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
