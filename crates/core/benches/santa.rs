//! Speed of the Secret Santa odds: one n (the page's slider, and the cap) and the curve the page
//! plots against n.
//!
//! Run: `cargo bench -p snipelab-core --bench santa`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::progress::Silent;
use snipelab_core::santa;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("santa");
    group.sample_size(10);
    for couples in [100, santa::MAX_COUPLES] {
        group.bench_function(format!("santa_odds n = {couples}"), |b| {
            b.iter(|| santa::santa_odds(black_box(couples)))
        });
    }
    group.bench_function("santa_curve to 100", |b| {
        b.iter(|| santa::santa_curve(black_box(100), &mut Silent))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
