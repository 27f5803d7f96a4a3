//! Speed of HH vs HT: the exact counts and distribution for n flips (n = 100 as in the post,
//! 1,000 as the spec asks), and the win curve the page plots against n.
//!
//! Run: `cargo bench -p snipelab-core --bench coins`.

use criterion::{Criterion, criterion_group, criterion_main};
use snipelab_core::coins;
use snipelab_core::progress::Silent;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("coins");
    group.sample_size(10);
    for flips in [100, 1000, coins::MAX_FLIPS] {
        group.bench_function(format!("coins_report n = {flips}"), |b| {
            b.iter(|| coins::coins_report(black_box(flips), &mut Silent))
        });
    }
    group.bench_function("win_curve to 1000", |b| {
        b.iter(|| coins::win_curve(black_box(1000), &mut Silent))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
